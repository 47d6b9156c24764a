dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): keccak-absorb-x2.asm, sha3/keccak-absorb.asm, sha3/keccak-absorb-x2.asm.
dnl arm64/keccak-neon.m4 -- Keccak-p[1600, 24] with one lane per vector
dnl register: the registers, pi's cycle and the round constants that
dnl the plain NEON and the SHA3-instruction files share.
dnl
dnl Lane (x, y) lives in vector register x + 5y (v0-v24), one state per
dnl 64-bit half (the one-state file leaves the high halves to garbage
dnl that is never stored).  v25-v31 hold theta's column parities C[x]
dnl and its values D[x], each D written over a parity no longer needed,
dnl and two temporaries.  An including file defines PI_STEP(X, Y),
dnl which sets lane (X, Y) to rho of its pi source lane with D added.

INCLUDE_SRC(<arm64/keccak.m4>)dnl

dnl LANE(x, y): the register of lane (x, y).
define(<LANE>, <v<>eval($1 + 5 * $2)>)
define(<C_0>, <v25>)define(<C_1>, <v26>)define(<C_2>, <v27>)
define(<C_3>, <v28>)define(<C_4>, <v29>)
define(<D_0>, <v28>)define(<D_1>, <v30>)define(<D_2>, <v25>)
define(<D_3>, <v26>)define(<D_4>, <v31>)
define(<T0>, <v27>)define(<T1>, <v29>)

dnl PI_FROM_X(X, Y): x of the lane (x, X) that pi moves to (X, Y):
dnl x = X + 3Y mod 5 (FIPS 202, 3.2.3).
define(<PI_FROM_X>, <eval(($1 + 3 * $2) % 5)>)
dnl PI_CHAIN(X, Y): pi's cycle through the 24 lanes but (0, 0), from
dnl (X, Y) on, each lane's register written once its old value has
dnl been read; the cycle closes at lane (1, 0), whose value T0 holds.
define(<PI_CHAIN>, <ifelse(PI_FROM_X($1, $2)$1, 10, <
	mov	LANE($1, $2).16b, T0.16b>, <PI_STEP($1, $2)PI_CHAIN(PI_FROM_X($1, $2), $1)>)>)

dnl RC_TABLE: the 24 round constants, read by ld1r (both halves).
define(<RC_TABLE>, <
	RODATA
	.p2align 3
.Lrc:
	forloop(<i>, 0, 23, <
	.quad	defn(<rc_>i)>)>)
