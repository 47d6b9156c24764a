dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/keccak-absorb.asm -- the sponge's absorbing loop around
C Keccak-p[1600, 24] (FIPS 202) in general registers, every lane in a
C register, for every AArch64 CPU.

C void _symcrypt_keccak_absorb(uint64_t *state, size_t blocks,
C                              const uint8_t *data, unsigned rate)
C
C RATE is 72, 104, 136, 144 or 168, or 0 for arm64/keccak-permute.asm,
C which permutes once through here adding nothing.
C
C Why: the C twin spends a ror on each of the 24 lanes that rho moves,
C and chi's and-not comes free on AArch64 (bic), so lane complementing
C (src/keccak/keccak-permute.c) saves nothing here.  This file does not rotate
C lanes at all: each register holds its lane rotated right by a known
C amount, its pending rotation, and every instruction that reads a lane
C rotates it in its shifted operand (eor and bic take "ror #n").  Each
C value written takes the pending rotation of one operand, so the
C pending rotations change from round to round; m4 tracks them, and the
C 24 rounds are unrolled.  The five lanes of each chi row go to free
C registers and the registers they leave take the next row, so no lane
C is moved.  The lane (0, 0) keeps no pending rotation (one ror more a
C round) so that iota takes the round constant as it is.  A round is
C 104 instructions: theta 51 (20 for the column parities, 6 for the
C five D values, 25 to add them), chi 51, iota 2.  The arguments wait
C on the stack; x19-x30 are saved.  Each block's lanes are loaded, the
C data added in registers, and stored after the permutation with their
C pending rotations undone (the registers that hold the lanes at the
C end are not those of the start).
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte of
C sha3_256_update, gcc 12 -O2, 2026-11-25; doc/sha3.md):
C                       64 B   1 KiB  16 KiB
C   this file          20.27  19.16  19.02
C   OpenSSL 3.0.20     26.46  24.25  24.04 (scalar)
C   Nettle 3.8.1       39.56  37.54  37.34 (C)
C The technique of pending ("lazy") rotations: Becker and Kannwischer,
C IACR ePrint 2022/1243.

INCLUDE_SRC(<arm64/keccak.m4>)dnl
	ARCH_BASE

C M(n): n mod 64, for shift amounts.
define(<M>, <eval(((($1) % 64) + 64) % 64)>)

C The lanes: L(x, y) is the register of lane (x, y), R(x, y) its
C pending rotation (the lane is L(x, y) rotated right by R(x, y)).
C SETLANE(x, y, reg, rot) sets both for the next round, NEWLANES makes
C the next round's lanes the current ones.  pool0..pool4 are the five
C registers that hold no lane.
define(<L>, <defn(<reg_$1$2>)>)
define(<R>, <defn(<rot_$1$2>)>)
define(<SETLANE>, <define(<nreg_$1$2>, <$3>)define(<nrot_$1$2>, <$4>)>)
define(<NEWLANES>, <forloop(<i>, 0, 24, <NEWLANE(eval(i % 5), eval(i / 5))>)>)
define(<NEWLANE>, <define(<reg_$1$2>, defn(<nreg_$1$2>))define(<rot_$1$2>, defn(<nrot_$1$2>))>)

C The registers at the start: lane x + 5y in the (x + 5y)-th of
C x1-x17, x19-x26; every pending rotation 0.
define(<START_REG>, <ifelse(eval($1 / 17), 0, <x<>eval($1 + 1)>, <x<>eval($1 + 2)>)>)
forloop(<i>, 0, 24, <define(<reg_>eval(i % 5)<>eval(i / 5), START_REG(i))define(<rot_>eval(i % 5)<>eval(i / 5), 0)>)
define(<pool0>, <x27>)define(<pool1>, <x28>)define(<pool2>, <x29>)
define(<pool3>, <x30>)define(<pool4>, <x0>)

