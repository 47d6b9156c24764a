dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/blake2s-compress.asm -- the BLAKE2s compression function
C (RFC 7693, 3.2) on the rows of the state, NEON.

C void _symcrypt_blake2s_compress(uint32_t *state, size_t length,
C                                 const uint8_t *data, unsigned last_bit)
C src/functions.def has the contract.
C
C Why: BLAKE2s's G is BLAKE3's (arm/rows32.m4 has the rounds, the four
C G of a step one vector instruction each); only the schedule (sigma,
C ten rounds), the block counter and the final flag differ.

INCLUDE_SRC(<arm/blake2s.m4>)dnl
INCLUDE_SRC(<arm/rows32.m4>)dnl
	ARCH_NEON

define(<STATE>, <r0>)
define(<LENGTH>, <r1>)
define(<DATA>, <r2>)
define(<LAST_BIT>, <r3>)
define(<COUNTER_LO>, <r4>)	C the byte counter t (state words 8 and 9)
define(<COUNTER_HI>, <r5>)
define(<BYTES>, <r6>)	C this block's bytes
define(<FINAL>, <r7>)	C all ones for the last block
define(<CONST>, <r12>)
define(<PTR>, <lr>)	C walks the vtbl indices

	.text
	.p2align 3
C The constants before the code, so that adrl reaches them.
.Lconst:
	C the IV (RFC 7693, 2.6)
	.word	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
	.word	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
forloop(<r>, 0, 9, <ROWS_INDICES(<SIGMA>, r)
>)

PROLOGUE(_symcrypt_blake2s_compress)
	PUSH(r4, r5, r6, r7, lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	adrl	CONST, .Lconst
	ldr	COUNTER_LO, [STATE, #32]
	ldr	COUNTER_HI, [STATE, #36]

.Lblock:
	C BYTES = 64, or what is left of the last block
	mov	BYTES, #64
	mov	FINAL, #0
	cmp	LAST_BIT, #0
	beq	.Lwhole
	cmp	LENGTH, #64
	bhi	.Lwhole
	mov	BYTES, LENGTH
	mvn	FINAL, #0
	b	.Lcounter
.Lwhole:
	cmp	LENGTH, #64
	blo	.Ldone
.Lcounter:
	adds	COUNTER_LO, COUNTER_LO, BYTES	C a 64-bit number
	adc	COUNTER_HI, COUNTER_HI, #0

	vld1.8		{d16-d19}, [DATA]!
	vld1.8		{d20-d23}, [DATA]!
	vld1.32		{ROW(0), ROW(1)}, [STATE]
	vld1.32		{ROW(2), ROW(3)}, [CONST]	C the IV
	C row 3 ^= t low, t high, the final flag, 0
	vmov		d28, COUNTER_LO, COUNTER_HI
	vmov.i32	d29, #0
	vmov.32		d29[0], FINAL
	veor		ROW(3), ROW(3), T
	add	PTR, CONST, #32
forloop(<r>, 0, 9, <
	ROWS_ROUND(PTR, <SIGMA>, r)>)

	C state ^= v[i] ^ v[8 + i]
	vld1.32		{q8, q9}, [STATE]
	veor		q8, q8, ROW(0)
	veor		q9, q9, ROW(1)
	veor		q8, q8, ROW(2)
	veor		q9, q9, ROW(3)
	vst1.32		{q8, q9}, [STATE]

	cmp	FINAL, #0
	bne	.Ldone
	sub	LENGTH, LENGTH, #64
	b	.Lblock

.Ldone:
	str	COUNTER_LO, [STATE, #32]
	str	COUNTER_HI, [STATE, #36]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, pc)
EPILOGUE(_symcrypt_blake2s_compress)
