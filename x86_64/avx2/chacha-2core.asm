C x86_64/avx2/chacha-2core.asm -- two ChaCha blocks in four ymm rows,
C AVX2.
C
C Why: 65 to 128 bytes.  Each 128-bit lane of a ymm register holds a
C row of one of the two blocks, so two blocks cost the instructions
C and the dependency chain of chacha-core.asm's one.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 230, about
C one block (227); the C twin 568.

dnl void _symcrypt_chacha_2core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl rows 0..3, block k in lane k
define(<T>, <%ymm4>)
define(<M16>, <%ymm5>)	dnl vpshufb pattern: rotate words by 16
define(<M8>, <%ymm6>)	dnl and by 8
define(<D0>, <%ymm7>)	dnl row 3 of both blocks as they start
define(<T2>, <%ymm8>)

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

PROLOGUE(_symcrypt_chacha_2core)
	C Both lanes from SRC; block 1's 64-bit counter (the low qword
	C of its row 3) plus one.
	vbroadcasti128 0(SRC), ROW(0)
	vbroadcasti128 16(SRC), ROW(1)
	vbroadcasti128 32(SRC), ROW(2)
	vbroadcasti128 48(SRC), ROW(3)
	vpaddq	.Lblock(%rip), ROW(3), ROW(3)
	vmovdqa	ROW(3), D0
	vbroadcasti128 .Lrot16(%rip), M16
	vbroadcasti128 .Lrot8(%rip), M8
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
C Byte indices for vpshufb: each word rotated left by 16, by 8.
.Lrot16:
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
