dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/xts-decrypt-blocks.asm -- XTS decryption of whole blocks with the
C ARMv8 crypto extension in AArch32 (AESD, AESIMC; HWCAP2_AES), four
C blocks a turn, the tweaks made in q registers.

C void _symcrypt_xts_decrypt_blocks(const uint8_t *keys, unsigned nr,
C                                 uint8_t *tweak, size_t blocks,
C                                 uint8_t *dst, const uint8_t *src)
C Why: the C twin makes the tweaks of 32 blocks into a buffer with
C 64-bit shifts (pairs of 32-bit words here), runs aes_decrypt_blocks
C on them and XORs twice; here each tweak is made in five NEON
C instructions beside the rounds (arm/xts.m4).  Counted:
C doc/aes-arm.md, "XTS".

	ARCH_CRYPTO
INCLUDE_SRC(<arm/xts.m4>)

XTS_BLOCKS(_symcrypt_xts_decrypt_blocks, d)
