dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/ghash-blocks.asm -- GHASH with 512-bit VPCLMULQDQ,
C sixteen blocks a reduction.
C
C Why: x86_64/aesni multiplies one block by a power of H in four
C 128-bit PCLMULQDQs; here four blocks are four 512-bit ones.  The
C sixteen blocks of a turn are multiplied by H^16 .. H^1, their
C products added unreduced (low, middle and high 128 bits of each
C lane) and reduced once, lane by lane, before the four lanes are
C added.  The key holds H^1 .. H^8 (symcrypt/gcm.h); H^9 .. H^16 are
C made on entry when more than eight blocks come, two 512-bit
C multiplications by H^8.  A last turn of n < 16 blocks takes H^n ..
C H^1 from the table of powers on the stack (wiped on return) under
C masks.
C
C The representation: a block byte-reversed (VPSHUFB) is a 128-bit
C number whose bit 127 - i is the coefficient of x^i.  The carry-less
C product of two such numbers is the 256-bit reversed product shifted
C right by one bit; each power is therefore kept multiplied by x^-1
C (shifted left one bit, with x^-1 = x^127 + x^6 + x + 1 added when
C the bit of x^0 moves out), which makes the products exact.  The
C reduction folds the low 64 bits twice, each by one product with
C x^63 + x^62 + x^57 (the high half of GFPOLY, 0xc2 << 56) and a swap
C of halves: x^128 = x^7 + x^2 + x + 1 modulo the GCM polynomial,
C read backwards.
C
C Needs AVX-512 (F, BW, DQ, VL), VPCLMULQDQ and BMI2 (BZHI).

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

define(<POWERS>, <%rdi>)
define(<STATE>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA>, <%rcx>)
define(<BITS>, <%r10>)		C twice the blocks of a last turn
define(<MASK>, <%r11>)

define(<Y>, <%zmm0>)		C the hash value, in lane 0
define(<X>, <%zmm<>eval(1 + $1)>)	C the blocks, X(0) .. X(3)
define(<LO>, <%zmm5>)		C the sums of the products: low,
define(<MI>, <%zmm6>)		C middle
define(<HI>, <%zmm7>)		C and high 128 bits of each lane
define(<T>, <%zmm8>)
define(<U>, <%zmm9>)
define(<P>, <%zmm<>eval(10 + $1)>)	C P(0) = H^16 .. H^13, ..., P(3) = H^4 .. H^1
define(<BSWAP>, <%zmm14>)
define(<GFPOLY>, <%zmm15>)
define(<H8>, <%zmm16>)		C H^8 in every lane

dnl The table of powers on the stack: H^16 first, H^1 last.
define(<TABLE>, <256>)

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
	vpandq	GFPOLY, T, T
	vpxorq	T, U, $1>)

dnl MUL_FIRST(x, h), MUL_ADD(x, h): LO, MI, HI = or += the products of
dnl the lanes of X and H.
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
	vpclmulqdq <$>0x10, $2, $1, U
	vpternlogd <$>0x96, U, T, MI>)

dnl REDUCE: HI = the sums reduced, lane by lane.  The low 64 bits of
dnl LO go to the high half of MI and, times GFPOLY's high half, into
dnl MI; then the low 64 bits of MI likewise into HI.
define(<REDUCE>, <
	vpclmulqdq <$>0x01, LO, GFPOLY, T
	vpshufd	<$>0x4e, LO, LO
	vpternlogd <$>0x96, T, LO, MI
	vpclmulqdq <$>0x01, MI, GFPOLY, T
	vpshufd	<$>0x4e, MI, MI
	vpternlogd <$>0x96, T, MI, HI>)

