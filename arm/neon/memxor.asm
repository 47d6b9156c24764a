dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/memxor.asm -- dst ^= src, NEON.

C void _symcrypt_memxor(uint8_t *dst, const uint8_t *src, size_t length)
C
C Why: CBC decryption XORs each chunk it decrypts with the ciphertext
C before it (src/aes/aes.c), and gcc's C XORs four bytes per nine
C instructions on 32-bit ARM; here 32 bytes take seven (two loads of
C two q registers, two VEOR, a store, the loop), then 16 and 8 bytes
C in NEON registers and the last 0 to 7 bytes one at a time.  Any
C alignment (VLD1.8 and VST1.8 take any address).
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions a byte, gcc 12
C -O2, November 2026), inside AES-128-CBC decryption of 16 KiB (512-byte
C calls): the C twin 2.27, this file 0.23.

	ARCH_NEON

define(<DST>, <r0>)
define(<SRC>, <r1>)
define(<LENGTH>, <r2>)
define(<X>, <r3>)	C a byte of DST
define(<Y>, <r12>)	C a byte of SRC

PROLOGUE(_symcrypt_memxor)
	subs	LENGTH, LENGTH, #32
	blo	.Lbelow32
.Lloop:
	vld1.8	{d0, d1, d2, d3}, [DST]
	vld1.8	{d4, d5, d6, d7}, [SRC]!
	veor	q0, q0, q2
	veor	q1, q1, q3
	subs	LENGTH, LENGTH, #32
	vst1.8	{d0, d1, d2, d3}, [DST]!
	bhs	.Lloop
	C 0 to 31 bytes left: the low five bits of LENGTH, which taking 32
	C away did not change.
.Lbelow32:
	tst	LENGTH, #16
	beq	.Lbelow16
	vld1.8	{d0, d1}, [DST]
	vld1.8	{d2, d3}, [SRC]!
	veor	q0, q0, q1
	vst1.8	{d0, d1}, [DST]!
.Lbelow16:
	tst	LENGTH, #8
	beq	.Lbelow8
	vld1.8	{d0}, [DST]
	vld1.8	{d1}, [SRC]!
	veor	d0, d0, d1
	vst1.8	{d0}, [DST]!
.Lbelow8:
	ands	LENGTH, LENGTH, #7
	bxeq	lr
.Lbyte:
	ldrb	X, [DST]
	ldrb	Y, [SRC], #1
	eor	X, X, Y
	strb	X, [DST], #1
	subs	LENGTH, LENGTH, #1
	bne	.Lbyte
	bx	lr
EPILOGUE(_symcrypt_memxor)
