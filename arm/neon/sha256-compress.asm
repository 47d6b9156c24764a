dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/sha256-compress.asm -- the SHA-256 compression function,
C rounds on the integer unit, message schedule on NEON.

C void _symcrypt_sha256_compress(uint32_t *state, size_t blocks,
C                                const uint8_t *data)
C FIPS 180-4, 6.2.2, over BLOCKS 64-byte blocks; the C twin is
C src/sha2/sha256-compress.c.  Needs NEON (ARMv7-A, e.g. Cortex-A9).
C
C Why this file exists: the rounds are those of arm/sha256-compress.asm
C (SHA256_ROUND, arm/sha256.m4), but NEON computes the message
C schedule four words at a time, adds K and leaves W + K on the stack,
C so a round takes 17 instructions and the schedule 7.5 a word instead
C of 14.  The NEON unit runs beside the integer one: on a Cortex-A9
C its 30 instructions per four rounds fit in the issue slots the 68
C integer instructions leave (doc/arm-cost-model.md).
C
C Measured (guest instructions per byte, qemu-arm -cpu cortex-a9 with
C the qemu-icount plugin (HACKING.md, Measuring), whole update+digest calls,
C 2026-11-22):
C
C   message            64 B    1 KiB   16 KiB
C   this file          50.9    25.2    23.5
C   arm/ scalar        63.6    31.9    29.9
C   OpenSSL 3.0 NEON   54.3    25.6    23.9

INCLUDE_SRC(<arm/sha256.m4>)dnl
	ARCH_NEON

C Integer registers.  a..h start in r4..r11 and move one register on
C per round (the ROUND arguments); after 8 rounds they are back.
define(<STATE>, <r0>)	C at entry; then X0
define(<X0>, <r0>)	C b ^ c in even rounds, free in odd ones
define(<T1>, <r1>)	C Sigma1, Sigma0
define(<WKP>, <r2>)	C where the schedule stores the next W + K
define(<KP>, <r3>)	C next K for the schedule
define(<X1>, <r12>)	C b ^ c in odd rounds, free in even ones
define(<DATA>, <lr>)	C next block

C NEON registers: W[t..t+15] in four quads, W0 the oldest; the
C schedule replaces the oldest, so the names move on each turn.
define(<W0>, <q8>)
define(<W1>, <q9>)
define(<W2>, <q10>)
define(<W3>, <q11>)
define(<S0>, <q12>)	C temporaries
define(<S1>, <q13>)
define(<S2>, <q14>)
define(<S3>, <q15>)

C Stack frame.
define(<WK>, <0>)	C W[t] + K[t], t mod 16, 16 words
define(<SSTATE>, <64>)	C state pointer
define(<SBLOCKS>, <68>)	C blocks left
define(<SKEND>, <72>)	C the end of the K table
define(<LOCALS>, <80>)

