dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aegis128x4-init.asm -- AEGIS-128X4 with the ARMv8 AES instructions: the initialisation,
C whole 128-byte blocks absorbed on the state, the context row CTX
C XORed into blocks 3 and 7 of each instance before each update.
C
C Why: the ten updates of the initialisation in one call, not a call
C each with C code between them, which on short messages cost more
C than the updates.  Body: arm64/aegis.m4.

dnl void _symcrypt_aegis128x4_init(uint8_t *state, size_t blocks,
dnl                                const uint8_t *src, const uint8_t *ctx)

INCLUDE_SRC(<arm64/aegis.m4>)dnl

	.file "aegis128x4-init.asm"
	ARCH_AES

AEGIS_BLOCKS(_symcrypt_aegis128x4_init, 8, 4, init)
