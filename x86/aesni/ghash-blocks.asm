dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/ghash-blocks.asm -- GHASH with PCLMULQDQ in 32-bit code,
C eight blocks a reduction.
C
C Why: the C twin builds each 64 x 64-bit carry-less product from
C integer multiplications; here it is one PCLMULQDQ.  The method and
C its macros are x86-common/ghash-pclmul.m4's, as in
C x86_64/aesni/ghash-blocks.asm: a block byte-reversed is a 128-bit
C number, the powers of H are kept times x^-1, three products a block
C (Karatsuba), one reduction a turn of eight blocks by two products.
C With eight xmm registers the prepared powers and the constants live
C in an aligned frame, the constants built with immediate stores (no
C PC-relative operand in 32-bit code).  The folder's AES-NI condition
C stands in for SSSE3 (PSHUFB) too.  Figures: doc/x86-32.md.

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

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

	.file "ghash-blocks.asm"

PROLOGUE(_symcrypt_ghash_blocks)
	PUSH(%ebp)
	PUSH(%esi)
	PUSH(%edi)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	$FRAME+16, %esp
	and	$-16, %esp
	C The constants, then the arguments (at 16(%ebp) on).
	movl	$1, 256(%esp)
	movl	$0, 260(%esp)
	movl	$0, 264(%esp)
	movl	$0xc2000000, 268(%esp)
	movl	$0x0c0d0e0f, 272(%esp)
	movl	$0x08090a0b, 276(%esp)
	movl	$0x04050607, 280(%esp)
	movl	$0x00010203, 284(%esp)
	movdqa	272(%esp), BSWAP
	mov	16(%ebp), POWERS
	mov	20(%ebp), STATE
	mov	24(%ebp), BLOCKS
	mov	28(%ebp), DATA
	movdqu	(STATE), HI
	pshufb	BSWAP, HI
	cmp	$8, BLOCKS
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
EPILOGUE(_symcrypt_ghash_blocks)
