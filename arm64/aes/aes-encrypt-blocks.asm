dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aes-encrypt-blocks.asm -- AES encryption of whole blocks
C (ECB) with the ARMv8 AES instructions (AESE, AESMC; HWCAP_AES),
C eight blocks a turn.
C
C Why: the C twin is bitsliced, four blocks in 64-bit words; AESE and
C AESMC do a round of a block in two instructions, and eight
C independent blocks hide their latency.  The round keys stay in
C v17 .. v31 (arm64/aes.m4).

dnl void _symcrypt_aes_encrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                   size_t blocks, uint8_t *dst,
dnl                                   const uint8_t *src)

INCLUDE_SRC(<arm64/aes.m4>)dnl

	.file "aes-encrypt-blocks.asm"
	ARCH_AES

AES_ECB(_symcrypt_aes_encrypt_blocks, e)
