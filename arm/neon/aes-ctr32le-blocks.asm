dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/aes-ctr32le-blocks.asm -- AES in counter mode with RFC
C 8452's 32-bit counter (AES-GCM-SIV), eight blocks at once bitsliced
C in NEON.

C void _symcrypt_aes_ctr32le_blocks(const uint8_t *keys, unsigned nr,
C                                   uint8_t *counter, size_t blocks,
C                                   uint8_t *dst, const uint8_t *src)
C DST = SRC XOR the encryptions of BLOCKS counter blocks from COUNTER
C on; the first 32 bits of COUNTER count little-endian modulo 2^32 and
C are left at the block after the last.  The C twin is in
C src/aes/aes-bitslice.c.
C
C Why: as arm/neon/aes-ctr32-blocks.asm, whose rounds and loop these
C are (arm/aes-bitslice.m4, AES_CTR_FUNCTION); only the counters
C differ: the counter is word 0 of the block as loaded, so each next
C block is the one before with one added to that word, no byte
C reversal.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions a byte,
C AES-128-GCM-SIV seal with the arm/neon GHASH, gcc 12 -O2, November
C 2026; doc/aes-arm.md, section "AES-GCM-SIV"):
C                                          1420 B   16 KiB
C   with this file                          47.28    25.77
C   with the C twin                        206.68   176.10

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice.m4>)

define(<WORD>, <lr>)	C the counter's first word

C CTR32LE_COUNTERS: block i is block i - 1 less -1 in its first word
C (d18 = (-1, 0)); the first word of COUNTER moves on by N.
define(<CTR32LE_COUNTERS>, <
	vld1.8	{d0, d1}, [COUNTER]
	vmov.i64	d18, #0xffffffff
	forloop(<i>, 1, 7, <
	vmov	q<>i, q<>eval(i - 1)
	vsub.i32	d<>eval(2 * i), d<>eval(2 * i), d18>)
	ldr	WORD, [COUNTER]
	add	WORD, WORD, N
	str	WORD, [COUNTER]>)

	AES_TABLES
AES_CTR_FUNCTION(_symcrypt_aes_ctr32le_blocks, <CTR32LE_COUNTERS>)
