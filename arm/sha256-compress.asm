dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/sha256-compress.asm -- the SHA-256 compression function, ARMv6.

C void _symcrypt_sha256_compress(uint32_t *state, size_t blocks,
C                                const uint8_t *data)
C FIPS 180-4, 6.2.2, over BLOCKS 64-byte blocks; the C twin is
C src/sha2/sha256-compress.c.  Needs ARMv6 (rev) in ARM state, and the
C unaligned single-word loads every ARMv6 and later Linux allows.
C
C Why this file exists: gcc's C runs 37.1 guest instructions a byte
C (armhf, -O2 -mcpu=cortex-a9, Thumb-2); this file 29.9, as many as
C OpenSSL's scalar code (30.1).  Where it saves:
C - the rotations of Sigma0 and Sigma1 fold into shifted operands,
C   Maj takes three instructions with the previous round's a ^ b, and
C   the working variables are never moved (SHA256_ROUND, shared with
C   the NEON file, in arm/sha256.m4);
C - K comes from a table by a post-increment load.
C One round is 18 instructions; the message schedule of rounds 16-63
C adds 14 (four loads, sigma0 and sigma1 in three each, three adds and
C the store), rounds 0-15 three (load, rev, store).
C
C Measured (guest instructions per byte, qemu-arm -cpu cortex-a9 with
C the qemu-icount plugin (HACKING.md, Measuring), whole update+digest calls,
C 2026-11-22; no cycle figures without hardware, see
C doc/arm-cost-model.md):
C
C   message            64 B    1 KiB   16 KiB
C   this file          63.6    31.9    29.9
C   C twin (gcc 12)    79.3    39.6    37.1
C   OpenSSL 3.0 scalar 65.7    32.2    30.1   (OPENSSL_armcap=0)
C   OpenSSL 3.0 NEON   54.3    25.6    23.9
C   Nettle 3.8 armv6   72.5    36.4    34.2

INCLUDE_SRC(<arm/sha256.m4>)dnl
	ARCH_SCALAR

C Registers.  The working variables a..h start in r4..r11 and move
C one register on per round (the ROUND arguments); after 8 rounds
C they are back.
define(<STATE>, <r0>)	C at entry; then X0
define(<X0>, <r0>)	C b ^ c in even rounds, free in odd ones
define(<T1>, <r1>)	C Sigma1, Sigma0, schedule temporaries
define(<W>, <r2>)	C this round's message word
define(<KP>, <r3>)	C next K
define(<X1>, <r12>)	C b ^ c in odd rounds, free in even ones
define(<DATA>, <lr>)	C input during rounds 0-15; then a temporary
define(<T2>, <lr>)

C Stack frame.
define(<WS>, <0>)	C W[t mod 16], 16 words
define(<SSTATE>, <64>)	C state pointer
define(<SBLOCKS>, <68>)	C blocks left
define(<SDATA>, <72>)	C next block
define(<SKEND>, <76>)	C the end of the K table
define(<LOCALS>, <80>)

C ROUND(a, b, c, d, e, f, g, h, x, y): one round, W holding the
C message word (SHA256_ROUND in arm/sha256.m4 for the rest).
define(<ROUND>, <
	ldr	$10, [KP], #4		C h += K + W
	add	$8, $8, W
	add	$8, $8, $10
	SHA256_ROUND($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, T1)>)

C LOADW(t): W = message word t < 16, big-endian, kept for the schedule.
define(<LOADW>, <
	ldr	W, [DATA], #4
	rev	W, W
	str	W, [sp, #eval(WS + 4 * ($1))]>)

C SCHED(t, y): W = W[t] = W[t-16] + sigma0(W[t-15]) + W[t-7]
C + sigma1(W[t-2]), all mod 16, stored; y is the round's free register.
define(<SCHED>, <
	ldr	W, [sp, #eval(WS + 4 * ($1 % 16))]
	ldr	T1, [sp, #eval(WS + 4 * (($1 + 1) % 16))]
	ldr	T2, [sp, #eval(WS + 4 * (($1 + 14) % 16))]
	mov	$2, T1, ror #7		C sigma0(W[t-15])
	eor	$2, $2, T1, ror #18
	eor	$2, $2, T1, lsr #3
	ldr	T1, [sp, #eval(WS + 4 * (($1 + 9) % 16))]
	add	W, W, $2
	mov	$2, T2, ror #17		C sigma1(W[t-2])
	eor	$2, $2, T2, ror #19
	eor	$2, $2, T2, lsr #10
	add	W, W, T1
	add	W, W, $2
	str	W, [sp, #eval(WS + 4 * ($1 % 16))]>)

C ROUNDS8(t, word): rounds t..t+7, each after word(t, y).
define(<ROUNDS8>, <
	$2($1, X1)
	ROUND(r4, r5, r6, r7, r8, r9, r10, r11, X0, X1)
	$2(eval($1 + 1), X0)
	ROUND(r11, r4, r5, r6, r7, r8, r9, r10, X1, X0)
	$2(eval($1 + 2), X1)
	ROUND(r10, r11, r4, r5, r6, r7, r8, r9, X0, X1)
	$2(eval($1 + 3), X0)
	ROUND(r9, r10, r11, r4, r5, r6, r7, r8, X1, X0)
	$2(eval($1 + 4), X1)
	ROUND(r8, r9, r10, r11, r4, r5, r6, r7, X0, X1)
	$2(eval($1 + 5), X0)
	ROUND(r7, r8, r9, r10, r11, r4, r5, r6, X1, X0)
	$2(eval($1 + 6), X1)
	ROUND(r6, r7, r8, r9, r10, r11, r4, r5, X0, X1)
	$2(eval($1 + 7), X0)
	ROUND(r5, r6, r7, r8, r9, r10, r11, r4, X1, X0)>)

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
	C a..h from the state; K from the start; x for round 0.
	ldm	STATE, {r4, r5, r6, r7, r8, r9, r10, r11}
	adr	KP, .Lk
	add	T1, KP, #256
	str	T1, [sp, #SKEND]
	eor	X0, r5, r6

	C Rounds 0-15 on the words of the block.
	ROUNDS8(0, <LOADW>)
	ROUNDS8(8, <LOADW>)
	str	DATA, [sp, #SDATA]

	C Rounds 16-63, 16 a turn: the roles are the same every turn.
.Lrounds:
	ROUNDS8(16, <SCHED>)
	ROUNDS8(24, <SCHED>)
	ldr	T1, [sp, #SKEND]
	cmp	KP, T1
	bne	.Lrounds

	SHA256_ADD_STATE

	ldr	r1, [sp, #SBLOCKS]
	ldr	DATA, [sp, #SDATA]
	subs	r1, r1, #1
	str	r1, [sp, #SBLOCKS]
	bne	.Lblock

	add	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset -LOCALS>)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_sha256_compress)
