dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/aes-ctr-blocks.asm, aesni/aes-ctr32-blocks.asm, aesni/aes-encrypt-blocks.asm, aesni/aes-decrypt-blocks.asm, aesni/aes-cbc-decrypt-blocks.asm.
dnl x86_64/aes-ni.m4 -- AES with AES-NI, eight blocks a turn (the last
dnl ones by four, two and one): the bodies
dnl of aes_encrypt_blocks and aes_decrypt_blocks (AES_BLOCKS) and of
dnl aes_ctr_blocks (a 128-bit counter) and aes_ctr32_blocks (GCM's
dnl 32-bit one) (AES_CTR); the rounds but the last (ROUNDS_BUT_LAST)
dnl for aes_cbc_decrypt_blocks.
dnl
dnl AES_CTR(name, width): the function NAME with the counter WIDTH (128
dnl or 32 bits).  A 128-bit counter block lives in two general
dnl registers as the big-endian numbers of its two halves; each block is
dnl made from them with bswap, movq and punpcklqdq.  A 32-bit one lives
dnl byte-reversed in CTRX, where PADDD increments it modulo 2^32 and
dnl PSHUFB makes a block of it: three instructions a block instead of
dnl eight.  The round keys are read from memory once a round for all
dnl eight blocks.

define(<KEYS>, <%rdi>)
define(<LAST>, <%rsi>)		C the last round key; NR on entry
define(<CTR>, <%rdx>)
define(<BLOCKS>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<KP>, <%rbx>)
define(<K>, <%xmm8>)
define(<X>, <%xmm9>)
dnl The counter's registers, each width's in its file: HIGH, LOW and T
dnl (general registers) for 128 bits, CTRX, BSWAP and ONE (xmm) for 32.

dnl COUNTER_BLOCK(xmm): the counter block into XMM, then the counter
dnl incremented.
define(<COUNTER_BLOCK>, <ifelse(CTR_WIDTH, 32, <
	movdqa	CTRX, $1
	pshufb	BSWAP, $1
	paddd	ONE, CTRX>, <
	mov	HIGH, T
	bswap	T
	movq	T, $1
	mov	LOW, T
	bswap	T
	movq	T, X
	punpcklqdq X, $1
	add	<$>1, LOW
	adc	<$>0, HIGH>)>)

dnl ROUNDS_BUT_LAST(n, op): the rounds of AES (op enc) or of its
dnl equivalent inverse cipher (dec) on %xmm0 .. %xmm<n - 1>, from the
dnl round key at KEYS to the one before LAST.
define(<ROUNDS_BUT_LAST>, <
	movdqu	(KEYS), K
	forloop(<i>, 0, eval($1 - 1), <
	pxor	K, %xmm<>i>)
	lea	16(KEYS), KP
1:	movdqu	(KP), K
	forloop(<i>, 0, eval($1 - 1), <
	aes$2	K, %xmm<>i>)
	add	<$>16, KP
	cmp	KP, LAST
	jne	1b>)

dnl ROUNDS(n, op): the whole cipher, with the round key at LAST.
define(<ROUNDS>, <ROUNDS_BUT_LAST($1, $2)
	movdqu	(LAST), K
	forloop(<i>, 0, eval($1 - 1), <
	aes$2<>last K, %xmm<>i>)>)

