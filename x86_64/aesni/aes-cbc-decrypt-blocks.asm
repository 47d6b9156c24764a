dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/aes-cbc-decrypt-blocks.asm -- CBC decryption with AES-NI,
C eight blocks a turn, in one pass.
C
C Why: the C twin copies the ciphertext aside, runs aes_decrypt_blocks
C and XORs in a second pass over the data.  Here the XOR with the
C ciphertext block before each block is in the last round's key, and
C DST may be SRC without a copy.
C
C The body is in x86_64/aes-ni.m4.
C
C Measured: doc/x86_64-aes.md, "CBC decryption".

dnl void _symcrypt_aes_cbc_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                      uint8_t *iv, size_t blocks,
dnl                                      uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/aes-ni.m4>)dnl

	.file "aes-cbc-decrypt-blocks.asm"

AES_CBC_DECRYPT(_symcrypt_aes_cbc_decrypt_blocks)
