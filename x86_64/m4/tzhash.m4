dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): pclmul/tz-mul-bytes.asm, pclmul/tz-mul-chains.asm, vpclmul/tz-mul-bytes.asm, vpclmul/tz-mul-chains.asm, vpclmul512/tz-mul-chains.asm, vbmi/tz-mul-chains.asm.
dnl x86_64/m4/tzhash.m4 -- Tillich-Zemor: the bit matrices of the carry-less
dnl products, the fold of bit 127, the tables of the matrices of a few
dnl bits.
dnl TZ_MATRIX_BITS: the last seven bits of the byte matrices of the
dnl byte-at-a-time files (pclmul, vpclmul), with the file's NEXT_BIT and
dnl BIT_STEP(m0, m1, new m0) on the rows (X00, X01) and (X10, X11); the
dnl first entry of a row alternates with Y0, Y1 and ends there.
define(<TZ_MATRIX_BITS>, <forloop(<tz_bit>, 1, 7, <
	NEXT_BIT
	ifelse(eval(tz_bit % 2), 1, <BIT_STEP(X00, X01, Y0)
	BIT_STEP(X10, X11, Y1)>, <BIT_STEP(Y0, X01, X00)
	BIT_STEP(Y1, X11, X10)>)>)>)dnl
dnl TZ_FOLD127(e, hsb, t0, t1): E holds field elements as [low, high]
dnl qwords in each 128-bit lane, possibly with bit 127 set; where it is,
dnl clear it and add x^63 + 1 (x^127 = x^63 + 1).  HSB is [0, 2^63] in
dnl each lane.  VEX encoding, any register width.
define(<TZ_FOLD127>, <
	vpand	$2, $1, $3
	vpxor	$3, $1, $1
	vpshufd	<$>0x4e, $3, $3
	vpsrlq	<$>63, $3, $4
	vpxor	$3, $1, $1
	vpxor	$4, $1, $1>)dnl
dnl TZ_FOLD(e, t, u): clear bit 127 of E, adding x^63 + 1 where it was set.
define(<TZ_FOLD>, <
	movdqa	$1, $2
	psrlq	<$>63, $2
	psrldq	<$>8, $2		C [t, 0]
	movdqa	$2, $3
	psllq	<$>63, $3		C [t x^63, 0]
	pxor	$3, $2
	pslldq	<$>8, $3		C [0, t x^63]
	pxor	$2, $1
	pxor	$3, $1>)dnl
dnl tz_row_bit(a, b, bit): the row (a, b) times the matrix of one bit,
dnl (a x + b, a + (a x + b if BIT is 1)), polynomials as numbers.
define(<tz_row_bit>, <eval($1 * 2 ^ $2), eval($1 ^ ($1 * 2 ^ $2) * $3)>)
dnl tz_row_bits(a, b, v, n): (a, b) times the matrices of the N bits of
dnl V, its top bit first (no shift operators: < and > quote in m4).
define(<tz_row_bits>, <ifelse($4, 0, <$1, $2>,
	<tz_row_bits(tz_row_bit($1, $2, eval($3 / 2 ** ($4 - 1) % 2)),
		$3, decr($4))>)>)dnl
define(<tz_row_first>, <$1>)dnl
define(<tz_row_second>, <$2>)dnl
dnl tz_table_entry(e, v, n): entry E (0 m00, 1 m01, 2 m10, 3 m11) of the
dnl matrix of the N bits of V: the rows (1, 0) and (0, 1) times them.
define(<tz_table_entry>, <ifelse(
	$1, 0, <tz_row_first(tz_row_bits(1, 0, $2, $3))>,
	$1, 1, <tz_row_second(tz_row_bits(1, 0, $2, $3))>,
	$1, 2, <tz_row_first(tz_row_bits(0, 1, $2, $3))>,
	<tz_row_second(tz_row_bits(0, 1, $2, $3))>)>)dnl
dnl TZ_TABLE(e, n): entry E of the matrices of all 2^N values of N bits,
dnl a byte each (N at most 7), eight a line: the tables of the
dnl register lookups (PSHUFB, VPSHUFB, VPERMB) that make the first N
dnl bits of a group's matrix.
define(<TZ_TABLE>, <forloop(<tz_v>, 0, eval(2 ** $2 - 1),
	<ifelse(eval(tz_v % 8), 0, <
	.byte >, <, >)tz_table_entry($1, tz_v, $2)>)>)dnl

