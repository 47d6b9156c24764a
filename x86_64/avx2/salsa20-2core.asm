C x86_64/avx2/salsa20-2core.asm -- two Salsa20 blocks in four ymm rows,
C AVX2.
C
C Why: 65 to 128 bytes.  As salsa20-core.asm, with one block in each
C 128-bit lane of a ymm register: two blocks for the instructions and
C the dependency chain of one.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 230; the C twin
C 510, one block 224.

dnl void _symcrypt_salsa20_2core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<TA0>, <%ymm4>)
define(<TB0>, <%ymm5>)
define(<TA>, <TA$1>)
define(<TB>, <TB$1>)
define(<P2>, <%ymm6>)
define(<P3>, <%ymm7>)
define(<T>, <%ymm8>)
define(<T2>, <%ymm9>)

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

PROLOGUE(_symcrypt_salsa20_2core)
	C Every lane from SRC; block k's 64-bit counter (words 8 and 9,
	C the low qword of row 2) plus k.
	vbroadcasti128 0(SRC), ROW(0)
	vbroadcasti128 16(SRC), ROW(1)
	vbroadcasti128 32(SRC), ROW(2)
	vbroadcasti128 48(SRC), ROW(3)
	vpaddq	.Lblock(%rip), ROW(2), ROW(2)
	SALSA_DIAGONALS(0, TA0, TB0, P2, P3, T)
	SALSA_ROWS_ROUNDS(1)
	SALSA_UNDIAGONALS(0, TA0, TB0, P2, P3, T)
	C Feed-forward (all of SRC read before DST is written)
	vbroadcasti128 0(SRC), T
	vpaddd	T, ROW(0), ROW(0)
	vbroadcasti128 16(SRC), T
	vpaddd	T, ROW(1), ROW(1)
	vbroadcasti128 48(SRC), T
	vpaddd	T, ROW(3), ROW(3)
	vbroadcasti128 32(SRC), T
	vpaddq	.Lblock + 0(%rip), T, T2
	vpaddd	T2, ROW(2), ROW(2)
	C Rows to blocks: low lanes are the even blocks, high lanes the odd
	STORE2(0, 0)
	vzeroupper
	ret
EPILOGUE(_symcrypt_salsa20_2core)

RODATA
	.p2align 5
C Added to row 2: the block numbers in the counter qwords of the lanes.
.Lblock:
	.quad 0, 0, 1, 0
