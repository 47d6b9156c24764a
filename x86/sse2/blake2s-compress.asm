dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/blake2s-compress.asm -- the BLAKE2s compression function by
C rows, SSE2.
C
C Why: the -m32 C code keeps sixteen state words and sixteen message
C words in seven registers and spills most of them; here the state is
C four xmm registers, the four G of a step side by side
C (x86/blake2s-rows.m4), and the message words are gathered from the
C block off the chain.  A chain of eight operations a half step (the
C rotations two deep), 32 a round, the turns beside it.
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4), gcc -m32,
C symcrypt_blake2s, rdtsc ticks a byte (doc/x86-32.md):
C              this file    C twin
C   64 B         4.36        5.29
C   16 KiB       4.00        4.72

dnl void _symcrypt_blake2s_compress(uint32_t *state, size_t length,
dnl                                 const uint8_t *data, unsigned last_bit)
dnl src/functions.def has the contract; the C twin is
dnl src/blake/blake2-compress.c.  The branches depend on LENGTH and LAST
dnl alone.

INCLUDE_SRC(<x86-common/blake2-schedule.m4>)dnl
INCLUDE_SRC(<x86/blake2s-rows.m4>)dnl
define(<ROWS_WORD>, <B2_WORD($@)>)
define(<STATE>, <%esi>)
define(<LENGTH>, <%ecx>)
define(<DATA>, <%edx>)
define(<MSG_BASE>, <DATA>)
define(<LAST>, <%edi>)
define(<BYTES>, <%eax>)		dnl bytes of this block
define(<FINAL>, <%ebx>)		dnl its flag: 0 or 2^32 - 1
define(<VA>, <%xmm0>)		dnl the rows of the state
define(<VB>, <%xmm1>)
define(<VC>, <%xmm2>)
define(<VD>, <%xmm3>)
define(<X>, <%xmm4>)		dnl a step's message words, x and y
define(<Y>, <%xmm5>)
define(<T>, <%xmm6>)		dnl temporaries
define(<U>, <%xmm7>)
dnl The frame: the IV at 0, the counter, the flag and 0 at 32 (row d
dnl before the IV's second half is XORed in).
define(<CTR_LO>, <32(%esp)>)
define(<CTR_HI>, <36(%esp)>)
define(<FLAG>, <40(%esp)>)

PROLOGUE(_symcrypt_blake2s_compress)
	PUSH(%ebp)
	PUSH(%ebx)
	PUSH(%esi)
	PUSH(%edi)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	$<>64, %esp
	and	$<>-16, %esp
	ROWS_IV(8)
	mov	20(%ebp), STATE
	mov	24(%ebp), LENGTH
	mov	28(%ebp), DATA
	mov	32(%ebp), LAST
	mov	32(STATE), %eax
	mov	%eax, CTR_LO
	mov	36(STATE), %eax
	mov	%eax, CTR_HI
	movl	$<>0, 44(%esp)
.Lblock:
	B2_NEXT_BLOCK(64)
	add	BYTES, CTR_LO
	adcl	$<>0, CTR_HI
	mov	FINAL, FLAG
	C a, b: the chaining value; c: the IV's first row; d: its second
	C XORed with the counter and the flag
	movdqu	(STATE), VA
	movdqu	16(STATE), VB
	movdqa	(%esp), VC
	movdqa	32(%esp), VD
	pxor	16(%esp), VD
forloop(<r>, 0, 9, <ROWS_ROUND(r)
>)dnl
	C h ^= a ^ c, b ^ d
	pxor	VC, VA
	pxor	VD, VB
	movdqu	(STATE), X
	movdqu	16(STATE), Y
	pxor	X, VA
	pxor	Y, VB
	movdqu	VA, (STATE)
	movdqu	VB, 16(STATE)
	test	FINAL, FINAL
	jnz	.Ldone
	add	$<>64, DATA
	sub	$<>64, LENGTH
	jmp	.Lblock
.Ldone:
	mov	CTR_LO, %eax
	mov	%eax, 32(STATE)
	mov	CTR_HI, %eax
	mov	%eax, 36(STATE)
	mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%edi)
	POP(%esi)
	POP(%ebx)
	POP(%ebp)
	ret
EPILOGUE(_symcrypt_blake2s_compress)
