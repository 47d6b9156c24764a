dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/aes-ctr32-blocks.asm -- AES in CTR mode with 512-bit VAES,
C sixteen blocks a turn, the counter the last 32 bits of the block
C (GCM's inc32).
C
C Why: x86_64/aesni runs eight blocks of AESENC at 128 bits; a
C 512-bit VAESENC does four blocks' round in one instruction, and four
C registers of them keep its pipeline full.  A last turn of fewer than
C sixteen blocks runs under masks.
C
C Needs AVX-512 (F, BW, DQ, VL), VAES and BMI2 (BZHI for the masks).
C The body is in x86_64/m4/aes-vaes512.m4.

dnl void _symcrypt_aes_ctr32_blocks(const uint8_t *keys, unsigned nr,
dnl                              uint8_t *counter, size_t blocks,
dnl                              uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-vaes512.m4>)dnl

	.file "aes-ctr32-blocks.asm"

AES_CTR(_symcrypt_aes_ctr32_blocks, 32)
