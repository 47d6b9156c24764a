dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): neon/aes-decrypt-blocks.asm, neon/xts-decrypt-blocks.asm, neon/ocb-decrypt-blocks.asm.
dnl arm/aes-bitslice-decrypt.m4 -- AES decryption of eight blocks at
dnl once, bitsliced in NEON: the equivalent inverse cipher on the
dnl layout, S-box circuit and key slicing of arm/aes-bitslice.m4
dnl (arm/neon/aes-decrypt-blocks.asm says how).

INCLUDE_SRC(<arm/aes-bitslice.m4>)

dnl The constants, at the offsets of AES_TABLES (AES_SLICE_KEYS_WITH
dnl reads KEY_ROWS).  VTBL indices: out[p] = in[index[p]]; InvShiftRows
dnl gives row R, column C the byte of row R, column C - R (mod 4).
define(<AES_DECRYPT_TABLES>, <
	.text
	.p2align 4
.Laes_tables:
	C InvShiftRows of the first round: columns in, rows out.
	.byte	0, 4, 8, 12, 13, 1, 5, 9, 10, 14, 2, 6, 7, 11, 15, 3
	C InvShiftRows of the middle rounds: rows in, rows out.
	.byte	0, 1, 2, 3, 7, 4, 5, 6, 10, 11, 8, 9, 13, 14, 15, 12
	C InvShiftRows of the last round: rows in, columns out.
	.byte	0, 7, 10, 13, 1, 4, 11, 14, 2, 5, 8, 15, 3, 6, 9, 12
	C The round keys of the middle rounds: columns to rows.
	.byte	0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15>)

dnl INV_AFFINE: plane i from q(8 + i) to qi through L^-1, whose bit i
dnl is the sum of bits i + 2, i + 5 and i + 7 (mod 8): with
dnl p(j) = x(j) + x(j + 3), out(j + 6) = p(j) + x(j + 5) and
dnl out(j + 1) = p(j) + x(j + 6) for j = 0, 2, 4, 6.
define(<INV_AFFINE>, <
	veor	q6, q8, q11	C p0 = x0 ^ x3
	veor	q1, q6, q14	C out1 = p0 ^ x6
	veor	q6, q6, q13	C out6 = p0 ^ x5
	veor	q0, q10, q13	C p2 = x2 ^ x5
	veor	q3, q0, q8	C out3 = p2 ^ x0
	veor	q0, q0, q15	C out0 = p2 ^ x7
	veor	q2, q12, q15	C p4 = x4 ^ x7
	veor	q5, q2, q10	C out5 = p4 ^ x2
	veor	q2, q2, q9	C out2 = p4 ^ x1
	veor	q4, q14, q9	C p6 = x6 ^ x1
	veor	q7, q4, q12	C out7 = p6 ^ x4
	veor	q4, q4, q11	C out4 = p6 ^ x3>)

dnl ROW_SUM(y, x): both halves of qY = row R + row R + 2 of qX, that is
dnl the two d halves of qX added.
define(<ROW_SUM>, <
	veor	d<>eval(2 * $1), d<>eval(2 * $2), d<>eval(2 * $2 + 1)
	vmov	d<>eval(2 * $1 + 1), d<>eval(2 * $1)>)

dnl INV_MIX_PRE: plane i from qi to q(8 + i) through
dnl s(R) -> s(R) + 4 u(R), u(R) = s(R) + s(R + 2).  Times 4 moves plane i
dnl to i + 2 and folds planes 6 and 7 back (x^8 = x^4 + x^3 + x + 1,
dnl x^9 = x^5 + x^4 + x^2 + x): out0 = x0 + u6, out1 = x1 + u6 + u7,
dnl out2 = x2 + u0 + u7, out3 = x3 + u1 + u6, out4 = x4 + u2 + u6 + u7,
dnl out5 = x5 + u3 + u7, out6 = x6 + u4, out7 = x7 + u5.
define(<INV_MIX_PRE>, <
	ROW_SUM(9, 6)		C u6
	ROW_SUM(13, 7)		C u7
	veor	q12, q9, q13	C u6 ^ u7
	veor	q8, q9, q0	C out0
	ROW_SUM(11, 1)		C u1
	veor	q11, q11, q9
	veor	q11, q11, q3	C out3
	veor	q9, q12, q1	C out1
	ROW_SUM(10, 0)		C u0
	veor	q10, q10, q13
	veor	q10, q10, q2	C out2
	ROW_SUM(14, 2)		C u2
	veor	q12, q12, q14
	veor	q12, q12, q4	C out4
	ROW_SUM(14, 3)		C u3
	veor	q13, q13, q14
	veor	q13, q13, q5	C out5
	ROW_SUM(14, 4)		C u4
	veor	q14, q14, q6	C out6
	ROW_SUM(15, 5)		C u5
	veor	q15, q15, q7	C out7>)

dnl INV_ADD_KEY: the next sliced key (at KEYP) added to q0 .. q7 into
dnl q8 .. q15.
define(<INV_ADD_KEY>, <
	vldm	KEYP!, {d16-d31}
	forloop(<i>, 0, 7, <
	veor	q<>eval(8 + i), q<>eval(8 + i), q<>i>)>)

dnl INV_ROUND(load): AddRoundKey, InvSubBytes, InvShiftRows (LOAD the
dnl instructions that put the indices in q8), InvMixColumns: q0 .. q7 in
dnl and out.
define(<INV_ROUND>, <
	INV_ADD_KEY
	INV_AFFINE
	AES_SBOX
	$1
	AES_SHIFT_ROWS
	INV_AFFINE
	INV_MIX_PRE
	AES_MIX_COLUMNS>)

dnl AES_DECRYPT8: the eight blocks q0 .. q7 (block b in qb, its bytes in
dnl memory order) decrypted with the keys sliced on the stack, NR rounds.
dnl Clobbers KEYP, ROUNDS, r0, r9, r12, lr and q8 .. q15.
define(<AES_DECRYPT8>, <
	stm	sp, {r2, r3, r4, r5, r11}
	forloop(<i>, 0, 8, <
	add	indir(<SLOT>i), sp, #eval(AES_SLOTS + 16 * i)>)
	AES_TRANSPOSE
	add	KEYP, sp, #AES_KEYS
	INV_ROUND(<vldr	d16, [TABLES, #SR_FIRST]
	vldr	d17, [TABLES, #eval(SR_FIRST + 8)]>)
	sub	ROUNDS, NR, #2
.Laes_round:
	INV_ROUND(<vld1.8	{d16, d17}, [SRMID]>)
	subs	ROUNDS, ROUNDS, #1
	bne	.Laes_round
	INV_ADD_KEY
	INV_AFFINE
	AES_SBOX
	vldr	d16, [TABLES, #SR_LAST]
	vldr	d17, [TABLES, #eval(SR_LAST + 8)]
	AES_SHIFT_ROWS
	INV_AFFINE
	AES_ADD_KEY
	AES_TRANSPOSE
	ldm	sp, {r2, r3, r4, r5, r11}>)

dnl AES_DECRYPT_ENTER: the entry of a decrypting function: the keys 0
dnl to NR - 1 sliced complemented by 0x63, the last as it is.
define(<AES_DECRYPT_ENTER>, <AES_ENTER_WITH(<AES_SLICE_KEYS_WITH(<veor	q0, q0, q6>, <>)>)>)
