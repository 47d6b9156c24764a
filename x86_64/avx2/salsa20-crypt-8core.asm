dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/salsa20-crypt-8core.asm -- eight Salsa20 blocks XORed
C with the data, AVX2.
C
C Why: the crypt loop of long messages.  The core of salsa20-8core.asm
C (see there: a 32-bit lane per block, the four quarter rounds step by
C step, two words in the frame) with its stores replaced by XOR with
C the data, as in chacha-crypt-8core.asm: each half of the words is
C transposed within the 128-bit halves, vperm2i128 joins a block's
C eight words, which are XORed with the data at the same place and
C stored to DST 32 bytes at a time, instead of going to a stack buffer
C that memxor3 reads back.  The state is not written; the loop
C advances the counter.  DST may be SRC (each 32 bytes are read before
C they are written).
C
C Needs AVX2.  Measured (rdtsc ticks per call, 20 rounds, p25 of 401,
C eight calls in a row; AMD EPYC Zen 4, family 25 model 17,
C 2026-11-23): 396 (doc/x86_64-stream.md, "Fused crypt" and "Salsa20:
C four quarter rounds together").

dnl void _symcrypt_salsa20_crypt_8core(uint8_t *dst, const uint8_t *src,
dnl                                    const uint32_t *state,
dnl                                    unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-avx2.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the STREAM8 macros name it
define(<ROUNDS>, <%ecx>)
SALSA8_REGS

PROLOGUE(_symcrypt_salsa20_crypt_8core)
SALSA8_BODY(xor)
EPILOGUE(_symcrypt_salsa20_crypt_8core)

SALSA8_RODATA
