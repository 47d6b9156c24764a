dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): ssse3/blake3-compress.asm, ssse3/blake3-compress-blocks.asm.
dnl x86_64/m4/blake3-ssse3.m4 -- BLAKE3's compression on rows with SSSE3:
dnl BLAKE3's G is BLAKE2s's, so the rounds are x86_64/m4/blake2s-rows.m4's
dnl halves and turns (B2S_SSE), with BLAKE3's seven rounds and message
dnl schedule.  The including file names the registers that file asks
dnl for (VA, VB, VC, VD, X, Y, T, U, R16, R8, DATA: the block) and
dnl TAIL, defines B2S_SSE, and has B2S_CONSTANTS in its RODATA: the
dnl rotations' byte patterns, and BLAKE2s's IV, whose first four words
dnl are BLAKE3's row 2 (both are SHA-256's).
INCLUDE_SRC(<x86_64/m4/blake2s-rows.m4>)dnl
dnl
dnl B3_SCHEDULE(r): the message words of round R in the order G reads
dnl them, word k as the hex digit k: round r + 1 is round r permuted by
dnl 2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8 (the
dnl specification, table 2; src/blake/blake3-compress.c).
define(<B3_SCHEDULE>, <ifelse($1, 0, <0123456789abcdef>,
	$1, 1, <263a704d1bc59ef8>,
	$1, 2, <34acd27e6590bf81>,
	$1, 3, <a7c9e3df40b25816>,
	$1, 4, <cd9bfae872530164>,
	$1, 5, <9eb58cf1d30a2647>,
	<bf501986ea2c347d>)>)dnl
dnl
dnl B3_WORD(r, step, half, lane): the message word lane LANE adds in
dnl half HALF (0: x, 1: y) of step STEP (0: columns, 1: diagonals) of
dnl round R; lane j of the diagonal step computes G 4 + (j + 3) % 4, as
dnl in B2_WORD (x86-common/blake2-schedule.m4).
define(<B3_WORD>, <eval(0x<>substr(B3_SCHEDULE($1),
	eval(8 * ($2) + 2 * ((($4) + 3 * ($2)) % 4) + ($3)), 1))>)dnl
dnl
dnl B3_GATHER(r, step, half, reg): the four message words of a half
dnl step into REG: words 0 and 1, 2 and 3 interleaved (through T and
dnl U), then the pairs.
define(<B3_GATHER>, <
	movd	eval(4 * B3_WORD($1, $2, $3, 0))(DATA), $4
	movd	eval(4 * B3_WORD($1, $2, $3, 1))(DATA), T
	movd	eval(4 * B3_WORD($1, $2, $3, 2))(DATA), U
	punpckldq	T, $4
	movd	eval(4 * B3_WORD($1, $2, $3, 3))(DATA), T
	punpckldq	T, U
	punpcklqdq	U, $4>)dnl
dnl
dnl B3_ROUND(r): round R on the rows VA..VD, as B2S_ROUND.
define(<B3_ROUND>, <
	C round $1
	B3_GATHER($1, 0, 0, X)
	B3_GATHER($1, 0, 1, Y)
	B2S_HALF(X, 16, 12)
	B2S_HALF(Y, 8, 7)
	B2S_TURN(0x93, VA)
	B2S_TURN(0x39, VC)
	B2S_TURN(0x4e, VD)
	B3_GATHER($1, 1, 0, X)
	B3_GATHER($1, 1, 1, Y)
	B2S_HALF(X, 16, 12)
	B2S_HALF(Y, 8, 7)
	B2S_TURN(0x39, VA)
	B2S_TURN(0x93, VC)
	B2S_TURN(0x4e, VD)>)dnl
dnl
dnl B3_TAIL(reg): the tail's four words (counter low and high, block
dnl length, flags) at TAIL into REG, a word at a time, as ROWS_TAIL in
dnl x86_64/m4/blake3-avx2.m4: the C stores them one by one just before
dnl the call.  T and U are clobbered.
define(<B3_TAIL>, <
	movd	(TAIL), $1
	movd	4(TAIL), T
	punpckldq	T, $1
	movd	8(TAIL), U
	movd	12(TAIL), T
	punpckldq	T, U
	punpcklqdq	U, $1>)dnl
