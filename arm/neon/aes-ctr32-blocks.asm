dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/aes-ctr32-blocks.asm -- AES in counter mode with GCM's
C 32-bit counter (inc32), eight blocks at once bitsliced in NEON.

C void _symcrypt_aes_ctr32_blocks(const uint8_t *keys, unsigned nr,
C                                 uint8_t *counter, size_t blocks,
C                                 uint8_t *dst, const uint8_t *src)
C DST = SRC XOR the encryptions of BLOCKS counter blocks from COUNTER
C on; the last 32 bits of COUNTER count big-endian modulo 2^32 and are
C left at the block after the last.  The C twin is in
C src/aes/aes-bitslice.c.
C
C Why: 32-bit ARM cores before ARMv8 have no AES instructions, and
C AES from tables indexed by the data is not constant time.  The
C rounds (arm/aes-bitslice.m4) run on eight blocks held as eight bit
C planes in q registers.  The counter blocks are made in registers
C (the last word byte-reversed, added to, reversed back); a last turn
C of fewer than eight blocks encrypts eight counters and uses the
C first ones, from a copy on the stack.  No address or branch depends
C on the key or the data; the sliced keys, the spill slots and the
C copy are wiped before the return.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions a byte,
C AES-128-GCM seal of 16 KiB with the arm/neon GHASH, gcc 12 -O2,
C November 2026; doc/aes-arm.md):
C   with this file                         22.78
C   with the C twin                       173.23
C   OpenSSL 3.0.20 (bsaes-armv7)           26.28

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice.m4>)

define(<WORD>, <lr>)	C the counter's last word

C CTR32_COUNTERS: the words byte-reversed (q8), one added to the last
C (q9) for each next block, reversed back; the last word of COUNTER
C moves on by N.
define(<CTR32_COUNTERS>, <
	vld1.8	{d0, d1}, [COUNTER]
	add	r12, TABLES, #CTR_ONE
	vld1.8	{d18, d19}, [r12]
	vrev32.8	q8, q0
	forloop(<i>, 1, 7, <
	vadd.i32	q8, q8, q9
	vrev32.8	q<>i, q8>)
	ldr	WORD, [COUNTER, #12]
	rev	WORD, WORD
	add	WORD, WORD, N
	rev	WORD, WORD
	str	WORD, [COUNTER, #12]>)

	AES_TABLES
AES_CTR_FUNCTION(_symcrypt_aes_ctr32_blocks, <CTR32_COUNTERS>)
