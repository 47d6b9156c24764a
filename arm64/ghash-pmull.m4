dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): pmull/ghash-blocks.asm, pmull/polyval-blocks.asm, pmull_sha3/ghash-blocks.asm, pmull_sha3/polyval-blocks.asm.
dnl arm64/ghash-pmull.m4 -- GHASH with PMULL, eight blocks a reduction
dnl (the method: arm64/pmull/ghash-blocks.asm), for the plain ARMv8.0
dnl form and, where the reader defines GCM_EOR3 (arm64/pmull_sha3,
dnl HWCAP_SHA3), the form that adds three values with one EOR3: two
dnl products into their sum (three a pair of blocks) and two in the
dnl reduction.
dnl
dnl Where the reader defines GHASH_POLYVAL, the function is POLYVAL
dnl (RFC 8452, 3) instead, in POLYVAL's own representation: a block as
dnl stored is the little-endian number whose bit i is the coefficient
dnl of x^i, so no RBIT; the products are the same, and the reduction
dnl is POLYVAL's, a product by x^-128 modulo x^128 + x^127 + x^126 +
dnl x^121 + 1 (POLYREDUCE).  The powers come in GHASH form (G^k, G =
dnl mulX_GHASH(ByteReverse(H)), RFC 8452 appendix A); POLYVAL's k-th
dnl power under its product a b x^-128 is mulX_POLYVAL(ByteReverse(G^k))
dnl (POLYVAL_POWER).

define(<POWERS>, <x0>)
define(<STATE>, <x1>)
define(<BLOCKS>, <x2>)
define(<DATA>, <x3>)

define(<Y>, <v0>)		C the hash value
define(<LO>, <v1>)		C the sums of the products: low,
define(<HI>, <v2>)		C high
define(<MID>, <v3>)		C and middle (Karatsuba)
define(<X>, <v<>eval(4 + $1)>)	C four blocks of data, v4 .. v7
define(<H>, <v<>eval(15 + $1)>)	C H^1 .. H^8 in v16 .. v23
dnl The Karatsuba sums h0 + h1 of H^(2j+1) (lane 0) and H^(2j+2) (lane 1)
dnl in K(j), v24 .. v27.
define(<K>, <v<>eval(24 + $1)>)
define(<POLY>, <v28>)		C 0x87 in both lanes: x^128 mod the polynomial;
				C POLYVAL: x^121 + x^126 + x^127 over x^64 in lane 0
define(<ZERO>, <v29>)
define(<T>, <v30>)
define(<S>, <v31>)

dnl GHASH_ORDER(x): X, a block or the hash value as stored, as a number
dnl whose bit i is the coefficient of x^i: RBIT for GHASH, nothing for
dnl POLYVAL.
define(<GHASH_ORDER>, <ifdef(<GHASH_POLYVAL>, , <rbit	$1.16b, $1.16b>)>)

dnl POLYVAL_POWER(h, c): H (a power in GHASH form, as loaded) made
dnl POLYVAL's power: its bytes reversed, then times x (shifted left by
dnl one bit, C = (1, 0xc200000000000000), x^128 mod the polynomial,
dnl added when bit 127 was set).  T and S are lost.
define(<POLYVAL_POWER>, <
	rev64	$1.16b, $1.16b
	ext	$1.16b, $1.16b, $1.16b, #8	C bytes reversed
	dup	S.2d, $1.d[1]
	sshr	S.2d, S.2d, #63		C all ones where bit 127 is set
	and	S.16b, S.16b, $2.16b
	ushr	T.2d, $1.2d, #63
	ext	T.16b, ZERO.16b, T.16b, #8	C bit 63 to bit 64
	shl	$1.2d, $1.2d, #1
	eor	$1.16b, $1.16b, T.16b
	eor	$1.16b, $1.16b, S.16b>)

dnl PAIR(a, b, n, first): blocks X(a) and X(b) times H^(n+1) and H^n
dnl (n odd) added to LO, HI, MID; FIRST 1 sets them instead.  Each
dnl pair of products goes to T and S and then into its sum (ADD2).
define(<PAIR>, <
	pmull	T.1q, X($1).1d, H(eval($3 + 1)).1d
	pmull	S.1q, X($2).1d, H($3).1d
	ADD2(LO, $4)
	pmull2	T.1q, X($1).2d, H(eval($3 + 1)).2d
	pmull2	S.1q, X($2).2d, H($3).2d
	ADD2(HI, $4)
	trn1	T.2d, X($2).2d, X($1).2d
	trn2	S.2d, X($2).2d, X($1).2d
	eor	S.16b, S.16b, T.16b
	pmull	T.1q, S.1d, K(eval(($3 - 1) / 2)).1d
	pmull2	S.1q, S.2d, K(eval(($3 - 1) / 2)).2d
	ADD2(MID, $4)>)

