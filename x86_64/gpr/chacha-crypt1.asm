dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/gpr/chacha-crypt1.asm -- one ChaCha block in the general
C registers, XORed with up to 64 bytes of data.
C
C Why: messages of one block on AMD Zen 5, as x86_64/gpr/chacha-core.asm
C with the data XORed as the words leave the registers, and the
C keystream block stored for the next call (functions.def,
C chacha_crypt1).  A shorter message takes its bytes from the stored
C block, four at a time as they were stored, then one by one.
C
C Measured: doc/x86_64-stream.md, "Zen 5: one block in the general
C registers".

dnl void _symcrypt_chacha_crypt1(uint8_t *keystream, const uint32_t *state,
dnl                              unsigned rounds, size_t length,
dnl                              uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/chacha-gpr.m4>)dnl
CHACHA_GPR_REGS

define(<SAVE_ARGS>, <mov	%rdi, KS_SAVE
	mov	%rcx, LENGTH_SAVE
	mov	%r8, OUT_SAVE
	mov	%r9, IN_SAVE>)

PROLOGUE(_symcrypt_chacha_crypt1)
	CHACHA_GPR_BLOCK
	cmpq	$64, LENGTH_SAVE
	jb	.Lshort
	C A whole block: keystream and data word by word
	CHACHA_GPR_OUT(KS_SAVE, IN_SAVE, OUT_SAVE)
	CHACHA_GPR_LEAVE

.Lshort:
	C The keystream block stored, then LENGTH bytes of data XORed
	CHACHA_GPR_OUT(KS_SAVE, , )
	GPR_XOR_TAIL(IN_SAVE, OUT_SAVE, LENGTH_SAVE)
	CHACHA_GPR_LEAVE
EPILOGUE(_symcrypt_chacha_crypt1)
