dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): aes-ctr-blocks.asm, aes-ctr32-blocks.asm, aes-encrypt-blocks.asm, aes-decrypt-blocks.asm.
dnl arm64/aes-bitslice.m4 -- AES encryption of eight blocks at once,
dnl bitsliced in NEON, for AArch64 CPUs without the AES instructions.
dnl
dnl The design is the one of arm/aes-bitslice.m4 (doc/aes-arm.md):
dnl eight blocks are eight bit planes v0 .. v7, bit b of byte p of
dnl plane i being bit i of the byte at place p of block b; the places
dnl are the state's bytes row after row (p = 4 R + C) inside the
dnl rounds and the blocks' own order outside, so that going in and out
dnl is the transposition of the 8 x 8 bit matrices; SubBytes is Boyar
dnl and Peralta's circuit, ShiftRows a byte permutation of each plane,
dnl MixColumns adds each plane turned by 4 and 8 bytes.  What AArch64
dnl changes: 32 registers hold the whole circuit without a spill (25
dnl live at most), ShiftRows is one TBL a plane with the three index
dnl vectors kept in v29 .. v31, and a sliced round key is two loads.
dnl
dnl The round keys are sliced at the start of each call onto the
dnl stack, and wiped with the rest of the frame before the return.
dnl
dnl Registers the macros share with the functions: KEYS (x0) and NR
dnl (w1) are the first two arguments of each function.
define(<KEYS>, <x0>)
define(<NR>, <w1>)
define(<KEYP>, <x9>)	C the next sliced round key
define(<ROUNDS>, <w10>)
define(<TABLES>, <x11>)	C the constants of AES_TABLES

dnl The frame, from sp: a buffer of eight blocks, then the sliced keys
dnl (128 bytes a key, at most 15).
define(<AES_BUFFER>, <0>)
define(<AES_KEYS>, <128>)
define(<AES_LOCALS>, <2048>)

dnl AES_TABLES: the constants, in the text section before the function
dnl (TABLES points at them with adr).  TBL indices: out[p] = in[index[p]].
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
	.byte	0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15>)
define(<KEY_ROWS>, <48>)

dnl The ShiftRows indices while the rounds run.
define(<SR_FIRST>, <v29>)
define(<SR_MID>, <v30>)
define(<SR_LAST>, <v31>)

