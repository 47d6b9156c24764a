dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/aegis128l-encrypt.asm -- AEGIS-128L with AES-NI in 32-bit
C code: encrypts whole 32-byte blocks on the state, one AESENC per
C block of the state and update.
C
C Why: the draft's update is one AES round per state block, which is
C AESENC itself; the C twin runs the bitsliced round.  Blocks 0 .. 5 of
C the state stay in registers, 6 and 7 in an aligned frame
C (x86/aegis-aesni.m4).  Figures: doc/x86-32.md.

dnl void _symcrypt_aegis128l_encrypt(uint8_t *state, size_t blocks,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86/aegis-aesni.m4>)dnl

	.file "aegis128l-encrypt.asm"

AEGIS_BLOCKS(_symcrypt_aegis128l_encrypt, 8, 1, encrypt)
