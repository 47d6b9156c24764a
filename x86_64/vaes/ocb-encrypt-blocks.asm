dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/ocb-encrypt-blocks.asm -- OCB3 encryption of whole blocks
C (RFC 7253, 4.2) with 256-bit VAES, sixteen blocks a turn.
C
C Why: two blocks a VAESENC, with the offsets of a group of sixteen
C made from a table of their differences in the frame, one XOR a pair
C of blocks on each side of the rounds.  Contract: src/functions.def
C (ocb_encrypt_blocks); the bound and the figures: doc/x86_64-aes.md,
C "OCB3 and CCM".
C
C Measured (symcrypt-benchmark, medians of three runs; Intel Xeon,
C family 6 model 167, 2026-11-28): AES-128 OCB seal of 16 KiB 18710
C MB/s, 1.86 times OpenSSL 3.0; the C twin 12322.

dnl void _symcrypt_ocb_encrypt_blocks(const uint8_t *key, unsigned nr,
dnl                                   uint8_t *state, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/ocb-vaes.m4>)dnl

	.file "ocb-encrypt-blocks.asm"

OCB_BLOCKS(_symcrypt_ocb_encrypt_blocks, enc)
