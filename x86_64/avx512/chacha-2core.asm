C x86_64/avx512/chacha-2core.asm -- two ChaCha blocks in four ymm rows,
C AVX-512 (VL: vprold on ymm).
C
C Why: 65 to 128 bytes, as x86_64/avx2/chacha-2core.asm (one block
C per 128-bit lane) with every rotate one vprold.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 221, about
C one block (214).

dnl void _symcrypt_chacha_2core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl rows 0..3, block k in lane k
define(<T>, <%ymm4>)
define(<D0>, <%ymm5>)	dnl row 3 of both blocks as they start
define(<T2>, <%ymm6>)

define(<VXOR>, <vpxord>)
define(<ROTL16>, <
	vprold	$<>16, $1, $1>)
define(<ROTL12>, <
	vprold	$<>12, $1, $1>)
define(<ROTL8>, <
	vprold	$<>8, $1, $1>)
define(<ROTL7>, <
	vprold	$<>7, $1, $1>)

PROLOGUE(_symcrypt_chacha_2core)
	C Both lanes from SRC; block 1's 64-bit counter (the low qword
	C of its row 3) plus one.
	vbroadcasti128 0(SRC), ROW(0)
	vbroadcasti128 16(SRC), ROW(1)
	vbroadcasti128 32(SRC), ROW(2)
	vbroadcasti128 48(SRC), ROW(3)
	vpaddq	.Lblock(%rip), ROW(3), ROW(3)
	vmovdqa	ROW(3), D0
	CHACHA_ROWS_ROUNDS(1)
	C Feed-forward (all of SRC read before DST is written)
	vbroadcasti128 0(SRC), T
	vpaddd	T, ROW(0), ROW(0)
	vbroadcasti128 16(SRC), T
	vpaddd	T, ROW(1), ROW(1)
	vbroadcasti128 32(SRC), T
	vpaddd	T, ROW(2), ROW(2)
	vpaddd	D0, ROW(3), ROW(3)
	C Rows to blocks: low lanes are block 0, high lanes block 1
	vperm2i128 $<>0x20, ROW(1), ROW(0), T	C rows 0, 1 of block 0
	vperm2i128 $<>0x20, ROW(3), ROW(2), T2	C rows 2, 3 of block 0
	vperm2i128 $<>0x31, ROW(1), ROW(0), ROW(0)	C rows 0, 1 of block 1
	vperm2i128 $<>0x31, ROW(3), ROW(2), ROW(2)	C rows 2, 3 of block 1
	vmovdqu	T, 0(DST)
	vmovdqu	T2, 32(DST)
	vmovdqu	ROW(0), 64(DST)
	vmovdqu	ROW(2), 96(DST)
	vzeroupper
	ret
EPILOGUE(_symcrypt_chacha_2core)

RODATA
	.p2align 5
C Added to row 3: the block number in the counter qword of each lane.
.Lblock:
	.quad 0, 0, 1, 0
