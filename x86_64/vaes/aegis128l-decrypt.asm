dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/aegis128l-decrypt.asm -- AEGIS-128L with VAES and AVX2: decrypts whole 32-byte blocks; why and figures: x86_64/m4/aegis-xmm.m4.

dnl void _symcrypt_aegis128l_decrypt(uint8_t *state, size_t blocks,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aegis-xmm.m4>)dnl

	.file "aegis128l-decrypt.asm"

AEGIS_BLOCKS(_symcrypt_aegis128l_decrypt, 8, 1, decrypt, vex)