dnl ADD2(sum, first): T + S into SUM, or with FIRST 1 as SUM; with
dnl GCM_EOR3 one EOR3 where ARMv8.0 takes two EORs.
define(<ADD2>, <ifelse($2, 1, <eor	$1.16b, T.16b, S.16b>,
	<ifdef(<GCM_EOR3>, <eor3	$1.16b, $1.16b, T.16b, S.16b>,
	<eor	$1.16b, $1.16b, T.16b
	eor	$1.16b, $1.16b, S.16b>)>)>)

dnl SINGLE(n): the next block at DATA, plus Y, times H^n added to LO,
dnl HI, MID; Y becomes 0, so that only the first block of the last
dnl ones takes it.
define(<SINGLE>, <
	ld1	{X(0).16b}, [DATA], #16
	GHASH_ORDER(X(0))
	eor	X(0).16b, X(0).16b, Y.16b
	movi	Y.2d, #0
	pmull	T.1q, X(0).1d, H($1).1d
	eor	LO.16b, LO.16b, T.16b
	pmull2	T.1q, X(0).2d, H($1).2d
	eor	HI.16b, HI.16b, T.16b
	ext	S.16b, X(0).16b, X(0).16b, #8
	eor	S.16b, S.16b, X(0).16b
	ifelse(eval($1 % 2), 1, <
	pmull	T.1q, S.1d, K(eval(($1 - 1) / 2)).1d>, <
	pmull2	T.1q, S.2d, K(eval(($1 - 1) / 2)).2d>)
	eor	MID.16b, MID.16b, T.16b>)

dnl REDUCE: Y = LO + MID x^64 + HI x^128 reduced, MID first made the
dnl Karatsuba middle term.  With the sum's 64-bit words D0 (low) ..
dnl D3: D3 x^192 = D3 * 0x87 x^64 joins the middle term, then D2
dnl x^128 = D2 * 0x87.  With GCM_EOR3 the middle term and the last sum
dnl are one EOR3 each.
define(<REDUCE>, <ifdef(<GHASH_POLYVAL>, <POLYREDUCE>, <GHASH_REDUCE>)>)
define(<GHASH_REDUCE>, <
	ifdef(<GCM_EOR3>, <eor3	MID.16b, MID.16b, LO.16b, HI.16b>, <
	eor	MID.16b, MID.16b, LO.16b
	eor	MID.16b, MID.16b, HI.16b>)
	pmull2	T.1q, HI.2d, POLY.2d
	eor	MID.16b, MID.16b, T.16b
	ext	T.16b, MID.16b, MID.16b, #8
	eor	S.16b, HI.16b, T.16b		C lane 0: D2
	pmull	S.1q, S.1d, POLY.1d
	ext	T.16b, ZERO.16b, MID.16b, #8	C (0, the low half of MID)
	ifdef(<GCM_EOR3>, <eor3	Y.16b, LO.16b, T.16b, S.16b>, <
	eor	LO.16b, LO.16b, T.16b
	eor	Y.16b, LO.16b, S.16b>)>)

dnl POLYREDUCE: Y = (LO + MID x^64 + HI x^128) x^-128 reduced, MID
dnl first made the Karatsuba middle term.  With the sum's 64-bit words
dnl D0 .. D3: adding D0 times the polynomial clears D0 (the polynomial
dnl is 1 below x^121): D0 (x^57 + x^62 + x^63), one PMULL, at x^64 and
dnl D0 at x^128; then likewise the new D1, at x^128 and x^192.  What
dnl remains is the sum over x^128.
define(<POLYREDUCE>, <
	ifdef(<GCM_EOR3>, <eor3	MID.16b, MID.16b, LO.16b, HI.16b>, <
	eor	MID.16b, MID.16b, LO.16b
	eor	MID.16b, MID.16b, HI.16b>)
	pmull	T.1q, LO.1d, POLY.1d		C D0 (x^57 + x^62 + x^63)
	ext	S.16b, LO.16b, LO.16b, #8	C (D1, D0)
	ifdef(<GCM_EOR3>, <eor3	MID.16b, MID.16b, T.16b, S.16b>, <
	eor	MID.16b, MID.16b, T.16b
	eor	MID.16b, MID.16b, S.16b>)		C (D1, D2) with D0 folded
	pmull	T.1q, MID.1d, POLY.1d		C D1 (x^57 + x^62 + x^63)
	ext	S.16b, MID.16b, MID.16b, #8	C (D2, D1)
	ifdef(<GCM_EOR3>, <eor3	Y.16b, HI.16b, T.16b, S.16b>, <
	eor	HI.16b, HI.16b, T.16b
	eor	Y.16b, HI.16b, S.16b>)>)