C COLUMN(x, c): c = the parity of column x, pending the rotation of
C lane (x, 0), which cr_x records.
define(<COLUMN>, <
	eor	$2, L($1, 0), L($1, 1), ror #M(R($1, 1) - R($1, 0))
	eor	$2, $2, L($1, 2), ror #M(R($1, 2) - R($1, 0))
	eor	$2, $2, L($1, 3), ror #M(R($1, 3) - R($1, 0))
	eor	$2, $2, L($1, 4), ror #M(R($1, 4) - R($1, 0))define(<cr_$1>, R($1, 0))>)

C DVALUE(x, d, cm, cp): d = D[x] = C[x - 1] ^ rotl(C[x + 1], 1), where
C cm holds C[x - 1] and cp C[x + 1]; pending cr of x - 1.
define(<DVALUE>, <
	eor	$2, $3, $4, ror #M(defn(<cr_>eval(($1 + 1) % 5)) + 63 - defn(<cr_>eval(($1 + 4) % 5)))>)

C ADD_D(x, d): the five lanes of column x ^= D[x] (in d, pending the
C rotation of C[x - 1]).
define(<ADD_D>, <define(<dr>, defn(<cr_>eval(($1 + 4) % 5)))
	eor	L($1, 0), L($1, 0), $2, ror #M(dr - R($1, 0))
	eor	L($1, 1), L($1, 1), $2, ror #M(dr - R($1, 1))
	eor	L($1, 2), L($1, 2), $2, ror #M(dr - R($1, 2))
	eor	L($1, 3), L($1, 3), $2, ror #M(dr - R($1, 3))
	eor	L($1, 4), L($1, 4), $2, ror #M(dr - R($1, 4))>)

C THETA: the column parities in pool0..pool4; D[1] overwrites C[0],
C which is rebuilt from it for D[4]; each later D overwrites a C no
C longer needed.
define(<THETA>, <COLUMN(0, pool0)COLUMN(1, pool1)COLUMN(2, pool2)COLUMN(3, pool3)COLUMN(4, pool4)
DVALUE(1, pool0, pool0, pool2)ADD_D(1, pool0)DVALUE(1, pool0, pool0, pool2)
DVALUE(4, pool0, pool3, pool0)ADD_D(4, pool0)
DVALUE(2, pool3, pool1, pool3)ADD_D(2, pool3)
DVALUE(0, pool1, pool4, pool1)ADD_D(0, pool1)
DVALUE(3, pool4, pool2, pool4)ADD_D(3, pool4)>)

C CHI_ROW(y, round): rho, pi and chi for output row y.  Input X of the
C row is lane (x, X), x = X + 3y mod 5 (pi), read as v_X rotated right
C by q_X (its pending rotation less its rho offset).  Output X =
C v_X ^ (~v_{X+1} & v_{X+2}) takes the pending rotation q_{X+2}; outputs
C 0 to 2 go to pool0..pool2, 3 and 4 to the registers of v_2 and v_3
C (no longer read); the registers of v_0, v_1 and v_4 join the pool.
define(<CHI_IN>, <define(<v_$1>, L(eval(($1 + 3 * $2) % 5), $1))define(<q_$1>,
	M(R(eval(($1 + 3 * $2) % 5), $1) - defn(<rho_>eval(($1 + 3 * $2) % 5)<>$1)))>)
define(<CHI_OUT>, <
	bic	$3, defn(<v_>eval(($1 + 2) % 5)), defn(<v_>eval(($1 + 1) % 5)), ror #M(defn(<q_>eval(($1 + 1) % 5)) - defn(<q_>eval(($1 + 2) % 5)))
	eor	$3, $3, v_$1, ror #M(q_$1 - defn(<q_>eval(($1 + 2) % 5)))SETLANE($1, $2, $3, defn(<q_>eval(($1 + 2) % 5)))>)
define(<CHI_ROW>, <CHI_IN(0, $1)CHI_IN(1, $1)CHI_IN(2, $1)CHI_IN(3, $1)CHI_IN(4, $1)dnl
ifelse($1, 0, <
	ror	pool0, v_2, #M(q_2 - q_0)
	bic	pool0, pool0, v_1, ror #M(q_1 - q_0)
	eor	pool0, pool0, v_0, ror #M(q_0 - q_0)
	ldr	pool3, =rc_$2
	eor	pool0, pool0, pool3<>SETLANE(0, 0, pool0, q_0)>, <CHI_OUT(0, $1, pool0)>)dnl
CHI_OUT(1, $1, pool1)CHI_OUT(2, $1, pool2)CHI_OUT(3, $1, v_2)CHI_OUT(4, $1, v_3)dnl
define(<pool0>, v_0)define(<pool1>, v_1)define(<pool2>, v_4)>)

define(<ROUND>, <
	C Round $1
THETA
CHI_ROW(0, $1)CHI_ROW(1, $1)CHI_ROW(2, $1)CHI_ROW(3, $1)CHI_ROW(4, $1)NEWLANES>)

C UNROTATE(x, y): the lane as it is, for the store.
define(<UNROTATE>, <ifelse(R($1, $2), 0, , <
	ror	L($1, $2), L($1, $2), #R($1, $2)>)>)

C XOR_DATA(first, last): lanes first to last ^= the next data words.
define(<XOR_DATA>, <forloop(<i>, $1, $2, <ifelse(eval((i - $1) % 2), 0, <ifelse(i, $2, <
	ldr	x29, [x27], #8
	eor	START_REG(i), START_REG(i), x29>, <
	ldp	x29, x30, [x27], #16
	eor	START_REG(i), START_REG(i), x29
	eor	START_REG(eval(i + 1)), START_REG(eval(i + 1)), x30>)>)>)>)

PROLOGUE(_symcrypt_keccak_absorb)
	cbz	x1, .Lnone
	hint	#25				C paciasp: x30 goes to the stack
	CFI(<.cfi_negate_ra_state>)
	PUSHP(x29, x30)
	PUSHP(x27, x28)
	PUSHP(x25, x26)
	PUSHP(x23, x24)
	PUSHP(x21, x22)
	PUSHP(x19, x20)
	sub	sp, sp, #32
	CFI(<.cfi_adjust_cfa_offset 32>)
	stp	x0, x1, [sp]			C STATE, BLOCKS
	stp	x2, x3, [sp, #16]		C DATA, RATE

.Lblock:
	C x0 is the state here, x27 the data, x28 the rate.
	forloop(<i>, 0, 11, <
	ldp	START_REG(eval(2 * i)), START_REG(eval(2 * i + 1)), [x0, #eval(16 * i)]>)
	ldr	START_REG(24), [x0, #192]
	ldp	x27, x28, [sp, #16]
	cbz	x28, .Lpermute
	XOR_DATA(0, 8)
	cmp	x28, #72
	b.eq	.Ladded
	XOR_DATA(9, 12)
	cmp	x28, #104
	b.eq	.Ladded
	XOR_DATA(13, 16)
	cmp	x28, #136
	b.eq	.Ladded
	XOR_DATA(17, 17)
	cmp	x28, #144
	b.eq	.Ladded
	XOR_DATA(18, 20)
.Ladded:
	str	x27, [sp, #16]
.Lpermute:

forloop(<round>, 0, 23, <ROUND(round)>)

	forloop(<i>, 0, 24, <UNROTATE(eval(i % 5), eval(i / 5))>)
	ldp	pool0, pool1, [sp]
	forloop(<i>, 0, 11, <
	stp	L(eval((2 * i) % 5), eval(2 * i / 5)), L(eval((2 * i + 1) % 5), eval((2 * i + 1) / 5)), [pool0, #eval(16 * i)]>)
	str	L(4, 4), [pool0, #192]
	subs	pool1, pool1, #1
	str	pool1, [sp, #8]
	mov	x0, pool0
	b.ne	.Lblock

	add	sp, sp, #32
	CFI(<.cfi_adjust_cfa_offset -32>)
	POPP(x19, x20)
	POPP(x21, x22)
	POPP(x23, x24)
	POPP(x25, x26)
	POPP(x27, x28)
	POPP(x29, x30)
	hint	#29				C autiasp
	CFI(<.cfi_negate_ra_state>)
.Lnone:
	ret
	.ltorg
EPILOGUE(_symcrypt_keccak_absorb)