dnl SLICE_KEY(v): the round key in V (bytes in the layout wanted) to its
dnl eight planes v16 .. v23 (CMTST against the bit masks in v8 .. v15),
dnl stored at KEYP, which advances.
define(<SLICE_KEY>, <forloop(<i>, 0, 7, <
	cmtst	v<>eval(16 + i).16b, $1.16b, v<>eval(8 + i).16b>)
	st1	{v16.16b, v17.16b, v18.16b, v19.16b}, [KEYP], #64
	st1	{v20.16b, v21.16b, v22.16b, v23.16b}, [KEYP], #64>)

dnl AES_SLICE_KEYS_WITH(first, last): the NR + 1 round keys at KEYS to
dnl the stack at AES_KEYS.  The first and last keep the column layout,
dnl the middle ones take the row layout and are complemented by 0x63
dnl (v25); FIRST and LAST are the instructions, if any, that do the same
dnl to the first and last key (in v0).  Clobbers KEYS, KEYP, ROUNDS,
dnl v0, v1, v8 .. v25.
define(<AES_SLICE_KEYS_WITH>, <
	add	KEYP, sp, #AES_KEYS
	forloop(<i>, 0, 7, <
	movi	v<>eval(8 + i).16b, #eval(2 ** i)>)
	movi	v25.16b, #0x63
	ldr	q24, [TABLES, #KEY_ROWS]
	ld1	{v0.16b}, [KEYS], #16
	$1
	SLICE_KEY(v0)
	sub	ROUNDS, NR, #1
1:	ld1	{v0.16b}, [KEYS], #16
	tbl	v1.16b, {v0.16b}, v24.16b
	eor	v1.16b, v1.16b, v25.16b
	SLICE_KEY(v1)
	subs	ROUNDS, ROUNDS, #1
	b.ne	1b
	ld1	{v0.16b}, [KEYS]
	$2
	SLICE_KEY(v0)>)

dnl AES_SLICE_KEYS: the keys of encryption.  The circuit of AES_SBOX
dnl leaves out the four complements of the S-box's output (bits 0, 1,
dnl 5, 6: 0x63); keys 1 to NR put them back (ShiftRows and MixColumns
dnl keep a byte repeated in a column as it is).
define(<AES_SLICE_KEYS>, <AES_SLICE_KEYS_WITH(<>, <eor	v0.16b, v0.16b, v25.16b>)>)

dnl SWAP_MOVE(x, y, s): the bits of X at the places of the mask v10
dnl shifted left by S (the mask v11) change places with the bits of Y
dnl at the places of v10 (BIT).  Clobbers v8, v9.
define(<SWAP_MOVE>, <
	ushr	v8.2d, $1.2d, #$3
	shl	v9.2d, $2.2d, #$3
	bit	$2.16b, v8.16b, v10.16b
	bit	$1.16b, v9.16b, v11.16b>)

dnl AES_TRANSPOSE: transposes each 8 x 8 bit matrix of the bytes at one
dnl place of v0 .. v7 (bit b of byte p of vi and bit i of byte p of vb
dnl change places): blocks to planes, and back.  Clobbers v8 .. v11.
define(<AES_TRANSPOSE>, <
	movi	v10.16b, #0x55
	movi	v11.16b, #0xaa
	SWAP_MOVE(v0, v1, 1)
	SWAP_MOVE(v2, v3, 1)
	SWAP_MOVE(v4, v5, 1)
	SWAP_MOVE(v6, v7, 1)
	movi	v10.16b, #0x33
	movi	v11.16b, #0xcc
	SWAP_MOVE(v0, v2, 2)
	SWAP_MOVE(v1, v3, 2)
	SWAP_MOVE(v4, v6, 2)
	SWAP_MOVE(v5, v7, 2)
	movi	v10.16b, #0x0f
	movi	v11.16b, #0xf0
	SWAP_MOVE(v0, v4, 4)
	SWAP_MOVE(v1, v5, 4)
	SWAP_MOVE(v2, v6, 4)
	SWAP_MOVE(v3, v7, 4)>)

dnl AES_SBOX: SubBytes on the planes v0 .. v7 (plane i in vi), without
dnl the complements of 0x63 (AES_SLICE_KEYS), as the circuit of 113
dnl gates of J. Boyar and R. Peralta, "A new combinational logic
dnl minimization technique with applications to cryptology" (SEA 2010;
dnl IACR ePrint 2009/191), with the paper's names as src/aes/aes-bitslice.c
dnl has them: inputs u0 (plane 7) to u7 (plane 0), outputs s0 (plane 7)
dnl to s7 (plane 0).  The gates in the order of arm/aes-bitslice.m4,
dnl each value in the lowest free register, a register freed at its last
dnl use: v0 .. v24 hold them all.  Out: plane 0 in v1, plane 1 in v8,
dnl plane 2 in v11, plane 3 in v20, plane 4 in v5, plane 5 in v0, plane
dnl 6 in v7, plane 7 in v6.
define(<AES_SBOX>, <
	eor	v8.16b, v7.16b, v1.16b	C y13 = u0 ^ u6
	eor	v9.16b, v4.16b, v2.16b	C y14 = u3 ^ u5
	eor	v5.16b, v6.16b, v5.16b	C t0 = u1 ^ u2
	eor	v10.16b, v5.16b, v0.16b	C y1 = t0 ^ u7
	eor	v11.16b, v10.16b, v4.16b	C y4 = y1 ^ u3
	and	v12.16b, v11.16b, v0.16b	C t5 = y4 & u7
	eor	v13.16b, v8.16b, v9.16b	C y12 = y13 ^ y14
	eor	v4.16b, v7.16b, v4.16b	C y9 = u0 ^ u3
	eor	v3.16b, v3.16b, v13.16b	C t1 = u4 ^ y12
	eor	v14.16b, v3.16b, v2.16b	C y15 = t1 ^ u5
	and	v15.16b, v13.16b, v14.16b	C t2 = y12 & y15
	eor	v3.16b, v3.16b, v6.16b	C y20 = t1 ^ u1
	eor	v6.16b, v3.16b, v4.16b	C y11 = y20 ^ y9
	eor	v16.16b, v14.16b, v5.16b	C y10 = y15 ^ t0
	eor	v17.16b, v16.16b, v6.16b	C y17 = y10 ^ y11
	eor	v1.16b, v10.16b, v1.16b	C y5 = y1 ^ u6
	eor	v12.16b, v12.16b, v15.16b	C t6 = t5 ^ t2
	and	v18.16b, v4.16b, v6.16b	C t12 = y9 & y11
	and	v19.16b, v9.16b, v17.16b	C t13 = y14 & y17
	eor	v2.16b, v7.16b, v2.16b	C y8 = u0 ^ u5
	eor	v20.16b, v14.16b, v0.16b	C y6 = y15 ^ u7
	eor	v21.16b, v1.16b, v2.16b	C y3 = y5 ^ y8
	eor	v5.16b, v5.16b, v6.16b	C y16 = t0 ^ y11
	eor	v19.16b, v19.16b, v18.16b	C t14 = t13 ^ t12
	and	v22.16b, v21.16b, v20.16b	C t3 = y3 & y6
	eor	v15.16b, v22.16b, v15.16b	C t4 = t3 ^ t2
	and	v22.16b, v2.16b, v16.16b	C t15 = y8 & y10
	eor	v23.16b, v0.16b, v6.16b	C y7 = u7 ^ y11
	eor	v15.16b, v15.16b, v19.16b	C t17 = t4 ^ t14
	and	v24.16b, v8.16b, v5.16b	C t7 = y13 & y16
	eor	v18.16b, v22.16b, v18.16b	C t16 = t15 ^ t12
	and	v22.16b, v1.16b, v10.16b	C t8 = y5 & y1
	eor	v3.16b, v15.16b, v3.16b	C t21 = t17 ^ y20
	eor	v22.16b, v22.16b, v24.16b	C t9 = t8 ^ t7
	eor	v19.16b, v22.16b, v19.16b	C t19 = t9 ^ t14
	eor	v15.16b, v7.16b, v5.16b	C y18 = u0 ^ y16
	eor	v22.16b, v8.16b, v5.16b	C y21 = y13 ^ y16
	eor	v12.16b, v12.16b, v18.16b	C t18 = t6 ^ t16
	eor	v19.16b, v19.16b, v22.16b	C t23 = t19 ^ y21
	eor	v7.16b, v10.16b, v7.16b	C y2 = y1 ^ u0
	and	v22.16b, v7.16b, v23.16b	C t10 = y2 & y7
	eor	v22.16b, v22.16b, v24.16b	C t11 = t10 ^ t7
	eor	v18.16b, v22.16b, v18.16b	C t20 = t11 ^ t16
	eor	v15.16b, v18.16b, v15.16b	C t24 = t20 ^ y18
	eor	v18.16b, v16.16b, v2.16b	C y19 = y10 ^ y8
	eor	v12.16b, v12.16b, v18.16b	C t22 = t18 ^ y19
	and	v18.16b, v3.16b, v19.16b	C t26 = t21 & t23
	eor	v22.16b, v12.16b, v18.16b	C t31 = t22 ^ t26
	eor	v24.16b, v19.16b, v15.16b	C t30 = t23 ^ t24
	and	v22.16b, v22.16b, v24.16b	C t32 = t31 & t30
	eor	v18.16b, v15.16b, v18.16b	C t27 = t24 ^ t26
	eor	v22.16b, v22.16b, v15.16b	C t33 = t32 ^ t24
	eor	v24.16b, v18.16b, v22.16b	C t35 = t27 ^ t33
	and	v15.16b, v15.16b, v24.16b	C t36 = t24 & t35
	eor	v24.16b, v18.16b, v15.16b	C t38 = t27 ^ t36
	eor	v3.16b, v3.16b, v12.16b	C t25 = t21 ^ t22
	eor	v19.16b, v19.16b, v22.16b	C t34 = t23 ^ t33
	and	v18.16b, v3.16b, v18.16b	C t28 = t25 & t27
	eor	v12.16b, v18.16b, v12.16b	C t29 = t28 ^ t22
	and	v24.16b, v12.16b, v24.16b	C t39 = t29 & t38
	eor	v3.16b, v3.16b, v24.16b	C t40 = t25 ^ t39
	eor	v15.16b, v15.16b, v19.16b	C t37 = t36 ^ t34
	and	v0.16b, v22.16b, v0.16b	C z2 = t33 & u7
	and	v1.16b, v3.16b, v1.16b	C z13 = t40 & y5
	and	v23.16b, v12.16b, v23.16b	C z5 = t29 & y7
	and	v7.16b, v12.16b, v7.16b	C z14 = t29 & y2
	eor	v18.16b, v3.16b, v15.16b	C t41 = t40 ^ t37
	eor	v19.16b, v12.16b, v3.16b	C t43 = t29 ^ t40
	eor	v12.16b, v12.16b, v22.16b	C t42 = t29 ^ t33
	and	v2.16b, v18.16b, v2.16b	C z17 = t41 & y8
	and	v3.16b, v3.16b, v10.16b	C z4 = t40 & y1
	eor	v10.16b, v22.16b, v15.16b	C t44 = t33 ^ t37
	eor	v24.16b, v12.16b, v18.16b	C t45 = t42 ^ t41
	and	v8.16b, v19.16b, v8.16b	C z12 = t43 & y13
	and	v5.16b, v19.16b, v5.16b	C z3 = t43 & y16
	and	v16.16b, v18.16b, v16.16b	C z8 = t41 & y10
	and	v17.16b, v24.16b, v17.16b	C z7 = t45 & y17
	and	v6.16b, v12.16b, v6.16b	C z6 = t42 & y11
	eor	v6.16b, v6.16b, v17.16b	C b54 = z6 ^ z7
	eor	v16.16b, v17.16b, v16.16b	C b52 = z7 ^ z8
	eor	v6.16b, v5.16b, v6.16b	C b59 = z3 ^ b54
	and	v14.16b, v10.16b, v14.16b	C z0 = t44 & y15
	eor	v5.16b, v14.16b, v5.16b	C b53 = z0 ^ z3
	eor	v1.16b, v23.16b, v1.16b	C b48 = z5 ^ z13
	and	v10.16b, v10.16b, v13.16b	C z9 = t44 & y12
	eor	v23.16b, v0.16b, v23.16b	C b51 = z2 ^ z5
	eor	v0.16b, v0.16b, v8.16b	C b50 = z2 ^ z12
	eor	v0.16b, v0.16b, v5.16b	C b57 = b50 ^ b53
	and	v9.16b, v24.16b, v9.16b	C z16 = t45 & y14
	and	v11.16b, v22.16b, v11.16b	C z11 = t33 & y4
	eor	v2.16b, v9.16b, v2.16b	C b55 = z16 ^ z17
	and	v4.16b, v12.16b, v4.16b	C z15 = t42 & y9
	eor	v4.16b, v4.16b, v9.16b	C b46 = z15 ^ z16
	and	v20.16b, v15.16b, v20.16b	C z1 = t37 & y6
	and	v15.16b, v15.16b, v21.16b	C z10 = t37 & y3
	eor	v11.16b, v15.16b, v11.16b	C b47 = z10 ^ z11
	eor	v10.16b, v10.16b, v15.16b	C b49 = z9 ^ z10
	eor	v9.16b, v3.16b, v4.16b	C b58 = z4 ^ b46
	eor	v10.16b, v10.16b, v9.16b	C b63 = b49 ^ b58
	eor	v20.16b, v20.16b, v10.16b	C b66 = z1 ^ b63
	eor	v9.16b, v16.16b, v9.16b	C b62 = b52 ^ b58
	eor	v4.16b, v4.16b, v0.16b	C b60 = b46 ^ b57
	eor	v3.16b, v3.16b, v6.16b	C b64 = z4 ^ b59
	eor	v5.16b, v5.16b, v20.16b	C s3 = b53 ^ b66
	eor	v20.16b, v23.16b, v20.16b	C s4 = b51 ^ b66
	eor	v0.16b, v7.16b, v0.16b	C b61 = z14 ^ b57
	eor	v7.16b, v3.16b, v5.16b	C s1 = b64 ^ s3
	eor	v8.16b, v8.16b, v1.16b	C b56 = z12 ^ b48
	eor	v0.16b, v0.16b, v9.16b	C b65 = b61 ^ b62
	eor	v8.16b, v8.16b, v9.16b	C s6 = b56 ^ b62
	eor	v11.16b, v11.16b, v0.16b	C s5 = b47 ^ b65
	eor	v0.16b, v3.16b, v0.16b	C b67 = b64 ^ b65
	eor	v1.16b, v1.16b, v4.16b	C s7 = b48 ^ b60
	eor	v6.16b, v6.16b, v10.16b	C s0 = b59 ^ b63
	eor	v0.16b, v2.16b, v0.16b	C s2 = b55 ^ b67>)

dnl AES_SHIFT_ROWS(index): after AES_SBOX, ShiftRows with the TBL
dnl indices INDEX: plane i to X(i).
define(<X0>, <v16>)
define(<X1>, <v17>)
define(<X2>, <v18>)
define(<X3>, <v19>)
define(<X4>, <v21>)
define(<X5>, <v22>)
define(<X6>, <v23>)
define(<X7>, <v24>)
define(<AES_SHIFT_ROWS>, <
	tbl	X0.16b, {v1.16b}, $1.16b
	tbl	X1.16b, {v8.16b}, $1.16b
	tbl	X2.16b, {v11.16b}, $1.16b
	tbl	X3.16b, {v20.16b}, $1.16b
	tbl	X4.16b, {v5.16b}, $1.16b
	tbl	X5.16b, {v0.16b}, $1.16b
	tbl	X6.16b, {v7.16b}, $1.16b
	tbl	X7.16b, {v6.16b}, $1.16b>)

dnl AES_LOAD_KEY: the next sliced key (at KEYP, which advances), plane i
dnl to K(i).
define(<K0>, <v25>)
define(<K1>, <v26>)
define(<K2>, <v27>)
define(<K3>, <v28>)
define(<K4>, <v12>)
define(<K5>, <v13>)
define(<K6>, <v14>)
define(<K7>, <v15>)
define(<AES_LOAD_KEY>, <
	ld1	{v25.16b, v26.16b, v27.16b, v28.16b}, [KEYP], #64
	ld1	{v12.16b, v13.16b, v14.16b, v15.16b}, [KEYP], #64>)

dnl AES_MIX_ADD_KEY: MixColumns and AddRoundKey, plane i from X(i) to
dnl vi.  Row R of the result is 2 t(R) + s(R + 1) + t(R + 2) with t(R) =
dnl s(R) + s(R + 1): the plane turned by 4 bytes (EXT) holds row R + 1
dnl where row R was, turned by 8 bytes row R + 2.  The planes of 2 t are
dnl those of t moved up by one, plane 7 folded into planes 0, 1, 3 and 4
dnl (x^8 = x^4 + x^3 + x + 1).  X(i) becomes t; clobbers v9, v10.
define(<MIX_ONE>, <
	ext	v9.16b, X$1.16b, X$1.16b, #4
	eor	X$1.16b, X$1.16b, v9.16b
	eor	v$1.16b, v9.16b, K$1.16b
	ext	v10.16b, X$1.16b, X$1.16b, #8
	eor	v$1.16b, v$1.16b, v10.16b>)
define(<AES_MIX_ADD_KEY>, <
	AES_LOAD_KEY
	forloop(<i>, 0, 7, <MIX_ONE(i)>)
	eor	v0.16b, v0.16b, X7.16b
	forloop(<i>, 1, 7, <
	eor	v<>i.16b, v<>i.16b, indir(<X>eval(i - 1)).16b>)
	eor	v1.16b, v1.16b, X7.16b
	eor	v3.16b, v3.16b, X7.16b
	eor	v4.16b, v4.16b, X7.16b>)

dnl AES_ENCRYPT8: the eight blocks v0 .. v7 (block b in vb, its bytes in
dnl memory order) encrypted with the keys of AES_SLICE_KEYS, NR rounds,
dnl the indices in SR_FIRST, SR_MID and SR_LAST.  Clobbers KEYP, ROUNDS
dnl and v8 .. v28.
define(<AES_ENCRYPT8>, <
	AES_TRANSPOSE
	add	KEYP, sp, #AES_KEYS
	AES_LOAD_KEY
	forloop(<i>, 0, 7, <
	eor	v<>i.16b, v<>i.16b, indir(<K>i).16b>)
	AES_SBOX
	AES_SHIFT_ROWS(SR_FIRST)
	AES_MIX_ADD_KEY
	sub	ROUNDS, NR, #2
2:	AES_SBOX
	AES_SHIFT_ROWS(SR_MID)
	AES_MIX_ADD_KEY
	subs	ROUNDS, ROUNDS, #1
	b.ne	2b
	AES_SBOX
	AES_SHIFT_ROWS(SR_LAST)
	AES_LOAD_KEY
	forloop(<i>, 0, 7, <
	eor	v<>i.16b, indir(<X>i).16b, indir(<K>i).16b>)
	AES_TRANSPOSE>)

dnl AES_ENTER_WITH(slice): saves d8 .. d15, makes the frame, points
dnl TABLES at the constants, slices the keys with SLICE and loads the
dnl ShiftRows indices; AES_ENTER with AES_SLICE_KEYS.
define(<AES_ENTER_WITH>, <
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	sub	sp, sp, #AES_LOCALS
	CFI(<.cfi_adjust_cfa_offset AES_LOCALS>)
	adr	TABLES, .Laes_tables
	$1
	ld1	{v29.16b, v30.16b, v31.16b}, [TABLES]>)
define(<AES_ENTER>, <AES_ENTER_WITH(<AES_SLICE_KEYS>)>)

dnl AES_LEAVE: zeros over the frame and the vector registers that held
dnl key or data (d8 .. d15 get their caller's values back).
define(<AES_LEAVE>, <
	forloop(<i>, 0, 7, <
	movi	v<>i.16b, #0>)
	forloop(<i>, 16, 31, <
	movi	v<>i.16b, #0>)
	mov	KEYP, sp
	mov	ROUNDS, #eval(AES_LOCALS / 256)
3:	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYP], #64
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYP], #64
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYP], #64
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYP], #64
	subs	ROUNDS, ROUNDS, #1
	b.ne	3b
	add	sp, sp, #AES_LOCALS
	CFI(<.cfi_adjust_cfa_offset -AES_LOCALS>)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)>)

