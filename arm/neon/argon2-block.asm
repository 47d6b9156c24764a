dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/argon2-block.asm -- Argon2's block function G (RFC 9106,
C 3.5), NEON's 64-bit lanes.

C void _symcrypt_argon2_block(uint64_t *out, const uint64_t *x,
C                             const uint64_t *y, unsigned xor_out)
C src/functions.def has the contract.  Needs NEON (ARMv7-A, e.g.
C Cortex-A9).
C
C Why: gcc's C works on the 64-bit words in halves on a 32-bit core,
C and each product 2 lo(a) lo(b) is a umull and its additions with
C carries.  Here a row of P's 4 x 4 state is two q registers (words 0-1
C and 2-3), so the four G of a step run side by side.  The products:
C vmovn.i64 takes the low halves of a register's two words into a d
C register, and vmlal.u32 adds each 32 x 32 -> 64-bit product twice.
C Rotations: by 32 vrev64.32, by 24 and 16 vext.8 of a d register with
C itself, by 63 vadd and vsra.  For the diagonal step vext.64 turns
C rows b and d by a word into BT and DT, and row c swaps its registers'
C roles, as in arm64/argon2-block.asm.
C
C A row of the block is eight 16-byte pieces, and so is a column (one
C piece of each row, 128 bytes apart).  R = X ^ Y goes to OUT (XORed
C into it with XOR_OUT) as each row is read; P of each row goes to a
C frame of 1 KiB on the stack; P of each column of the frame is XORed
C into OUT; the frame is cleared before the return.  OUT may be X or Y:
C each row is read before it is written.  q4-q7 (d8-d15, which the
C caller keeps) are not used.
C
C Measured (qemu-arm 7.2 -cpu cortex-a9, guest instructions a block,
C doc/argon2.md): 2686 against the C twin's 12528, 2806 against 13806
C when XORed into OUT.  P is 132: a step is 62 (four additions of 10,
C 8 XORs, 2 for the rotation by 32, 4 each for 24 and 16, 4 for 63),
C the turns 8.

	ARCH_NEON

define(<OUT>, <r0>)
define(<X>, <r1>)
define(<Y>, <r2>)
define(<XOR_OUT>, <r3>)
define(<FRAME>, <r4>)		C the frame's row, then its column
define(<COUNT>, <r5>)		C the rows or columns left
define(<STRIDE>, <r6>)		C 128: from a row of the block to the next
define(<P>, <r7>)		C a piece of a column

dnl Registers by q number: Q(n), its halves LO(n) and HI(n).
define(<Q>, <q$1>)
define(<LO>, <d<>eval(2 * ($1))>)
define(<HI>, <d<>eval(2 * ($1) + 1)>)

dnl P's rows a, b, c, d: words 0-1 in the first q register, 2-3 in the
dnl second.  q0 and q1 are temporaries, q2 and q3 BT and DT.
define(<A0>, <8>)
define(<A1>, <9>)
define(<B0>, <10>)
define(<B1>, <11>)
define(<C0>, <12>)
define(<C1>, <13>)
define(<D0>, <14>)
define(<D1>, <15>)
define(<BT>, <2>)
define(<DT>, <3>)

dnl FBLA(a0, a1, b0, b1): the row a += b + 2 lo(a) lo(b), word by word.
define(<FBLA>, <
	vmovn.i64 d0, Q($1)
	vmovn.i64 d1, Q($2)
	vmovn.i64 d2, Q($3)
	vmovn.i64 d3, Q($4)
	vadd.i64 Q($1), Q($1), Q($3)
	vadd.i64 Q($2), Q($2), Q($4)
	vmlal.u32 Q($1), d0, d2
	vmlal.u32 Q($1), d0, d2
	vmlal.u32 Q($2), d1, d3
	vmlal.u32 Q($2), d1, d3>)

