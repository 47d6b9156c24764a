dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/aes-kw-wrap.asm, aesni/aes-kw-unwrap.asm.
dnl x86_64/m4/kw-aesni.m4 -- key wrap's six passes with AES-NI: the
dnl bodies of aes_kw_wrap and aes_kw_unwrap (KW_STEPS), the round keys
dnl in registers.
dnl
dnl Each step's block is the integrity value A (the first 8 bytes, the
dnl low half of a register) and one 8-byte block R[i] (the high half);
dnl the next step waits for this one's A, so the bound is the latency
dnl of one block encryption a step.  The step's count t and round key 0
dnl are folded into the key of the last round (AESENCLAST or
dnl AESDECLAST with the last round key XOR round key 0 XOR t in A's
dnl half), and the next block R[i'] XOR round key 0's high half goes in
dnl by one MOVSD, so the chain is the rounds and that MOVSD.  Wrapping
dnl XORs the step's t into what the rounds give; unwrapping XORs t into
dnl A before the rounds, so it folds the next step's count, t - 1 (0
dnl after the last step).  Round key j of AES-NR sits in
dnl %xmm(15 - NR + j), j = 1 .. NR - 1, as in aes-cbc-mac-blocks.asm, so
dnl that every key size ends its rounds on %xmm14.

define(<KEYS>, <%rdi>)
define(<LAST>, <%rsi>)		C the last round key; NR on entry
define(<N>, <%rdx>)		C the blocks R[1] .. R[N]
define(<BUF>, <%rcx>)		C A, then R[1] .. R[N]
define(<NRB>, <%rax>)		C 16 NR
define(<R>, <%r8>)		C this step's R[i]
define(<COUNT>, <%r9>)		C the count folded into the last round
define(<END>, <%r10>)		C where R goes back to the first block
define(<TMP>, <%r11>)
define(<X>, <%xmm0>)		C the step's block, inside the cipher
define(<T>, <%xmm1>)		C the last round's key, then the block out
define(<NEXT>, <%xmm15>)	C the next block R[i'], round key 0 added

dnl MIDDLE(op, tag): rounds 1 to NR - 1 of AES (op enc) or of its
dnl equivalent inverse cipher (dec) on X, entered by NR.
define(<MIDDLE>, <
	cmp	<$>160, NRB
	je	.Lr10_$2
	cmp	<$>192, NRB
	je	.Lr12_$2
	forloop(<r>, 2, 14, <ifelse(r, 4, <
.Lr12_$2:>, r, 6, <
.Lr10_$2:>)
	aes$1	%xmm<>r, X>)>)

dnl LAST_KEY: T = the last round key XOR round key 0 XOR COUNT as a
dnl big-endian number in the low half; off the chain.
define(<LAST_KEY>, <
	mov	COUNT, TMP
	bswap	TMP
	movq	TMP, T
	movdqu	(LAST), NEXT
	pxor	NEXT, T
	movdqu	(KEYS), NEXT
	pxor	NEXT, T>)

dnl STORE_R: T = X XOR round key 0, whose high half is R[i], stored;
dnl its low half is A.
define(<STORE_R>, <
	movdqu	(KEYS), T
	pxor	X, T
	movhps	T, (R)>)

dnl NEXT_BLOCK: X = A | R[i'] XOR round key 0, from A XOR key 0's low
dnl half in X and R[i'] at R; the chain waits on the MOVSD alone.
define(<NEXT_BLOCK>, <
	movq	(R), NEXT
	punpcklqdq NEXT, NEXT
	movdqu	(KEYS), T
	pxor	T, NEXT
	movsd	X, NEXT
	movdqa	NEXT, X>)

dnl KW_STEPS(name, op): the function NAME, wrap (op enc) or unwrap
dnl (dec).
define(<KW_STEPS>, <
PROLOGUE($1)
	test	N, N
	jz	.Ldone
	C NRB = 16 NR, LAST = KEYS + NRB
	mov	%esi, %eax
	shl	<$>4, NRB
	lea	(KEYS, NRB), LAST

	C Keys NR - 1 .. 1 into %xmm14 down (those of the key size only)
	forloop(<m>, 0, 12, <ifelse(m, 9, <
	cmp	<$>160, NRB
	je	.Lkeys_done>, m, 11, <
	cmp	<$>192, NRB
	je	.Lkeys_done>)
	movdqu	-16*eval(m + 1)(LAST), %xmm<>eval(14 - m)>)
.Lkeys_done:
ifelse($2, enc, <
	C Wrap: t = 1 .. 6 N, R from R[1] up, back from past R[N];
	C then N = 6 N, the last step's count
	mov	<$>1, COUNT
	lea	8(BUF), R
	lea	8(BUF, N, 8), END
	lea	(N, N, 2), N
	add	N, N
	C X = A | R[1] XOR round key 0, in halves: the caller has just
	C stored them apart, and one 16-byte load of two stores would wait
	C for both to reach the cache
	movq	(BUF), X
	movhps	8(BUF), X
	movdqu	(KEYS), T
	pxor	T, X
.Lloop:
	LAST_KEY
	MIDDLE(enc, loop)
	aesenclast T, X
	STORE_R
	C R moves up, from R[N] back to R[1]
	add	<$>8, R
	lea	8(BUF), TMP
	cmp	END, R
	cmove	TMP, R
	cmp	N, COUNT
	je	.Lend
	inc	COUNT
	NEXT_BLOCK
	jmp	.Lloop>, <
	C Unwrap: t = 6 N .. 1, R from R[N] down, back from A's slot
	lea	(N, N, 2), COUNT
	add	COUNT, COUNT
	lea	(BUF, N, 8), R
	mov	R, END
	C X = (A XOR t) | R[N] XOR round key 0
	mov	COUNT, TMP
	bswap	TMP
	movq	TMP, X
	movhps	(R), X
	movq	(BUF), T
	pxor	T, X
	movdqu	(KEYS), T
	pxor	T, X
	dec	COUNT
.Lloop:
	LAST_KEY
	MIDDLE(dec, loop)
	aesdeclast T, X
	STORE_R
	C R moves down, from R[1] back to R[N]
	sub	<$>8, R
	cmp	BUF, R
	cmove	END, R
	test	COUNT, COUNT
	jz	.Lend
	dec	COUNT
	NEXT_BLOCK
	jmp	.Lloop>)
.Lend:
	C A, the low half of T
	movq	T, (BUF)
.Ldone:
	ret
EPILOGUE($1)>)
