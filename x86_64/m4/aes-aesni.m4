dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/aes-ctr-blocks.asm, aesni/aes-ctr32-blocks.asm, aesni/aes-ctr32le-blocks.asm, aesni/aes-encrypt-blocks.asm, aesni/aes-decrypt-blocks.asm, aesni/aes-cbc-decrypt-blocks.asm, aesni/ocb-encrypt-blocks.asm, aesni/ocb-decrypt-blocks.asm, aesni/ccm-encrypt-blocks.asm, aesni/ccm-decrypt-blocks.asm, aesni/xts-encrypt-blocks.asm, aesni/xts-decrypt-blocks.asm.
dnl x86_64/m4/aes-aesni.m4 -- AES with AES-NI, eight blocks a turn (the last
dnl ones by four, two and one): the bodies
dnl of aes_encrypt_blocks and aes_decrypt_blocks (AES_BLOCKS) and of
dnl aes_ctr_blocks (a 128-bit counter), aes_ctr32_blocks (GCM's
dnl 32-bit one) and aes_ctr32le_blocks (AES-GCM-SIV's) (AES_CTR); the rounds but the last (ROUNDS_BUT_LAST)
dnl for aes_cbc_decrypt_blocks.
dnl
dnl AES_CTR(name, width): the function NAME with the counter WIDTH (128
dnl or 32 bits, or 32le: RFC 8452's, the first 32 bits little-endian).
dnl The counter lives byte-reversed in CTRX, a little-endian number
dnl (32le: as stored, which is one already): PADDD increments a 32-bit
dnl one modulo 2^32, PADDQ the low half of a 128-bit one, and PSHUFB
dnl makes a block of it.  A turn of a 128-bit counter whose low half may carry (at most
dnl once in 2^61 turns, and the last blocks of a call) makes its blocks
dnl one by one with the carry.  Round key 0 is added as each block is
dnl made and the last one (in KLAST) with the message block it takes
dnl (AESENCLAST adds its key last); the rounds between are unrolled,
dnl entered by NR, each key read once for all of the turn's blocks.  A
dnl turn holds fewer instructions between its last rounds and the next
dnl turn's first than a round loop and separate XORs did, so the next
dnl turn's rounds start before this one's end even when the core holds
dnl fewer instructions in flight (doc/x86_64-aes.md, "CTR with AES-NI
dnl on Zen 3").

define(<KEYS>, <%rdi>)
define(<LAST>, <%rsi>)		C the last round key; NR on entry
define(<CTR>, <%rdx>)
define(<BLOCKS>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<NRB>, <%rax>)		C 16 NR
define(<K>, <%xmm8>)
define(<X>, <%xmm9>)

dnl MIDDLE_ROUNDS(n, op, tag): rounds 1 to NR - 1 of AES (op enc) or of
dnl its equivalent inverse cipher (dec) on %xmm0 .. %xmm<n - 1>, the
dnl keys at LAST - 16 j for j = NR - 1 down to 1, unrolled and entered
dnl by NR; TAG makes the labels unique.
define(<MIDDLE_ROUNDS>, <
	cmp	<$>160, NRB
	je	.Lr10_$3
	cmp	<$>192, NRB
	je	.Lr12_$3
	forloop(<j>, 1, 13, <ifelse(j, 3, <
.Lr12_$3:>, j, 5, <
.Lr10_$3:>)
	movdqu	-16*eval(14 - j)<>(LAST), K
	forloop(<i>, 0, eval($1 - 1), <
	aes$2	K, %xmm<>i>)>)>)

dnl ROUNDS_BUT_LAST(n, op, tag): round key 0 added, then MIDDLE_ROUNDS.
define(<ROUNDS_BUT_LAST>, <
	movdqu	(KEYS), K
	forloop(<i>, 0, eval($1 - 1), <
	pxor	K, %xmm<>i>)
	MIDDLE_ROUNDS($1, $2, $3)>)

dnl ROUNDS(n, op, tag): the whole cipher, with the round key at LAST.
define(<ROUNDS>, <ROUNDS_BUT_LAST($1, $2, $3)
	movdqu	(LAST), K
	forloop(<i>, 0, eval($1 - 1), <
	aes$2<>last K, %xmm<>i>)>)

dnl AES_BLOCKS(name, op): the function NAME, blocks one after another
dnl (op enc or dec).  Its arguments (keys, nr, blocks, dst, src) are
dnl moved to the registers of the names above.
define(<AES_BLOCKS>, <
PROLOGUE($1)
	mov	%r8, SRC
	mov	%rcx, DST
	mov	%rdx, BLOCKS
	C NRB = 16 NR, LAST = KEYS + NRB
	mov	%esi, %eax
	shl	<$>4, NRB
	lea	(KEYS, NRB), LAST
	cmp	<$>8, BLOCKS
	jb	.Lfour
.Leight:
	forloop(<b>, 0, 7, <
	movdqu	16*b<>(SRC), %xmm<>b>)
	ROUNDS(8, $2, 8)
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
	ROUNDS(4, $2, 4)
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
	ROUNDS(2, $2, 2)
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
	ROUNDS(1, $2, 1)
	movdqu	%xmm0, (DST)
	add	<$>16, SRC
	add	<$>16, DST
	dec	BLOCKS
	jnz	.Lone_loop

.Ldone:
	ret
EPILOGUE($1)>)

dnl The registers of AES_CTR beside KEYS, LAST, NRB, CTR, BLOCKS, DST,
dnl SRC, K and X (and T, a general register, for a 128-bit counter).
define(<CTRX>, <%xmm10>)	C the counter block byte-reversed
define(<BSWAP>, <%xmm11>)	C the PSHUFB pattern reversing 16 bytes
define(<ONE>, <%xmm12>)		C 1 in the low 32 (and 64) bits
define(<K0>, <%xmm13>)		C round key 0
define(<KLAST>, <%xmm14>)	C the last round key

dnl CTR_BLOCKS(n, carry): counter blocks into %xmm0 .. %xmm<n - 1>, with
dnl round key 0 added, and the counter past them.  With CARRY, a
dnl 128-bit counter's low half carries into its high half.
define(<CTR_BLOCKS>, <
	forloop(<b>, 0, eval($1 - 1), <
	movdqa	CTRX, %xmm<>b
	ifelse(CTR_WIDTH, 128, <
	paddq	ONE, CTRX>, <
	paddd	ONE, CTRX>)
	ifelse(CTR_WIDTH $2, 128 carry, <
	movq	CTRX, T
	test	T, T
	jnz	1f
	movdqa	ONE, X		C 1 into the high half
	pslldq	<$>8, X
	paddq	X, CTRX
1:>)
	CTR_ORDER(%xmm<>b)
	pxor	K0, %xmm<>b>)>)

dnl CTR_ORDER(x): the counter block X as stored from the number, or
dnl back: byte-reversed, but for RFC 8452's counter (32le), whose
dnl block is the little-endian number already.
define(<CTR_ORDER>, <ifelse(CTR_WIDTH, 32le, , <
	pshufb	BSWAP, $1>)>)

dnl CTR_OUT(n): the last round on %xmm0 .. %xmm<n - 1> with its key
dnl XORed with the message, the blocks stored, SRC and DST past them.
dnl Each block is read before it is stored: DST may be SRC.
define(<CTR_OUT>, <
	forloop(<i>, 0, eval($1 - 1), <
	movdqu	16*i<>(SRC), X
	pxor	KLAST, X
	aesenclast X, %xmm<>i
	movdqu	%xmm<>i, 16*i<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)

define(<AES_CTR>, <define(<CTR_WIDTH>, <$2>)
PROLOGUE($1)
	C NRB = 16 NR, LAST = KEYS + NRB
	mov	%esi, %eax
	shl	<$>4, NRB
	lea	(KEYS, NRB), LAST
	movdqu	(KEYS), K0
	movdqu	(LAST), KLAST
	movdqa	.Lbswap(%rip), BSWAP
	movdqu	(CTR), CTRX
	CTR_ORDER(CTRX)
	mov	<$>1, %r11d
	movd	%r11d, ONE

	cmp	<$>8, BLOCKS
	jb	.Lfour
.Leight:
	ifelse($2, 128, <
	C a carry out of the low half in this turn or into the next
	movq	CTRX, T
	cmp	<$>-8, T
	jae	.Leight_carry>)
	CTR_BLOCKS(8)
.Leight_rounds:
	MIDDLE_ROUNDS(8, enc, 8)
	CTR_OUT(8)
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jae	.Leight
	jmp	.Lfour
ifelse($2, 128, <
.Leight_carry:
	CTR_BLOCKS(8, carry)
	jmp	.Leight_rounds>)

.Lfour:
	cmp	<$>4, BLOCKS
	jb	.Ltwo
	CTR_BLOCKS(4, carry)
	MIDDLE_ROUNDS(4, enc, 4)
	CTR_OUT(4)
	sub	<$>4, BLOCKS

.Ltwo:
	cmp	<$>2, BLOCKS
	jb	.Lone
	CTR_BLOCKS(2, carry)
	MIDDLE_ROUNDS(2, enc, 2)
	CTR_OUT(2)
	sub	<$>2, BLOCKS

.Lone:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	CTR_BLOCKS(1, carry)
	MIDDLE_ROUNDS(1, enc, 1)
	CTR_OUT(1)

.Ldone:
	CTR_ORDER(CTRX)
	movdqu	CTRX, (CTR)
	ret
EPILOGUE($1)
RODATA
	.p2align 4
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>)
