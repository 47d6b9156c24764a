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
C Registers and frame: arm/lanes32.m4 (fifteen state words in q0-q14,
C word 13 or 15 in the frame, the message words in the frame, every
C general register an address during the rounds); the group's and the
C block's variables live in the frame too.  vst4 stores the chaining
C values back as vld4 read the blocks.

INCLUDE_SRC(<arm/blake3.m4>)dnl
INCLUDE_SRC(<arm/lanes32.m4>)dnl
	ARCH_NEON

C The frame: the message words (16 bytes each, from 0), words 13 and
C 15 of the state (LANES_SLOT13, LANES_SLOT15), the lanes' counters,
C then words.
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
	LANES_MESSAGE

	C words 8..15 of the state: the IV's first words, the counters,
	C the length, and the flags (word 15, to its slot)
	adr	r3, .Liv
	vld1.32		{d16-d19}, [r3]!
	vld1.32		{d20-d23}, [r3]
	add	r3, sp, #CTR
	vld1.32		{d24-d27}, [r3]
	vmov.i32	q14, #64
	vdup.32		T, r1
	add	r3, sp, #LANES_SLOT15
	vst1.32		{d30-d31}, [r3]

	LANES_ADDRESSES
forloop(<rnd>, 0, 6, <
	LANES_ROUND(<MSG_WORD>, rnd)>)

	C the next chaining value: v[j] ^ v[8 + j] (word 15 from its slot)
	LANES_LOAD_SLOT15(T)
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
	vst4.32		{LANES_LANE(0, lane, 0), LANES_LANE(0, lane, 1), LANES_LANE(0, lane, 2), LANES_LANE(0, lane, 3)}, [r0]!
	vst4.32		{LANES_LANE(4, lane, 0), LANES_LANE(4, lane, 1), LANES_LANE(4, lane, 2), LANES_LANE(4, lane, 3)}, [r0]!>)
.Lstored:
	str	r0, [sp, #V_OUT]
	ldr	r2, [sp, #V_N]
	subs	r2, r2, r3
	str	r2, [sp, #V_N]
	bne	.Lgroup

	C the slots of words 13 and 15 held state words, which depend on
	C the key of a keyed hash: clear them
	vmov.i32	T, #0
	add	r3, sp, #LANES_SLOT13
	vst1.32		{d30-d31}, [r3]!
	vst1.32		{d30-d31}, [r3]
	add	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset -FRAME_SIZE>)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_blake3_hash_many)
