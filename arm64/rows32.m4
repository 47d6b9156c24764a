dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): blake2s-compress.asm, blake3-compress.asm.
dnl arm64/rows32.m4 -- the rounds of BLAKE2s and BLAKE3 (the same G,
dnl rotations 16, 12, 8 and 7) on the rows of one state, NEON.
dnl
dnl Row i of the state (words 4i..4i+3) is v(i); the block's sixteen
dnl message words are in v16-v19; a round's tbl indices go through
dnl v4-v7; MX and MY hold a step's message words, T is a temporary and
dnl ROT8 holds ROT8_INDICES.
define(<ROW>, <v$1>)dnl
define(<MX>, <v20>)dnl
define(<MY>, <v21>)dnl
define(<T>, <v24>)dnl
define(<ROT8>, <v25>)dnl
dnl
dnl ROT8_INDICES: 16 bytes, byte i of each word takes byte (i + 1) mod 4
dnl (little-endian): a rotation right by 8.
define(<ROT8_INDICES>, <.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12>)dnl
dnl
dnl G4(x, y): the four G of a step on the columns of the rows, adding
dnl the message words of X and Y.
define(<G4>, <
	add	ROW(0).4s, ROW(0).4s, $1.4s
	add	ROW(0).4s, ROW(0).4s, ROW(1).4s
	eor	ROW(3).16b, ROW(3).16b, ROW(0).16b
	rev32	ROW(3).8h, ROW(3).8h		C d = (d ^ a) rotated right by 16
	add	ROW(2).4s, ROW(2).4s, ROW(3).4s
	eor	T.16b, ROW(1).16b, ROW(2).16b
	shl	ROW(1).4s, T.4s, #20
	sri	ROW(1).4s, T.4s, #12		C b = (b ^ c) rotated right by 12
	add	ROW(0).4s, ROW(0).4s, $2.4s
	add	ROW(0).4s, ROW(0).4s, ROW(1).4s
	eor	ROW(3).16b, ROW(3).16b, ROW(0).16b
	tbl	ROW(3).16b, {ROW(3).16b}, ROT8.16b	C rotated right by 8
	add	ROW(2).4s, ROW(2).4s, ROW(3).4s
	eor	T.16b, ROW(1).16b, ROW(2).16b
	shl	ROW(1).4s, T.4s, #25
	sri	ROW(1).4s, T.4s, #7>)dnl		C rotated right by 7
dnl
dnl PICK(x, idx): X = the four message words whose byte indices IDX holds.
define(<PICK>, <
	tbl	$1.16b, {v16.16b, v17.16b, v18.16b, v19.16b}, $2.16b>)dnl
dnl
dnl ROTATE_ROWS(a, b, c): rows 1, 2, 3 turned left by A, B, C bytes.
define(<ROTATE_ROWS>, <
	ext	ROW(1).16b, ROW(1).16b, ROW(1).16b, #$1
	ext	ROW(2).16b, ROW(2).16b, ROW(2).16b, #$2
	ext	ROW(3).16b, ROW(3).16b, ROW(3).16b, #$3>)dnl
dnl
dnl ROWS_ROUND(ptr): a round, its message indices read at PTR (which
dnl moves past them): the column step, then the diagonal step, with
dnl rows 1..3 turned so that the diagonals are columns, and back.
define(<ROWS_ROUND>, <
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [$1], #64
	PICK(MX, v4)
	PICK(MY, v5)
	G4(MX, MY)
	ROTATE_ROWS(4, 8, 12)
	PICK(MX, v6)
	PICK(MY, v7)
	G4(MX, MY)
	ROTATE_ROWS(12, 8, 4)>)dnl
dnl
dnl ROWS_INDICES(word, r): ROWS_ROUND's 64 bytes of indices for round
dnl R, where WORD(r, k) is the message word that round R takes K-th:
dnl the words of the column step's first and second additions, then
dnl the diagonal step's.
define(<ROWS_INDICES>, <_ROWS_SELECT(<$1>, $2, 0)_ROWS_SELECT(<$1>, $2, 1)dnl
_ROWS_SELECT(<$1>, $2, 8)_ROWS_SELECT(<$1>, $2, 9)>)dnl
define(<_ROWS_SELECT>, <
	.byte	_ROWS_BYTES($1($2, $3)), _ROWS_BYTES($1($2, eval($3 + 2)))
	.byte	_ROWS_BYTES($1($2, eval($3 + 4))), _ROWS_BYTES($1($2, eval($3 + 6)))>)dnl
define(<_ROWS_BYTES>, <eval(4 * $1), eval(4 * $1 + 1), eval(4 * $1 + 2), eval(4 * $1 + 3)>)dnl
