dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/xts-decrypt-blocks.asm -- XTS decryption of whole blocks with
C AES-NI, eight blocks a turn, the tweaks made in general registers.
C
C Why: the C twin makes the tweaks of 32 blocks into a buffer with
C 64-bit shifts, runs aes_decrypt_blocks on them and XORs twice; here each
C tweak is made by five instructions on the general registers beside
C the rounds of the blocks before it and added with the first and last
C round keys (doc/x86_64-aes.md, "XTS"); in the eight-block turn it
C reaches the rounds through a buffer in the frame filled a turn before.
C
C Measured (symcrypt-benchmark medians of three runs, westmere tier;
C Intel Xeon family 6 model 167, 2026-11-28): AES-128 XTS of a 4 KiB
C unit 11.3 GB/s, 0.92 of our AES-CTR, 1.32 times OpenSSL 3.0.
C
C Needs AES-NI and SSE2.  The body is in x86_64/m4/xts-aesni.m4.

dnl void _symcrypt_xts_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                               uint8_t *tweak, size_t blocks,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/xts-aesni.m4>)dnl

	.file "xts-decrypt-blocks.asm"

XTS_BLOCKS(_symcrypt_xts_decrypt_blocks, dec)
