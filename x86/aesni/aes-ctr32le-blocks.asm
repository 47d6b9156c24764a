dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/aes-ctr32le-blocks.asm -- AES in CTR mode with AES-NI in
C 32-bit code, six blocks a turn, RFC 8452's counter: the first 32 bits
C of the block a little-endian number (AES-GCM-SIV).
C
C Why: the C twin makes the counter blocks into a buffer, encrypts
C them and XORs them with the message in a third pass; here the counter
C lives in a register as aes_ctr32_blocks's does, without its byte
C reversal (the block is the little-endian number already).  Figures:
C doc/x86-32.md.

dnl void _symcrypt_aes_ctr32le_blocks(const uint8_t *keys, unsigned nr,
dnl                                uint8_t *counter, size_t blocks,
dnl                                uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86/aes-ni.m4>)dnl

	.file "aes-ctr32le-blocks.asm"

AES_CTR(_symcrypt_aes_ctr32le_blocks, 32le)
