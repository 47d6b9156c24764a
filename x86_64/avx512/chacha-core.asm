dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/chacha-core.asm -- one ChaCha block in four xmm rows,
C AVX-512 (VL: vprold on xmm).
C
C Why: as x86_64/avx2/chacha-core.asm, with AVX-512's vprold and
C vpternlogd for a shorter chain.
C Each step's rotate is split (x86_64/m4/chacha-rows.m4, ROWS_TERNLOG): the
C row that is XORed and rotated is rotated first, off the chain, and
C the two shifts of the other row are XORed into it with one vpternlogd,
C so that a step's chain is an add, a shift and a vpternlogd (three
C cycles on Zen 4) rather than an add, a vpxord and a vprold (four).
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 214, and
C 195-208 with the row turns off the chain and the state loaded a word
C at a time (CHACHA_ROWS_TURN in x86_64/m4/chacha-rows.m4, ROWS_LOAD1_WORDS in x86_64/m4/stream-rows.m4); the C
C code 263, x86_64/avx2 227, then 204-217; 178-185 with the split
C rotates.

dnl void _symcrypt_chacha_core(uint32_t *dst, const uint32_t *src,
dnl                            unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block
define(<TL>, <%xmm4>)	dnl temporaries of the rounds (ROWS_TERNLOG)
define(<TR>, <%xmm5>)
define(<ROWS_VPROLD>)
define(<ROWS_TERNLOG>)

PROLOGUE(_symcrypt_chacha_core)
	CHACHA_ROWS_CORE1
EPILOGUE(_symcrypt_chacha_core)