dnl ROTR8(n, bytes): both words of q register N rotated right by BYTES
dnl bytes.
define(<ROTR8>, <
	vext.8	LO($1), LO($1), LO($1), #$2
	vext.8	HI($1), HI($1), HI($1), #$2>)

dnl STEP(a0, a1, b0, b1, c0, c1, d0, d1): the four G of a step.
define(<STEP>, <FBLA($1, $2, $3, $4)
	veor	Q($7), Q($7), Q($1)
	veor	Q($8), Q($8), Q($2)
	vrev64.32 Q($7), Q($7)			C d = (d ^ a) rotated right by 32
	vrev64.32 Q($8), Q($8)<>FBLA($5, $6, $7, $8)
	C b = (b ^ c) rotated right by 24
	veor	Q($3), Q($3), Q($5)
	veor	Q($4), Q($4), Q($6)<>ROTR8($3, 3)<>ROTR8($4, 3)<>FBLA($1, $2, $3, $4)
	C d = (d ^ a) rotated right by 16
	veor	Q($7), Q($7), Q($1)
	veor	Q($8), Q($8), Q($2)<>ROTR8($7, 2)<>ROTR8($8, 2)<>FBLA($5, $6, $7, $8)
	C b = (b ^ c) rotated right by 63
	veor	q0, Q($3), Q($5)
	vadd.i64 Q($3), q0, q0
	vsra.u64 Q($3), q0, #63
	veor	q0, Q($4), Q($6)
	vadd.i64 Q($4), q0, q0
	vsra.u64 Q($4), q0, #63>)

dnl PERMUTE: P on q8-q15, the column step, then the diagonal step on b
dnl turned a word left (b1 b2, b3 b0) in BT and B1, c turned two (C1,
dnl C0), d turned a word right (d3 d0, d1 d2) in DT and D1; then b and
dnl d turn back.
define(<PERMUTE>, <STEP(A0, A1, B0, B1, C0, C1, D0, D1)
	vext.64	Q(BT), Q(B0), Q(B1), #1
	vext.64	Q(B1), Q(B1), Q(B0), #1
	vext.64	Q(DT), Q(D1), Q(D0), #1
	vext.64	Q(D1), Q(D0), Q(D1), #1<>STEP(A0, A1, BT, B1, C1, C0, DT, D1)
	vext.64	Q(B0), Q(B1), Q(BT), #1
	vext.64	Q(B1), Q(BT), Q(B1), #1
	vext.64	Q(D0), Q(DT), Q(D1), #1
	vext.64	Q(D1), Q(D1), Q(DT), #1>)

PROLOGUE(_symcrypt_argon2_block)
	PUSH(r4, r5, r6, r7)
	sub	sp, sp, #1024

	C Row k (words 16k .. 16k + 15): R into OUT, P(R) into the frame.
	mov	FRAME, sp
	mov	COUNT, #8
.Lrows:
	vld1.64	{d16, d17, d18, d19}, [X]!
	vld1.64	{d20, d21, d22, d23}, [X]!
	vld1.64	{d0, d1, d2, d3}, [Y]!
	vld1.64	{d4, d5, d6, d7}, [Y]!
	veor	q8, q8, q0
	veor	q9, q9, q1
	veor	q10, q10, q2
	veor	q11, q11, q3
	vld1.64	{d24, d25, d26, d27}, [X]!
	vld1.64	{d28, d29, d30, d31}, [X]!
	vld1.64	{d0, d1, d2, d3}, [Y]!
	vld1.64	{d4, d5, d6, d7}, [Y]!
	veor	q12, q12, q0
	veor	q13, q13, q1
	veor	q14, q14, q2
	veor	q15, q15, q3
	cmp	XOR_OUT, #0
	beq	.Lstore
	C OUT ^= R, half a row at a time
	vld1.64	{d0, d1, d2, d3}, [OUT]!
	vld1.64	{d4, d5, d6, d7}, [OUT]
	sub	OUT, OUT, #32
	veor	q0, q0, q8
	veor	q1, q1, q9
	veor	q2, q2, q10
	veor	q3, q3, q11
	vst1.64	{d0, d1, d2, d3}, [OUT]!
	vst1.64	{d4, d5, d6, d7}, [OUT]!
	vld1.64	{d0, d1, d2, d3}, [OUT]!
	vld1.64	{d4, d5, d6, d7}, [OUT]
	sub	OUT, OUT, #32
	veor	q0, q0, q12
	veor	q1, q1, q13
	veor	q2, q2, q14
	veor	q3, q3, q15
	vst1.64	{d0, d1, d2, d3}, [OUT]!
	vst1.64	{d4, d5, d6, d7}, [OUT]!
	b	.Lstored
.Lstore:
	vst1.64	{d16, d17, d18, d19}, [OUT]!
	vst1.64	{d20, d21, d22, d23}, [OUT]!
	vst1.64	{d24, d25, d26, d27}, [OUT]!
	vst1.64	{d28, d29, d30, d31}, [OUT]!
.Lstored:
	PERMUTE
	vst1.64	{d16, d17, d18, d19}, [FRAME]!
	vst1.64	{d20, d21, d22, d23}, [FRAME]!
	vst1.64	{d24, d25, d26, d27}, [FRAME]!
	vst1.64	{d28, d29, d30, d31}, [FRAME]!
	subs	COUNT, COUNT, #1
	bne	.Lrows

	C Column k: the pieces at byte 16k of the frame's rows 0 .. 7;
	C their P XORed into OUT's.
	sub	OUT, OUT, #1024
	mov	FRAME, sp
	mov	COUNT, #8
	mov	STRIDE, #128
.Lcolumns:
	mov	P, FRAME
forloop(<i>, 8, 15, <
	vld1.64	{LO(i), HI(i)}, [P], STRIDE>)
	PERMUTE
	mov	P, OUT
forloop(<i>, 8, 15, <
	vld1.64	{d0, d1}, [P]
	veor	q0, q0, Q(i)
	vst1.64	{d0, d1}, [P], STRIDE>)
	add	OUT, OUT, #16
	add	FRAME, FRAME, #16
	subs	COUNT, COUNT, #1
	bne	.Lcolumns

	C The frame held P of the rows, derived from the password:
	C cleared.
	vmov.i8	q0, #0
	vmov.i8	q1, #0
	mov	FRAME, sp
forloop(<i>, 0, 31, <
	vst1.64	{d0, d1, d2, d3}, [FRAME]!>)
	add	sp, sp, #1024
	POP(r4, r5, r6, r7)
	bx	lr
EPILOGUE(_symcrypt_argon2_block)
