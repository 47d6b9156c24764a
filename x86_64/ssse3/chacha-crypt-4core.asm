dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/chacha-crypt-4core.asm -- four ChaCha blocks XORed with
C the data, SSSE3.
C
C Why: the crypt loop of messages of 4 blocks and more on CPUs with
C SSSE3 but no AVX2 (Westmere-class servers, Atom-class cores).  The
C body is x86_64/ssse3/chacha-4core.asm's (CHACHA_COLS4_BODY,
C x86_64/m4/chacha-cols4.m4, with pshufb rotates by 16 and 8) with each
C block's 16-byte row, out of the transpose, XORed with the data at the
C same place and stored to DST (COLS4_XOR_PUT) instead of going to a
C stack buffer that memxor3 reads back.  The state is not written; the
C loop advances the counter.  DST may be SRC.
C
C Needs SSSE3.  Measured: see doc/x86_64-stream.md, "Fused crypt".

dnl void _symcrypt_chacha_crypt_4core(uint8_t *dst, const uint8_t *src,
dnl                                   const uint32_t *state,
dnl                                   unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-cols4.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-rot.m4>)dnl
CHACHA_COLS4_REGS
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the COLS4 macros name it
define(<ROUNDS>, <%ecx>)
define(<COLS4_PUT>, defn(<COLS4_XOR_PUT>))
COLS4_SSSE3_ROTL

PROLOGUE(_symcrypt_chacha_crypt_4core)
CHACHA_COLS4_BODY
EPILOGUE(_symcrypt_chacha_crypt_4core)

CHACHA_COLS4_RODATA
ROWS_ROT_RODATA
