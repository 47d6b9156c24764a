dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/ocb-decrypt-blocks.asm -- OCB3 decryption of whole blocks,
C eight at once bitsliced in NEON, the offsets made beside the rounds.

C void _symcrypt_ocb_decrypt_blocks(const uint8_t *key, unsigned nr,
C                                   uint8_t *state, size_t blocks,
C                                   uint8_t *dst, const uint8_t *src)
C Why: as arm/neon/ocb-encrypt-blocks.asm, on the inverse cipher of
C arm/neon/aes-decrypt-blocks.asm (arm/aes-bitslice-decrypt.m4) with
C the key's decryption round keys; the output goes to the checksum.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions a byte,
C AES-128-OCB open of 16 KiB, gcc 12 -O2, November 2026; doc/aes-arm.md,
C "OCB3 with NEON"):
C   with this file                                          22.05
C   with the C twin over arm/neon/aes-decrypt-blocks.asm    26.58

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice-decrypt.m4>)

	AES_DECRYPT_TABLES
OCB_FUNCTION(_symcrypt_ocb_decrypt_blocks,
	<AES_DECRYPT_ENTER>,
	<AES_DECRYPT8>, d)
