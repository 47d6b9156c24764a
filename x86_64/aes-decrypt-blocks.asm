dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aes-decrypt-blocks.asm -- AES decryption bitsliced in SSE2
C registers, eight blocks a turn.
C
C Why: as for aes-encrypt-blocks.asm, x86_64 without AES-NI and SSSE3
C ran the C twin four blocks at a time; CBC decryption, XTS and OCB
C decrypt through this function.  The equivalent inverse cipher on
C the bit planes of eight blocks, no table indexed by the data.  The
C last turn of fewer than eight blocks goes through a buffer in the
C frame, zeroed after them.  The circuit: x86_64/m4/aes-x86_64.m4 and
C doc/aes-sse2.md.

dnl void _symcrypt_aes_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                   size_t blocks, uint8_t *dst,
dnl                                   const uint8_t *src)
dnl KEYS: the decryption keys (the equivalent inverse cipher's).

INCLUDE_SRC(<x86_64/m4/aes-x86_64.m4>)dnl

dnl AES_SSE2_INV_ROUND(k): a round but the last on a state at drift K,
dnl leaving it at drift K - 1 (mod 4), the key at KP.  InvMixColumns
dnl finds a column's next row K - 1 columns on.
define(<AES_SSE2_INV_ROUND>, <AES_SSE2_INV_SUB_BYTES
	AES_SSE2_INV_MIX_COLUMNS(eval(($1 + 3) % 4))>)

dnl AES_SSE2_INV_FINAL_ROUND(k): the last round (no InvMixColumns) on a
dnl state at drift K (3 or 1), the result in place but for the key
dnl (the caller's, LAST_KEY).
define(<AES_SSE2_INV_FINAL_ROUND>, <AES_SSE2_INV_SUB_BYTES
	ifelse($1, 3, <
	C planes 0 .. 7: rows 1 and 3 two columns on (InvShiftRows and the rows left behind)
	ROWS13_BACK(%xmm1, %xmm2)
	ROWS13_BACK(%xmm0, %xmm1)
	ROWS13_BACK(%xmm4, %xmm0)
	ROWS13_BACK(%xmm12, %xmm3)
	ROWS13_BACK(%xmm5, %xmm4)
	ROWS13_BACK(%xmm11, %xmm5)
	ROWS13_BACK(%xmm15, %xmm6)
	ROWS13_BACK(%xmm10, %xmm7)
	movdqa	%xmm2, %xmm8
	movdqa	%xmm0, %xmm2
	movdqa	%xmm8, %xmm0>, <
	C the planes back to %xmm0 .. %xmm7
	movdqa	%xmm4, %xmm2
	movdqa	%xmm12, %xmm3
	movdqa	%xmm5, %xmm4
	movdqa	%xmm11, %xmm5
	movdqa	%xmm15, %xmm6
	movdqa	%xmm10, %xmm7
	movdqa	%xmm1, %xmm8
	movdqa	%xmm0, %xmm1
	movdqa	%xmm8, %xmm0>)>)

dnl AES_SSE2_INV_SUB_BYTES: InvSubBytes on the planes W0 .. W7 in
dnl %xmm0 .. %xmm7, carrying 0x63 from the round key before: Boyar and
dnl Peralta's middle layer (the inversion) between linear layers that
dnl take in the inverse affine map (doc/aes-sse2.md).  The result X0 ..
dnl X7 in %xmm1, %xmm0, %xmm4, %xmm12, %xmm5, %xmm11, %xmm15, %xmm10.
define(<AES_SSE2_INV_SUB_BYTES>, <
	C InvSubBytes: top linear layer, the inverse affine map and the circuit's (y0 in place of its U7)
	movdqa	%xmm4, %xmm8
	pxor	%xmm6, %xmm8	C y5 = W4 + W6
	movdqa	%xmm0, %xmm9
	pxor	%xmm1, %xmm9	C e0 = W0 + W1
	movdqa	%xmm3, %xmm10
	pxor	%xmm4, %xmm10	C y9 = W3 + W4
	movdqa	%xmm3, %xmm11
	pxor	%xmm6, %xmm11	C e1 = W3 + W6
	movdqa	%xmm8, %xmm12
	pxor	%xmm9, %xmm12	C y4 = y5 + e0
	movdqa	%xmm2, %xmm13
	pxor	%xmm7, %xmm13	C e2 = W2 + W7
	pxor	%xmm7, %xmm6	C y8 = W6 + W7
	movdqa	%xmm5, %xmm14
	pxor	%xmm8, %xmm14	C e3 = W5 + y5
	movdqa	%xmm9, %xmm15
	pxor	%xmm11, %xmm15	C y2 = e0 + e1
	movdqa	%xmm4, SPILL(0)
	movdqa	%xmm7, %xmm4
	pxor	%xmm8, %xmm4	C y6 = W7 + y5
	movdqa	%xmm8, SPILL(1)
	movdqa	%xmm1, %xmm8
	pxor	%xmm11, %xmm8	C e4 = W1 + e1
	pxor	%xmm7, %xmm11	C e5 = W7 + e1
	movdqa	%xmm7, SPILL(2)
	movdqa	%xmm3, %xmm7
	pxor	%xmm4, %xmm7	C y14 = W3 + y6
	movdqa	%xmm7, SPILL(3)
	movdqa	%xmm5, %xmm7
	pxor	%xmm12, %xmm7	C y7 = W5 + y4
	movdqa	%xmm7, SPILL(4)
	movdqa	%xmm5, %xmm7
	pxor	%xmm10, %xmm7	C y18 = W5 + y9
	movdqa	%xmm7, SPILL(5)
	movdqa	%xmm0, %xmm7
	pxor	%xmm14, %xmm7	C y21 = W0 + e3
	pxor	%xmm5, %xmm8	C y16 = W5 + e4
	movdqa	%xmm7, SPILL(6)
	movdqa	%xmm9, %xmm7
	pxor	%xmm6, %xmm7	C y12 = e0 + y8
	pxor	%xmm0, %xmm3	C y19 = W0 + W3
	pxor	%xmm10, %xmm1	C e6 = W1 + y9
	pxor	%xmm2, %xmm1	C y17 = W2 + e6
	pxor	%xmm0, %xmm11	C y10 = W0 + e5
	pxor	%xmm13, %xmm5	C y0 = W5 + e2
	movdqa	%xmm3, SPILL(7)
	movdqa	%xmm13, %xmm3
	pxor	%xmm15, %xmm3	C y20 = e2 + y2
	pxor	%xmm10, %xmm0	C y1 = W0 + y9
	movdqa	%xmm3, SPILL(8)
	movdqa	SPILL(0), %xmm3
	pxor	SPILL(2), %xmm3	C y3 = W4 + W7
	pxor	%xmm12, %xmm13	C y11 = y4 + e2
	pxor	%xmm10, %xmm9	C y13 = e0 + y9
	pxor	%xmm14, %xmm2	C y15 = W2 + e3
	C InvSubBytes: the middle layer, the inversion in GF(2^8)
	movdqa	%xmm7, %xmm14
	pand	%xmm2, %xmm14	C t2 = y12 x y15
	movdqa	%xmm7, SPILL(0)
	movdqa	%xmm3, %xmm7
	pand	%xmm4, %xmm7	C t3 = y3 x y6
	pxor	%xmm14, %xmm7	C t4 = t3 + t2
	movdqa	%xmm3, SPILL(2)
	movdqa	%xmm12, %xmm3
	pand	%xmm5, %xmm3	C t5 = y4 x y0
	pxor	%xmm14, %xmm3	C t6 = t5 + t2
	movdqa	%xmm9, %xmm14
	pand	%xmm8, %xmm14	C t7 = y13 x y16
	movdqa	%xmm9, SPILL(9)
	movdqa	%xmm0, %xmm9
	pand	SPILL(1), %xmm9	C t8 = y5 x y1
	pxor	%xmm14, %xmm9	C t9 = t8 + t7
	movdqa	%xmm12, SPILL(10)
	movdqa	%xmm15, %xmm12
	pand	SPILL(4), %xmm12	C t10 = y2 x y7
	pxor	%xmm14, %xmm12	C t11 = t10 + t7
	movdqa	%xmm10, %xmm14
	pand	%xmm13, %xmm14	C t12 = y9 x y11
	movdqa	%xmm10, SPILL(11)
	movdqa	%xmm1, %xmm10
	pand	SPILL(3), %xmm10	C t13 = y14 x y17
	pxor	%xmm14, %xmm10	C t14 = t13 + t12
	movdqa	%xmm15, SPILL(12)
	movdqa	%xmm6, %xmm15
	pand	%xmm11, %xmm15	C t15 = y8 x y10
	pxor	%xmm14, %xmm15	C t16 = t15 + t12
	pxor	%xmm10, %xmm7	C t17 = t4 + t14
	pxor	%xmm15, %xmm3	C t18 = t6 + t16
	pxor	%xmm10, %xmm9	C t19 = t9 + t14
	pxor	%xmm15, %xmm12	C t20 = t11 + t16
	pxor	SPILL(8), %xmm7	C t21 = t17 + y20
	pxor	SPILL(7), %xmm3	C t22 = t18 + y19
	pxor	SPILL(6), %xmm9	C t23 = t19 + y21
	pxor	SPILL(5), %xmm12	C t24 = t20 + y18
	movdqa	%xmm7, %xmm10
	pxor	%xmm3, %xmm10	C t25 = t21 + t22
	pand	%xmm9, %xmm7	C t26 = t21 x t23
	movdqa	%xmm12, %xmm14
	pxor	%xmm7, %xmm14	C t27 = t24 + t26
	movdqa	%xmm10, %xmm15
	pand	%xmm14, %xmm15	C t28 = t25 x t27
	pxor	%xmm3, %xmm15	C t29 = t28 + t22
	movdqa	%xmm6, SPILL(5)
	movdqa	%xmm9, %xmm6
	pxor	%xmm12, %xmm6	C t30 = t23 + t24
	pxor	%xmm7, %xmm3	C t31 = t22 + t26
	pand	%xmm6, %xmm3	C t32 = t31 x t30
	pxor	%xmm12, %xmm3	C t33 = t32 + t24
	pxor	%xmm3, %xmm9	C t34 = t23 + t33
	movdqa	%xmm14, %xmm6
	pxor	%xmm3, %xmm6	C t35 = t27 + t33
	pand	%xmm6, %xmm12	C t36 = t24 x t35
	pxor	%xmm12, %xmm9	C t37 = t36 + t34
	pxor	%xmm12, %xmm14	C t38 = t27 + t36
	pand	%xmm15, %xmm14	C t39 = t29 x t38
	pxor	%xmm14, %xmm10	C t40 = t25 + t39
	movdqa	%xmm10, %xmm6
	pxor	%xmm9, %xmm6	C t41 = t40 + t37
	movdqa	%xmm15, %xmm7
	pxor	%xmm3, %xmm7	C t42 = t29 + t33
	movdqa	%xmm15, %xmm12
	pxor	%xmm10, %xmm12	C t43 = t29 + t40
	movdqa	%xmm3, %xmm14
	pxor	%xmm9, %xmm14	C t44 = t33 + t37
	movdqa	%xmm11, SPILL(6)
	movdqa	%xmm7, %xmm11
	pxor	%xmm6, %xmm11	C t45 = t42 + t41
	pand	%xmm14, %xmm2	C z0 = t44 x y15
	pand	%xmm9, %xmm4	C z1 = t37 x y6
	pand	%xmm3, %xmm5	C z2 = t33 x y0
	pand	%xmm12, %xmm8	C z3 = t43 x y16
	pand	%xmm10, %xmm0	C z4 = t40 x y1
	movdqa	%xmm2, SPILL(7)
	movdqa	%xmm15, %xmm2
	pand	SPILL(4), %xmm2	C z5 = t29 x y7
	pand	%xmm7, %xmm13	C z6 = t42 x y11
	pand	%xmm11, %xmm1	C z7 = t45 x y17
	movdqa	%xmm8, SPILL(4)
	movdqa	%xmm6, %xmm8
	pand	SPILL(6), %xmm8	C z8 = t41 x y10
	pand	SPILL(0), %xmm14	C z9 = t44 x y12
	pand	SPILL(2), %xmm9	C z10 = t37 x y3
	pand	SPILL(10), %xmm3	C z11 = t33 x y4
	pand	SPILL(9), %xmm12	C z12 = t43 x y13
	pand	SPILL(1), %xmm10	C z13 = t40 x y5
	pand	SPILL(12), %xmm15	C z14 = t29 x y2
	pand	SPILL(11), %xmm7	C z15 = t42 x y9
	pand	SPILL(3), %xmm11	C z16 = t45 x y14
	pand	SPILL(5), %xmm6	C z17 = t41 x y8
	C InvSubBytes: bottom linear layer, the circuit's and the inverse affine map (plane i: bit i)
	pxor	%xmm7, %xmm13	C f0 = z6 + z15
	pxor	%xmm13, %xmm12	C f1 = z12 + f0
	pxor	%xmm12, %xmm11	C f2 = z16 + f1
	movdqa	%xmm13, SPILL(0)
	movdqa	%xmm8, %xmm13
	pxor	%xmm10, %xmm13	C f3 = z8 + z13
	pxor	%xmm0, %xmm4	C f4 = z1 + z4
	pxor	%xmm5, %xmm9	C f5 = z2 + z10
	movdqa	%xmm7, SPILL(1)
	movdqa	%xmm11, %xmm7
	pxor	%xmm13, %xmm7	C f6 = f2 + f3
	pxor	%xmm9, %xmm15	C f7 = z14 + f5
	pxor	%xmm10, %xmm1	C f8 = z7 + z13
	movdqa	%xmm2, %xmm10
	pxor	%xmm7, %xmm10	C f9 = z5 + f6
	pxor	SPILL(4), %xmm11	C f10 = z3 + f2
	pxor	%xmm6, %xmm14	C f11 = z9 + z17
	pxor	%xmm4, %xmm15	C f12 = f4 + f7
	pxor	%xmm1, %xmm0	C f13 = z4 + f8
	pxor	SPILL(4), %xmm13	C f14 = z3 + f3
	movdqa	%xmm3, %xmm1
	pxor	%xmm14, %xmm1	C f15 = z11 + f11
	pxor	%xmm9, %xmm2	C f16 = z5 + f5
	pxor	%xmm3, %xmm12	C f17 = z11 + f1
	pxor	%xmm7, %xmm5	C f18 = z2 + f6
	pxor	%xmm15, %xmm8	C f19 = z8 + f12
	pxor	SPILL(7), %xmm6	C f20 = z0 + z17
	pxor	SPILL(7), %xmm4	C f21 = z0 + f4
	pxor	%xmm13, %xmm14	C f22 = f11 + f14
	pxor	%xmm6, %xmm12	C f23 = f17 + f20
	pxor	SPILL(1), %xmm1	C X0 = z15 + f15
	pxor	SPILL(0), %xmm14	C f24 = f0 + f22
	pxor	%xmm10, %xmm4	C X2 = f9 + f21
	pxor	%xmm0, %xmm2	C f25 = f13 + f16
	pxor	%xmm11, %xmm0	C X1 = f10 + f13
	pxor	%xmm8, %xmm3	C f26 = z11 + f19
	pxor	%xmm2, %xmm12	C X3 = f23 + f25
	pxor	%xmm14, %xmm15	C X6 = f12 + f24
	pxor	SPILL(7), %xmm5	C X4 = z0 + f18
	pxor	SPILL(4), %xmm10	C X7 = z3 + f9
	pxor	%xmm3, %xmm11	C X5 = f10 + f26
>)

dnl AES_SSE2_INV_MIX_COLUMNS(c): InvMixColumns and the round key at KP
dnl on the planes X0 .. X7 that AES_SSE2_INV_SUB_BYTES leaves, on a
dnl state whose next row of a column is C columns on (mod 4): NEXT_ROW
dnl and TWO_ROWS_ON (x86_64/m4/aes-x86_64.m4).  It is MixColumns after
dnl X -> X + 4 (X + X two rows on); the result in %xmm0 .. %xmm7.
define(<AES_SSE2_INV_MIX_COLUMNS>, <
	C plane 6: U = X + (X two rows on)
	TWO_ROWS_ON($1, %xmm15, %xmm2)
	pxor	%xmm15, %xmm2
	C plane 7: U = X + (X two rows on)
	TWO_ROWS_ON($1, %xmm10, %xmm3)
	pxor	%xmm10, %xmm3
	movdqa	%xmm2, %xmm6
	pxor	%xmm3, %xmm6
	C plane 0: U = X + (X two rows on)
	TWO_ROWS_ON($1, %xmm1, %xmm7)
	pxor	%xmm1, %xmm7
	C plane 0: H = X + 4 U (U of planes 6)
	pxor	%xmm2, %xmm1
	C plane 1: U = X + (X two rows on)
	TWO_ROWS_ON($1, %xmm0, %xmm8)
	pxor	%xmm0, %xmm8
	C plane 1: H = X + 4 U (U of planes 6, 7)
	pxor	%xmm6, %xmm0
	C plane 2: H = X + 4 U (U of planes 0 and 7)
	pxor	%xmm4, %xmm7
	pxor	%xmm3, %xmm7
	C plane 2: U = X + (X two rows on)
	TWO_ROWS_ON($1, %xmm4, %xmm9)
	pxor	%xmm9, %xmm4
	C plane 3: H = X + 4 U (U of planes 1 and 6)
	pxor	%xmm12, %xmm8
	pxor	%xmm2, %xmm8
	C plane 3: U = X + (X two rows on)
	TWO_ROWS_ON($1, %xmm12, %xmm2)
	pxor	%xmm2, %xmm12
	C plane 4: H = X + 4 U (U of planes 2 and 6, 7)
	pxor	%xmm5, %xmm4
	pxor	%xmm6, %xmm4
	C plane 4: U = X + (X two rows on)
	TWO_ROWS_ON($1, %xmm5, %xmm2)
	pxor	%xmm2, %xmm5
	C plane 5: H = X + 4 U (U of planes 3 and 7)
	pxor	%xmm11, %xmm12
	pxor	%xmm3, %xmm12
	C plane 5: U = X + (X two rows on)
	TWO_ROWS_ON($1, %xmm11, %xmm2)
	pxor	%xmm2, %xmm11
	C plane 6: H = X + 4 U (U of planes 4)
	pxor	%xmm5, %xmm15
	C plane 7: H = X + 4 U (U of planes 5)
	pxor	%xmm11, %xmm10
	C plane 7: N, the next row, and T = H + N
	NEXT_ROW($1, %xmm10, %xmm3, %xmm2)
	pxor	%xmm3, %xmm10
	C plane 0: N, the next row, and T = H + N
	NEXT_ROW($1, %xmm1, %xmm5, %xmm2)
	pxor	%xmm5, %xmm1
	C plane 0: MixColumns, N + (T two rows on) + T of plane 7, and the round key
	TWO_ROWS_ON($1, %xmm1, %xmm2)
	pxor	%xmm2, %xmm5
	pxor	%xmm10, %xmm5
	pxor	KEY(0), %xmm5
	C plane 1: N, the next row, and T = H + N
	NEXT_ROW($1, %xmm0, %xmm6, %xmm2)
	pxor	%xmm6, %xmm0
	C plane 1: MixColumns, N + (T two rows on) + T of plane 0 and 7, and the round key
	TWO_ROWS_ON($1, %xmm0, %xmm2)
	pxor	%xmm2, %xmm6
	pxor	%xmm1, %xmm6
	pxor	%xmm10, %xmm6
	pxor	KEY(1), %xmm6
	C plane 2: N, the next row, and T = H + N
	NEXT_ROW($1, %xmm7, %xmm2, %xmm1)
	pxor	%xmm2, %xmm7
	C plane 2: MixColumns, N + (T two rows on) + T of plane 1, and the round key
	TWO_ROWS_ON($1, %xmm7, %xmm1)
	pxor	%xmm1, %xmm2
	pxor	%xmm0, %xmm2
	pxor	KEY(2), %xmm2
	C plane 3: N, the next row, and T = H + N
	NEXT_ROW($1, %xmm8, %xmm1, %xmm0)
	pxor	%xmm1, %xmm8
	C plane 3: MixColumns, N + (T two rows on) + T of plane 2 and 7, and the round key
	TWO_ROWS_ON($1, %xmm8, %xmm0)
	pxor	%xmm0, %xmm1
	pxor	%xmm7, %xmm1
	pxor	%xmm10, %xmm1
	pxor	KEY(3), %xmm1
	C plane 4: N, the next row, and T = H + N
	NEXT_ROW($1, %xmm4, %xmm7, %xmm0)
	pxor	%xmm7, %xmm4
	C plane 4: MixColumns, N + (T two rows on) + T of plane 3 and 7, and the round key
	TWO_ROWS_ON($1, %xmm4, %xmm0)
	pxor	%xmm0, %xmm7
	pxor	%xmm8, %xmm7
	pxor	%xmm10, %xmm7
	pxor	KEY(4), %xmm7
	C plane 5: N, the next row, and T = H + N
	NEXT_ROW($1, %xmm12, %xmm8, %xmm0)
	pxor	%xmm8, %xmm12
	C plane 5: MixColumns, N + (T two rows on) + T of plane 4, and the round key
	TWO_ROWS_ON($1, %xmm12, %xmm0)
	pxor	%xmm0, %xmm8
	pxor	%xmm4, %xmm8
	pxor	KEY(5), %xmm8
	C plane 6: N, the next row, and T = H + N
	NEXT_ROW($1, %xmm15, %xmm4, %xmm0)
	pxor	%xmm4, %xmm15
	C plane 6: MixColumns, N + (T two rows on) + T of plane 5, and the round key
	TWO_ROWS_ON($1, %xmm15, %xmm0)
	pxor	%xmm0, %xmm4
	pxor	%xmm12, %xmm4
	pxor	KEY(6), %xmm4
	C plane 7: MixColumns, N + (T two rows on) + T of plane 6, and the round key
	TWO_ROWS_ON($1, %xmm10, %xmm10)
	pxor	%xmm10, %xmm3
	pxor	%xmm15, %xmm3
	pxor	KEY(7), %xmm3
	C the planes back to %xmm0 .. %xmm7
	movdqa	%xmm5, %xmm0
	movdqa	%xmm8, %xmm5
	movdqa	%xmm6, %xmm8
	movdqa	%xmm4, %xmm6
	movdqa	%xmm7, %xmm4
	movdqa	%xmm3, %xmm7
	movdqa	%xmm1, %xmm3
	movdqa	%xmm8, %xmm1>)

	.file "aes-decrypt-blocks.asm"

AES_SSE2_BLOCKS(_symcrypt_aes_decrypt_blocks, dec)
AES_SSE2_RODATA
