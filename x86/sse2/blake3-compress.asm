dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/blake3-compress.asm -- BLAKE3's compression function by
C rows, SSE2.
C
C Why: one block, or a chain of them (an input of one chunk, the
C root's output), cannot use hash_many's lanes; BLAKE3's G is
C BLAKE2s's, so this is x86/sse2/blake2s-compress.asm's body with
C BLAKE3's seven rounds, schedule and feed-forward.
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4), gcc -m32,
C rdtsc ticks (doc/x86-32.md):
C                                   this file    C twin
C   a compression, chained             185         295
C   symcrypt_blake3, 1 KiB, a byte     2.93        4.64

dnl void _symcrypt_blake3_compress(uint32_t *out, const uint32_t *cv,
dnl     const uint8_t *block, const uint32_t *tail)
dnl src/functions.def has the contract; OUT may be CV.

INCLUDE_SRC(<x86-common/blake3-schedule.m4>)dnl
INCLUDE_SRC(<x86/blake2s-rows.m4>)dnl
dnl ROWS_WORD(r, step, half, lane): the word lane LANE adds, as
dnl B2_WORD (x86-common/blake2-schedule.m4) with BLAKE3's schedule.
define(<ROWS_WORD>, <eval(0x<>substr(B3_ROW$1,
	eval(8 * ($2) + 2 * ((($4) + 3 * ($2)) % 4) + ($3)), 1))>)
define(<OUT>, <%eax>)
define(<CV>, <%ecx>)
define(<MSG_BASE>, <%edx>)
define(<VA>, <%xmm0>)		dnl the rows of the state
define(<VB>, <%xmm1>)
define(<VC>, <%xmm2>)
define(<VD>, <%xmm3>)
define(<X>, <%xmm4>)		dnl a step's message words, x and y
define(<Y>, <%xmm5>)
define(<T>, <%xmm6>)		dnl temporaries
define(<U>, <%xmm7>)

PROLOGUE(_symcrypt_blake3_compress)
	PUSH(%ebp)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	$<>16, %esp
	and	$<>-16, %esp
	ROWS_IV(4)
	mov	12(%ebp), CV
	mov	16(%ebp), MSG_BASE
	mov	20(%ebp), OUT
	C a, b: the chaining value; c: the IV's first row; d: the tail
	movdqu	(CV), VA
	movdqu	16(CV), VB
	movdqa	(%esp), VC
	movdqu	(OUT), VD
	mov	8(%ebp), OUT
forloop(<r>, 0, 6, <ROWS_ROUND(r)
>)dnl
	C out: a ^ c, b ^ d, then c ^ cv, d ^ cv (CV read before OUT is
	C written: they may be the same)
	movdqu	(CV), X
	movdqu	16(CV), Y
	pxor	VC, VA
	pxor	VD, VB
	pxor	X, VC
	pxor	Y, VD
	movdqu	VA, (OUT)
	movdqu	VB, 16(OUT)
	movdqu	VC, 32(OUT)
	movdqu	VD, 48(OUT)
	mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%ebp)
	ret
EPILOGUE(_symcrypt_blake3_compress)
