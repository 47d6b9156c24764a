dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): arcfour-crypt.asm, table32/arcfour-crypt.asm.
dnl x86_64/m4/arcfour.m4 -- the RC4 loop on the context's byte table.
dnl
dnl The readers name CTX, LENGTH, DST, SRC; I and J (the i of the next
dnl step and j, 0..255, upper bits zero) with their 32-bit forms I32,
dnl J32 and low bytes I8, J8; SI32, SI8 (S[i], loaded ahead); SJ, SJ32,
dnl SJ8; K32, K8.  ctx->S[256] is followed by ctx->i (offset 256) and
dnl ctx->j (257).

dnl ARCFOUR_LOAD_IJ: I and J from the context, I already the i of the
dnl first step (ctx->i + 1).
define(<ARCFOUR_LOAD_IJ>, <
	movzbl	256(CTX), I32
	movzbl	257(CTX), J32
	add	$<>1, I8>)

dnl ARCFOUR_STORE_IJ: I and J back into the context, I the i of the
dnl last step.
define(<ARCFOUR_STORE_IJ>, <
	sub	$<>1, I8
	movb	I8, 256(CTX)
	movb	J8, 257(CTX)>)

dnl ARCFOUR_BYTE_STEP(offset): one RC4 step, XORing byte OFFSET of src
dnl into dst.
define(<ARCFOUR_BYTE_STEP>, <
	add	SI8, J8			C j += S[i]
	movzbl	(CTX, J), SJ32		C sj = S[j]
	movb	SJ8, (CTX, I)		C swap S[i] and S[j]
	movb	SI8, (CTX, J)
	add	$<>1, I8		C i += 1
	add	SI8, SJ8		C (si + sj) mod 256
	movzbl	(CTX, I), SI32		C next S[i], after the stores
	movzbl	(CTX, SJ), K32		C k = S[si + sj]
	xorb	$1(SRC), K8
	movb	K8, $1(DST)>)

dnl ARCFOUR_BYTE_LOOP(label): LENGTH (at least 1) steps, eight an
dnl iteration, then the last 0..7 one at a time; I and SI32 ready on
dnl entry.  Jumps to LABEL when done.
define(<ARCFOUR_BYTE_LOOP>, <
	sub	$<>8, LENGTH
	jb	$1_short

	ALIGN_FUNCTION
$1_loop8:
	ARCFOUR_BYTE_STEP(0)
	ARCFOUR_BYTE_STEP(1)
	ARCFOUR_BYTE_STEP(2)
	ARCFOUR_BYTE_STEP(3)
	ARCFOUR_BYTE_STEP(4)
	ARCFOUR_BYTE_STEP(5)
	ARCFOUR_BYTE_STEP(6)
	ARCFOUR_BYTE_STEP(7)
	add	$<>8, SRC
	add	$<>8, DST
	sub	$<>8, LENGTH
	jae	$1_loop8

$1_short:
	C The last 0..7 bytes one at a time.
	add	$<>8, LENGTH
	jz	$1
$1_loop1:
	ARCFOUR_BYTE_STEP(0)
	add	$<>1, SRC
	add	$<>1, DST
	sub	$<>1, LENGTH
	jnz	$1_loop1>)
