dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx512/blake3-compress.asm, avx512/blake3-compress-blocks.asm.
dnl x86_64/m4/blake3-avx512.m4 -- what the AVX-512VL BLAKE3 files that
dnl run a compression on rows share: the registers of the rows and of
dnl the message words, the round (ROUND, over the file's own G_STEP,
dnl whose rotations differ) and the tables it reads (ROW_TABLES).
dnl Row k of the state, words v4k..v4k+3, is ROW(k).  The 16 message
dnl words of a round are in two ymm registers, MSG_LO and MSG_HI,
dnl ordered as the round takes them: the columns' first words (s0 s2 s4
dnl s6) and second words (s1 s3 s5 s7), then the diagonals' first (s14
dnl s8 s10 s12) and second (s15 s9 s11 s13) words, in the lanes the
dnl diagonal step has them (below).
define(<ROW>, <%xmm<>eval($1)>)dnl
dnl The message registers of round R (0..6): two pairs, in turns, so
dnl that the next round's are made from this round's without a copy.
define(<MSG_LO>, <%ymm<>eval(16 + 4 * (($1) % 2))>)dnl
define(<MSG_HI>, <%ymm<>eval(17 + 4 * (($1) % 2))>)dnl
define(<XMSG_LO>, <%xmm<>eval(16 + 4 * (($1) % 2))>)dnl
define(<XMSG_HI>, <%xmm<>eval(17 + 4 * (($1) % 2))>)dnl
define(<NEXT_LO>, <%ymm18>)	dnl the permutation to the next round
define(<NEXT_HI>, <%ymm19>)dnl
define(<SECOND>, <%xmm22>)	dnl the columns' second words
define(<DSECOND>, <%xmm23>)	dnl the diagonals' second words
dnl
dnl ROUND(r): round R, then (but after the last) the next round's
dnl message words.  The diagonal step turns rows 0, 2 and 3 rather
dnl than row 1, whose last rotation ends each step: lane i then works
dnl on diagonal i - 1 (mod 4), v3 v4 v9 v14 in lane 0.
define(<ROUND>, <
	vextracti32x4	<$>1, MSG_LO($1), SECOND
	vextracti32x4	<$>1, MSG_HI($1), DSECOND
ifelse($1, 6, , <
	vmovdqa32	NEXT_LO, MSG_LO(eval($1 + 1))
	vpermi2d	MSG_HI($1), MSG_LO($1), MSG_LO(eval($1 + 1))
	vmovdqa32	NEXT_HI, MSG_HI(eval($1 + 1))
	vpermi2d	MSG_HI($1), MSG_LO($1), MSG_HI(eval($1 + 1))>)
	G_STEP(XMSG_LO($1), SECOND)
	vpshufd	<$>0x93, ROW(0), ROW(0)
	vpshufd	<$>0x39, ROW(2), ROW(2)
	vpshufd	<$>0x4e, ROW(3), ROW(3)
	G_STEP(XMSG_HI($1), DSECOND)
	vpshufd	<$>0x39, ROW(0), ROW(0)
	vpshufd	<$>0x93, ROW(2), ROW(2)
	vpshufd	<$>0x4e, ROW(3), ROW(3)>)dnl
dnl
dnl ROW_TABLES: the constants ROUND and the files read, in RODATA.
dnl .Lfirst, round 0's message order: word j of MSG_LO, MSG_HI is block
dnl word .Lfirst[j] (vpermi2d: 0..7 the block's first half, 8..15 its
dnl second).  .Lnext, round r + 1's words from round r's: word j is
dnl round r's word .Lnext[j]; from the schedule's permutation 2 6 3 10
dnl 7 0 4 13 1 11 12 5 9 14 15 8 (the BLAKE3 specification, section
dnl 2.2) and the order above.  .Liv, the first four words of the IV (the
dnl specification, table 1).
define(<ROW_TABLES>, <
	.balign	32
.Lfirst:
	.long	0, 2, 4, 6, 1, 3, 5, 7, 14, 8, 10, 12, 15, 9, 11, 13
.Lnext:
	.long	1, 5, 7, 2, 3, 10, 0, 15, 12, 4, 11, 13, 9, 14, 6, 8
.Liv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a>)dnl
