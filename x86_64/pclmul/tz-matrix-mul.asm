dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/pclmul/tz-matrix-mul.asm -- the product of two Tillich-Zémor
C matrices (PCLMULQDQ and SSE2).
C
C Why: symcrypt_tz_update joins its four chains with three of these
C products, and symcrypt_tz_concat, validate and subtract are made of
C them.  The C twin builds each carry-less product from integer
C multiplications (144 of them for one field product); here a field
C product is four PCLMULQDQ, and the two products of an entry are added
C before the one reduction they need (it is linear), so an entry is
C eight products and one reduction.  Every CPU with PCLMULQDQ runs it.
C
C Measured (AMD EPYC Zen 5, family 26 model 2, 2026-11-25): see
C doc/tzhash.md, "The join with PCLMULQDQ".

dnl void _symcrypt_tz_matrix_mul(uint64_t *r, const uint64_t *a,
dnl                              const uint64_t *b)
dnl R = A B, 2x2 matrices over GF(2^127) by columns (entry (i, j) at
dnl 2 (i + 2 j) words, low word first); R may be A or B.  The same
dnl reduction as the C twin, for any input words.

define(<R>, <%rdi>)
define(<A>, <%rsi>)
define(<B>, <%rdx>)

dnl A's entry (i, k), B's entry (k, j), the result's (i, j).
define(<AE>, <%xmm<>eval($1 + 2 * $2)>)
define(<BE>, <%xmm<>eval(4 + $1 + 2 * $2)>)
define(<CE>, <%xmm<>eval(8 + $1 + 2 * $2)>)
define(<HI>, <%xmm12>)
define(<MID>, <%xmm13>)
define(<T>, <%xmm14>)
define(<U>, <%xmm15>)

dnl PRODUCT(x, y, imm, acc): ACC += the product of the qwords of X and
dnl Y that IMM selects.
define(<PRODUCT>, <
	movdqa	$1, T
	pclmulqdq <$>$3, $2, T
	pxor	T, $4>)

dnl ENTRY(i, j): entry (i, j) of A B into CE(i, j): the 256-bit sum of
dnl the two products P = lo + x^64 mid + x^128 hi, then reduced as the
dnl C twin reduces: with Q = P >> 127 = [q0, q1] and s = q0 + q1,
dnl R = (P mod x^127) + Q + [q1, 0] + x^63 s.
define(<ENTRY>, <
	movdqa	AE($1, 0), CE($1, $2)
	pclmulqdq <$>0x00, BE(0, $2), CE($1, $2)	C lo
	movdqa	AE($1, 0), HI
	pclmulqdq <$>0x11, BE(0, $2), HI		C hi
	movdqa	AE($1, 0), MID
	pclmulqdq <$>0x01, BE(0, $2), MID		C mid: a_hi b_lo
	PRODUCT(AE($1, 0), BE(0, $2), 0x10, MID)	C a_lo b_hi
	PRODUCT(AE($1, 1), BE(1, $2), 0x00, CE($1, $2))
	PRODUCT(AE($1, 1), BE(1, $2), 0x11, HI)
	PRODUCT(AE($1, 1), BE(1, $2), 0x01, MID)
	PRODUCT(AE($1, 1), BE(1, $2), 0x10, MID)
	C The 256 bits: [p0, p1] in CE, [p2, p3] in HI.
	movdqa	MID, T
	pslldq	<$>8, T
	pxor	T, CE($1, $2)
	psrldq	<$>8, MID
	pxor	MID, HI
	C Q, P shifted right 127 bits, into HI: [q0, q1].
	movdqa	HI, T
	psrlq	<$>63, T
	pslldq	<$>8, T			C [0, the top bit of p2]
	movdqa	CE($1, $2), U
	psrlq	<$>63, U
	psrldq	<$>8, U			C [the top bit of p1, 0]
	psllq	<$>1, HI
	por	T, HI
	por	U, HI
	C R = (P mod x^127) + Q + [q1, 0] + x^63 [s, 0].
	pand	.Lbelow127(%rip), CE($1, $2)
	pxor	HI, CE($1, $2)
	movdqa	HI, T
	psrldq	<$>8, T			C [q1, 0]
	pxor	T, CE($1, $2)
	movq	HI, U			C [q0, 0]
	pxor	T, U			C [s, 0]
	movdqa	U, T
	psllq	<$>63, U		C [s x^63, 0]: its low bit on top
	pslldq	<$>8, T
	psrlq	<$>1, T			C [0, s / x]
	pxor	U, CE($1, $2)
	pxor	T, CE($1, $2)>)

	.file "tz-matrix-mul.asm"

PROLOGUE(_symcrypt_tz_matrix_mul)
	forloop(<k>, 0, 3, <
	movdqu	16*k<>(A), %xmm<>k
	movdqu	16*k<>(B), %xmm<>eval(4 + k)>)
	forloop(<i>, 0, 1, <forloop(<j>, 0, 1, <
	ENTRY(i, j)>)>)
	forloop(<k>, 0, 3, <
	movdqu	%xmm<>eval(8 + k), 16*k<>(R)>)
	ret
EPILOGUE(_symcrypt_tz_matrix_mul)

RODATA
	.p2align 4
.Lbelow127:
	.quad 0xffffffffffffffff, 0x7fffffffffffffff
