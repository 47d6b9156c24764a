dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx512/keccak-permute.asm, avx512/keccak-permute-x8.asm, avx512/keccak-absorb.asm, avx512/keccak-absorb-x8.asm.
dnl x86_64/keccak-avx512.m4 -- the rounds of Keccak-p[1600, 24] with one
dnl lane per vector register (AVX-512 F and VL): one state in xmm
dnl registers, or eight states in zmm registers, lane (x, y) of state j
dnl in 64-bit element j.
dnl
dnl The 25 lanes fit in registers 0-24 with seven left for the column
dnl parities and copies; vpternlogq does a three-way XOR of theta and
dnl the whole of chi, b0 ^ (~b1 & b2), in one instruction, and vprolq
dnl rotates in place, so nothing is shuffled and no lane is kept
dnl complemented.  A round:
dnl   theta   5 parities, each a copy and two three-way XORs; 5 vprolq;
dnl           25 three-way XORs (lane ^ c[x-1] ^ rol(c[x+1], 1))
dnl   rho, pi 24 vprolq, each writing the lane to the register of the
dnl           place pi moves it to, along pi's one cycle of 24 lanes,
dnl           so the lanes stay in the same registers round after round
dnl   chi     two copies and five vpternlogq a row
dnl   iota    one vpxorq
dnl 90 operations, 29 of them rotations, and 15 register copies.
dnl
dnl The user defines KECCAK_REG, the register kind (xmm or zmm), and
dnl KECCAK_BCST, the broadcast of a 64-bit constant to it ({1to2} or
dnl {1to8}); the round loop uses %rax and %rdx.

INCLUDE_SRC(<x86_64/keccak.m4>)dnl

dnl LANE(y, x): the register of lane (x, y).
define(<LANE>, <%KECCAK_REG<>eval(5 * ($1) + ($2))>)
define(<KECCAK_RC>, <%rax>)	dnl the next round constant
define(<KECCAK_RC_END>, <%rdx>)
define(<KC0>, <%KECCAK_REG<>25>)	dnl the column parities of theta
define(<KC1>, <%KECCAK_REG<>26>)
define(<KC2>, <%KECCAK_REG<>27>)
define(<KC3>, <%KECCAK_REG<>28>)
define(<KC4>, <%KECCAK_REG<>29>)
define(<KR0>, <%KECCAK_REG<>30>)	dnl a parity rotated by 1
define(<KR1>, <%KECCAK_REG<>31>)
define(<KT>, <%KECCAK_REG<>25>)	dnl rho and pi: the lane the cycle starts with
define(<KS0>, <%KECCAK_REG<>26>)	dnl chi: b0 and b1 of a row, kept
define(<KS1>, <%KECCAK_REG<>27>)

dnl KECCAK_PARITY(x, c): c = the XOR of the five lanes of column x.
define(<KECCAK_PARITY>, <
	vmovdqa64	LANE(0, $1), $2
	vpternlogq	<$>0x96, LANE(2, $1), LANE(1, $1), $2
	vpternlogq	<$>0x96, LANE(4, $1), LANE(3, $1), $2>)

dnl KECCAK_THETA_COLUMN(x, c[x-1], c[x+1], r): the five lanes of
dnl column x XOR c[x-1] and c[x+1] rotated by 1 (into R).
define(<KECCAK_THETA_COLUMN>, <
	vprolq	<$>1, $3, $4
	vpternlogq	<$>0x96, $4, $2, LANE(0, $1)
	vpternlogq	<$>0x96, $4, $2, LANE(1, $1)
	vpternlogq	<$>0x96, $4, $2, LANE(2, $1)
	vpternlogq	<$>0x96, $4, $2, LANE(3, $1)
	vpternlogq	<$>0x96, $4, $2, LANE(4, $1)>)

dnl KECCAK_MOVE(y, x, y', x', r): lane (x', y') rotated by R to the
dnl register of lane (x, y), where pi moves it.
define(<KECCAK_MOVE>, <
	vprolq	<$>$5, LANE($3, $4), LANE($1, $2)>)

