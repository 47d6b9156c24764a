dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): sse2/blake2s-compress.asm, sse2/blake3-compress.asm.
dnl x86/blake2s-rows.m4 -- BLAKE2s's G by rows with SSE2, which is also
dnl BLAKE3's: one xmm register a row of four 32-bit words, the four G of
dnl a column or diagonal step side by side, rows a, c and d turned
dnl between the steps (row b stays), as x86_64/m4/blake2s-rows.m4.
dnl
dnl The including file names the registers VA, VB, VC, VD (the rows),
dnl X, Y (a step's message words), T, U (temporaries), the message's
dnl base register MSG_BASE and ROWS_WORD(r, step, half, lane), the
dnl message word each lane adds (B2_WORD for BLAKE2s).  SSE2 has no
dnl byte shuffle: a rotation by 16 is pshuflw and pshufhw, the others
dnl two shifts and an OR (ROTL, x86/stream4.m4).
INCLUDE_SRC(<x86/stream4.m4>)dnl

dnl ROWS_GATHER(r, step, half, reg): the four message words of a half
dnl step into REG: words 0 and 1, 2 and 3 interleaved (through T and
dnl U), then the pairs.
define(<ROWS_GATHER>, <
	movd	eval(4 * ROWS_WORD($1, $2, $3, 0))(MSG_BASE), $4
	movd	eval(4 * ROWS_WORD($1, $2, $3, 1))(MSG_BASE), T
	movd	eval(4 * ROWS_WORD($1, $2, $3, 2))(MSG_BASE), U
	punpckldq	T, $4
	movd	eval(4 * ROWS_WORD($1, $2, $3, 3))(MSG_BASE), T
	punpckldq	T, U
	punpcklqdq	U, $4>)dnl

dnl ROWS_RORD(n, x): rotate each word of X right by N.
define(<ROWS_RORD>, <ifelse($1, 16, <
	pshuflw	$<>0xb1, $2, $2
	pshufhw	$<>0xb1, $2, $2>, <
	ROTL($2, eval(32 - $1), T)>)>)dnl

dnl ROWS_HALF(m, r1, r2): half of the four G: a += b + m, d = (d ^ a)
dnl rotated by R1, c += d, b = (b ^ c) rotated by R2.
define(<ROWS_HALF>, <
	paddd	$1, VA
	paddd	VB, VA
	pxor	VA, VD
	ROWS_RORD($2, VD)
	paddd	VD, VC
	pxor	VC, VB
	ROWS_RORD($3, VB)>)dnl

dnl ROWS_ROUND(r): round R.
define(<ROWS_ROUND>, <
	C round $1
	ROWS_GATHER($1, 0, 0, X)
	ROWS_GATHER($1, 0, 1, Y)
	ROWS_HALF(X, 16, 12)
	ROWS_HALF(Y, 8, 7)
	pshufd	$<>0x93, VA, VA
	pshufd	$<>0x39, VC, VC
	pshufd	$<>0x4e, VD, VD
	ROWS_GATHER($1, 1, 0, X)
	ROWS_GATHER($1, 1, 1, Y)
	ROWS_HALF(X, 16, 12)
	ROWS_HALF(Y, 8, 7)
	pshufd	$<>0x39, VA, VA
	pshufd	$<>0x93, VC, VC
	pshufd	$<>0x4e, VD, VD>)dnl

dnl ROWS_IV(n): the first N (4 or 8) words of the IV (SHA-256's, RFC
dnl 7693 2.6 and the BLAKE3 specification, table 1) at (%esp), which
dnl the including file has aligned.
define(<ROWS_IV>, <
	movl	$<>0x6a09e667, (%esp)
	movl	$<>0xbb67ae85, 4(%esp)
	movl	$<>0x3c6ef372, 8(%esp)
	movl	$<>0xa54ff53a, 12(%esp)ifelse($1, 8, <
	movl	$<>0x510e527f, 16(%esp)
	movl	$<>0x9b05688c, 20(%esp)
	movl	$<>0x1f83d9ab, 24(%esp)
	movl	$<>0x5be0cd19, 28(%esp)>)>)dnl
