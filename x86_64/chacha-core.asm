dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/chacha-core.asm -- one ChaCha block in four xmm rows,
C SSE2.
C
C Why: x86_64/avx2/chacha-core.asm for every x86_64 CPU: a row-wise
C round (x86_64/m4/chacha-rows.m4, CHACHA_ROWS_*) in the legacy encoding, the
C rotate by 16 two word shuffles, the others two shifts and an or.  On
C Zen 4 (one-cycle vector adds, XORs and shuffles) it beats the scalar
C chains of the C code; on Zen 5 it has not been timed (an earlier SSE2
C single block lost to the C there, doc/x86_64-stream.md).
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 208-214 (the
C row turns off the chain, CHACHA_ROWS_TURN in x86_64/m4/chacha-rows.m4,
C and the state loaded a word at a time, ROWS_LOAD1_WORDS in
C x86_64/m4/stream-rows.m4); the C code 263, x86_64/avx2/chacha-core.asm 211-217.

dnl void _symcrypt_chacha_core(uint32_t *dst, const uint32_t *src,
dnl                            unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block
define(<T>, <%xmm4>)

define(<ROWS_SSE>)

PROLOGUE(_symcrypt_chacha_core)
	ROWS_LOAD1_WORDS(%xmm4, %xmm5, %xmm6, 1)
	CHACHA_ROWS_ROUNDS(1)
	C Feed-forward (all of SRC read before DST is written: DST may be SRC)
	forloop(<r>, 0, 3, <
	movdqu	eval(16 * r)(SRC), T
	paddd	T, ROW(r)>)
	forloop(<r>, 0, 3, <
	movdqu	ROW(r), eval(16 * r)(DST)>)
	ret
EPILOGUE(_symcrypt_chacha_core)
