dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): keccak-absorb-x2.asm, keccak-absorb12-x2.asm, keccak-permute12-x2.asm.
dnl arm64/keccak-neon-x2.m4 -- the rounds of Keccak-p[1600, 24] and
dnl Keccak-p[1600, 12] on two states in plain NEON, on the registers of
dnl keccak-neon.m4: the sponge's loop (keccak-absorb-x2.asm) and the
dnl 12-round permutation (keccak-permute12-x2.asm) run the same rounds
dnl from a different first round.

INCLUDE_SRC(<arm64/keccak-neon.m4>)dnl

dnl ROTL(dst, src, n): dst = src rotated left by n (0 < n < 64); dst is
dnl not src.
define(<ROTL>, <
	shl	$1.2d, $2.2d, #$3
	sri	$1.2d, $2.2d, #eval(64 - ($3))>)

dnl COLUMN(x): C[x], the parity of column x.
define(<COLUMN>, <
	eor	C_$1.16b, LANE($1, 0).16b, LANE($1, 1).16b
	eor	C_$1.16b, C_$1.16b, LANE($1, 2).16b
	eor	C_$1.16b, C_$1.16b, LANE($1, 3).16b
	eor	C_$1.16b, C_$1.16b, LANE($1, 4).16b>)

dnl DVALUE(x): D[x] = C[x - 1] ^ rotl(C[x + 1], 1), written over a parity
dnl that the D values after it no longer read (THETA's order).
define(<DVALUE>, <ROTL(D_$1, defn(<C_>eval(($1 + 1) % 5)), 1)
	eor	D_$1.16b, D_$1.16b, defn(<C_>eval(($1 + 4) % 5)).16b>)

dnl PI_STEP(X, Y): lane (X, Y) after rho and pi, from lane (x, y) =
dnl (X + 3Y mod 5, X) of theta's output: rotl(lane ^ D[x], rho).
define(<PI_STEP>, <
	eor	T1.16b, LANE(PI_FROM_X($1, $2), $1).16b, defn(<D_>PI_FROM_X($1, $2)).16b<>dnl
ROTL(LANE($1, $2), T1, defn(<rho_>PI_FROM_X($1, $2)<>$1))>)

dnl CHI_ROW(y): out_x = b_x ^ (b_{x+2} & ~b_{x+1}), the five and-nots
dnl first (in v25-v29, free after theta) so no input is overwritten
dnl before it is read.
define(<CHI_ROW>, <forloop(<i>, 0, 4, <
	bic	v<>eval(25 + i).16b, LANE(eval((i + 2) % 5), $1).16b, LANE(eval((i + 1) % 5), $1).16b>)<>dnl
forloop(<i>, 0, 4, <
	eor	LANE(i, $1).16b, LANE(i, $1).16b, v<>eval(25 + i).16b>)>)

dnl X2_ROUNDS(first): the rounds FIRST to 23 of both states (0 for
dnl Keccak-p[1600, 24], 12 for Keccak-p[1600, 12]).
define(<X2_ROUNDS>, <	adrp	RC, .Lrc + 8 * $1
	add	RC, RC, :lo12:.Lrc + 8 * $1
	mov	COUNT, #eval(24 - $1)

.Lround:
	C theta: the parities, then D[1], D[4], D[2], D[0], D[3], each
	C written over a parity that no later D reads.
	COLUMN(0)
	COLUMN(1)
	COLUMN(2)
	COLUMN(3)
	COLUMN(4)
	DVALUE(1)
	DVALUE(4)
	DVALUE(2)
	DVALUE(0)
	DVALUE(3)

	C theta's addition, rho and pi; lane (1, 0)'s value waits in T0
	C until pi's cycle comes back to it.
	eor	LANE(0, 0).16b, LANE(0, 0).16b, D_0.16b
	eor	T1.16b, LANE(1, 0).16b, D_1.16b
	ROTL(T0, T1, rho_10)
	PI_CHAIN(1, 0)

	C chi, row by row, and iota.
	CHI_ROW(0)
	CHI_ROW(1)
	CHI_ROW(2)
	CHI_ROW(3)
	CHI_ROW(4)
	ld1r	{T0.2d}, [RC], #8
	eor	LANE(0, 0).16b, LANE(0, 0).16b, T0.16b
	subs	COUNT, COUNT, #1
	b.ne	.Lround>)

