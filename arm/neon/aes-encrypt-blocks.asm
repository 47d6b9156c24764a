dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/aes-encrypt-blocks.asm -- AES encryption of blocks (ECB),
C eight at once bitsliced in NEON.

C void _symcrypt_aes_encrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   size_t blocks, uint8_t *dst,
C                                   const uint8_t *src)
C The C twin is in src/aes/aes-bitslice.c.  The rounds are those of
C arm/neon/aes-ctr32-blocks.asm (arm/aes-bitslice.m4).  A last turn of
C fewer than eight blocks goes in and out through a copy on the stack
C (the other places hold what the copy held before, encrypted and
C dropped).  Decryption is arm/neon/aes-decrypt-blocks.asm.

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice.m4>)

	AES_TABLES
AES_BLOCKS_FUNCTION(_symcrypt_aes_encrypt_blocks, <AES_ENTER>, <AES_ENCRYPT8>)
