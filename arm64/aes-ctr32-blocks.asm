dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes-ctr32-blocks.asm -- AES in counter mode with GCM's 32-bit
C counter (inc32), eight blocks at once bitsliced in NEON, for AArch64
C CPUs without the AES instructions.

C void _symcrypt_aes_ctr32_blocks(const uint8_t *keys, unsigned nr,
C                                 uint8_t *counter, size_t blocks,
C                                 uint8_t *dst, const uint8_t *src)
C DST = SRC XOR the encryptions of BLOCKS counter blocks from COUNTER
C on; the last 32 bits of COUNTER count big-endian modulo 2^32 and are
C left at the block after the last.  The C twin is in
C src/aes/aes-bitslice.c; with the AES instructions, arm64/aes.
C
C Why: AES from tables indexed by the data is not constant time, and
C the C twin runs four blocks in 64-bit words.  Here the rounds
C (arm64/aes-bitslice.m4) run on eight blocks held as eight bit planes
C in v registers.  The counter block sits in a register with its words
C byte-reversed: one ADD and one REV32 a block.  A last turn of fewer
C than eight blocks encrypts eight counters and uses the first ones,
C from a copy on the stack.  No address or branch depends on the key or
C the data; the sliced keys and the copy are wiped before the return.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions a byte,
C AES-128-GCM seal of 16 KiB with arm64/ghash-blocks.asm, gcc 12 -O2,
C 2026-11-26; doc/aes-arm64.md):
C   with this file                         20.21
C   with the C twins                       94.99
C   OpenSSL 3.0.20 with NEON only          48.33

INCLUDE_SRC(<arm64/aes-bitslice.m4>)dnl

	.file "aes-ctr32-blocks.asm"
	ARCH_BASE

C CTR32_COUNTERS: v16 the counter's words byte-reversed, v17 one in the
C last word; COUNTER moves on by N blocks.
define(<CTR32_COUNTERS>, <
	ld1	{v16.16b}, [COUNTER]
	rev32	v16.16b, v16.16b
	movi	v17.2d, #0
	mov	v17.s[3], w12
	add	v18.4s, v16.4s, v17.4s
	rev32	v18.16b, v18.16b
	st1	{v18.16b}, [COUNTER]
	mov	w13, #1
	mov	v17.s[3], w13
	forloop(<i>, 0, 6, <
	rev32	v<>i.16b, v16.16b
	add	v16.4s, v16.4s, v17.4s>)
	rev32	v7.16b, v16.16b>)

	AES_TABLES
AES_CTR_FUNCTION(_symcrypt_aes_ctr32_blocks, <CTR32_COUNTERS>)
