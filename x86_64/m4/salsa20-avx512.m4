dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx512/salsa20-16core.asm, avx512/salsa20-crypt-16core.asm.
dnl x86_64/m4/salsa20-avx512.m4 -- Salsa20, sixteen blocks in zmm registers.
INCLUDE_SRC(<x86_64/m4/stream-avx512.m4>)dnl
dnl
dnl The AVX-512 16-block Salsa20 core and fused crypt (salsa20-16core.asm
dnl and salsa20-crypt-16core.asm of x86_64/avx512): one body, see the
dnl header of salsa20-16core.asm.  Word i of the sixteen blocks in Z(i),
dnl the counter words as they start in SALSA16_CTR_LO and SALSA16_CTR_HI,
dnl a temporary per quarter round in SALSA16_T(0..3).  The file names
dnl DST, SRC (the state), ROUNDS and, for the crypt, DATA;
dnl SALSA16_BODY(xor) is the function between PROLOGUE and EPILOGUE (XOR
dnl as for TRANSPOSE16_STORE), with COUNTERS16_RODATA(1).
define(<SALSA16_CTR_LO>, <%zmm16>)dnl word 8 of the sixteen blocks
define(<SALSA16_CTR_HI>, <%zmm17>)dnl word 9
define(<SALSA16_T>, <Z(18 + $1)>)dnl temporary of quarter round $1
dnl SALSA16_QW(i, s, j): word J (0..3 for a..d) of quarter round I
dnl (0..3) of a column (S = 0) or row (S = 1) round.  Word a is 5i in
dnl both.
define(<SALSA16_QW>, <Z(ifelse($2, 0, <4 * (($1 + $3) % 4) + $1>,
	<4 * $1 + ($1 + $3) % 4>))>)dnl
dnl SALSA16_STEP(j, n, s): in the four quarter rounds of round S, word
dnl J ^= (word J - 1 + word J - 2) <<< N, indices mod 4 (b ^= (a + d)
dnl <<< 7 for J = 1).
define(<SALSA16_STEP>, <forloop(<i>, 0, 3, <
	vpaddd	SALSA16_QW(i, $3, ($1 + 2) % 4), SALSA16_QW(i, $3, ($1 + 3) % 4), SALSA16_T(i)>)
	forloop(<i>, 0, 3, <
	vprold	$<>$2, SALSA16_T(i), SALSA16_T(i)>)
	forloop(<i>, 0, 3, <
	vpxord	SALSA16_T(i), SALSA16_QW(i, $3, $1), SALSA16_QW(i, $3, $1)>)>)dnl
dnl SALSA16_ROUND(s): the four quarter rounds of a column or row round.
define(<SALSA16_ROUND>, <
	SALSA16_STEP(1, 7, $1)
	SALSA16_STEP(2, 9, $1)
	SALSA16_STEP(3, 13, $1)
	SALSA16_STEP(0, 18, $1)>)dnl
define(<SALSA16_BODY>, <
	COUNTERS16(8, SALSA16_CTR_LO, SALSA16_CTR_HI, .Lblock)
	vmovdqa64 SALSA16_CTR_LO, Z(8)
	vmovdqa64 SALSA16_CTR_HI, Z(9)
	LOAD16(0, 8)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	SALSA16_ROUND(0)			C columns
	SALSA16_ROUND(1)			C rows
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	FEED16(0, 8, SALSA16_CTR_LO, SALSA16_CTR_HI)
	TRANSPOSE16_STORE(<$1>)
	CLEAR_HIGH(16, 31)		C keystream words
	vzeroupper
	ret>)dnl
