dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): aes/aes-encrypt-blocks.asm, aes/aes-decrypt-blocks.asm, aes/aes-cbc-decrypt-blocks.asm, aes/aes-ctr32-blocks.asm, aes/aes-ctr32le-blocks.asm, aes/aes-ctr-blocks.asm, aes/xts-encrypt-blocks.asm, aes/xts-decrypt-blocks.asm, aes/ocb-encrypt-blocks.asm, aes/ocb-decrypt-blocks.asm, aes/aes-kw-wrap.asm, aes/aes-kw-unwrap.asm.
dnl arm/aes.m4 -- AES rounds with the ARMv8 crypto extension in
dnl AArch32 (AESE, AESMC, AESD, AESIMC), four blocks a turn, and the
dnl CTR loop with GCM's inc32 or RFC 8452's little-endian counter.
dnl
dnl The registers.  Four blocks q0 .. q3; AES-256 has 15 round keys and
dnl there are 16 q registers, so only the last eight keys k(NR - 7) ..
dnl kNR stay in q8 .. q15 for the whole call, and the first NR - 7 (3,
dnl 5 or 7) are loaded again each turn, two at a time into q4 and q5,
dnl which also take the data of CTR and the ciphertext of CBC.  CTR
dnl keeps its counter block in q6 and the increment in d14, CBC its
dnl chaining block in q6.  The functions save the d8 .. d15 they use.

dnl AES_LOAD_KEYS(keys, nr, tmp): the round keys k(NR - 7) .. kNR at
dnl KEYS + 16 (NR - 7) into q8 .. q15.
define(<AES_LOAD_KEYS>, <
	add	$3, $1, $2, lsl #4
	sub	$3, $3, #112
	vld1.8	{d16, d17, d18, d19}, [$3]!
	vld1.8	{d20, d21, d22, d23}, [$3]!
	vld1.8	{d24, d25, d26, d27}, [$3]!
	vld1.8	{d28, d29, d30, d31}, [$3]>)

dnl AES_ROUND(e|d, key, first, last): one round (AESE and AESMC, or
dnl AESD and AESIMC) with the round key in q register KEY on blocks
dnl q<first> .. q<last>.  Each AESMC follows its AESE on the same
dnl register, the pair that Cortex-A57, A72 and later cores fuse.
define(<AES_ROUND>, <forloop(<blk>, $3, $4, <
	aes$1.8	q<>blk, $2
	aes<>ifelse($1, e, mc, imc).8	q<>blk, q<>blk>)>)

dnl AES_ROUNDS(e|d, keys, nr, keyp, first, last): the whole cipher on
dnl blocks q<first> .. q<last> with q8 .. q15 as AES_LOAD_KEYS left
dnl them: the first NR - 7 keys from KEYS (KEYP walks them), entered
dnl by the key size; the last round without (Inv)MixColumns and with
dnl the last key added.
define(<AES_ROUNDS>, <
	mov	$4, $2
	cmp	$3, #12
	blo	1f
	beq	2f
	vld1.8	{d8, d9, d10, d11}, [$4]!
	AES_ROUND($1, q4, $5, $6)
	AES_ROUND($1, q5, $5, $6)
2:	vld1.8	{d8, d9, d10, d11}, [$4]!
	AES_ROUND($1, q4, $5, $6)
	AES_ROUND($1, q5, $5, $6)
1:	vld1.8	{d8, d9, d10, d11}, [$4]!
	AES_ROUND($1, q4, $5, $6)
	AES_ROUND($1, q5, $5, $6)
	vld1.8	{d8, d9}, [$4]
	AES_ROUND($1, q4, $5, $6)
	forloop(<key>, 8, 13, <AES_ROUND($1, q<>key, $5, $6)>)
	forloop(<blk>, $5, $6, <
	aes$1.8	q<>blk, q14>)
	forloop(<blk>, $5, $6, <
	veor	q<>blk, q<>blk, q15>)>)

