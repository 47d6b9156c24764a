dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/chacha-core.asm -- one ChaCha block in four xmm rows,
C AVX2 (VEX encoding, vpshufb).
C
C Why: messages of one block (up to 64 bytes, and the HChaCha20 of
C XChaCha20).  A block is a single dependency chain; on Zen 4 vector
C adds, XORs, shifts and vpshufd take one cycle and vpshufb two, so a
C row-wise round (each rotate two cycles: one vpshufb, or a shift pair
C and an or) beats the C code's four scalar chains, with a quarter of
C its instructions.  (On Zen 5, whose simple vector operations took two
C cycles, the C code won.)
C Needs only SSSE3 and AVX; it lives here as the first folder with
C both.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 227, and
C 204-217 with the row turns off the chain and the state loaded a word
C at a time (CHACHA_ROWS_TURN in x86_64/m4/chacha-rows.m4, ROWS_LOAD1_WORDS in x86_64/m4/stream-rows.m4); the C
C code 263, x86_64/avx512 214, then 195-208.

dnl void _symcrypt_chacha_core(uint32_t *dst, const uint32_t *src,
dnl                            unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block
define(<T>, <%xmm4>)
define(<M16>, <%xmm5>)	dnl vpshufb pattern: rotate words by 16
define(<M8>, <%xmm6>)	dnl and by 8

PROLOGUE(_symcrypt_chacha_core)
	CHACHA_ROWS_CORE1
EPILOGUE(_symcrypt_chacha_core)

CHACHA_ROWS_CORE1_RODATA
