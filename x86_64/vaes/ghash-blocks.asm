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
C return.
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
define(<TABLE_FRAME>, <256>)

dnl MUL_FIRST_ONE(x, h): MUL_FIRST of one block, X an xmm register and
dnl H 16 bytes (the high lanes of LO, MI and HI cleared).
define(<MUL_FIRST_ONE>, <
	vpclmulqdq <$>0x00, $2, $1, XMM(LO)
	vpclmulqdq <$>0x11, $2, $1, XMM(HI)
	vpclmulqdq <$>0x01, $2, $1, XMM(MI)
	vpclmulqdq <$>0x10, $2, $1, XMM(GT)
	vpxor	XMM(GT), XMM(MI), XMM(MI)>)

	.file "ghash-blocks.asm"

PROLOGUE(_symcrypt_ghash_blocks)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	sub	<$>TABLE_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset TABLE_FRAME>)
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

	C The last n = BLOCKS < 8 blocks, loaded where they are, times
	C the powers from 16 (8 - n) on: if n is odd the first block
	C alone, then pairs (each load of the table within one of the
	C stores that made it).
.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	<$>8, %rax
	sub	BLOCKS, %rax
	shl	<$>4, %rax
	test	<$>1, BLOCKS
	jz	.Leven
	vmovdqu	(DATA), XMM(GX(0))
	vpshufb	XMM(GBSWAP), XMM(GX(0)), XMM(GX(0))
	vpxor	XMM(Y), XMM(GX(0)), XMM(GX(0))
	MUL_FIRST_ONE(XMM(GX(0)), (%rsp, %rax))
	add	<$>16, DATA
	add	<$>16, %rax
	dec	BLOCKS
	jz	.Lreduce
	jmp	.Lpair
.Leven:
	vmovdqu	(DATA), GX(0)
	vpshufb	GBSWAP, GX(0), GX(0)
	vpxor	Y, GX(0), GX(0)
	MUL_FIRST(GX(0), (%rsp, %rax))
	jmp	.Lpair_next
.Lpair:
	vmovdqu	(DATA), GX(0)
	vpshufb	GBSWAP, GX(0), GX(0)
	MUL_ADD(GX(0), (%rsp, %rax))
.Lpair_next:
	add	<$>32, DATA
	add	<$>32, %rax
	sub	<$>2, BLOCKS
	jnz	.Lpair
.Lreduce:
	GHASH_REDUCE

.Ldone:
	vpshufb	XMM(GBSWAP), XMM(Y), XMM(Y)
	vmovdqu	XMM(Y), (STATE)
	GHASH_WIPE
	add	<$>TABLE_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -TABLE_FRAME>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_ghash_blocks)

GHASH_RODATA