dnl KECCAK_CHI_ROW(y): chi on row y in place, b[x] ^= ~b[x+1] & b[x+2]
dnl (0xd2), from the first output on, with b0 and b1 kept for the last
dnl two.  Row 0 gets its lane (1, 0) from KT, which keeps the copy.
define(<KECCAK_CHI_ROW>, <
	vmovdqa64	LANE($1, 0), KS0
	ifelse($1, 0, <vmovdqa64	KT, LANE(0, 1)>, <vmovdqa64	LANE($1, 1), KS1>)
	vpternlogq	<$>0xd2, LANE($1, 2), LANE($1, 1), LANE($1, 0)
	vpternlogq	<$>0xd2, LANE($1, 3), LANE($1, 2), LANE($1, 1)
	vpternlogq	<$>0xd2, LANE($1, 4), LANE($1, 3), LANE($1, 2)
	vpternlogq	<$>0xd2, KS0, LANE($1, 4), LANE($1, 3)
	vpternlogq	<$>0xd2, ifelse($1, 0, KT, KS1), KS0, LANE($1, 4)>)

dnl KECCAK_ROUNDS: the 24 rounds on the lanes in registers 0-24.
define(<KECCAK_ROUNDS>, <
	lea	.Lkeccak_rc(%rip), KECCAK_RC
	lea	192(KECCAK_RC), KECCAK_RC_END
.Lround:
	C theta
	KECCAK_PARITY(0, KC0)
	KECCAK_PARITY(1, KC1)
	KECCAK_PARITY(2, KC2)
	KECCAK_PARITY(3, KC3)
	KECCAK_PARITY(4, KC4)
	KECCAK_THETA_COLUMN(0, KC4, KC1, KR0)
	KECCAK_THETA_COLUMN(1, KC0, KC2, KR1)
	KECCAK_THETA_COLUMN(2, KC1, KC3, KR0)
	KECCAK_THETA_COLUMN(3, KC2, KC4, KR1)
	KECCAK_THETA_COLUMN(4, KC3, KC0, KR0)
	C rho and pi along the cycle (1,0) (0,2) (2,1) (1,2) (2,3) (3,3)
	C (3,0) (0,1) (1,3) (3,1) (1,4) (4,4) (4,0) (0,3) (3,4) (4,3)
	C (3,2) (2,2) (2,0) (0,4) (4,2) (2,4) (4,1) (1,1), each lane
	C moving to the next place, the last to the first; the offsets are
	C FIPS 202, 3.2.2, Table 2.
	vprolq	<$>44, LANE(1, 1), KT
	KECCAK_MOVE(1, 1, 1, 4, 20)
	KECCAK_MOVE(1, 4, 4, 2, 61)
	KECCAK_MOVE(4, 2, 2, 4, 39)
	KECCAK_MOVE(2, 4, 4, 0, 18)
	KECCAK_MOVE(4, 0, 0, 2, 62)
	KECCAK_MOVE(0, 2, 2, 2, 43)
	KECCAK_MOVE(2, 2, 2, 3, 25)
	KECCAK_MOVE(2, 3, 3, 4, 8)
	KECCAK_MOVE(3, 4, 4, 3, 56)
	KECCAK_MOVE(4, 3, 3, 0, 41)
	KECCAK_MOVE(3, 0, 0, 4, 27)
	KECCAK_MOVE(0, 4, 4, 4, 14)
	KECCAK_MOVE(4, 4, 4, 1, 2)
	KECCAK_MOVE(4, 1, 1, 3, 55)
	KECCAK_MOVE(1, 3, 3, 1, 45)
	KECCAK_MOVE(3, 1, 1, 0, 36)
	KECCAK_MOVE(1, 0, 0, 3, 28)
	KECCAK_MOVE(0, 3, 3, 3, 21)
	KECCAK_MOVE(3, 3, 3, 2, 15)
	KECCAK_MOVE(3, 2, 2, 1, 10)
	KECCAK_MOVE(2, 1, 1, 2, 6)
	KECCAK_MOVE(1, 2, 2, 0, 3)
	KECCAK_MOVE(2, 0, 0, 1, 1)
	C chi, and iota on lane (0, 0)
	KECCAK_CHI_ROW(0)
	KECCAK_CHI_ROW(1)
	KECCAK_CHI_ROW(2)
	KECCAK_CHI_ROW(3)
	KECCAK_CHI_ROW(4)
	vpxorq	(KECCAK_RC)KECCAK_BCST, LANE(0, 0), LANE(0, 0)
	add	<$>8, KECCAK_RC
	cmp	KECCAK_RC_END, KECCAK_RC
	jne	.Lround>)