C ROUND(t, a, b, c, d, e, f, g, h, x, y): round t, with W + K from
C the stack.
define(<ROUND>, <
	ldr	$11, [sp, #eval(WK + 4 * ($1 % 16))]	C h += K + W
	add	$9, $9, $11
	SHA256_ROUND($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, T1)>)

C ROUNDS4(t): rounds t..t+3.  The roles of the registers repeat every
C eight rounds, x and y every two.
define(<ROUNDS4>, <ifelse(eval($1 % 8), 0, <
	ROUND($1, r4, r5, r6, r7, r8, r9, r10, r11, X0, X1)
	ROUND(eval($1 + 1), r11, r4, r5, r6, r7, r8, r9, r10, X1, X0)
	ROUND(eval($1 + 2), r10, r11, r4, r5, r6, r7, r8, r9, X0, X1)
	ROUND(eval($1 + 3), r9, r10, r11, r4, r5, r6, r7, r8, X1, X0)>, <
	ROUND($1, r8, r9, r10, r11, r4, r5, r6, r7, X0, X1)
	ROUND(eval($1 + 1), r7, r8, r9, r10, r11, r4, r5, r6, X1, X0)
	ROUND(eval($1 + 2), r6, r7, r8, r9, r10, r11, r4, r5, X0, X1)
	ROUND(eval($1 + 3), r5, r6, r7, r8, r9, r10, r11, r4, X1, X0)>)>)

C SCHED4(w0, w0lo, w0hi, w1, w2, w3, w3hi): W[t+16..t+19] into w0,
C which held W[t..t+3] (w1..w3 hold W[t+4..t+15]), and W + K for those
C rounds to the stack:
C W[i] = W[i-16] + sigma0(W[i-15]) + W[i-7] + sigma1(W[i-2]).
C Rotations are a right shift and a left shift-insert.  sigma1 of the
C last two words needs the first two: two halves.
define(<SCHED4>, <
	vext.32	S0, $1, $4, #1		C W[i-15]
	vext.32	S1, $5, $6, #1		C W[i-7]
	vshr.u32 S2, S0, #7		C sigma0(W[i-15])
	vadd.i32 $1, $1, S1
	vshr.u32 S3, S0, #18
	vshr.u32 S1, S0, #3
	vsli.32	S2, S0, #25
	vsli.32	S3, S0, #14
	veor	S1, S1, S2
	veor	S1, S1, S3
	vshr.u32 d24, $7, #17		C sigma1(W[i-2]), first half
	vshr.u32 d25, $7, #19
	vshr.u32 d28, $7, #10
	vsli.32	d24, $7, #15
	vsli.32	d25, $7, #13
	vadd.i32 $1, $1, S1
	veor	d28, d28, d24
	veor	d28, d28, d25
	vadd.i32 $2, $2, d28
	vshr.u32 d24, $2, #17		C sigma1(W[i-2]), second half
	vshr.u32 d25, $2, #19
	vshr.u32 d28, $2, #10
	vsli.32	d24, $2, #15
	vsli.32	d25, $2, #13
	veor	d28, d28, d24
	veor	d28, d28, d25
	vadd.i32 $3, $3, d28
	vld1.32	{S0}, [KP]!		C + K, to the stack
	vadd.i32 S0, S0, $1
	vst1.32	{S0}, [WKP]!>)

	.text
	.p2align 2
C The constants before the code, so that adr reaches them.
.Lk:
	SHA256_K

PROLOGUE(_symcrypt_sha256_compress)
	cmp	r1, #0
	bxeq	lr
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	sub	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset LOCALS>)
	str	STATE, [sp, #SSTATE]
	str	r1, [sp, #SBLOCKS]
	mov	DATA, r2

.Lblock:
	C a..h from the state; W[0..15] from the block, big-endian;
	C W + K for rounds 0-15; x for round 0.
	ldm	STATE, {r4, r5, r6, r7, r8, r9, r10, r11}
	vld1.8	{W0, W1}, [DATA]!
	vld1.8	{W2, W3}, [DATA]!
	adr	KP, .Lk
	add	T1, KP, #256
	str	T1, [sp, #SKEND]
	vrev32.8 W0, W0
	vrev32.8 W1, W1
	vrev32.8 W2, W2
	vrev32.8 W3, W3
	mov	WKP, sp
	vld1.32	{S0, S1}, [KP]!
	vld1.32	{S2, S3}, [KP]!
	vadd.i32 S0, S0, W0
	vadd.i32 S1, S1, W1
	vadd.i32 S2, S2, W2
	vadd.i32 S3, S3, W3
	vst1.32	{S0, S1}, [WKP]!
	vst1.32	{S2, S3}, [WKP]
	mov	WKP, sp
	eor	X0, r5, r6

	C Rounds 0-47, 16 a turn, each four followed by the schedule of
	C the words 16 rounds on.
.Lrounds:
	ROUNDS4(0)
	SCHED4(W0, d16, d17, W1, W2, W3, d23)
	ROUNDS4(4)
	SCHED4(W1, d18, d19, W2, W3, W0, d17)
	ROUNDS4(8)
	SCHED4(W2, d20, d21, W3, W0, W1, d19)
	ROUNDS4(12)
	SCHED4(W3, d22, d23, W0, W1, W2, d21)
	sub	WKP, WKP, #64
	ldr	X1, [sp, #SKEND]
	cmp	KP, X1
	bne	.Lrounds

	C Rounds 48-63.
	ROUNDS4(0)
	ROUNDS4(4)
	ROUNDS4(8)
	ROUNDS4(12)

	SHA256_ADD_STATE

	ldr	r1, [sp, #SBLOCKS]
	subs	r1, r1, #1
	str	r1, [sp, #SBLOCKS]
	bne	.Lblock

	add	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset -LOCALS>)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_sha256_compress)
