C arm64/poly1305-blocks.asm -- Poly1305 blocks in radix 2^64 with
C mul/umulh.

C void _symcrypt_poly1305_blocks(struct symcrypt_poly1305_ctx *ctx,
C                                size_t blocks, const uint8_t *data,
C                                unsigned padbit)
C
C Why: the arithmetic of src/poly1305-64.c (the layout and the partial
C reduction, h2 below 8, are the same, so the state after each call is
C the C twin's), with the three-limb additions as carry chains
C (adds/adcs/adc) that gcc's C spells with compares.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte of
C poly1305_update, gcc 12 -O2, 2026-11-22):
C                       64 B   1 KiB  16 KiB
C   C twin              3.32   2.37   2.31
C   this file           3.01   2.00   1.94
C   OpenSSL 3.0.x                      2.10 (NEON, radix 2^26)
C   Nettle 3.8.1                       5.25
C Cycles (Cortex-A72, Neoverse N1; the multiplier is the bound):
C doc/arm64-cost-model.md.

	ARCH_BASE

define(<CTX>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<PADBIT>, <x3>)	C 0 or 1 (w3 zero-extended)
define(<R0>, <x4>)
define(<R1>, <x5>)
define(<S1>, <x6>)	C r1 + r1 / 4
define(<H0>, <x7>)
define(<H1>, <x8>)
define(<H2>, <x9>)
define(<M0>, <x10>)	C message words
define(<M1>, <x11>)
define(<T0>, <x10>)	C product halves (the message words are used)
define(<T1>, <x11>)
define(<T2>, <x12>)
define(<T3>, <x13>)
define(<T4>, <x14>)
define(<T5>, <x15>)
define(<D0HI>, <x16>)	C high words of d0 and d1 (below)
define(<D1HI>, <x17>)

PROLOGUE(_symcrypt_poly1305_blocks)
	cbz	BLOCKS, .Lnone
	mov	w3, w3			C PADBIT: the unsigned in w3, zero-extended
	ldp	R0, R1, [CTX]
	ldp	S1, H0, [CTX, #16]
	ldp	H1, H2, [CTX, #32]

.Lblock:
	C h += block + padbit 2^128
	ldp	M0, M1, [DATA], #16
	adds	H0, H0, M0
	adcs	H1, H1, M1
	adc	H2, H2, PADBIT

	C The products of h0 and h1 first (h0 is replaced next):
	C d0 = h0 r0 + h1 s1 (below 2^126) in D0HI:H0,
	C d1 = h0 r1 + h1 r0 + h2 s1 + d0 / 2^64 in D1HI:H1
	C (h2 s1 is below 2^64), h2 = h2 r0 + d1 / 2^64.
	mul	T0, H0, R0
	umulh	D0HI, H0, R0
	mul	T1, H1, S1
	umulh	T2, H1, S1
	mul	T3, H0, R1
	umulh	D1HI, H0, R1
	mul	T4, H1, R0
	umulh	T5, H1, R0
	adds	H0, T0, T1
	adc	D0HI, D0HI, T2
	mul	T0, H2, S1
	mul	H2, H2, R0
	adds	T3, T3, T4
	adc	D1HI, D1HI, T5
	adds	T3, T3, T0
	adc	D1HI, D1HI, xzr
	adds	H1, T3, D0HI
	adc	D1HI, D1HI, xzr
	add	H2, H2, D1HI

	C Fold the bits from 2^130 up: 2^130 = 5 mod p, so add
	C 5 (h2 >> 2) = (h2 & ~3) + (h2 >> 2) and keep h2 & 3.
	and	T0, H2, #~3
	add	T0, T0, H2, lsr #2
	and	H2, H2, #3
	adds	H0, H0, T0
	adcs	H1, H1, xzr
	adc	H2, H2, xzr

	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	stp	H0, H1, [CTX, #24]
	str	H2, [CTX, #40]
.Lnone:
	ret
EPILOGUE(_symcrypt_poly1305_blocks)
