dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/poly1305-blocks.asm -- Poly1305 blocks: radix 2^64 with mul/umulh,
C and four blocks at a time in NEON radix 2^26 for long inputs.

C void _symcrypt_poly1305_blocks(struct symcrypt_poly1305_ctx *ctx,
C                                size_t blocks, const uint8_t *data,
C                                unsigned padbit)
C
C Why: the scalar arithmetic (the layout and partial reduction of
C src/mac/poly1305-64.c) is bound by the one integer multiply pipe: ten
C 64-bit multiplies a block, about 2.7 cycles a byte on Cortex-A72 and
C 1.9 on Neoverse N1 (doc/arm64-cost-model.md).  From 16 blocks on, the
C vector multipliers take over: h is split into five 26-bit limbs, lane
C 0 of each register carrying blocks 4k and 4k+2 and lane 1 blocks 4k+1
C and 4k+3, each step h = (h + m[4k+j]) r^4 + m[4k+2+j] r^2 with 25
C umull/umlal per power (2 lanes each).  After all but the last four
C blocks, lane 0 holds the even terms exactly and lane 1 the odd ones
C times one r too many; the scalar code finishes: h = lane 0, one
C block, h += lane 1, the other blocks.  The h left is congruent to the
C C twin's and in the same form (h2 at most 4, and 4 only with h1 = 0).
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte of
C poly1305_update, gcc 12 -O2, 2026-11-22):
C                       64 B   256 B  1 KiB  16 KiB
C   C twin              3.32          2.37   2.31
C   scalar only         3.01          2.00   1.94
C   this file           3.06   2.72   1.96   1.73
C   OpenSSL 3.0.x       3.00          2.20   2.10 (NEON from 128 B)
C   Nettle 3.8.1        6.06          5.30   5.25
C The vector path costs more instructions than the scalar code up to
C about 32 blocks (the powers of r, the lanes back); it starts at 16,
C where the model already has it ahead in cycles: about 0.9 cycles a
C byte against 2.7 on Cortex-A72 (doc/arm64-cost-model.md).

	ARCH_BASE
define(<VECTOR_MIN>, <16>)	C fewer blocks: the scalar loop alone

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
define(<COUNT>, <x16>)	C vector steps left (the vector loop uses no D0HI)
define(<H0W>, <w7>)	C 32-bit view of H0
define(<TW>, <w10>)	C 32-bit views of T0-T4, for the limbs
define(<TW1>, <w11>)
define(<TW2>, <w12>)
define(<TW3>, <w13>)
define(<TW4>, <w14>)

C The vector registers: HV(i) limb i of h (lanes: even and odd
C chain), MA(i), MB(i) limbs of blocks 4k+j and 4k+2+j, D(i) the
C 64-bit sums, KV(0)-KV(4) the limbs of r^4 and r^2 and their multiples of
C 5 (callee-saved v8-v12, low halves pushed), M26 0x3ffffff in each
C 64-bit lane, PAD padbit 2^24 in each 32-bit lane, VT, VU scratch.
define(<HV>, <v$1>)
define(<MA>, <v<>eval(ifelse(eval($1 / 3), 0, 5, 13) + $1)>)
define(<MB>, <v<>eval(18 + $1)>)
define(<D>, <v<>eval(23 + $1)>)
define(<VT>, <v28>)
define(<VU>, <v29>)
define(<M26>, <v30>)
define(<PAD>, <v31>)
C The 18 words of KV(0)-KV(4) (and of the frame at sp): r^4 limbs 0-4, 5 r^4
C limbs 1-4, r^2 limbs 0-4, 5 r^2 limbs 1-4.  KR4(i) and KS4(i) name
C an element, KR2 and KS2 likewise.
define(<KV>, <v<>eval(8 + $1)>)
define(<KEL>, <KV(eval($1 / 4)).s[eval($1 % 4)]>)
define(<KR4>, <KEL($1)>)
define(<KS4>, <KEL(eval(4 + $1))>)
define(<KR2>, <KEL(eval(9 + $1))>)
define(<KS2>, <KEL(eval(13 + $1))>)
C The frame: the 18 words at 0, then the odd chain's h at 80.
define(<FRAME>, <112>)
define(<ODD>, <80>)

C ADD_BLOCK: h += the block at DATA + padbit 2^128; DATA advances.
define(<ADD_BLOCK>, <
	ldp	M0, M1, [DATA], #16
	adds	H0, H0, M0
	adcs	H1, H1, M1
	adc	H2, H2, PADBIT>)

