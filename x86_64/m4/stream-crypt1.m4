dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-crypt1.asm, salsa20-crypt1.asm, avx2/chacha-crypt1.asm, avx2/salsa20-crypt1.asm, avx512/chacha-crypt1.asm, avx512/salsa20-crypt1.asm, ssse3/chacha-crypt1.asm.
dnl x86_64/m4/stream-crypt1.m4 -- the fused one-block crypt by rows: the XOR of the key stream.
dnl ROWS_CRYPT1_PIECE(r): OUT = IN ^ row R over the 16 bytes at 16 R.
define(<ROWS_CRYPT1_PIECE>, <ifdef(<ROWS_SSE>, <
	movdqu	eval(16 * $1)(IN), T
	pxor	ROW($1), T
	movdqu	T, eval(16 * $1)(OUT)>, <
	vpxor	eval(16 * $1)(IN), ROW($1), T
	vmovdqu	T, eval(16 * $1)(OUT)>)>)dnl
dnl ROWS_CRYPT1_WORD(size, reg, label): OUT = IN ^ KS over SIZE bytes at
dnl OFF, then OFF += SIZE, if LENGTH has the bit SIZE; else on to LABEL.
define(<ROWS_CRYPT1_WORD>, <
	test	$<>$1, LENGTH
	jz	$3
	mov	(KS, OFF), $2
	xor	(IN, OFF), $2
	mov	$2, (OUT, OFF)
	add	$<>$1, OFF
$3:>)dnl
dnl ROWS_CRYPT1_XOR: the keystream block of rows 0..3 to KS (the caller
dnl keeps the bytes past LENGTH for its next call), and OUT = IN ^ its
dnl first LENGTH bytes, 64 at most (OUT may be IN): whole 16-byte
dnl pieces from the rows, the last 1 to 15 bytes in words of 8, 4, 2
dnl and 1 bytes read back from KS, each inside one of the 16-byte stores
dnl (on Zen 4 such a load is forwarded from the store).  LENGTH is
dnl public: the branches depend on it alone.
define(<ROWS_CRYPT1_XOR>, <
	C The keystream block to KS
	forloop(<rw>, 0, 3, <
	ifdef(<ROWS_SSE>, <movdqu>, <vmovdqu>)	ROW(rw), eval(16 * rw)(KS)>)
	cmp	$<>64, LENGTH
	jb	.Lpart
	C A whole block
	forloop(<rw>, 0, 3, <ROWS_CRYPT1_PIECE(rw)>)
	ret
.Lpart:
	C The 16-byte pieces LENGTH covers, then the rest
	forloop(<rw>, 0, 2, <
	cmp	$<>eval(16 * rw + 16), LENGTH
	jb	.Lrest<>ROWS_CRYPT1_PIECE(rw)>)
.Lrest:
	mov	LENGTH, OFF
	and	$<>-16, OFF
	ROWS_CRYPT1_WORD(8, W, .Lbelow8)
	ROWS_CRYPT1_WORD(4, W32, .Lbelow4)
	ROWS_CRYPT1_WORD(2, W16, .Lbelow2)
	ROWS_CRYPT1_WORD(1, W8, .Ldone)
	ret>)dnl
define(<SALSA_CRYPT1_ROW>, <%xmm<>eval($1)>)dnl
