dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): aesni/xts-encrypt-blocks.asm, aesni/xts-decrypt-blocks.asm.
dnl x86/xts-ni.m4 -- XTS (IEEE 1619) on whole blocks with AES-NI in
dnl 32-bit code, four blocks a turn (the last ones by two and one): the
dnl body of xts_encrypt_blocks and xts_decrypt_blocks (XTS_BLOCKS), in
dnl the frame and registers of x86/aes-ni.m4.
dnl
dnl Eight xmm registers: four blocks, the tweak T, its carries, the round
dnl key and the last round key.  T is the 128-bit little-endian number
dnl of the tweak's bytes; times x is a shift left by one bit of the whole
dnl number, the bit shifted out folded back as x^7 + x^2 + x + 1 (0x87):
dnl PADDQ doubles each 64-bit half, and the two bits it loses, bit 63
dnl (the carry into the high half) and bit 127 (the reduction), come
dnl back by a mask: PSHUFD moves the dword holding bit 127 to dword 0
dnl and the one holding bit 63 to dword 2, PSRAD 31 spreads their top
dnl bits over their dwords, and PAND with {0x87, 0, 1, 0} (in the
dnl frame) keeps 0x87 and the carry 1 where they were set.  No branch
dnl and no table: the tweak is secret.  Each block's tweak waits in DST
dnl for the last round (stored after the block is read: DST may be
dnl SRC), whose key is the last round key XOR it; the ciphertext
dnl overwrites it.

INCLUDE_SRC(<x86/aes-ni.m4>)dnl

define(<T>, <%xmm4>)		C the tweak of the next block
define(<TMP>, <%xmm5>)		C its carries and reduction
define(<KLAST>, <%xmm7>)	C the last round key
define(<MASK_MEM>, <16(%esp)>)	C {0x87, 0, 1, 0}, in AES_ENTER's frame

dnl TIMES_X: T = T x.
define(<TIMES_X>, <
	pshufd	<$>0x13, T, TMP		C dwords 3 and 1 to 0 and 2
	psrad	<$>31, TMP		C their top bits over each
	pand	MASK_MEM, TMP		C 0x87 and the carry where they were set
	paddq	T, T			C each half shifted left by one
	pxor	TMP, T>)

dnl XTS_TURN(n): N blocks from SRC to DST (op OP), T past them.
define(<XTS_TURN>, <
	C Each block read, its tweak added and kept in DST
	forloop(<i>, 0, eval($1 - 1), <
	movdqu	16*i<>(SRC), %xmm<>i
	movdqu	T, 16*i<>(DST)
	pxor	T, %xmm<>i
	TIMES_X>)
	C The rounds but the last
	movdqu	(KEYS), K
	forloop(<i>, 0, eval($1 - 1), <
	pxor	K, %xmm<>i>)
	lea	16(KEYS), KP
1:	movdqu	(KP), K
	forloop(<i>, 0, eval($1 - 1), <
	aes<>OP	K, %xmm<>i>)
	add	<$>16, KP
	cmp	KP, LAST
	jne	1b
	C The last round with its key XORed with the tweak, the block stored
	forloop(<i>, 0, eval($1 - 1), <
	movdqu	16*i<>(DST), K
	pxor	KLAST, K
	aes<>OP<>last K, %xmm<>i
	movdqu	%xmm<>i, 16*i<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)

dnl XTS_BLOCKS(name, op): the function NAME(keys, nr, tweak, blocks,
dnl dst, src), op enc for the cipher and dec for its equivalent
dnl inverse.
define(<XTS_BLOCKS>, <define(<OP>, <$2>)
PROLOGUE($1)
	AES_ENTER
	movl	<$>0x87, 16(%esp)	C MASK_MEM: ONE_MEM's 1 and 0s made
	movl	<$>1, 24(%esp)		C {0x87, 0, 1, 0}
	mov	ARG(3), BLOCKS
	test	BLOCKS, BLOCKS
	jz	.Ldone
	KEYS_LOAD(ARG(0), ARG(1))
	mov	ARG(4), DST
	mov	ARG(5), SRC
	mov	ARG(2), KP
	movdqu	(KP), T
	movdqu	(LAST), KLAST
	cmp	<$>4, BLOCKS
	jb	.Ltwo
.Lfour:
	XTS_TURN(4)
	sub	<$>4, BLOCKS
	cmp	<$>4, BLOCKS
	jae	.Lfour
.Ltwo:
	cmp	<$>2, BLOCKS
	jb	.Lone
	XTS_TURN(2)
	sub	<$>2, BLOCKS
.Lone:
	test	BLOCKS, BLOCKS
	jz	.Lend
	XTS_TURN(1)
.Lend:
	mov	ARG(2), KP
	movdqu	T, (KP)
.Ldone:
	AES_LEAVE
EPILOGUE($1)>)
