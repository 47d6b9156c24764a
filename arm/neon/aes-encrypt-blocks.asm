dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/aes-encrypt-blocks.asm -- AES encryption of blocks (ECB),
C eight at once bitsliced in NEON.

C void _symcrypt_aes_encrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   size_t blocks, uint8_t *dst,
C                                   const uint8_t *src)
C The C twin is in src/aes-bitslice.c.  The rounds are those of
C arm/neon/aes-ctr32-blocks.asm (arm/aes-bitslice.m4).  A last turn of
C fewer than eight blocks goes in and out through a copy on the stack
C (the other places hold what the copy held before, encrypted and
C dropped).  Decryption is arm/neon/aes-decrypt-blocks.asm.

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice.m4>)

define(<LEFT>, <r0>)	C blocks left to copy in

	AES_TABLES
PROLOGUE(_symcrypt_aes_encrypt_blocks)
	cmp	r2, #0
	bxeq	lr
	AES_ENTER
	mov	DST, r3
	mov	BLOCKS, r2
	ldr	SRC, [sp, #AES_ARGS]
.Lgroup:
	cmp	BLOCKS, #8
	movhs	N, #8
	movlo	N, BLOCKS
	cmp	N, #8
	bne	.Lcopy_in
	vld1.8	{d0, d1, d2, d3}, [SRC]!
	vld1.8	{d4, d5, d6, d7}, [SRC]!
	vld1.8	{d8, d9, d10, d11}, [SRC]!
	vld1.8	{d12, d13, d14, d15}, [SRC]!
	b	.Lencrypt
.Lcopy_in:
	add	r12, sp, #AES_BUFFER
	mov	LEFT, N
.Lcopy_block:
	vld1.8	{d0, d1}, [SRC]!
	vst1.8	{d0, d1}, [r12]!
	subs	LEFT, LEFT, #1
	bne	.Lcopy_block
	add	KEYP, sp, #AES_BUFFER
	vldm	KEYP, {d0-d15}
.Lencrypt:
	AES_ENCRYPT8
	cmp	N, #8
	bne	.Ltail
	vst1.8	{d0, d1, d2, d3}, [DST]!
	vst1.8	{d4, d5, d6, d7}, [DST]!
	vst1.8	{d8, d9, d10, d11}, [DST]!
	vst1.8	{d12, d13, d14, d15}, [DST]!
	subs	BLOCKS, BLOCKS, #8
	bne	.Lgroup
	b	.Ldone
.Ltail:
	add	KEYP, sp, #AES_BUFFER
	vstm	KEYP, {d0-d15}
.Ltail_block:
	vld1.8	{d0, d1}, [KEYP]!
	vst1.8	{d0, d1}, [DST]!
	subs	N, N, #1
	bne	.Ltail_block
.Ldone:
	AES_LEAVE
EPILOGUE(_symcrypt_aes_encrypt_blocks)
