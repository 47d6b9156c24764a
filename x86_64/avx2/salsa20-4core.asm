C x86_64/avx2/salsa20-4core.asm -- four Salsa20 blocks in two groups of
C four ymm rows, AVX2.
C
C Why: 129 to 256 bytes.  As salsa20-2core.asm, two blocks per group
C of ymm rows; the two groups' rounds are interleaved, two independent
C chains for the out-of-order core.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 276; the C twin
C (vectorized by gcc) 448.

dnl void _symcrypt_salsa20_4core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<TA0>, <%ymm8>)
define(<TB0>, <%ymm9>)
define(<TA1>, <%ymm10>)
define(<TB1>, <%ymm11>)
define(<TA>, <TA$1>)
define(<TB>, <TB$1>)
define(<T>, <%ymm12>)
define(<T2>, <%ymm13>)

define(<VMOV>, <vmovdqa>)
define(<BLEND>, <vpblendd $<>eval($1 * 0x11), $2, $3, $4>)
define(<SALSA_ROTXOR>, <
	vpslld	$<>$4, $2, $3
	vpsrld	$<>eval(32 - $4), $2, $2
	vpxor	$3, $1, $1
	vpxor	$2, $1, $1>)

C STORE2(g, offset): the two blocks of group G to DST + OFFSET.
define(<STORE2>, <
	vperm2i128 $<>0x20, ROW(4 * $1 + 1), ROW(4 * $1), T
	vperm2i128 $<>0x20, ROW(4 * $1 + 3), ROW(4 * $1 + 2), T2
	vperm2i128 $<>0x31, ROW(4 * $1 + 1), ROW(4 * $1), ROW(4 * $1)
	vperm2i128 $<>0x31, ROW(4 * $1 + 3), ROW(4 * $1 + 2), ROW(4 * $1 + 2)
	vmovdqu	T, eval($2)(DST)
	vmovdqu	T2, eval($2 + 32)(DST)
	vmovdqu	ROW(4 * $1), eval($2 + 64)(DST)
	vmovdqu	ROW(4 * $1 + 2), eval($2 + 96)(DST)>)

PROLOGUE(_symcrypt_salsa20_4core)
	C Every lane from SRC; block k's 64-bit counter (words 8 and 9,
	C the low qword of row 2) plus k.
	vbroadcasti128 0(SRC), ROW(0)
	vbroadcasti128 16(SRC), ROW(1)
	vbroadcasti128 32(SRC), ROW(2)
	vbroadcasti128 48(SRC), ROW(3)
	vmovdqa	ROW(0), ROW(4)
	vmovdqa	ROW(1), ROW(5)
	vpaddq	.Lblock + 32(%rip), ROW(2), ROW(6)
	vmovdqa	ROW(3), ROW(7)
	vpaddq	.Lblock(%rip), ROW(2), ROW(2)
	SALSA_DIAGONALS(0, TA0, TB0, TA1, TB1, T)
	SALSA_DIAGONALS(1, TA0, TB0, TA1, TB1, T)
	SALSA_ROWS_ROUNDS(2)
	SALSA_UNDIAGONALS(0, TA0, TB0, TA1, TB1, T)
	SALSA_UNDIAGONALS(1, TA0, TB0, TA1, TB1, T)
	C Feed-forward (all of SRC read before DST is written)
	vbroadcasti128 0(SRC), T
	vpaddd	T, ROW(0), ROW(0)
	vpaddd	T, ROW(4), ROW(4)
	vbroadcasti128 16(SRC), T
	vpaddd	T, ROW(1), ROW(1)
	vpaddd	T, ROW(5), ROW(5)
	vbroadcasti128 48(SRC), T
	vpaddd	T, ROW(3), ROW(3)
	vpaddd	T, ROW(7), ROW(7)
	vbroadcasti128 32(SRC), T
	vpaddq	.Lblock + 0(%rip), T, T2
	vpaddd	T2, ROW(2), ROW(2)
	vpaddq	.Lblock + 32(%rip), T, T2
	vpaddd	T2, ROW(6), ROW(6)
	C Rows to blocks: low lanes are the even blocks, high lanes the odd
	STORE2(0, 0)
	STORE2(1, 128)
	vzeroupper
	ret
EPILOGUE(_symcrypt_salsa20_4core)

RODATA
	.p2align 5
C Added to row 2: the block numbers in the counter qwords of the lanes.
.Lblock:
	.quad 0, 0, 1, 0
	.quad 2, 0, 3, 0
