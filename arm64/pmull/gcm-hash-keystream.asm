dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull/gcm-hash-keystream.asm -- GCM open's first pass with the
C ARMv8 AES and PMULL instructions: the GHASH of eight ciphertext
C blocks and the keystream of four counter blocks a turn.
C
C Why: open may not write a byte of plaintext before the tag is checked
C (symcrypt/gcm.h), so it hashes the whole ciphertext first; hashing
C alone leaves the AES instructions for a second pass.  Here the rounds
C of four counter blocks run between the pieces of the hash of eight
C ciphertext blocks and their reduction (arm64/gcm-pmull.m4, two
C pieces after each block's AESE and AESMC); open keeps the keystream
C on the stack and XORs it into DST after the check.  The last n < 8
C blocks are hashed with H^n .. H^1 and their n / 2 keystream blocks
C made one at a time.  The table of powers is on the stack, wiped on
C return.
C
C Predicted (llvm-mca 14, AES-128, cycles a turn of eight blocks hashed
C and four of keystream; no AArch64 hardware here): cortex-a72 105.2
C against 134.8 for ghash_blocks and aes_ctr32_blocks, cortex-a53 496
C against 589.  Counted (qemu-aarch64 -cpu cortex-a72, 2026-11-26):
C AES-128-GCM open of 16 KiB 2.40 guest instructions a byte (the two
C passes 2.17).  doc/aes-arm64.md.

dnl void _symcrypt_gcm_hash_keystream(const uint8_t *key, unsigned nr,
dnl                                   uint8_t *counter_state,
dnl                                   size_t blocks, uint8_t *keystream,
dnl                                   const uint8_t *data)
dnl KEY: the round keys, then H^1 .. H^8 in GCM's byte order;
dnl COUNTER_STATE: the counter block, then the hash value.

INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/gcm-pmull.m4>)dnl

	.file "gcm-hash-keystream.asm"
	ARCH_PMULL

GCM_HASH_KEYSTREAM