dnl AES_CTR_FUNCTION(name, counters): the counter modes,
dnl   void name(const uint8_t *keys, unsigned nr, uint8_t *counter,
dnl             size_t blocks, uint8_t *dst, const uint8_t *src)
dnl with COUNTERS the macro that puts the eight counter blocks from
dnl COUNTER on into v0 .. v7 and moves COUNTER on by N blocks.  A last
dnl turn of fewer than eight blocks encrypts eight counters and uses the
dnl first N, from a copy in the buffer.
define(<COUNTER>, <x2>)
define(<BLOCKS>, <x3>)
define(<DST>, <x4>)
define(<SRC>, <x5>)
define(<N>, <x12>)	C the blocks of this turn, 1 to 8
define(<AES_CTR_FUNCTION>, <
PROLOGUE($1)
	cbz	BLOCKS, .Lreturn
	AES_ENTER
.Lgroup:
	mov	N, #8
	cmp	BLOCKS, #8
	csel	N, BLOCKS, N, lo
	$2
	AES_ENCRYPT8
	cmp	N, #8
	b.ne	.Ltail
	ld1	{v16.16b, v17.16b, v18.16b, v19.16b}, [SRC], #64
	ld1	{v20.16b, v21.16b, v22.16b, v23.16b}, [SRC], #64
	forloop(<i>, 0, 7, <
	eor	v<>i.16b, v<>i.16b, v<>eval(16 + i).16b>)
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [DST], #64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [DST], #64
	subs	BLOCKS, BLOCKS, #8
	b.ne	.Lgroup
	b	.Ldone
	C The last 1 to 7 blocks, the keystream through the buffer.
.Ltail:
	add	KEYP, sp, #AES_BUFFER
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYP], #64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [KEYP]
	add	KEYP, sp, #AES_BUFFER
