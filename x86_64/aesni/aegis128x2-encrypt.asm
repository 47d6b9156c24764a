dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/aegis128x2-encrypt.asm -- AEGIS-128X2 with AES-NI: encrypts whole 64-byte blocks
C on the state, its 2 instances one after the other.
C
C Why: for CPUs with AES-NI and no VAES (x86_64/vaes runs the
C instances side by side): each instance runs at the speed of
C AEGIS-128L with AES-NI, where the C twin runs the bitsliced round.
C Body: x86_64/m4/aegis-aesni.m4.
C
C Measured (TSC ticks per byte at 16 KiB, symcrypt-benchmark medians,
C SYMCRYPT_FAT_OVERRIDE=aes,pclmul,ssse3; Intel Xeon, family 6 model
C 167, shared, 2026-11-28): seal 0.19, open 0.22; the C twin about 17.

dnl void _symcrypt_aegis128x2_encrypt(uint8_t *state, size_t blocks,
dnl                                uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aegis-aesni.m4>)dnl

	.file "aegis128x2-encrypt.asm"

AEGIS_BLOCKS(_symcrypt_aegis128x2_encrypt, 8, 2, encrypt)
