dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/aegis128x4-decrypt.asm -- AEGIS-128X4 with AES-NI in
C 32-bit code: decrypts whole 128-byte blocks on the state, its four
C instances one after the other.
C
C Why: each instance runs as AEGIS-128L does, one AESENC per block of
C the state and update, where the C twin runs the bitsliced round.
C Body: x86/aegis-aesni.m4.

dnl void _symcrypt_aegis128x4_decrypt(uint8_t *state, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86/aegis-aesni.m4>)dnl

	.file "aegis128x4-decrypt.asm"

AEGIS_BLOCKS(_symcrypt_aegis128x4_decrypt, 8, 4, decrypt)
