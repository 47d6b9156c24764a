dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/chacha-4core.asm -- four ChaCha blocks side by side, SSE2.
C
C Why: one block leaves most execution units idle (its rounds are a
C single dependency chain).  Here register Xi holds word i of four
C blocks, one per lane, so every instruction does four blocks' work
C and the four quarter rounds of a round are independent streams for
C the out-of-order core.  Sixteen words and two rotate temporaries
C need eighteen registers: the quarter rounds run in pairs, and two of
C the four "c" words (8 to 11) live in the red zone at any time,
C swapped between the pairs out of the chains (CHACHA_COLS4_BODY,
C x86_64/m4/chacha-cols4.m4).  At the end a 4x4 transpose per row of words
C turns lanes back into blocks.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): see
C src/stream/chacha-widths.c.

dnl void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-cols4.m4>)dnl
CHACHA_COLS4_REGS

COLS4_SSE2_ROTL

PROLOGUE(_symcrypt_chacha_4core)
CHACHA_COLS4_BODY
EPILOGUE(_symcrypt_chacha_4core)

CHACHA_COLS4_RODATA
