dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha512-compress.asm -- SHA-512 compression in general
C registers, for CPUs without the SHA-512 instructions.

C void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
C                                const uint8_t *data)
C
C Why: Cortex-A53, A72, Neoverse N1 and many more have no SHA-512
C instructions.  The eight state words and the sixteen schedule words
C all live in registers (x29 and x30 too, saved; STATE and BLOCKS wait
C on the stack), so a round is twenty instructions with the rotations
C folded into the XORs (eor with a rotated operand), and a schedule step
C nine; the roles a..h rotate through the registers by renaming.  The
C maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)) of a round reuses the a ^ b
C of the round before as its b ^ c.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte of
C sha512_update, gcc 12 -O2, 2026-11-22):
C                       64 B   1 KiB  16 KiB
C   C twin                            21.1
C   this file          18.69  17.46  17.38
C   OpenSSL 3.0.x                     18.54 (scalar)
C   Nettle 3.8.1                      18.96 (C)
C Cycles: doc/arm64-cost-model.md.

INCLUDE_SRC(<arm64/sha512-k.m4>)dnl
	ARCH_BASE

define(<DATA>, <x2>)
define(<KPTR>, <x3>)
define(<T>, <x0>)	C sigma sums
define(<U>, <x1>)	C constants, ch, maj
define(<X>, <x<>eval(4 + ($1) % 2)>)	C X(t): a ^ b of round t
C S(r): the register of state word r (0 = a) in round 0; W(i): schedule
C word i mod 16.
define(<S>, <x<>eval(6 + ($1) % 8)>)
define(<W>, <ifelse(eval(($1) % 16 / 4), 0, <x<>eval(14 + ($1) % 16)>,
	<x<>eval(19 + ($1) % 16 - 4)>)>)
C The frame: x19-x30 in pairs, then STATE and BLOCKS at sp.

C Role r of round t is in S(r - t).
define(<RA>, <S(eval($1 + 80))>)
define(<RB>, <S(eval($1 + 81))>)
define(<RC>, <S(eval($1 + 82))>)
define(<RD>, <S(eval($1 + 83))>)
define(<RE>, <S(eval($1 + 84))>)
define(<RF>, <S(eval($1 + 85))>)
define(<RG>, <S(eval($1 + 86))>)
define(<RH>, <S(eval($1 + 87))>)

C SCHED(t): W(t) = sigma1(W(t-2)) + W(t-7) + sigma0(W(t-15)) + W(t-16).
define(<SCHED>, <
	ror	T, W($1 + 1), #1
	eor	T, T, W($1 + 1), ror #8
	eor	T, T, W($1 + 1), lsr #7
	add	W($1), W($1), T
	ror	T, W($1 + 14), #19
	eor	T, T, W($1 + 14), ror #61
	eor	T, T, W($1 + 14), lsr #6
	add	W($1), W($1), T
	add	W($1), W($1), W($1 + 9)>)

C ROUND(t, k): round t; the roles of round t are those of index k = 80 - t
C mod 8 (RA(k) is a).  h becomes T1 + T2, the next round's a; d += T1.
define(<ROUND>, <ifelse(eval($1 / 16), 0, , <SCHED($1)>)
	ldr	U, [KPTR], #8
	add	RH($2), RH($2), U
	add	RH($2), RH($2), W($1)
	ror	T, RE($2), #14			C Sigma1(e)
	eor	T, T, RE($2), ror #18
	eor	T, T, RE($2), ror #41
	add	RH($2), RH($2), T
	eor	U, RF($2), RG($2)		C ch(e, f, g)
	and	U, U, RE($2)
	eor	U, U, RG($2)
	add	RH($2), RH($2), U		C T1
	add	RD($2), RD($2), RH($2)
	ror	T, RA($2), #28			C Sigma0(a)
	eor	T, T, RA($2), ror #34
	eor	T, T, RA($2), ror #39
	eor	X($1), RA($2), RB($2)		C maj(a, b, c)
	and	U, X($1), X($1 + 1)
	eor	U, U, RB($2)
	add	RH($2), RH($2), T
	add	RH($2), RH($2), U>)

PROLOGUE(_symcrypt_sha512_compress)
	cbz	x1, .Lnone
	hint	#25				C paciasp: x30 goes to the stack
	CFI(<.cfi_negate_ra_state>)
	PUSHP(x29, x30)
	PUSHP(x27, x28)
	PUSHP(x25, x26)
	PUSHP(x23, x24)
	PUSHP(x21, x22)
	PUSHP(x19, x20)
	sub	sp, sp, #16
	CFI(<.cfi_adjust_cfa_offset 16>)
	stp	x0, x1, [sp]			C STATE, BLOCKS
	ldp	S(0), S(1), [x0]
	ldp	S(2), S(3), [x0, #16]
	ldp	S(4), S(5), [x0, #32]
	ldp	S(6), S(7), [x0, #48]

.Lblock:
	C The message words are big-endian.
	forloop(<i>, 0, 7, <
	ldp	W(eval(2 * i)), W(eval(2 * i + 1)), [DATA], #16
	rev	W(eval(2 * i)), W(eval(2 * i))
	rev	W(eval(2 * i + 1)), W(eval(2 * i + 1))>)
	adrp	KPTR, .Lk
	add	KPTR, KPTR, :lo12:.Lk
	eor	X(1), S(1), S(2)		C b ^ c for round 0
	forloop(<t>, 0, 79, <ROUND(t, eval((80 - t) % 8))>)

	C After 80 rounds every role is back in its register: add the
	C block's input state.
	ldr	T, [sp]
	ldp	U, X(0), [T]
	add	S(0), S(0), U
	add	S(1), S(1), X(0)
	ldp	U, X(0), [T, #16]
	add	S(2), S(2), U
	add	S(3), S(3), X(0)
	ldp	U, X(0), [T, #32]
	add	S(4), S(4), U
	add	S(5), S(5), X(0)
	ldp	U, X(0), [T, #48]
	add	S(6), S(6), U
	add	S(7), S(7), X(0)
	stp	S(0), S(1), [T]
	stp	S(2), S(3), [T, #16]
	stp	S(4), S(5), [T, #32]
	stp	S(6), S(7), [T, #48]
	ldr	U, [sp, #8]
	subs	U, U, #1
	str	U, [sp, #8]
	b.ne	.Lblock

	add	sp, sp, #16
	CFI(<.cfi_adjust_cfa_offset -16>)
	POPP(x19, x20)
	POPP(x21, x22)
	POPP(x23, x24)
	POPP(x25, x26)
	POPP(x27, x28)
	POPP(x29, x30)
	hint	#29				C autiasp
	CFI(<.cfi_negate_ra_state>)
.Lnone:
	ret
EPILOGUE(_symcrypt_sha512_compress)

	RODATA
	.p2align 4
.Lk:
	SHA512_K
