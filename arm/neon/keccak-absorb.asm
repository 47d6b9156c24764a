dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/keccak-absorb.asm -- the sponge's absorbing loop around
C Keccak-p[1600, 24] (FIPS 202) on NEON's 64-bit lanes.

C void _symcrypt_keccak_absorb(uint64_t *state, size_t blocks,
C                              const uint8_t *data, unsigned rate)
C
C RATE is 72, 104, 136, 144 or 168, or 0 for
C arm/neon/keccak-permute.asm, which permutes once through here adding
C nothing.  The C twin is in src/keccak/keccak-permute.c.  Needs NEON
C (ARMv7-A, e.g. Cortex-A9).
C
C Why: on 32-bit ARM the C twin works on 64-bit lanes in halves, about
C 118 guest instructions a byte.  NEON has 64-bit XOR, and-not (vbic,
C the whole of chi's non-linear step), shifts and shift-inserts, and
C 32 d registers: the 25 lanes stay in registers for the whole call,
C and seven are left for the work.  A q register does two lanes at
C once where two neighbouring lanes need the same operation.
C
C The lanes: x0..x3 of row y in d(4y)..d(4y+3), so that q(2y) holds
C lanes (0, y) and (1, y), q(2y+1) lanes (2, y) and (3, y); lane (4, y)
C in d(20+y), rows 0-1 and 2-3 of x4 in q10 and q11.  A round, in
C instructions:
C - theta's column parities, 11: 4 + 4 on the pairs of columns 0-1 and
C   2-3, 3 for column 4 (q10 ^ q11, then two on d registers);
C - the D values, 17: each a rotation by one (vshl, vsri) and a veor;
C   one vmov brings D2 and D3 into one q register, one copies D4 into
C   both halves of another (seven registers allow no order of the five
C   that leaves the pairs in place);
C - adding D, 13: one q register for each pair of lanes, x4 of rows 0-3
C   in two;
C - rho and pi, 46: pi is one cycle through the 24 lanes but (0, 0);
C   each lane is rotated (vshl and vsri, or one vext for the rotations
C   by 8 and 56 bits) into the register its lane moves to, which the
C   step before has emptied; the first lane goes to d25 and is read
C   from there by chi, so the cycle needs no closing move;
C - chi, 38: seven a row in place (outputs 0 and 1 from q registers,
C   vext making the pair (b1, b2), 2 and 3 from a q register of two
C   vbic on d registers), output 4 of rows 0-1 and 2-3 in one veor
C   each, of row 4 in one more;
C - iota, 2 (the round constant loaded, a veor); the loop runs four
C   rounds a turn.
C 127.5 a round, 3060 a permutation (doc/sha3.md, "32-bit ARM").  Lane
C complementing would save nothing: vbic is chi's and-not in one
C instruction.

	ARCH_NEON

define(<STATE>, <r0>)
define(<BLOCKS>, <r1>)
define(<DATA>, <r2>)
define(<RATE>, <r3>)
define(<ADD>, <r4>)	C the block's addition for this rate
define(<RC>, <r12>)	C the next round constant
define(<COUNT>, <lr>)	C loop turns left

C rho_XY: the rotation of rho for lane (x, y) = (X, Y) (FIPS 202,
C 3.2.2, Table 2).
define(<rho_00>, 0)define(<rho_10>, 1)define(<rho_20>, 62)define(<rho_30>, 28)define(<rho_40>, 27)
define(<rho_01>, 36)define(<rho_11>, 44)define(<rho_21>, 6)define(<rho_31>, 55)define(<rho_41>, 20)
define(<rho_02>, 3)define(<rho_12>, 10)define(<rho_22>, 43)define(<rho_32>, 25)define(<rho_42>, 39)
define(<rho_03>, 41)define(<rho_13>, 45)define(<rho_23>, 15)define(<rho_33>, 21)define(<rho_43>, 8)
define(<rho_04>, 18)define(<rho_14>, 2)define(<rho_24>, 61)define(<rho_34>, 56)define(<rho_44>, 14)

C LANE(x, y): the d register of lane (x, y); PAIR01(y), PAIR23(y):
C the q registers of lanes 0-1 and 2-3 of row y.
define(<LANE>, <ifelse($1, 4, <d<>eval(20 + $2)>, <d<>eval(4 * $2 + $1)>)>)
define(<PAIR01>, <q<>eval(2 * $1)>)
define(<PAIR23>, <q<>eval(2 * $1 + 1)>)

C ROTL(dst, src, n): dst = src rotated left by n bits (dst != src).
define(<ROTL>, <ifelse(eval($3 % 8), 0, <
	vext.8	$1, $2, $2, #eval(8 - $3 / 8)>, <
	vshl.i64 $1, $2, #$3
	vsri.64	$1, $2, #eval(64 - $3)>)>)

C THETA: the column parities C0, C1 (q13), C2, C3 (q14) and C4 (d25),
C the values D[x] = C[x-1] ^ rotl(C[x+1], 1): D0, D1 in q15, D2, D3 in
C q14, D4 in d26 and d27; then each lane gets its column's D.
define(<THETA>, <
	veor	q13, q0, q2
	veor	q14, q1, q3
	veor	q15, q10, q11
	veor	q13, q13, q4
	veor	q14, q14, q5
	veor	d25, d30, d31
	veor	q13, q13, q6
	veor	q14, q14, q7
	veor	d25, d25, d24
	veor	q13, q13, q8
	veor	q14, q14, q9
	ROTL(d30, d27, 1)
	veor	d30, d30, d25		C D0 = C4 ^ rotl(C1)
	ROTL(d31, d25, 1)
	veor	d25, d31, d28		C D3 = C2 ^ rotl(C4), for now in d25
	ROTL(d31, d28, 1)
	veor	d31, d31, d26		C D1 = C0 ^ rotl(C2)
	ROTL(d28, d29, 1)
	veor	d28, d28, d27		C D2 = C1 ^ rotl(C3)
	ROTL(d27, d26, 1)
	veor	d26, d27, d29		C D4 = C3 ^ rotl(C0)
	vmov	d29, d25
	vmov	d27, d26
	forloop(<y>, 0, 4, <
	veor	PAIR01(y), PAIR01(y), q15
	veor	PAIR23(y), PAIR23(y), q14>)
	veor	q10, q10, q13
	veor	q11, q11, q13
	veor	d24, d24, d26>)

C RHO_PI: pi moves lane (x, y) to (y, 2x + 3y mod 5), so output lane
C (X, Y) comes from lane (X + 3Y mod 5, X), rotated by rho.  Lane (1, 4)
C goes first, to d25 (it belongs in lane (4, 4)); then each register
C emptied takes the lane that moves there, back along the cycle, until
C the one that takes lane (1, 4) is reached.
define(<PI_SRC_X>, <eval(($1 + 3 * $2) % 5)>)
define(<PI_CHAIN>, <ifelse(PI_SRC_X($1, $2)<>$1, 14, ,
	<ROTL(LANE($1, $2), LANE(PI_SRC_X($1, $2), $1), rho_<>PI_SRC_X($1, $2)<>$1)<>dnl
PI_CHAIN(PI_SRC_X($1, $2), $1)>)>)
define(<RHO_PI>, <ROTL(d25, LANE(1, 4), rho_14)<>PI_CHAIN(1, 4)>)

C chi, out_x = b_x ^ (b_{x+2} & ~b_{x+1}), on each row in place.
C CHI03(y, t): outputs 0 to 3 of row y, and b1 & ~b0 to T for output 4.
define(<CHI03>, <
	vext.64	q13, PAIR01($1), PAIR23($1), #1
	vbic	q13, PAIR23($1), q13
	vbic	d28, LANE(4, $1), LANE(3, $1)
	vbic	d29, LANE(0, $1), LANE(4, $1)
	vbic	$2, LANE(1, $1), LANE(0, $1)
	veor	PAIR01($1), PAIR01($1), q13
	veor	PAIR23($1), PAIR23($1), q14>)
C CHI_PAIR(y): rows y and y + 1 (y even), their outputs 4 in one q
C register.
define(<CHI_PAIR>, <CHI03($1, d30)<>CHI03(eval($1 + 1), d31)
	veor	q<>eval(10 + $1 / 2), q<>eval(10 + $1 / 2), q15>)
C CHI4: row 4, whose lane 4 waits in d25.
define(<CHI4>, <
	vext.64	q13, PAIR01(4), PAIR23(4), #1
	vbic	q13, PAIR23(4), q13
	vbic	d28, d25, LANE(3, 4)
	vbic	d29, LANE(0, 4), d25
	vbic	d30, LANE(1, 4), LANE(0, 4)
	veor	PAIR01(4), PAIR01(4), q13
	veor	PAIR23(4), PAIR23(4), q14
	veor	LANE(4, 4), d25, d30>)

define(<ROUND>, <
	THETA
	RHO_PI
	CHI_PAIR(0)
	vld1.64	{d31}, [RC :64]!
	veor	d0, d0, d31		C iota
	CHI_PAIR(2)
	CHI4>)

C ADD_LANES(y, n): n lanes of the block (1 to 5) into row y.
define(<ADD_LANES>, <ifelse($2, 1, <
	vld1.8	{d26}, [DATA]!
	veor	LANE(0, $1), LANE(0, $1), d26>, $2, 2, <
	vld1.8	{d26, d27}, [DATA]!
	veor	PAIR01($1), PAIR01($1), q13>, $2, 3, <
	vld1.8	{d26, d27, d28}, [DATA]!
	veor	PAIR01($1), PAIR01($1), q13
	veor	LANE(2, $1), LANE(2, $1), d28>, <
	vld1.8	{d26, d27, d28, d29}, [DATA]!
	veor	PAIR01($1), PAIR01($1), q13
	veor	PAIR23($1), PAIR23($1), q14<>ifelse($2, 5, <
	vld1.8	{d30}, [DATA]!
	veor	LANE(4, $1), LANE(4, $1), d30>)>)>)

	.text
	.p2align 3
C FIPS 202, 3.2.5: the round constants of iota, before the code so
C that adr reaches them.
.Lrc:
	.quad	0x0000000000000001, 0x0000000000008082, 0x800000000000808a
	.quad	0x8000000080008000, 0x000000000000808b, 0x0000000080000001
	.quad	0x8000000080008081, 0x8000000000008009, 0x000000000000008a
	.quad	0x0000000000000088, 0x0000000080008009, 0x000000008000000a
	.quad	0x000000008000808b, 0x800000000000008b, 0x8000000000008089
	.quad	0x8000000000008003, 0x8000000000008002, 0x8000000000000080
	.quad	0x000000000000800a, 0x800000008000000a, 0x8000000080008081
	.quad	0x8000000000008080, 0x0000000080000001, 0x8000000080008008

PROLOGUE(_symcrypt_keccak_absorb)
	cmp	BLOCKS, #0
	bxeq	lr
	PUSH(r4, lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	adr	RC, .Lrc
	C The state: x0..x3 of each row in one load, x4 in another.
	forloop(<y>, 0, 4, <
	vld1.64	{LANE(0, y), LANE(1, y), LANE(2, y), LANE(3, y)}, [STATE]!
	vld1.64	{LANE(4, y)}, [STATE]!>)
	sub	STATE, STATE, #200
	C The block's addition for this rate (none for 0).
	adr	ADD, .Lpermute
	cmp	RATE, #72
	adreq	ADD, .Ladd72
	cmp	RATE, #104
	adreq	ADD, .Ladd104
	cmp	RATE, #136
	adreq	ADD, .Ladd136
	cmp	RATE, #144
	adreq	ADD, .Ladd144
	cmp	RATE, #168
	adreq	ADD, .Ladd168

.Lblock:
	bx	ADD

.Ladd72:
	ADD_LANES(0, 5)
	ADD_LANES(1, 4)
	b	.Lpermute
.Ladd104:
	ADD_LANES(0, 5)
	ADD_LANES(1, 5)
	ADD_LANES(2, 3)
	b	.Lpermute
.Ladd136:
	ADD_LANES(0, 5)
	ADD_LANES(1, 5)
	ADD_LANES(2, 5)
	ADD_LANES(3, 2)
	b	.Lpermute
.Ladd144:
	ADD_LANES(0, 5)
	ADD_LANES(1, 5)
	ADD_LANES(2, 5)
	ADD_LANES(3, 3)
	b	.Lpermute
.Ladd168:
	ADD_LANES(0, 5)
	ADD_LANES(1, 5)
	ADD_LANES(2, 5)
	ADD_LANES(3, 5)
	ADD_LANES(4, 1)

.Lpermute:
	mov	COUNT, #6
.Lrounds:
	ROUND
	ROUND
	ROUND
	ROUND
	subs	COUNT, COUNT, #1
	bne	.Lrounds
	sub	RC, RC, #192
	subs	BLOCKS, BLOCKS, #1
	bne	.Lblock

	forloop(<y>, 0, 4, <
	vst1.64	{LANE(0, y), LANE(1, y), LANE(2, y), LANE(3, y)}, [STATE]!
	vst1.64	{LANE(4, y)}, [STATE]!>)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, pc)
EPILOGUE(_symcrypt_keccak_absorb)
