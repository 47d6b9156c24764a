dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/blake3-compress.asm -- BLAKE3's compression function on the
C rows of the state, NEON.

C void _symcrypt_blake3_compress(uint32_t *out, const uint32_t *cv,
C                                const uint8_t *block,
C                                const uint32_t *tail)
C src/functions.def has the contract.
C
C Why: the compressions of one chunk (an input of up to 1 KiB, and the
C chunk src/blake/blake3.c keeps back for the root) wait each for the one
C before, so they cannot share lanes; on rows, the four G of a step are
C one vector instruction each.  Row i of the state (words 4i..4i+3) is
C v(i); a diagonal step turns rows 1..3 by one, two and three words
C (ext) so that the diagonals become columns, and turns them back
C after.  tbl picks each step's four message words of the round's
C schedule from the block in v16-v19 with indices from the constants.

INCLUDE_SRC(<arm64/blake3.m4>)dnl
INCLUDE_SRC(<arm64/rows32.m4>)dnl
	ARCH_BASE

define(<OUT>, <x0>)
define(<CV>, <x1>)
define(<BLOCK>, <x2>)
define(<TAIL>, <x3>)
define(<CONST>, <x4>)	C walks the message indices, round after round

PROLOGUE(_symcrypt_blake3_compress)
	adrp	CONST, .Lconst
	add	CONST, CONST, :lo12:.Lconst
	ld1	{v16.4s, v17.4s, v18.4s, v19.4s}, [BLOCK]
	ld1	{ROW(0).4s, ROW(1).4s}, [CV]
	ldp	QREG(ROW(2)), QREG(ROT8), [CONST], #32	C the IV's first row
	ldr	QREG(ROW(3)), [TAIL]
forloop(<r>, 0, 6, <
	ROWS_ROUND(CONST)>)

	C OUT may be CV: read CV again before the store
	ld1	{v4.4s, v5.4s}, [CV]
	eor	ROW(0).16b, ROW(0).16b, ROW(2).16b
	eor	ROW(1).16b, ROW(1).16b, ROW(3).16b
	eor	ROW(2).16b, ROW(2).16b, v4.16b
	eor	ROW(3).16b, ROW(3).16b, v5.16b
	st1	{ROW(0).4s, ROW(1).4s, ROW(2).4s, ROW(3).4s}, [OUT]
	ret
EPILOGUE(_symcrypt_blake3_compress)

	RODATA
	.p2align 4
.Lconst:
	C the IV's first four words (SHA-256's, the specification, table 1)
	.word	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
	C ROT8
	ROT8_INDICES
	C each round's message indices
forloop(<r>, 0, 6, <ROWS_INDICES(<MSG_WORD>, r)
>)
