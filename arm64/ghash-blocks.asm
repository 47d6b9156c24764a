dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/ghash-blocks.asm -- GHASH (SP 800-38D, 6.4) with the base
C ASIMD 8 x 8-bit polynomial products (PMULL and PMULL2 on bytes),
C eight blocks a reduction, for AArch64 CPUs without the 64-bit PMULL.

C void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
C                             size_t blocks, const uint8_t *data)
C The 16-byte STATE becomes the hash of BLOCKS more blocks at DATA
C under the key whose powers H^1 .. H^8 are POWERS (src/aes/ghash.c is the
C C twin and says how the bits are ordered; with the 64-bit PMULL,
C arm64/pmull).
C
C Why: the 64-bit carry-less product (PMULL .1q) belongs to the crypto
C extension; the C twin builds one from integer multiplies on masked
C operands.  The byte form of PMULL is in every AArch64 CPU.  The
C method is the one of arm/neon/ghash-blocks.asm (doc/aes-arm.md;
C Camara, Gouvea, Lopez and Dahab, CD-ARES 2013): a 64 x 64-bit
C product is
C   A B + F1(A B_1 + A_1 B) + F2(A B_2 + A_2 B) + F3(A B_3 + A_3 B)
C       + F4(A B_4),
C with X_c the operand turned by c bytes and Fc moving the top c
C 16-bit lanes down by 64 bits and the whole up by c bytes; the Fc are
C linear, so each is applied once a group of eight blocks to the sums
C of their products with the powers H^8 .. H^1.  Karatsuba makes a
C 128-bit product three 64-bit ones, and the group's sum is shifted by
C one bit and reduced once, with shifts, as the C twin does.
C
C What AArch64 changes: a block's two halves sit in one register
C (byte-reversed by REV64: the high word in the low lane), PMULL
C multiplies the high halves and PMULL2 the low ones, and one TBL turns
C both halves at once; with 32 registers the fifteen sums of a group
C (five for each Karatsuba part) stay in registers, so the blocks are
C read once, with no copy.  The powers' turns by 0 to 4 bytes, and those
C of the sums of their halves, are a table on the stack written once a
C call (slot p for H^(8 - p), indexed by the block's place in its group,
C never by data) and wiped before the return.  No address or branch
C depends on the key or the data.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions a byte,
C GMAC of 16 KiB, gcc 12 -O2, 2026-11-26; doc/aes-arm64.md):
C   this file                               5.27
C   the C twin                             25.37
C   OpenSSL 3.0.20 with NEON only          26.05

	.file "ghash-blocks.asm"
	ARCH_BASE

define(<POWERS>, <x0>)
define(<STATE>, <x1>)
define(<BLOCKS>, <x2>)
define(<DATA>, <x3>)
define(<N>, <x4>)	C the blocks of this group, 1 to 8
define(<CNT>, <x5>)
define(<TP>, <x6>)	C the next slot of the table
define(<FIRST>, <x7>)	C the first group's size: the slots written
define(<TMP>, <x8>)
define(<CONSTS>, <x9>)

C The stack: the table, 160 bytes a slot: the power's halves (high in
C the low lane) and their turns by 1 to 4 bytes, then the sum of its
C halves (low 8 bytes) and its turns.
define(<SLOT>, <160>)
define(<LOCALS>, <1280>)

define(<A>, <v0>)	C the block, and turned by 1 to 3 bytes
define(<A1>, <v1>)
define(<A2>, <v2>)
define(<A3>, <v3>)
define(<M>, <v4>)	C the sum of its halves
define(<T0>, <v5>)
define(<T1>, <v6>)
define(<Y>, <v7>)	C the state, high word in the low lane
define(<B0>, <v16>)	C the power, and turned by 1 to 4 bytes
define(<B1>, <v17>)
define(<B2>, <v18>)
define(<B3>, <v19>)
define(<B4>, <v20>)
C The TBL indices of the turns by 1, 2 and 3 bytes (each half alone).
define(<I1>, <v21>)
define(<I2>, <v22>)
define(<I3>, <v23>)
C The group's sums, products of bytes 0 to 4 apart: of the high halves,
C the low halves, and the sums of halves.
define(<H0>, <v24>)
define(<H1>, <v25>)
define(<H2>, <v26>)
define(<H3>, <v27>)
define(<H4>, <v28>)
define(<L0>, <v8>)
define(<L1>, <v9>)
define(<L2>, <v10>)
define(<L3>, <v11>)
define(<L4>, <v12>)
define(<S0>, <v13>)
define(<S1>, <v14>)
define(<S2>, <v15>)
define(<S3>, <v29>)
define(<S4>, <v30>)

C PRODUCT(a, b, c): the products of the packed halves A and B added to
C the sums Hc (high halves, PMULL) and Lc (low halves, PMULL2).
define(<PRODUCT>, <
	pmull	T0.8h, $1.8b, $2.8b
	pmull2	T1.8h, $1.16b, $2.16b
	eor	H$3.16b, H$3.16b, T0.16b
	eor	L$3.16b, L$3.16b, T1.16b>)

