dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/aes-cbc-decrypt-blocks.asm -- CBC decryption with AES-NI,
C eight blocks a turn, in one pass.
C
C Why: the C twin copies the ciphertext aside, runs aes_decrypt_blocks
C and XORs in a second pass over the data.  Here the XOR with the
C ciphertext block before each block is in the last round's key, and
C DST may be SRC without a copy.
C
C The rounds are in x86_64/m4/aes-aesni.m4.
C
C Measured: doc/x86_64-aes.md, "CBC decryption".

dnl void _symcrypt_aes_cbc_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                      uint8_t *iv, size_t blocks,
dnl                                      uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-aesni.m4>)dnl
dnl AES_CBC_DECRYPT(name): the function NAME (keys, nr, iv, blocks, dst,
dnl src), CBC decryption.  The XOR with the ciphertext block before each
dnl block is folded into the last round: AESDECLAST adds its key after
dnl InvShiftRows and InvSubBytes, so it takes the last round key XORed
dnl with that block (from SRC, or PREV for a turn's first block).  A
dnl turn reads all its ciphertext, and the next turn's PREV, before it
dnl stores a block: DST may be SRC.
define(<PREV>, <%xmm10>)	C the ciphertext block before this turn's
define(<CBC_TURN>, <
	forloop(<b>, 0, eval($1 - 1), <
	movdqu	16*b<>(SRC), %xmm<>b>)
	ROUNDS_BUT_LAST($1, dec, $1)
	movdqu	(LAST), K
	pxor	K, PREV
	aesdeclast PREV, %xmm0
	ifelse($1, 1, , <forloop(<b>, 1, eval($1 - 1), <
	movdqu	16*eval(b - 1)(SRC), X
	pxor	K, X
	aesdeclast X, %xmm<>b>)>)
	movdqu	16*eval($1 - 1)(SRC), PREV
	forloop(<b>, 0, eval($1 - 1), <
	movdqu	%xmm<>b, 16*b<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)
define(<AES_CBC_DECRYPT>, <
PROLOGUE($1)
	C NRB = 16 NR, LAST = KEYS + NRB; CTR is IV here.
	mov	%esi, %eax
	shl	<$>4, NRB
	lea	(KEYS, NRB), LAST
	movdqu	(CTR), PREV
	cmp	<$>8, BLOCKS
	jb	.Lfour
.Leight:
	CBC_TURN(8)
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jae	.Leight

.Lfour:
	cmp	<$>4, BLOCKS
	jb	.Ltwo
	CBC_TURN(4)
	sub	<$>4, BLOCKS

.Ltwo:
	cmp	<$>2, BLOCKS
	jb	.Lone
	CBC_TURN(2)
	sub	<$>2, BLOCKS

.Lone:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	CBC_TURN(1)

.Ldone:
	movdqu	PREV, (CTR)
	ret
EPILOGUE($1)>)

	.file "aes-cbc-decrypt-blocks.asm"

AES_CBC_DECRYPT(_symcrypt_aes_cbc_decrypt_blocks)