.Ltail_block:
	ld1	{v0.16b}, [KEYP], #16
	ld1	{v1.16b}, [SRC], #16
	eor	v0.16b, v0.16b, v1.16b
	st1	{v0.16b}, [DST], #16
	subs	N, N, #1
	b.ne	.Ltail_block
.Ldone:
	AES_LEAVE
.Lreturn:
	ret
EPILOGUE($1)>)

dnl AES_BLOCKS_FUNCTION(name, enter, eight): the function NAME (keys,
dnl nr, blocks, dst, src) of ECB encryption or decryption: ENTER slices
dnl the round keys onto the stack (AES_ENTER or AES_ENTER_WITH), EIGHT
dnl runs the rounds on the eight blocks in v0 .. v7.  A last turn of
dnl fewer than eight blocks goes in and out through the buffer (the
dnl other places hold what the buffer held before, run and dropped).
define(<LEFT>, <x13>)	C blocks left to copy in
define(<AES_BLOCKS_FUNCTION>, <
PROLOGUE($1)
	cbz	x2, .Lreturn
	mov	SRC, x4
	mov	DST, x3
	mov	BLOCKS, x2
	$2
.Lgroup:
	mov	N, #8
	cmp	BLOCKS, #8
	csel	N, BLOCKS, N, lo
	b.lo	.Lcopy_in
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [SRC], #64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [SRC], #64
	b	.Lrounds
.Lcopy_in:
	add	KEYP, sp, #AES_BUFFER
	mov	LEFT, N
.Lcopy_block:
	ld1	{v0.16b}, [SRC], #16
	st1	{v0.16b}, [KEYP], #16
	subs	LEFT, LEFT, #1
	b.ne	.Lcopy_block
	add	KEYP, sp, #AES_BUFFER
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYP], #64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [KEYP]
.Lrounds:
	$3
	cmp	N, #8
	b.ne	.Ltail
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [DST], #64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [DST], #64
	subs	BLOCKS, BLOCKS, #8
	b.ne	.Lgroup
	b	.Ldone
.Ltail:
	add	KEYP, sp, #AES_BUFFER
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYP], #64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [KEYP]
	add	KEYP, sp, #AES_BUFFER
.Ltail_block:
	ld1	{v0.16b}, [KEYP], #16
	st1	{v0.16b}, [DST], #16
	subs	N, N, #1
	b.ne	.Ltail_block
.Ldone:
	AES_LEAVE
.Lreturn:
	ret
EPILOGUE($1)>)
