dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): keccak-absorb-x2.asm, keccak-absorb12-x2.asm, keccak-permute12-x2.asm, sha3/keccak-absorb.asm, sha3/keccak-absorb-x2.asm, sha3/keccak-absorb12-x2.asm, sha3/keccak-permute12.asm, sha3/keccak-permute12-x2.asm.
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

dnl The two-state files' absorbing functions: their registers, the
dnl block addition and ABSORB_X2(name, first), the function NAME
dnl (states, blocks, data, rate) with the states loaded into v0-v24,
dnl each block's lanes added and the including file's X2_ROUNDS(FIRST)
dnl (the rounds FIRST to 23 of both states; RC and COUNT are free) run
dnl after each: _symcrypt_keccak_absorb_x2 from round 0 (rate 0 too,
dnl for keccak-permute-x2.asm) and _symcrypt_keccak_absorb12_x2 from
dnl round 12.
define(<STATES>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<RATE>, <x3>)
define(<RC>, <x4>)
define(<COUNT>, <x5>)
define(<PTR>, <x6>)	C the states, for the loads
define(<DATA0>, <x7>)	C the next block of state 0
define(<DATA1>, <x8>)	C and of state 1
define(<PAIR0>, <v30>)	C lane i of both blocks
define(<PAIR1>, <v31>)	C lane i + 1 of both blocks

dnl LANE_AT(i): the register of lane i = x + 5y.
define(<LANE_AT>, <LANE(eval($1 % 5), eval($1 / 5))>)
dnl XOR_PAIR(i): lanes i and i + 1 of both states ^= the next 16 bytes
dnl of each block.
define(<XOR_PAIR>, <
	ldr	QREG(T0), [DATA0], #16
	ldr	QREG(T1), [DATA1], #16
	zip1	PAIR0.2d, T0.2d, T1.2d
	zip2	PAIR1.2d, T0.2d, T1.2d
	eor	LANE_AT($1).16b, LANE_AT($1).16b, PAIR0.16b
	eor	LANE_AT(eval($1 + 1)).16b, LANE_AT(eval($1 + 1)).16b, PAIR1.16b>)
dnl XOR_ONE(i): lane i of both states ^= the next 8 bytes of each block.
define(<XOR_ONE>, <
	ld1	{T0.d}[0], [DATA0], #8
	ld1	{T0.d}[1], [DATA1], #8
	eor	LANE_AT($1).16b, LANE_AT($1).16b, T0.16b>)
define(<ABSORB_X2>, <
PROLOGUE($1)
	cbz	BLOCKS, .Lnone
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	mov	PTR, STATES
	ld1	{v0.2d, v1.2d, v2.2d, v3.2d}, [PTR], #64
	ld1	{v4.2d, v5.2d, v6.2d, v7.2d}, [PTR], #64
	ld1	{v8.2d, v9.2d, v10.2d, v11.2d}, [PTR], #64
	ld1	{v12.2d, v13.2d, v14.2d, v15.2d}, [PTR], #64
	ld1	{v16.2d, v17.2d, v18.2d, v19.2d}, [PTR], #64
	ld1	{v20.2d, v21.2d, v22.2d, v23.2d}, [PTR], #64
	ld1	{v24.2d}, [PTR]
	cbz	RATE, .Lblock
	ldp	DATA0, DATA1, [DATA]

.Lblock:
	cbz	RATE, .Ladded
	XOR_PAIR(0)
	XOR_PAIR(2)
	XOR_PAIR(4)
	XOR_PAIR(6)
	cmp	RATE, #72
	b.eq	.Llast8
	XOR_PAIR(8)
	XOR_PAIR(10)
	cmp	RATE, #104
	b.eq	.Llast12
	XOR_PAIR(12)
	XOR_PAIR(14)
	cmp	RATE, #136
	b.eq	.Llast16
	XOR_PAIR(16)
	cmp	RATE, #144
	b.eq	.Ladded
	XOR_PAIR(18)
	XOR_ONE(20)
	b	.Ladded
.Llast8:
	XOR_ONE(8)
	b	.Ladded
.Llast12:
	XOR_ONE(12)
	b	.Ladded
.Llast16:
	XOR_ONE(16)
.Ladded:
X2_ROUNDS($2)
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	st1	{v0.2d, v1.2d, v2.2d, v3.2d}, [STATES], #64
	st1	{v4.2d, v5.2d, v6.2d, v7.2d}, [STATES], #64
	st1	{v8.2d, v9.2d, v10.2d, v11.2d}, [STATES], #64
	st1	{v12.2d, v13.2d, v14.2d, v15.2d}, [STATES], #64
	st1	{v16.2d, v17.2d, v18.2d, v19.2d}, [STATES], #64
	st1	{v20.2d, v21.2d, v22.2d, v23.2d}, [STATES], #64
	st1	{v24.2d}, [STATES]
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lnone:
	ret
EPILOGUE($1)>)

dnl PERMUTE_STATES(name, arrangement, bytes, rounds): the function
dnl NAME(states) that loads the 25 lanes into v0-v24 (ARRANGEMENT 2d:
dnl two interleaved states, 16 BYTES a lane; 1d: one state, 8), runs
dnl ROUNDS (RC and COUNT are free) and stores them back: the 12-round
dnl permutations, keccak_permute12 (arm64/sha3) and keccak_permute12_x2,
dnl on the rounds of the sponge's loop.
define(<PERMUTE_STATES>, <
PROLOGUE($1)
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	mov	PTR, STATES
	ld1	{v0.$2, v1.$2, v2.$2, v3.$2}, [PTR], #eval(4 * $3)
	ld1	{v4.$2, v5.$2, v6.$2, v7.$2}, [PTR], #eval(4 * $3)
	ld1	{v8.$2, v9.$2, v10.$2, v11.$2}, [PTR], #eval(4 * $3)
	ld1	{v12.$2, v13.$2, v14.$2, v15.$2}, [PTR], #eval(4 * $3)
	ld1	{v16.$2, v17.$2, v18.$2, v19.$2}, [PTR], #eval(4 * $3)
	ld1	{v20.$2, v21.$2, v22.$2, v23.$2}, [PTR], #eval(4 * $3)
	ld1	{v24.$2}, [PTR]
$4
	st1	{v0.$2, v1.$2, v2.$2, v3.$2}, [STATES], #eval(4 * $3)
	st1	{v4.$2, v5.$2, v6.$2, v7.$2}, [STATES], #eval(4 * $3)
	st1	{v8.$2, v9.$2, v10.$2, v11.$2}, [STATES], #eval(4 * $3)
	st1	{v12.$2, v13.$2, v14.$2, v15.$2}, [STATES], #eval(4 * $3)
	st1	{v16.$2, v17.$2, v18.$2, v19.$2}, [STATES], #eval(4 * $3)
	st1	{v20.$2, v21.$2, v22.$2, v23.$2}, [STATES], #eval(4 * $3)
	st1	{v24.$2}, [STATES]
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
	ret
EPILOGUE($1)>)
