dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/chacha-2core.asm -- two ChaCha blocks in two groups of
C four xmm rows, SSE2.
C
C Why: 65 to 128 bytes on CPUs without AVX.  As chacha-core.asm, one
C block per group of rows; the two groups' rounds are interleaved, two
C independent chains for the out-of-order core.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 263; the C
C twin 572, one block 227.

dnl void _symcrypt_chacha_2core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl row r of block g: ROW(4g + r)
define(<T>, <%xmm8>)
define(<D1>, <%xmm11>)	dnl row 3 of block 1 as it starts

define(<ROWS_SSE>)

PROLOGUE(_symcrypt_chacha_2core)
	C Block 1 is block 0 with its 64-bit counter (the low qword of
	C row 3) plus one.
	forloop(<r>, 0, 3, <
	movdqu	eval(16 * r)(SRC), ROW(r)
	movdqa	ROW(r), ROW(4 + r)>)
	paddq	.Lone(%rip), ROW(7)
	movdqa	ROW(7), D1
	CHACHA_ROWS_ROUNDS(2)
	C Feed-forward (all of SRC read before DST is written)
	forloop(<r>, 0, 2, <
	movdqu	eval(16 * r)(SRC), T
	paddd	T, ROW(r)
	paddd	T, ROW(4 + r)>)
	movdqu	48(SRC), T
	paddd	T, ROW(3)
	paddd	D1, ROW(7)
	forloop(<r>, 0, 7, <
	movdqu	ROW(r), eval(16 * r)(DST)>)
	ret
EPILOGUE(_symcrypt_chacha_2core)

RODATA
	.p2align 4
C Added to row 3 of block 1: one in the counter qword.
.Lone:
	.quad 1, 0
