dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/aes-encrypt-blocks.asm -- AES encryption of independent blocks
C with 512-bit VAES, sixteen a turn.
C
C Why: ECB and the one-block uses (GCM's hash key) need no chaining, so
C four registers of four blocks run through each round key together.
C
C Needs AVX-512 (F, BW, DQ, VL), VAES and BMI2 (BZHI for the masks).
C The body is in x86_64/m4/aes-vaes512.m4.

dnl void _symcrypt_aes_encrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                  size_t blocks, uint8_t *dst,
dnl                                  const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-vaes512.m4>)dnl

	.file "aes-encrypt-blocks.asm"

AES_BLOCKS(_symcrypt_aes_encrypt_blocks, enc)
