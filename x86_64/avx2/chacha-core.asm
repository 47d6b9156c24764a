C x86_64/avx2/chacha-core.asm -- one ChaCha block in four xmm rows,
C AVX2 (VEX encoding, vpshufb).
C
C Why: messages of one block (up to 64 bytes, and the HChaCha20 of
C XChaCha20).  A block is a single dependency chain; on Zen 4 vector
C adds, XORs, shifts and vpshufd take one cycle and vpshufb two, so a
C row-wise round (each rotate two cycles: one vpshufb, or a shift pair
C and an or) beats the C code's four scalar chains, with a quarter of
C its instructions.  (On Zen 5, whose simple vector operations took two
C cycles, the C code won.)
C Needs only SSSE3 and AVX; it lives here as the first folder with
C both.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 227; the C
C code 263, x86_64/avx512 214.

dnl void _symcrypt_chacha_core(uint32_t *dst, const uint32_t *src,
dnl                            unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block
define(<T>, <%xmm4>)
define(<M16>, <%xmm5>)	dnl vpshufb pattern: rotate words by 16
define(<M8>, <%xmm6>)	dnl and by 8

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

PROLOGUE(_symcrypt_chacha_core)
	vmovdqu	0(SRC), ROW(0)
	vmovdqu	16(SRC), ROW(1)
	vmovdqu	32(SRC), ROW(2)
	vmovdqu	48(SRC), ROW(3)
	vmovdqa	.Lrot16(%rip), M16
	vmovdqa	.Lrot8(%rip), M8
	CHACHA_ROWS_ROUNDS(1)
	C Feed-forward (all of SRC read before DST is written: DST may be SRC)
	vpaddd	0(SRC), ROW(0), ROW(0)
	vpaddd	16(SRC), ROW(1), ROW(1)
	vpaddd	32(SRC), ROW(2), ROW(2)
	vpaddd	48(SRC), ROW(3), ROW(3)
	vmovdqu	ROW(0), 0(DST)
	vmovdqu	ROW(1), 16(DST)
	vmovdqu	ROW(2), 32(DST)
	vmovdqu	ROW(3), 48(DST)
	ret
EPILOGUE(_symcrypt_chacha_core)

RODATA
	.p2align 4
C Byte indices for vpshufb: each word rotated left by 16, by 8.
.Lrot16:
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
