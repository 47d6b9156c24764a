dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes-encrypt-blocks.asm -- AES encryption of blocks (ECB), eight
C at once bitsliced in NEON, for AArch64 CPUs without the AES
C instructions.

C void _symcrypt_aes_encrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   size_t blocks, uint8_t *dst,
C                                   const uint8_t *src)
C The C twin is in src/aes-bitslice.c.  The rounds are those of
C arm64/aes-ctr32-blocks.asm (arm64/aes-bitslice.m4).  A last turn of
C fewer than eight blocks goes in and out through the buffer on the
C stack (the other places hold what the buffer held before, encrypted
C and dropped).

INCLUDE_SRC(<arm64/aes-bitslice.m4>)dnl

	.file "aes-encrypt-blocks.asm"
	ARCH_BASE

define(<LEFT>, <x13>)	C blocks left to copy in

	AES_TABLES
PROLOGUE(_symcrypt_aes_encrypt_blocks)
	cbz	x2, .Lreturn
	mov	SRC, x4
	mov	DST, x3
	mov	BLOCKS, x2
	AES_ENTER
.Lgroup:
	mov	N, #8
	cmp	BLOCKS, #8
	csel	N, BLOCKS, N, lo
	b.lo	.Lcopy_in
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [SRC], #64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [SRC], #64
	b	.Lrounds
.Lcopy_in:
	add	KEYP, sp, #AES_BUFFER
	mov	LEFT, N
.Lcopy_block:
	ld1	{v0.16b}, [SRC], #16
	st1	{v0.16b}, [KEYP], #16
	subs	LEFT, LEFT, #1
	b.ne	.Lcopy_block
	add	KEYP, sp, #AES_BUFFER
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYP], #64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [KEYP]
.Lrounds:
	AES_ENCRYPT8
	cmp	N, #8
	b.ne	.Ltail
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [DST], #64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [DST], #64
	subs	BLOCKS, BLOCKS, #8
	b.ne	.Lgroup
	b	.Ldone
.Ltail:
	add	KEYP, sp, #AES_BUFFER
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYP], #64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [KEYP]
	add	KEYP, sp, #AES_BUFFER
.Ltail_block:
	ld1	{v0.16b}, [KEYP], #16
	st1	{v0.16b}, [DST], #16
	subs	N, N, #1
	b.ne	.Ltail_block
.Ldone:
	AES_LEAVE
.Lreturn:
	ret
EPILOGUE(_symcrypt_aes_encrypt_blocks)
