dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes_sha3/aegis128x4-init.asm -- AEGIS-128X4 with the ARMv8 AES
C instructions and the Armv8.2 EOR3 (HWCAP_SHA3 besides HWCAP_AES): the
C initialisation, whole blocks absorbed on the state with the context
C row XORed into blocks 3 and 7 of each instance before each update, its
C 4 instances one after the other.
C
C Why: the loop of arm64/aes/aegis128x4-init.asm (arm64/aegis.m4, the
C same source) with its three-way XORs as one EOR3 each: the message and
C the old blocks 0 and 4 added to the new ones, two instructions a
C 32-byte block of an instance fewer.  doc/aegis.md, "EOR3 on arm64".

dnl void _symcrypt_aegis128x4_init(uint8_t *state, size_t blocks,
dnl                                const uint8_t *src, const uint8_t *ctx)

define(<AEGIS_EOR3>)
INCLUDE_SRC(<arm64/aegis.m4>)dnl

	.file "aegis128x4-init.asm"
	ARCH_AES_SHA3

AEGIS_BLOCKS(_symcrypt_aegis128x4_init, 8, 4, init)