C MPRODUCT(a, b, c): the product of the sums of halves A and B (low 8
C bytes) added to Sc.
define(<MPRODUCT>, <
	pmull	T0.8h, $1.8b, $2.8b
	eor	S$3.16b, S$3.16b, T0.16b>)

C FOLD(s, c, mask): Fc on S, with MASK the top c lanes of the high
C half.  Clobbers T0.
define(<FOLD>, <
	and	T0.16b, $1.16b, $3.16b
	eor	$1.16b, $1.16b, T0.16b
	ext	T0.16b, T0.16b, T0.16b, #8
	eor	$1.16b, $1.16b, T0.16b
	ext	$1.16b, $1.16b, $1.16b, #eval(16 - $2)>)

C JOIN(r, s): R = s0 + F1(s1) + F2(s2) + F3(s3) + F4(s4), the masks in
C v16 .. v19.
define(<JOIN>, <
	FOLD(indir(<$2>1), 1, v16)
	FOLD(indir(<$2>2), 2, v17)
	FOLD(indir(<$2>3), 3, v18)
	FOLD(indir(<$2>4), 4, v19)
	eor	$1.16b, indir(<$2>0).16b, indir(<$2>1).16b
	eor	T1.16b, indir(<$2>2).16b, indir(<$2>3).16b
	eor	$1.16b, $1.16b, indir(<$2>4).16b
	eor	$1.16b, $1.16b, T1.16b>)

	.text
	.p2align 4
.Lconsts:
	C TBL indices: each 8-byte half turned by 1 to 4 bytes (byte k
	C takes byte k + c of its half, modulo 8).
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
	.byte	4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11
	C The masks of FOLD: the top 1 to 4 16-bit lanes.
	.quad	0, 0xffff000000000000
	.quad	0, 0xffffffff00000000
	.quad	0, 0xffffffffffff0000
	.quad	0, 0xffffffffffffffff

PROLOGUE(_symcrypt_ghash_blocks)
	cbz	BLOCKS, .Lreturn
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	sub	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset LOCALS>)
	adr	CONSTS, .Lconsts
	ld1	{v21.16b, v22.16b, v23.16b, v24.16b}, [CONSTS]
	ld1	{Y.16b}, [STATE]
	rev64	Y.16b, Y.16b

	C The table: the first group's powers H^n .. H^1 to slots 8 - n
	C to 7.
	mov	FIRST, #8
	cmp	BLOCKS, #8
	csel	FIRST, BLOCKS, FIRST, lo
	mov	TMP, #8
	sub	TMP, TMP, FIRST
	mov	CNT, #SLOT
	mov	TP, sp
	madd	TP, TMP, CNT, TP
	sub	TMP, FIRST, #1
	add	POWERS, POWERS, TMP, lsl #4
	mov	TMP, #-16
	mov	CNT, FIRST
.Lpower:
	ld1	{v0.16b}, [POWERS], TMP
	rev64	v0.16b, v0.16b
	tbl	v1.16b, {v0.16b}, v21.16b
	tbl	v2.16b, {v0.16b}, v22.16b
	tbl	v3.16b, {v0.16b}, v23.16b
	tbl	v4.16b, {v0.16b}, v24.16b
	ext	v16.16b, v0.16b, v0.16b, #8
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [TP], #64
	eor	v16.16b, v16.16b, v0.16b
	st1	{v4.16b}, [TP], #16
	ext	v17.8b, v16.8b, v16.8b, #1
	ext	v18.8b, v16.8b, v16.8b, #2
	ext	v19.8b, v16.8b, v16.8b, #3
	ext	v20.8b, v16.8b, v16.8b, #4
	st1	{v16.16b, v17.16b, v18.16b, v19.16b}, [TP], #64
	st1	{v20.16b}, [TP], #16
	subs	CNT, CNT, #1
	b.ne	.Lpower

