dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/polyval-blocks.asm -- POLYVAL (RFC 8452, 3) with
C 512-bit VPCLMULQDQ, sixteen blocks a reduction.
C
C Why: AES-GCM-SIV hashed through ghash_blocks, each block byte-reversed
C into a buffer first; a POLYVAL block as stored is already the
C little-endian number that GHASH's code makes of a byte-reversed GCM
C block (x86_64/m4/ghash-vaes512.m4), so this is ghash-blocks.asm of
C this folder without the VPSHUFB of the blocks and of the hash value:
C the same turns of sixteen blocks times H'^16 .. H'^1, H'^9 .. H'^16
C made on entry, the last blocks under masks.  H' is the key's GHASH
C form mulX_GHASH(ByteReverse(H)) (RFC 8452, appendix A), whose powers
C POWERS holds in GCM's byte order, as for ghash_blocks.
C
C Needs AVX-512 (F, BW, DQ, VL), VPCLMULQDQ and BMI2 (BZHI).
C Measured: doc/x86_64-aes.md, section "AES-GCM-SIV".

dnl void _symcrypt_polyval_blocks(const uint8_t *powers, uint8_t *state,
dnl                               size_t blocks, const uint8_t *data)
dnl POWERS holds H'^1 .. H'^8, 16 bytes each in GCM's byte order;
dnl STATE and the blocks are POLYVAL's.

INCLUDE_SRC(<x86_64/m4/ghash-vaes512.m4>)dnl

define(<POWERS>, <%rdi>)
define(<STATE>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA>, <%rcx>)
define(<MASK>, <%r11>)
define(<P>, <%zmm<>eval(16 + $1)>)	C P(0) = H^16 .. H^13, ..., P(3) = H^4 .. H^1
define(<YB>, <%zmm20>)		C Y in every lane

dnl LOAD_BLOCKS(first): GX(FIRST) .. GX(3) = the blocks at DATA, under
dnl the masks %k1 .. %k4.
define(<LOAD_BLOCKS>, <forloop(<j>, $1, 3, <
	vmovdqu64 64*j<>(DATA), GX(j){%k<>eval(j + 1)}{z}>)>)

dnl PRODUCTS(first): Y = the hash of GX(FIRST) .. GX(3) (Y added
dnl already) times P(FIRST) .. P(3).
define(<PRODUCTS>, <
	MUL_FIRST(GX($1), P($1))
	ifelse($1, 3, , <forloop(<j>, eval($1 + 1), 3, <MUL_ADD(GX(j), P(j))>)>)
	REDUCE
	vextracti64x4 <$>1, HI, %ymm12
	vpxor	%ymm12, %ymm11, %ymm11
	vextracti128 <$>1, %ymm11, %xmm12
	vpxor	%xmm12, %xmm11, %xmm8>)

dnl LAST(first): the last n = BLOCKS blocks, 1 <= n <= 16 - 4 FIRST,
dnl in lanes 16 - n .. 15 of GX(FIRST) .. GX(3), Y added to the first
dnl of them, and their hash.  The masks have the bits of lanes
dnl 16 - n on (two a lane).
define(<LAST>, <
	mov	<$>16, %rax
	sub	BLOCKS, %rax
	shl	<$>4, %rax
	sub	%rax, DATA		C where lane 0 would be
	shr	<$>3, %rax		C 2 (16 - n)
	mov	<$>-1, MASK
	shlx	%rax, MASK, MASK
	kmovq	MASK, %k1
	kshiftrq <$>8, %k1, %k2
	kshiftrq <$>16, %k1, %k3
	kshiftrq <$>24, %k1, %k4
	LOAD_BLOCKS($1)
	mov	<$>3, MASK
	shlx	%rax, MASK, MASK	C the lane of the first block
	vshufi64x2 <$>0, Y, Y, YB
	forloop(<j>, $1, 3, <
	mov	MASK, %rax
	shr	<$>eval(8 * j), %rax
	kmovb	%eax, %k5
	vpxorq	YB, GX(j), GX(j){%k5}>)
	PRODUCTS($1)>)

	.file "polyval-blocks.asm"

PROLOGUE(_symcrypt_polyval_blocks)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	vbroadcasti32x4	.Lbswap(%rip), BSWAP	C for the powers only
	vmovdqu	(STATE), %xmm8

	C H^1 .. H^4 and H^5 .. H^8 times x^-1, in the lanes of P(3) and
	C P(2) from the highest power down.
	vmovdqu64 (POWERS), P(3)
	TIMES_INV_X(P(3))
	vshufi64x2 <$>0x1b, P(3), P(3), P(3)
	cmp	<$>1, BLOCKS
	je	.Lone
	vmovdqu64 64(POWERS), P(2)
	TIMES_INV_X(P(2))
	vshufi64x2 <$>0x1b, P(2), P(2), P(2)
	cmp	<$>8, BLOCKS
	ja	.Llong
	LAST(2)
	jmp	.Ldone

	C One block (associated data, a last block padded or the lengths,
	C often stored by the caller just before): one 16-byte load, which
	C a 16-byte store forwards, where LAST's masked 64-byte load waits
	C for the store to reach the cache (AMD Zen 4: AES-256-GCM seal of
	C 1420 bytes with 13 bytes of associated data, doc/x86_64-aes.md).
	C The block goes to lane 3, to meet H^1.
.Lone:
	mov	<$>0xc0, %eax
	kmovb	%eax, %k4
	vbroadcasti64x2	(DATA), GX(3)
	vshufi64x2 <$>0, Y, Y, YB
	vpxorq	YB, GX(3), GX(3){%k4}{z}
	PRODUCTS(3)
	jmp	.Ldone

	C H^9 .. H^16: H^8 times the lanes of P(3) and P(2).
.Llong:
	vshufi64x2 <$>0, P(2), P(2), YB		C H^8 in every lane
	MUL_FIRST(P(3), YB)
	REDUCE
	vmovdqa64 HI, P(1)
	MUL_FIRST(P(2), YB)
	REDUCE
	vmovdqa64 HI, P(0)

	kxnorq	%k1, %k1, %k1
	kxnorq	%k2, %k2, %k2
	kxnorq	%k3, %k3, %k3
	kxnorq	%k4, %k4, %k4
.Lsixteen:
	cmp	<$>16, BLOCKS
	jb	.Ltail
	LOAD_BLOCKS(0)
	vpxorq	Y, GX(0), GX(0)
	PRODUCTS(0)
	add	<$>256, DATA
	sub	<$>16, BLOCKS
	jmp	.Lsixteen

.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	LAST(0)

.Ldone:
	vmovdqu	%xmm8, (STATE)
	CLEAR_HIGH(16, 20)		C the powers of H, Y
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_polyval_blocks)

GHASH_RODATA
