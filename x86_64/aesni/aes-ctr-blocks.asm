dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/aes-ctr-blocks.asm -- AES in CTR mode with AES-NI, eight
C blocks a turn, the counter the whole 16-byte block (128 bits,
C big-endian).
C
C Why: the C twin is bitsliced, four blocks in 64-bit words, at about
C 17 cycles a byte; AESENC does a round of a block in one instruction,
C and eight independent blocks keep its pipeline full.
C
C Measured (TSC cycles per byte at 16 KiB, symcrypt-benchmark medians;
C AMD EPYC Zen 4, family 25 model 17, shared and noisy, 2026-11-25):
C AES-128 0.27 to 0.32 (8.1 to 9.6 GB/s over runs), OpenSSL 3.0's
C AES-NI code 0.29 to 0.30, the C twin 17.3.  64 bytes: 0.67.

dnl void _symcrypt_aes_ctr_blocks(const uint8_t *keys, unsigned nr,
dnl                              uint8_t *counter, size_t blocks,
dnl                              uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-aesni.m4>)dnl

define(<T>, <%r10>)		C the counter's low half

	.file "aes-ctr-blocks.asm"

AES_CTR(_symcrypt_aes_ctr_blocks, 128)
