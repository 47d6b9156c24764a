dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes-decrypt-blocks.asm -- AES decryption of blocks (ECB, and CBC
C decryption's blocks), eight at once bitsliced in NEON, for AArch64
C CPUs without the AES instructions.

C void _symcrypt_aes_decrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   size_t blocks, uint8_t *dst,
C                                   const uint8_t *src)
C KEYS are the decryption keys (the equivalent inverse cipher's, FIPS
C 197, 5.3.5).  The C twin is in src/aes/aes-bitslice.c.
C
C The layout, the transposition, the S-box's circuit, MixColumns and
C the key slicing are those of encryption (arm64/aes-bitslice.m4); the
C inverse steps are those of arm/neon/aes-decrypt-blocks.asm
C (doc/aes-arm.md):
C - the inverse S-box is the forward circuit between two inverse
C   affine maps, as in the C twin: with S(x) = L(x^-1) + 0x63 and L
C   linear, InvS(y) = L^-1(C(L^-1(y + 0x63))) with C the circuit
C   without its complements.  The 0x63 is put into the keys 0 to
C   NR - 1; each L^-1 is 12 XORs, out of place;
C - InvShiftRows is one TBL a plane, with the first and last rounds'
C   indices also turning the columns into rows and back;
C - InvMixColumns is MixColumns after s(R) -> 5 s(R) + 4 s(R + 2)
C   (Daemen and Rijmen, "The Design of Rijndael", 4.1.3).
C The round key of each middle round is added after its InvMixColumns
C (with MixColumns, AES_MIX_ADD_KEY), which the next round's
C InvSubBytes would otherwise have done first: the same sums.
C A last turn of fewer than eight blocks goes in and out through the
C buffer on the stack.  No address or branch depends on the key or the
C data; the sliced keys and the buffer are wiped before the return.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions a byte,
C AES-128 of 16 KiB, gcc 12 -O2, 2026-11-26; doc/aes-arm64.md):
C                                  ECB decrypt   CBC decrypt
C   with this file                    18.51         19.39
C   with the C twin                   77.34         80.22
C   OpenSSL 3.0.20, NEON only (vpaes) 23.69         20.73

INCLUDE_SRC(<arm64/aes-bitslice.m4>)dnl

	.file "aes-decrypt-blocks.asm"
	ARCH_BASE

C The constants, at the offsets of AES_TABLES (AES_SLICE_KEYS_WITH
C reads KEY_ROWS).  TBL indices: out[p] = in[index[p]]; InvShiftRows
C gives row R, column C the byte of row R, column C - R (mod 4).
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

C The planes in v0 .. v7 by the names INV_AFFINE takes.
forloop(<i>, 0, 7, <define(<V>i, <v>i)>)

C INV_AFFINE(in, out): plane i from IN(i) to OUT(i) (X or V) through
C L^-1, whose bit i is the sum of bits i + 2, i + 5 and i + 7 (mod 8):
C with p(j) = x(j) + x(j + 3), out(j + 6) = p(j) + x(j + 5) and
C out(j + 1) = p(j) + x(j + 6) for j = 0, 2, 4, 6.
define(<INV_AFFINE>, <
	eor	indir(<$2>6).16b, indir(<$1>0).16b, indir(<$1>3).16b	C p0 = x0 ^ x3
	eor	indir(<$2>1).16b, indir(<$2>6).16b, indir(<$1>6).16b	C out1 = p0 ^ x6
	eor	indir(<$2>6).16b, indir(<$2>6).16b, indir(<$1>5).16b	C out6 = p0 ^ x5
	eor	indir(<$2>0).16b, indir(<$1>2).16b, indir(<$1>5).16b	C p2 = x2 ^ x5
	eor	indir(<$2>3).16b, indir(<$2>0).16b, indir(<$1>0).16b	C out3 = p2 ^ x0
	eor	indir(<$2>0).16b, indir(<$2>0).16b, indir(<$1>7).16b	C out0 = p2 ^ x7
	eor	indir(<$2>2).16b, indir(<$1>4).16b, indir(<$1>7).16b	C p4 = x4 ^ x7
	eor	indir(<$2>5).16b, indir(<$2>2).16b, indir(<$1>2).16b	C out5 = p4 ^ x2
	eor	indir(<$2>2).16b, indir(<$2>2).16b, indir(<$1>1).16b	C out2 = p4 ^ x1
	eor	indir(<$2>4).16b, indir(<$1>6).16b, indir(<$1>1).16b	C p6 = x6 ^ x1
	eor	indir(<$2>7).16b, indir(<$2>4).16b, indir(<$1>4).16b	C out7 = p6 ^ x4
	eor	indir(<$2>4).16b, indir(<$2>4).16b, indir(<$1>3).16b	C out4 = p6 ^ x3>)

