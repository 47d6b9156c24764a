dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/chacha-4core.asm -- four ChaCha blocks in two groups of
C four ymm rows, AVX2.
C
C Why: 129 to 256 bytes.  As chacha-2core.asm, two blocks per group
C (one per 128-bit lane); the two groups' rounds are interleaved, two
C independent chains for the out-of-order core.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 276; two 2-block
C calls 460, the SSE2 4-block core 429.

dnl void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<T>, <%ymm8>)
define(<M16>, <%ymm9>)	dnl vpshufb pattern: rotate words by 16
define(<M8>, <%ymm10>)	dnl and by 8
define(<D0>, <%ymm11>)	dnl row 3 of group 0 as it starts
define(<D1>, <%ymm12>)	dnl and of group 1
define(<T2>, <%ymm13>)

PROLOGUE(_symcrypt_chacha_4core)
	CHACHA_ROWS_YMM(2)
EPILOGUE(_symcrypt_chacha_4core)

CHACHA_ROWS_YMM_RODATA(2)
