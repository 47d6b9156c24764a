dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes/ghash-blocks.asm, vaes/polyval-blocks.asm, vaes/gcm-encrypt.asm, vaes/gcm-seal-short.asm, vaes/gcm-open-short.asm.
dnl x86_64/m4/ghash-vaes.m4 -- GHASH with 256-bit VPCLMULQDQ and
dnl AVX2, two blocks a register, eight a reduction: the table of powers,
dnl the turn of eight blocks, the buffer for a message's last blocks;
dnl and for long messages sixteen blocks a reduction by Karatsuba's
dnl three products a block, with H^9 .. H^16 made on the stack.
dnl
dnl The representation is that of x86_64/m4/ghash-vaes512.m4: a block
dnl byte-reversed is a 128-bit number whose bit 127 - i is the
dnl coefficient of x^i, each power of H is kept multiplied by x^-1 so
dnl that the carry-less products are exact, and the reduction folds the
dnl low 64 bits twice by a product with x^63 + x^62 + x^57.  The eight
dnl products of a turn are added unreduced (low, middle and high 128
dnl bits of each lane), reduced once lane by lane, and the two lanes
dnl added.
dnl
dnl The table of powers is at %rsp, 256 bytes: H^8 .. H^1, then 128
dnl bytes of zeros.  The last n < 8 blocks of a message are hashed with
dnl the powers from 16 (8 - n) on: H^n .. H^1, then zeros times any
dnl blocks after them.  GHASH_WIPE clears the powers.

define(<GX>, <%ymm<>$1>)		C the blocks hashed, GX(0) .. GX(3)
define(<Y>, <%ymm10>)		C the hash value, in the low lane
define(<GLO>, <%ymm11>)		C the sums of the products: low,
define(<GMI>, <%ymm12>)		C middle
define(<GHI>, <%ymm13>)		C and high 128 bits of each lane
define(<GT>, <%ymm14>)
define(<GBSWAP>, <%ymm15>)	C the VPSHUFB pattern reversing each lane

dnl TIMES_INV_X(y): the two blocks of powers in Y byte-reversed and
dnl multiplied by x^-1 (uses GLO and GMI).
define(<TIMES_INV_X>, <
	vpshufb	GBSWAP, $1, $1
	vpsrlq	<$>63, $1, GLO
	vpslldq	<$>8, GLO, GLO		C bit 63 of each lane to bit 64
	vpsllq	<$>1, $1, GMI
	vpxor	GLO, GMI, GMI
	vpshufd	<$>0xff, $1, GLO
	vpsrad	<$>31, GLO, GLO		C all ones where bit 127 was set
	vpand	.Lgfpoly(%rip), GLO, GLO
	vpxor	GLO, GMI, $1>)

dnl GHASH_TABLE256(powers): the table from H^1 .. H^8 at POWERS (uses
dnl GX(0)).
define(<GHASH_TABLE256>, <forloop(<j>, 0, 3, <
	vmovdqu	32*j<>($1), GX(0)
	TIMES_INV_X(GX(0))
	vpermq	<$>0x4e, GX(0), GX(0)	C H^(2j + 2) first
	vmovdqu	GX(0), eval(96 - 32 * j)(%rsp)>)
	vpxor	GX(0), GX(0), GX(0)
	forloop(<j>, 4, 7, <
	vmovdqu	GX(0), 32*j<>(%rsp)>)>)

dnl GMUL_FIRST(x, h), GMUL_ADD(x, h): GLO, GMI, GHI = or += the products of
dnl the lanes of X and of H (memory); GMUL_ADD loses X.
define(<GMUL_FIRST>, <
	vpclmulqdq <$>0x00, $2, $1, GLO
	vpclmulqdq <$>0x11, $2, $1, GHI
	vpclmulqdq <$>0x01, $2, $1, GMI
	vpclmulqdq <$>0x10, $2, $1, GT
	vpxor	GT, GMI, GMI>)
define(<GMUL_ADD>, <
	vpclmulqdq <$>0x00, $2, $1, GT
	vpxor	GT, GLO, GLO
	vpclmulqdq <$>0x11, $2, $1, GT
	vpxor	GT, GHI, GHI
	vpclmulqdq <$>0x01, $2, $1, GT
	vpxor	GT, GMI, GMI
	vpclmulqdq <$>0x10, $2, $1, $1
	vpxor	$1, GMI, GMI>)

