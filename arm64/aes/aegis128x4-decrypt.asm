dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aegis128x4-decrypt.asm -- AEGIS-128X4 with the ARMv8 AES instructions
C (HWCAP_AES): decrypts whole 128-byte blocks on the state, its 4
C instances one after the other.
C
C Why: each instance runs at the speed of AEGIS-128L with AESE and
C AESMC, where the C twin runs the bitsliced round; NEON has no wider
C AES.  Body: arm64/aegis.m4.

dnl void _symcrypt_aegis128x4_decrypt(uint8_t *state, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<arm64/aegis.m4>)dnl

	.file "aegis128x4-decrypt.asm"
	ARCH_AES

AEGIS_BLOCKS(_symcrypt_aegis128x4_decrypt, 8, 4, decrypt)
