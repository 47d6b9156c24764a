dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/argon2-block.asm, avx512/argon2-block.asm.
dnl x86_64/m4/argon2.m4 -- the parts of Argon2's permutation P that the
dnl AVX2 and AVX-512 block functions share; each defines the registers
dnl A0-D1, T0, T1 and its own HALF (the step's XORs and rotations).

dnl FBLA(a, b, t): a += b + 2 * lo(a) * lo(b).
define(<FBLA>, <
	vpmuludq	$2, $1, $3
	vpaddq	$2, $1, $1
	vpaddq	$3, $3, $3
	vpaddq	$3, $1, $1>)dnl

dnl PERMUTE2: P on both streams: the columns of each 4 x 4 state, b, c
dnl and d turned (within each 256-bit half) so that the diagonals stand
dnl in columns, the diagonals, and the turn back.  The streams are
dnl independent; the core interleaves them.
define(<PERMUTE2>, <
	HALF(A0, B0, C0, D0, T0, 32, 24)
	HALF(A1, B1, C1, D1, T1, 32, 24)
	HALF(A0, B0, C0, D0, T0, 16, 63)
	HALF(A1, B1, C1, D1, T1, 16, 63)
	vpermq	$<>0x39, B0, B0
	vpermq	$<>0x4e, C0, C0
	vpermq	$<>0x93, D0, D0
	vpermq	$<>0x39, B1, B1
	vpermq	$<>0x4e, C1, C1
	vpermq	$<>0x93, D1, D1
	HALF(A0, B0, C0, D0, T0, 32, 24)
	HALF(A1, B1, C1, D1, T1, 32, 24)
	HALF(A0, B0, C0, D0, T0, 16, 63)
	HALF(A1, B1, C1, D1, T1, 16, 63)
	vpermq	$<>0x93, B0, B0
	vpermq	$<>0x4e, C0, C0
	vpermq	$<>0x39, D0, D0
	vpermq	$<>0x93, B1, B1
	vpermq	$<>0x4e, C1, C1
	vpermq	$<>0x39, D1, D1>)dnl
