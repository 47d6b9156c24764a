dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): neon/aes-ctr-blocks.asm, neon/aes-ctr32-blocks.asm, neon/aes-ctr32le-blocks.asm, neon/aes-encrypt-blocks.asm, neon/aes-decrypt-blocks.asm, neon/xts-encrypt-blocks.asm, neon/xts-decrypt-blocks.asm, neon/ocb-encrypt-blocks.asm, neon/ocb-decrypt-blocks.asm.
dnl arm/aes-bitslice.m4 -- AES encryption of eight blocks at once,
dnl bitsliced in NEON's q registers.
dnl
dnl The layout.  Eight blocks are eight bit planes q0 .. q7: bit b of
dnl byte p of plane i is bit i of the byte at place p of block b.  The
dnl places are the state's bytes row after row (p = 4 R + C, row R,
dnl column C of FIPS 197's state) inside the rounds, and column after
dnl column (p = 4 C + R, the blocks' own byte order) before the first
dnl and after the last ShiftRows, so that going in and out is only the
dnl transposition of the 8 x 8 bit matrices (AES_TRANSPOSE).  Then:
dnl - SubBytes is a Boolean circuit on the planes, the same operations
dnl   for every byte and block (no table, no secret index);
dnl - ShiftRows is a byte permutation of each plane (two VTBL; the
dnl   indices are constants), which also turns the columns into rows in
dnl   the first round and back in the last;
dnl - MixColumns adds rows to the next ones: in the row layout the
dnl   plane turned by 4 bytes (VEXT) holds row R + 1 where row R was,
dnl   and its two halves swapped row R + 2.
dnl The round keys are sliced the same way (every block position of a
dnl key byte holds the same bit) at the start of each call, on the
dnl stack, and wiped at its end: the key struct keeps bytes, the form
dnl the AES instructions of other CPUs take.
dnl
dnl The registers the macros share with the functions: KEYS (r0) and
dnl NR (r1) are the first two arguments of each of them.
define(<KEYS>, <r0>)
define(<NR>, <r1>)
define(<KEYP>, <r6>)	C the next sliced round key
define(<ROUNDS>, <r7>)
define(<TABLES>, <r8>)	C the constants of AES_TABLES
define(<SRMID>, <r10>)	C the middle rounds' ShiftRows
dnl The S-box's spill slots, each at its own register while the rounds
dnl run: the registers the functions keep are saved on the stack.
define(<SLOT0>, <r0>)
define(<SLOT1>, <r2>)
define(<SLOT2>, <r3>)
define(<SLOT3>, <r4>)
define(<SLOT4>, <r5>)
define(<SLOT5>, <r9>)
define(<SLOT6>, <r11>)
define(<SLOT7>, <r12>)
define(<SLOT8>, <lr>)

dnl The stack, from sp: r2 .. r5 and r11 while the rounds run, the
dnl S-box's spill slots, XTS's next tweak (OCB's address of L_0), a
dnl buffer of eight blocks for the functions, the sliced keys (128 bytes
dnl a key).
define(<AES_SLOTS>, <32>)
define(<AES_TWEAK>, <176>)
define(<AES_BUFFER>, <256>)
define(<AES_KEYS>, <384>)
define(<AES_LOCALS>, <2304>)

dnl AES_TABLES: the constants, in the text section before the
dnl function (TABLES points at them with adr).  VTBL indices: out[p] =
dnl in[index[p]].
define(<AES_TABLES>, <
	.text
	.p2align 4
.Laes_tables:
	C ShiftRows of the first round: columns in, rows out.
	C Row R, column C takes row R, column C + R (mod 4).
	.byte	0, 4, 8, 12, 5, 9, 13, 1, 10, 14, 2, 6, 15, 3, 7, 11
	C ShiftRows of the middle rounds: rows in, rows out.
	.byte	0, 1, 2, 3, 5, 6, 7, 4, 10, 11, 8, 9, 15, 12, 13, 14
	C ShiftRows of the last round: rows in, columns out.
	.byte	0, 5, 10, 15, 1, 6, 11, 12, 2, 7, 8, 13, 3, 4, 9, 14
	C The round keys of the middle rounds: columns to rows.
	.byte	0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15
	C One, in the last 32-bit lane: the counter's step.
	.long	0, 0, 0, 1>)
define(<SR_FIRST>, <0>)
define(<SR_MID>, <16>)
define(<SR_LAST>, <32>)
define(<KEY_ROWS>, <48>)
define(<CTR_ONE>, <64>)

dnl SLICE_KEY(q): the round key in Q (bytes in the layout wanted) to
dnl its eight planes q8 .. q15.  Bits 0 to 3 by VTST against the masks
dnl in q2 .. q5, the others by moving the bit to the top and the sign
dnl over the byte.
define(<SLICE_KEY>, <
	vtst.8	q8, $1, q2
	vtst.8	q9, $1, q3
	vtst.8	q10, $1, q4
	vtst.8	q11, $1, q5
	vshl.u8	q12, $1, #3
	vshl.u8	q13, $1, #2
	vshl.u8	q14, $1, #1
	vshr.s8	q15, $1, #7
	vshr.s8	q12, q12, #7
	vshr.s8	q13, q13, #7
	vshr.s8	q14, q14, #7
	vstm	KEYP!, {d16-d31}>)

dnl AES_SLICE_KEYS_WITH(first, last): the NR + 1 round keys at KEYS to
dnl the stack at AES_KEYS.  The first and last keep the column layout,
dnl the middle ones take the row layout and are complemented by 0x63
dnl (q6); FIRST and LAST are the instructions, if any, that do the same
dnl to the first and last key (in q0).  Clobbers KEYS, KEYP, ROUNDS and
dnl q0 .. q15.
define(<AES_SLICE_KEYS_WITH>, <
	add	KEYP, sp, #AES_KEYS
	vmov.i8	q2, #1
	vmov.i8	q3, #2
	vmov.i8	q4, #4
	vmov.i8	q5, #8
	vmov.i8	q6, #0x63
	add	ROUNDS, TABLES, #KEY_ROWS
	vld1.8	{d14, d15}, [ROUNDS]
	vld1.8	{d0, d1}, [KEYS]!
	$1
	SLICE_KEY(q0)
	sub	ROUNDS, NR, #1
.Laes_slice:
	vld1.8	{d0, d1}, [KEYS]!
	vtbl.8	d2, {d0, d1}, d14
	vtbl.8	d3, {d0, d1}, d15
	veor	q1, q1, q6
	SLICE_KEY(q1)
	subs	ROUNDS, ROUNDS, #1
	bne	.Laes_slice
	vld1.8	{d0, d1}, [KEYS]
	$2
	SLICE_KEY(q0)>)

dnl AES_SLICE_KEYS: the keys of encryption.  The circuit of AES_SBOX
dnl leaves out the four complements of the S-box's output (bits 0, 1,
dnl 5, 6: 0x63); keys 1 to NR put them back (ShiftRows and MixColumns
dnl keep a byte repeated in a column as it is).
define(<AES_SLICE_KEYS>, <AES_SLICE_KEYS_WITH(<>, <veor	q0, q0, q6>)>)

dnl SWAP_MOVE(x, y, s): the bits of X at the places of the mask q10
dnl shifted left by S (the mask q11) change places with the bits of Y
dnl at the places of q10: each takes the other's, shifted, where its
dnl mask is set (VBIT).  Clobbers q8, q9.
define(<SWAP_MOVE>, <
	vshr.u64	q8, $1, #$3
	vshl.i64	q9, $2, #$3
	vbit	$2, q8, q10
	vbit	$1, q9, q11>)

dnl AES_TRANSPOSE: transposes each 8 x 8 bit matrix of the bytes at
dnl one place of q0 .. q7 (bit b of byte p of qi and bit i of byte p of
dnl qb change places): blocks to planes, and back.  Clobbers q8 .. q11.
define(<AES_TRANSPOSE>, <
	vmov.i8	q10, #0x55
	vmov.i8	q11, #0xaa
	SWAP_MOVE(q0, q1, 1)
	SWAP_MOVE(q2, q3, 1)
	SWAP_MOVE(q4, q5, 1)
	SWAP_MOVE(q6, q7, 1)
	vmov.i8	q10, #0x33
	vmov.i8	q11, #0xcc
	SWAP_MOVE(q0, q2, 2)
	SWAP_MOVE(q1, q3, 2)
	SWAP_MOVE(q4, q6, 2)
	SWAP_MOVE(q5, q7, 2)
	vmov.i8	q10, #0x0f
	vmov.i8	q11, #0xf0
	SWAP_MOVE(q0, q4, 4)
	SWAP_MOVE(q1, q5, 4)
	SWAP_MOVE(q2, q6, 4)
	SWAP_MOVE(q3, q7, 4)>)

dnl AES_SBOX: SubBytes on the planes q0 .. q7 (plane i in qi), without
dnl the complements of 0x63 (AES_SLICE_KEYS), as the circuit of 113
dnl gates of J. Boyar and R. Peralta, "A new combinational logic
dnl minimization technique with applications to cryptology" (SEA 2010;
dnl IACR ePrint 2009/191), with the paper's names as src/aes/aes-bitslice.c
dnl has them: inputs u0 (plane 7) to u7 (plane 0), outputs s0 (plane 7)
dnl to s7 (plane 0).  More than sixteen of its values are live at once:
dnl the order of the gates and the registers were chosen (by a search
dnl over orders, each given registers by furthest next use) for few
dnl spills: 9 stores and 9 loads a round, one instruction each
dnl (slot k at register SLOTk).  Out:
dnl plane 0 in q6, plane 1 in q7, plane 2 in q5, plane 3 in q1, plane
dnl 4 in q0, plane 5 in q2, plane 6 in q4, plane 7 in q3.
define(<AES_SBOX>, <
	veor	q15, q7, q1	C y13 = u0 ^ u6
	veor	q14, q4, q2	C y14 = u3 ^ u5
	veor	q13, q6, q5	C t0 = u1 ^ u2
	veor	q12, q13, q0	C y1 = t0 ^ u7
	veor	q11, q12, q4	C y4 = y1 ^ u3
	vand	q10, q11, q0	C t5 = y4 & u7
	veor	q9, q15, q14	C y12 = y13 ^ y14
	veor	q8, q7, q4	C y9 = u0 ^ u3
	veor	q5, q3, q9	C t1 = u4 ^ y12
	veor	q4, q5, q2	C y15 = t1 ^ u5
	vand	q3, q9, q4	C t2 = y12 & y15
	veor	q6, q5, q6	C y20 = t1 ^ u1
	veor	q5, q6, q8	C y11 = y20 ^ y9
	vst1.64	{d22, d23}, [SLOT0]	C y4
	veor	q11, q4, q13	C y10 = y15 ^ t0
	vst1.64	{d18, d19}, [SLOT1]	C y12
	veor	q9, q11, q5	C y17 = y10 ^ y11
	veor	q1, q12, q1	C y5 = y1 ^ u6
	veor	q10, q10, q3	C t6 = t5 ^ t2
	vst1.64	{d16, d17}, [SLOT2]	C y9
	vand	q8, q8, q5	C t12 = y9 & y11
	vst1.64	{d28, d29}, [SLOT3]	C y14
	vand	q14, q14, q9	C t13 = y14 & y17
	veor	q2, q7, q2	C y8 = u0 ^ u5
	vst1.64	{d8, d9}, [SLOT4]	C y15
	veor	q4, q4, q0	C y6 = y15 ^ u7
	vst1.64	{d18, d19}, [SLOT5]	C y17
	veor	q9, q1, q2	C y3 = y5 ^ y8
	veor	q13, q13, q5	C y16 = t0 ^ y11
	veor	q14, q14, q8	C t14 = t13 ^ t12
	vst1.64	{d18, d19}, [SLOT6]	C y3
	vand	q9, q9, q4	C t3 = y3 & y6
	veor	q9, q9, q3	C t4 = t3 ^ t2
	vand	q3, q2, q11	C t15 = y8 & y10
	vst1.64	{d8, d9}, [SLOT7]	C y6
	veor	q4, q0, q5	C y7 = u7 ^ y11
	veor	q9, q9, q14	C t17 = t4 ^ t14
	vst1.64	{d10, d11}, [SLOT8]	C y11
	vand	q5, q15, q13	C t7 = y13 & y16
	veor	q8, q3, q8	C t16 = t15 ^ t12
	vand	q3, q1, q12	C t8 = y5 & y1
	veor	q9, q9, q6	C t21 = t17 ^ y20
	veor	q6, q3, q5	C t9 = t8 ^ t7
	veor	q14, q6, q14	C t19 = t9 ^ t14
	veor	q6, q7, q13	C y18 = u0 ^ y16
	veor	q3, q15, q13	C y21 = y13 ^ y16
	veor	q10, q10, q8	C t18 = t6 ^ t16
	veor	q14, q14, q3	C t23 = t19 ^ y21
	veor	q7, q12, q7	C y2 = y1 ^ u0
	vand	q3, q7, q4	C t10 = y2 & y7
	veor	q5, q3, q5	C t11 = t10 ^ t7
	veor	q8, q5, q8	C t20 = t11 ^ t16
	veor	q8, q8, q6	C t24 = t20 ^ y18
	veor	q6, q11, q2	C y19 = y10 ^ y8
	veor	q10, q10, q6	C t22 = t18 ^ y19
	vand	q6, q9, q14	C t26 = t21 & t23
	veor	q5, q10, q6	C t31 = t22 ^ t26
	veor	q3, q14, q8	C t30 = t23 ^ t24
	vand	q5, q5, q3	C t32 = t31 & t30
	veor	q6, q8, q6	C t27 = t24 ^ t26
	veor	q5, q5, q8	C t33 = t32 ^ t24
	veor	q3, q6, q5	C t35 = t27 ^ t33
	vand	q8, q8, q3	C t36 = t24 & t35
	veor	q3, q6, q8	C t38 = t27 ^ t36
	veor	q9, q9, q10	C t25 = t21 ^ t22
	veor	q14, q14, q5	C t34 = t23 ^ t33
	vand	q6, q9, q6	C t28 = t25 & t27
	veor	q10, q6, q10	C t29 = t28 ^ t22
	vand	q6, q10, q3	C t39 = t29 & t38
	veor	q9, q9, q6	C t40 = t25 ^ t39
	veor	q14, q8, q14	C t37 = t36 ^ t34
	vand	q8, q5, q0	C z2 = t33 & u7
	vand	q6, q9, q1	C z13 = t40 & y5
	vand	q4, q10, q4	C z5 = t29 & y7
	vand	q7, q10, q7	C z14 = t29 & y2
	veor	q3, q9, q14	C t41 = t40 ^ t37
	veor	q1, q10, q9	C t43 = t29 ^ t40
	veor	q10, q10, q5	C t42 = t29 ^ t33
	vand	q2, q3, q2	C z17 = t41 & y8
	vand	q12, q9, q12	C z4 = t40 & y1
	veor	q9, q5, q14	C t44 = t33 ^ t37
	veor	q0, q10, q3	C t45 = t42 ^ t41
	vand	q15, q1, q15	C z12 = t43 & y13
	vand	q13, q1, q13	C z3 = t43 & y16
	vand	q11, q3, q11	C z8 = t41 & y10
	vld1.64	{d6, d7}, [SLOT5]	C y17
	vand	q3, q0, q3	C z7 = t45 & y17
	vld1.64	{d2, d3}, [SLOT8]	C y11
	vand	q1, q10, q1	C z6 = t42 & y11
	veor	q1, q1, q3	C b54 = z6 ^ z7
	veor	q11, q3, q11	C b52 = z7 ^ z8
	veor	q3, q13, q1	C b59 = z3 ^ b54
	vld1.64	{d2, d3}, [SLOT4]	C y15
	vand	q1, q9, q1	C z0 = t44 & y15
	veor	q13, q1, q13	C b53 = z0 ^ z3
	veor	q6, q4, q6	C b48 = z5 ^ z13
	vld1.64	{d2, d3}, [SLOT1]	C y12
	vand	q9, q9, q1	C z9 = t44 & y12
	veor	q4, q8, q4	C b51 = z2 ^ z5
	veor	q8, q8, q15	C b50 = z2 ^ z12
	veor	q8, q8, q13	C b57 = b50 ^ b53
	vld1.64	{d2, d3}, [SLOT3]	C y14
	vand	q1, q0, q1	C z16 = t45 & y14
	vld1.64	{d0, d1}, [SLOT0]	C y4
	vand	q5, q5, q0	C z11 = t33 & y4
	veor	q2, q1, q2	C b55 = z16 ^ z17
	vld1.64	{d0, d1}, [SLOT2]	C y9
	vand	q10, q10, q0	C z15 = t42 & y9
	veor	q10, q10, q1	C b46 = z15 ^ z16
	vld1.64	{d2, d3}, [SLOT7]	C y6
	vand	q1, q14, q1	C z1 = t37 & y6
	vld1.64	{d0, d1}, [SLOT6]	C y3
	vand	q14, q14, q0	C z10 = t37 & y3
	veor	q5, q14, q5	C b47 = z10 ^ z11
	veor	q14, q9, q14	C b49 = z9 ^ z10
	veor	q9, q12, q10	C b58 = z4 ^ b46
	veor	q14, q14, q9	C b63 = b49 ^ b58
	veor	q1, q1, q14	C b66 = z1 ^ b63
	veor	q11, q11, q9	C b62 = b52 ^ b58
	veor	q10, q10, q8	C b60 = b46 ^ b57
	veor	q12, q12, q3	C b64 = z4 ^ b59
	veor	q0, q13, q1	C s3 = b53 ^ b66
	veor	q1, q4, q1	C s4 = b51 ^ b66
	veor	q13, q7, q8	C b61 = z14 ^ b57
	veor	q4, q12, q0	C s1 = b64 ^ s3
	veor	q15, q15, q6	C b56 = z12 ^ b48
	veor	q13, q13, q11	C b65 = b61 ^ b62
	veor	q7, q15, q11	C s6 = b56 ^ b62
	veor	q5, q5, q13	C s5 = b47 ^ b65
	veor	q15, q12, q13	C b67 = b64 ^ b65
	veor	q6, q6, q10	C s7 = b48 ^ b60
	veor	q3, q3, q14	C s0 = b59 ^ b63
	veor	q2, q2, q15	C s2 = b55 ^ b67>)