C INV_SBOX: the circuit of AES_SBOX (the same gates in the same order)
C with its inputs in X0 .. X7 (plane i in X(i)) and its outputs outside
C them, so that INV_SHIFT_ROWS can write X: plane 0 in v1, plane 1 in
C v0, plane 2 in v3, plane 3 in v13, plane 4 in v6, plane 5 in v2,
C plane 6 in v7, plane 7 in v5.
define(<INV_SBOX>, <
	eor	v0.16b, v24.16b, v17.16b	C y13 = u0 ^ u6
	eor	v1.16b, v21.16b, v18.16b	C y14 = u3 ^ u5
	eor	v22.16b, v23.16b, v22.16b	C t0 = u1 ^ u2
	eor	v2.16b, v22.16b, v16.16b	C y1 = t0 ^ u7
	eor	v3.16b, v2.16b, v21.16b	C y4 = y1 ^ u3
	and	v4.16b, v3.16b, v16.16b	C t5 = y4 & u7
	eor	v5.16b, v0.16b, v1.16b	C y12 = y13 ^ y14
	eor	v21.16b, v24.16b, v21.16b	C y9 = u0 ^ u3
	eor	v19.16b, v19.16b, v5.16b	C t1 = u4 ^ y12
	eor	v6.16b, v19.16b, v18.16b	C y15 = t1 ^ u5
	and	v7.16b, v5.16b, v6.16b	C t2 = y12 & y15
	eor	v19.16b, v19.16b, v23.16b	C y20 = t1 ^ u1
	eor	v8.16b, v19.16b, v21.16b	C y11 = y20 ^ y9
	eor	v9.16b, v6.16b, v22.16b	C y10 = y15 ^ t0
	eor	v10.16b, v9.16b, v8.16b	C y17 = y10 ^ y11
	eor	v17.16b, v2.16b, v17.16b	C y5 = y1 ^ u6
	eor	v4.16b, v4.16b, v7.16b	C t6 = t5 ^ t2
	and	v11.16b, v21.16b, v8.16b	C t12 = y9 & y11
	and	v12.16b, v1.16b, v10.16b	C t13 = y14 & y17
	eor	v18.16b, v24.16b, v18.16b	C y8 = u0 ^ u5
	eor	v13.16b, v6.16b, v16.16b	C y6 = y15 ^ u7
	eor	v14.16b, v17.16b, v18.16b	C y3 = y5 ^ y8
	eor	v22.16b, v22.16b, v8.16b	C y16 = t0 ^ y11
	eor	v12.16b, v12.16b, v11.16b	C t14 = t13 ^ t12
	and	v15.16b, v14.16b, v13.16b	C t3 = y3 & y6
	eor	v7.16b, v15.16b, v7.16b	C t4 = t3 ^ t2
	and	v15.16b, v18.16b, v9.16b	C t15 = y8 & y10
	eor	v20.16b, v16.16b, v8.16b	C y7 = u7 ^ y11
	eor	v7.16b, v7.16b, v12.16b	C t17 = t4 ^ t14
	and	v23.16b, v0.16b, v22.16b	C t7 = y13 & y16
	eor	v11.16b, v15.16b, v11.16b	C t16 = t15 ^ t12
	and	v15.16b, v17.16b, v2.16b	C t8 = y5 & y1
	eor	v7.16b, v7.16b, v19.16b	C t21 = t17 ^ y20
	eor	v15.16b, v15.16b, v23.16b	C t9 = t8 ^ t7
	eor	v12.16b, v15.16b, v12.16b	C t19 = t9 ^ t14
	eor	v15.16b, v24.16b, v22.16b	C y18 = u0 ^ y16
	eor	v19.16b, v0.16b, v22.16b	C y21 = y13 ^ y16
	eor	v4.16b, v4.16b, v11.16b	C t18 = t6 ^ t16
	eor	v12.16b, v12.16b, v19.16b	C t23 = t19 ^ y21
	eor	v24.16b, v2.16b, v24.16b	C y2 = y1 ^ u0
	and	v19.16b, v24.16b, v20.16b	C t10 = y2 & y7
	eor	v19.16b, v19.16b, v23.16b	C t11 = t10 ^ t7
	eor	v11.16b, v19.16b, v11.16b	C t20 = t11 ^ t16
	eor	v11.16b, v11.16b, v15.16b	C t24 = t20 ^ y18
	eor	v15.16b, v9.16b, v18.16b	C y19 = y10 ^ y8
	eor	v4.16b, v4.16b, v15.16b	C t22 = t18 ^ y19
	and	v15.16b, v7.16b, v12.16b	C t26 = t21 & t23
	eor	v19.16b, v4.16b, v15.16b	C t31 = t22 ^ t26
	eor	v23.16b, v12.16b, v11.16b	C t30 = t23 ^ t24
	and	v19.16b, v19.16b, v23.16b	C t32 = t31 & t30
	eor	v15.16b, v11.16b, v15.16b	C t27 = t24 ^ t26
	eor	v19.16b, v19.16b, v11.16b	C t33 = t32 ^ t24
	eor	v23.16b, v15.16b, v19.16b	C t35 = t27 ^ t33
	and	v11.16b, v11.16b, v23.16b	C t36 = t24 & t35
	eor	v23.16b, v15.16b, v11.16b	C t38 = t27 ^ t36
	eor	v7.16b, v7.16b, v4.16b	C t25 = t21 ^ t22
	eor	v12.16b, v12.16b, v19.16b	C t34 = t23 ^ t33
	and	v15.16b, v7.16b, v15.16b	C t28 = t25 & t27
	eor	v4.16b, v15.16b, v4.16b	C t29 = t28 ^ t22
	and	v23.16b, v4.16b, v23.16b	C t39 = t29 & t38
	eor	v7.16b, v7.16b, v23.16b	C t40 = t25 ^ t39
	eor	v11.16b, v11.16b, v12.16b	C t37 = t36 ^ t34
	and	v16.16b, v19.16b, v16.16b	C z2 = t33 & u7
	and	v17.16b, v7.16b, v17.16b	C z13 = t40 & y5
	and	v20.16b, v4.16b, v20.16b	C z5 = t29 & y7
	and	v24.16b, v4.16b, v24.16b	C z14 = t29 & y2
	eor	v12.16b, v7.16b, v11.16b	C t41 = t40 ^ t37
	eor	v15.16b, v4.16b, v7.16b	C t43 = t29 ^ t40
	eor	v4.16b, v4.16b, v19.16b	C t42 = t29 ^ t33
	and	v18.16b, v12.16b, v18.16b	C z17 = t41 & y8
	and	v2.16b, v7.16b, v2.16b	C z4 = t40 & y1
	eor	v7.16b, v19.16b, v11.16b	C t44 = t33 ^ t37
	eor	v23.16b, v4.16b, v12.16b	C t45 = t42 ^ t41
	and	v0.16b, v15.16b, v0.16b	C z12 = t43 & y13
	and	v15.16b, v15.16b, v22.16b	C z3 = t43 & y16
	and	v9.16b, v12.16b, v9.16b	C z8 = t41 & y10
	and	v10.16b, v23.16b, v10.16b	C z7 = t45 & y17
	and	v8.16b, v4.16b, v8.16b	C z6 = t42 & y11
	eor	v8.16b, v8.16b, v10.16b	C b54 = z6 ^ z7
	eor	v9.16b, v10.16b, v9.16b	C b52 = z7 ^ z8
	eor	v8.16b, v15.16b, v8.16b	C b59 = z3 ^ b54
	and	v6.16b, v7.16b, v6.16b	C z0 = t44 & y15
	eor	v6.16b, v6.16b, v15.16b	C b53 = z0 ^ z3
	eor	v17.16b, v20.16b, v17.16b	C b48 = z5 ^ z13
	and	v5.16b, v7.16b, v5.16b	C z9 = t44 & y12
	eor	v20.16b, v16.16b, v20.16b	C b51 = z2 ^ z5
	eor	v16.16b, v16.16b, v0.16b	C b50 = z2 ^ z12
	eor	v16.16b, v16.16b, v6.16b	C b57 = b50 ^ b53
	and	v1.16b, v23.16b, v1.16b	C z16 = t45 & y14
	and	v3.16b, v19.16b, v3.16b	C z11 = t33 & y4
	eor	v18.16b, v1.16b, v18.16b	C b55 = z16 ^ z17
	and	v4.16b, v4.16b, v21.16b	C z15 = t42 & y9
	eor	v1.16b, v4.16b, v1.16b	C b46 = z15 ^ z16
	and	v13.16b, v11.16b, v13.16b	C z1 = t37 & y6
	and	v11.16b, v11.16b, v14.16b	C z10 = t37 & y3
	eor	v3.16b, v11.16b, v3.16b	C b47 = z10 ^ z11
	eor	v5.16b, v5.16b, v11.16b	C b49 = z9 ^ z10
	eor	v4.16b, v2.16b, v1.16b	C b58 = z4 ^ b46
	eor	v5.16b, v5.16b, v4.16b	C b63 = b49 ^ b58
	eor	v13.16b, v13.16b, v5.16b	C b66 = z1 ^ b63
	eor	v4.16b, v9.16b, v4.16b	C b62 = b52 ^ b58
	eor	v1.16b, v1.16b, v16.16b	C b60 = b46 ^ b57
	eor	v2.16b, v2.16b, v8.16b	C b64 = z4 ^ b59
	eor	v6.16b, v6.16b, v13.16b	C s3 = b53 ^ b66
	eor	v13.16b, v20.16b, v13.16b	C s4 = b51 ^ b66
	eor	v16.16b, v24.16b, v16.16b	C b61 = z14 ^ b57
	eor	v7.16b, v2.16b, v6.16b	C s1 = b64 ^ s3
	eor	v0.16b, v0.16b, v17.16b	C b56 = z12 ^ b48
	eor	v16.16b, v16.16b, v4.16b	C b65 = b61 ^ b62
	eor	v0.16b, v0.16b, v4.16b	C s6 = b56 ^ b62
	eor	v3.16b, v3.16b, v16.16b	C s5 = b47 ^ b65
	eor	v2.16b, v2.16b, v16.16b	C b67 = b64 ^ b65
	eor	v1.16b, v17.16b, v1.16b	C s7 = b48 ^ b60
	eor	v5.16b, v8.16b, v5.16b	C s0 = b59 ^ b63
	eor	v2.16b, v18.16b, v2.16b	C s2 = b55 ^ b67>)