dnl TURN: Y = the hash after the blocks X(0) .. X(3) (loaded under the
dnl masks %k1 .. %k4) and the powers P(0) .. P(3).
define(<TURN>, <
	forloop(<j>, 0, 3, <
	vmovdqu64 64*j<>(DATA), X(j){%k<>eval(j + 1)}{z}
	vpshufb	BSWAP, X(j), X(j)>)
	vpxorq	Y, X(0), X(0)
	MUL_FIRST(X(0), P(0))
	forloop(<j>, 1, 3, <MUL_ADD(X(j), P(j))>)
	REDUCE
	vextracti64x4 <$>1, HI, %ymm8
	vpxor	%ymm8, %ymm7, %ymm7
	vextracti128 <$>1, %ymm7, %xmm8
	vpxor	%xmm8, %xmm7, %xmm0>)

	.file "ghash-blocks.asm"

PROLOGUE(_symcrypt_ghash_blocks)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	sub	<$>TABLE, %rsp
	CFI(<.cfi_adjust_cfa_offset TABLE>)
	vbroadcasti32x4	.Lbswap(%rip), BSWAP
	vbroadcasti32x4	.Lgfpoly(%rip), GFPOLY
	vmovdqu	(STATE), %xmm0
	vpshufb	%xmm14, %xmm0, %xmm0

	C H^1 .. H^4 and H^5 .. H^8 times x^-1, in the lanes of P(3) and
	C P(2) from the highest power down.
	vmovdqu64 (POWERS), P(3)
	vmovdqu64 64(POWERS), P(2)
	TIMES_INV_X(P(3))
	TIMES_INV_X(P(2))
	vshufi64x2 <$>0x1b, P(3), P(3), P(3)
	vshufi64x2 <$>0x1b, P(2), P(2), P(2)
	vmovdqu64 P(2), 128(%rsp)
	vmovdqu64 P(3), 192(%rsp)
	cmp	<$>8, BLOCKS
	jbe	.Ltail

	C H^9 .. H^16: H^8 times the lanes of P(3) and P(2).
	vshufi64x2 <$>0, P(2), P(2), H8
	MUL_FIRST(P(3), H8)
	REDUCE
	vmovdqa64 HI, P(1)
	MUL_FIRST(P(2), H8)
	REDUCE
	vmovdqa64 HI, P(0)
	vmovdqu64 P(0), 0(%rsp)
	vmovdqu64 P(1), 64(%rsp)

	kxnorq	%k1, %k1, %k1
	kxnorq	%k2, %k2, %k2
	kxnorq	%k3, %k3, %k3
	kxnorq	%k4, %k4, %k4
.Lsixteen:
	cmp	<$>16, BLOCKS
	jb	.Ltail
	TURN
	add	<$>256, DATA
	sub	<$>16, BLOCKS
	jmp	.Lsixteen

	C The last n < 16 blocks times H^n .. H^1, at TABLE - 16 n on the
	C stack, under the masks of 2n bits.
.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	lea	(BLOCKS, BLOCKS), BITS
	mov	<$>-1, MASK
	bzhi	BITS, MASK, MASK
	kmovq	MASK, %k1
	kshiftrq <$>8, %k1, %k2
	kshiftrq <$>16, %k1, %k3
	kshiftrq <$>24, %k1, %k4
	mov	BLOCKS, %rax
	shl	<$>4, %rax
	neg	%rax
	forloop(<j>, 0, 3, <
	vmovdqu64 TABLE+64*j<>(%rsp, %rax), P(j){%k<>eval(j + 1)}{z}>)
	TURN

.Ldone:
	vpshufb	%xmm14, %xmm0, %xmm0
	vmovdqu	%xmm0, (STATE)
	C Wipe the powers.
	vpxorq	T, T, T
	forloop(<j>, 0, 3, <
	vmovdqu64 T, 64*j<>(%rsp)>)
	add	<$>TABLE, %rsp
	CFI(<.cfi_adjust_cfa_offset -TABLE>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_ghash_blocks)

RODATA
	.p2align 4
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
C x^-1 modulo the GCM polynomial, reversed: bits 0, 121, 126, 127.
.Lgfpoly:
	.quad 1, 0xc200000000000000
