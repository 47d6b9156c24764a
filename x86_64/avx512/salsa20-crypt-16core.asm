dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/salsa20-crypt-16core.asm -- sixteen Salsa20 blocks
C XORed with the data, AVX-512.
C
C Why: the crypt loop of long messages, which runs the 16-block core
C from 9 blocks on (src/stream/salsa20-widths.c).  The rounds, counters and
C feed-forward of salsa20-16core.asm (see there: a 32-bit lane per
C block, x86_64/m4/salsa20-avx512.m4 SALSA16_BODY); at the end each block's 64
C bytes from the transpose are XORed with the data at the same place
C and stored to DST, instead of going to a buffer that memxor3 reads
C back.  The state is not written; the loop advances the counter.  DST
C may be SRC (each block is read before it is written).
C
C Needs AVX-512F.
C
C Measured (AMD EPYC Zen 4, family 25 model 17, 2026-11-22; rdtsc
C ticks, 1 tick = 1.42 cycles): per call, 20 rounds, p25 of 401, eight
C calls in a row, interleaved, three runs: the core 481-500, this crypt
C 490-503 (in place alike).  symcrypt_salsa20_crypt in the avx512 tier,
C medians of 3-4 runs interleaved with the build without it
C (doc/x86_64-stream.md, "The AVX-512 16-block Salsa20 crypt"):
C
C   bytes                          1024   8192   16384
C   16-block core + memxor3        0.54   0.51   0.52
C   fused (this)                   0.50   0.48   0.48
C
C 0.48 ticks = 0.68 cycles per byte at 16 KiB, 13 % over the issue
C bound of the rounds, transpose and stores (0.60).

dnl void _symcrypt_salsa20_crypt_16core(uint8_t *dst, const uint8_t *src,
dnl                                     const uint32_t *state,
dnl                                     unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-avx512.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the 16-block macros name it
define(<ROUNDS>, <%ecx>)

PROLOGUE(_symcrypt_salsa20_crypt_16core)
SALSA16_BODY(xor)
EPILOGUE(_symcrypt_salsa20_crypt_16core)

COUNTERS16_RODATA(1)
