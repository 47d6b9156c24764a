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