C INV_SHIFT_ROWS(index): after INV_SBOX, InvShiftRows with the TBL
C indices INDEX: plane i to X(i).
define(<INV_SHIFT_ROWS>, <
	tbl	X0.16b, {v1.16b}, $1.16b
	tbl	X1.16b, {v0.16b}, $1.16b
	tbl	X2.16b, {v3.16b}, $1.16b
	tbl	X3.16b, {v13.16b}, $1.16b
	tbl	X4.16b, {v6.16b}, $1.16b
	tbl	X5.16b, {v2.16b}, $1.16b
	tbl	X6.16b, {v7.16b}, $1.16b
	tbl	X7.16b, {v5.16b}, $1.16b>)

C ROW_SUM(y, x): Y = row R + row R + 2 of X, in both halves.
define(<ROW_SUM>, <
	ext	$1.16b, $2.16b, $2.16b, #8
	eor	$1.16b, $1.16b, $2.16b>)

C INV_MIX_PRE: plane i from vi to X(i) through s(R) -> s(R) + 4 u(R),
C u(R) = s(R) + s(R + 2).  Times 4 moves plane i to i + 2 and folds
C planes 6 and 7 back (x^8 = x^4 + x^3 + x + 1, x^9 = x^5 + x^4 + x^2
C + x): out0 = x0 + u6, out1 = x1 + u6 + u7, out2 = x2 + u0 + u7,
C out3 = x3 + u1 + u6, out4 = x4 + u2 + u6 + u7, out5 = x5 + u3 + u7,
C out6 = x6 + u4, out7 = x7 + u5.  Clobbers v9 .. v12.
define(<INV_MIX_PRE>, <
	ROW_SUM(v9, v6)		C u6
	ROW_SUM(v10, v7)	C u7
	eor	v11.16b, v9.16b, v10.16b	C u6 ^ u7
	eor	X0.16b, v9.16b, v0.16b
	eor	X1.16b, v11.16b, v1.16b
	ROW_SUM(v12, v1)	C u1
	eor	X3.16b, v12.16b, v9.16b
	eor	X3.16b, X3.16b, v3.16b
	ROW_SUM(v12, v0)	C u0
	eor	X2.16b, v12.16b, v10.16b
	eor	X2.16b, X2.16b, v2.16b
	ROW_SUM(v12, v2)	C u2
	eor	X4.16b, v12.16b, v11.16b
	eor	X4.16b, X4.16b, v4.16b
	ROW_SUM(v12, v3)	C u3
	eor	X5.16b, v12.16b, v10.16b
	eor	X5.16b, X5.16b, v5.16b
	ROW_SUM(v12, v4)	C u4
	eor	X6.16b, v12.16b, v6.16b
	ROW_SUM(v12, v5)	C u5
	eor	X7.16b, v12.16b, v7.16b>)

