dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/ccm-encrypt-blocks.asm -- CCM encryption of whole blocks
C (SP 800-38C, 6.1) with the ARMv8 crypto extension in AArch32 (AESE,
C AESMC; HWCAP2_AES): the CBC-MAC chain and CTR side by side.

C void _symcrypt_ccm_encrypt_blocks(const uint8_t *keys, unsigned nr,
C                                 uint8_t *state, size_t blocks,
C                                 uint8_t *dst, const uint8_t *src)
C Why: the C twin runs the chain (aes_cbc_mac_blocks) and
C aes_ctr_blocks by turns on 256-byte chunks; here a CTR block's rounds
C run between the chain's (arm/ccm.m4), and the chain's latency is the
C bound.
C
C Measured (guest instructions under qemu-arm 7.2 -cpu max, 2026-11-29;
C doc/aes-arm.md, "CCM and the CBC-MAC chain with the crypto
C extension"): AES-128-CCM seal of 16 KiB 3.34 a byte, 0.52 times
C main's 6.44 (the C twins over aes-encrypt-blocks.asm and
C aes-ctr-blocks.asm), 0.36 times OpenSSL 3.0.20's 9.20 and 0.04 times Nettle 3.8.1's 82.85;
C this function 52 a block: the 38 AESE and AESMC of the chain and the
C counter block, 2 for the counter, 3 to read the block and add it to
C the chain, 3 to read it again and make C, the store, 3 for the key
C size and 2 of loop.

	ARCH_CRYPTO
INCLUDE_SRC(<arm/ccm.m4>)

CCM_BLOCKS(_symcrypt_ccm_encrypt_blocks, e)
