dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/gpr/hchacha20-words.asm -- HChaCha20 in the general registers.
C
C Why: XChaCha20 runs HChaCha20 once per message, a chain of twenty
C rounds.  Where the one-block core is x86_64/gpr/chacha-core.asm
C (AMD Zen 5, whose vector integer operations take two cycles), the C
C twin fills a buffer, calls that core, takes the input off its
C feed-forward and wipes the buffer; here the state comes straight from
C the constants, the key and the input, and only the eight output words
C are stored (x86_64/m4/chacha-gpr.m4).  Chosen by the rows of
C src/models.tab that name the folder.
C
C Measured: doc/x86_64-stream.md, "HSalsa20 and the one-block Salsa20
C in general registers".

dnl void _symcrypt_hchacha20_words(uint32_t *dst, const uint8_t *key,
dnl                                const uint8_t *in)

INCLUDE_SRC(<x86_64/m4/chacha-gpr.m4>)dnl
CHACHA_GPR_REGS

PROLOGUE(_symcrypt_hchacha20_words)
	CHACHA_GPR_ENTER
	mov	%rdi, OUT_SAVE
	movl	$20, ROUNDS_LEFT
	C IN (%rdx) to words 12..15 first, then KEY (%rsi) to words 4..11,
	C word 11 through %eax to its slot and word 4 (%esi) last, then the
	C constants to words 0..3, word 3 in %edx
	forloop(<i>, 0, 3, <
	mov	eval(4 * i)(%rdx), GWI(eval(12 + i))>)
	mov	28(%rsi), %eax
	mov	%eax, GW11
	forloop(<i>, 5, 10, <
	mov	eval(4 * i - 16)(%rsi), GWI(i)>)
	mov	(%rsi), GW4
	mov	$0x61707865, GW0
	mov	$0x3320646e, GW1
	mov	$0x79622d32, GW2
	mov	$0x6b206574, GW3

	CHACHA_GPR_ROUNDS

	C Words 0..3 and 12..15 to DST; word 11's slot cleared
	mov	OUT_SAVE, %rsi
	forloop(<i>, 0, 3, <
	mov	GWI(i), eval(4 * i)(%rsi)
	mov	GWI(eval(12 + i)), eval(16 + 4 * i)(%rsi)>)
	movl	$0, GW11
	CHACHA_GPR_LEAVE
EPILOGUE(_symcrypt_hchacha20_words)
