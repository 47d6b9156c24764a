dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/ocb-encrypt-blocks.asm, aesni/ocb-decrypt-blocks.asm.
dnl x86_64/m4/ocb-aesni.m4 -- OCB3 blocks with AES-NI, eight blocks a turn
dnl (the last ones by four, two and one): the body of ocb_encrypt_blocks
dnl and ocb_decrypt_blocks (OCB_BLOCKS), on the rounds of aes-aesni.m4.
dnl
dnl Block i's offset is the one before it XOR L_ntz(i); the block
dnl number i is public, so BSF gives ntz(i) and the offset chain is
dnl one load and one XOR a block, made in registers beside the rounds
dnl of the turn before.  The chain is kept XORed with round key 0
dnl (OFFSET), so that one XOR both masks a block and adds that key;
dnl OFFSET XOR (round key 0 XOR the last round key) is the last round's
dnl key for the block, which removes the offset again as AESENCLAST
dnl (AESDECLAST) adds it.  Those eight keys wait in the red zone (a
dnl leaf function), wiped before the return.

INCLUDE_SRC(<x86_64/m4/aes-aesni.m4>)dnl

define(<STATE>, <%rdx>)		C offset, checksum, block number
define(<LTAB>, <%r10>)		C L_0
define(<IDX>, <%r11>)		C the number of the last block begun
define(<T>, <%rdi>)		C 16 ntz(IDX); KEYS until the setup is done
define(<OFFSET>, <%xmm10>)	C the offset XOR round key 0
define(<CHECKSUM>, <%xmm11>)
define(<KK>, <%xmm12>)		C round key 0 XOR the last round key
dnl K0 (%xmm13): round key 0, as aes-aesni.m4 names it

dnl OCB_TURN(n, op, tag): N blocks from SRC to DST (op enc or dec),
dnl blocks in %xmm0 .. %xmm<n - 1>, the offsets advanced past them;
dnl TAG makes the labels of MIDDLE_ROUNDS unique.  Each block is read
dnl before any is stored: DST may be SRC.
define(<OCB_TURN>, <
	forloop(<b>, 0, eval($1 - 1), <
	C the offset of block IDX + 1, its last round key saved
	add	<$>1, IDX
	bsf	IDX, T
	shl	<$>4, T
	movdqu	(LTAB, T), X
	pxor	X, OFFSET
	movdqa	OFFSET, X
	pxor	KK, X
	movdqu	X, -16*eval(b + 1)<>(%rsp)
	C the block masked, round key 0 added, the plaintext summed
	movdqu	16*b<>(SRC), %xmm<>b
	ifelse($2, enc, <
	pxor	%xmm<>b, CHECKSUM>)
	pxor	OFFSET, %xmm<>b>)
	MIDDLE_ROUNDS($1, $2, $3)
	forloop(<b>, 0, eval($1 - 1), <
	C the last round, the offset removed
	movdqu	-16*eval(b + 1)<>(%rsp), X
	aes$2<>last X, %xmm<>b
	ifelse($2, dec, <
	pxor	%xmm<>b, CHECKSUM>)
	movdqu	%xmm<>b, 16*b<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)

dnl OCB_BLOCKS(name, op): the function NAME (op enc: the encryption round
dnl keys at KEY; dec: the decryption keys after them).
define(<OCB_BLOCKS>, <
PROLOGUE($1)
	C NRB = 16 NR; L_0 after the two key schedules, L_* and L_$
	mov	%esi, %eax
	shl	<$>4, NRB
	lea	64(KEYS, NRB, 2), LTAB
	ifelse($2, dec, <
	lea	16(KEYS, NRB), KEYS>)
	lea	(KEYS, NRB), LAST
	C the state, the offset with round key 0 added
	movdqu	(KEYS), K0
	movdqu	(LAST), KK
	pxor	K0, KK
	movdqu	(STATE), OFFSET
	pxor	K0, OFFSET
	movdqu	16(STATE), CHECKSUM
	mov	32(STATE), IDX

	cmp	<$>8, BLOCKS
	jb	.Lfour
.Leight:
	OCB_TURN(8, $2, 8)
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jae	.Leight

.Lfour:
	cmp	<$>4, BLOCKS
	jb	.Ltwo
	OCB_TURN(4, $2, 4)
	sub	<$>4, BLOCKS

.Ltwo:
	cmp	<$>2, BLOCKS
	jb	.Lone
	OCB_TURN(2, $2, 2)
	sub	<$>2, BLOCKS

.Lone:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	OCB_TURN(1, $2, 1)

.Ldone:
	C the state back, round key 0 taken out of the offset
	pxor	K0, OFFSET
	movdqu	OFFSET, (STATE)
	movdqu	CHECKSUM, 16(STATE)
	mov	IDX, 32(STATE)
	C the saved last round keys wiped
	pxor	X, X
	forloop(<b>, 1, 8, <
	movdqu	X, -16*b<>(%rsp)>)
	ret
EPILOGUE($1)>)
