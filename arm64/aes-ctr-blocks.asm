dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes-ctr-blocks.asm -- AES in counter mode with a 128-bit
C counter, eight blocks at once bitsliced in NEON, for AArch64 CPUs
C without the AES instructions.

C void _symcrypt_aes_ctr_blocks(const uint8_t *keys, unsigned nr,
C                               uint8_t *counter, size_t blocks,
C                               uint8_t *dst, const uint8_t *src)
C DST = SRC XOR the encryptions of BLOCKS counter blocks from COUNTER
C on; COUNTER is a 128-bit big-endian number, left at the block after
C the last.  The C twin is in src/aes/aes-bitslice.c.
C
C The rounds are those of arm64/aes-ctr32-blocks.asm
C (arm64/aes-bitslice.m4); only the counters differ.  The counter sits
C in a register as two 64-bit numbers in host order (REV64), high and
C low; each step adds to the low one and, without a branch, subtracts
C from the high one the mask of the low one's wrap (CMHI, moved over
C by EXT): five instructions a block.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions a byte,
C AES-128-CTR of 16 KiB, gcc 12 -O2, 2026-11-26; doc/aes-arm64.md):
C   this file                              15.02
C   the C twin                             74.47
C   OpenSSL 3.0.20 with NEON only (vpaes)  29.20

INCLUDE_SRC(<arm64/aes-bitslice.m4>)dnl

	.file "aes-ctr-blocks.asm"
	ARCH_BASE

C CTR_ADD(out, a, b): OUT = A + B as 128-bit numbers in the layout
C above, B's high half 0; v19 is 0.  Clobbers v20, v21.
define(<CTR_ADD>, <
	add	v20.2d, $2.2d, $3.2d
	cmhi	v21.2d, $2.2d, v20.2d
	ext	v21.16b, v21.16b, v19.16b, #8
	sub	$1.2d, v20.2d, v21.2d>)

C CTR_COUNTERS: v16 the counter, v17 the step; COUNTER moves on by N
C blocks.
define(<CTR_COUNTERS>, <
	ld1	{v16.16b}, [COUNTER]
	rev64	v16.16b, v16.16b
	movi	v19.2d, #0
	movi	v17.2d, #0
	mov	v17.d[1], N
	CTR_ADD(v18, v16, v17)
	rev64	v18.16b, v18.16b
	st1	{v18.16b}, [COUNTER]
	mov	x13, #1
	mov	v17.d[1], x13
	forloop(<i>, 0, 6, <
	rev64	v<>i.16b, v16.16b
	CTR_ADD(v16, v16, v17)>)
	rev64	v7.16b, v16.16b>)

	AES_TABLES
AES_CTR_FUNCTION(_symcrypt_aes_ctr_blocks, <CTR_COUNTERS>)
