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
dnl x86_64/blake3-rows.m4 -- what the AVX2 BLAKE3 files that run a
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
dnl NEXT_HALF(r, index, mask, half): a half of round R + 1's words, word
dnl j from word INDEX[j] of round R's 16: vpermd looks at the low three
dnl bits of the index, so one index picks from both halves and MASK
dnl (the words whose index is 8 or more) takes the high half's.
define(<NEXT_HALF>, <
	vpermd	MSG_LO($1), $2, T0
	vpermd	MSG_HI($1), $2, T1
	vpblendd	<$>$3, T1, T0, $4>)dnl
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
dnl ROWS_ROUND(r): round R of one compression, then (but after the last)
dnl the next round's message words: the words of round R in the lanes
dnl of MSG_LO(r) and MSG_HI(r) (columns low, diagonals high; XMSG_LO and
dnl XMSG_HI their xmm halves), the permutation in NEXT_LO and NEXT_HI,
dnl the second words through SECOND and DSECOND.  The diagonal step
dnl turns rows 0, 2 and 3.  Users: avx2/blake3-compress.asm,
dnl avx2/blake3-compress-blocks.asm.
define(<ROWS_ROUND>, <
	vextracti128	<$>1, MSG_LO($1), SECOND
	vextracti128	<$>1, MSG_HI($1), DSECOND
ifelse($1, 6, , <
	NEXT_HALF($1, NEXT_LO, 0xa0, MSG_LO(eval($1 + 1)))
	NEXT_HALF($1, NEXT_HI, 0xbd, MSG_HI(eval($1 + 1)))>)
	G_STEP(XMSG_LO($1), SECOND)
	TO_DIAGONALS
	G_STEP(XMSG_HI($1), DSECOND)
	FROM_DIAGONALS>)dnl
