dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/argon2-block.asm -- Argon2's block function G (RFC
C 9106, 3.5), SSSE3.
C
C Why: for x86_64 CPUs without AVX2.  P's 4 x 4 state is eight xmm
C registers, a row of it two (words 0-1 and 2-3); pmuludq gives two
C products at once.  A row of the block is eight aligned pieces of 16
C bytes, and so is a column (one piece of each row): both passes load
C their registers straight from memory.  Between the steps the rows b
C and d turn with palignr, and c by swapping its two registers' roles.
C One P at a time: two would need more than sixteen registers.
C
C R = X ^ Y goes to OUT (XORed into it with XOR_OUT) as it is read; P
C of each row goes to a frame of 1 KiB; P of each column of the frame
C is XORed into OUT.  OUT may be X or Y: each row is read before it is
C written.
C
C Measured: doc/argon2.md.

dnl void _symcrypt_argon2_block(uint64_t *out, const uint64_t *x,
dnl                             const uint64_t *y, unsigned xor_out)

define(<OUT>, <%rdi>)
define(<X>, <%rsi>)
define(<Y>, <%rdx>)
define(<XOR_OUT>, <%ecx>)
define(<COUNT>, <%r8>)		dnl the rows or columns left
define(<TMP>, <%r9>)		dnl the frame's row or column
define(<AL>, <%xmm0>)		dnl P's rows: a, words 0-1 and 2-3
define(<AH>, <%xmm1>)
define(<BL>, <%xmm2>)
define(<BH>, <%xmm3>)
define(<CL>, <%xmm4>)
define(<CH>, <%xmm5>)
define(<DL>, <%xmm6>)
define(<DH>, <%xmm7>)
define(<T0>, <%xmm8>)		dnl temporaries
define(<T1>, <%xmm9>)
define(<R16>, <%xmm10>)		dnl the pshufb patterns
define(<R24>, <%xmm11>)

dnl RORQ(n, x, t): rotate each word of X right by N (T a temporary).
define(<RORQ>, <ifelse($1, 32, <
	pshufd	$<>0xb1, $2, $2>, $1, 24, <
	pshufb	R24, $2>, $1, 16, <
	pshufb	R16, $2>, <
	movdqa	$2, $3
	paddq	$2, $3
	psrlq	$<>63, $2
	por	$3, $2>)>)dnl

dnl FBLA(a, b, t): a += b + 2 * lo(a) * lo(b).
define(<FBLA>, <
	movdqa	$1, $3
	pmuludq	$2, $3
	paddq	$2, $1
	paddq	$3, $3
	paddq	$3, $1>)dnl

dnl HALF(a, b, c, d, t, r1, r2): half of two G side by side.
define(<HALF>, <FBLA($1, $2, $5)
	pxor	$1, $4<>RORQ($6, $4, $5)<>FBLA($3, $4, $5)
	pxor	$3, $2<>RORQ($7, $2, $5)>)dnl

dnl STEP(a0, b0, c0, d0, a1, b1, c1, d1): the four G of a step, two
dnl by two.
define(<STEP>, <
	HALF($1, $2, $3, $4, T0, 32, 24)
	HALF($5, $6, $7, $8, T1, 32, 24)
	HALF($1, $2, $3, $4, T0, 16, 63)
	HALF($5, $6, $7, $8, T1, 16, 63)>)dnl

dnl LEFT(lo, hi): the row (lo, hi) of words (w0 w1, w2 w3) becomes
dnl (w1 w2, w3 w0), one word to the left.
define(<LEFT>, <
	movdqa	$2, T0
	palignr	$<>8, $1, T0
	movdqa	$1, T1
	palignr	$<>8, $2, T1
	movdqa	T0, $1
	movdqa	T1, $2>)dnl

dnl RIGHT(lo, hi): the row becomes (w3 w0, w1 w2), one word to the
dnl right.
define(<RIGHT>, <
	movdqa	$1, T0
	palignr	$<>8, $2, T0
	movdqa	$2, T1
	palignr	$<>8, $1, T1
	movdqa	T0, $1
	movdqa	T1, $2>)dnl

dnl PERMUTE: P on the eight registers.  The diagonal step sees b
dnl turned one word left, c two (its registers' roles swapped) and d
dnl one right; then they turn back.
define(<PERMUTE>, <
	STEP(AL, BL, CL, DL, AH, BH, CH, DH)
	LEFT(BL, BH)
	RIGHT(DL, DH)
	STEP(AL, BL, CH, DL, AH, BH, CL, DH)
	RIGHT(BL, BH)
	LEFT(DL, DH)>)dnl

dnl The register of piece I (0 .. 7) of P's state.
define(<REG>, <ifelse($1, 0, AL, $1, 1, AH, $1, 2, BL, $1, 3, BH,
		      $1, 4, CL, $1, 5, CH, $1, 6, DL, DH)>)dnl

PROLOGUE(_symcrypt_argon2_block)
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-16, %rsp
	sub	$<>1024, %rsp
	C Y is the block at a place chosen at random: ask for all of its
	C lines now, so that their misses overlap.
forloop(<i>, 0, 15, <
	prefetcht0	eval(64 * i)(Y)>)
	movdqa	.Lrot16(%rip), R16
	movdqa	.Lrot24(%rip), R24

	C Row k (words 16k .. 16k + 15): R into OUT, P(R) into the frame.
	mov	%rsp, TMP
	mov	$<>8, COUNT
.Lrows:
forloop(<i>, 0, 7, <
	movdqu	eval(16 * i)(X), REG(i)
	movdqu	eval(16 * i)(Y), T0
	pxor	T0, REG(i)>)
	test	XOR_OUT, XOR_OUT
	jz	.Lstore
forloop(<i>, 0, 7, <
	movdqu	eval(16 * i)(OUT), T0
	pxor	REG(i), T0
	movdqu	T0, eval(16 * i)(OUT)>)
	jmp	.Lstored
.Lstore:
forloop(<i>, 0, 7, <
	movdqu	REG(i), eval(16 * i)(OUT)>)
.Lstored:
	PERMUTE
forloop(<i>, 0, 7, <
	movdqa	REG(i), eval(16 * i)(TMP)>)
	add	$<>128, X
	add	$<>128, Y
	add	$<>128, OUT
	add	$<>128, TMP
	sub	$<>1, COUNT
	jnz	.Lrows

	C Column k: the pieces at byte 16k of the frame's rows 0 .. 7;
	C their P XORed into OUT's.
	sub	$<>1024, OUT
	mov	%rsp, TMP
	mov	$<>8, COUNT
.Lcolumns:
forloop(<i>, 0, 7, <
	movdqa	eval(128 * i)(TMP), REG(i)>)
	PERMUTE
forloop(<i>, 0, 7, <
	movdqu	eval(128 * i)(OUT), T0
	pxor	T0, REG(i)
	movdqu	REG(i), eval(128 * i)(OUT)>)
	add	$<>16, OUT
	add	$<>16, TMP
	sub	$<>1, COUNT
	jnz	.Lcolumns

	C The frame held P of the rows, derived from the password:
	C cleared.
	pxor	T0, T0
forloop(<i>, 0, 63, <
	movdqa	T0, eval(16 * i)(%rsp)>)
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	ret
EPILOGUE(_symcrypt_argon2_block)

RODATA
	.p2align 4
.Lrot16:
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
.Lrot24:
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
