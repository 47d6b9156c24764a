dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/ghash-blocks.asm -- GHASH (SP 800-38D, 6.4) with NEON's
C 8 x 8-bit polynomial products (VMULL.P8), eight blocks a reduction.

C void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
C                             size_t blocks, const uint8_t *data)
C The 16-byte STATE becomes the hash of BLOCKS more blocks at DATA
C under the key whose powers H^1 .. H^8 are POWERS (src/aes/ghash.c is the
C C twin and says how the bits are ordered).
C
C Why: 32-bit ARM has no 64-bit carry-less product (the AArch32 PMULL
C belongs to the ARMv8 crypto extension), and the C twin builds one
C from integer multiplies on masked operands.  NEON's VMULL.P8 makes
C eight 16-bit products of bytes at once.  A 64 x 64-bit product is
C eight of them (Camara, Gouvea, Lopez and Dahab, "Fast software
C polynomial multiplication on ARM processors using the NEON engine",
C CD-ARES 2013): with A_c and B_c the operands turned by c bytes
C (VEXT), A B_c and A_c B hold in lane k the byte products whose place
C is 8 c bits above the lane's (products of bytes c apart); those
C that passed the top byte (the top c lanes) belong 64 bits lower.
C The product is
C   A B + F1(A B_1 + A_1 B) + F2(A B_2 + A_2 B) + F3(A B_3 + A_3 B)
C       + F4(A B_4),
C where Fc moves the top c lanes down by 64 bits and shifts the whole
C up by 8 c bits.  The Fc are linear, so over a group of blocks this
C file adds the five parts of each product unreduced, and applies the
C Fc once a group.  A 128 x 128-bit product is three such (Karatsuba:
C high halves, low halves, their sums), and the group's sum is reduced
C once, as the C twin does:
C   Y = (Y + X1) H^n + X2 H^(n-1) + ... + Xn H,  n = 8 (or what is left).
C Five accumulators for each of the three products would not fit in
C the sixteen q registers, so the group is gone over three times, one
C Karatsuba part at a time, from a copy of its blocks byte-reversed
C (and their half sums) on the stack.
C
C The powers of H turned by 0 to 4 bytes, for each of the three
C parts, are written to the stack once a call (a table indexed by the
C block's place in the group, never by data) and wiped at the end,
C with the copy of the blocks.  No address or branch depends on the
C key or the data.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions a byte, GMAC of
C 16 KiB, gcc 12 -O2, November 2026; doc/aes-arm.md):
C   this file (ghash_blocks alone 5.53)     6.34
C   the C twin                             86.72
C   OpenSSL 3.0.20 ghash-armv4 NEON         8.67

	ARCH_NEON

define(<POWERS>, <r0>)
define(<STATE>, <r1>)
define(<BLOCKS>, <r2>)
define(<DATA>, <r3>)
define(<N>, <r4>)	C the blocks of this group, 1 to 8 (-16 while the
			C table is written)
define(<CNT>, <r5>)
define(<ABASE>, <r6>)	C the group's first block in the copy
define(<TBASE>, <r7>)	C its power in the table
define(<STEP32>, <r8>)
define(<TP1>, <r9>)	C part 1's table while it is written or wiped
define(<AP>, <r10>)
define(<TP>, <r12>)
define(<FIRST>, <r11>)	C the first group's size: the slots to wipe

C The stack: the copy of a group, 32 bytes a block (its high half,
C low half and their sum, 8 bytes each), then the table, for each
C part 320 bytes: 40 a power (the power's half, or the sum of its
C halves, and its turns by 1 to 4 bytes).  Slot p (0 to 7) holds the
C block that meets H^(8 - p): a group of n blocks takes slots 8 - n
C to 7.
define(<TABLE>, <256>)
define(<PART_TABLE>, <320>)
define(<LOCALS>, <1216>)

define(<A0>, <d0>)	C the block's operand, and turned by 1 to 3 bytes
define(<A1>, <d1>)
define(<A2>, <d2>)
define(<A3>, <d3>)
define(<B0>, <d16>)	C the power's operand, and turned by 1 to 4 bytes
define(<B1>, <d17>)
define(<B2>, <d18>)
define(<B3>, <d19>)
define(<B4>, <d20>)
define(<T0>, <q2>)
define(<T1>, <q3>)
C The five sums of one Karatsuba part: products of bytes 0 to 4 apart.
define(<S0>, <q11>)
define(<S1>, <q12>)
define(<S2>, <q13>)
define(<S3>, <q14>)
define(<S4>, <q15>)
define(<RH>, <q4>)	C the group's products: high halves,
define(<RL>, <q5>)	C low halves,
define(<RM>, <q6>)	C sums
define(<Y>, <q7>)	C the state, high word in d14

