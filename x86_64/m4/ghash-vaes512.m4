dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes512/ghash-blocks.asm, vaes512/polyval-blocks.asm, vaes512/gcm-encrypt.asm, vaes512/gcm-seal-short.asm, vaes512/gcm-open-short.asm.
dnl x86_64/m4/ghash-vaes512.m4 -- GHASH with 512-bit VPCLMULQDQ, four
dnl blocks a register, sixteen a reduction: the multiplication of the
dnl powers by x^-1, the products and the reduction.
dnl
dnl The representation: a block byte-reversed (VPSHUFB) is a 128-bit
dnl number whose bit 127 - i is the coefficient of x^i.  The carry-less
dnl product of two such numbers is the 256-bit reversed product shifted
dnl right by one bit; each power is therefore kept multiplied by x^-1
dnl (shifted left one bit, with x^-1 = x^127 + x^6 + x + 1 added when
dnl the bit of x^0 moves out), which makes the products exact.  The
dnl reduction folds the low 64 bits twice, each by one product with
dnl x^63 + x^62 + x^57 (the high half of .Lgfpoly, 0xc2 << 56) and a
dnl swap of halves: x^128 = x^7 + x^2 + x + 1 modulo the GCM
dnl polynomial, read backwards.

define(<GX>, <%zmm<>eval(4 + $1)>)	C the blocks hashed, GX(0) .. GX(3)
define(<Y>, <%zmm8>)		C the hash value, in lane 0
define(<LO>, <%zmm9>)		C the sums of the products: low,
define(<MI>, <%zmm10>)		C middle
define(<HI>, <%zmm11>)		C and high 128 bits of each lane
define(<T>, <%zmm12>)
define(<U>, <%zmm13>)
define(<BSWAP>, <%zmm15>)	C the VPSHUFB pattern reversing each lane

dnl TIMES_INV_X(z): the four blocks of powers in Z byte-reversed and
dnl multiplied by x^-1.
define(<TIMES_INV_X>, <
	vpshufb	BSWAP, $1, $1
	vpsrlq	<$>63, $1, T
	vpslldq	<$>8, T, T		C bit 63 of each lane to bit 64
	vpsllq	<$>1, $1, U
	vpxorq	T, U, U
	vpshufd	<$>0xff, $1, T
	vpsrad	<$>31, T, T		C all ones where bit 127 was set
	vpandq	.Lgfpoly(%rip), T, T
	vpxorq	T, U, $1>)

dnl MUL_FIRST(x, h), MUL_ADD(x, h): LO, MI, HI = or += the products of
dnl the lanes of X and H (a register or memory); MUL_ADD loses X.
define(<MUL_FIRST>, <
	vpclmulqdq <$>0x00, $2, $1, LO
	vpclmulqdq <$>0x11, $2, $1, HI
	vpclmulqdq <$>0x01, $2, $1, MI
	vpclmulqdq <$>0x10, $2, $1, T
	vpxorq	T, MI, MI>)
define(<MUL_ADD>, <
	vpclmulqdq <$>0x00, $2, $1, T
	vpxorq	T, LO, LO
	vpclmulqdq <$>0x11, $2, $1, T
	vpxorq	T, HI, HI
	vpclmulqdq <$>0x01, $2, $1, T
	vpclmulqdq <$>0x10, $2, $1, $1
	vpternlogd <$>0x96, $1, T, MI>)

dnl REDUCE: HI = the sums reduced, lane by lane.  The low 64 bits of
dnl LO go to the high half of MI and, times .Lgfpoly's high half, into
dnl MI; then the low 64 bits of MI likewise into HI.
define(<REDUCE>, <
	vpclmulqdq <$>0x10, .Lgfpoly(%rip), LO, T
	vpshufd	<$>0x4e, LO, LO
	vpternlogd <$>0x96, T, LO, MI
	vpclmulqdq <$>0x10, .Lgfpoly(%rip), MI, T
	vpshufd	<$>0x4e, MI, MI
	vpternlogd <$>0x96, T, MI, HI>)

dnl GHASH_RODATA: the constants.
define(<GHASH_RODATA>, <
RODATA
	.p2align 6
C x^-1 modulo the GCM polynomial, reversed (bits 0, 121, 126 and 127),
C in each lane.
.Lgfpoly:
	forloop(<j>, 0, 3, <
	.quad 1, 0xc200000000000000>)
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

dnl GHASH_ORDER512(pattern, x): X byte-reversed lane by lane for GHASH,
dnl nothing for POLYVAL.
define(<GHASH_ORDER512>, <ifdef(<GHASH_POLYVAL>, , <vpshufb	$1, $2, $2>)>)

define(<POWERS>, <%rdi>)
define(<STATE>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA>, <%rcx>)
define(<MASK>, <%r11>)
define(<P>, <%zmm<>eval(16 + $1)>)	C P(0) = H^16 .. H^13, ..., P(3) = H^4 .. H^1
define(<YB>, <%zmm20>)		C Y in every lane

dnl LOAD_BLOCKS(first): GX(FIRST) .. GX(3) = the blocks at DATA
dnl (byte-reversed for GHASH), under the masks %k1 .. %k4.
define(<LOAD_BLOCKS>, <forloop(<j>, $1, 3, <
	vmovdqu64 64*j<>(DATA), GX(j){%k<>eval(j + 1)}{z}
	GHASH_ORDER512(BSWAP, GX(j))>)>)

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

define(<GHASH_BLOCKS>, <
PROLOGUE(ifdef(<GHASH_POLYVAL>, <_symcrypt_polyval_blocks>, <_symcrypt_ghash_blocks>))
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	vbroadcasti32x4	.Lbswap(%rip), BSWAP
	vmovdqu	(STATE), %xmm8
	GHASH_ORDER512(%xmm15, %xmm8)

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
	GHASH_ORDER512(BSWAP, GX(3))
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
	GHASH_ORDER512(%xmm15, %xmm8)
	vmovdqu	%xmm8, (STATE)
	CLEAR_HIGH(16, 20)		C the powers of H, Y
	vzeroupper
.Lreturn:
	ret
EPILOGUE(ifdef(<GHASH_POLYVAL>, <_symcrypt_polyval_blocks>, <_symcrypt_ghash_blocks>))

GHASH_RODATA>)
