dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/ghash-blocks.asm -- GHASH with 256-bit VPCLMULQDQ, eight
C blocks a reduction.
C
C Why: x86_64/aesni multiplies one block by a power of H in four
C 128-bit PCLMULQDQs; here two blocks are four 256-bit ones.  The
C eight blocks of a turn are multiplied by H^8 .. H^1, the products
C added unreduced and reduced once (x86_64/ghash-vpclmul256.m4).  The
C powers are in a table on the stack, made on entry and wiped on
C return; the last n < 8 blocks go through a buffer there, followed
C by zeros.
C
C Needs AVX2 and VPCLMULQDQ.

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

INCLUDE_SRC(<x86_64/ghash-vpclmul256.m4>)dnl

define(<POWERS>, <%rdi>)
define(<STATE>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA>, <%rcx>)

	.file "ghash-blocks.asm"

PROLOGUE(_symcrypt_ghash_blocks)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	sub	<$>GHASH_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset GHASH_FRAME>)
	vbroadcasti128	.Lbswap(%rip), GBSWAP
	GHASH_TABLE(POWERS)
	vmovdqu	(STATE), XMM(Y)
	vpshufb	XMM(GBSWAP), XMM(Y), XMM(Y)

.Lturn:
	cmp	<$>8, BLOCKS
	jb	.Ltail
	forloop(<j>, 0, 3, <
	vmovdqu	32*j<>(DATA), GX(j)
	vpshufb	GBSWAP, GX(j), GX(j)>)
	GHASH_TURN()
	add	<$>128, DATA
	sub	<$>8, BLOCKS
	jmp	.Lturn

	C The last n = BLOCKS < 8 blocks from BUF, with the powers from
	C 16 (8 - n) on.
.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	shl	<$>4, BLOCKS
	BUF_FILL(DATA, BLOCKS, %rax, %r8, %r9d, %r9b)
	LOAD_BUF
	mov	<$>128, %rax
	sub	BLOCKS, %rax
	GHASH_TURN(%rax)

.Ldone:
	vpshufb	XMM(GBSWAP), XMM(Y), XMM(Y)
	vmovdqu	XMM(Y), (STATE)
	GHASH_WIPE
	add	<$>GHASH_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -GHASH_FRAME>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_ghash_blocks)

GHASH_RODATA
