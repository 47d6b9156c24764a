dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/ccm-decrypt-blocks.asm -- CCM decryption of whole blocks
C (SP 800-38C, 6.2) with the ARMv8 AES instructions (AESE, AESMC;
C HWCAP_AES): the CBC-MAC chain and CTR side by side.
C
C Why: the C twin runs the chain one aes_encrypt_blocks call a block
C and aes_ctr_blocks by turns on 256-byte chunks; here the chain is its
C rounds alone, with a CTR block's rounds between them (arm64/ccm.m4),
C and the chain's latency is the bound.  Contract: src/functions.def
C (ccm_decrypt_blocks); the figures: doc/aes-arm64.md, "CCM".
C
C Measured (llvm-mca 14, 2026-11-28): 42.0 cycles a block on the
C Cortex-A72 model, the chain's own, and 154.8 on the Cortex-A53's, as
C encryption.

dnl void _symcrypt_ccm_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                  uint8_t *state, size_t blocks,
dnl                                  uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/ccm.m4>)dnl

define(<KEYS>, <x0>)
define(<NR>, <w1>)
define(<STATE>, <x2>)
define(<BLOCKS>, <x3>)
define(<DST>, <x4>)
define(<SRC>, <x5>)

	.file "ccm-decrypt-blocks.asm"
	ARCH_AES

CCM_BLOCKS(_symcrypt_ccm_decrypt_blocks, d)
