C x86_64/avx512/salsa20-8core.asm -- eight Salsa20 blocks in two groups
C of four zmm rows, AVX-512.
C
C Why: 257 to 512 bytes.  As salsa20-4core.asm, four blocks per group
C of zmm rows; the two groups' rounds are interleaved, two independent
C chains for the out-of-order core.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 341; the AVX2
C column-wise 8-block core 461, the 16-block one 474.

dnl void _symcrypt_salsa20_8core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%zmm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<TA0>, <%zmm16>)
define(<TB0>, <%zmm17>)
define(<TA1>, <%zmm18>)
define(<TB1>, <%zmm19>)
define(<TA>, <TA$1>)
define(<TB>, <TB$1>)
define(<P0>, <%zmm20>)
define(<P1>, <%zmm21>)
define(<P2>, <%zmm22>)
define(<P3>, <%zmm23>)
define(<T>, <%zmm24>)
define(<T0>, <%zmm25>)
define(<T1>, <%zmm26>)
define(<T3>, <%zmm27>)

define(<VMOV>, <vmovdqa64>)
dnl LANE_MASK(mask): the mask register set up for MASK below.
define(<LANE_MASK>, <ifelse($1, 0x2, <%k1>, $1, 0x8, <%k2>, <%k3>)>)
define(<BLEND>, <vpblendmd $2, $3, $4{LANE_MASK($1)}>)
define(<ROWS_VPROLD>)

PROLOGUE(_symcrypt_salsa20_8core)
	C Every lane from SRC; block k's 64-bit counter (words 8 and 9,
	C the low qword of row 2) plus k.
	vbroadcasti32x4 0(SRC), ROW(0)
	vbroadcasti32x4 16(SRC), ROW(1)
	vbroadcasti32x4 32(SRC), ROW(2)
	vbroadcasti32x4 48(SRC), ROW(3)
	vmovdqa64 ROW(0), ROW(4)
	vmovdqa64 ROW(1), ROW(5)
	vpaddq	.Lblock + 64(%rip), ROW(2), ROW(6)
	vmovdqa64 ROW(3), ROW(7)
	vpaddq	.Lblock(%rip), ROW(2), ROW(2)
	C Lane masks for BLEND: lane 1, lane 3, lanes 2 and 3 of each 128 bits
	mov	$<>0x2222, %eax
	kmovw	%eax, %k1
	mov	$<>0x8888, %eax
	kmovw	%eax, %k2
	mov	$<>0xcccc, %eax
	kmovw	%eax, %k3
	SALSA_DIAGONALS(0, P0, P1, P2, P3, T)
	SALSA_DIAGONALS(1, P0, P1, P2, P3, T)
	SALSA_ROWS_ROUNDS(2)
	SALSA_UNDIAGONALS(0, P0, P1, P2, P3, T)
	SALSA_UNDIAGONALS(1, P0, P1, P2, P3, T)
	C Feed-forward (all of SRC read before DST is written)
	vbroadcasti32x4 0(SRC), T0
	vbroadcasti32x4 16(SRC), T1
	vbroadcasti32x4 32(SRC), P2
	vbroadcasti32x4 48(SRC), T3
	vpaddd	T0, ROW(0), ROW(0)
	vpaddd	T1, ROW(1), ROW(1)
	vpaddq	.Lblock + 0(%rip), P2, T
	vpaddd	T, ROW(2), ROW(2)
	vpaddd	T3, ROW(3), ROW(3)
	vpaddd	T0, ROW(4), ROW(4)
	vpaddd	T1, ROW(5), ROW(5)
	vpaddq	.Lblock + 64(%rip), P2, T
	vpaddd	T, ROW(6), ROW(6)
	vpaddd	T3, ROW(7), ROW(7)
	ROWS_STORE4(ROW(0), ROW(1), ROW(2), ROW(3), P0, P1, T0, T1, 0)
	ROWS_STORE4(ROW(4), ROW(5), ROW(6), ROW(7), P0, P1, T0, T1, 256)
	vzeroupper
	ret
EPILOGUE(_symcrypt_salsa20_8core)

RODATA
	.p2align 6
C Added to row 2: the block numbers in the counter qwords of the lanes.
.Lblock:
	.quad 0, 0, 1, 0, 2, 0, 3, 0
	.quad 4, 0, 5, 0, 6, 0, 7, 0
