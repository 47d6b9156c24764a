dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull/tz-matrix-mul.asm -- the product of two Tillich-Zémor
C matrices with 64-bit carry-less multiplication (PMULL, PMULL2;
C HWCAP_PMULL).
C
C void _symcrypt_tz_matrix_mul(uint64_t *r, const uint64_t *a,
C                              const uint64_t *b)
C R = A B, 2x2 matrices over GF(2^127) by columns (entry (i, j) at
C words 2 (i + 2 j), low word first); R may be A or B.  The words are
C the C twin's (src/tz/tzhash-concat.c) for any input, reduced or not.
C
C Why: symcrypt_tz_update joins its four chains with three of these
C products, and symcrypt_tz_concat, validate and subtract are made of
C them.  The C twin makes each 64x64-bit carry-less product of 48
C integer multiplications; here it is one PMULL.
C
C How: a column of R at a time, its two rows in the two 64-bit lanes
C of each register.  LD2 splits a column of A into its low words and
C its high words (row i in lane i), LD4R puts each word of B's column
C in both lanes, so that PMULL gives row 0's product and PMULL2 row
C 1's with no shuffle.  A field product is Karatsuba over the words
C (lo = a_lo b_lo, hi = a_hi b_hi, mid = (a_lo + a_hi)(b_lo + b_hi)
C + lo + hi), and an entry's two products, A(i, 0) B(0, j) and
C A(i, 1) B(1, j), are added before the one reduction they need, since
C the reduction is linear: six PMULL an entry, 24 in all.  ZIPs then
C turn the six 128-bit sums of a column into the 256-bit products
C P = [w0, w1, w2, w3] by words, rows in lanes, and the reduction is
C the C twin's, x^127 = x^63 + 1, written with
C   q0 = P >> 127 mod x^64 = (w1 >> 63) + (w2 << 1)
C   q1 = P >> 191          = (w2 >> 63) + (w3 << 1)
C   s  = q0 + q1           = ((w1 + w2) >> 63) + ((w2 + w3) << 1)
C   r0 = w0 + s + (s << 63)
C   r1 = (w1 & m) + q1 + (s >> 1) = ((w1 + w2 + w3) & m) + q1
C (m = 2^63 - 1; s >> 1 = (w2 + w3) & m).  ST2 stores the column.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions, gcc 12
C -O2, a fat build linked statically, 2026-11-25; doc/tzhash.md, "The
C join with PMULL"): one call 93, the C twin 4,418.  symcrypt_tz_update,
C instructions a byte with this join: 34.6 at 512 B (60.0 with the C
C twin's), 24.8 at 16 KiB (25.6).
C Not timed on hardware (no AArch64 machine here).

	ARCH_PMULL

define(<R>, <x0>)
define(<A>, <x1>)
define(<B>, <x2>)

C A by columns k = 0, 1: the low words of rows 0 and 1 (AL), the high
C words (AH), their sums (AK).
define(<AL>, <v<>eval(2 * $1)>)
define(<AH>, <v<>eval(2 * $1 + 1)>)
define(<AK>, <v<>eval(4 + $1)>)
C B's entry (k, j), each word in both lanes: low word BL, high BH.
define(<BL>, <v<>eval(16 + 4 * $2 + 2 * $1)>)
define(<BH>, <v<>eval(17 + 4 * $2 + 2 * $1)>)
C The sums of the words of B(0, j) and B(1, j), for the column in work.
define(<BK0>, <v24>)
define(<BK1>, <v25>)
C The column's 128-bit sums over k, row 0 and row 1: lo, hi, and the
C Karatsuba middle products before lo and hi are taken off (MI).
define(<LO0>, <v26>)
define(<LO1>, <v27>)
define(<HI0>, <v28>)
define(<HI1>, <v29>)
define(<MI0>, <v30>)
define(<MI1>, <v31>)
define(<T0>, <v6>)
define(<T1>, <v7>)

C PRODUCTS(j): the sums over k of column j's products, in LO0-MI1.
define(<PRODUCTS>, <
	eor	BK0.16b, BL(0, $1).16b, BH(0, $1).16b
	eor	BK1.16b, BL(1, $1).16b, BH(1, $1).16b
	C k = 0: row 0 with PMULL, row 1 with PMULL2
	pmull	LO0.1q, AL(0).1d, BL(0, $1).1d
	pmull2	LO1.1q, AL(0).2d, BL(0, $1).2d
	pmull	HI0.1q, AH(0).1d, BH(0, $1).1d
	pmull2	HI1.1q, AH(0).2d, BH(0, $1).2d
	pmull	MI0.1q, AK(0).1d, BK0.1d
	pmull2	MI1.1q, AK(0).2d, BK0.2d
	C k = 1, added
	pmull	T0.1q, AL(1).1d, BL(1, $1).1d
	pmull2	T1.1q, AL(1).2d, BL(1, $1).2d
	eor	LO0.16b, LO0.16b, T0.16b
	eor	LO1.16b, LO1.16b, T1.16b
	pmull	T0.1q, AH(1).1d, BH(1, $1).1d
	pmull2	T1.1q, AH(1).2d, BH(1, $1).2d
	eor	HI0.16b, HI0.16b, T0.16b
	eor	HI1.16b, HI1.16b, T1.16b
	pmull	T0.1q, AK(1).1d, BK1.1d
	pmull2	T1.1q, AK(1).2d, BK1.2d
	eor	MI0.16b, MI0.16b, T0.16b
	eor	MI1.16b, MI1.16b, T1.16b>)

C REDUCE(j): column j's entries from LO0-MI1, reduced, stored at R
C (which moves on to the next column).  B's column j is free by now:
C its four registers and BK0, BK1, T0, T1 hold the words.
define(<REDUCE>, <
	define(<L_0>, BL(0, $1))define(<L_1>, BH(0, $1))
	define(<H_0>, BL(1, $1))define(<H_1>, BH(1, $1))
	define(<M_0>, BK0)define(<M_1>, BK1)
	C By words, row i in lane i: lo = [L_0, L_1], hi = [H_0, H_1],
	C the middle sum = [M_0, M_1].  The product P is
	C [w0, w1, w2, w3] = [L_0, L_1 + m_0, H_0 + m_1, H_1] with the
	C middle product m = M + lo + hi.
	zip1	L_0.2d, LO0.2d, LO1.2d
	zip2	L_1.2d, LO0.2d, LO1.2d
	zip1	H_0.2d, HI0.2d, HI1.2d
	zip2	H_1.2d, HI0.2d, HI1.2d
	zip1	M_0.2d, MI0.2d, MI1.2d
	zip2	M_1.2d, MI0.2d, MI1.2d
	C u = w1 + w2 + w3 = M_0 + M_1 + L_0, a = w1 + w2 = u + H_1,
	C b = w2 + w3 = L_1 + H_0 + M_1, w2 = b + H_1.
	eor	T0.16b, M_0.16b, M_1.16b
	eor	T0.16b, T0.16b, L_0.16b		C u
	eor	T1.16b, T0.16b, H_1.16b		C a
	eor	LO0.16b, L_1.16b, H_0.16b
	eor	LO0.16b, LO0.16b, M_1.16b	C b
	eor	LO1.16b, LO0.16b, H_1.16b	C w2
	C s = a x^-63 + b x (the shifts of q0 + q1); r0 = w0 + s + s x^63
	ushr	HI0.2d, T1.2d, #63
	sli	HI0.2d, LO0.2d, #1		C s
	shl	MI0.2d, HI0.2d, #63
	eor	MI0.16b, MI0.16b, HI0.16b
	eor	MI0.16b, MI0.16b, L_0.16b	C r0
	C q1 = w2 x^-63 + w3 x (shifts); r1 = (u & m) + q1
	ushr	HI1.2d, LO1.2d, #63
	sli	HI1.2d, H_1.2d, #1		C q1
	shl	T0.2d, T0.2d, #1
	ushr	T0.2d, T0.2d, #1		C u & m
	eor	MI1.16b, T0.16b, HI1.16b	C r1
	C Entry (0, j) then (1, j): lane 0 of r0 and r1, then lane 1.
	st2	{MI0.2d, MI1.2d}, [R], #32>)

PROLOGUE(_symcrypt_tz_matrix_mul)
	C All of A and B into registers before R is written (R may be
	C either): A by columns, split into words; B's words broadcast.
	ld2	{AL(0).2d, AH(0).2d}, [A], #32
	ld2	{AL(1).2d, AH(1).2d}, [A]
	ld4r	{BL(0, 0).2d, BH(0, 0).2d, BL(1, 0).2d, BH(1, 0).2d}, [B], #32
	ld4r	{BL(0, 1).2d, BH(0, 1).2d, BL(1, 1).2d, BH(1, 1).2d}, [B]
	eor	AK(0).16b, AL(0).16b, AH(0).16b
	eor	AK(1).16b, AL(1).16b, AH(1).16b
	forloop(<j>, 0, 1, <
	PRODUCTS(j)
	REDUCE(j)>)
	ret
EPILOGUE(_symcrypt_tz_matrix_mul)
