dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/chacha-16core.asm -- sixteen ChaCha blocks side by side,
C AVX-512.
C
C Why: long messages.  As in x86_64/avx2/chacha-8core.asm, register
C Z(i) holds word i of the blocks, one per 32-bit lane, but a zmm
C register has sixteen lanes, vprold rotates by any count in one
C operation (a quarter round is 12 operations instead of 14) and
C thirty-two registers hold the state and both counter words with no
C stack traffic.  The four quarter rounds of a round are interleaved
C step by step.  At the end a 16x16 transpose (two unpack stages within
C 128-bit lanes, two vshufi32x4 stages across them) turns lanes into
C blocks.
C
C Measured (Zen 5, rdtsc ticks, 1 tick = 1.43 cycles; p25 of 301):
C 396 per call four in a row (442 alone), 0.39 per byte; the AVX2
C 8-block core 461 for half the blocks.  The bound is the chain of a
C quarter round: 20 rounds x 12 operations x 2 cycles = 480 cycles
C (335 ticks).  Long messages use chacha-32core; this core serves 3 to
C 16 blocks: symcrypt_chacha_crypt at 1 KiB 5900 MB/s, OpenSSL 3.0
C 5280 (1.12x, medians of 3 runs).
C The body is x86_64/m4/chacha-avx512.m4's CHACHA16_BODY, which the fused crypt
C chacha-crypt-16core.asm shares.

dnl void _symcrypt_chacha_16core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-avx512.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)

PROLOGUE(_symcrypt_chacha_16core)
CHACHA16_BODY
EPILOGUE(_symcrypt_chacha_16core)

COUNTERS16_RODATA(1)
