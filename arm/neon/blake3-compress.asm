dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/blake3-compress.asm -- BLAKE3's compression function on the
C rows of the state, NEON.

C void _symcrypt_blake3_compress(uint32_t *out, const uint32_t *cv,
C                                const uint8_t *block,
C                                const uint32_t *tail)
C src/functions.def has the contract.
C
C Why: the compressions of one chunk (an input of up to 1 KiB, and the
C chunk src/blake/blake3.c keeps back for the root) wait each for the one
C before, so they cannot share lanes; on rows, the four G of a step are
C one vector instruction each (arm/rows32.m4 has the rounds).

INCLUDE_SRC(<arm/blake3.m4>)dnl
INCLUDE_SRC(<arm/rows32.m4>)dnl
	ARCH_NEON

define(<OUT>, <r0>)
define(<CV>, <r1>)
define(<BLOCK>, <r2>)
define(<TAIL>, <r3>)
define(<CONST>, <r12>)	C the IV's row, then each round's vtbl indices

	.text
	.p2align 3
C The constants before the code, so that adrl reaches them.
.Lconst:
	C the IV's first four words (SHA-256's, the specification, table 1)
	.word	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
forloop(<r>, 0, 6, <ROWS_INDICES(<MSG_WORD>, r)
>)

PROLOGUE(_symcrypt_blake3_compress)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	adrl	CONST, .Lconst
	vld1.8		{d16-d19}, [BLOCK]!
	vld1.8		{d20-d23}, [BLOCK]
	vld1.32		{ROW(0), ROW(1)}, [CV]
	vld1.32		{ROW(2)}, [CONST]!
	vld1.32		{ROW(3)}, [TAIL]
forloop(<r>, 0, 6, <
	ROWS_ROUND(CONST, <MSG_WORD>, r)>)

	C OUT may be CV: read CV again before the store
	vld1.32		{q8, q9}, [CV]
	veor		ROW(0), ROW(0), ROW(2)
	veor		ROW(1), ROW(1), ROW(3)
	veor		ROW(2), ROW(2), q8
	veor		ROW(3), ROW(3), q9
	vst1.32		{ROW(0), ROW(1)}, [OUT]!
	vst1.32		{ROW(2), ROW(3)}, [OUT]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	bx	lr
EPILOGUE(_symcrypt_blake3_compress)
