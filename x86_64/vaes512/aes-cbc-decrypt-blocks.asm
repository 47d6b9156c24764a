dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/aes-cbc-decrypt-blocks.asm -- CBC decryption with 512-bit VAES,
C sixteen blocks (four zmm registers of four) a turn, in one pass.
C
C Why: the C twin copies the ciphertext aside, runs aes_decrypt_blocks
C and XORs in a second pass over the data.  Here the XOR with the
C ciphertext block before each block is in the last round's key, and
C DST may be SRC without a copy.
C
C Needs AVX-512 (F, BW, DQ, VL), VAES and BMI2 (BZHI for the masks).
C The rounds are in x86_64/m4/aes-vaes512.m4.
C
C Measured: doc/x86_64-aes.md, "CBC decryption".

dnl void _symcrypt_aes_cbc_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                      uint8_t *iv, size_t blocks,
dnl                                      uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-vaes512.m4>)dnl
dnl AES_CBC_DECRYPT(name): the function NAME (keys, nr, iv, blocks, dst,
dnl src), CBC decryption.  The ciphertext of a turn stays in D(0) ..
dnl D(3); the blocks before those of D(j) are the last block of D(j - 1)
dnl (of PREV, the last turn's D(3), for D(0)) and the first three of
dnl D(j), put together by VALIGNQ.  The XOR with them is folded into the
dnl last round: VAESDECLAST adds its key after InvShiftRows and
dnl InvSubBytes, so it takes the last round key XORed with them.  A turn
dnl loads all its blocks before it stores any, and the IV left, the
dnl last ciphertext block, is read on entry: DST may be SRC.
define(<PREV>, <%zmm8>)		C its last block: the one before D(0)'s
define(<CHAIN>, <%zmm9>)	C the blocks before those of a register
define(<LASTC>, <%xmm10>)	C the last ciphertext block of the call
define(<AES_CBC_DECRYPT>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	cmp	<$>1, BLOCKS
	je	.Lone
	LOAD_KEYS
	vbroadcasti32x4	(CTR), PREV
	mov	BLOCKS, %rax
	shl	<$>4, %rax
	vmovdqu	-16(SRC, %rax), LASTC
	cmp	<$>4, BLOCKS
	jbe	.Lfew
.Lturn:
	TURN_MASKS(BLOCKS)
	forloop(<j>, 0, 3, <
	vmovdqu64 64*j<>(SRC), D(j){%k<>eval(j + 1)}{z}>)
	ROUNDS_BUT_LAST(dec, <D>)
	forloop(<j>, 0, 3, <
	valignq	<$>6, ifelse(j, 0, PREV, <D(eval(j - 1))>), D(j), CHAIN
	vpxorq	KLAST, CHAIN, CHAIN
	vaesdeclast	CHAIN, X(j), X(j)
	vmovdqu64 X(j), 64*j<>(DST){%k<>eval(j + 1)}>)
	vmovdqa64 D(3), PREV
	add	<$>256, SRC
	add	<$>256, DST
	shr	BITS
	sub	BITS, BLOCKS
	jnz	.Lturn
.Liv:
	vmovdqu	LASTC, (CTR)
	CLEAR_HIGH(16, 30)		C the round keys
	vzeroupper
.Ldone:
	ret

	C Two to four blocks: one register's rounds instead of four.
.Lfew:
	TURN_MASKS(BLOCKS)
	vmovdqu64 (SRC), D(0){%k1}{z}
	ROUNDS_BUT_LAST(dec, <D>, 0)
	valignq	<$>6, PREV, D(0), CHAIN
	vpxorq	KLAST, CHAIN, CHAIN
	vaesdeclast	CHAIN, X(0), X(0)
	vmovdqu64 X(0), (DST){%k1}
	jmp	.Liv

	C One block (a 16-byte call): in xmm registers with the round keys
	C read by the rounds, no broadcasts, no masks and no upper halves
	C to clear (AMD Zen 4: 1110 MB/s against Nettle's 1200 through the
	C code above, doc/x86_64-aes.md).
.Lone:
	vmovdqu	(SRC), %xmm4
	vpxor	(KEYS), %xmm4, %xmm0
	forloop(<i>, 1, 9, <
	vaesdec	16*i<>(KEYS), %xmm0, %xmm0>)
	cmp	<$>10, NR
	je	3f
	vaesdec	160(KEYS), %xmm0, %xmm0
	vaesdec	176(KEYS), %xmm0, %xmm0
	cmp	<$>12, NR
	je	3f
	vaesdec	192(KEYS), %xmm0, %xmm0
	vaesdec	208(KEYS), %xmm0, %xmm0
3:	mov	NR, %eax
	shl	<$>4, %eax
	vmovdqu	(CTR), %xmm1
	vpxor	(KEYS, %rax), %xmm1, %xmm1
	vaesdeclast	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (DST)
	vmovdqu	%xmm4, (CTR)
	ret
EPILOGUE($1)>)

	.file "aes-cbc-decrypt-blocks.asm"

AES_CBC_DECRYPT(_symcrypt_aes_cbc_decrypt_blocks)