.Lgroup:
	mov	N, #8
	cmp	BLOCKS, #8
	csel	N, BLOCKS, N, lo
	sub	BLOCKS, BLOCKS, N
	mov	TMP, #8
	sub	TMP, TMP, N
	mov	CNT, #SLOT
	mov	TP, sp
	madd	TP, TMP, CNT, TP
	forloop(<i>, 0, 4, <
	movi	indir(<H>i).16b, #0
	movi	indir(<L>i).16b, #0
	movi	indir(<S>i).16b, #0>)
	mov	CNT, N
	ld1	{A.16b}, [DATA], #16
	rev64	A.16b, A.16b
	eor	A.16b, A.16b, Y.16b
.Lblock:
	ld1	{B0.16b, B1.16b, B2.16b, B3.16b}, [TP], #64
	ld1	{B4.16b}, [TP], #16
	tbl	A1.16b, {A.16b}, I1.16b
	tbl	A2.16b, {A.16b}, I2.16b
	tbl	A3.16b, {A.16b}, I3.16b
	ext	M.16b, A.16b, A.16b, #8
	eor	M.16b, M.16b, A.16b
	PRODUCT(A, B0, 0)
	PRODUCT(A, B1, 1)
	PRODUCT(A1, B0, 1)
	PRODUCT(A, B2, 2)
	PRODUCT(A2, B0, 2)
	PRODUCT(A, B3, 3)
	PRODUCT(A3, B0, 3)
	PRODUCT(A, B4, 4)
	ld1	{B0.16b, B1.16b, B2.16b, B3.16b}, [TP], #64
	ld1	{B4.16b}, [TP], #16
	ext	A1.8b, M.8b, M.8b, #1
	ext	A2.8b, M.8b, M.8b, #2
	ext	A3.8b, M.8b, M.8b, #3
	MPRODUCT(M, B0, 0)
	MPRODUCT(M, B1, 1)
	MPRODUCT(A1, B0, 1)
	MPRODUCT(M, B2, 2)
	MPRODUCT(A2, B0, 2)
	MPRODUCT(M, B3, 3)
	MPRODUCT(A3, B0, 3)
	MPRODUCT(M, B4, 4)
	subs	CNT, CNT, #1
	b.eq	.Ljoin
	ld1	{A.16b}, [DATA], #16
	rev64	A.16b, A.16b
	b	.Lblock

.Ljoin:
	add	TMP, CONSTS, #64
	ld1	{v16.16b, v17.16b, v18.16b, v19.16b}, [TMP]
	JOIN(v0, H)
	JOIN(v1, L)
	JOIN(v2, S)
	C Karatsuba: the middle product is v2 + v0 + v1; the 256-bit sum
	C is z0 (top) .. z3, v0 = (z1, z0) and v1 = (z3, z2) by lanes.
	eor	v2.16b, v2.16b, v0.16b
	eor	v2.16b, v2.16b, v1.16b
	movi	v3.16b, #0
	ext	v4.16b, v2.16b, v3.16b, #8
	ext	v5.16b, v3.16b, v2.16b, #8
	eor	v0.16b, v0.16b, v4.16b
	eor	v1.16b, v1.16b, v5.16b
	C Shifted left by one bit (the operands' bits are reversed).
	ushr	v4.2d, v1.2d, #63
	ushr	v5.2d, v0.2d, #63
	shl	v1.2d, v1.2d, #1
	shl	v0.2d, v0.2d, #1
	ext	v6.16b, v3.16b, v4.16b, #8
	ext	v5.16b, v4.16b, v5.16b, #8
	eor	v1.16b, v1.16b, v6.16b
	eor	v0.16b, v0.16b, v5.16b
	C Reduced as in src/aes/ghash.c: z3 folds into z2 (left shifts by 63,
	C 62, 57: L) and z1 (itself and right shifts by 1, 2, 7), then z2
	C into z1 (L) and z0 the same way.  L of the new z2 is L of the
	C old one (L twice shifts by 114 or more), so both Ls are made
	C at once.
	shl	v4.2d, v1.2d, #63
	shl	v5.2d, v1.2d, #62
	shl	v6.2d, v1.2d, #57
	eor	v4.16b, v4.16b, v5.16b
	eor	v4.16b, v4.16b, v6.16b
	ext	v5.16b, v3.16b, v4.16b, #8
	eor	v1.16b, v1.16b, v5.16b
	ushr	v5.2d, v1.2d, #1
	ushr	v6.2d, v1.2d, #2
	eor	v0.16b, v0.16b, v1.16b
	eor	v5.16b, v5.16b, v6.16b
	ushr	v6.2d, v1.2d, #7
	eor	v0.16b, v0.16b, v5.16b
	ext	v5.16b, v4.16b, v3.16b, #8
	eor	v0.16b, v0.16b, v6.16b
	eor	v0.16b, v0.16b, v5.16b
	ext	Y.16b, v0.16b, v0.16b, #8
	cbnz	BLOCKS, .Lgroup

	rev64	Y.16b, Y.16b
	st1	{Y.16b}, [STATE]
	C Wipe the slots written and the registers that held the powers.
	forloop(<i>, 0, 7, <
	movi	v<>i.16b, #0>)
	forloop(<i>, 16, 31, <
	movi	v<>i.16b, #0>)
	mov	TMP, #8
	sub	TMP, TMP, FIRST
	mov	CNT, #SLOT
	mov	TP, sp
	madd	TP, TMP, CNT, TP
.Lwipe:
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [TP], #64
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [TP], #64
	st1	{v0.16b, v1.16b}, [TP], #32
	subs	FIRST, FIRST, #1
	b.ne	.Lwipe
	add	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset -LOCALS>)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lreturn:
	ret
EPILOGUE(_symcrypt_ghash_blocks)
