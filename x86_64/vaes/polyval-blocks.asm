dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/polyval-blocks.asm -- POLYVAL (RFC 8452, 3) with 256-bit
C VPCLMULQDQ, eight blocks a reduction, sixteen in long calls.
C
C Why: AES-GCM-SIV hashed through ghash_blocks, each block byte-reversed
C into a buffer first; a POLYVAL block as stored is already the
C little-endian number that GHASH's code makes of a byte-reversed GCM
C block (x86_64/m4/ghash-vaes.m4), so this is ghash-blocks.asm of this
C folder without the VPSHUFB of the blocks and of the hash value: the
C same turns of eight blocks, of sixteen from 80 blocks on, the table
C of powers on the stack, made on entry and wiped on return.  H' is the
C key's GHASH form mulX_GHASH(ByteReverse(H)) (RFC 8452, appendix A),
C whose powers POWERS holds in GCM's byte order, as for ghash_blocks.
C
C Needs AVX2 and VPCLMULQDQ.
C Measured: doc/x86_64-aes.md, section "AES-GCM-SIV".

dnl void _symcrypt_polyval_blocks(const uint8_t *powers, uint8_t *state,
dnl                               size_t blocks, const uint8_t *data)
dnl POWERS holds H'^1 .. H'^8, 16 bytes each in GCM's byte order;
dnl STATE and the blocks are POLYVAL's.

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
dnl the powers H'^(16 - 2j) and H'^(15 - 2j) (uses GX(j mod 4)).
define(<HASH_PAIR16>, <
	vmovdqu	32*$1<>(DATA), GX(eval($1 % 4))
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

	.file "polyval-blocks.asm"

PROLOGUE(_symcrypt_polyval_blocks)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	vbroadcasti128	.Lbswap(%rip), GBSWAP	C for the powers only
	GHASH_TABLE256(POWERS)
	vmovdqu	(STATE), XMM(Y)

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
	vmovdqu	32*j<>(DATA), GX(j)>)
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
	vpxor	XMM(Y), XMM(GX(0)), XMM(GX(0))
	GMUL_FIRST_ONE(XMM(GX(0)), (%rsp, %rax))
	add	<$>16, DATA
	add	<$>16, %rax
	dec	BLOCKS
	jz	.Lreduce
	jmp	.Lpair
.Leven:
	vmovdqu	(DATA), GX(0)
	vpxor	Y, GX(0), GX(0)
	GMUL_FIRST(GX(0), (%rsp, %rax))
	jmp	.Lpair_next
.Lpair:
	vmovdqu	(DATA), GX(0)
	GMUL_ADD(GX(0), (%rsp, %rax))
.Lpair_next:
	add	<$>32, DATA
	add	<$>32, %rax
	sub	<$>2, BLOCKS
	jnz	.Lpair
.Lreduce:
	GHASH_REDUCE

.Ldone:
	vmovdqu	XMM(Y), (STATE)
	GHASH_WIPE
	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_polyval_blocks)

GHASH_RODATA256
