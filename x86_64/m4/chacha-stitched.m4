dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-poly1305-4core.asm, ssse3/chacha-poly1305-4core.asm.
dnl x86_64/m4/chacha-stitched.m4 -- ChaCha four blocks by columns with Poly1305 beside.
INCLUDE_SRC(<x86_64/m4/chacha-cols4.m4>)dnl
INCLUDE_SRC(<x86_64/m4/poly1305.m4>)dnl
dnl
dnl The stitched ChaCha20-Poly1305 core of x86_64/chacha-poly1305-4core.asm
dnl (SSE2) and x86_64/ssse3/chacha-poly1305-4core.asm: CHACHA_COLS4_BODY's
dnl four blocks (20 rounds) on the vector units, and POLY1305_BLOCK_64
dnl on the integer units for the 16 blocks at DATA, two in each of the
dnl first eight double rounds.  CHACHA_POLY1305_REGS, after
dnl CHACHA_COLS4_REGS, moves ROUNDS off %edx (mul writes %rdx) and names
dnl the MAC's registers: all fifteen general registers are taken, so r0
dnl and s1 are read from the context.
define(<CHACHA_POLY1305_REGS>, <define(<ROUNDS>, <%r9d>)dnl
define(<CTX>, <%r10>)dnl
define(<DATA>, <%r11>)dnl
define(<PADBIT>, <$<>1>)dnl
define(<R0>, <0(CTX)>)dnl
define(<S1>, <16(CTX)>)dnl
define(<FOLD>, <%rcx>)dnl
define(<H0>, <%rbx>)dnl
define(<H1>, <%rbp>)dnl
define(<H2>, <%r12>)dnl
define(<T0>, <%r13>)dnl
define(<T1>, <%r14>)dnl
define(<T2>, <%r15>)>)dnl
define(<CHACHA_POLY1305_COLS4_BODY>, <dnl
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	mov	%rdx, CTX
	mov	%rcx, DATA
	mov	$<>20, ROUNDS
	mov	24(CTX), H0
	mov	32(CTX), H1
	mov	40(CTX), H2
	xor	%ecx, %ecx		C FOLD = 0
COLS4_LOAD

	C Eight double rounds with two MAC blocks each, then two without
	ALIGN_FUNCTION
.Lstitched:
	COLS4_COLUMNS
POLY1305_BLOCK_64
	COLS4_DIAGONALS
	add	$<>16, DATA
POLY1305_BLOCK_64
	add	$<>16, DATA
	sub	$<>2, ROUNDS
	cmp	$<>4, ROUNDS
	ja	.Lstitched
.Lrounds:
	COLS4_COLUMNS
	COLS4_DIAGONALS
	sub	$<>2, ROUNDS
	ja	.Lrounds

	C The last fold; h back to the context
	add	FOLD, H0
	adc	$<>0, H1
	adc	$<>0, H2
	mov	H0, 24(CTX)
	mov	H1, 32(CTX)
	mov	H2, 40(CTX)
COLS4_FEED_STORE
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
	ret>)dnl
