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
C src/aes-bitslice.c.
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
C   with this file                         25.00
C   with the C twin                       173.23
C   OpenSSL 3.0.20 (bsaes-armv7)           26.28

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice.m4>)

define(<COUNTER>, <r2>)
define(<BLOCKS>, <r3>)
define(<DST>, <r4>)
define(<SRC>, <r5>)
define(<N>, <r11>)	C the blocks of this turn, 1 to 8
define(<WORD>, <lr>)	C the counter's last word

	AES_TABLES

PROLOGUE(_symcrypt_aes_ctr32_blocks)
	cmp	BLOCKS, #0
	bxeq	lr
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ldr	DST, [sp, #100]
	ldr	SRC, [sp, #104]
	sub	sp, sp, #AES_LOCALS
	CFI(<.cfi_adjust_cfa_offset AES_LOCALS>)
	adr	TABLES, .Laes_tables
	AES_SLICE_KEYS
	add	SRMID, TABLES, #SR_MID

.Lgroup:
	C Eight counter blocks: the words byte-reversed (q8), one added
	C to the last, reversed back.
	vld1.8	{d0, d1}, [COUNTER]
	add	r12, TABLES, #CTR_ONE
	vld1.8	{d18, d19}, [r12]
	vrev32.8	q8, q0
	forloop(<i>, 1, 7, <
	vadd.i32	q8, q8, q9
	vrev32.8	q<>i, q8>)
	cmp	BLOCKS, #8
	movhs	N, #8
	movlo	N, BLOCKS
	ldr	WORD, [COUNTER, #12]
	rev	WORD, WORD
	add	WORD, WORD, N
	rev	WORD, WORD
	str	WORD, [COUNTER, #12]

	AES_ENCRYPT8

	cmp	N, #8
	bne	.Ltail
	vld1.8	{d16, d17, d18, d19}, [SRC]!
	vld1.8	{d20, d21, d22, d23}, [SRC]!
	vld1.8	{d24, d25, d26, d27}, [SRC]!
	vld1.8	{d28, d29, d30, d31}, [SRC]!
	forloop(<i>, 0, 7, <
	veor	q<>i, q<>i, q<>eval(8 + i)>)
	vst1.8	{d0, d1, d2, d3}, [DST]!
	vst1.8	{d4, d5, d6, d7}, [DST]!
	vst1.8	{d8, d9, d10, d11}, [DST]!
	vst1.8	{d12, d13, d14, d15}, [DST]!
	subs	BLOCKS, BLOCKS, #8
	bne	.Lgroup
	b	.Ldone

	C The last 1 to 7 blocks: the keystream through the stack.
.Ltail:
	add	KEYP, sp, #AES_BUFFER
	vstm	KEYP, {d0-d15}
	add	r12, sp, #AES_BUFFER
.Ltail_block:
	vld1.8	{d0, d1}, [r12]!
	vld1.8	{d2, d3}, [SRC]!
	veor	q0, q0, q1
	vst1.8	{d0, d1}, [DST]!
	subs	N, N, #1
	bne	.Ltail_block

.Ldone:
	AES_WIPE
	add	sp, sp, #AES_LOCALS
	CFI(<.cfi_adjust_cfa_offset -AES_LOCALS>)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_aes_ctr32_blocks)
