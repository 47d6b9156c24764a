dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): sha3/keccak-absorb.asm, sha3/keccak-absorb-x2.asm, sha3/keccak-absorb12-x2.asm, sha3/keccak-permute12.asm, sha3/keccak-permute12-x2.asm.
dnl arm64/keccak-sha3.m4 -- the 24 rounds of Keccak-p[1600, 24] with the
dnl Armv8.2 SHA3 instructions, on the registers of keccak-neon.m4.
dnl
dnl Every instruction works on the whole 128-bit register, so the same
dnl rounds permute one state (the low halves) or two (both halves).  A
dnl column parity is two eor3, a D value one rax1 (C[x-1] ^ rotl(C[x+1],
dnl 1)), theta's addition with rho's rotation one xar per lane, a chi
dnl output one bcax.  A round is 80 instructions: 10 eor3, 5 rax1, 25
dnl xar (lane (0, 0) by 0), one mov to close pi's cycle, 35 for chi (a
dnl row keeps copies of its first two lanes), 2 for iota, 2 for the loop.

INCLUDE_SRC(<arm64/keccak-neon.m4>)dnl

dnl COLUMN(x): C[x], the parity of column x.
define(<COLUMN>, <
	eor3	C_$1.16b, LANE($1, 0).16b, LANE($1, 1).16b, LANE($1, 2).16b
	eor3	C_$1.16b, C_$1.16b, LANE($1, 3).16b, LANE($1, 4).16b>)

dnl PI_STEP(X, Y): lane (X, Y) after rho and pi, from lane (x, y) =
dnl (X + 3Y mod 5, X) of theta's output: rotl(lane ^ D[x], rho) =
dnl ror(lane ^ D[x], 64 - rho).
define(<PI_STEP>, <
	xar	LANE($1, $2).2d, LANE(PI_FROM_X($1, $2), $1).2d, defn(<D_>PI_FROM_X($1, $2)).2d, dnl
#eval(64 - defn(<rho_>PI_FROM_X($1, $2)<>$1))>)

dnl CHI_ROW(y): out_x = b_x ^ (b_{x+2} & ~b_{x+1}) in place.
define(<CHI_ROW>, <
	mov	T0.16b, LANE(0, $1).16b
	mov	T1.16b, LANE(1, $1).16b
	bcax	LANE(0, $1).16b, LANE(0, $1).16b, LANE(2, $1).16b, T1.16b
	bcax	LANE(1, $1).16b, LANE(1, $1).16b, LANE(3, $1).16b, LANE(2, $1).16b
	bcax	LANE(2, $1).16b, LANE(2, $1).16b, LANE(4, $1).16b, LANE(3, $1).16b
	bcax	LANE(3, $1).16b, LANE(3, $1).16b, T0.16b, LANE(4, $1).16b
	bcax	LANE(4, $1).16b, LANE(4, $1).16b, T1.16b, T0.16b>)

dnl SHA3_ROUNDS(rc, count, first): the rounds FIRST to 23 on v0-v24 (0
dnl for Keccak-p[1600, 24], 12 for Keccak-p[1600, 12]), with general
dnl registers RC and COUNT for the constants and the loop.
define(<SHA3_ROUNDS>, <
	adrp	$1, .Lrc + 8 * $3
	add	$1, $1, :lo12:.Lrc + 8 * $3
	mov	$2, #eval(24 - $3)

.Lround:
	C theta: the parities, then D[1], D[4], D[2], D[0], D[3], each
	C written over a parity no longer needed.
	COLUMN(0)
	COLUMN(1)
	COLUMN(2)
	COLUMN(3)
	COLUMN(4)
	rax1	D_1.2d, C_0.2d, C_2.2d
	rax1	D_4.2d, C_3.2d, C_0.2d
	rax1	D_2.2d, C_1.2d, C_3.2d
	rax1	D_0.2d, C_4.2d, C_1.2d
	rax1	D_3.2d, C_2.2d, C_4.2d

	C theta's addition, rho and pi.
	xar	LANE(0, 0).2d, LANE(0, 0).2d, D_0.2d, #eval((64 - rho_00) % 64)
	xar	T0.2d, LANE(1, 0).2d, D_1.2d, #eval(64 - rho_10)
	PI_CHAIN(1, 0)

	C chi, row by row, and iota.
	CHI_ROW(0)
	CHI_ROW(1)
	CHI_ROW(2)
	CHI_ROW(3)
	CHI_ROW(4)
	ld1r	{T0.2d}, [$1], #8
	eor	LANE(0, 0).16b, LANE(0, 0).16b, T0.16b
	subs	$2, $2, #1
	b.ne	.Lround>)

dnl X2_ROUNDS(first): the rounds from FIRST on of both states, for
dnl keccak-neon.m4's ABSORB_X2 (sha3/keccak-absorb-x2.asm and
dnl sha3/keccak-absorb12-x2.asm).
define(<X2_ROUNDS>, <	SHA3_ROUNDS(RC, COUNT, $1)>)