C PART(first): one block's share of a part: its operand A (8 bytes of
C the copy) times the power's B (five from the table), added to S0 ..
C S4; the first block of a group writes them.
define(<PART>, <
	vld1.64	{A0}, [AP], STEP32
	vldm	TP!, {B0, B1, B2, B3, B4}
	vext.8	A1, A0, A0, #1
	ifelse($1, first, <
	vmull.p8	S0, A0, B0
	vext.8	A2, A0, A0, #2
	vmull.p8	S1, A0, B1
	vext.8	A3, A0, A0, #3
	vmull.p8	T0, A1, B0
	vmull.p8	S2, A0, B2
	veor	S1, S1, T0
	vmull.p8	T1, A2, B0
	vmull.p8	S3, A0, B3
	veor	S2, S2, T1
	vmull.p8	T0, A3, B0
	vmull.p8	S4, A0, B4
	veor	S3, S3, T0>, <
	vmull.p8	T0, A0, B0
	vext.8	A2, A0, A0, #2
	vmull.p8	T1, A0, B1
	veor	S0, S0, T0
	vext.8	A3, A0, A0, #3
	vmull.p8	T0, A1, B0
	veor	S1, S1, T1
	vmull.p8	T1, A0, B2
	veor	S1, S1, T0
	vmull.p8	T0, A2, B0
	veor	S2, S2, T1
	vmull.p8	T1, A0, B3
	veor	S2, S2, T0
	vmull.p8	T0, A3, B0
	veor	S3, S3, T1
	vmull.p8	T1, A0, B4
	veor	S3, S3, T0
	veor	S4, S4, T1>)>)

C JOIN(r): R = S0 + F1(S1) + F2(S2) + F3(S3) + F4(S4).  Fc: the top c
C lanes of the high half go to the low half (XOR both halves, then
C XOR back the high half's other lanes), then the whole moves up c
C bytes (the top bytes are zero by then).
define(<JOIN>, <
	vmov.i64	d0, #0x0000ffffffffffff
	vmov.i64	d1, #0x00000000ffffffff
	vmov.i64	d2, #0x000000000000ffff
	veor	d24, d24, d25
	vand	d25, d25, d0
	veor	d24, d24, d25
	veor	d26, d26, d27
	vand	d27, d27, d1
	veor	d26, d26, d27
	veor	d28, d28, d29
	vand	d29, d29, d2
	veor	d28, d28, d29
	veor	d30, d30, d31
	vmov.i64	d31, #0
	vext.8	S1, S1, S1, #15
	vext.8	S2, S2, S2, #14
	vext.8	S3, S3, S3, #13
	vext.8	S4, S4, S4, #12
	veor	S0, S0, S1
	veor	S2, S2, S3
	veor	$1, S0, S4
	veor	$1, $1, S2>)

C PASS(part, r): the products of part PART (0 high halves, 1 low, 2
C sums) of the group's blocks with their powers, summed, to R.
define(<PASS>, <
	add	AP, ABASE, #eval(8 * $1)
	add	TP, TBASE, #eval(PART_TABLE * $1)
	PART(first)
	subs	CNT, N, #1
	beq	2f
1:	PART()
	subs	CNT, CNT, #1
	bne	1b
2:	JOIN($2)>)

C TURNS(d, p): D and its turns by 1 to 4 bytes to the table at P.
define(<TURNS>, <
	vmov	B0, $1
	vext.8	B1, $1, $1, #1
	vext.8	B2, $1, $1, #2
	vext.8	B3, $1, $1, #3
	vext.8	B4, $1, $1, #4
	vstm	$2!, {B0, B1, B2, B3, B4}>)

PROLOGUE(_symcrypt_ghash_blocks)
	cmp	BLOCKS, #0
	bxeq	lr
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	sub	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset LOCALS>)
	mov	STEP32, #32
	vld1.8	{d14, d15}, [STATE]
	vrev64.8	Y, Y

	C The table: the first group's powers H^n .. H^1 to slots 8 - n
	C to 7, each byte-reversed into its high and low halves (as the
	C blocks are) and their sum, each with its turns.
	cmp	BLOCKS, #8
	movhs	FIRST, #8
	movlo	FIRST, BLOCKS
	rsb	CNT, FIRST, #8
	add	TP, sp, #TABLE
	add	CNT, CNT, CNT, lsl #2
	add	TP, TP, CNT, lsl #3
	add	TP1, TP, #PART_TABLE
	add	AP, TP, #eval(2 * PART_TABLE)
	sub	CNT, FIRST, #1
	add	POWERS, POWERS, CNT, lsl #4
	mvn	N, #15			C -16
	mov	CNT, FIRST