dnl GHASH_TURN(offset): Y = the hash after the blocks GX(0) .. GX(3),
dnl byte-reversed, times the eight powers of the table from OFFSET on
dnl (a register, or empty for the whole table).
define(<GHASH_TURN>, <
	vpxor	Y, GX(0), GX(0)
	GMUL_FIRST(GX(0), ifelse($1, , <(%rsp)>, <(%rsp, $1)>))
	forloop(<j>, 1, 3, <GMUL_ADD(GX(j),
	ifelse($1, , <32*j<>(%rsp)>, <32*j<>(%rsp, $1)>))>)
	GHASH_REDUCE>)

dnl GHASH_REDUCE: Y = the sums reduced and the two lanes added.  The
dnl low 64 bits of GLO go, times .Lgfpoly's high half, into GMI and
dnl swapped into its high half; then the low 64 bits of GMI likewise
dnl into GHI.  GHASH_REDUCE_LANES: the sums reduced lane by lane, into
dnl GHI (gcm_encrypt's powers H^9 .. H^16).
define(<GHASH_REDUCE>, <GHASH_REDUCE_LANES
	vextracti128 <$>1, GHI, XMM(GT)
	vpxor	XMM(GT), XMM(GHI), XMM(Y)>)
define(<GHASH_REDUCE_LANES>, <
	vpclmulqdq <$>0x10, .Lgfpoly(%rip), GLO, GT
	vpshufd	<$>0x4e, GLO, GLO
	vpxor	GT, GMI, GMI
	vpxor	GLO, GMI, GMI
	vpclmulqdq <$>0x10, .Lgfpoly(%rip), GMI, GT
	vpshufd	<$>0x4e, GMI, GMI
	vpxor	GT, GHI, GHI
	vpxor	GMI, GHI, GHI>)

dnl Sixteen blocks a reduction: the stack offsets FOLDS, HIGH and
dnl HIGH_FOLDS are the user's (128, 128 and 128 bytes).
dnl FOLDS_TABLE: at FOLDS, the sums of the halves of the table's powers
dnl H^8 .. H^1, in both halves of each (uses GX(0) and GX(1)).
define(<FOLDS_TABLE>, <forloop(<j>, 0, 3, <
	vmovdqu	32*j<>(%rsp), GX(0)
	vpshufd	<$>0x4e, GX(0), GX(1)
	vpxor	GX(0), GX(1), GX(1)
	vmovdqu	GX(1), FOLDS+32*j<>(%rsp)>)>)

dnl PAIR_PRODUCTS(first, r, powers, folds): the products of the two
dnl byte-reversed blocks of R and the two powers at POWERS on the stack,
dnl added into GLO, GMI and GHI (set by the FIRST pair of a reduction, which
dnl adds the hash value first: FIRST is 1); R is lost.  By Karatsuba:
dnl three products a block, the middle one of the sums of the halves
dnl (a0 + a1)(b0 + b1), whose b0 + b1 are at FOLDS, and which MIDDLE
dnl turns into a0 b1 + a1 b0.
define(<PAIR_PRODUCTS>, <ifelse($1, 1, <
	vpxor	Y, $2, $2
	vpclmulqdq <$>0x00, $3<>(%rsp), $2, GLO
	vpclmulqdq <$>0x11, $3<>(%rsp), $2, GHI
	vpshufd	<$>0x4e, $2, GT
	vpxor	GT, $2, $2		C a0 + a1 in each half
	vpclmulqdq <$>0x00, $4<>(%rsp), $2, GMI>, <
	vpclmulqdq <$>0x00, $3<>(%rsp), $2, GT
	vpxor	GT, GLO, GLO
	vpclmulqdq <$>0x11, $3<>(%rsp), $2, GT
	vpxor	GT, GHI, GHI
	vpshufd	<$>0x4e, $2, GT
	vpxor	GT, $2, $2
	vpclmulqdq <$>0x00, $4<>(%rsp), $2, GT
	vpxor	GT, GMI, GMI>)>)

dnl MIDDLE: the middle products' sum made a0 b1 + a1 b0 by adding GLO
dnl and GHI.
define(<MIDDLE>, <
	vpxor	GLO, GMI, GMI
	vpxor	GHI, GMI, GMI>)

dnl HIGH_TABLE: H^16 .. H^9 at HIGH, each H^8 times the power of the
dnl table 128 bytes before, and the sums of their halves at HIGH_FOLDS
dnl (uses GX(0), GX(1), GLO, GMI, GHI and GT).  The powers are kept times
dnl x^-1 and the reduction multiplies by x: the product of two is the
dnl power of their sum times x^-1 again.
define(<HIGH_TABLE>, <
	vbroadcasti128	(%rsp), GX(1)	C H^8 in both lanes
	forloop(<j>, 0, 3, <
	vmovdqu	32*j<>(%rsp), GX(0)
	GMUL_FIRST(GX(0), GX(1))
	GHASH_REDUCE_LANES
	vmovdqu	GHI, HIGH+32*j<>(%rsp)
	vpshufd	<$>0x4e, GHI, GT
	vpxor	GHI, GT, GT
	vmovdqu	GT, HIGH_FOLDS+32*j<>(%rsp)>)>)

dnl GHASH_WIPE: the powers of the table zeroed (and GX(0)).
define(<GHASH_WIPE>, <
	vpxor	GX(0), GX(0), GX(0)
	forloop(<j>, 0, 3, <
	vmovdqu	GX(0), 32*j<>(%rsp)>)>)

dnl GHASH_RODATA256: the constants.
define(<GHASH_RODATA256>, <
RODATA
	.p2align 5
C x^-1 modulo the GCM polynomial, reversed (bits 0, 121, 126 and 127),
C in each lane.
.Lgfpoly:
	.quad 1, 0xc200000000000000, 1, 0xc200000000000000
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>)

dnl GHASH_BLOCKS: the function _symcrypt_ghash_blocks, or with
dnl GHASH_POLYVAL defined before this file is read, the function
dnl _symcrypt_polyval_blocks (RFC 8452, 3): the same code without the
dnl VPSHUFB of the blocks and of the hash value, since a POLYVAL block as
dnl stored is already the little-endian number GHASH makes of a
dnl byte-reversed GCM block.  The powers are in GCM's byte order for
dnl both (for POLYVAL those of H's GHASH form, RFC 8452 appendix A).
dnl
dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each.
dnl
dnl Eight blocks a turn; from 80 blocks on sixteen, by Karatsuba with
dnl H^9 .. H^16 made once a call.  The last n = BLOCKS (fewer than 8)
dnl are loaded where they are and multiplied by the powers from 16 (8 - n)
dnl on: if n is odd the first block alone, then pairs, each load of the
dnl table within one of the stores that made it.

dnl GHASH_ORDER256(pattern, x): X byte-reversed lane by lane for GHASH,
dnl nothing for POLYVAL.
define(<GHASH_ORDER256>, <ifdef(<GHASH_POLYVAL>, , <vpshufb	$1, $2, $2>)>)

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
	GHASH_ORDER256(GBSWAP, GX(eval($1 % 4)))
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

define(<GHASH_BLOCKS>, <
PROLOGUE(ifdef(<GHASH_POLYVAL>, <_symcrypt_polyval_blocks>, <_symcrypt_ghash_blocks>))
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	vbroadcasti128	.Lbswap(%rip), GBSWAP
	GHASH_TABLE256(POWERS)
	vmovdqu	(STATE), XMM(Y)
	GHASH_ORDER256(XMM(GBSWAP), XMM(Y))

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
	GHASH_ORDER256(GBSWAP, GX(j))>)
	GHASH_TURN()
	add	<$>128, DATA
	sub	<$>8, BLOCKS
	jmp	.Lturn

.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	<$>8, %rax
	sub	BLOCKS, %rax
	shl	<$>4, %rax		C 16 (8 - n), the first power
	test	<$>1, BLOCKS
	jz	.Leven
	vmovdqu	(DATA), XMM(GX(0))
	GHASH_ORDER256(XMM(GBSWAP), XMM(GX(0)))
	vpxor	XMM(Y), XMM(GX(0)), XMM(GX(0))
	GMUL_FIRST_ONE(XMM(GX(0)), (%rsp, %rax))
	add	<$>16, DATA
	add	<$>16, %rax
	dec	BLOCKS
	jz	.Lreduce
	jmp	.Lpair
.Leven:
	vmovdqu	(DATA), GX(0)
	GHASH_ORDER256(GBSWAP, GX(0))
	vpxor	Y, GX(0), GX(0)
	GMUL_FIRST(GX(0), (%rsp, %rax))
	jmp	.Lpair_next
.Lpair:
	vmovdqu	(DATA), GX(0)
	GHASH_ORDER256(GBSWAP, GX(0))
	GMUL_ADD(GX(0), (%rsp, %rax))
.Lpair_next:
	add	<$>32, DATA
	add	<$>32, %rax
	sub	<$>2, BLOCKS
	jnz	.Lpair
.Lreduce:
	GHASH_REDUCE

.Ldone:
	GHASH_ORDER256(XMM(GBSWAP), XMM(Y))
	vmovdqu	XMM(Y), (STATE)
	GHASH_WIPE
	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(ifdef(<GHASH_POLYVAL>, <_symcrypt_polyval_blocks>, <_symcrypt_ghash_blocks>))

GHASH_RODATA256>)
