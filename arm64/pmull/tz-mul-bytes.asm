dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull/tz-mul-bytes.asm -- the Tillich-Zémor hash, two bytes at a
C time with 64-bit carry-less multiplication (PMULL, HWCAP_PMULL).

C void _symcrypt_tz_mul_bytes(uint64_t *state, size_t length,
C                             const uint8_t *data)
C state: c00, c10, c01, c11 (two words each); rows (c00, c01), (c10, c11).
C
C Why: the C twin multiplies by one bit matrix at a time, a chain of
C some 30 dependent operations per bit.  Here the sixteen bit matrices
C of two bytes are first multiplied together in general registers into
C a 2x2 matrix M of polynomials of degree at most 16 (both rows of a column
C in one register, 32 bits each, no table and no data-dependent
C address), then each row of the state times M is eight 64x64-bit
C carry-less products.
C
C A bit b turns a row (p0, p1) of M into (p0 x + p1, p0 + b (p0 x + p1))
C (the bit matrix [[x, 1 + b x], [1, b]] on the right).  A state entry
C times M entries is P + x^64 Q with P from the low words and Q from
C the high words, both of degree at most 79; x^128 = x^64 + x (mod
C x^127 + x^63 + 1) folds Q's high word q1 (degree at most 15) in:
C result = [P0 + q1 x, P1 + q0 + q1], of degree at most 127.  Bit 127 is
C folded once, at the end, so the stored state is the C twin's.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte of
C tz_update, gcc 12 -O2, 2026-11-22): 61.3 at 64 B, 60.5 at 16 KiB;
C the C twin 269.  Per two bytes: 64 for M, 6 to split it, 60 for the
C products and folds.  Cycles: doc/arm64-cost-model.md.

	ARCH_PMULL

define(<STATE>, <x0>)
define(<LENGTH>, <x1>)
define(<DATA>, <x2>)
define(<BITS>, <x3>)	C the chunk's bits, the next one on top
define(<TMP>, <x8>)
C M's columns, one row per 32-bit half, in two register pairs that
C alternate bit by bit: P0(k) = (m00, m10), P1(k) = (m01, m11).
define(<P0>, <x<>eval(4 + 2 * ($1 % 2))>)
define(<P1>, <x<>eval(5 + 2 * ($1 % 2))>)

define(<C00>, <v0>)	C the state
define(<C10>, <v1>)
define(<C01>, <v2>)
define(<C11>, <v3>)
define(<M00>, <v4>)	C the entries of M, in both 64-bit lanes
define(<M10>, <v5>)
define(<M01>, <v6>)
define(<M11>, <v7>)
define(<ZERO>, <v28>)
define(<SH>, <v29>)	C 64-bit lanes 1, 0: shift amounts for q1 x, q1
define(<LOW>, <v30>)	C 0x00000000ffffffff in each lane
C Temporaries of two products: P(k), Q(k), T(k), U(k), k = 0, 1.
define(<PP>, <v<>eval(16 + $1)>)
define(<QQ>, <v<>eval(18 + $1)>)
define(<TT>, <v<>eval(20 + $1)>)
define(<UU>, <v<>eval(22 + $1)>)

C MATRIX(n): M of the N bits on top of BITS, from the identity.
define(<MATRIX>, <
	mov	P0(0), #1			C (1, 0)
	mov	P1(0), #0x100000000		C (0, 1)
	forloop(<bit>, 0, eval($1 - 1), <
	eor	P0(eval(bit + 1)), P1(bit), P0(bit), lsl #1
	and	TMP, P0(eval(bit + 1)), BITS, asr #63	C all of it for a 1 bit
	eor	P1(eval(bit + 1)), P0(bit), TMP
	lsl	BITS, BITS, #1>)>)

C SPLIT: the entries of M into M00-M11 (N even: M is in P0(0), P1(0)).
define(<SPLIT>, <
	dup	TT(0).2d, P0(0)
	dup	TT(1).2d, P1(0)
	and	M00.16b, TT(0).16b, LOW.16b
	ushr	M10.2d, TT(0).2d, #32
	and	M01.16b, TT(1).16b, LOW.16b
	ushr	M11.2d, TT(1).2d, #32>)

C PRODUCTS(k, a, b, ma, mb): P(k), Q(k) = the low and the high word
C products of a ma + b mb.
define(<PRODUCTS>, <
	pmull	PP($1).1q, $2.1d, $4.1d
	pmull	TT($1).1q, $3.1d, $5.1d
	pmull2	QQ($1).1q, $2.2d, $4.2d
	pmull2	UU($1).1q, $3.2d, $5.2d
	eor	PP($1).16b, PP($1).16b, TT($1).16b
	eor	QQ($1).16b, QQ($1).16b, UU($1).16b>)
C FOLD(k, out): out = P(k) + x^64 Q(k), reduced to degree at most 127.
define(<FOLD>, <
	ext	UU($1).16b, ZERO.16b, QQ($1).16b, #8	C 0, q0
	dup	TT($1).2d, QQ($1).d[1]			C q1, q1
	ushl	TT($1).2d, TT($1).2d, SH.2d		C q1 x, q1
	eor	PP($1).16b, PP($1).16b, UU($1).16b
	eor	$2.16b, PP($1).16b, TT($1).16b>)
C ROWS: both rows of the state times M.
define(<ROWS>, <
	SPLIT
	PRODUCTS(0, C00, C01, M00, M10)
	PRODUCTS(1, C00, C01, M01, M11)
	FOLD(0, C00)
	FOLD(1, C01)
	PRODUCTS(0, C10, C11, M00, M10)
	PRODUCTS(1, C10, C11, M01, M11)
	FOLD(0, C10)
	FOLD(1, C11)>)

PROLOGUE(_symcrypt_tz_mul_bytes)
	cbz	LENGTH, .Lnone
	ld1	{C00.2d, C10.2d, C01.2d, C11.2d}, [STATE]
	movi	ZERO.2d, #0
	movi	LOW.2d, #0x00000000ffffffff
	mov	TMP, #1
	fmov	DREG(SH), TMP				C SH = 1, 0
	subs	LENGTH, LENGTH, #2
	b.lo	.Lodd

.Lpair:
	C The first byte's top bit first.
	ldrh	w3, [DATA], #2
	rev16	w3, w3
	lsl	BITS, BITS, #48
	MATRIX(16)
	ROWS
	subs	LENGTH, LENGTH, #2
	b.hs	.Lpair

.Lodd:
	tbz	LENGTH, #0, .Lstore		C LENGTH + 2 odd: one byte left
	ldrb	w3, [DATA]
	lsl	BITS, BITS, #56
	MATRIX(8)
	ROWS

.Lstore:
	C Fold bit 127 of each entry: x^127 = x^63 + 1.
	forloop(<k>, 0, 3, <
	ushr	TT(0).2d, v<>k.2d, #63			C bit 127 in lane 1
	ext	UU(0).16b, TT(0).16b, ZERO.16b, #8	C it, 0
	shl	PP(0).2d, UU(0).2d, #63			C it x^63, 0
	ext	QQ(0).16b, ZERO.16b, PP(0).16b, #8	C 0, it x^63
	eor	v<>k.16b, v<>k.16b, UU(0).16b
	eor	v<>k.16b, v<>k.16b, PP(0).16b
	eor	v<>k.16b, v<>k.16b, QQ(0).16b>)
	st1	{C00.2d, C10.2d, C01.2d, C11.2d}, [STATE]
.Lnone:
	ret
EPILOGUE(_symcrypt_tz_mul_bytes)
