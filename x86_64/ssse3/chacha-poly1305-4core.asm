dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/chacha-poly1305-4core.asm -- four ChaCha20 blocks and
C sixteen Poly1305 blocks in one pass, SSSE3.
C
C Why: x86_64/chacha-poly1305-4core.asm (the stitched core of the
C ChaCha20-Poly1305 seal without AVX2) with pshufb for the rotates by
C 16 and 8, as x86_64/ssse3/chacha-4core.asm.
C
C Measured (rdtsc ticks per call, p25 of 401, eight calls in a row;
C AMD EPYC Zen 4, family 25 model 17, 2026-11-22):
C
C   this (stitched)                                 393
C   x86_64/ssse3 chacha_4core, then 16 blocks of
C   x86_64 poly1305_blocks                          526
C   x86_64/ssse3 chacha_4core alone                 390
C   x86_64 poly1305_blocks, 16 blocks alone         162
C
C so the MAC runs entirely in the shadow of the rounds.

dnl void _symcrypt_chacha_poly1305_4core(uint32_t *dst, const uint32_t *src,
dnl                                       struct symcrypt_poly1305_ctx *mac,
dnl                                       const uint8_t *data)

INCLUDE_SRC(<x86_64/m4/chacha-stitched.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-rot.m4>)dnl
CHACHA_COLS4_REGS
CHACHA_POLY1305_REGS
C ROTL16(x, t), ROTL8(x, t): rotate each word of X left by 16 and by
C 8, one byte shuffle each (T unused).
COLS4_SSSE3_ROTL

PROLOGUE(_symcrypt_chacha_poly1305_4core)
CHACHA_POLY1305_COLS4_BODY
EPILOGUE(_symcrypt_chacha_poly1305_4core)

CHACHA_COLS4_RODATA
ROWS_ROT_RODATA
