dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/pmull/ghash-blocks.asm -- GHASH (SP 800-38D, 6.4) with the 64-bit
C carry-less product of the ARMv8 crypto extension in AArch32
C (VMULL.P64; HWCAP2_PMULL), four blocks a reduction.

C void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
C                             size_t blocks, const uint8_t *data)
C POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order; this
C file uses H^1 .. H^4.
C
C Why: the NEON file (arm/neon/) builds a 64 x 64-bit product from
C eight VMULL.P8 and sorts their bytes; here it is one instruction.
C
C How.  AArch32 has no instruction that reverses the bits of each
C byte, so the values stay in GCM's reflected order: a block read as
C a 128-bit big-endian number (VREV64.8; the high 64 bits in the lower
C d register) has the coefficient of x^i at bit 127 - i.  The product
C of two such numbers is then the 256-bit reflected product shifted
C right by one bit, which multiplying by H x^-1 instead of H undoes:
C the powers are so turned once a call (shifted left by one bit, and
C 0xc2 00 .. 00 01 added when the bit shifted out was set).  The four
C blocks of a turn are multiplied by H^4 .. H^1 (Karatsuba: lo = x0 h0,
C hi = x1 h1, mid = (x0 + x1)(h0 + h1), the sums h0 + h1 made once a
C call), their products added unreduced and reduced once.  In the
C reflected order the reduction modulo x^128 + x^7 + x^2 + x + 1 is a
C Montgomery one by the reversed polynomial, whose low 128 bits are
C 1 + c y^64 with c = 0xc2 00 .. 00 (y^i the bit i): with the 256-bit
C sum's words V3 (high) .. V0, T = V0 c, Q = V1 + T0 and U = Q c, the
C result is (V3 + Q + U1, V2 + V0 + T1 + U0): two VMULL.P64.  The hash
C value itself is kept as that pair (low word in the lower d register)
C between turns.
C
C No address or branch depends on the key or the data.

define(<POWERS>, <r0>)
define(<STATE>, <r1>)
define(<BLOCKS>, <r2>)
define(<DATA>, <r3>)

C q0, q1, q2: the sums of the products, low, high and middle
C (Karatsuba); q3 the hash value Y; q4 .. q7 four blocks of data, each
C with its high word in the even d register; H^1 .. H^4 in q8 .. q11
C the same way; the Karatsuba sums of their halves in d24 .. d27; q14 a
C product; d30 c; d31 1 (while the powers are turned).
define(<XH>, <d<>eval(8 + 2 * $1)>)	C block $1 (0 .. 3): high word
define(<XL>, <d<>eval(9 + 2 * $1)>)	C and low word
define(<HH>, <d<>eval(14 + 2 * $1)>)	C H^$1 (1 .. 4): high word
define(<HL>, <d<>eval(15 + 2 * $1)>)	C and low word
define(<HK>, <d<>eval(23 + $1)>)	C the sum of the two
define(<POLY>, <d30>)

dnl MUL(i, n, first): block i times H^n added to q0, q1, q2 (FIRST 1
dnl sets them); the block's high word becomes the sum of its halves.
define(<MUL>, <ifelse($3, 1, <
	vmull.p64 q0, XL($1), HL($2)
	vmull.p64 q1, XH($1), HH($2)
	veor	XH($1), XH($1), XL($1)
	vmull.p64 q2, XH($1), HK($2)>, <
	vmull.p64 q14, XL($1), HL($2)
	veor	q0, q0, q14
	vmull.p64 q14, XH($1), HH($2)
	veor	q1, q1, q14
	veor	XH($1), XH($1), XL($1)
	vmull.p64 q14, XH($1), HK($2)
	veor	q2, q2, q14>)>)

dnl ADD_Y(i): Y added to block i.
define(<ADD_Y>, <
	veor	XH($1), XH($1), d7
	veor	XL($1), XL($1), d6>)

dnl TURN_POWER(n): H^n (in GCM's order, byte-reversed) becomes H^n
dnl x^-1, its Karatsuba sum made.  Uses q0, q1, d28.
define(<TURN_POWER>, <
	vshr.s64 d28, HH($1), #63
	vshr.u64 q1, q<>eval(7 + $1), #63
	vshl.i64 q<>eval(7 + $1), q<>eval(7 + $1), #1
	vorr	HH($1), HH($1), d3
	vand	d0, d30, d28
	vand	d1, d31, d28
	veor	q<>eval(7 + $1), q<>eval(7 + $1), q0
	veor	HK($1), HH($1), HL($1)>)

dnl SINGLE(n): the next block at DATA, plus Y, times H^n added to q0,
dnl q1, q2; Y becomes 0, so that only the first of the last blocks
dnl takes it.
define(<SINGLE>, <
	vld1.8	{d8, d9}, [DATA]!
	vrev64.8 q4, q4
	ADD_Y(0)
	vmov.i8	q3, #0
	MUL(0, $1, 0)>)

dnl REDUCE: Y = q0 + q2 x^64 + q1 x^128 reduced, q2 first made the
dnl Karatsuba middle term.
define(<REDUCE>, <
	veor	q2, q2, q0
	veor	q2, q2, q1
	veor	d1, d1, d4
	veor	d2, d2, d5
	vmull.p64 q14, d0, POLY		C T
	veor	d1, d1, d28		C Q
	vmull.p64 q2, d1, POLY		C U
	veor	d0, d0, d29
	veor	q1, q1, q2
	veor	q3, q1, q0>)

	ARCH_CRYPTO

PROLOGUE(_symcrypt_ghash_blocks)
	cmp	BLOCKS, #0
	bxeq	lr
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	vld1.8	{d6, d7}, [STATE]
	vrev64.8 q3, q3
	vswp	d6, d7
	vld1.8	{d16, d17, d18, d19}, [POWERS]!
	vld1.8	{d20, d21, d22, d23}, [POWERS]
	vrev64.8 q8, q8
	vrev64.8 q9, q9
	vrev64.8 q10, q10
	vrev64.8 q11, q11
	C (c, 1) as a 128-bit number, c = 0xc2 00 .. 00.
	vmov.i32 POLY, #0xc2000000
	vshl.i64 POLY, POLY, #32
	vmov.i32 d31, #1
	vshr.u64 d31, d31, #32
	forloop(<n>, 1, 4, <TURN_POWER(n)>)
	subs	BLOCKS, BLOCKS, #4
	blo	.Lrest

.Lfour:
	vld1.8	{d8, d9, d10, d11}, [DATA]!
	vld1.8	{d12, d13, d14, d15}, [DATA]!
	vrev64.8 q4, q4
	vrev64.8 q5, q5
	vrev64.8 q6, q6
	vrev64.8 q7, q7
	ADD_Y(0)
	MUL(0, 4, 1)
	MUL(1, 3, 0)
	MUL(2, 2, 0)
	MUL(3, 1, 0)
	REDUCE
	subs	BLOCKS, BLOCKS, #4
	bhs	.Lfour

	C The last n < 4 blocks: enter the chain at n.
.Lrest:
	adds	BLOCKS, BLOCKS, #4
	beq	.Ldone
	vmov.i8	q0, #0
	vmov.i8	q1, #0
	vmov.i8	q2, #0
	cmp	BLOCKS, #2
	blo	.Lrest1
	beq	.Lrest2
	SINGLE(3)
.Lrest2:
	SINGLE(2)
.Lrest1:
	SINGLE(1)
	REDUCE

.Ldone:
	vswp	d6, d7
	vrev64.8 q3, q3
	vst1.8	{d6, d7}, [STATE]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	bx	lr
EPILOGUE(_symcrypt_ghash_blocks)
