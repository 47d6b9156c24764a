dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/chacha-2core.asm -- two ChaCha blocks in four ymm rows,
C AVX2.
C
C Why: 65 to 128 bytes.  Each 128-bit lane of a ymm register holds a
C row of one of the two blocks, so two blocks cost the instructions
C and the dependency chain of chacha-core.asm's one.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 230, about
C one block (227); the C twin 568.

dnl void _symcrypt_chacha_2core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl rows 0..3, block k in lane k
define(<T>, <%ymm4>)
define(<M16>, <%ymm5>)	dnl vpshufb pattern: rotate words by 16
define(<M8>, <%ymm6>)	dnl and by 8
define(<D0>, <%ymm7>)	dnl row 3 of both blocks as they start
define(<T2>, <%ymm8>)

PROLOGUE(_symcrypt_chacha_2core)
	CHACHA_ROWS_YMM(1)
EPILOGUE(_symcrypt_chacha_2core)

CHACHA_ROWS_YMM_RODATA(1)
