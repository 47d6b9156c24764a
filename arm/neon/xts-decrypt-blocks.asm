dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/xts-decrypt-blocks.asm -- XTS decryption of whole blocks,
C eight at once bitsliced in NEON, the tweaks made in NEON registers.

C void _symcrypt_xts_decrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   uint8_t *tweak, size_t blocks,
C                                   uint8_t *dst, const uint8_t *src)
C KEYS are the decryption keys.  Why: as arm/neon/xts-encrypt-blocks.asm,
C on the inverse cipher of arm/neon/aes-decrypt-blocks.asm
C (arm/aes-bitslice-decrypt.m4).
C
C Counted (qemu-arm -cpu cortex-a15, guest instructions a byte,
C AES-128-XTS of 16 KiB, gcc 12 -O2, November 2026; doc/aes-arm.md,
C "XTS with NEON"):
C   with this file                                          21.39
C   with the C twin over arm/neon/aes-decrypt-blocks.asm    25.39
C   OpenSSL 3.0.20 (bsaes-armv7)                            20.23

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice-decrypt.m4>)

	AES_DECRYPT_TABLES
XTS_FUNCTION(_symcrypt_xts_decrypt_blocks,
	<AES_DECRYPT_ENTER>,
	<AES_DECRYPT8>)
