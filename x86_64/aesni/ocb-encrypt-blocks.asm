dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/ocb-encrypt-blocks.asm -- OCB3 encryption of whole blocks
C (RFC 7253, 4.2) with AES-NI, eight blocks a turn.
C
C Why: the C twin makes the offsets in a buffer and XORs them in two
C passes around the block call, which costs about as much as the
C rounds; here the offsets are made in registers beside the rounds.
C Contract: src/functions.def (ocb_encrypt_blocks); the bound and the
C figures: doc/x86_64-aes.md, "OCB3 and CCM".
C
C Measured (symcrypt-benchmark --tier westmere, one run; Intel Xeon,
C family 6 model 167, 2026-11-28): AES-128 OCB seal of 16 KiB 11412
C MB/s, 1.07 times OpenSSL 3.0's AES-NI code.

dnl void _symcrypt_ocb_encrypt_blocks(const uint8_t *key, unsigned nr,
dnl                                   uint8_t *state, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/ocb-aesni.m4>)dnl

	.file "ocb-encrypt-blocks.asm"

OCB_BLOCKS(_symcrypt_ocb_encrypt_blocks, enc)
