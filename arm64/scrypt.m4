dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): scrypt-romix.asm, scrypt-romix-x2.asm.
dnl arm64/scrypt.m4 -- what scrypt's one-lane and two-lane ROMix share:
dnl the arguments (functions.def, scrypt_romix and scrypt_romix_x2),
dnl the registers of one lane and of BlockMix's pointers, and the
dnl reordering of the blocks into diagonal order and back (row k of a
dnl 64-byte block holds words 4k, 4k + 5, 4k + 10, 4k + 15 mod 16).

define(<B>, <x0>)		dnl the block, in and out
define(<V>, <x1>)		dnl the table, N blocks of 128 R bytes
define(<T>, <x2>)		dnl two blocks of scratch
define(<N>, <x3>)		dnl N, then N - 1 (the index mask)
define(<R>, <x4>)		dnl R
define(<HALF>, <x5>)		dnl 64 R: half a block, in bytes
define(<BLK>, <x6>)		dnl 128 R: a block
define(<IN>, <x7>)		dnl BlockMix's input, 64 bytes at a time
define(<MASK>, <x8>)		dnl the block XORed into it (V_j)
define(<OUT>, <x9>)		dnl where its even outputs go
define(<ODD>, <x10>)		dnl and its odd ones
define(<K>, <x11>)		dnl a count
define(<I>, <x12>)		dnl the count of blocks
define(<X>, <x13>)		dnl ROMix's X, in T
define(<Y>, <x14>)		dnl the other block of T
define(<J>, <x15>)		dnl Integerify(X) mod N
define(<W>, <x16>)		dnl an address or a word
define(<WW>, <w16>)
define(<JW>, <w15>)

define(<A0>, <v0>)		dnl the rows of the block, diagonal order
define(<A1>, <v1>)
define(<A2>, <v2>)
define(<A3>, <v3>)
define(<S0>, <v4>)		dnl the rows before the rounds
define(<S1>, <v5>)
define(<S2>, <v6>)
define(<S3>, <v7>)
define(<L0>, <v16>)		dnl loads of the input and of V_j
define(<L1>, <v17>)
define(<L2>, <v18>)
define(<L3>, <v19>)
define(<TA>, <v20>)		dnl temporaries of a step
define(<TB>, <v21>)
define(<P0>, <v24>)		dnl tbl indices of the reordering
define(<P1>, <v25>)
define(<P2>, <v26>)
define(<P3>, <v27>)

dnl REORDER(src, dst, table, src_step, dst_step): the 2 R 64-byte
dnl blocks at SRC to DST, byte i of each taking the byte that TABLE's
dnl 64 indices name (TABLE a label); from one block to the next SRC
dnl moves on by SRC_STEP and DST by DST_STEP (#64, or a register).
dnl Clobbers K, W, IN and OUT.
define(<REORDER>, <
	adrp	W, $3
	add	W, W, :lo12:$3
	ld1	{P0.16b, P1.16b, P2.16b, P3.16b}, [W]
	mov	IN, $1
	mov	OUT, $2
	lsr	K, BLK, #6
2:
	ld1	{L0.16b, L1.16b, L2.16b, L3.16b}, [IN], $4
	tbl	A0.16b, {L0.16b, L1.16b, L2.16b, L3.16b}, P0.16b
	tbl	A1.16b, {L0.16b, L1.16b, L2.16b, L3.16b}, P1.16b
	tbl	A2.16b, {L0.16b, L1.16b, L2.16b, L3.16b}, P2.16b
	tbl	A3.16b, {L0.16b, L1.16b, L2.16b, L3.16b}, P3.16b
	st1	{A0.16b, A1.16b, A2.16b, A3.16b}, [OUT], $5
	subs	K, K, #1
	b.ne	2b>)

dnl DIAGONAL_TABLES: the labels .Lto_diagonal and .Lfrom_diagonal, the
dnl tbl indices of REORDER into diagonal order and back.
define(<DIAGONAL_TABLES>, <
	RODATA
	.p2align 4
.Lto_diagonal:
	C Place i of diagonal order holds word 5i mod 16
forloop(<i>, 0, 15, <
	.byte	_DIAGONAL_BYTES(eval((5 * i) % 16))>)
.Lfrom_diagonal:
	C Word i is at place 13i mod 16 of diagonal order (13 = 1/5 mod 16)
forloop(<i>, 0, 15, <
	.byte	_DIAGONAL_BYTES(eval((13 * i) % 16))>)>)
dnl _DIAGONAL_BYTES(word): the four byte indices of word WORD.
define(<_DIAGONAL_BYTES>, <eval(4 * $1), eval(4 * $1 + 1), eval(4 * $1 + 2), eval(4 * $1 + 3)>)
