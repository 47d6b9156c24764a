dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/salsa20-crypt1.asm -- one Salsa20 block XORed with up
C to 64 bytes of data, AVX2 (VEX encoding, vpblendd).
C
C Why: messages of one block.  x86_64/avx2/salsa20-core.asm's rounds,
C with the data XORed in registers and the keystream block stored for
C the next call (functions.def, salsa20_crypt1).
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row, 64 bytes; AMD EPYC Zen 4, family 25 model 17, 2026-11-22):
C 237 (the core alone 227-243; x86_64/avx512 227).  With set_nonce
C before it, symcrypt_salsa20_crypt of 64 bytes takes 214-224 ticks with
C the fused core and the word loads of the state (ROWS_LOAD1_WORDS),
C against 263 through the core, memxor3 and the loop.

dnl void _symcrypt_salsa20_crypt1(uint8_t *keystream,
dnl                             const uint32_t *state, unsigned rounds,
dnl                             size_t length, uint8_t *dst,
dnl                             const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/salsa20-crypt1.m4>)dnl
SALSA_CRYPT1_REGS

define(<VMOV>, <vmovdqa>)
define(<BLEND>, <vpblendd $<>$1, $2, $3, $4>)

PROLOGUE(_symcrypt_salsa20_crypt1)
	SALSA_ROWS_CRYPT1
EPILOGUE(_symcrypt_salsa20_crypt1)
