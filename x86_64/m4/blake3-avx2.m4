dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/blake3-compress.asm, avx2/blake3-compress-blocks.asm, avx2/blake3-parents16.asm.
dnl x86_64/m4/blake3-avx2.m4 -- what the AVX2 BLAKE3 files that run a
dnl compression on rows share: row k of the state, words v4k..v4k+3,
dnl in the xmm register ROW(k), which each file defines, with TR, a
dnl temporary, and the vpshufb masks .Lrot16 and .Lrot8.
dnl
dnl ROTR(n, reg): REG rotated right by N (12 or 7) through TR.
define(<ROTR>, <
	vpsrld	<$>$1, $2, TR
	vpslld	<$>eval(32 - $1), $2, $2
	vpor	TR, $2, $2>)dnl
dnl
dnl G_STEP(x, y): the four G functions of the rows as they stand, with
dnl the message words X and Y.
define(<G_STEP>, <
	vpaddd	$1, ROW(0), ROW(0)
	vpaddd	ROW(1), ROW(0), ROW(0)
	vpxor	ROW(0), ROW(3), ROW(3)
	vpshufb	.Lrot16(%rip), ROW(3), ROW(3)
	vpaddd	ROW(3), ROW(2), ROW(2)
	vpxor	ROW(2), ROW(1), ROW(1)
	ROTR(12, ROW(1))
	vpaddd	$2, ROW(0), ROW(0)
	vpaddd	ROW(1), ROW(0), ROW(0)
	vpxor	ROW(0), ROW(3), ROW(3)
	vpshufb	.Lrot8(%rip), ROW(3), ROW(3)
	vpaddd	ROW(3), ROW(2), ROW(2)
	vpxor	ROW(2), ROW(1), ROW(1)
	ROTR(7, ROW(1))>)dnl
dnl
dnl TO_DIAGONALS, FROM_DIAGONALS: the rows turned so that the next G_STEP
dnl runs on the diagonals, and back.  Rows 0, 2 and 3 turn, not row 1,
dnl whose rotation ends each step.
define(<TO_DIAGONALS>, <
	vpshufd	<$>0x93, ROW(0), ROW(0)
	vpshufd	<$>0x39, ROW(2), ROW(2)
	vpshufd	<$>0x4e, ROW(3), ROW(3)>)dnl
define(<FROM_DIAGONALS>, <
	vpshufd	<$>0x39, ROW(0), ROW(0)
	vpshufd	<$>0x93, ROW(2), ROW(2)
	vpshufd	<$>0x4e, ROW(3), ROW(3)>)dnl
dnl
dnl ROWS_TAIL(reg): the tail's four words (counter low and high, block
dnl length, flags) at TAIL into REG, a word at a time: the C stores them
dnl one by one just before the call, and a 16-byte load would wait for
dnl the four stores.  SECOND, DSECOND and ROW(2) are clobbered.
dnl Users: avx2/blake3-compress.asm, avx2/blake3-compress-blocks.asm.
define(<ROWS_TAIL>, <
	vmovd	(TAIL), $1
	vmovd	4(TAIL), SECOND
	vmovd	8(TAIL), DSECOND
	vmovd	12(TAIL), ROW(2)
	vpunpckldq	SECOND, $1, $1
	vpunpckldq	ROW(2), DSECOND, DSECOND
	vpunpcklqdq	DSECOND, $1, $1>)dnl
