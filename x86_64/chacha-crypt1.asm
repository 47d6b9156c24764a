dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/chacha-crypt1.asm -- one ChaCha block XORed with up to 64
C bytes of data, SSE2.
C
C Why: messages of one block.  x86_64/chacha-core.asm's rounds, with
C the data XORed in registers and the keystream block stored for the
C next call (functions.def, chacha_crypt1), instead of the block
C stored, read back by memxor3 and partly copied by the crypt loop.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row, 64 bytes; AMD EPYC Zen 4, family 25 model 17, 2026-11-22):
C 230 (the core alone 221; x86_64/avx2 224, x86_64/avx512 214).  With set_nonce
C before it, symcrypt_chacha_crypt of 64 bytes takes 201-217 ticks with
C the fused core and the word loads of the state (ROWS_LOAD1_WORDS),
C against 273 through the core, memxor3 and the loop.

dnl void _symcrypt_chacha_crypt1(uint8_t *keystream, const uint32_t *state,
dnl                            unsigned rounds, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/chacha-crypt1.m4>)dnl
CHACHA_CRYPT1_REGS

define(<ROWS_SSE>)

PROLOGUE(_symcrypt_chacha_crypt1)
	CHACHA_ROWS_CRYPT1
EPILOGUE(_symcrypt_chacha_crypt1)
