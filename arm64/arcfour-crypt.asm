dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/arcfour-crypt.asm -- the RC4 keystream loop, eight bytes per
C iteration.

C void _symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
C                              size_t length, uint8_t *dst,
C                              const uint8_t *src)
C ctx: S[256], then i and j (bytes at 256 and 257).
C
C Why: gcc's C loads, XORs and stores each data byte on its own.  Here
C eight keystream bytes are gathered into one register (an orr with a
C shifted operand per byte) and XORed into the data with one 8-byte load
C and store, which leaves the twelve instructions per byte of the state
C update itself.  The S indices depend on the key, as RC4 requires.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte,
C gcc 12 -O2, 2026-11-22):
C                       64 B   1 KiB  16 KiB
C   C twin                            17.0
C   this file          12.98  12.64  12.62
C   OpenSSL 3.0.x                     14.51
C   Nettle 3.8.1                      17.0
C Cycles: bound by the chain through S (doc/arm64-cost-model.md).

	ARCH_BASE

define(<S>, <x0>)
define(<LENGTH>, <x1>)
define(<DST>, <x2>)
define(<SRC>, <x3>)
define(<I>, <w4>)
define(<J>, <w5>)
define(<SI>, <w6>)	C S[i]
define(<SJ>, <w7>)	C S[j]
define(<T>, <w8>)	C S[i] + S[j], then S of that: the keystream byte
define(<TX>, <x8>)	C the same register, 64 bits
define(<KS>, <x9>)	C eight keystream bytes
define(<DATA>, <x10>)
define(<DATAW>, <w10>)

C STEP: the next i, j, the swap, and the keystream byte in T.
define(<STEP>, <
	add	I, I, #1
	and	I, I, #0xff
	ldrb	SI, [S, I, uxtw]
	add	J, J, SI
	and	J, J, #0xff
	ldrb	SJ, [S, J, uxtw]
	strb	SJ, [S, I, uxtw]
	strb	SI, [S, J, uxtw]
	add	T, SI, SJ
	and	T, T, #0xff
	ldrb	T, [S, T, uxtw]>)

PROLOGUE(_symcrypt_arcfour_crypt)
	ldrb	I, [S, #256]
	ldrb	J, [S, #257]
	subs	LENGTH, LENGTH, #8
	b.lo	.Ltail

.Lloop8:
	STEP
	mov	KS, TX
	forloop(<n>, 1, 7, <STEP
	orr	KS, KS, TX, lsl #eval(8 * n)>)
	ldr	DATA, [SRC], #8
	eor	DATA, DATA, KS
	str	DATA, [DST], #8
	subs	LENGTH, LENGTH, #8
	b.hs	.Lloop8

.Ltail:
	adds	LENGTH, LENGTH, #8		C 0 to 7 bytes left
	b.eq	.Ldone
.Lloop1:
	STEP
	ldrb	DATAW, [SRC], #1
	eor	DATAW, DATAW, T
	strb	DATAW, [DST], #1
	subs	LENGTH, LENGTH, #1
	b.ne	.Lloop1

.Ldone:
	strb	I, [S, #256]
	strb	J, [S, #257]
	ret
EPILOGUE(_symcrypt_arcfour_crypt)
