dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): keccak-absorb.asm, keccak-absorb-x2.asm, keccak-absorb12-x2.asm, keccak-permute12.asm, keccak-permute12-x2.asm, sha3/keccak-absorb.asm, sha3/keccak-absorb-x2.asm, sha3/keccak-absorb12-x2.asm, sha3/keccak-permute12.asm, sha3/keccak-permute12-x2.asm.
dnl arm64/keccak.m4 -- the constants of Keccak-p[1600, 24].
dnl
dnl rho_XY: the rotation offset of rho for lane (x, y) = (X, Y) (FIPS
dnl 202, 3.2.2, Table 2).
define(<rho_00>, 0)define(<rho_10>, 1)define(<rho_20>, 62)define(<rho_30>, 28)define(<rho_40>, 27)dnl
define(<rho_01>, 36)define(<rho_11>, 44)define(<rho_21>, 6)define(<rho_31>, 55)define(<rho_41>, 20)dnl
define(<rho_02>, 3)define(<rho_12>, 10)define(<rho_22>, 43)define(<rho_32>, 25)define(<rho_42>, 39)dnl
define(<rho_03>, 41)define(<rho_13>, 45)define(<rho_23>, 15)define(<rho_33>, 21)define(<rho_43>, 8)dnl
define(<rho_04>, 18)define(<rho_14>, 2)define(<rho_24>, 61)define(<rho_34>, 56)define(<rho_44>, 14)dnl
dnl
dnl rc_I: the round constant of iota in round I (FIPS 202, 3.2.5).
define(<rc_0>, 0x0000000000000001)define(<rc_1>, 0x0000000000008082)dnl
define(<rc_2>, 0x800000000000808a)define(<rc_3>, 0x8000000080008000)dnl
define(<rc_4>, 0x000000000000808b)define(<rc_5>, 0x0000000080000001)dnl
define(<rc_6>, 0x8000000080008081)define(<rc_7>, 0x8000000000008009)dnl
define(<rc_8>, 0x000000000000008a)define(<rc_9>, 0x0000000000000088)dnl
define(<rc_10>, 0x0000000080008009)define(<rc_11>, 0x000000008000000a)dnl
define(<rc_12>, 0x000000008000808b)define(<rc_13>, 0x800000000000008b)dnl
define(<rc_14>, 0x8000000000008089)define(<rc_15>, 0x8000000000008003)dnl
define(<rc_16>, 0x8000000000008002)define(<rc_17>, 0x8000000000000080)dnl
define(<rc_18>, 0x000000000000800a)define(<rc_19>, 0x800000008000000a)dnl
define(<rc_20>, 0x8000000080008081)define(<rc_21>, 0x8000000000008080)dnl
define(<rc_22>, 0x0000000080000001)define(<rc_23>, 0x8000000080008008)dnl
