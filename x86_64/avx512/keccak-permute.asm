dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-permute.asm -- Keccak-p[1600, 24], one lane per
C xmm register, AVX-512 F and VL (vpternlogq, vprolq).
C
C Why: the 25 lanes fit in xmm0-xmm24 with seven registers left for
C the column parities and copies; vpternlogq does a three-way XOR of
C theta and the whole of chi, b0 ^ (~b1 & b2), in one instruction, and
C vprolq rotates in place, so nothing is shuffled and no lane is kept
C complemented.  A round:
C   theta   5 parities, each a copy and two three-way XORs; 5 vprolq;
C           25 three-way XORs (lane ^ c[x-1] ^ rol(c[x+1], 1))
C   rho, pi 24 vprolq, each writing the lane to the register of the
C           place pi moves it to, along pi's one cycle of 24 lanes,
C           so the lanes stay in the same registers round after round
C   chi     two copies and five vpternlogq a row
C   iota    one vpxorq
C 90 operations, 29 of them rotations, and 15 register copies, which
C the renamer eliminates.  On Zen 4 (AMD pub. 57647: the logical
C operations on the four vector pipes, rotations on two) the bound is
C 90 / 4 = 22.5 cycles a round, 540 a permutation, 3.97 cycles a byte
C for SHA3-256's 136-byte blocks; the dependency chain of a round is
C 6 deep, so the throughput is the limit.
C
C Only xmm registers are written (EVEX encodings zero the rest), so
C the 512-bit frequency licence never applies.

dnl void _symcrypt_keccak_permute(uint64_t *state)
dnl STATE holds the 25 lanes, lane (x, y) at index x + 5y, host order.

define(<STATE>, <%rdi>)
define(<RC>, <%rax>)		dnl the next round constant
define(<RC_END>, <%rdx>)
dnl LANE(y, x): the register of lane (x, y).
define(<LANE>, <%xmm<>eval(5 * ($1) + ($2))>)
define(<C0>, <%xmm25>)		dnl the column parities of theta
define(<C1>, <%xmm26>)
define(<C2>, <%xmm27>)
define(<C3>, <%xmm28>)
define(<C4>, <%xmm29>)
define(<R0>, <%xmm30>)		dnl a parity rotated by 1
define(<R1>, <%xmm31>)
define(<T>, <%xmm25>)		dnl rho and pi: the lane the cycle starts with
define(<S0>, <%xmm26>)		dnl chi: b0 and b1 of a row, kept
define(<S1>, <%xmm27>)

dnl PARITY(x, c): c = the XOR of the five lanes of column x.
define(<PARITY>, <
	vmovdqa64	LANE(0, $1), $2
	vpternlogq	<$>0x96, LANE(2, $1), LANE(1, $1), $2
	vpternlogq	<$>0x96, LANE(4, $1), LANE(3, $1), $2>)

dnl THETA_COLUMN(x, c[x-1], c[x+1], r): the five lanes of column x
dnl XOR c[x-1] and c[x+1] rotated by 1 (into R).
define(<THETA_COLUMN>, <
	vprolq	<$>1, $3, $4
	vpternlogq	<$>0x96, $4, $2, LANE(0, $1)
	vpternlogq	<$>0x96, $4, $2, LANE(1, $1)
	vpternlogq	<$>0x96, $4, $2, LANE(2, $1)
	vpternlogq	<$>0x96, $4, $2, LANE(3, $1)
	vpternlogq	<$>0x96, $4, $2, LANE(4, $1)>)

dnl MOVE(y, x, y', x', r): lane (x', y') rotated by R to the register of
dnl lane (x, y), where pi moves it.
define(<MOVE>, <
	vprolq	<$>$5, LANE($3, $4), LANE($1, $2)>)

