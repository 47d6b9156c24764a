dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/chacha-crypt-4core.asm -- four ChaCha blocks XORed with the
C data, SSE2.
C
C Why: the crypt loop of messages of 4 blocks and more on CPUs without
C SSSE3 or AVX2.  The body is x86_64/chacha-4core.asm's
C (CHACHA_COLS4_BODY, x86_64/m4/chacha-cols4.m4) with each block's 16-byte
C row, out of the transpose, XORed with the data at the same place and
C stored to DST (COLS4_XOR_PUT) instead of going to a stack buffer that
C memxor3 reads back.  The state is not written; the loop advances the
C counter.  DST may be SRC (each 16 bytes are read before they are
C written).
C
C Needs SSE2 only.  Measured: see doc/x86_64-stream.md, "Fused crypt".

dnl void _symcrypt_chacha_crypt_4core(uint8_t *dst, const uint8_t *src,
dnl                                   const uint32_t *state,
dnl                                   unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-cols4.m4>)dnl
CHACHA_COLS4_REGS
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the COLS4 macros name it
define(<ROUNDS>, <%ecx>)
define(<COLS4_PUT>, defn(<COLS4_XOR_PUT>))
COLS4_SSE2_ROTL

PROLOGUE(_symcrypt_chacha_crypt_4core)
CHACHA_COLS4_BODY
EPILOGUE(_symcrypt_chacha_crypt_4core)

CHACHA_COLS4_RODATA
