dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/gpr/salsa20-crypt1.asm -- one Salsa20 block in the general
C registers, XORed with up to 64 bytes of data.
C
C Why: a message of one block is a chain of twenty rounds; on a core
C whose vector integer operations take two cycles (AMD Zen 5) the
C scalar steps run a round in twelve cycles (x86_64/m4/salsa20-gpr.m4),
C the rows of x86_64/salsa20-crypt1.asm in 32.  The data is XORed as
C the words leave the registers and the keystream block is stored for
C the next call (functions.def, salsa20_crypt1); a shorter message
C takes its bytes from the stored block, four at a time as they were
C stored, then one by one.  Chosen by the rows of
C src/models.tab that name the folder.
C
C Measured: doc/x86_64-stream.md, "HSalsa20 and the one-block Salsa20
C in general registers".

dnl void _symcrypt_salsa20_crypt1(uint8_t *keystream, const uint32_t *state,
dnl                               unsigned rounds, size_t length,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/salsa20-gpr.m4>)dnl
SALSA_GPR_REGS
define(<KS_SAVE>, defn(<ARG0_SAVE>))
define(<STATE_SAVE>, defn(<ARG1_SAVE>))
define(<LENGTH_SAVE>, defn(<ARG2_SAVE>))
define(<OUT_SAVE>, defn(<ARG3_SAVE>))
define(<IN_SAVE>, defn(<ARG4_SAVE>))

PROLOGUE(_symcrypt_salsa20_crypt1)
	SALSA_GPR_ENTER
	mov	%rdi, KS_SAVE
	mov	%rsi, STATE_SAVE
	mov	%rcx, LENGTH_SAVE
	mov	%r8, OUT_SAVE
	mov	%r9, IN_SAVE
	mov	%edx, ROUNDS_LEFT
	C The block from the state (at T64): words 4 and 11 to their slots
	mov	16(T64), %eax
	mov	%eax, GW4
	mov	44(T64), %eax
	mov	%eax, GW11
	forloop(<i>, 0, 15, <ifelse(i, 4, , i, 11, , <
	mov	eval(4 * i)(T64), GWI(i)>)>)

	SALSA_GPR_ROUNDS

	cmpq	$64, LENGTH_SAVE
	jb	.Lshort
	C A whole block: keystream and data word by word
	GPR_OUT(SALSA_GPR_SPARE, STATE_SAVE, KS_SAVE, IN_SAVE, OUT_SAVE)
	SALSA_GPR_LEAVE

.Lshort:
	C The keystream block stored, then LENGTH bytes of data XORed
	GPR_OUT(SALSA_GPR_SPARE, STATE_SAVE, KS_SAVE)
	GPR_XOR_TAIL(IN_SAVE, OUT_SAVE, LENGTH_SAVE)
	SALSA_GPR_LEAVE
EPILOGUE(_symcrypt_salsa20_crypt1)