dnl GHASH_LOAD_POWERS: H^1 .. H^8 from POWERS.
define(<GHASH_LOAD_POWERS>, <
	ld1	{H(1).16b, H(2).16b, H(3).16b, H(4).16b}, [POWERS], #64
	ld1	{H(5).16b, H(6).16b, H(7).16b, H(8).16b}, [POWERS]>)

dnl GHASH_BLOCKS: the function _symcrypt_ghash_blocks, or with
dnl GHASH_POLYVAL _symcrypt_polyval_blocks.
define(<GHASH_BLOCKS>, <
PROLOGUE(GHASH_NAME)
	ld1	{Y.16b}, [STATE]
	GHASH_ORDER(Y)
	ifdef(<GHASH_POLYVAL>, <
	movi	ZERO.2d, #0
	mov	x9, #1
	mov	x10, #0xc200000000000000
	mov	X(0).d[0], x9
	mov	X(0).d[1], x10
	dup	POLY.2d, x10
	cmp	BLOCKS, #1
	b.eq	.Lone
	GHASH_LOAD_POWERS
	forloop(<i>, 1, 8, <POLYVAL_POWER(H(i), X(0))>)>, <
	GHASH_LOAD_POWERS
	forloop(<i>, 1, 8, <
	rbit	H(i).16b, H(i).16b>)>)
	forloop(<j>, 0, 3, <
	trn1	T.2d, H(eval(2 * j + 1)).2d, H(eval(2 * j + 2)).2d
	trn2	S.2d, H(eval(2 * j + 1)).2d, H(eval(2 * j + 2)).2d
	eor	K(j).16b, T.16b, S.16b>)
	ifdef(<GHASH_POLYVAL>, , <
	movi	ZERO.2d, #0
	mov	x9, #0x87
	dup	POLY.2d, x9>)
	subs	BLOCKS, BLOCKS, #8
	b.lo	.Lrest

.Leight:
	ld1	{X(0).16b, X(1).16b, X(2).16b, X(3).16b}, [DATA], #64
	forloop(<i>, 0, 3, <
	GHASH_ORDER(X(i))>)
	eor	X(0).16b, X(0).16b, Y.16b
	PAIR(0, 1, 7, 1)
	PAIR(2, 3, 5, 0)
	ld1	{X(0).16b, X(1).16b, X(2).16b, X(3).16b}, [DATA], #64
	forloop(<i>, 0, 3, <
	GHASH_ORDER(X(i))>)
	PAIR(0, 1, 3, 0)
	PAIR(2, 3, 1, 0)
	REDUCE
	subs	BLOCKS, BLOCKS, #8
	b.hs	.Leight

	C The last 1 to 7 blocks, n: enter the chain at n.
.Lrest:
	adds	BLOCKS, BLOCKS, #8
	b.eq	.Ldone
	movi	LO.2d, #0
	movi	HI.2d, #0
	movi	MID.2d, #0
	forloop(<i>, 2, 7, <
	cmp	BLOCKS, #eval(9 - i)
	b.eq	.Lrest<>eval(9 - i)>)
	b	.Lrest1
	forloop(<i>, 1, 7, <
.Lrest<>eval(8 - i):
	SINGLE(eval(8 - i))>)
	REDUCE
	ifdef(<GHASH_POLYVAL>, <
	b	.Ldone

	C One block (AES-GCM-SIV makes the powers of each message's key so,
	C one a call): H^1 only.
.Lone:
	ld1	{H(1).16b}, [POWERS]
	POLYVAL_POWER(H(1), X(0))
	ext	S.16b, H(1).16b, H(1).16b, #8
	eor	K(0).16b, H(1).16b, S.16b	C lane 0: its halves added
	movi	LO.2d, #0
	movi	HI.2d, #0
	movi	MID.2d, #0
	SINGLE(1)
	REDUCE>)

.Ldone:
	GHASH_ORDER(Y)
	st1	{Y.16b}, [STATE]
	ret
EPILOGUE(GHASH_NAME)>)
define(<GHASH_NAME>, <ifdef(<GHASH_POLYVAL>, <_symcrypt_polyval_blocks>, <_symcrypt_ghash_blocks>)>)
