dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/aes-ctr32le-blocks.asm -- AES in CTR mode with 256-bit VAES,
C sixteen blocks a turn, RFC 8452's counter: the first 32 bits of the
C block a little-endian number (AES-GCM-SIV).
C
C Why: as x86_64/aesni/aes-ctr32le-blocks.asm, two blocks a VAESENC;
C aes-ctr32-blocks.asm of this folder without the byte reversal of
C the counter blocks.
C
C Needs AVX2 and VAES.  The body is in x86_64/m4/aes-vaes.m4.

dnl void _symcrypt_aes_ctr32le_blocks(const uint8_t *keys, unsigned nr,
dnl                                uint8_t *counter, size_t blocks,
dnl                                uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-vaes.m4>)dnl
define(<W>, <8>)dnl

	.file "aes-ctr32le-blocks.asm"

AES_CTR(_symcrypt_aes_ctr32le_blocks, 32le)