dnl AES_ECB(name, e|d): the function NAME(keys, nr, blocks, dst, src)
dnl of symcrypt/aes.h's ECB, four blocks a turn, then one at a time.
define(<AES_ECB>, <
PROLOGUE($1)
	PUSH(r4, r5)
	VPUSH(d8, d9, d10, d11)
	ldr	r4, [sp, #40]		C src
	AES_LOAD_KEYS(r0, r1, r5)
	subs	r2, r2, #4
	blo	6f
5:	vld1.8	{d0, d1, d2, d3}, [r4]!
	vld1.8	{d4, d5, d6, d7}, [r4]!
	AES_ROUNDS($2, r0, r1, r5, 0, 3)
	vst1.8	{d0, d1, d2, d3}, [r3]!
	vst1.8	{d4, d5, d6, d7}, [r3]!
	subs	r2, r2, #4
	bhs	5b
6:	adds	r2, r2, #4
	beq	8f
7:	vld1.8	{d0, d1}, [r4]!
	AES_ROUNDS($2, r0, r1, r5, 0, 0)
	vst1.8	{d0, d1}, [r3]!
	subs	r2, r2, #1
	bne	7b
8:	VPOP(d8, d9, d10, d11)
	POP(r4, r5)
	bx	lr
EPILOGUE($1)>)

dnl AES_CTR_BLOCK(le, block, counter): the block of the counter held in
dnl q register COUNTER as AES_CTR32 keeps it, into q register BLOCK.
define(<AES_CTR_BLOCK>, <ifelse($1, 1, <vmov	$2, $3>, <vrev32.8 $2, $3>)>)

dnl AES_CTR_WORDS(le): the half of q6 that holds the counter word.
define(<AES_CTR_WORDS>, <ifelse($1, 1, d12, d13)>)

dnl AES_CTR32(counter, blocks, dst, src, keyp[, le]): DST = SRC XOR the
dnl encryptions of BLOCKS counter blocks from the one at COUNTER on,
dnl whose last 32 bits (big-endian) advance modulo 2^32, left at the
dnl block after the last; with LE 1, its first 32 bits (little-endian,
dnl RFC 8452's counter).  BLOCKS counts down; the keys are r0, the
dnl rounds r1, and q8 .. q15 loaded.  Uses q0 .. q7.
dnl
dnl The counter block sits in q6 with its four words in host order
dnl (VREV32), so that a 32-bit add of 1 to its last word (d14 = (0, 1)
dnl on d13) is inc32 and one VREV32 turns it back into a block: two
dnl instructions a block.  RFC 8452's counter is word 0 of the block as
dnl loaded: q6 is the block itself, d14 = (1, 0) is added to d12, and a
dnl VMOV takes the place of the VREV32.
define(<AES_CTR32>, <
	vld1.8	{d12, d13}, [$1]
	ifelse($6, 1, , <vrev32.8 q6, q6>)
	vmov.i32 d14, #1
	ifelse($6, 1, <vshr.u64 d14, d14, #32>, <vshl.i64 d14, d14, #32>)
	subs	$2, $2, #4
	blo	6f
5:	forloop(<blk>, 0, 3, <
	AES_CTR_BLOCK($6, q<>blk, q6)
	vadd.i32 AES_CTR_WORDS($6), AES_CTR_WORDS($6), d14>)
	AES_ROUNDS(e, r0, r1, $5, 0, 3)
	vld1.8	{d8, d9, d10, d11}, [$4]!
	veor	q0, q0, q4
	veor	q1, q1, q5
	vst1.8	{d0, d1, d2, d3}, [$3]!
	vld1.8	{d8, d9, d10, d11}, [$4]!
	veor	q2, q2, q4
	veor	q3, q3, q5
	vst1.8	{d4, d5, d6, d7}, [$3]!
	subs	$2, $2, #4
	bhs	5b
6:	adds	$2, $2, #4
	beq	8f
7:	AES_CTR_BLOCK($6, q0, q6)
	vadd.i32 AES_CTR_WORDS($6), AES_CTR_WORDS($6), d14
	AES_ROUNDS(e, r0, r1, $5, 0, 0)
	vld1.8	{d8, d9}, [$4]!
	veor	q0, q0, q4
	vst1.8	{d0, d1}, [$3]!
	subs	$2, $2, #1
	bne	7b
8:	ifelse($6, 1, , <vrev32.8 q6, q6>)
	vst1.8	{d12, d13}, [$1]>)
