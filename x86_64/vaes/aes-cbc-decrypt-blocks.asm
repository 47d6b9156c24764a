dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/aes-cbc-decrypt-blocks.asm -- CBC decryption with 256-bit VAES,
C eight blocks (four ymm registers of two) a turn, in one pass.
C
C Why: the C twin copies the ciphertext aside, runs aes_decrypt_blocks
C and XORs in a second pass over the data.  Here the XOR with the
C ciphertext block before each block is in the last round's key, and
C DST may be SRC without a copy.
C
C Needs AVX2 and VAES.  The rounds are in x86_64/m4/aes-vaes.m4.
C
C Measured: doc/x86_64-aes.md, "CBC decryption".

dnl void _symcrypt_aes_cbc_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                      uint8_t *iv, size_t blocks,
dnl                                      uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-vaes.m4>)dnl
dnl AES_CBC_DECRYPT(name): the function NAME (keys, nr, iv, blocks, dst,
dnl src), CBC decryption.  The ciphertext of a turn stays in D(0) ..
dnl D(3); the blocks before those of D(j) are the high block of D(j - 1)
dnl (PREV, the last turn's D(3), for D(0)) and the low one of D(j), put
dnl together by VPERM2I128.  The XOR with them is folded into the last
dnl round: VAESDECLAST adds its key after InvShiftRows and InvSubBytes,
dnl so it takes the last round key XORed with them.  A turn loads all
dnl its blocks before it stores any: DST may be SRC.  A last turn of
dnl n < 8 blocks loads and stores only its blocks (TAIL), and its last
dnl ciphertext block, the IV left, into PREV before the stores.
define(<D>, <%ymm<>eval(11 + $1)>)	C the ciphertext, D(0) .. D(3)
define(<PREV>, <%ymm15>)	C its high block: the one before D(0)'s
define(<CHAIN>, <%ymm5>)	C the blocks before those of a register
define(<LOAD_D_PAIR>, <
	vmovdqu	32*$1<>(SRC), D($1)>)
define(<LOAD_D_ONE>, <
	vmovdqu	32*$1<>(SRC), XMM(D($1))>)
define(<CBC_LAST_ROUND>, <
	vbroadcasti128	(KEYS, LASTKEY), K
	forloop(<j>, 0, 3, <
	vperm2i128 <$>0x21, D(j), ifelse(j, 0, PREV, <D(eval(j - 1))>), CHAIN
	vpxor	K, CHAIN, CHAIN
	vaesdeclast	CHAIN, X(j), X(j)>)>)
define(<AES_CBC_DECRYPT>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	NR, %eax
	shl	<$>4, %eax
	mov	%rax, LASTKEY
	vbroadcasti128	(CTR), PREV
	mov	BLOCKS, N
	and	<$>7, N
	shr	<$>3, BLOCKS
	jz	.Ltail
.Lturn:
	forloop(<j>, 0, 3, <LOAD_D_PAIR(j)>)
	ROUNDS_BUT_LAST(dec, <D>)
	CBC_LAST_ROUND
	vmovdqa	D(3), PREV
	forloop(<j>, 0, 3, <STORE_PAIR(j)>)
	add	<$>128, SRC
	add	<$>128, DST
	dec	BLOCKS
	jnz	.Lturn
.Ltail:
	test	N, N
	jz	.Lend
	TAIL(<LOAD_D_PAIR>, <LOAD_D_ONE>, .Lload_one)
	ROUNDS_BUT_LAST(dec, <D>)
	CBC_LAST_ROUND
	mov	N, %rax
	shl	<$>4, %rax
	vinserti128	<$>1, -16(SRC, %rax), PREV, PREV
	TAIL(<STORE_PAIR>, <STORE_ONE>, .Lstore_one)
.Lend:
	vextracti128	<$>1, PREV, (CTR)
	vzeroupper
.Ldone:
	ret
EPILOGUE($1)>)

	.file "aes-cbc-decrypt-blocks.asm"

AES_CBC_DECRYPT(_symcrypt_aes_cbc_decrypt_blocks)