C MUL_R: h = h r, partly reduced (h2 below 2^64 / s1 on entry).
C The products of h0 and h1 first (h0 is replaced next):
C d0 = h0 r0 + h1 s1 in D0HI:H0, d1 = h0 r1 + h1 r0 + h2 s1 + d0 / 2^64
C in D1HI:H1 (h2 s1 is below 2^64), h2 = h2 r0 + d1 / 2^64.  Then the
C bits from 2^130 up fold in: 2^130 = 5 mod p, so add
C 5 (h2 >> 2) = (h2 & ~3) + (h2 >> 2) and keep h2 & 3.
define(<MUL_R>, <
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
	and	T0, H2, #~3
	add	T0, T0, H2, lsr #2
	and	H2, H2, #3
	adds	H0, H0, T0
	adcs	H1, H1, xzr
	adc	H2, H2, xzr>)

C LIMBS(off): the five 26-bit limbs of h (h2 below 8, so limb 4 is
C below 2^27) to the frame at OFF, their multiples of 5 (limbs 1-4)
C after them.
define(<LIMBS>, <
	and	TW, H0W, #0x3ffffff
	ubfx	T1, H0, #26, #26
	extr	T2, H1, H0, #52
	and	T2, T2, #0x3ffffff
	ubfx	T3, H1, #14, #26
	extr	T4, H2, H1, #40
	stp	TW, TW1, [sp, #$1]
	stp	TW2, TW3, [sp, #eval($1 + 8)]
	str	TW4, [sp, #eval($1 + 16)]
	add	TW1, TW1, TW1, lsl #2
	add	TW2, TW2, TW2, lsl #2
	add	TW3, TW3, TW3, lsl #2
	add	TW4, TW4, TW4, lsl #2
	stp	TW1, TW2, [sp, #eval($1 + 20)]
	stp	TW3, TW4, [sp, #eval($1 + 28)]>)

C SPLIT(x): the limbs of two blocks into x(0)-x(4), lane j from block j:
C VT = their low words, VU their high words.
define(<SPLIT>, <
	xtn	$1(0).2s, VT.2d
	bic	$1(0).2s, #0xfc, lsl #24		C & 0x3ffffff
	shrn	$1(1).2s, VT.2d, #26
	bic	$1(1).2s, #0xfc, lsl #24
	ushr	VT.2d, VT.2d, #52
	sli	VT.2d, VU.2d, #12			C bits 52-115
	xtn	$1(2).2s, VT.2d
	bic	$1(2).2s, #0xfc, lsl #24
	shrn	$1(3).2s, VU.2d, #14
	bic	$1(3).2s, #0xfc, lsl #24
	ushr	VU.2d, VU.2d, #40
	xtn	$1(4).2s, VU.2d
	orr	$1(4).8b, $1(4).8b, PAD.8b>)

C PRODUCT(x, kr, ks, first): D(k) (+)= sum of x(i) c(k, i), c(k, i) =
C kr(k - i) for i up to k, else ks(5 + k - i) (2^130 = 5 mod p).
define(<PRODUCT>, <forloop(<k>, 0, 4, <forloop(<i>, 0, 4, <
	ifelse($4<>i, 10, umull, umlal)	D(k).2d, $1(i).2s, ifelse(eval((k - i + 5) / 5), 1, <$2(eval(k - i))>, <$3(eval(5 + k - i))>)>)>)>)

C CARRY: D(0)-D(4) back to 26-bit limbs (limb 1 a little more), into
C HV(0)-HV(4).
define(<CARRY1>, <
	ushr	VT.2d, D($1).2d, #26
	and	D($1).16b, D($1).16b, M26.16b
	add	D($2).2d, D($2).2d, VT.2d>)
define(<CARRY>, <
	CARRY1(0, 1)
	CARRY1(1, 2)
	CARRY1(2, 3)
	CARRY1(3, 4)
	ushr	VT.2d, D(4).2d, #26
	and	D(4).16b, D(4).16b, M26.16b
	add	D(0).2d, D(0).2d, VT.2d
	shl	VT.2d, VT.2d, #2
	add	D(0).2d, D(0).2d, VT.2d			C + 5 carry
	CARRY1(0, 1)
	forloop(<i>, 0, 4, <
	xtn	HV(i).2s, D(i).2d>)>)

C LANE(j, o0, o1, o2): lane j of HV(0)-HV(4) as three words (radix 2^64).
define(<LANE>, <
	umov	TW, HV(0).s[$1]
	umov	TW1, HV(1).s[$1]
	umov	TW2, HV(2).s[$1]
	umov	TW3, HV(3).s[$1]
	umov	TW4, HV(4).s[$1]
	add	$2, T0, T1, lsl #26
	lsr	$3, T2, #12
	add	$3, $3, T3, lsl #14
	adds	$2, $2, T2, lsl #52
	lsl	T5, T4, #40
	adcs	$3, $3, T5
	lsr	$4, T4, #24
	adc	$4, $4, xzr>)

C The threshold, for symcrypt_implementation_for_length.
VARIANT_CONSTANT(_symcrypt_poly1305_vector_min, VECTOR_MIN)

PROLOGUE(_symcrypt_poly1305_blocks)
	cbz	BLOCKS, .Lnone
	mov	w3, w3			C PADBIT: the unsigned in w3, zero-extended
	ldp	R0, R1, [CTX]
	ldr	S1, [CTX, #16]
	cmp	BLOCKS, #VECTOR_MIN
	b.hs	.Lvector

.Lscalar:
	ldp	H0, H1, [CTX, #24]
	ldr	H2, [CTX, #40]
.Lblock:
	ADD_BLOCK
	MUL_R
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock
	stp	H0, H1, [CTX, #24]
	str	H2, [CTX, #40]
.Lnone:
	ret

.Lvector:
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	sub	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	C r^2 and r^4 (r^3 on the way), their limbs to the frame.
	mov	H0, R0
	mov	H1, R1
	mov	H2, xzr
	MUL_R
	LIMBS(36)
	MUL_R
	MUL_R
	LIMBS(0)
	ld1	{KV(0).4s, KV(1).4s, KV(2).4s, KV(3).4s}, [sp]
	ldr	QREG(KV(4)), [sp, #64]
	C h in lane 0, 0 in lane 1.
	ldp	H0, H1, [CTX, #24]
	ldr	H2, [CTX, #40]
	and	TW, H0W, #0x3ffffff
	ubfx	T1, H0, #26, #26
	extr	T2, H1, H0, #52
	and	T2, T2, #0x3ffffff
	ubfx	T3, H1, #14, #26
	extr	T4, H2, H1, #40
	fmov	SREG(HV(0)), TW
	fmov	SREG(HV(1)), TW1
	fmov	SREG(HV(2)), TW2
	fmov	SREG(HV(3)), TW3
	fmov	SREG(HV(4)), TW4
	mov	T0, #0x3ffffff
	dup	M26.2d, T0
	lsl	TW, w3, #24
	dup	PAD.2s, TW
	C All but the last four blocks (and the BLOCKS mod 4 after them).
	lsr	COUNT, BLOCKS, #2
	sub	COUNT, COUNT, #1
	sub	BLOCKS, BLOCKS, COUNT, lsl #2

.Lvloop:
	ld2	{VT.2d, VU.2d}, [DATA], #32
	SPLIT(<MA>)
	ld2	{VT.2d, VU.2d}, [DATA], #32
	SPLIT(<MB>)
	forloop(<i>, 0, 4, <
	add	MA(i).2s, MA(i).2s, HV(i).2s>)
	PRODUCT(<MA>, <KR4>, <KS4>, 1)
	PRODUCT(<MB>, <KR2>, <KS2>, 0)
	CARRY
	subs	COUNT, COUNT, #1
	b.ne	.Lvloop

	C Lane 1 to the frame, lane 0 to h; then one block, then h +=
	C lane 1, then the scalar loop for the rest (at least three).
	LANE(1, H0, H1, H2)
	stp	H0, H1, [sp, #ODD]
	str	H2, [sp, #eval(ODD + 16)]
	LANE(0, H0, H1, H2)
	ADD_BLOCK
	MUL_R
	ldp	M0, M1, [sp, #ODD]
	ldr	T2, [sp, #eval(ODD + 16)]
	adds	H0, H0, M0
	adcs	H1, H1, M1
	adc	H2, H2, T2
	sub	BLOCKS, BLOCKS, #1
	add	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
	b	.Lblock
EPILOGUE(_symcrypt_poly1305_blocks)
