dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): aes/ocb-encrypt-blocks.asm, aes/ocb-decrypt-blocks.asm.
dnl arm/ocb.m4 -- OCB3 (RFC 7253) on whole blocks with the ARMv8 crypto
dnl extension in AArch32, four blocks a turn, then one at a time: the
dnl body of ocb_encrypt_blocks and ocb_decrypt_blocks (OCB_BLOCKS), on
dnl the rounds and registers of arm/aes.m4.
dnl
dnl The registers: blocks q0 .. q3, the round keys q4, q5 and q8 .. q15
dnl as arm/aes.m4 uses them, the offset of the block before the turn in
dnl q6 and the checksum in q7.  Block i's offset is the one before it
dnl XOR L_ntz(i); the block number i is public, so ntz(i) is RBIT and
dnl CLZ of it, and each block of a turn keeps the address of its
dnl L_ntz(i) in a general register.  q4 and q5 are free outside the
dnl rounds: before them the turn's offsets are made from q6 in q4 (each
dnl L loaded into q5) and added to the blocks; after them they are made
dnl again, in q6 itself, which so passes to the next turn, and added
dnl again, as arm/xts.m4 does with its tweaks.  Nothing is kept in
dnl memory.  The block number is 64 bits, in two registers; its high
dnl half takes part only when the low half wraps.

INCLUDE_SRC(<arm/aes.m4>)

define(<KEY>, <r0>)		C the round keys of the direction
define(<NR>, <r1>)
define(<STATE>, <r2>)
define(<BLOCKS>, <r3>)
define(<DST>, <r4>)
define(<SRC>, <r5>)
define(<LTAB>, <r6>)		C the address of L_0
define(<IDX>, <r7>)		C the number of the last block begun: low
define(<IDXHI>, <r8>)		C and high half
define(<KEYP>, <r12>)		C AES_ROUNDS' walk through the first keys

dnl LADDR(blk): the register of block BLK's address of L_ntz(i).
define(<LADDR>, <ifelse($1, 0, r9, $1, 1, r10, $1, 2, r11, lr)>)

dnl NEXT_L(reg): the block number incremented; REG = the address of
dnl L_ntz(number).  When the low half wraps to 0 (ADDS sets Z), the
dnl carry goes into the high half and ntz is 32 more than the high
dnl half's.
define(<NEXT_L>, <
	adds	IDX, IDX, #1
	rbit	$1, IDX
	addeq	IDXHI, IDXHI, #1
	rbiteq	$1, IDXHI
	clz	$1, $1
	addeq	$1, $1, #32
	add	$1, LTAB, $1, lsl #4>)

dnl OCB_TURN(e|d, n): N (4 or 1) blocks from SRC to DST, the offset,
dnl the checksum and the block number past them.
define(<OCB_TURN>, <forloop(<blk>, 0, eval($2 - 1), <NEXT_L(LADDR(blk))>)
	vld1.8	{d0, d1<>ifelse($2, 4, <, d2, d3>)}, [SRC]!
	ifelse($2, 4, <vld1.8	{d4, d5, d6, d7}, [SRC]!>)
	C e sums the input; the offsets made in q4 and added
	forloop(<blk>, 0, eval($2 - 1), <ifelse($1, e, <
	veor	q7, q7, q<>blk>)
	vld1.8	{d10, d11}, [LADDR(blk)]
	veor	q4, ifelse(blk, 0, q6, q4), q5
	veor	q<>blk, q<>blk, q4>)
	AES_ROUNDS($1, KEY, NR, KEYP, 0, eval($2 - 1))
	C The offsets made again in q6 and added; d sums the output
	forloop(<blk>, 0, eval($2 - 1), <
	vld1.8	{d8, d9}, [LADDR(blk)]
	veor	q6, q6, q4
	veor	q<>blk, q<>blk, q6<>ifelse($1, d, <
	veor	q7, q7, q<>blk>)>)
	vst1.8	{d0, d1<>ifelse($2, 4, <, d2, d3>)}, [DST]!
	ifelse($2, 4, <vst1.8	{d4, d5, d6, d7}, [DST]!>)>)

dnl OCB_BLOCKS(name, e|d): the function NAME(key, nr, state, blocks,
dnl dst, src), e with the encryption round keys at KEY, d with the
dnl decryption ones after them (the equivalent inverse cipher).
define(<OCB_BLOCKS>, <
PROLOGUE($1)
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ldr	DST, [sp, #100]
	ldr	SRC, [sp, #104]
	C L_0 after both key schedules, L_* and L_$
	add	LTAB, KEY, NR, lsl #5
	add	LTAB, LTAB, #64
	ifelse($2, d, <
	add	KEY, KEY, NR, lsl #4
	add	KEY, KEY, #16>)
	AES_LOAD_KEYS(KEY, NR, KEYP)
	C The offset, the checksum and the block number
	vld1.8	{d12, d13, d14, d15}, [STATE]
	ldr	IDX, [STATE, #32]
	ldr	IDXHI, [STATE, #36]
	subs	BLOCKS, BLOCKS, #4
	blo	6f
5:	OCB_TURN($2, 4)
	subs	BLOCKS, BLOCKS, #4
	bhs	5b
6:	adds	BLOCKS, BLOCKS, #4
	beq	8f
7:	OCB_TURN($2, 1)
	subs	BLOCKS, BLOCKS, #1
	bne	7b
8:	vst1.8	{d12, d13, d14, d15}, [STATE]
	str	IDX, [STATE, #32]
	str	IDXHI, [STATE, #36]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE($1)>)
