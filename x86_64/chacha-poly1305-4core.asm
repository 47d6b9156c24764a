dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/chacha-poly1305-4core.asm -- four ChaCha20 blocks and sixteen
C Poly1305 blocks in one pass, SSE2: the stitched core of the
C ChaCha20-Poly1305 seal for CPUs without AVX2.
C
C Why: without AVX2, seal ran the 4-block ChaCha core (vector units)
C over the message and then the scalar Poly1305 loop (integer units,
C 14 cycles a block, a dependency chain) over the ciphertext; each
C left the other's units idle.  Here the MAC of the ciphertext of the
C chunk before runs inside the rounds of this chunk's keystream, two
C blocks per double round (POLY1305_BLOCK_64, x86_64/m4/poly1305.m4),
C so the out-of-order core runs both at once.  Counters, the XOR and
C the chunk before stay in C (src/aead/chacha-poly1305.c).
C
C Measured (rdtsc ticks per call, p25 of 401, eight calls in a row;
C AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 429 against 562
C for x86_64/chacha-4core.asm and then 16 blocks of
C x86_64/poly1305-blocks.asm (the 4-block core alone 429); SSSE3:
C x86_64/ssse3/chacha-poly1305-4core.asm.

dnl void _symcrypt_chacha_poly1305_4core(uint32_t *dst, const uint32_t *src,
dnl                                       struct symcrypt_poly1305_ctx *mac,
dnl                                       const uint8_t *data)

INCLUDE_SRC(<x86_64/m4/chacha-stitched.m4>)dnl
CHACHA_COLS4_REGS
CHACHA_POLY1305_REGS

COLS4_SSE2_ROTL

PROLOGUE(_symcrypt_chacha_poly1305_4core)
CHACHA_POLY1305_COLS4_BODY
EPILOGUE(_symcrypt_chacha_poly1305_4core)

CHACHA_COLS4_RODATA
