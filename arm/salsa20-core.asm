dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/salsa20-core.asm -- the Salsa20 permutation on one block, ARMv6.

C void _symcrypt_salsa20_core(uint32_t *dst, const uint32_t *src,
C                             unsigned rounds)
C dst[i] = permuted state[i] + src[i], 16 host-order words.
C
C Why this file exists: one block on the integer unit costs about half
C the instructions of gcc's code and, on Cortex-A9, fewer cycles than
C one NEON block (doc/arm-cost-model.md), so it is the single-block
C core of every ARM build, NEON or not.
C
C Each step x ^= (y + z) <<< n is an add into a temporary and an eor
C with the rotation as its shifted operand.  Quarter rounds go in
C interleaved pairs with a temporary each, so twelve words stay in
C registers; x2, x3, x6, x7 and x8, x9, x12, x13 take turns in four
C of them (one stm and one ldm), twice a double round.

	ARCH_SCALAR

C Four registers hold x2, x3, x6, x7 or x8, x9, x12, x13.
define(<X0>, <r0>)
define(<X1>, <r1>)
define(<X2>, <r2>)
define(<X3>, <r3>)
define(<X4>, <r4>)
define(<X5>, <r5>)
define(<X6>, <r6>)
define(<X7>, <r7>)
define(<X8>, <r2>)
define(<X9>, <r3>)
define(<X10>, <r8>)
define(<X11>, <r9>)
define(<X12>, <r6>)
define(<X13>, <r7>)
define(<X14>, <r10>)
define(<X15>, <r11>)
define(<T>, <r12>)
define(<U>, <lr>)

C Stack frame.
define(<S2367>, <0>)	C x2, x3, x6, x7 while x8, x9, x12, x13 are in registers
define(<S891213>, <16>)	C x8, x9, x12, x13 while x2, x3, x6, x7 are
define(<COUNT>, <32>)	C double rounds left
define(<DST>, <36>)	C pushed r0
define(<SRC>, <40>)	C pushed r1
define(<LOCALS>, <36>)	C bytes below the pushed registers

C QR2(a, b, c, d, e, f, g, h): the quarter rounds
C   b ^= (a + d) <<< 7, c ^= (b + a) <<< 9,
C   d ^= (c + b) <<< 13, a ^= (d + c) <<< 18
C on (a, b, c, d) with T and on (e, f, g, h) with U, interleaved.
define(<QR2>, <
	add	T, $1, $4
	add	U, $5, $8
	eor	$2, $2, T, ror #25
	eor	$6, $6, U, ror #25
	add	T, $2, $1
	add	U, $6, $5
	eor	$3, $3, T, ror #23
	eor	$7, $7, U, ror #23
	add	T, $3, $2
	add	U, $7, $6
	eor	$4, $4, T, ror #19
	eor	$8, $8, U, ror #19
	add	T, $4, $3
	add	U, $8, $7
	eor	$1, $1, T, ror #14
	eor	$5, $5, U, ror #14>)

C FEED(n, reg, tmp): dst[n] = reg + src[n], src in T and dst in U.
define(<FEED>, <
	ldr	$3, [T, #(4 * $1)]
	add	$2, $2, $3
	str	$2, [U, #(4 * $1)]>)

PROLOGUE(_symcrypt_salsa20_core)
	PUSH(r0, r1, r4, r5, r6, r7, r8, r9, r10, r11, lr)
	sub	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset LOCALS>)

	C Load the state, x2, x3, x6, x7 to the stack.
	lsrs	r2, r2, #1
	str	r2, [sp, #COUNT]
	ldm	r1, {r0, r1, r2, r3, r4, r5, r6, r7}	C x0-x7
	stm	sp, {r2, r3, r6, r7}
	ldr	T, [sp, #SRC]
	ldrd	X8, X9, [T, #32]
	ldrd	X10, X11, [T, #40]
	ldrd	X12, X13, [T, #48]
	ldrd	X14, X15, [T, #56]
	beq	.Lfinal			C rounds == 0

.Loop:
	C Column round.
	QR2(X0, X4, X8, X12, X5, X9, X13, X1)
	add	T, sp, #S891213
	stm	T, {r2, r3, r6, r7}
	ldm	sp, {r2, r3, r6, r7}
	QR2(X10, X14, X2, X6, X15, X3, X7, X11)
	C Row round.
	QR2(X0, X1, X2, X3, X5, X6, X7, X4)
	stm	sp, {r2, r3, r6, r7}
	ldr	T, [sp, #COUNT]		C count down, the flags last to the bne
	subs	T, T, #1
	str	T, [sp, #COUNT]
	add	T, sp, #S891213
	ldm	T, {r2, r3, r6, r7}
	QR2(X10, X11, X8, X9, X15, X12, X13, X14)
	bne	.Loop

.Lfinal:
	C Add the input and store: the eight fixed registers, then the
	C eight words of the stack.
	add	T, sp, #S891213
	stm	T, {r2, r3, r6, r7}
	ldr	T, [sp, #SRC]
	ldr	U, [sp, #DST]
	FEED(0, X0, r2)
	FEED(1, X1, r2)
	FEED(4, X4, r2)
	FEED(5, X5, r2)
	FEED(10, X10, r2)
	FEED(11, X11, r2)
	FEED(14, X14, r2)
	FEED(15, X15, r2)
	ldm	sp, {r0, r1, r2, r3, r4, r5, r6, r7}	C x2, x3, x6, x7, x8, x9, x12, x13
	FEED(2, r0, r8)
	FEED(3, r1, r8)
	FEED(6, r2, r8)
	FEED(7, r3, r8)
	FEED(8, r4, r8)
	FEED(9, r5, r8)
	FEED(12, r6, r8)
	FEED(13, r7, r8)

	add	sp, sp, #(LOCALS + 8)
	CFI(<.cfi_adjust_cfa_offset -(LOCALS + 8)>)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_salsa20_core)
