dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull_sha3/ghash-blocks.asm -- GHASH with PMULL and the
C Armv8.2 EOR3 (HWCAP_SHA3 besides HWCAP_PMULL), eight blocks a
C reduction.
C
C Why: the loop of arm64/pmull/ghash-blocks.asm (arm64/ghash-pmull.m4,
C the same source) with its three-way sums as one EOR3 each: a pair of
C blocks adds its six products with three instead of six, and the
C reduction saves two.  It also keeps ghash_blocks in the folder of
C gcm_hash_keystream, which open's one pass requires (src/aes/gcm.c).
C
C Counted (qemu-aarch64 7.2 -cpu max, guest instructions, gcc 12 -O2,
C 2026-11-27) and predicted (llvm-mca 14): doc/aes-arm64.md.

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

define(<GCM_EOR3>)
INCLUDE_SRC(<arm64/ghash-pmull.m4>)dnl

	.file "ghash-blocks.asm"
	ARCH_PMULL_SHA3

GHASH_BLOCKS
