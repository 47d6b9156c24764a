C x86_64/avx2/chacha-4core.asm -- four ChaCha blocks in two groups of
C four ymm rows, AVX2.
C
C Why: 129 to 256 bytes.  As chacha-2core.asm, two blocks per group
C (one per 128-bit lane); the two groups' rounds are interleaved, two
C independent chains for the out-of-order core.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 276; two 2-block
C calls 460, the SSE2 4-block core 429.

dnl void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<T>, <%ymm8>)
define(<M16>, <%ymm9>)	dnl vpshufb pattern: rotate words by 16
define(<M8>, <%ymm10>)	dnl and by 8
define(<D0>, <%ymm11>)	dnl row 3 of group 0 as it starts
define(<D1>, <%ymm12>)	dnl and of group 1
define(<T2>, <%ymm13>)

define(<VXOR>, <vpxor>)
define(<ROTL16>, <
	vpshufb	M16, $1, $1>)
define(<ROTL8>, <
	vpshufb	M8, $1, $1>)
define(<ROTL_SHIFT>, <
	vpslld	$<>$2, $1, T
	vpsrld	$<>eval(32 - $2), $1, $1
	vpor	T, $1, $1>)
define(<ROTL12>, <ROTL_SHIFT($1, 12)>)
define(<ROTL7>, <ROTL_SHIFT($1, 7)>)

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

PROLOGUE(_symcrypt_chacha_4core)
	C Every lane from SRC; block k's 64-bit counter (the low qword of
	C its row 3) plus k: group 0 holds blocks 0, 1, group 1 blocks 2, 3.
	vbroadcasti128 0(SRC), ROW(0)
	vbroadcasti128 16(SRC), ROW(1)
	vbroadcasti128 32(SRC), ROW(2)
	vbroadcasti128 48(SRC), ROW(3)
	vmovdqa	ROW(0), ROW(4)
	vmovdqa	ROW(1), ROW(5)
	vmovdqa	ROW(2), ROW(6)
	vpaddq	.Lblock(%rip), ROW(3), ROW(7)
	vpaddq	.Lblock + 32(%rip), ROW(3), ROW(3)
	vmovdqa	ROW(3), D0
	vmovdqa	ROW(7), D1
	vbroadcasti128 .Lrot16(%rip), M16
	vbroadcasti128 .Lrot8(%rip), M8
	CHACHA_ROWS_ROUNDS(2)
	C Feed-forward (all of SRC read before DST is written)
	vbroadcasti128 0(SRC), T
	vpaddd	T, ROW(0), ROW(0)
	vpaddd	T, ROW(4), ROW(4)
	vbroadcasti128 16(SRC), T
	vpaddd	T, ROW(1), ROW(1)
	vpaddd	T, ROW(5), ROW(5)
	vbroadcasti128 32(SRC), T
	vpaddd	T, ROW(2), ROW(2)
	vpaddd	T, ROW(6), ROW(6)
	vpaddd	D0, ROW(3), ROW(3)
	vpaddd	D1, ROW(7), ROW(7)
	C Rows to blocks: low lanes are the even blocks, high lanes the odd
	STORE2(0, 0)
	STORE2(1, 128)
	vzeroupper
	ret
EPILOGUE(_symcrypt_chacha_4core)

RODATA
	.p2align 5
C Added to row 3: the block numbers in the counter qwords of the
C lanes, group 1 (blocks 2, 3), then group 0 (blocks 0, 1).
.Lblock:
	.quad 2, 0, 3, 0
	.quad 0, 0, 1, 0
C Byte indices for vpshufb: each word rotated left by 16, by 8.
.Lrot16:
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
