dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/ccm-encrypt-blocks.asm -- CCM encryption of whole blocks
C (SP 800-38C, 6.1) with AES-NI: the CBC-MAC chain and CTR side by side.
C
C Why: the C twin calls the block function once a block for the chain
C and pays the call and a store-to-load trip on it; here the chain is
C its rounds alone, with the CTR block's rounds between them.
C Contract: src/functions.def (ccm_encrypt_blocks); the bound and the
C figures: doc/x86_64-aes.md, "OCB3 and CCM".
C
C Measured (symcrypt-benchmark, medians of three runs; Intel Xeon,
C family 6 model 167, 2026-11-28): AES-128 CCM seal of 16 KiB 1988
C MB/s, 1.10 times OpenSSL 3.0, 1.22 TSC ticks a byte in quieter runs
C against the chain's bound of 1.19 (30 cycles a block); the C twin
C 1468 MB/s.

dnl void _symcrypt_ccm_encrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                   uint8_t *state, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/ccm-aesni.m4>)dnl

	.file "ccm-encrypt-blocks.asm"

CCM_BLOCKS(_symcrypt_ccm_encrypt_blocks, enc)
