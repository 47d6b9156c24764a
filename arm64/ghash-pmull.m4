dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): pmull/ghash-blocks.asm, pmull_sha3/ghash-blocks.asm.
dnl arm64/ghash-pmull.m4 -- GHASH with PMULL, eight blocks a reduction
dnl (the method: arm64/pmull/ghash-blocks.asm), for the plain ARMv8.0
dnl form and, where the reader defines GCM_EOR3 (arm64/pmull_sha3,
dnl HWCAP_SHA3), the form that adds three values with one EOR3: two
dnl products into their sum (three a pair of blocks) and two in the
dnl reduction.

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
define(<POLY>, <v28>)		C 0x87 in both lanes: x^128 mod the polynomial
define(<ZERO>, <v29>)
define(<T>, <v30>)
define(<S>, <v31>)

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
	rbit	X(0).16b, X(0).16b
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
define(<REDUCE>, <
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

dnl GHASH_BLOCKS: the function _symcrypt_ghash_blocks.
define(<GHASH_BLOCKS>, <
PROLOGUE(_symcrypt_ghash_blocks)
	ld1	{Y.16b}, [STATE]
	rbit	Y.16b, Y.16b
	ld1	{H(1).16b, H(2).16b, H(3).16b, H(4).16b}, [POWERS], #64
	ld1	{H(5).16b, H(6).16b, H(7).16b, H(8).16b}, [POWERS]
	forloop(<i>, 1, 8, <
	rbit	H(i).16b, H(i).16b>)
	forloop(<j>, 0, 3, <
	trn1	T.2d, H(eval(2 * j + 1)).2d, H(eval(2 * j + 2)).2d
	trn2	S.2d, H(eval(2 * j + 1)).2d, H(eval(2 * j + 2)).2d
	eor	K(j).16b, T.16b, S.16b>)
	movi	ZERO.2d, #0
	mov	x9, #0x87
	dup	POLY.2d, x9
	subs	BLOCKS, BLOCKS, #8
	b.lo	.Lrest

.Leight:
	ld1	{X(0).16b, X(1).16b, X(2).16b, X(3).16b}, [DATA], #64
	forloop(<i>, 0, 3, <
	rbit	X(i).16b, X(i).16b>)
	eor	X(0).16b, X(0).16b, Y.16b
	PAIR(0, 1, 7, 1)
	PAIR(2, 3, 5, 0)
	ld1	{X(0).16b, X(1).16b, X(2).16b, X(3).16b}, [DATA], #64
	forloop(<i>, 0, 3, <
	rbit	X(i).16b, X(i).16b>)
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

.Ldone:
	rbit	Y.16b, Y.16b
	st1	{Y.16b}, [STATE]
	ret
EPILOGUE(_symcrypt_ghash_blocks)>)
