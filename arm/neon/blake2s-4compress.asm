dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/blake2s-4compress.asm -- BLAKE2s compression of four
C independent messages at once, one per 32-bit lane of the NEON q
C registers.

C void _symcrypt_blake2s_4compress(uint32_t *const *states,
C     size_t blocks, const uint8_t *const *data, unsigned finals,
C     const unsigned *last_bytes)
C src/functions.def has the contract.
C
C Why: on the rows of the state (arm/neon/blake2s-compress.asm) a
C round is about 52 instructions for one message, a third of them
C picking message words and turning rows; in lanes it is 8 G of 17
C instructions and two loads of message words, and four swaps, for
C four messages, about 40 a message.  Used by symcrypt_blake2s_many
C (src/blake/blake2.c) for 4 messages or more.
C
C Registers and frame: arm/lanes32.m4 (the rounds shared with BLAKE3's
C hash_many); the counters, the last block's increments and final
C masks, the chaining words at the start of a block and the call's
C variables live in the frame too.

INCLUDE_SRC(<arm/blake2s.m4>)dnl
INCLUDE_SRC(<arm/lanes32.m4>)dnl
	ARCH_NEON

C The frame: the message words (16 bytes each, from 0), words 13 and
C 15 of the state (LANES_SLOT13, LANES_SLOT15), then
define(<CTR>, <288>)		C the lanes' counters, low words, then high
define(<INC_LAST>, <320>)	C the bytes the call's last block counts
define(<FINAL_MASK>, <336>)	C all ones in the lanes whose last block is final
define(<SAVED>, <352>)		C words 0..7 at the start of the block
define(<V_LEFT>, <480>)		C blocks left
define(<V_P>, <484>)		C the lanes' data pointers, four words
define(<V_STATES>, <500>)	C the lanes' state pointers, four words
define(<FRAME_SIZE>, <544>)
C What the pushes put between the frame and the caller's arguments.
define(<PUSHED>, <100>)

	.text
	.p2align 3
C The constants before the code, so that adr reaches them.
.Llane_bits:
	.word	1, 2, 4, 8
.Liv:
	C the IV (RFC 7693, 2.6), each word in four lanes
	.word	0x6a09e667, 0x6a09e667, 0x6a09e667, 0x6a09e667
	.word	0xbb67ae85, 0xbb67ae85, 0xbb67ae85, 0xbb67ae85
	.word	0x3c6ef372, 0x3c6ef372, 0x3c6ef372, 0x3c6ef372
	.word	0xa54ff53a, 0xa54ff53a, 0xa54ff53a, 0xa54ff53a
	.word	0x510e527f, 0x510e527f, 0x510e527f, 0x510e527f
	.word	0x9b05688c, 0x9b05688c, 0x9b05688c, 0x9b05688c
	.word	0x1f83d9ab, 0x1f83d9ab, 0x1f83d9ab, 0x1f83d9ab
	.word	0x5be0cd19, 0x5be0cd19, 0x5be0cd19, 0x5be0cd19

