dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/gpr/hsalsa20-words.asm -- HSalsa20 in the general registers.
C
C Why: XSalsa20 runs HSalsa20 once per message, a chain of twenty
C rounds; on a core whose vector integer operations take two cycles
C (AMD Zen 5) the rows of x86_64/hsalsa20-words.asm run a round in 32
C cycles, the scalar steps in twelve (x86_64/m4/salsa20-gpr.m4), and
C this file stores only the eight words, where the C twin fills and
C wipes a buffer.  Chosen by the rows of src/models.tab that name the
C folder.
C
C Measured: doc/x86_64-stream.md, "HSalsa20 and the one-block Salsa20
C in general registers".

dnl void _symcrypt_hsalsa20_words(uint32_t *low, uint32_t *high,
dnl                               const uint8_t *key, const uint8_t *in)

INCLUDE_SRC(<x86_64/m4/salsa20-gpr.m4>)dnl
SALSA_GPR_REGS
define(<LOW_SAVE>, defn(<ARG0_SAVE>))
define(<HIGH_SAVE>, defn(<ARG1_SAVE>))

PROLOGUE(_symcrypt_hsalsa20_words)
	SALSA_GPR_ENTER
	mov	%rdi, LOW_SAVE
	mov	%rsi, HIGH_SAVE
	movl	$20, ROUNDS_LEFT
	C The state: the constants at 0, 5, 10, 15, the key at 1..4 and
	C 11..14, IN at 6..9.  KEY moves to T64 first, IN (%rcx) is read
	C before word 2 takes its register.
	mov	%rdx, T64
	mov	(%rcx), GW6
	mov	4(%rcx), GW7
	mov	8(%rcx), GW8
	mov	12(%rcx), GW9
	mov	(T64), GW1
	mov	4(T64), GW2
	mov	8(T64), GW3
	mov	12(T64), %eax
	mov	%eax, GW4
	mov	16(T64), %eax
	mov	%eax, GW11
	mov	20(T64), GW12
	mov	24(T64), GW13
	mov	28(T64), GW14
	mov	$0x61707865, GW0
	mov	$0x3320646e, GW5
	mov	$0x79622d32, GW10
	mov	$0x6b206574, GW15

	SALSA_GPR_ROUNDS

	C Words 0, 5, 10, 15 to LOW, 6..9 to HIGH
	mov	LOW_SAVE, T64
	mov	GW0, (T64)
	mov	GW5, 4(T64)
	mov	GW10, 8(T64)
	mov	GW15, 12(T64)
	mov	HIGH_SAVE, T64
	mov	GW6, (T64)
	mov	GW7, 4(T64)
	mov	GW8, 8(T64)
	mov	GW9, 12(T64)
	SALSA_GPR_LEAVE
EPILOGUE(_symcrypt_hsalsa20_words)
