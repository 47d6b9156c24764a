dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/salsa20-16core.asm -- sixteen Salsa20 blocks side by
C side, AVX-512.
C
C Why: long messages.  As in x86_64/avx2/salsa20-8core.asm, register
C Z(i) holds word i of the blocks, one per 32-bit lane, so the column
C and row rounds need no shuffles; here sixteen lanes, a step
C b ^= (a + d) <<< n is three operations (vpaddd, vprold, vpxord)
C instead of five, and thirty-two registers hold the state, both
C counter words and a temporary per quarter round with no stack
C traffic.  The four quarter rounds of a round are interleaved step by
C step.  The feed-forward and the 16x16 transpose are chacha-16core's.
C The body is x86_64/m4/salsa20-avx512.m4's SALSA16_BODY, which the fused crypt
C salsa20-crypt-16core.asm shares.
C
C Measured (Zen 5, rdtsc ticks, p25 of 301): 403 per call four in a
C row (442 alone), 0.39 per byte; the AVX2 8-block core 637 for half
C the blocks.  Like chacha-16core it is bound by the 12-operation
C chain of a quarter round.  symcrypt_salsa20_crypt at 16 KiB: 6005
C MB/s, libsodium 1.0.18 2464 (2.44x; medians of 3 runs).
C AMD EPYC Zen 4 (family 25 model 17, 2026-11-22): 481-500 ticks per
C call eight in a row, 21.5 ticks (30.5 cycles) a round against an
C issue bound of 26.4 (doc/x86_64-stream.md).

dnl void _symcrypt_salsa20_16core(uint32_t *dst, const uint32_t *src,
dnl                               unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-avx512.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)

PROLOGUE(_symcrypt_salsa20_16core)
SALSA16_BODY
EPILOGUE(_symcrypt_salsa20_16core)

COUNTERS16_RODATA(1)