PROLOGUE(_symcrypt_blake2s_4compress)
	cmp	r1, #0
	bxeq	lr
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ldr	r4, [sp, #PUSHED]		C last_bytes
	sub	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset FRAME_SIZE>)
	str	r1, [sp, #V_LEFT]
	ldm	r2, {r5, r6, r7, r8}
	add	r9, sp, #V_P
	stm	r9, {r5, r6, r7, r8}

	C the lanes' final masks (all ones where bit i of finals is set)
	C and the increments of the call's last block: LAST_BYTES[i] in
	C those lanes, a whole block in the others
	adr	r9, .Llane_bits
	vld1.32		{d28-d29}, [r9]
	vdup.32		q15, r3
	vtst.32		q15, q15, q14
	add	r9, sp, #FINAL_MASK
	vst1.32		{d30-d31}, [r9]
	vld1.32		{d28-d29}, [r4]
	vmov.i32	q13, #64
	vbsl		q15, q14, q13
	add	r9, sp, #INC_LAST
	vst1.32		{d30-d31}, [r9]

	C the states: words 0..7 into lane i of q0-q7, the counter's two
	C words into q12, q13, then the frame
forloop(<lane>, 0, 3, <
	ldr	r9, [r0, #eval(4 * lane)]
	str	r9, [sp, #eval(V_STATES + 4 * lane)]
	vld4.32		{LANES_LANE(0, lane, 0), LANES_LANE(0, lane, 1), LANES_LANE(0, lane, 2), LANES_LANE(0, lane, 3)}, [r9]!
	vld4.32		{LANES_LANE(4, lane, 0), LANES_LANE(4, lane, 1), LANES_LANE(4, lane, 2), LANES_LANE(4, lane, 3)}, [r9]!
	vld2.32		{LANES_LANE(12, lane, 0), LANES_LANE(12, lane, 1)}, [r9]>)
	add	r9, sp, #CTR
	vst1.32		{d24-d27}, [r9]

.Lblock:
	C the message, transposed, to the frame (q8-q15 are free between
	C blocks)
	LANES_MESSAGE

	C the chaining words, for the end of the block
	add	r2, sp, #SAVED
	vst1.32		{d0-d3}, [r2]!
	vst1.32		{d4-d7}, [r2]!
	vst1.32		{d8-d11}, [r2]!
	vst1.32		{d12-d15}, [r2]

	C the counters advanced by the block's bytes (INC_LAST on the
	C call's last block, with FINAL_MASK in q15, else 64 and 0); the
	C high words carry where the new low word is below the increment
	add	r2, sp, #CTR
	vld1.32		{d24-d27}, [r2]
	ldr	r1, [sp, #V_LEFT]
	cmp	r1, #1
	bne	.Lnot_last
	add	r3, sp, #INC_LAST
	vld1.32		{d28-d31}, [r3]
	b	.Lincrement
.Lnot_last:
	vmov.i32	q14, #64
	vmov.i32	q15, #0
.Lincrement:
	vadd.i32	q12, q12, q14
	vcgt.u32	q14, q14, q12
	vsub.i32	q13, q13, q14
	vst1.32		{d24-d27}, [r2]

	C words 8..15 of the state: the IV, XORed with the counter and
	C the final mask; word 15 to its slot
	adr	r3, .Liv
	vld1.32		{d16-d19}, [r3]!
	vld1.32		{d20-d23}, [r3]!
	vld1.32		{d28-d29}, [r3]!
	veor		q12, q12, q14
	vld1.32		{d28-d29}, [r3]!
	veor		q13, q13, q14
	vld1.32		{d28-d29}, [r3]!
	veor		q14, q14, q15
	vld1.32		{d30-d31}, [r3]
	add	r3, sp, #LANES_SLOT15
	vst1.32		{d30-d31}, [r3]

	LANES_ADDRESSES
forloop(<rnd>, 0, 9, <
	LANES_ROUND(<SIGMA>, rnd)>)

	C the new chaining words, h ^ v[i] ^ v[8 + i] (word 15 from its
	C slot)
	LANES_LOAD_SLOT15(T)
forloop(<i>, 0, 6, <
	veor		S(i), S(i), S(eval(8 + i))>)
	veor		q7, q7, T
	add	r0, sp, #SAVED
forloop(<i>, 0, 7, <
	vld1.32		{d30-d31}, [r0]!
	veor		q<>i, q<>i, T>)
	ldr	r1, [sp, #V_LEFT]
	subs	r1, r1, #1
	str	r1, [sp, #V_LEFT]
	bne	.Lblock

	C back to one state per lane
	add	r2, sp, #CTR
	vld1.32		{d24-d27}, [r2]
forloop(<lane>, 0, 3, <
	ldr	r9, [sp, #eval(V_STATES + 4 * lane)]
	vst4.32		{LANES_LANE(0, lane, 0), LANES_LANE(0, lane, 1), LANES_LANE(0, lane, 2), LANES_LANE(0, lane, 3)}, [r9]!
	vst4.32		{LANES_LANE(4, lane, 0), LANES_LANE(4, lane, 1), LANES_LANE(4, lane, 2), LANES_LANE(4, lane, 3)}, [r9]!
	vst2.32		{LANES_LANE(12, lane, 0), LANES_LANE(12, lane, 1)}, [r9]>)

	C the frame held message words (a key block, for a keyed
	C message), state and chaining words: cleared
	vmov.i32	q14, #0
	vmov.i32	q15, #0
	mov	r2, sp
forloop(<i>, 0, eval(FRAME_SIZE / 32 - 1), <
	vst1.32		{d28-d31}, [r2]!>)
	add	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset -FRAME_SIZE>)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_blake2s_4compress)
