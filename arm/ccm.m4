dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): aes/ccm-encrypt-blocks.asm, aes/ccm-decrypt-blocks.asm.
dnl arm/ccm.m4 -- CCM (SP 800-38C) on whole blocks with the ARMv8 crypto
dnl extension in AArch32 (AESE, AESMC): the body of ccm_encrypt_blocks
dnl and ccm_decrypt_blocks (CCM_BLOCKS).
dnl
dnl The CBC-MAC chain, M_i = E(M_(i-1) XOR P_i), is one block after
dnl another: its NR rounds a block are the bound.  One CTR block's
dnl rounds run beside the chain's, each AESE/AESMC pair of the chain
dnl followed by the counter block's with the same key, so that the
dnl counter block fills the chain's wait.  Encryption runs block i's CTR
dnl beside its chain; decryption needs block i's plaintext before its
dnl chain, so it runs block i + 1's CTR beside block i's chain, block
dnl 0's CTR before and the last block's chain after.
dnl
dnl The chain register holds M XOR kNR (the last round key not added):
dnl the next block's input M XOR P is that register XOR (P XOR kNR), and
dnl P XOR kNR is also what the CTR block's rounds XOR C give
dnl (decryption).
dnl
dnl The registers: the chain in q0, the CTR block in q1, the data in q2,
dnl the counter in q3 with its last 8 bytes a number in host order in d7
dnl (VREV64.8, which turns the first 8 bytes round and back again too),
dnl 1 in d8, and the last eleven round keys k(NR - 10) .. kNR in q5 ..
dnl q15 for the whole call.  The first NR - 10 keys (0, 2 or 4) are
dnl loaded again each block into q2, which the data leaves free while
dnl the rounds run: encryption reads its block twice, before the rounds
dnl for the chain and after them for the XOR.  The counter never carries
dnl out of its last 8 bytes (src/functions.def), so one 64-bit VADD is
dnl its increment.  No branch on and no index by the keys or the data.

define(<KEYS>, <r0>)
define(<NR>, <r1>)
define(<STATE>, <r2>)
define(<BLOCKS>, <r3>)
define(<DST>, <r4>)
define(<SRC>, <r5>)
define(<KEYP>, <r12>)	C walks the first NR - 10 keys

dnl CCM_ROUND(key, first, last): a round (AESE, AESMC) with the key in
dnl KEY on q<first> .. q<last>, the chain q0 and the CTR block q1.
define(<CCM_ROUND>, <forloop(<blk>, $2, $3, <
	aese.8	q<>blk, $1
	aesmc.8	q<>blk, q<>blk>)>)

dnl CCM_ROUNDS(first, last): the cipher but the last key on q<first> ..
dnl q<last>; the first NR - 10 keys loaded into q2, entered by NR.
define(<CCM_ROUNDS>, <
	mov	KEYP, KEYS
	cmp	NR, #12
	blo	1f
	beq	2f
	forloop(<pair>, 1, 2, <
	vld1.8	{d4, d5}, [KEYP]!
	CCM_ROUND(q2, $1, $2)>)
2:	forloop(<pair>, 1, 2, <
	vld1.8	{d4, d5}, [KEYP]!
	CCM_ROUND(q2, $1, $2)>)
1:	forloop(<key>, 5, 13, <CCM_ROUND(q<>key, $1, $2)>)
	forloop(<blk>, $1, $2, <
	aese.8	q<>blk, q14>)>)

dnl CCM_STEP(e|d, first): one block from SRC to DST.  E: the block's CTR
dnl beside its chain.  D: the block's CTR beside the chain of the block
dnl before (its P XOR kNR in q2), or alone with FIRST 1 (block 0).
dnl Leaves this block's P XOR kNR in q2 (D).
define(<CCM_STEP>, <
	C The counter block into q1, the counter past it
	vrev64.8 q1, q3
	vadd.i64 d7, d7, d8
ifelse($1, e, <
	C The chain's input M XOR P: P XOR kNR into the chain
	vld1.8	{d4, d5}, [SRC]
	veor	q2, q2, q15
	veor	q0, q0, q2
	CCM_ROUNDS(0, 1)
	C C = E(counter) XOR P (the rounds left out kNR)
	vld1.8	{d4, d5}, [SRC]!
	veor	q1, q1, q15
	veor	q1, q1, q2>, <
ifelse($2, 1, <CCM_ROUNDS(1, 1)>, <
	C The block before's P XOR kNR into the chain
	veor	q0, q0, q2
	CCM_ROUNDS(0, 1)>)
	C E(counter) XOR C is P XOR kNR (the rounds left out kNR); then P
	vld1.8	{d4, d5}, [SRC]!
	veor	q2, q2, q1
	veor	q1, q2, q15>)
	vst1.8	{d2, d3}, [DST]!>)

dnl CCM_BLOCKS(name, e|d): the function NAME(keys, nr, state, blocks,
dnl dst, src); E encrypts, D decrypts.
define(<CCM_BLOCKS>, <
PROLOGUE($1)
	cmp	BLOCKS, #0
	bxeq	lr
	PUSH(r4, r5)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ldr	DST, [sp, #72]
	ldr	SRC, [sp, #76]
	C k(NR - 10) .. kNR into q5 .. q15
	add	KEYP, KEYS, NR, lsl #4
	sub	KEYP, KEYP, #160
	vld1.8	{d10, d11}, [KEYP]!
	vld1.8	{d12, d13, d14, d15}, [KEYP]!
	vld1.8	{d16, d17, d18, d19}, [KEYP]!
	vld1.8	{d20, d21, d22, d23}, [KEYP]!
	vld1.8	{d24, d25, d26, d27}, [KEYP]!
	vld1.8	{d28, d29, d30, d31}, [KEYP]
	C The chain as M XOR kNR; the counter; its step, 1 in d8
	vld1.8	{d0, d1, d2, d3}, [STATE]
	veor	q0, q0, q15
	vrev64.8 q3, q1
	vmov.i32 d8, #1
	vshr.u64 d8, d8, #32
ifelse($2, d, <
	C Block 0's CTR alone
	CCM_STEP(d, 1)
	subs	BLOCKS, BLOCKS, #1
	beq	.Lend>)
.Lblock:
	CCM_STEP($2, 0)
	subs	BLOCKS, BLOCKS, #1
	bne	.Lblock
.Lend:
ifelse($2, d, <
	C The last block's chain alone
	veor	q0, q0, q2
	CCM_ROUNDS(0, 0)>)
	C The state back, kNR added to the chain
	veor	q0, q0, q15
	vrev64.8 q1, q3
	vst1.8	{d0, d1, d2, d3}, [STATE]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5)
	bx	lr
EPILOGUE($1)>)
