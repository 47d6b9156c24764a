dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/blake3-hash-many.asm -- BLAKE3's hash_many: N inputs of
C whole blocks to N chaining values, four inputs at once, one per
C 32-bit lane of the NEON q registers.

C void _symcrypt_blake3_hash_many(uint8_t *out,
C     const uint8_t *const *inputs, size_t n, size_t blocks,
C     const uint32_t *key_counter, unsigned flags)
C src/functions.def has the contract.
C
C Why: one input is a chain of compressions, each waiting for the one
C before; four chains side by side make every instruction do four
C compressions' work.  A group of fewer than four inputs runs in all
C four lanes, the missing lanes repeating the group's last input, and
C only its own chaining values are stored.
C
C Registers: state word j of every lane is q(j), but the sixteen q
C registers hold fifteen state words and a temporary (T, q15): words 13
C and 15 take turns in q13, the other in the frame.  The G of a step go
C two by two, so that word 15 is needed only by the second pair of the
C column step and the first of the diagonal one, word 13 by the rest;
C a swap (a store and a load) before the second pair of each step.  The
C block's message words, transposed, are in the frame, each loaded into
C T where a round adds it; during the rounds every general register
C holds the address of one of those slots (NEON loads take no offset),
C and the three words left over are loaded as two d halves by vldr.
C vld4 to one lane reads four consecutive words of one input into lane
C L of four registers, so the transposition is in the loads; vst4
C stores the chaining values back the same way.  A rotation by 16 is
C vrev32 on the halfwords, the others vshl and vsri through T.  The
C group's and the block's variables live in the frame too.

INCLUDE_SRC(<arm/blake3.m4>)dnl
	ARCH_NEON

C The frame: the message words (16 bytes each, from 0), words 13 and
C 15 of the state when out of q13, the lanes' counters, then words.
define(<SLOT13>, <256>)
define(<SLOT15>, <272>)
define(<CTR>, <288>)		C low words of the four lanes, then high
define(<V_OUT>, <320>)
define(<V_INPUTS>, <324>)
define(<V_N>, <328>)		C inputs left
define(<V_BLOCKS>, <332>)
define(<V_KC>, <336>)
define(<V_FLAGS>, <340>)
define(<V_CTR_LO>, <344>)	C the counter of the group's first lane
define(<V_CTR_HI>, <348>)
define(<V_COUNT>, <352>)	C inputs in this group, 1..4
define(<V_LEFT>, <356>)	C blocks left in the group
define(<V_BFLAGS>, <360>)	C the next block's flags but the last block's
define(<V_P>, <364>)		C the lanes' input pointers, four words
define(<FRAME_SIZE>, <384>)
C What the pushes put between the frame and the caller's arguments.
define(<SAVED>, <100>)

define(<S>, <ifelse($1, 15, q13, q$1)>)
define(<T>, <q15>)

dnl MSG_ADDR(w): the register holding the address of message word W's
dnl slot during the rounds, or nothing for words 13..15.
define(<MSG_ADDR>, <ifelse($1, 0, sp, eval($1 / 13), 0, <r<>decr($1)>)>)
define(<SLOT13_ADDR>, <r12>)
define(<SLOT15_ADDR>, <lr>)

