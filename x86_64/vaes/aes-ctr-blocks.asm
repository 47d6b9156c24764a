dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/aes-ctr-blocks.asm -- AES in CTR mode with 256-bit VAES,
C sixteen blocks a turn, the whole block a 128-bit counter.
C
C Why: as aes-ctr32-blocks.asm; the counters are added as 64-bit
C halves with the carry of the low half into the high one.
C
C Needs AVX2 and VAES.  The body is in x86_64/m4/aes-vaes.m4.

dnl void _symcrypt_aes_ctr_blocks(const uint8_t *keys, unsigned nr,
dnl                            uint8_t *counter, size_t blocks,
dnl                            uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-vaes.m4>)dnl
define(<W>, <8>)dnl

	.file "aes-ctr-blocks.asm"

AES_CTR(_symcrypt_aes_ctr_blocks, 128)
