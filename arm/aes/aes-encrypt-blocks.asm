dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-encrypt-blocks.asm -- AES encryption of whole blocks
C (ECB) with the ARMv8 crypto extension in AArch32 (AESE, AESMC;
C HWCAP2_AES), four blocks a turn.

C void _symcrypt_aes_encrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   size_t blocks, uint8_t *dst,
C                                   const uint8_t *src)
C Why: the C twin is bitsliced, four blocks in 64-bit words, and the
C NEON one (arm/neon/) eight blocks in q registers, some 150
C instructions a block; AESE and AESMC do a round of a block in two,
C and four independent blocks hide their latency (arm/aes.m4).

	ARCH_CRYPTO
INCLUDE_SRC(<arm/aes.m4>)

AES_ECB(_symcrypt_aes_encrypt_blocks, e)
