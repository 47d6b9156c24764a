dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes-encrypt-blocks.asm -- AES encryption of blocks (ECB), eight
C at once bitsliced in NEON, for AArch64 CPUs without the AES
C instructions.

C void _symcrypt_aes_encrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   size_t blocks, uint8_t *dst,
C                                   const uint8_t *src)
C The C twin is in src/aes/aes-bitslice.c.  The rounds are those of
C arm64/aes-ctr32-blocks.asm (arm64/aes-bitslice.m4).  A last turn of
C fewer than eight blocks goes in and out through the buffer on the
C stack (the other places hold what the buffer held before, encrypted
C and dropped).

INCLUDE_SRC(<arm64/aes-bitslice.m4>)dnl

	.file "aes-encrypt-blocks.asm"
	ARCH_BASE

	AES_TABLES
AES_BLOCKS_FUNCTION(_symcrypt_aes_encrypt_blocks, <AES_ENTER>, <AES_ENCRYPT8>)
