dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull/ghash-blocks.asm -- GHASH with 64-bit carry-less
C multiplication (PMULL, PMULL2; HWCAP_PMULL), eight blocks a
C reduction.
C
C Why: the C twin builds each 64 x 64-bit carry-less product from 16
C integer multiplications; here it is one PMULL.
C
C How: RBIT reverses the bits of each byte, which turns GCM's bit
C order (x^0 the top bit of the first byte) into the plain one: bit i
C of the 128-bit little-endian number is the coefficient of x^i, so
C that products need no shift.  The eight blocks of a turn are
C multiplied by H^8 .. H^1 (Karatsuba: lo = x0 h0, hi = x1 h1, mid =
C (x0 + x1)(h0 + h1), the sums h0 + h1 made once a call, two powers a
C register, and x0 + x1 of two blocks made together by TRN1/TRN2),
C their products added unreduced and reduced once modulo x^128 + x^7
C + x^2 + x + 1: the top 64 bits D3 of the 256-bit sum fold down as
C D3 * 0x87 at x^64, then the next 64 bits D2 as D2 * 0x87 at x^0 (two
C PMULL).  The last n < 8 blocks likewise with H^n .. H^1.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions, gcc 12
C -O2, 2026-11-25; doc/aes-arm64.md): 10.3 a block inside AES-128-GCM
C seal of 16 KiB; with aes-ctr32-blocks.asm the seal takes 0.76x the
C instructions of OpenSSL 3.0's.  Not timed on hardware.

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

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
C The Karatsuba sums h0 + h1 of H^(2j+1) (lane 0) and H^(2j+2) (lane 1)
C in K(j), v24 .. v27.
define(<K>, <v<>eval(24 + $1)>)
define(<POLY>, <v28>)		C 0x87 in both lanes: x^128 mod the polynomial
define(<ZERO>, <v29>)
define(<T>, <v30>)
define(<S>, <v31>)

dnl PAIR(a, b, n, first): blocks X(a) and X(b) times H^(n+1) and H^n
dnl (n odd) added to LO, HI, MID; FIRST 1 sets them instead.
define(<PAIR>, <
	ifelse($4, 1, <
	pmull	LO.1q, X($1).1d, H(eval($3 + 1)).1d
	pmull2	HI.1q, X($1).2d, H(eval($3 + 1)).2d>, <
	pmull	T.1q, X($1).1d, H(eval($3 + 1)).1d
	eor	LO.16b, LO.16b, T.16b
	pmull2	T.1q, X($1).2d, H(eval($3 + 1)).2d
	eor	HI.16b, HI.16b, T.16b>)
	pmull	T.1q, X($2).1d, H($3).1d
	eor	LO.16b, LO.16b, T.16b
	pmull2	T.1q, X($2).2d, H($3).2d
	eor	HI.16b, HI.16b, T.16b
	trn1	T.2d, X($2).2d, X($1).2d
	trn2	S.2d, X($2).2d, X($1).2d
	eor	S.16b, S.16b, T.16b
	ifelse($4, 1, <
	pmull	MID.1q, S.1d, K(eval(($3 - 1) / 2)).1d>, <
	pmull	T.1q, S.1d, K(eval(($3 - 1) / 2)).1d
	eor	MID.16b, MID.16b, T.16b>)
	pmull2	T.1q, S.2d, K(eval(($3 - 1) / 2)).2d
	eor	MID.16b, MID.16b, T.16b>)

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
dnl x^128 = D2 * 0x87.
define(<REDUCE>, <
	eor	MID.16b, MID.16b, LO.16b
	eor	MID.16b, MID.16b, HI.16b
	pmull2	T.1q, HI.2d, POLY.2d
	eor	MID.16b, MID.16b, T.16b
	ext	T.16b, MID.16b, MID.16b, #8
	eor	S.16b, HI.16b, T.16b		C lane 0: D2
	pmull	S.1q, S.1d, POLY.1d
	ext	T.16b, ZERO.16b, MID.16b, #8	C (0, the low half of MID)
	eor	LO.16b, LO.16b, T.16b
	eor	Y.16b, LO.16b, S.16b>)

	.file "ghash-blocks.asm"
	ARCH_PMULL

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

	C The last n < 8 blocks: enter the chain at n.
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
EPILOGUE(_symcrypt_ghash_blocks)
