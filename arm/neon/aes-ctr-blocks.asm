dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/aes-ctr-blocks.asm -- AES in counter mode with a 128-bit
C counter, eight blocks at once bitsliced in NEON.

C void _symcrypt_aes_ctr_blocks(const uint8_t *keys, unsigned nr,
C                               uint8_t *counter, size_t blocks,
C                               uint8_t *dst, const uint8_t *src)
C DST = SRC XOR the encryptions of BLOCKS counter blocks from COUNTER
C on; COUNTER is a 128-bit big-endian number, left at the block after
C the last.  The C twin is in src/aes/aes-bitslice.c.
C
C The rounds are those of arm/neon/aes-ctr32-blocks.asm
C (arm/aes-bitslice.m4); only the counters differ.  The eight blocks
C of a turn add 0 to 7 to the last word; those whose last word wraps
C have the first 96 bits of the counter plus one, made once a turn.
C Without a branch: each block adds to its first three words the
C difference of the two, masked by the wrap of its last word.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions a byte,
C AES-128-CTR of 16 KiB, gcc 12 -O2, November 2026; doc/aes-arm.md):
C   this file                              17.32
C   the C twin                            171.55
C   OpenSSL 3.0.20 bsaes-armv7             17.49

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice.m4>)

C CTR_BLOCK(out, low): the counter block whose words, byte-reversed,
C are those of q8 but the last, which is LOW's (q8's plus 0 to 8): q10
C is added to the others when the last word wrapped (LOW's below q8's).
define(<CTR_BLOCK>, <
	vcgt.u32	q13, q8, $2
	vdup.32	q13, d27[1]
	vand	q13, q13, q10
	vadd.i32	q13, q13, $2
	vrev32.8	$1, q13>)

C CTR_COUNTERS: q8 the counter's words byte-reversed, q10 what a wrap
C of the last word adds to the others (the first 96 bits plus one, made
C with the integer unit, less q8), q9 one in the last word.
define(<CTR_COUNTERS>, <
	ldm	COUNTER, {r0, r12, lr}
	rev	r0, r0
	rev	r12, r12
	rev	lr, lr
	adds	lr, lr, #1
	adcs	r12, r12, #0
	adc	r0, r0, #0
	vld1.8	{d0, d1}, [COUNTER]
	vrev32.8	q8, q0
	vmov	d20, r0, r12
	vmov	d21, d17
	vmov.32	d21[0], lr
	vsub.i32	q10, q10, q8
	add	r12, TABLES, #CTR_ONE
	vld1.8	{d18, d19}, [r12]
	vmov	q11, q8
	forloop(<i>, 1, 7, <
	vadd.i32	q11, q11, q9
	CTR_BLOCK(q<>i, q11)>)
	C COUNTER moves on by N blocks.
	vmov.i32	q11, #0
	vmov.32	d23[1], N
	vadd.i32	q11, q11, q8
	CTR_BLOCK(q12, q11)
	vst1.8	{d24, d25}, [COUNTER]>)

	AES_TABLES
AES_CTR_FUNCTION(_symcrypt_aes_ctr_blocks, <CTR_COUNTERS>)
