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
C blocks a reduction, sixteen in long calls.
C
C Why: x86_64/aesni multiplies one block by a power of H in four
C 128-bit PCLMULQDQs; here two blocks are four 256-bit ones.  The
C eight blocks of a turn are multiplied by H^8 .. H^1, the products
C added unreduced and reduced once (x86_64/m4/ghash-vaes.m4).  The
C powers are in a table on the stack, made on entry and wiped on
C return.  From 80 blocks on (open's pass over the ciphertext) a turn takes
C sixteen blocks and one reduction, the products Karatsuba's (three a
C block), H^9 .. H^16 and the sums of the powers' halves made once a
C call as gcm_encrypt does: 26 products a 256 bytes where two turns of
C eight take 36, on the pipes that a product holds for two cycles on
C Zen 3 (doc/x86_64-aes.md, "open's first pass, sixteen blocks a
C turn").
C
C Needs AVX2 and VPCLMULQDQ.

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

INCLUDE_SRC(<x86_64/m4/ghash-vaes.m4>)dnl

define(<POWERS>, <%rdi>)
define(<STATE>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA>, <%rcx>)
dnl The stack: the table of powers (256 bytes), then for the turns of
dnl sixteen FOLDS, HIGH and HIGH_FOLDS.
define(<FOLDS>, <256>)
define(<HIGH>, <384>)
define(<HIGH_FOLDS>, <512>)
define(<FRAME>, <640>)

dnl HASH_PAIR16(j): PAIR_PRODUCTS of blocks 2j and 2j + 1 of DATA, with
dnl the powers H^(16 - 2j) and H^(15 - 2j) (uses GX(j mod 4)).
define(<HASH_PAIR16>, <
	vmovdqu	32*$1<>(DATA), GX(eval($1 % 4))
	vpshufb	GBSWAP, GX(eval($1 % 4)), GX(eval($1 % 4))
	PAIR_PRODUCTS(ifelse($1, 0, 1, 0), GX(eval($1 % 4)),
	ifelse(eval($1 / 4), 0, <HIGH+32*$1, HIGH_FOLDS+32*$1>,
	<32*($1 - 4), FOLDS+32*($1 - 4)>))>)

dnl GMUL_FIRST_ONE(x, h): GMUL_FIRST of one block, X an xmm register and
dnl H 16 bytes (the high lanes of GLO, GMI and GHI cleared).
define(<GMUL_FIRST_ONE>, <
	vpclmulqdq <$>0x00, $2, $1, XMM(GLO)
	vpclmulqdq <$>0x11, $2, $1, XMM(GHI)
	vpclmulqdq <$>0x01, $2, $1, XMM(GMI)
	vpclmulqdq <$>0x10, $2, $1, XMM(GT)
	vpxor	XMM(GT), XMM(GMI), XMM(GMI)>)

	.file "ghash-blocks.asm"

PROLOGUE(_symcrypt_ghash_blocks)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	vbroadcasti128	.Lbswap(%rip), GBSWAP
	GHASH_TABLE256(POWERS)
	vmovdqu	(STATE), XMM(Y)
	vpshufb	XMM(GBSWAP), XMM(Y), XMM(Y)

	cmp	<$>80, BLOCKS
	jb	.Lturn
	FOLDS_TABLE
	HIGH_TABLE
.Lsixteen:
	forloop(<j>, 0, 7, <HASH_PAIR16(j)>)
	MIDDLE
	GHASH_REDUCE
	add	<$>256, DATA
	sub	<$>16, BLOCKS
	cmp	<$>16, BLOCKS
	jae	.Lsixteen
	vpxor	GX(0), GX(0), GX(0)	C FOLDS, HIGH and HIGH_FOLDS wiped
	forloop(<j>, 0, 11, <
	vmovdqu	GX(0), FOLDS+32*j<>(%rsp)>)

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
	GMUL_FIRST_ONE(XMM(GX(0)), (%rsp, %rax))
	add	<$>16, DATA
	add	<$>16, %rax
	dec	BLOCKS
	jz	.Lreduce
	jmp	.Lpair
.Leven:
	vmovdqu	(DATA), GX(0)
	vpshufb	GBSWAP, GX(0), GX(0)
	vpxor	Y, GX(0), GX(0)
	GMUL_FIRST(GX(0), (%rsp, %rax))
	jmp	.Lpair_next
.Lpair:
	vmovdqu	(DATA), GX(0)
	vpshufb	GBSWAP, GX(0), GX(0)
	GMUL_ADD(GX(0), (%rsp, %rax))
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
	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_ghash_blocks)

GHASH_RODATA256
