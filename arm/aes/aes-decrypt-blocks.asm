dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-decrypt-blocks.asm -- AES decryption of whole blocks
C (ECB) with the ARMv8 crypto extension in AArch32 (AESD, AESIMC;
C HWCAP2_AES), four blocks a turn.

C void _symcrypt_aes_decrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   size_t blocks, uint8_t *dst,
C                                   const uint8_t *src)
C Why: as aes-encrypt-blocks.asm.  The keys are the equivalent inverse
C cipher's (FIPS 197, 5.3.5), which AESD and AESIMC take in the order
C symcrypt/aes.h keeps them.

	ARCH_CRYPTO
INCLUDE_SRC(<arm/aes.m4>)

AES_ECB(_symcrypt_aes_decrypt_blocks, d)
