dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/ocb-encrypt-blocks.asm -- OCB3 encryption of whole blocks with
C the ARMv8 crypto extension in AArch32 (AESE, AESMC; HWCAP2_AES), four
C blocks a turn, the offsets made in q registers.

C void _symcrypt_ocb_encrypt_blocks(const uint8_t *key, unsigned nr,
C                                   uint8_t *state, size_t blocks,
C                                   uint8_t *dst, const uint8_t *src)
C Why: the C twin makes the offsets of 32 blocks into a buffer, XORs
C them in, runs aes_encrypt_blocks on the buffer and XORs them again
C (memxor); here each block's offset is made beside the rounds, twice,
C in registers (arm/ocb.m4).  Counted: doc/aes-arm.md, "OCB3".

	ARCH_CRYPTO
INCLUDE_SRC(<arm/ocb.m4>)

OCB_BLOCKS(_symcrypt_ocb_encrypt_blocks, e)
