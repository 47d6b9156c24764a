dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/chacha-crypt-8core.asm -- eight ChaCha blocks XORed with
C the data, AVX2.
C
C Why: the crypt loop of long messages.  The core of chacha-8core.asm
C (see there: a 32-bit lane per block, word 11 in the frame)
C with its stores replaced by XOR with the data: each half of the
C words is transposed within the 128-bit halves, vperm2i128 joins a
C block's eight words (32 bytes), which are XORed with the data at the
C same place and stored to DST, instead of going to a stack buffer
C that memxor3 reads back (8-13% of the time at 1-16 KiB).  The state
C is not written; the loop advances the counter.  DST may be SRC (each
C 32 bytes are read before they are written).
C
C Needs AVX2.
C
C Measured (AMD EPYC Zen 4, family 25 model 17, 2026-11-22; rdtsc
C cycles per byte of symcrypt_chacha_crypt limited to AVX2, medians of
C 5 batches, three runs interleaved with the build without it):
C
C   bytes                         512    1024   8192   16384
C   8-block core + memxor3       0.83   0.81   0.79   0.79-0.80
C   fused (this)                 0.78   0.76   0.74   0.74-0.75
C
C Instructions per 16 KiB call (callgrind): 52212, against 54246 for
C the core and memxor3.

dnl void _symcrypt_chacha_crypt_8core(uint8_t *dst, const uint8_t *src,
dnl                                   const uint32_t *state,
dnl                                   unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-avx2.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the STREAM8 macros name it
define(<ROUNDS>, <%ecx>)
CHACHA8_REGS

PROLOGUE(_symcrypt_chacha_crypt_8core)
CHACHA8_BODY(xor)
EPILOGUE(_symcrypt_chacha_crypt_8core)

CHACHA8_RODATA
