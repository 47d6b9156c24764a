dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/chacha-crypt-16core.asm -- sixteen ChaCha blocks XORed
C with the data, AVX-512.
C
C Why: the crypt loop of 1-1.5 KiB messages, which runs the 16-block
C core for 9 to 24 blocks (src/stream/chacha-widths.c).  The rounds, counters
C and feed-forward of chacha-16core.asm (x86_64/m4/chacha-avx512.m4
C CHACHA16_BODY); at the end each block's 64 bytes from the transpose
C are XORed with the data at the same place and stored to DST, instead
C of going to a buffer that memxor3 reads back.  The state is not
C written; the loop advances the counter.  DST may be SRC (each block
C is read before it is written).
C
C Needs AVX-512F.
C
C Measured (AMD EPYC Zen 4, family 25 model 17, 2026-11-22; rdtsc
C ticks): per call, 20 rounds, p25 of 401, eight calls in a row,
C interleaved: the core 487, this crypt 503 (in place alike).
C symcrypt_chacha_crypt in the avx512 tier, medians of 3 runs
C interleaved with the build without it (doc/x86_64-stream.md, "The
C AVX-512 16-block ChaCha crypt"), ticks per byte:
C
C   bytes                          1024   1420
C   16-block core + memxor3        0.54   0.65
C   fused (this)                   0.51   0.63

dnl void _symcrypt_chacha_crypt_16core(uint8_t *dst, const uint8_t *src,
dnl                                    const uint32_t *state,
dnl                                    unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-avx512.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the 16-block macros name it
define(<ROUNDS>, <%ecx>)

PROLOGUE(_symcrypt_chacha_crypt_16core)
CHACHA16_BODY(xor)
EPILOGUE(_symcrypt_chacha_crypt_16core)

COUNTERS16_RODATA(1)
