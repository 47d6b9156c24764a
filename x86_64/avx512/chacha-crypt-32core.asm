dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/chacha-crypt-32core.asm -- thirty-two ChaCha blocks
C XORed with the data, AVX-512.
C
C Why: the crypt loop of long messages, which runs the 32-block core
C from 25 blocks on (src/stream/chacha-widths.c).  The rounds, counters and
C feed-forward of chacha-32core.asm (see there: two groups of sixteen
C blocks, a 32-bit lane per block); at the end, each block's 64 bytes
C from the transpose are XORed with the data at the same place and
C stored to DST, instead of going to a buffer that memxor3 reads back.
C The state is not written; the loop advances the counter.  DST may be
C SRC (each block is read before it is written).
C
C Needs AVX-512F.
C
C Measured (AMD EPYC Zen 4, family 25 model 17, 2026-11-22; rdtsc
C cycles per byte of symcrypt_chacha_crypt in the avx512 tier, medians
C of 5 batches, three runs interleaved with the build without it;
C doc/x86_64-stream.md, "Fused crypt"):
C
C   bytes                          8192   16384
C   32-block core + memxor3        0.46   0.46-0.47
C   fused (this)                   0.43   0.43

dnl void _symcrypt_chacha_crypt_32core(uint8_t *dst, const uint8_t *src,
dnl                                    const uint32_t *state,
dnl                                    unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-avx512.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the 16-block macros name it
define(<ROUNDS>, <%ecx>)

PROLOGUE(_symcrypt_chacha_crypt_32core)
CHACHA32_BODY(xor)
EPILOGUE(_symcrypt_chacha_crypt_32core)

COUNTERS16_RODATA(2)
