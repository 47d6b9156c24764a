dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): keccak-absorb.asm, keccak-permute12.asm.
dnl arm64/keccak-gpr.m4 -- the rounds of Keccak-p[1600, 24] and
dnl Keccak-p[1600, 12] in general registers with pending rotations
dnl (keccak-absorb.asm says how): ROUND(i) is round i, and the rounds
dnl from a first one on, forloop(<round>, FIRST, 23, <ROUND(round)>),
dnl leave the lanes in registers L(x, y) rotated right by R(x, y).
dnl keccak-absorb.asm runs rounds 0 to 23, keccak-permute12.asm 12 to 23.

INCLUDE_SRC(<arm64/keccak.m4>)dnl

dnl M(n): n mod 64, for shift amounts.
define(<M>, <eval(((($1) % 64) + 64) % 64)>)

dnl The lanes: L(x, y) is the register of lane (x, y), R(x, y) its
dnl pending rotation (the lane is L(x, y) rotated right by R(x, y)).
dnl SETLANE(x, y, reg, rot) sets both for the next round, NEWLANES makes
dnl the next round's lanes the current ones.  pool0..pool4 are the five
dnl registers that hold no lane.
define(<L>, <defn(<reg_$1$2>)>)
define(<R>, <defn(<rot_$1$2>)>)
define(<SETLANE>, <define(<nreg_$1$2>, <$3>)define(<nrot_$1$2>, <$4>)>)
define(<NEWLANES>, <forloop(<i>, 0, 24, <NEWLANE(eval(i % 5), eval(i / 5))>)>)
define(<NEWLANE>, <define(<reg_$1$2>, defn(<nreg_$1$2>))define(<rot_$1$2>, defn(<nrot_$1$2>))>)

dnl The registers at the start: lane x + 5y in the (x + 5y)-th of
dnl x1-x17, x19-x26; every pending rotation 0.
define(<START_REG>, <ifelse(eval($1 / 17), 0, <x<>eval($1 + 1)>, <x<>eval($1 + 2)>)>)
forloop(<i>, 0, 24, <define(<reg_>eval(i % 5)<>eval(i / 5), START_REG(i))define(<rot_>eval(i % 5)<>eval(i / 5), 0)>)
define(<pool0>, <x27>)define(<pool1>, <x28>)define(<pool2>, <x29>)
define(<pool3>, <x30>)define(<pool4>, <x0>)

dnl COLUMN(x, c): c = the parity of column x, pending the rotation of
dnl lane (x, 0), which cr_x records.
define(<COLUMN>, <
	eor	$2, L($1, 0), L($1, 1), ror #M(R($1, 1) - R($1, 0))
	eor	$2, $2, L($1, 2), ror #M(R($1, 2) - R($1, 0))
	eor	$2, $2, L($1, 3), ror #M(R($1, 3) - R($1, 0))
	eor	$2, $2, L($1, 4), ror #M(R($1, 4) - R($1, 0))define(<cr_$1>, R($1, 0))>)

dnl DVALUE(x, d, cm, cp): d = D[x] = C[x - 1] ^ rotl(C[x + 1], 1), where
dnl cm holds C[x - 1] and cp C[x + 1]; pending cr of x - 1.
define(<DVALUE>, <
	eor	$2, $3, $4, ror #M(defn(<cr_>eval(($1 + 1) % 5)) + 63 - defn(<cr_>eval(($1 + 4) % 5)))>)

dnl ADD_D(x, d): the five lanes of column x ^= D[x] (in d, pending the
dnl rotation of C[x - 1]).
define(<ADD_D>, <define(<dr>, defn(<cr_>eval(($1 + 4) % 5)))
	eor	L($1, 0), L($1, 0), $2, ror #M(dr - R($1, 0))
	eor	L($1, 1), L($1, 1), $2, ror #M(dr - R($1, 1))
	eor	L($1, 2), L($1, 2), $2, ror #M(dr - R($1, 2))
	eor	L($1, 3), L($1, 3), $2, ror #M(dr - R($1, 3))
	eor	L($1, 4), L($1, 4), $2, ror #M(dr - R($1, 4))>)

dnl THETA: the column parities in pool0..pool4; D[1] overwrites C[0],
dnl which is rebuilt from it for D[4]; each later D overwrites a C no
dnl longer needed.
define(<THETA>, <COLUMN(0, pool0)COLUMN(1, pool1)COLUMN(2, pool2)COLUMN(3, pool3)COLUMN(4, pool4)
DVALUE(1, pool0, pool0, pool2)ADD_D(1, pool0)DVALUE(1, pool0, pool0, pool2)
DVALUE(4, pool0, pool3, pool0)ADD_D(4, pool0)
DVALUE(2, pool3, pool1, pool3)ADD_D(2, pool3)
DVALUE(0, pool1, pool4, pool1)ADD_D(0, pool1)
DVALUE(3, pool4, pool2, pool4)ADD_D(3, pool4)>)

dnl CHI_ROW(y, round): rho, pi and chi for output row y.  Input X of the
dnl row is lane (x, X), x = X + 3y mod 5 (pi), read as v_X rotated right
dnl by q_X (its pending rotation less its rho offset).  Output X =
dnl v_X ^ (~v_{X+1} & v_{X+2}) takes the pending rotation q_{X+2}; outputs
dnl 0 to 2 go to pool0..pool2, 3 and 4 to the registers of v_2 and v_3
dnl (no longer read); the registers of v_0, v_1 and v_4 join the pool.
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

dnl UNROTATE(x, y): the lane as it is, for the store.
define(<UNROTATE>, <ifelse(R($1, $2), 0, , <
	ror	L($1, $2), L($1, $2), #R($1, $2)>)>)

