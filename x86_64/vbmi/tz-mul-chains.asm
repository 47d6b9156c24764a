dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vbmi/tz-mul-chains.asm -- the Tillich-Zémor hash of four
C slices at once, as x86_64/vpclmul512 does it (x86_64/m4/tzhash-zmm.m4),
C but the matrix of the first six bits of each group of three bytes is
C looked up with VPERMB (AVX-512 VBMI) in four 64-byte tables, one per
C entry, in place of six bit steps: 6 instructions for the 32 groups of
C two slices where the bit steps took 47.
C
C The Tillich-Zémor hash has no key: %zmm16 .. %zmm31 hold the
C message's matrices and constants only, and are left as they are.

define(<TZ_TABLE_BITS>, 6)dnl

dnl FIRST_BITS: the four entries of the matrix of the first
dnl TZ_TABLE_BITS (6) bits of each group, from the 64-byte tables
dnl .Ltz_m00 ... .Ltz_m11 (entries of degree at most 6, a byte each):
dnl the index is the top byte of each word shifted down, VPERMB looks
dnl up the low byte of each word and zeroes the high one (EVEN_BYTES).
dnl The tables are memory operands at fixed addresses; the index, which
dnl is the data, only selects among the bytes of a register.  The first
dnl entries of a row go where ROW_BIT would have left them, and DW is
dnl left with the next bit on top.
define(<FIRST_BITS>, <
	vpsrlw	<$>eval(16 - TZ_TABLE_BITS), DW, TW
	vpermb	.Ltz_m00(%rip), TW, ROW_FIRST(R0AW, R0BW)<>EVEN_BYTES
	vpermb	.Ltz_m01(%rip), TW, ROW_FIRST(R0BW, R0AW)<>EVEN_BYTES
	vpermb	.Ltz_m10(%rip), TW, ROW_FIRST(R1AW, R1BW)<>EVEN_BYTES
	vpermb	.Ltz_m11(%rip), TW, ROW_FIRST(R1BW, R1AW)<>EVEN_BYTES
	vpsllw	<$>TZ_TABLE_BITS, DW, DW>)

dnl ROW_FIRST(a, b): the register of a row's first entry after the
dnl looked-up bits: B after an even count (the last bit odd), A after
dnl an odd one.
define(<ROW_FIRST>, <ifelse(eval(TZ_TABLE_BITS % 2), 0, $2, $1)>)
dnl EVEN_BYTES: the masking of VPERMB that keeps the low byte of each
dnl word and zeroes the high one (k1 = 0x5555...).
define(<EVEN_BYTES>, <{%k1}{z}>)

INCLUDE_SRC(<x86_64/m4/tzhash-zmm.m4>)dnl
