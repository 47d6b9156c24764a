dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): neon/blake2s-compress.asm, neon/blake3-compress.asm.
dnl arm/rows32.m4 -- the rounds of BLAKE2s and BLAKE3 (the same G,
dnl rotations 16, 12, 8 and 7) on the rows of one state, NEON.
dnl
dnl Row i of the state (words 4i..4i+3) is q(i); the block's sixteen
dnl message words are in q8-q11 (d16-d23); MX and MY hold a step's
dnl message words, T is a temporary, and a step's vtbl indices go
dnl through d8-d15.
dnl
dnl vtbl reads at most four d registers (eight words), so each d of MX
dnl and MY (two words) is picked from the four d registers of the block
dnl that hold both words, when some four do (one vtbl), else from two
dnl such windows, the first vtbl giving zeros where the second vtbx
dnl puts its word (byte index 255 is out of every table).  Which, and
dnl the indices, are fixed by the schedule, so the macros below work
dnl them out for each step, the code and its table alike.
define(<ROW>, <q$1>)dnl
define(<MX>, <q12>)dnl
define(<MY>, <q13>)dnl
define(<T>, <q14>)dnl
dnl
dnl G4(x, y): the four G of a step on the columns of the rows, adding
dnl the message words of X and Y.
define(<G4>, <
	vadd.i32	ROW(0), ROW(0), $1
	vadd.i32	ROW(0), ROW(0), ROW(1)
	veor		ROW(3), ROW(3), ROW(0)
	vrev32.16	ROW(3), ROW(3)		C d = (d ^ a) rotated right by 16
	vadd.i32	ROW(2), ROW(2), ROW(3)
	veor		T, ROW(1), ROW(2)
	vshl.i32	ROW(1), T, #20
	vsri.32		ROW(1), T, #12		C b = (b ^ c) rotated right by 12
	vadd.i32	ROW(0), ROW(0), $2
	vadd.i32	ROW(0), ROW(0), ROW(1)
	veor		T, ROW(3), ROW(0)
	vshl.i32	ROW(3), T, #24
	vsri.32		ROW(3), T, #8		C d = (d ^ a) rotated right by 8
	vadd.i32	ROW(2), ROW(2), ROW(3)
	veor		T, ROW(1), ROW(2)
	vshl.i32	ROW(1), T, #25
	vsri.32		ROW(1), T, #7>)dnl		C b = (b ^ c) rotated right by 7
dnl
dnl ROTATE_ROWS(a, b, c): rows 1, 2, 3 turned left by A, B, C words.
define(<ROTATE_ROWS>, <
	vext.32		ROW(1), ROW(1), ROW(1), #$1
	vext.32		ROW(2), ROW(2), ROW(2), #$2
	vext.32		ROW(3), ROW(3), ROW(3), #$3>)dnl
dnl
dnl ROWS_ROUND(ptr, word, r): round R, where WORD(r, k) is the message
dnl word that round R takes K-th, its vtbl indices read at PTR (which
dnl moves past them): the column step, then the diagonal step, with
dnl rows 1..3 turned so that the diagonals are columns, and back.
define(<ROWS_ROUND>, <
	_ROWS_PICK(<$1>, <$2>, $3, 0)
	G4(MX, MY)
	ROTATE_ROWS(1, 2, 3)
	_ROWS_PICK(<$1>, <$2>, $3, 8)
	G4(MX, MY)
	ROTATE_ROWS(3, 2, 1)>)dnl
dnl
dnl ROWS_INDICES(word, r): ROWS_ROUND's vtbl indices for round R, in
dnl the order its code reads them.
define(<ROWS_INDICES>, <_ROWS_STEP_BYTES(<$1>, $2, 0)_ROWS_STEP_BYTES(<$1>, $2, 8)>)dnl
dnl
dnl A step's words: G j adds words K + 2j and K + 2j + 1 of the round
dnl (K = 0 for the column step, 8 for the diagonal one); d24 and d25
dnl (MX) take the first additions of G 0, 1 and G 2, 3, d26 and d27
dnl (MY) the second ones.  _ROWS_PAIRS(word, r, k, f) applies F to the
dnl words of each of the four in that order, with the d register.
define(<_ROWS_PAIRS>, <$4(d24, $1($2, $3), $1($2, eval($3 + 2)))dnl
$4(d25, $1($2, eval($3 + 4)), $1($2, eval($3 + 6)))dnl
$4(d26, $1($2, eval($3 + 1)), $1($2, eval($3 + 3)))dnl
$4(d27, $1($2, eval($3 + 5)), $1($2, eval($3 + 7)))>)dnl
dnl
dnl A window is four consecutive d registers of the block, named by
dnl its first, counted from d16 (0 to 4).  _ROWS_MIN(w1, w2): the lower
dnl of two words; _ROWS_WIN(w): the last window that holds word W (it
dnl starts with W's own d register, or is d20-d23); _ROWS_PWIN(w1, w2):
dnl the window of the lower word, which holds the higher one too if
dnl any does; _ROWS_FITS(w1, w2): 1 if it does.
define(<_ROWS_MIN>, <ifelse(eval(($1 - $2 + 16) / 16), 0, $1, $2)>)dnl
define(<_ROWS_WIN>, <ifelse(eval($1 / 8), 1, 4, eval($1 / 2))>)dnl
define(<_ROWS_PWIN>, <_ROWS_WIN(_ROWS_MIN($1, $2))>)dnl
define(<_ROWS_FITS>, <eval(($1 / 2 - _ROWS_PWIN($1, $2)) / 4 + ($2 / 2 - _ROWS_PWIN($1, $2)) / 4 == 0)>)dnl
define(<_ROWS_TABLE>, <d<>eval(16 + $1)-d<>eval(19 + $1)>)dnl
dnl
dnl _ROWS_PICK(ptr, word, r, k): a step's indices loaded to d8.., and
dnl MX and MY picked with them.
define(<_ROWS_PICK>, <define(<_ROWS_N>, eval(4 + _ROWS_PAIRS(<$2>, $3, $4, <_ROWS_SPLITS>) 0))dnl
	vld1.8		{d8-d11}, [$1]!<>ifelse(_ROWS_N, 4, , <
	vld1.8		{d12<>ifelse(_ROWS_N, 5, , <-d<>eval(7 + _ROWS_N)>)}, [$1]!>)<>define(<_ROWS_IDX>, 8)dnl
_ROWS_PAIRS(<$2>, $3, $4, <_ROWS_PICK_D>)>)dnl
define(<_ROWS_SPLITS>, <ifelse(_ROWS_FITS($2, $3), 1, , <1 + >)>)dnl
define(<_ROWS_NEXT>, <d<>_ROWS_IDX<>define(<_ROWS_IDX>, incr(_ROWS_IDX))>)dnl
define(<_ROWS_PICK_D>, <ifelse(_ROWS_FITS($2, $3), 1, <
	vtbl.8		$1, {_ROWS_TABLE(_ROWS_PWIN($2, $3))}, _ROWS_NEXT<>>, <
	vtbl.8		$1, {_ROWS_TABLE(_ROWS_WIN($2))}, _ROWS_NEXT<>
	vtbx.8		$1, {_ROWS_TABLE(_ROWS_WIN($3))}, _ROWS_NEXT<>>)>)dnl
dnl
dnl The bytes: word W from the table at window S is bytes 4 (W - 2S)
dnl and on; NONE is out of every table.
define(<_ROWS_STEP_BYTES>, <_ROWS_PAIRS(<$1>, $2, $3, <_ROWS_D_BYTES>)>)dnl
define(<_ROWS_D_BYTES>, <ifelse(_ROWS_FITS($2, $3), 1, <
	.byte	_ROWS_WORD($2, _ROWS_PWIN($2, $3)), _ROWS_WORD($3, _ROWS_PWIN($2, $3))>, <
	.byte	_ROWS_WORD($2, _ROWS_WIN($2)), _ROWS_NONE
	.byte	_ROWS_NONE, _ROWS_WORD($3, _ROWS_WIN($3))>)>)dnl
define(<_ROWS_WORD>, <eval(4 * ($1 - 2 * $2)), eval(4 * ($1 - 2 * $2) + 1), eval(4 * ($1 - 2 * $2) + 2), eval(4 * ($1 - 2 * $2) + 3)>)dnl
define(<_ROWS_NONE>, <255, 255, 255, 255>)dnl