.Lpower:
	vld1.8	{d0, d1}, [POWERS], N
	vrev64.8	q0, q0
	veor	d2, d0, d1
	TURNS(d0, TP)
	TURNS(d1, TP1)
	TURNS(d2, AP)
	subs	CNT, CNT, #1
	bne	.Lpower

.Lgroup:
	cmp	BLOCKS, #8
	movhs	N, #8
	movlo	N, BLOCKS
	sub	BLOCKS, BLOCKS, N
	rsb	CNT, N, #8
	add	ABASE, sp, CNT, lsl #5
	add	TBASE, sp, #TABLE
	add	CNT, CNT, CNT, lsl #2
	add	TBASE, TBASE, CNT, lsl #3

	C The copy: each block byte-reversed, so that d0 is its high
	C word and d1 its low word (as numbers), and their sum; the
	C state is added to the first.
	mov	AP, ABASE
	mov	CNT, N
	vld1.8	{d0, d1}, [DATA]!
	vrev64.8	q0, q0
	veor	q0, q0, Y
	b	2f
1:	vld1.8	{d0, d1}, [DATA]!
	vrev64.8	q0, q0
2:	veor	d2, d0, d1
	vst1.64	{d0, d1, d2}, [AP], STEP32
	subs	CNT, CNT, #1
	bne	1b

	PASS(0, RH)
	PASS(1, RL)
	PASS(2, RM)

	C Karatsuba: the middle product is RM + RH + RL.  The 256-bit sum
	C z0 (top) .. z3 is then d9, d8, d11, d10.
	veor	RM, RM, RH
	veor	RM, RM, RL
	veor	d11, d11, d12
	veor	d8, d8, d13
	C Shifted left by one bit (the operands' bits are reversed).
	vshr.u64	q0, RL, #63
	vshr.u64	d2, d8, #63
	vshl.i64	RL, RL, #1
	vshl.i64	RH, RH, #1
	veor	d11, d11, d0
	veor	d8, d8, d1
	veor	d9, d9, d2
	C Reduced as in src/aes/ghash.c: z3 (d10) folds into z2 (left
	C shifts by 63, 62, 57) and z1 (itself and right shifts by 1, 2,
	C 7); then z2 into z1 and z0 the same way.
	vshl.i64	d0, d10, #63
	vshl.i64	d1, d10, #62
	vshl.i64	d2, d10, #57
	veor	d0, d0, d1
	veor	d11, d11, d2
	veor	d11, d11, d0
	vshr.u64	q0, RL, #1
	vshr.u64	q1, RL, #2
	vshr.u64	q8, RL, #7
	veor	RH, RH, RL
	veor	q0, q0, q1
	veor	RH, RH, q8
	veor	RH, RH, q0
	vshl.i64	d0, d11, #63
	vshl.i64	d1, d11, #62
	vshl.i64	d2, d11, #57
	veor	d0, d0, d1
	veor	d8, d8, d2
	veor	d8, d8, d0
	vmov	d14, d9
	vmov	d15, d8
	cmp	BLOCKS, #0
	bne	.Lgroup

	vrev64.8	q0, Y
	vst1.8	{d0, d1}, [STATE]
	C Wipe the slots used: FIRST blocks of the copy and of the table.
	vmov.i8	q0, #0
	vmov.i8	q1, #0
	vmov.i8	d4, #0
	rsb	CNT, FIRST, #8
	add	AP, sp, CNT, lsl #5
	add	TP, sp, #TABLE
	add	CNT, CNT, CNT, lsl #2
	add	TP, TP, CNT, lsl #3
	add	TP1, TP, #PART_TABLE
	add	TBASE, TP, #eval(2 * PART_TABLE)
.Lwipe:
	vst1.64	{d0, d1, d2, d3}, [AP]!
	vstm	TP!, {d0, d1, d2, d3, d4}
	vstm	TP1!, {d0, d1, d2, d3, d4}
	vstm	TBASE!, {d0, d1, d2, d3, d4}
	subs	FIRST, FIRST, #1
	bne	.Lwipe
	add	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset -LOCALS>)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_ghash_blocks)
