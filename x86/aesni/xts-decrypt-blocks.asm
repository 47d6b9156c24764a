dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/xts-decrypt-blocks.asm -- XTS decryption of whole blocks with
C AES-NI in 32-bit code, four blocks a turn, the tweaks made in an xmm
C register.
C
C Why: the C twin makes the tweaks of 32 blocks into a buffer with
C 64-bit shifts (pairs of 32-bit words here), runs aes_decrypt_blocks
C on them and XORs twice; here each tweak is made in five vector
C instructions beside the rounds and added with the first and last
C round keys.  Figures: doc/x86-32.md, "XTS".

dnl void _symcrypt_xts_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                               uint8_t *tweak, size_t blocks,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86/xts-ni.m4>)dnl

	.file "xts-decrypt-blocks.asm"

XTS_BLOCKS(_symcrypt_xts_decrypt_blocks, dec)