dnl XOR_OUT(n): DST = SRC XOR %xmm0 .. %xmm<n - 1>, then past them.
define(<XOR_OUT>, <
	forloop(<i>, 0, eval($1 - 1), <
	movdqu	16*i<>(SRC), X
	pxor	X, %xmm<>i
	movdqu	%xmm<>i, 16*i<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)

dnl AES_BLOCKS(name, op): the function NAME, blocks one after another
dnl (op enc or dec).  Its arguments (keys, nr, blocks, dst, src) are
dnl moved to the registers of the names above.
define(<AES_BLOCKS>, <
PROLOGUE($1)
	PUSH(KP)
	mov	%r8, SRC
	mov	%rcx, DST
	mov	%rdx, BLOCKS
	shl	<$>4, %esi
	add	KEYS, LAST
	cmp	<$>8, BLOCKS
	jb	.Lfour
.Leight:
	forloop(<b>, 0, 7, <
	movdqu	16*b<>(SRC), %xmm<>b>)
	ROUNDS(8, $2)
	forloop(<b>, 0, 7, <
	movdqu	%xmm<>b, 16*b<>(DST)>)
	lea	128(SRC), SRC
	lea	128(DST), DST
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jae	.Leight

.Lfour:
	cmp	<$>4, BLOCKS
	jb	.Ltwo
	forloop(<b>, 0, 3, <
	movdqu	16*b<>(SRC), %xmm<>b>)
	ROUNDS(4, $2)
	forloop(<b>, 0, 3, <
	movdqu	%xmm<>b, 16*b<>(DST)>)
	lea	64(SRC), SRC
	lea	64(DST), DST
	sub	<$>4, BLOCKS

.Ltwo:
	cmp	<$>2, BLOCKS
	jb	.Lone
	forloop(<b>, 0, 1, <
	movdqu	16*b<>(SRC), %xmm<>b>)
	ROUNDS(2, $2)
	forloop(<b>, 0, 1, <
	movdqu	%xmm<>b, 16*b<>(DST)>)
	lea	32(SRC), SRC
	lea	32(DST), DST
	sub	<$>2, BLOCKS

.Lone:
	test	BLOCKS, BLOCKS
	jz	.Ldone
.Lone_loop:
	movdqu	(SRC), %xmm0
	ROUNDS(1, $2)
	movdqu	%xmm0, (DST)
	add	<$>16, SRC
	add	<$>16, DST
	dec	BLOCKS
	jnz	.Lone_loop

.Ldone:
	POP(KP)
	ret
EPILOGUE($1)>)

define(<AES_CTR>, <define(<CTR_WIDTH>, <$2>)
PROLOGUE($1)
	PUSH(KP)
	C LAST = KEYS + 16 NR
	shl	<$>4, %esi
	add	KEYS, LAST
	ifelse($2, 32, <
	movdqa	.Lbswap(%rip), BSWAP
	movdqu	(CTR), CTRX
	pshufb	BSWAP, CTRX
	mov	<$>1, %eax
	movd	%eax, ONE>, <
	mov	(CTR), HIGH
	bswap	HIGH
	mov	8(CTR), LOW
	bswap	LOW>)

	cmp	<$>8, BLOCKS
	jb	.Lfour
.Leight:
	forloop(<b>, 0, 7, <COUNTER_BLOCK(%xmm<>b)>)
	ROUNDS(8, enc)
	XOR_OUT(8)
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jae	.Leight

.Lfour:
	cmp	<$>4, BLOCKS
	jb	.Ltwo
	forloop(<b>, 0, 3, <COUNTER_BLOCK(%xmm<>b)>)
	ROUNDS(4, enc)
	XOR_OUT(4)
	sub	<$>4, BLOCKS

.Ltwo:
	cmp	<$>2, BLOCKS
	jb	.Lone
	forloop(<b>, 0, 1, <COUNTER_BLOCK(%xmm<>b)>)
	ROUNDS(2, enc)
	XOR_OUT(2)
	sub	<$>2, BLOCKS

.Lone:
	test	BLOCKS, BLOCKS
	jz	.Ldone
.Lone_loop:
	COUNTER_BLOCK(%xmm0)
	ROUNDS(1, enc)
	XOR_OUT(1)
	dec	BLOCKS
	jnz	.Lone_loop

.Ldone:
	ifelse($2, 32, <
	pshufb	BSWAP, CTRX
	movdqu	CTRX, (CTR)>, <
	bswap	HIGH
	bswap	LOW
	mov	HIGH, (CTR)
	mov	LOW, 8(CTR)>)
	POP(KP)
	ret
EPILOGUE($1)
ifelse($2, 32, <
RODATA
	.p2align 4
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>)>)
