dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/ccm-encrypt-blocks.asm -- CCM encryption of whole blocks
C (SP 800-38C, 6.1) with the ARMv8 AES instructions (AESE, AESMC;
C HWCAP_AES): the CBC-MAC chain and CTR side by side.
C
C Why: the C twin runs the chain one aes_encrypt_blocks call a block
C and aes_ctr_blocks by turns on 256-byte chunks; here the chain is its
C rounds alone, with a CTR block's rounds between them (arm64/ccm.m4),
C and the chain's latency is the bound.  Contract: src/functions.def
C (ccm_encrypt_blocks); the figures: doc/aes-arm64.md, "CCM".
C
C Measured (guest instructions under qemu-aarch64 7.2 -cpu cortex-a72,
C 2026-11-28): AES-128-CCM seal of 16 KiB 2.91 a byte, 0.38 times
C Nettle 3.8.1's 7.67 and 0.37 times OpenSSL 3.0.22's 7.94; the C twin
C 4.99.  llvm-mca 14 (Cortex-A72 model): 42.0 cycles a block, the
C chain's own.

dnl void _symcrypt_ccm_encrypt_blocks(const uint8_t *keys, unsigned nr,
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

	.file "ccm-encrypt-blocks.asm"
	ARCH_AES

CCM_BLOCKS(_symcrypt_ccm_encrypt_blocks, e)
