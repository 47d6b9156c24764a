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
dnl ROWS_FIRST_MESSAGE: the 64-byte block at BLOCK in round 0's order
dnl into MSG_LO(0) and MSG_HI(0): the columns' words are all in the
dnl block's first half, the diagonals' in its second; then the
dnl permutation to the next round in NEXT_LO and NEXT_HI.
dnl Users: avx2/blake3-compress.asm, avx2/blake3-compress-blocks.asm.
define(<ROWS_FIRST_MESSAGE>, <
	vmovdqa	.Lfirst(%rip), NEXT_LO
	vmovdqa	.Lfirst+32(%rip), NEXT_HI
	vpermd	(BLOCK), NEXT_LO, MSG_LO(0)
	vpermd	32(BLOCK), NEXT_HI, MSG_HI(0)
	vmovdqa	.Lnext(%rip), NEXT_LO
	vmovdqa	.Lnext+32(%rip), NEXT_HI>)dnl
dnl
dnl ROWS_ORDERS: the tables .Lfirst (round 0's order of the message
dnl words on the rows' lanes) and .Lnext (each round's from the one
dnl before), for the including file's RODATA, 32-byte aligned.  Users:
dnl avx2/blake3-compress.asm, avx2/blake3-compress-blocks.asm,
dnl avx2/blake3-parents16.asm.
define(<ROWS_ORDERS>, <
.Lfirst:
	.long	0, 2, 4, 6, 1, 3, 5, 7, 14, 8, 10, 12, 15, 9, 11, 13
.Lnext:
	.long	1, 5, 7, 2, 3, 10, 0, 15, 12, 4, 11, 13, 9, 14, 6, 8>)dnl
