dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): aesni/ghash-blocks.asm, aesni/polyval-blocks.asm.
dnl x86/ghash-ni.m4 -- GHASH and POLYVAL with PCLMULQDQ in 32-bit code,
dnl eight blocks a reduction: the body of ghash_blocks and
dnl polyval_blocks (GHASH_BLOCKS) on x86-common/ghash-pclmul.m4's
dnl macros, with the registers and the frame of eight xmm registers.
dnl
dnl The prepared powers and the constants live in an aligned frame, the
dnl constants built with immediate stores (no PC-relative operand in
dnl 32-bit code).  An including file that defines GHASH_POLYVAL gets
dnl POLYVAL: the blocks and the hash value are taken as stored
dnl (x86-common/ghash-pclmul.m4, GHASH_ORDER); the powers are GHASH's
dnl either way.

define(<POWERS>, <%edx>)
define(<STATE>, <%ecx>)
define(<BLOCKS>, <%eax>)
define(<DATA>, <%esi>)
define(<PH>, <%edi>)		C the power for a block of the last ones

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl

define(<FIRST>, <%xmm0>)	C block 0 of a turn plus the hash value
define(<LO>, <%xmm2>)		C the sums of the products: low,
define(<MI>, <%xmm3>)		C middle (Karatsuba's, then the true one)
define(<HI>, <%xmm4>)		C and high 128 bits; the hash value
define(<X>, <%xmm5>)
define(<T>, <%xmm6>)
define(<BSWAP>, <%xmm7>)	C the PSHUFB pattern reversing 16 bytes
define(<SP>, <%esp>)

dnl The frame (16-byte aligned): at 0, the table of powers
dnl (x86-common/ghash-pclmul.m4); at 256, x^-1 modulo the GCM
dnl polynomial, reversed (bits 0, 121, 126 and 127); at 272, the
dnl PSHUFB pattern.
define(<GFPOLY>, <256(%esp)>)
define(<FRAME>, <288>)

dnl GHASH_BLOCKS(name): the function NAME(powers, state, blocks, data).
define(<GHASH_BLOCKS>, <
PROLOGUE($1)
	PUSH(%ebp)
	PUSH(%esi)
	PUSH(%edi)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	<$>FRAME+16, %esp
	and	<$>-16, %esp
	C The constants, then the arguments (at 16(%ebp) on).
	movl	<$>1, 256(%esp)
	movl	<$>0, 260(%esp)
	movl	<$>0, 264(%esp)
	movl	<$>0xc2000000, 268(%esp)
	movl	<$>0x0c0d0e0f, 272(%esp)
	movl	<$>0x08090a0b, 276(%esp)
	movl	<$>0x04050607, 280(%esp)
	movl	<$>0x00010203, 284(%esp)
	movdqa	272(%esp), BSWAP
	mov	16(%ebp), POWERS
	mov	20(%ebp), STATE
	mov	24(%ebp), BLOCKS
	mov	28(%ebp), DATA
	movdqu	(STATE), HI
	GHASH_ORDER(HI)
	cmp	<$>8, BLOCKS
	jb	.Lrest

	C The table of H^8 .. H^1.
	GHASH_TABLE(POWERS)

	GHASH_TURNS

	C The powers wiped.
	GHASH_TABLE_WIPE

	GHASH_REST
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%edi)
	POP(%esi)
	POP(%ebp)
	ret
EPILOGUE($1)>)
