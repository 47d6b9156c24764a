C x86_64/ssse3/chacha-4core.asm -- four ChaCha blocks side by side,
C SSSE3.
C
C Why: CPUs with SSSE3 but no AVX (Westmere-class servers, Atom-class
C cores), where OpenSSL's SSSE3 code beat the SSE2 core.  The body is
C x86_64/chacha-4core.asm's (CHACHA_COLS4_BODY, x86_64/machine.m4);
C pshufb rotates by 16 and by 8 in one operation each instead of two
C and four (with the copy): 18 operations per quarter round instead of
C 22 (more where word 8 goes through the stack).
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 393; the SSE2
C core 429, the C twin 468.

dnl void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<FRAME>, <%r8>)	dnl 16-byte aligned scratch in the red zone
define(<X0>, <%xmm0>)
define(<X1>, <%xmm1>)
define(<X2>, <%xmm2>)
define(<X3>, <%xmm3>)
define(<X4>, <%xmm4>)
define(<X5>, <%xmm5>)
define(<X6>, <%xmm6>)
define(<X7>, <%xmm7>)
define(<X8>, <0(FRAME)>)
define(<X9>, <%xmm9>)
define(<X10>, <%xmm10>)
define(<X11>, <%xmm11>)
define(<X12>, <%xmm12>)
define(<X13>, <%xmm13>)
define(<X14>, <%xmm14>)
define(<X15>, <%xmm15>)
define(<T>, <%xmm8>)
define(<CTR_LO>, <16(FRAME)>)	dnl word 12 of the four blocks
define(<CTR_HI>, <32(FRAME)>)	dnl word 13
C ROTL16(x), ROTL8(x): rotate each word of X left by 16 and by 8, one
C byte shuffle each.
define(<ROTL16>, <
	pshufb	.Lrot16(%rip), $1>)
define(<ROTL8>, <
	pshufb	.Lrot8(%rip), $1>)

PROLOGUE(_symcrypt_chacha_4core)
CHACHA_COLS4_BODY
EPILOGUE(_symcrypt_chacha_4core)

RODATA
CHACHA_COLS4_RODATA
C Byte indices for pshufb: each word rotated left by 16, by 8.
.Lrot16:
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
