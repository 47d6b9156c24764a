dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): keccak-avx512.m4, keccak-gpr.m4.
dnl x86_64/keccak.m4 -- the constants of Keccak-p[1600, 24] that every
dnl x86_64 version reads.

dnl KECCAK_RHO(x, y): the rotation offset of rho for lane (x, y) (FIPS
dnl 202, 3.2.2, Table 2).
define(<KECCAK_RHO>, <defn(<KECCAK_RHO_$1$2>)>)
define(<KECCAK_RHO_00>, 0)define(<KECCAK_RHO_10>, 1)define(<KECCAK_RHO_20>, 62)dnl
define(<KECCAK_RHO_30>, 28)define(<KECCAK_RHO_40>, 27)dnl
define(<KECCAK_RHO_01>, 36)define(<KECCAK_RHO_11>, 44)define(<KECCAK_RHO_21>, 6)dnl
define(<KECCAK_RHO_31>, 55)define(<KECCAK_RHO_41>, 20)dnl
define(<KECCAK_RHO_02>, 3)define(<KECCAK_RHO_12>, 10)define(<KECCAK_RHO_22>, 43)dnl
define(<KECCAK_RHO_32>, 25)define(<KECCAK_RHO_42>, 39)dnl
define(<KECCAK_RHO_03>, 41)define(<KECCAK_RHO_13>, 45)define(<KECCAK_RHO_23>, 15)dnl
define(<KECCAK_RHO_33>, 21)define(<KECCAK_RHO_43>, 8)dnl
define(<KECCAK_RHO_04>, 18)define(<KECCAK_RHO_14>, 2)define(<KECCAK_RHO_24>, 61)dnl
define(<KECCAK_RHO_34>, 56)define(<KECCAK_RHO_44>, 14)dnl

dnl KECCAK_RC_TABLE: the round constants the rounds read.
define(<KECCAK_RC_TABLE>, <
	RODATA
	.balign	8
C FIPS 202, 3.2.5: the round constants of iota, rounds 0 to 23.
.Lkeccak_rc:
	.quad	0x0000000000000001, 0x0000000000008082
	.quad	0x800000000000808a, 0x8000000080008000
	.quad	0x000000000000808b, 0x0000000080000001
	.quad	0x8000000080008081, 0x8000000000008009
	.quad	0x000000000000008a, 0x0000000000000088
	.quad	0x0000000080008009, 0x000000008000000a
	.quad	0x000000008000808b, 0x800000000000008b
	.quad	0x8000000000008089, 0x8000000000008003
	.quad	0x8000000000008002, 0x8000000000000080
	.quad	0x000000000000800a, 0x800000008000000a
	.quad	0x8000000080008081, 0x8000000000008080
	.quad	0x0000000080000001, 0x8000000080008008>)
