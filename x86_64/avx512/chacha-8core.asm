C x86_64/avx512/chacha-8core.asm -- eight ChaCha blocks in two groups
C of four zmm rows, AVX-512.
C
C Why: 257 to 512 bytes.  As chacha-4core.asm, four blocks per group
C of zmm rows; the rounds of the two groups are interleaved, two
C independent chains for the out-of-order core.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 357; the AVX2
C column-wise 8-block core 393, the 16-block one 481.

dnl void _symcrypt_chacha_8core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%zmm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<D0>, <%zmm16>)	dnl row 3 of each group as it starts
define(<D1>, <%zmm17>)
define(<T0>, <%zmm18>)
define(<T1>, <%zmm19>)
define(<T2>, <%zmm20>)
define(<T3>, <%zmm21>)
define(<T4>, <%zmm22>)
define(<T5>, <%zmm23>)
define(<T6>, <%zmm24>)

define(<ROWS_VPROLD>)

PROLOGUE(_symcrypt_chacha_8core)
	C Every lane from SRC; block k's 64-bit counter (the low qword of
	C its row 3) plus k.
	vbroadcasti32x4 0(SRC), ROW(0)
	vbroadcasti32x4 16(SRC), ROW(1)
	vbroadcasti32x4 32(SRC), ROW(2)
	vbroadcasti32x4 48(SRC), ROW(3)
	vpaddq	.Lblock(%rip), ROW(3), ROW(3)
	vmovdqa64 ROW(3), D0
	vmovdqa64 ROW(0), ROW(4)
	vmovdqa64 ROW(1), ROW(5)
	vmovdqa64 ROW(2), ROW(6)
	vpaddq	.Lblock + 64(%rip), D0, ROW(7)
	vmovdqa64 ROW(7), D1
	CHACHA_ROWS_ROUNDS(2)
	C Feed-forward (all of SRC read before DST is written)
	vbroadcasti32x4 0(SRC), T0
	vbroadcasti32x4 16(SRC), T1
	vbroadcasti32x4 32(SRC), T2
	vpaddd	T0, ROW(0), ROW(0)
	vpaddd	T1, ROW(1), ROW(1)
	vpaddd	T2, ROW(2), ROW(2)
	vpaddd	D0, ROW(3), ROW(3)
	vpaddd	T0, ROW(4), ROW(4)
	vpaddd	T1, ROW(5), ROW(5)
	vpaddd	T2, ROW(6), ROW(6)
	vpaddd	D1, ROW(7), ROW(7)
	ROWS_STORE4(ROW(0), ROW(1), ROW(2), ROW(3), T3, T4, T5, T6, 0)
	ROWS_STORE4(ROW(4), ROW(5), ROW(6), ROW(7), T3, T4, T5, T6, 256)
	vzeroupper
	ret
EPILOGUE(_symcrypt_chacha_8core)

RODATA
	.p2align 6
C Added to row 3: the block number in the counter qword of each lane;
C then the four more of the next group.
.Lblock:
	.quad 0, 0, 1, 0, 2, 0, 3, 0
	.quad 4, 0, 4, 0, 4, 0, 4, 0
