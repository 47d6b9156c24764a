dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/ccm-decrypt-blocks.asm -- CCM decryption of whole blocks
C (SP 800-38C, 6.2) with AES-NI in 32-bit code: the CBC-MAC chain and
C CTR side by side.
C
C Why: the C twin calls the block function once a block for the chain
C and pays the call and a store-to-load trip on it; here the chain is
C its rounds alone, with the CTR block's rounds between them.
C Contract: src/functions.def (ccm_decrypt_blocks); figures:
C doc/x86-32.md, "OCB3 and CCM".

dnl void _symcrypt_ccm_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                   uint8_t *state, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86/ccm-ni.m4>)dnl

	.file "ccm-decrypt-blocks.asm"

CCM_BLOCKS(_symcrypt_ccm_decrypt_blocks, dec)
