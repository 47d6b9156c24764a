dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull_sha3/gcm-encrypt.asm -- GCM encryption and its hash in one
C loop with the ARMv8 AES and PMULL instructions and the Armv8.2 EOR3
C (HWCAP_SHA3 besides HWCAP_AES and HWCAP_PMULL).
C
C Why: the loop of arm64/pmull/gcm-encrypt.asm (arm64/gcm-pmull.m4,
C the same source) with its three-way sums as one EOR3 each: the last
C round key and the data added to a block (one instruction a block
C fewer) and two in the reduction (two a turn).
C
C Counted (qemu-aarch64 7.2 -cpu max, guest instructions, gcc 12 -O2,
C 2026-11-27) and predicted (llvm-mca 14): doc/aes-arm64.md.

dnl void _symcrypt_gcm_encrypt(const uint8_t *key, unsigned nr,
dnl                            uint8_t *counter_state, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)
dnl KEY: the round keys, then H^1 .. H^8 in GCM's byte order;
dnl COUNTER_STATE: the counter block, then the hash value.

define(<GCM_EOR3>)
INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/gcm-pmull.m4>)dnl

	.file "gcm-encrypt.asm"
	ARCH_PMULL_SHA3

GCM_ENCRYPT
