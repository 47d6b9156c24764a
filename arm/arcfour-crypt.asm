dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/arcfour-crypt.asm -- the RC4 keystream loop, ARMv6 (ARM state).

C void _symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
C                              size_t length, uint8_t *dst, const uint8_t *src)
C ctx->S[256] is followed by ctx->i (offset 256) and ctx->j (257).
C
C i and j live in the top byte of their registers, so adding to them
C wraps mod 256 by itself, and a load with the index shifted right by
C 24 addresses S[i]: 13 instructions per byte (two bytes per loop
C iteration) against gcc's 16.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions per byte of
C 10000 bytes, gcc 12 -O2, November 2026; doc/arm-cost-model.md):
C   this file  13.0     C twin  16.0

	ARCH_SCALAR

define(<CTX>, <r0>)
define(<LENGTH>, <r1>)
define(<DST>, <r2>)
define(<SRC>, <r3>)
define(<I>, <r12>)	C i << 24
define(<J>, <lr>)	C j << 24
define(<SI>, <r4>)	C S[i]
define(<SJ>, <r5>)	C S[j]
define(<K>, <r6>)	C (S[i] + S[j]) mod 256, then S[that]
define(<X>, <r7>)	C a source byte

C ROUND: one byte of keystream XORed into one byte of data.
define(<ROUND>, <
	ldrb	X, [SRC], #1
	C i += 1; si = S[i]; j += si; sj = S[j]
	add	I, I, #0x01000000
	ldrb	SI, [CTX, I, lsr #24]
	add	J, J, SI, lsl #24
	ldrb	SJ, [CTX, J, lsr #24]
	C swap S[i] and S[j]
	strb	SI, [CTX, J, lsr #24]
	strb	SJ, [CTX, I, lsr #24]
	C *dst++ = x ^ S[(si + sj) mod 256]
	add	K, SI, SJ
	and	K, K, #0xff
	ldrb	K, [CTX, K]
	eor	X, X, K
	strb	X, [DST], #1>)

PROLOGUE(_symcrypt_arcfour_crypt)
	cmp	LENGTH, #0
	bxeq	lr
	PUSH(r4, r5, r6, r7, lr)
	ldrb	I, [CTX, #256]
	ldrb	J, [CTX, #257]
	lsl	I, I, #24
	lsl	J, J, #24

	C An odd byte first, then pairs.
	tst	LENGTH, #1
	beq	.Lpairs
	ROUND
.Lpairs:
	lsrs	LENGTH, LENGTH, #1
	beq	.Lend
.Loop:
	ROUND
	ROUND
	subs	LENGTH, LENGTH, #1
	bne	.Loop

.Lend:
	lsr	I, I, #24
	lsr	J, J, #24
	strb	I, [CTX, #256]
	strb	J, [CTX, #257]
	POP(r4, r5, r6, r7, pc)
EPILOGUE(_symcrypt_arcfour_crypt)
