dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/aes-decrypt-blocks.asm -- AES decryption of blocks one after
C another (ECB) with AES-NI, eight blocks a turn.
C
C Why: CBC decryption and ECB run many independent blocks; the C twin
C is bitsliced at about 23 cycles a byte.
C The keys are the equivalent inverse cipher's, in the order AESDEC
C takes them (symcrypt/aes.h).
C
C Measured (TSC cycles per byte at 16 KiB, symcrypt-benchmark medians;
C AMD EPYC Zen 4, family 25 model 17, shared and noisy, 2026-11-25):
C AES-128 CBC decryption (aes-decrypt-blocks.asm) 0.29 (9.0 GB/s),
C OpenSSL 3.0 0.25, Nettle 3.8 0.29, the C twin 23.7.

dnl void _symcrypt_aes_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                              size_t blocks, uint8_t *dst,
dnl                              const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-aesni.m4>)dnl

	.file "aes-decrypt-blocks.asm"

AES_BLOCKS(_symcrypt_aes_decrypt_blocks, dec)
