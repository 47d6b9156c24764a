dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes_sha3/aegis128x2-decrypt.asm -- AEGIS-128X2 with the ARMv8
C AES instructions and the Armv8.2 EOR3 (HWCAP_SHA3 besides HWCAP_AES):
C decrypts whole blocks on the state, its 2 instances one after the
C other.
C
C Why: the loop of arm64/aes/aegis128x2-decrypt.asm (arm64/aegis.m4, the
C same source) with its three-way XORs as one EOR3 each: the message and
C the old blocks 0 and 4 added to the new ones and the keystream's sums,
C four instructions a 32-byte block of an instance fewer.  doc/aegis.md,
C "EOR3 on arm64".

dnl void _symcrypt_aegis128x2_decrypt(uint8_t *state, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

define(<AEGIS_EOR3>)
INCLUDE_SRC(<arm64/aegis.m4>)dnl

	.file "aegis128x2-decrypt.asm"
	ARCH_AES_SHA3

AEGIS_BLOCKS(_symcrypt_aegis128x2_decrypt, 8, 2, decrypt)