dnl ADD_MSG(a, w): a += message word W.
define(<ADD_MSG>, <ifelse(MSG_ADDR($2), <>, <
	vldr		d30, [sp, #eval(16 * $2)]
	vldr		d31, [sp, #eval(16 * $2 + 8)]>, <
	vld1.32		{d30-d31}, [MSG_ADDR($2)]>)
	vadd.i32	$1, $1, T>)

dnl The words of G j of a column step (DIAG 0: v[j], v[4 + j],
dnl v[8 + j], v[12 + j]) or of a diagonal step (DIAG 1: v[j],
dnl v[4 + (j + 1) % 4], v[8 + (j + 2) % 4], v[12 + (j + 3) % 4]).
define(<GA>, <S($1)>)
define(<GB>, <S(eval(4 + ($1 + $2) % 4))>)
define(<GC>, <S(eval(8 + ($1 + 2 * $2) % 4))>)
define(<GD>, <S(eval(12 + ($1 + 3 * $2) % 4))>)

dnl ROT(x, y, n): x = (x ^ y) rotated right by N, shift and insert.
define(<ROT>, <
	veor		T, $1, $2
	vshl.i32	$1, T, #eval(32 - $3)
	vsri.32		$1, T, #$3>)

dnl G2(r, diag, j, k): G J and G K of round R's column or diagonal
dnl step, side by side; G j takes message words 8 diag + 2 j and + 1
dnl of the round's schedule.
define(<G2>, <
	ADD_MSG(GA($3), MSG_WORD($1, eval(8 * $2 + 2 * $3)))
	ADD_MSG(GA($4), MSG_WORD($1, eval(8 * $2 + 2 * $4)))
	vadd.i32	GA($3), GA($3), GB($3, $2)
	vadd.i32	GA($4), GA($4), GB($4, $2)
	veor		GD($3, $2), GD($3, $2), GA($3)
	veor		GD($4, $2), GD($4, $2), GA($4)
	vrev32.16	GD($3, $2), GD($3, $2)
	vrev32.16	GD($4, $2), GD($4, $2)
	vadd.i32	GC($3, $2), GC($3, $2), GD($3, $2)
	vadd.i32	GC($4, $2), GC($4, $2), GD($4, $2)
	ROT(GB($3, $2), GC($3, $2), 12)
	ROT(GB($4, $2), GC($4, $2), 12)
	ADD_MSG(GA($3), MSG_WORD($1, eval(8 * $2 + 2 * $3 + 1)))
	ADD_MSG(GA($4), MSG_WORD($1, eval(8 * $2 + 2 * $4 + 1)))
	vadd.i32	GA($3), GA($3), GB($3, $2)
	vadd.i32	GA($4), GA($4), GB($4, $2)
	ROT(GD($3, $2), GA($3), 8)
	ROT(GD($4, $2), GA($4), 8)
	vadd.i32	GC($3, $2), GC($3, $2), GD($3, $2)
	vadd.i32	GC($4, $2), GC($4, $2), GD($4, $2)
	ROT(GB($3, $2), GC($3, $2), 7)
	ROT(GB($4, $2), GC($4, $2), 7)>)

dnl ROUND(r): the column step, then the diagonal step, q13 holding
dnl word 13 at the start and the end.
define(<ROUND>, <
	G2($1, 0, 0, 1)
	vst1.32		{d26-d27}, [SLOT13_ADDR]
	vld1.32		{d26-d27}, [SLOT15_ADDR]
	G2($1, 0, 2, 3)
	G2($1, 1, 0, 1)
	vst1.32		{d26-d27}, [SLOT15_ADDR]
	vld1.32		{d26-d27}, [SLOT13_ADDR]
	G2($1, 1, 2, 3)>)

dnl LOAD_WORDS(q, i): words 4i..4i+3 of the four lanes' blocks into
dnl q(Q)..q(Q + 3), from the pointers r4-r7, which move on.
define(<LOAD_WORDS>, <forloop(<lane>, 0, 3, <
	vld4.32		{_LANE($1, lane, 0), _LANE($1, lane, 1), _LANE($1, lane, 2), _LANE($1, lane, 3)}, [r<>eval(4 + lane)]!>)>)
define(<_LANE>, <d<>eval(2 * ($1 + $3) + $2 / 2)[eval($2 % 2)]>)

	.text
	.p2align 3
C The constants before the code, so that adr reaches them.
.Liv:
	C the IV's first four words (SHA-256's, the specification, table 1),
	C each in four lanes
	.word	0x6a09e667, 0x6a09e667, 0x6a09e667, 0x6a09e667
	.word	0xbb67ae85, 0xbb67ae85, 0xbb67ae85, 0xbb67ae85
	.word	0x3c6ef372, 0x3c6ef372, 0x3c6ef372, 0x3c6ef372
	.word	0xa54ff53a, 0xa54ff53a, 0xa54ff53a, 0xa54ff53a

PROLOGUE(_symcrypt_blake3_hash_many)
	cmp	r2, #0
	bxeq	lr
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ldr	r4, [sp, #SAVED]		C key_counter
	ldr	r5, [sp, #eval(SAVED + 4)]	C flags
	sub	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset FRAME_SIZE>)
	str	r0, [sp, #V_OUT]
	str	r1, [sp, #V_INPUTS]
	str	r2, [sp, #V_N]
	str	r3, [sp, #V_BLOCKS]
	str	r4, [sp, #V_KC]
	str	r5, [sp, #V_FLAGS]
	ldr	r6, [r4, #32]
	ldr	r7, [r4, #36]
	str	r6, [sp, #V_CTR_LO]
	str	r7, [sp, #V_CTR_HI]

.Lgroup:
	C r3 = COUNT = min(N, 4)
	ldr	r2, [sp, #V_N]
	ldr	r1, [sp, #V_INPUTS]
	cmp	r2, #4
	movhs	r3, #4
	movlo	r3, r2
	str	r3, [sp, #V_COUNT]
	C lane i reads input min(i, COUNT - 1): r4-r7, the pointers read
	C one after the other, r1 moving past the group's
	ldr	r4, [r1], #4
	mov	r5, r4
	mov	r6, r4
	mov	r7, r4
	cmp	r3, #2
	ldrhs	r5, [r1], #4
	movhs	r6, r5
	movhs	r7, r5
	cmp	r3, #3
	ldrhs	r6, [r1], #4
	movhs	r7, r6
	cmp	r3, #4
	ldrhs	r7, [r1], #4
	str	r1, [sp, #V_INPUTS]
	add	r0, sp, #V_P
	stm	r0, {r4, r5, r6, r7}

	C lane i's counter: the group's + i if bit 24 of FLAGS is set,
	C else the group's; the next group's: + COUNT, or the same
	ldr	r8, [sp, #V_FLAGS]
	ubfx	r9, r8, #24, #1
	ldr	r10, [sp, #V_CTR_LO]
	ldr	r11, [sp, #V_CTR_HI]
	mov	r4, r10
	mov	r5, r11
forloop(<lane>, 0, 3, <
	str	r4, [sp, #eval(CTR + 4 * lane)]
	str	r5, [sp, #eval(CTR + 16 + 4 * lane)]
	adds	r4, r4, r9
	adc	r5, r5, #0>)
	mul	r6, r3, r9
	adds	r10, r10, r6
	adc	r11, r11, #0
	str	r10, [sp, #V_CTR_LO]
	str	r11, [sp, #V_CTR_HI]

	C the key words in every lane
	ldr	r0, [sp, #V_KC]
forloop(<j>, 0, 7, <
	vld1.32		{d<>eval(2 * j)[], d<>eval(2 * j + 1)[]}, [r0]!>)

	C the first block's flags
	and	r1, r8, #0xff
	ubfx	r2, r8, #8, #8
	orr	r1, r1, r2
	str	r1, [sp, #V_BFLAGS]
	ldr	r2, [sp, #V_BLOCKS]
	str	r2, [sp, #V_LEFT]
	cmp	r2, #0
	beq	.Lstore

.Lblock:
	C r1 = this block's flags: every block's and the first's (BFLAGS:
	C the first's or every block's), the last's
	ldr	r8, [sp, #V_FLAGS]
	ldr	r1, [sp, #V_BFLAGS]
	ldr	r2, [sp, #V_LEFT]
	ubfx	r3, r8, #16, #8
	cmp	r2, #1
	movne	r3, #0
	orr	r1, r1, r3
	and	r3, r8, #0xff			C for the blocks after this one
	str	r3, [sp, #V_BFLAGS]

	C the message, transposed, to the frame (q8-q15 are free between
	C blocks)
	add	r0, sp, #V_P
	ldm	r0, {r4, r5, r6, r7}
	mov	r2, sp
	LOAD_WORDS(8, 0)
	LOAD_WORDS(12, 1)
	vst1.32		{d16-d19}, [r2]!
	vst1.32		{d20-d23}, [r2]!
	vst1.32		{d24-d27}, [r2]!
	vst1.32		{d28-d31}, [r2]!
	LOAD_WORDS(8, 2)
	LOAD_WORDS(12, 3)
	vst1.32		{d16-d19}, [r2]!
	vst1.32		{d20-d23}, [r2]!
	vst1.32		{d24-d27}, [r2]!
	vst1.32		{d28-d31}, [r2]
	stm	r0, {r4, r5, r6, r7}

	C words 8..15 of the state: the IV's first words, the counters,
	C the length, and the flags (word 15, to its slot)
	adr	r3, .Liv
	vld1.32		{d16-d19}, [r3]!
	vld1.32		{d20-d23}, [r3]
	add	r3, sp, #CTR
	vld1.32		{d24-d27}, [r3]
	vmov.i32	q14, #64
	vdup.32		T, r1
	add	r3, sp, #SLOT15
	vst1.32		{d30-d31}, [r3]

	C the slots' addresses
forloop(<w>, 1, 12, <
	add	MSG_ADDR(w), sp, #eval(16 * w)>)
	add	SLOT13_ADDR, sp, #SLOT13
	add	SLOT15_ADDR, sp, #SLOT15

forloop(<rnd>, 0, 6, <
	ROUND(rnd)>)

	C the next chaining value: v[j] ^ v[8 + j] (word 15 from its slot)
	vld1.32		{d30-d31}, [SLOT15_ADDR]
forloop(<j>, 0, 6, <
	veor		S(j), S(j), S(eval(8 + j))>)
	veor		q7, q7, T
	ldr	r2, [sp, #V_LEFT]
	subs	r2, r2, #1
	str	r2, [sp, #V_LEFT]
	bne	.Lblock

.Lstore:
	C the chaining value of each of the group's inputs, words 0..3
	C and 4..7 of its lane
	ldr	r0, [sp, #V_OUT]
	ldr	r3, [sp, #V_COUNT]
forloop(<lane>, 0, 3, <ifelse(lane, 0, , <
	cmp	r3, #lane
	beq	.Lstored>)
	vst4.32		{_LANE(0, lane, 0), _LANE(0, lane, 1), _LANE(0, lane, 2), _LANE(0, lane, 3)}, [r0]!
	vst4.32		{_LANE(4, lane, 0), _LANE(4, lane, 1), _LANE(4, lane, 2), _LANE(4, lane, 3)}, [r0]!>)
.Lstored:
	str	r0, [sp, #V_OUT]
	ldr	r2, [sp, #V_N]
	subs	r2, r2, r3
	str	r2, [sp, #V_N]
	bne	.Lgroup

	C the slots of words 13 and 15 held state words, which depend on
	C the key of a keyed hash: clear them
	vmov.i32	T, #0
	add	r3, sp, #SLOT13
	vst1.32		{d30-d31}, [r3]!
	vst1.32		{d30-d31}, [r3]
	add	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset -FRAME_SIZE>)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_blake3_hash_many)
