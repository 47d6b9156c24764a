dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/aes-encrypt-blocks.asm -- AES encryption of blocks one after
C another with AES-NI in 32-bit code, six a turn.
C
C Why: the C twin is bitsliced, four blocks in 32-bit words under -m32;
C AESENC does a round of a block in one instruction, and six
C independent blocks keep its pipeline busy with eight xmm registers.
C Figures: doc/x86-32.md.

dnl void _symcrypt_aes_encrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                   size_t blocks, uint8_t *dst,
dnl                                   const uint8_t *src)

INCLUDE_SRC(<x86/aes-ni.m4>)dnl

	.file "aes-encrypt-blocks.asm"

AES_BLOCKS(_symcrypt_aes_encrypt_blocks, enc)