dnl
dnl The message words of a round are in four xmm registers, MA(r),
dnl MB(r), MC(r) and MD(r), which each file defines for rounds R even
dnl and odd: the columns' first and second words (lane j: G j's), the
dnl diagonals' first and second words (lane j: the G on lane j of row
dnl 1, the G of v[4 + j], whose words are 2 and 3 words further on in
dnl the round's order: lanes 0..3 take words 14, 8, 10, 12 and 15, 9,
dnl 11, 13).
dnl
dnl ROWS_FIRST_MESSAGE: the 64-byte block at BLOCK in round 0's order:
dnl MA words 0, 2, 4, 6, MB 1, 3, 5, 7, MC 14, 8, 10, 12, MD 15, 9, 11,
dnl 13.  Users: avx2/blake3-compress.asm, avx2/blake3-compress-blocks.asm.
define(<ROWS_FIRST_MESSAGE>, <
	vmovdqu	(BLOCK), MB(0)
	vshufps	<$>0x88, 16(BLOCK), MB(0), MA(0)	C even words of 0..7
	vshufps	<$>0xdd, 16(BLOCK), MB(0), MB(0)	C odd words
	vmovdqu	32(BLOCK), MD(0)
	vshufps	<$>0x88, 48(BLOCK), MD(0), MC(0)	C 8, 10, 12, 14
	vshufps	<$>0xdd, 48(BLOCK), MD(0), MD(0)	C 9, 11, 13, 15
	vpshufd	<$>0x93, MC(0), MC(0)		C turned to the diagonals
	vpshufd	<$>0x93, MD(0), MD(0)>)dnl
dnl
dnl ROWS_NEXT_MESSAGE(r): round R + 1's words from round R's (A, B, C,
dnl D below: MA(r)..MD(r)), the specification's permutation of the
dnl words in the four registers' order, within 128-bit lanes
dnl (vshufps takes two words from each source, vpshufd orders them,
dnl vpblendd takes a word in place; no lane-crossing vpermd; its
dnl masks name the word in both lanes, so that on ymm registers the
dnl words of two states, one in each lane, are made at once):
dnl MA = A1 B1 B3 A2, MB = A3 C2 A0 D3, MC = D0 B0 C3 D1,
dnl MD = C1 D2 B2 C0.  Users: avx2/blake3-compress.asm,
dnl avx2/blake3-compress-blocks.asm, avx2/blake3-parents16.asm.
define(<ROWS_NEXT_MESSAGE>, <
	C MA: A1 A2 B1 B3, turned
	vshufps	<$>0xd9, MB($1), MA($1), MA(eval($1 + 1))
	vpshufd	<$>0x78, MA(eval($1 + 1)), MA(eval($1 + 1))
	C MB: C0 C1 C2 D3, then A3 A0 C2 D3, turned
	vpblendd	<$>0x88, MD($1), MC($1), MB(eval($1 + 1))
	vshufps	<$>0xe3, MB(eval($1 + 1)), MA($1), MB(eval($1 + 1))
	vpshufd	<$>0xd8, MB(eval($1 + 1)), MB(eval($1 + 1))
	C MC: B0 B1 B2 C3, then D0 D1 B0 C3, turned
	vpblendd	<$>0x88, MC($1), MB($1), MC(eval($1 + 1))
	vshufps	<$>0xc4, MC(eval($1 + 1)), MD($1), MC(eval($1 + 1))
	vpshufd	<$>0x78, MC(eval($1 + 1)), MC(eval($1 + 1))
	C MD: C1 C0 D2 D2, then C1 D2 D2 C0, B2 into word 2
	vshufps	<$>0xa1, MD($1), MC($1), MD(eval($1 + 1))
	vpshufd	<$>0x68, MD(eval($1 + 1)), MD(eval($1 + 1))
	vpblendd	<$>0x44, MB($1), MD(eval($1 + 1)), MD(eval($1 + 1))>)dnl
dnl
dnl ROWS_ROUND(r): round R of one compression, the next round's words
dnl made first (but after the last): the column step, the diagonal
dnl step on rows 0, 2 and 3 turned.  Users: avx2/blake3-compress.asm,
dnl avx2/blake3-compress-blocks.asm.
define(<ROWS_ROUND>, <ifelse($1, 6, , <
	ROWS_NEXT_MESSAGE($1)>)
	G_STEP(MA($1), MB($1))
	TO_DIAGONALS
	G_STEP(MC($1), MD($1))
	FROM_DIAGONALS>)dnl
