dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull/gcm-encrypt.asm -- GCM encryption and its hash in one
C loop with the ARMv8 AES and PMULL instructions (HWCAP_AES and
C HWCAP_PMULL; the folder's feature pmull implies aes), eight blocks a
C turn.
C
C Why: the C twin runs aes_ctr32_blocks and ghash_blocks one after the
C other on each 4 KiB chunk, so that the AES and the PMULL instructions
C take turns.  Here a turn encrypts eight counter blocks and, after
C each block's AESE and AESMC of a round, runs a piece of the hash of
C the previous turn's eight ciphertext blocks: block j in the round
C with key k(NR - 9 + j), times H^(8 - j) (Karatsuba, three PMULL, as
C in ghash-blocks.asm), the sum reduced once in the last two rounds
C (arm64/gcm-pmull.m4, with the table of powers on the stack, wiped on
C return).  The last 1 to 127 bytes run a whole turn in a buffer on
C the stack (wiped too), of which only their blocks are hashed and
C counted.
C
C Predicted (llvm-mca 14, AES-128, cycles a 16-byte block; no AArch64
C hardware here): cortex-a72 22.9 (the two passes 26.7), cortex-a53
C 91.1 (111.9), apple-m1 22.7 (24.2).  Counted (qemu-aarch64 -cpu
C cortex-a72, guest instructions, gcc 12 -O2, 2026-11-26): AES-128-GCM
C seal of 16 KiB 2.30 a byte (the two passes 2.18; OpenSSL 3.0 2.90).
C doc/aes-arm64.md.

dnl void _symcrypt_gcm_encrypt(const uint8_t *key, unsigned nr,
dnl                            uint8_t *counter_state, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)
dnl KEY: the round keys, then H^1 .. H^8 in GCM's byte order;
dnl COUNTER_STATE: the counter block, then the hash value.

INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/gcm-pmull.m4>)dnl

	.file "gcm-encrypt.asm"
	ARCH_PMULL

GCM_ENCRYPT