dnl AES_SHIFT_ROWS: after AES_SBOX, with the VTBL indices in q8: plane
dnl i to q(8 + i), plane 0 last (its VTBL overwrites the indices).
define(<AES_SHIFT_ROWS>, <
	vtbl.8	d18, {d14, d15}, d16
	vtbl.8	d19, {d14, d15}, d17
	vtbl.8	d20, {d10, d11}, d16
	vtbl.8	d21, {d10, d11}, d17
	vtbl.8	d22, {d2, d3}, d16
	vtbl.8	d23, {d2, d3}, d17
	vtbl.8	d24, {d0, d1}, d16
	vtbl.8	d25, {d0, d1}, d17
	vtbl.8	d26, {d4, d5}, d16
	vtbl.8	d27, {d4, d5}, d17
	vtbl.8	d28, {d8, d9}, d16
	vtbl.8	d29, {d8, d9}, d17
	vtbl.8	d30, {d6, d7}, d16
	vtbl.8	d31, {d6, d7}, d17
	vtbl.8	d16, {d12, d13}, d16
	vtbl.8	d17, {d12, d13}, d17>)

dnl AES_MIX_COLUMNS: plane i from q(8 + i) to qi.  Row R of the result
dnl is 2 t(R) + s(R + 1) + t(R + 2) with t(R) = s(R) + s(R + 1); the
dnl planes of 2 t are those of t moved up by one, plane 7 folded into
dnl planes 0, 1, 3 and 4 (x^8 = x^4 + x^3 + x + 1).  The sum of the
dnl plane turned by 8 bytes is two XORs of d halves.
define(<MIX_ONE>, <
	vext.8	q$1, q<>eval(8 + $1), q<>eval(8 + $1), #4
	veor	q<>eval(8 + $1), q<>eval(8 + $1), q$1
	veor	d<>eval(2 * $1), d<>eval(2 * $1), d<>eval(17 + 2 * $1)
	veor	d<>eval(2 * $1 + 1), d<>eval(2 * $1 + 1), d<>eval(16 + 2 * $1)>)