dnl CHI_ROW(y): chi on row y in place, b[x] ^= ~b[x+1] & b[x+2]
dnl (0xd2), from the first output on, with b0 and b1 kept for the last
dnl two.  Row 0 gets its lane (1, 0) from T, which keeps the copy.
define(<CHI_ROW>, <
	vmovdqa64	LANE($1, 0), S0
	ifelse($1, 0, <vmovdqa64	T, LANE(0, 1)>, <vmovdqa64	LANE($1, 1), S1>)
	vpternlogq	<$>0xd2, LANE($1, 2), LANE($1, 1), LANE($1, 0)
	vpternlogq	<$>0xd2, LANE($1, 3), LANE($1, 2), LANE($1, 1)
	vpternlogq	<$>0xd2, LANE($1, 4), LANE($1, 3), LANE($1, 2)
	vpternlogq	<$>0xd2, S0, LANE($1, 4), LANE($1, 3)
	vpternlogq	<$>0xd2, ifelse($1, 0, T, S1), S0, LANE($1, 4)>)

dnl LOAD(i), STORE(i): lane i from or to the state.
define(<LOAD>, <ifelse($1, 25, , <
	vmovq	eval(8 * $1)(STATE), %xmm$1<>LOAD(incr($1))>)>)
define(<STORE>, <ifelse($1, 25, , <
	vmovq	%xmm$1, eval(8 * $1)(STATE)<>STORE(incr($1))>)>)

PROLOGUE(_symcrypt_keccak_permute)
	LOAD(0)
	lea	.Lkeccak_rc(%rip), RC
	lea	192(RC), RC_END
.Lround:
	C theta
	PARITY(0, C0)
	PARITY(1, C1)
	PARITY(2, C2)
	PARITY(3, C3)
	PARITY(4, C4)
	THETA_COLUMN(0, C4, C1, R0)
	THETA_COLUMN(1, C0, C2, R1)
	THETA_COLUMN(2, C1, C3, R0)
	THETA_COLUMN(3, C2, C4, R1)
	THETA_COLUMN(4, C3, C0, R0)
	C rho and pi along the cycle (1,0) (0,2) (2,1) (1,2) (2,3) (3,3)
	C (3,0) (0,1) (1,3) (3,1) (1,4) (4,4) (4,0) (0,3) (3,4) (4,3)
	C (3,2) (2,2) (2,0) (0,4) (4,2) (2,4) (4,1) (1,1), each lane
	C moving to the next place, the last to the first; the offsets are
	C FIPS 202, 3.2.2, Table 2.
	vprolq	$44, LANE(1, 1), T
	MOVE(1, 1, 1, 4, 20)
	MOVE(1, 4, 4, 2, 61)
	MOVE(4, 2, 2, 4, 39)
	MOVE(2, 4, 4, 0, 18)
	MOVE(4, 0, 0, 2, 62)
	MOVE(0, 2, 2, 2, 43)
	MOVE(2, 2, 2, 3, 25)
	MOVE(2, 3, 3, 4, 8)
	MOVE(3, 4, 4, 3, 56)
	MOVE(4, 3, 3, 0, 41)
	MOVE(3, 0, 0, 4, 27)
	MOVE(0, 4, 4, 4, 14)
	MOVE(4, 4, 4, 1, 2)
	MOVE(4, 1, 1, 3, 55)
	MOVE(1, 3, 3, 1, 45)
	MOVE(3, 1, 1, 0, 36)
	MOVE(1, 0, 0, 3, 28)
	MOVE(0, 3, 3, 3, 21)
	MOVE(3, 3, 3, 2, 15)
	MOVE(3, 2, 2, 1, 10)
	MOVE(2, 1, 1, 2, 6)
	MOVE(1, 2, 2, 0, 3)
	MOVE(2, 0, 0, 1, 1)
	C chi, and iota on lane (0, 0)
	CHI_ROW(0)
	CHI_ROW(1)
	CHI_ROW(2)
	CHI_ROW(3)
	CHI_ROW(4)
	vpxorq	(RC){1to2}, LANE(0, 0), LANE(0, 0)
	add	$8, RC
	cmp	RC_END, RC
	jne	.Lround
	STORE(0)
	vzeroupper
	ret
EPILOGUE(_symcrypt_keccak_permute)

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
	.quad	0x0000000080000001, 0x8000000080008008
