dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): aes/xts-encrypt-blocks.asm, aes/xts-decrypt-blocks.asm.
dnl arm/xts.m4 -- XTS (IEEE 1619) on whole blocks with the ARMv8 crypto
dnl extension in AArch32, four blocks a turn, then one at a time: the
dnl body of xts_encrypt_blocks and xts_decrypt_blocks (XTS_BLOCKS), on
dnl the rounds and registers of arm/aes.m4.
dnl
dnl The registers: blocks q0 .. q3, the round keys q4, q5 and q8 .. q15
dnl as arm/aes.m4 uses them, the tweak T of the turn's first block in q6
dnl and the doubling's mask in q7.  T is the 128-bit little-endian
dnl number of the tweak's bytes (d12 its low half); times x is a shift
dnl left by one bit of the whole number, the bit shifted out folded
dnl back as x^7 + x^2 + x + 1 (0x87): VADD.I64 doubles each half, and
dnl the two bits it loses, bit 63 (the carry into the high half) and
dnl bit 127 (the reduction), come back by a mask: VSHR.S64 63 spreads
dnl each half's top bit over it, VEXT swaps the halves, and VAND with
dnl {0x87, 1} keeps 0x87 and the carry 1 where they were set.  No
dnl branch and no table: the tweak is secret.  q4 and q5 are free
dnl outside the rounds, so a turn makes its tweaks there twice, for the
dnl XOR before the rounds and after them, and keeps nothing in memory.

INCLUDE_SRC(<arm/aes.m4>)

dnl TIMES_X(t, tmp): q register T = T x, TMP clobbered.
define(<TIMES_X>, <
	vshr.s64 $2, $1, #63		C each half's top bit over the half
	vadd.i64 $1, $1, $1		C each half shifted left by one
	vext.8	$2, $2, $2, #8		C the halves swapped
	vand	$2, $2, q7		C 0x87 and the carry where they were set
	veor	$1, $1, $2>)

dnl XTS_BLOCKS(name, e|d): the function NAME(keys, nr, tweak, blocks,
dnl dst, src), e for the cipher and d for its equivalent inverse.
define(<XTS_BLOCKS>, <
PROLOGUE($1)
	PUSH(r4, r5)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ldr	r4, [sp, #72]		C dst
	ldr	r5, [sp, #76]		C src
	AES_LOAD_KEYS(r0, r1, r12)
	vld1.8	{d12, d13}, [r2]
	C q7 = the mask {0x87, 1}
	vmov.i32 d14, #0x87
	vmov.i32 d15, #1
	vshr.u64 q7, q7, #32
	subs	r3, r3, #4
	blo	6f
5:	vld1.8	{d0, d1, d2, d3}, [r5]!
	vld1.8	{d4, d5, d6, d7}, [r5]!
	C The four tweaks added before the rounds, made in q4
	vmov	q4, q6
	forloop(<blk>, 0, 3, <
	veor	q<>blk, q<>blk, q4<>ifelse(blk, 3, , <TIMES_X(q4, q5)>)>)
	AES_ROUNDS($2, r0, r1, r12, 0, 3)
	C And after them, made again in q6, which passes the turn
	forloop(<blk>, 0, 3, <
	veor	q<>blk, q<>blk, q6
	TIMES_X(q6, q4)>)
	vst1.8	{d0, d1, d2, d3}, [r4]!
	vst1.8	{d4, d5, d6, d7}, [r4]!
	subs	r3, r3, #4
	bhs	5b
6:	adds	r3, r3, #4
	beq	8f
7:	vld1.8	{d0, d1}, [r5]!
	veor	q0, q0, q6
	AES_ROUNDS($2, r0, r1, r12, 0, 0)
	veor	q0, q0, q6
	TIMES_X(q6, q4)
	vst1.8	{d0, d1}, [r4]!
	subs	r3, r3, #1
	bne	7b
8:	vst1.8	{d12, d13}, [r2]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5)
	bx	lr
EPILOGUE($1)>)