define(<AES_MIX_COLUMNS>, <
	forloop(<i>, 0, 7, <MIX_ONE(i)>)
	veor	q0, q0, q15
	veor	q1, q1, q8
	veor	q2, q2, q9
	veor	q3, q3, q10
	veor	q4, q4, q11
	veor	q5, q5, q12
	veor	q6, q6, q13
	veor	q7, q7, q14
	veor	q1, q1, q15
	veor	q3, q3, q15
	veor	q4, q4, q15>)

dnl AES_ADD_KEY: the next sliced key (at KEYP) to q0 .. q7.
define(<AES_ADD_KEY>, <
	vldm	KEYP!, {d16-d31}
	forloop(<i>, 0, 7, <
	veor	q<>i, q<>i, q<>eval(8 + i)>)>)

dnl AES_ROUND(load): one full round, LOAD the instructions that put the
dnl ShiftRows indices in q8.
define(<AES_ROUND>, <
	AES_SBOX
	$1
	AES_SHIFT_ROWS
	AES_MIX_COLUMNS
	AES_ADD_KEY>)

dnl AES_ENCRYPT8: the eight blocks q0 .. q7 (block b in qb, its bytes
dnl in memory order) encrypted with the keys of AES_SLICE_KEYS, NR
dnl rounds.  Clobbers KEYP, ROUNDS, r0, r9, r12, lr and q8 .. q15;
dnl SRMID must point at the middle rounds' indices.
define(<AES_ENCRYPT8>, <
	stm	sp, {r2, r3, r4, r5, r11}
	forloop(<i>, 0, 8, <
	add	indir(<SLOT>i), sp, #eval(AES_SLOTS + 16 * i)>)
	AES_TRANSPOSE
	add	KEYP, sp, #AES_KEYS
	AES_ADD_KEY
	AES_ROUND(<vldr	d16, [TABLES, #SR_FIRST]
	vldr	d17, [TABLES, #eval(SR_FIRST + 8)]>)
	sub	ROUNDS, NR, #2
.Laes_round:
	AES_ROUND(<vld1.8	{d16, d17}, [SRMID]>)
	subs	ROUNDS, ROUNDS, #1
	bne	.Laes_round
	AES_SBOX
	vldr	d16, [TABLES, #SR_LAST]
	vldr	d17, [TABLES, #eval(SR_LAST + 8)]
	AES_SHIFT_ROWS
	vldm	KEYP, {d0-d15}
	forloop(<i>, 0, 7, <
	veor	q<>i, q<>i, q<>eval(8 + i)>)
	AES_TRANSPOSE
	ldm	sp, {r2, r3, r4, r5, r11}>)

dnl AES_WIPE: zeros over the stack's spill slots, buffer and keys, and
dnl over q0 .. q3 and q8 .. q15 (q4 .. q7 get their caller's values
dnl back).  Clobbers KEYP.
define(<AES_WIPE>, <
	vmov.i8	q0, #0
	vmov.i8	q1, #0
	vmov.i8	q2, #0
	vmov.i8	q3, #0
	vmov.i8	q4, #0
	vmov.i8	q5, #0
	vmov.i8	q6, #0
	vmov.i8	q7, #0
	vmov.i8	q8, #0
	vmov.i8	q9, #0
	vmov.i8	q10, #0
	vmov.i8	q11, #0
	vmov.i8	q12, #0
	vmov.i8	q13, #0
	vmov.i8	q14, #0
	vmov.i8	q15, #0
	mov	KEYP, sp
	forloop(<i>, 1, eval(AES_LOCALS / 128), <
	vstm	KEYP!, {d0-d15}>)>)

dnl AES_ENTER_WITH(slice): saves the registers, makes room on the stack
dnl (the caller's stack arguments are then at AES_ARGS), points TABLES
dnl at the constants and slices the keys with SLICE; AES_ENTER with
dnl AES_SLICE_KEYS.
define(<AES_ARGS>, <eval(AES_LOCALS + 100)>)
define(<AES_ENTER_WITH>, <
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	sub	sp, sp, #AES_LOCALS
	CFI(<.cfi_adjust_cfa_offset AES_LOCALS>)
	adr	TABLES, .Laes_tables
	$1
	add	SRMID, TABLES, #SR_MID>)
define(<AES_ENTER>, <AES_ENTER_WITH(<AES_SLICE_KEYS>)>)

dnl AES_LEAVE: wipes and returns.
define(<AES_LEAVE>, <
	AES_WIPE
	add	sp, sp, #AES_LOCALS
	CFI(<.cfi_adjust_cfa_offset -AES_LOCALS>)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)>)

dnl AES_CTR_FUNCTION(name, counters): the counter modes,
dnl   void name(const uint8_t *keys, unsigned nr, uint8_t *counter,
dnl             size_t blocks, uint8_t *dst, const uint8_t *src)
dnl with COUNTERS the macro that puts the eight counter blocks from
dnl COUNTER on into q0 .. q7 and moves COUNTER on by N blocks.  A last
dnl turn of fewer than eight blocks encrypts eight counters and uses
dnl the first N, from a copy on the stack.
define(<COUNTER>, <r2>)
define(<BLOCKS>, <r3>)
define(<DST>, <r4>)
define(<SRC>, <r5>)
define(<N>, <r11>)	C the blocks of this turn, 1 to 8
define(<AES_CTR_FUNCTION>, <
PROLOGUE($1)
	cmp	BLOCKS, #0
	bxeq	lr
	AES_ENTER
	ldr	DST, [sp, #AES_ARGS]
	ldr	SRC, [sp, #eval(AES_ARGS + 4)]
.Lgroup:
	cmp	BLOCKS, #8
	movhs	N, #8
	movlo	N, BLOCKS
	$2
	AES_ENCRYPT8
	cmp	N, #8
	bne	.Ltail
	vld1.8	{d16, d17, d18, d19}, [SRC]!
	vld1.8	{d20, d21, d22, d23}, [SRC]!
	vld1.8	{d24, d25, d26, d27}, [SRC]!
	vld1.8	{d28, d29, d30, d31}, [SRC]!
	forloop(<i>, 0, 7, <
	veor	q<>i, q<>i, q<>eval(8 + i)>)
	vst1.8	{d0, d1, d2, d3}, [DST]!
	vst1.8	{d4, d5, d6, d7}, [DST]!
	vst1.8	{d8, d9, d10, d11}, [DST]!
	vst1.8	{d12, d13, d14, d15}, [DST]!
	subs	BLOCKS, BLOCKS, #8
	bne	.Lgroup
	b	.Ldone
	C The last 1 to 7 blocks, the keystream through a copy.
.Ltail:
	add	KEYP, sp, #AES_BUFFER
	vstm	KEYP, {d0-d15}
.Ltail_block:
	vld1.8	{d0, d1}, [KEYP]!
	vld1.8	{d2, d3}, [SRC]!
	veor	q0, q0, q1
	vst1.8	{d0, d1}, [DST]!
	subs	N, N, #1
	bne	.Ltail_block
.Ldone:
	AES_LEAVE
EPILOGUE($1)>)

dnl AES_BLOCKS_FUNCTION(name, enter, eight): the function NAME (keys,
dnl nr, blocks, dst, src) of ECB encryption or decryption: ENTER slices
dnl the round keys onto the stack (AES_ENTER or AES_ENTER_WITH), EIGHT
dnl runs the rounds on the eight blocks in q0-q7.  A last turn of fewer
dnl than eight blocks goes in and out through a copy at AES_BUFFER (the
dnl other places hold what the copy held before, run and dropped).
define(<LEFT>, <r0>)	C blocks left to copy in
define(<AES_BLOCKS_FUNCTION>, <
PROLOGUE($1)
	cmp	r2, #0
	bxeq	lr
	$2
	mov	DST, r3
	mov	BLOCKS, r2
	ldr	SRC, [sp, #AES_ARGS]
.Lgroup:
	cmp	BLOCKS, #8
	movhs	N, #8
	movlo	N, BLOCKS
	cmp	N, #8
	bne	.Lcopy_in
	vld1.8	{d0, d1, d2, d3}, [SRC]!
	vld1.8	{d4, d5, d6, d7}, [SRC]!
	vld1.8	{d8, d9, d10, d11}, [SRC]!
	vld1.8	{d12, d13, d14, d15}, [SRC]!
	b	.Lrounds
.Lcopy_in:
	add	r12, sp, #AES_BUFFER
	mov	LEFT, N
.Lcopy_block:
	vld1.8	{d0, d1}, [SRC]!
	vst1.8	{d0, d1}, [r12]!
	subs	LEFT, LEFT, #1
	bne	.Lcopy_block
	add	KEYP, sp, #AES_BUFFER
	vldm	KEYP, {d0-d15}
.Lrounds:
	$3
	cmp	N, #8
	bne	.Ltail
	vst1.8	{d0, d1, d2, d3}, [DST]!
	vst1.8	{d4, d5, d6, d7}, [DST]!
	vst1.8	{d8, d9, d10, d11}, [DST]!
	vst1.8	{d12, d13, d14, d15}, [DST]!
	subs	BLOCKS, BLOCKS, #8
	bne	.Lgroup
	b	.Ldone
.Ltail:
	add	KEYP, sp, #AES_BUFFER
	vstm	KEYP, {d0-d15}
.Ltail_block:
	vld1.8	{d0, d1}, [KEYP]!
	vst1.8	{d0, d1}, [DST]!
	subs	N, N, #1
	bne	.Ltail_block
.Ldone:
	AES_LEAVE
EPILOGUE($1)>)

dnl AES_BUFFER_XOR8: the eight blocks at AES_BUFFER (XTS's tweaks,
dnl OCB's offsets) into q0 .. q7, r9 left at AES_BUFFER.  Clobbers q8
dnl .. q15.
define(<AES_BUFFER_XOR8>, <
	add	r9, sp, #AES_BUFFER
	vldm	r9, {d16-d31}
	forloop(<i>, 0, 7, <
	veor	q<>i, q<>i, q<>eval(8 + i)>)>)

dnl XTS_TIMES_X(t, tmp): q register T = T x in GF(2^128) (the 16 bytes
dnl a little-endian number, d(2 T) its low half), with the mask
dnl {0x87, 1} in q10; TMP clobbered.  VADD.I64 doubles each half; the
dnl two bits it drops, bit 63 (the carry into the high half) and bit
dnl 127 (folded back as x^7 + x^2 + x + 1), come back by VSHR.S64
dnl spreading each half's top bit, VEXT swapping the halves and VAND
dnl with the mask.  No branch and no table: the tweak is secret.
define(<XTS_TIMES_X>, <
	vshr.s64 $2, $1, #63		C each half's top bit over the half
	vadd.i64 $1, $1, $1		C each half shifted left by one
	vext.8	$2, $2, $2, #8		C the halves swapped
	vand	$2, $2, q10		C 0x87 and the carry where they were set
	veor	$1, $1, $2>)

dnl XTS_FUNCTION(name, enter, eight): XTS on whole blocks,
dnl   void name(const uint8_t *keys, unsigned nr, uint8_t *tweak,
dnl             size_t blocks, uint8_t *dst, const uint8_t *src)
dnl with ENTER and EIGHT as for AES_BLOCKS_FUNCTION.  A turn makes the
dnl tweaks of its eight blocks from the one at AES_TWEAK, XORs them
dnl into the blocks, keeps them at AES_BUFFER for the XOR after the
dnl rounds and leaves the next turn's at AES_TWEAK.  A last turn of
dnl fewer than eight blocks goes in and out through AES_BUFFER, whose
dnl tweaks are loaded before the output is copied there.  AES_LEAVE
dnl wipes the tweaks with the keys.
define(<TWEAK>, <r2>)
define(<XTS_FUNCTION>, <
PROLOGUE($1)
	cmp	BLOCKS, #0
	bxeq	lr
	$2
	ldr	DST, [sp, #AES_ARGS]
	ldr	SRC, [sp, #eval(AES_ARGS + 4)]
	C The first tweak to AES_TWEAK
	vld1.8	{d16, d17}, [TWEAK]
	add	r12, sp, #AES_TWEAK
	vst1.8	{d16, d17}, [r12]
.Lgroup:
	cmp	BLOCKS, #8
	movhs	N, #8
	movlo	N, BLOCKS
	cmp	N, #8
	bne	.Lcopy_in
	vld1.8	{d0, d1, d2, d3}, [SRC]!
	vld1.8	{d4, d5, d6, d7}, [SRC]!
	vld1.8	{d8, d9, d10, d11}, [SRC]!
	vld1.8	{d12, d13, d14, d15}, [SRC]!
	b	.Ltweaks
.Lcopy_in:
	add	r12, sp, #AES_BUFFER
	mov	LEFT, N
.Lcopy_block:
	vld1.8	{d0, d1}, [SRC]!
	vst1.8	{d0, d1}, [r12]!
	subs	LEFT, LEFT, #1
	bne	.Lcopy_block
	add	KEYP, sp, #AES_BUFFER
	vldm	KEYP, {d0-d15}
.Ltweaks:
	C q8 = the turn's first tweak, q10 = the mask {0x87, 1}
	add	r12, sp, #AES_TWEAK
	vld1.8	{d16, d17}, [r12]
	vmov.i32 d20, #0x87
	vmov.i32 d21, #1
	vshr.u64 q10, q10, #32
	C Each block's tweak into the block and to AES_BUFFER
	add	r9, sp, #AES_BUFFER
	forloop(<i>, 0, 7, <
	veor	q<>i, q<>i, q8
	vst1.8	{d16, d17}, [r9]!
	XTS_TIMES_X(q8, q9)>)
	vst1.8	{d16, d17}, [r12]
	$3
	C The tweaks again, after the rounds
	AES_BUFFER_XOR8
	cmp	N, #8
	bne	.Ltail
	vst1.8	{d0, d1, d2, d3}, [DST]!
	vst1.8	{d4, d5, d6, d7}, [DST]!
	vst1.8	{d8, d9, d10, d11}, [DST]!
	vst1.8	{d12, d13, d14, d15}, [DST]!
	subs	BLOCKS, BLOCKS, #8
	bne	.Lgroup
	b	.Ldone
	C The last 1 to 7 blocks: the tweak after them (at AES_BUFFER + 16 N)
	C to AES_TWEAK, then the output through the copy
.Ltail:
	add	r12, r9, N, lsl #4
	vld1.8	{d16, d17}, [r12]
	add	r12, sp, #AES_TWEAK
	vst1.8	{d16, d17}, [r12]
	vstm	r9, {d0-d15}
.Ltail_block:
	vld1.8	{d0, d1}, [r9]!
	vst1.8	{d0, d1}, [DST]!
	subs	N, N, #1
	bne	.Ltail_block
	C The tweak of the next block back to TWEAK
.Ldone:
	add	r12, sp, #AES_TWEAK
	vld1.8	{d16, d17}, [r12]
	vst1.8	{d16, d17}, [TWEAK]
	AES_LEAVE
EPILOGUE($1)>)

dnl OCB_FUNCTION(name, enter, eight, e|d): OCB3 (RFC 7253) on whole
dnl blocks,
dnl   void name(const uint8_t *key, unsigned nr, uint8_t *state,
dnl             size_t blocks, uint8_t *dst, const uint8_t *src)
dnl KEY the OCB key: the encryption round keys, the decryption ones,
dnl L_*, L_$ and L_0, L_1, ...; e encrypts with the first schedule, d
dnl decrypts with the second (ENTER and EIGHT as for
dnl AES_BLOCKS_FUNCTION).  STATE, 40 bytes: the offset, the checksum
dnl and the 64-bit block number, updated in place each turn.  A turn
dnl makes its blocks' offsets into AES_BUFFER, each the one before
dnl XOR L_ntz(i), and XORs them into the blocks before the rounds and
dnl after; e adds the input blocks to the checksum, d the output
dnl blocks.  A last turn of one to seven blocks goes in and out through
dnl AES_BUFFER as XTS's does and makes only its own blocks' offsets.
dnl The block number is public: ntz by RBIT and CLZ, and branches on
dnl the counts.
define(<STATE>, <r2>)
define(<OCB_LTAB>, <AES_TWEAK>)	C the address of L_0 on the stack
dnl Live only before the rounds, which set these registers again:
define(<LTAB>, <r0>)	C the address of L_0
define(<IDX>, <r6>)	C the block number: low half
define(<IDXHI>, <r7>)	C and high half
define(<OFFP>, <r9>)	C the next offset's place at AES_BUFFER
define(<LADDR>, <r12>)	C the address of L_ntz(i)
define(<COUNT>, <lr>)	C the offsets left to make

dnl OCB_BEGIN_OFFSETS: q8 = the offset at STATE, IDX and IDXHI = the
dnl block number, LTAB and OFFP set.
define(<OCB_BEGIN_OFFSETS>, <
	vld1.8	{d16, d17}, [STATE]
	ldr	IDX, [STATE, #32]
	ldr	IDXHI, [STATE, #36]
	ldr	LTAB, [sp, #OCB_LTAB]
	add	OFFP, sp, #AES_BUFFER>)

dnl OCB_NEXT_OFFSET: the block number incremented and q8 = the offset
dnl of that block, q8 XOR L_ntz(number) (loaded into q9), stored at
dnl OFFP.  When the low half wraps to 0 (ADDS sets Z), the carry goes
dnl into the high half and ntz is 32 more than the high half's.
define(<OCB_NEXT_OFFSET>, <
	adds	IDX, IDX, #1
	rbit	LADDR, IDX
	addeq	IDXHI, IDXHI, #1
	rbiteq	LADDR, IDXHI
	clz	LADDR, LADDR
	addeq	LADDR, LADDR, #32
	add	LADDR, LTAB, LADDR, lsl #4
	vld1.8	{d18, d19}, [LADDR]
	veor	q8, q8, q9
	vst1.8	{d16, d17}, [OFFP]!>)

dnl OCB_END_OFFSETS: the offset and the number of the turn's last
dnl block to STATE.
define(<OCB_END_OFFSETS>, <
	vst1.8	{d16, d17}, [STATE]
	str	IDX, [STATE, #32]
	str	IDXHI, [STATE, #36]>)

dnl OCB_SUM8: the eight blocks q0 .. q7 added to the checksum at
dnl STATE + 16.  Clobbers LADDR and q8 .. q12.
define(<OCB_SUM8>, <
	add	LADDR, STATE, #16
	vld1.8	{d16, d17}, [LADDR]
	veor	q9, q0, q1
	veor	q10, q2, q3
	veor	q11, q4, q5
	veor	q12, q6, q7
	veor	q9, q9, q10
	veor	q11, q11, q12
	veor	q8, q8, q9
	veor	q8, q8, q11
	vst1.8	{d16, d17}, [LADDR]>)

dnl OCB_SUM_LOAD, OCB_SUM_STORE: the checksum at STATE + 16 to q9 and
dnl back, around the copy of a short turn's blocks.  Clobber LADDR.
define(<OCB_SUM_LOAD>, <
	add	LADDR, STATE, #16
	vld1.8	{d18, d19}, [LADDR]>)
define(<OCB_SUM_STORE>, <
	add	LADDR, STATE, #16
	vst1.8	{d18, d19}, [LADDR]>)

define(<OCB_FUNCTION>, <
PROLOGUE($1)
	cmp	BLOCKS, #0
	bxeq	lr
	C L_0's address, past both key schedules, L_* and L_$, in r12,
	C which ENTER leaves as it is; d's round keys the second schedule
	add	r12, KEYS, NR, lsl #5
	add	r12, r12, #64
	ifelse($4, d, <
	add	KEYS, KEYS, NR, lsl #4
	add	KEYS, KEYS, #16>)
	$2
	str	r12, [sp, #OCB_LTAB]
	ldr	DST, [sp, #AES_ARGS]
	ldr	SRC, [sp, #eval(AES_ARGS + 4)]
.Lgroup:
	cmp	BLOCKS, #8
	movhs	N, #8
	movlo	N, BLOCKS
	cmp	N, #8
	bne	.Lcopy_in
	vld1.8	{d0, d1, d2, d3}, [SRC]!
	vld1.8	{d4, d5, d6, d7}, [SRC]!
	vld1.8	{d8, d9, d10, d11}, [SRC]!
	vld1.8	{d12, d13, d14, d15}, [SRC]!
	ifelse($4, e, <OCB_SUM8>)
	C The eight blocks' offsets
	OCB_BEGIN_OFFSETS
	forloop(<blk>, 0, 7, <OCB_NEXT_OFFSET>)
	b	.Lwhiten
	C The last 1 to 7 blocks in through AES_BUFFER (e adds them to
	C the checksum on the way), then their offsets only
.Lcopy_in:
	ifelse($4, e, <OCB_SUM_LOAD>)
	add	r12, sp, #AES_BUFFER
	mov	LEFT, N
.Lcopy_block:
	vld1.8	{d0, d1}, [SRC]!<>ifelse($4, e, <
	veor	q9, q9, q0>)
	vst1.8	{d0, d1}, [r12]!
	subs	LEFT, LEFT, #1
	bne	.Lcopy_block
	ifelse($4, e, <OCB_SUM_STORE>)
	add	KEYP, sp, #AES_BUFFER
	vldm	KEYP, {d0-d15}
	OCB_BEGIN_OFFSETS
	mov	COUNT, N
.Loffset:
	OCB_NEXT_OFFSET
	subs	COUNT, COUNT, #1
	bne	.Loffset
	C The offsets into the blocks before the rounds and after them
.Lwhiten:
	OCB_END_OFFSETS
	AES_BUFFER_XOR8
	$3
	AES_BUFFER_XOR8
	cmp	N, #8
	bne	.Ltail
	ifelse($4, d, <OCB_SUM8>)
	vst1.8	{d0, d1, d2, d3}, [DST]!
	vst1.8	{d4, d5, d6, d7}, [DST]!
	vst1.8	{d8, d9, d10, d11}, [DST]!
	vst1.8	{d12, d13, d14, d15}, [DST]!
	subs	BLOCKS, BLOCKS, #8
	bne	.Lgroup
	b	.Ldone
	C The last 1 to 7 blocks out through AES_BUFFER (d adds them to
	C the checksum on the way)
.Ltail:
	vstm	r9, {d0-d15}
	ifelse($4, d, <OCB_SUM_LOAD>)
.Ltail_block:
	vld1.8	{d0, d1}, [r9]!<>ifelse($4, d, <
	veor	q9, q9, q0>)
	vst1.8	{d0, d1}, [DST]!
	subs	N, N, #1
	bne	.Ltail_block
	ifelse($4, d, <OCB_SUM_STORE>)
.Ldone:
	AES_LEAVE
EPILOGUE($1)>)
