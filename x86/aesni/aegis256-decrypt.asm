dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/aegis256-decrypt.asm -- AEGIS-256 with AES-NI in 32-bit
C code: decrypts whole 16-byte blocks on the state, one AESENC per
C block of the state and update.
C
C Why: the draft's update is one AES round per state block, which is
C AESENC itself; the C twin runs the bitsliced round.  The six blocks
C of the state stay in registers for the whole call
C (x86/aegis-aesni.m4).  Figures: doc/x86-32.md.

dnl void _symcrypt_aegis256_decrypt(uint8_t *state, size_t blocks,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86/aegis-aesni.m4>)dnl

	.file "aegis256-decrypt.asm"

AEGIS_BLOCKS(_symcrypt_aegis256_decrypt, 6, 1, decrypt)
