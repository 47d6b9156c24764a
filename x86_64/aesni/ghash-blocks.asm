dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/ghash-blocks.asm -- GHASH with PCLMULQDQ, eight blocks
C a reduction.
C
C Why: the C twin builds each 64 x 64-bit carry-less product from 16
C integer multiplications; here it is one PCLMULQDQ.  The eight blocks
C of a turn are multiplied by the powers H^8 .. H^1 and their products
C added unreduced (schoolbook, four products a block), then shifted
C and reduced once, as the C twin (src/ghash.c) does; the last n < 8
C blocks likewise with H^n .. H^1.  PSHUFB (SSSE3) turns GCM's byte
C order into 128-bit numbers; every CPU with AES-NI has it.  The
C function is in this folder because GCM is its only user.
C
C Measured (TSC cycles per byte at 16 KiB, symcrypt-benchmark medians;
C AMD EPYC Zen 4, family 25 model 17, shared and noisy, 2026-11-25):
C AES-128-GCM seal 0.69 in all with aes-ctr32-blocks.asm (two passes),
C OpenSSL 3.0's stitched AES-NI code 0.56, Nettle 3.8 0.94.

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

define(<POWERS>, <%rdi>)
define(<STATE>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA>, <%rcx>)

define(<Y>, <%xmm0>)		C the hash value, as a 128-bit number
define(<BSWAP>, <%xmm1>)	C the PSHUFB pattern that reverses 16 bytes
define(<LO>, <%xmm2>)		C the sum of the products: low 128 bits,
define(<HI>, <%xmm3>)		C high 128 bits,
define(<MID>, <%xmm4>)		C and the middle terms
define(<X>, <%xmm5>)
define(<T>, <%xmm6>)
define(<U>, <%xmm7>)
define(<H>, <%xmm<>eval(7 + $1)>)	C H^1 .. H^8 in %xmm8 .. %xmm15
define(<HN>, <%xmm8>)		C the power for a block of the last ones
define(<PH>, <%r8>)		C where it is

dnl LOAD(reg, offset): the block at DATA + OFFSET as a number.
define(<LOAD>, <
	movdqu	$2<>(DATA), $1
	pshufb	BSWAP, $1>)

dnl MUL_ADD(x, h): LO, HI, MID += the four 64 x 64-bit products of X
dnl and H (X is lost).
define(<MUL_ADD>, <
	movdqa	$1, T
	pclmulqdq <$>0x00, $2, T
	pxor	T, LO
	movdqa	$1, T
	pclmulqdq <$>0x11, $2, T
	pxor	T, HI
	movdqa	$1, T
	pclmulqdq <$>0x01, $2, T
	pxor	T, MID
	pclmulqdq <$>0x10, $2, $1
	pxor	$1, MID>)

define(<CLEAR>, <
	pxor	LO, LO
	pxor	HI, HI
	pxor	MID, MID>)

dnl REDUCE: Y = the sum reduced.  With the 256-bit product as the
dnl 64-bit words z0 (top) .. z3, HI = [z0, z1] and LO = [z2, z3] (high
dnl lane first), the C twin's steps: shift left by one bit, then
dnl z2 += z3 (x^63 + x^62 + x^57), z1 += z2 (the same), and
dnl [z0, z1] += [z2, z3] (1 + x^-1 + x^-2 + x^-7) by right shifts.
define(<REDUCE>, <
	movdqa	MID, T
	pslldq	<$>8, T
	pxor	T, LO
	psrldq	<$>8, MID
	pxor	MID, HI
	C Shift [HI, LO] left by one bit.
	movdqa	LO, T
	psrlq	<$>63, T		C the top bits of z2, z3
	movdqa	HI, U
	psrlq	<$>63, U		C the top bits of z0, z1
	psllq	<$>1, LO
	psllq	<$>1, HI
	movdqa	T, X
	pslldq	<$>8, X
	por	X, LO			C z3's into z2
	psrldq	<$>8, T
	por	T, HI			C z2's into z1
	pslldq	<$>8, U
	por	U, HI			C z1's into z0
	C z2 += z3 (x^63 + x^62 + x^57)
	movdqa	LO, T
	psllq	<$>63, T
	movdqa	LO, U
	psllq	<$>62, U
	pxor	U, T
	movdqa	LO, U
	psllq	<$>57, U
	pxor	U, T
	pslldq	<$>8, T
	pxor	T, LO
	C z1 += z2 (x^63 + x^62 + x^57)
	movdqa	LO, T
	psllq	<$>63, T
	movdqa	LO, U
	psllq	<$>62, U
	pxor	U, T
	movdqa	LO, U
	psllq	<$>57, U
	pxor	U, T
	psrldq	<$>8, T
	pxor	T, HI
	C [z0, z1] += [z2, z3] shifted right by 0, 1, 2 and 7 bits
	pxor	LO, HI
	movdqa	LO, T
	psrlq	<$>1, T
	pxor	T, HI
	movdqa	LO, T
	psrlq	<$>2, T
	pxor	T, HI
	psrlq	<$>7, LO
	pxor	LO, HI
	movdqa	HI, Y>)

	.file "ghash-blocks.asm"

PROLOGUE(_symcrypt_ghash_blocks)
	movdqa	.Lbswap(%rip), BSWAP
	movdqu	(STATE), Y
	pshufb	BSWAP, Y
	cmp	<$>8, BLOCKS
	jb	.Lrest
	forloop(<i>, 1, 8, <
	movdqu	16*eval(i - 1)(POWERS), H(i)
	pshufb	BSWAP, H(i)>)

.Leight:
	CLEAR
	LOAD(X, 0)
	pxor	Y, X
	MUL_ADD(X, H(8))
	forloop(<i>, 1, 7, <
	LOAD(X, 16*i)
	MUL_ADD(X, H(eval(8 - i)))>)
	REDUCE
	add	<$>128, DATA
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jae	.Leight

	C The last n < 8 blocks, times H^n .. H^1 read from POWERS
	C (PH points to H^n), and one reduction.
.Lrest:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	CLEAR
	LOAD(X, 0)
	pxor	Y, X
	mov	BLOCKS, PH
	shl	<$>4, PH
	lea	-16(POWERS, PH), PH
.Lrest_loop:
	movdqu	(PH), HN
	pshufb	BSWAP, HN
	MUL_ADD(X, HN)
	sub	<$>16, PH
	add	<$>16, DATA
	dec	BLOCKS
	jz	.Lreduce
	LOAD(X, 0)
	jmp	.Lrest_loop
.Lreduce:
	REDUCE

.Ldone:
	pshufb	BSWAP, Y
	movdqu	Y, (STATE)
	ret
EPILOGUE(_symcrypt_ghash_blocks)

RODATA
	.p2align 4
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
