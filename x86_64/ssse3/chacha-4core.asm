dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/chacha-4core.asm -- four ChaCha blocks side by side,
C SSSE3.
C
C Why: CPUs with SSSE3 but no AVX (Westmere-class servers, Atom-class
C cores), where OpenSSL's SSSE3 code beat the SSE2 core.  The body is
C x86_64/chacha-4core.asm's (CHACHA_COLS4_BODY, x86_64/m4/chacha-cols4.m4);
C pshufb rotates by 16 and by 8 in one operation each instead of two
C and four (with the copy): 16 operations per quarter round instead of
C 20.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): see
C src/stream/chacha-widths.c.

dnl void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-cols4.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-rot.m4>)dnl
CHACHA_COLS4_REGS
COLS4_SSSE3_ROTL

PROLOGUE(_symcrypt_chacha_4core)
CHACHA_COLS4_BODY
EPILOGUE(_symcrypt_chacha_4core)

CHACHA_COLS4_RODATA
ROWS_ROT_RODATA