C INV_ROUND(index): InvSubBytes, InvShiftRows with INDEX, InvMixColumns
C and the next round key: v0 .. v7 in and out.
define(<INV_ROUND>, <
	INV_AFFINE(V, X)
	INV_SBOX
	INV_SHIFT_ROWS($1)
	INV_AFFINE(X, V)
	INV_MIX_PRE
	AES_MIX_ADD_KEY>)

C AES_DECRYPT8: the eight blocks v0 .. v7 (block b in vb, its bytes in
C memory order) decrypted with the keys sliced on the stack, NR rounds.
C Clobbers KEYP, ROUNDS and v8 .. v28.
define(<AES_DECRYPT8>, <
	AES_TRANSPOSE
	add	KEYP, sp, #AES_KEYS
	AES_LOAD_KEY
	forloop(<i>, 0, 7, <
	eor	v<>i.16b, v<>i.16b, indir(<K>i).16b>)
	INV_ROUND(SR_FIRST)
	sub	ROUNDS, NR, #2
2:	INV_ROUND(SR_MID)
	subs	ROUNDS, ROUNDS, #1
	b.ne	2b
	INV_AFFINE(V, X)
	INV_SBOX
	INV_SHIFT_ROWS(SR_LAST)
	INV_AFFINE(X, V)
	AES_LOAD_KEY
	forloop(<i>, 0, 7, <
	eor	v<>i.16b, v<>i.16b, indir(<K>i).16b>)
	AES_TRANSPOSE>)

	AES_DECRYPT_TABLES
C The keys 0 to NR - 1 complemented by 0x63, the last as it is.
AES_BLOCKS_FUNCTION(_symcrypt_aes_decrypt_blocks,
	<AES_ENTER_WITH(<AES_SLICE_KEYS_WITH(<eor	v0.16b, v0.16b, v25.16b>, <>)>)>,
	<AES_DECRYPT8>)
