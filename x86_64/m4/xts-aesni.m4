dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/xts-encrypt-blocks.asm, aesni/xts-decrypt-blocks.asm.
dnl x86_64/m4/xts-aesni.m4 -- XTS (IEEE 1619) on whole blocks with AES-NI,
dnl eight blocks a turn (the last ones by four, two and one): the body
dnl of xts_encrypt_blocks and xts_decrypt_blocks (XTS_BLOCKS), on the
dnl rounds of x86_64/m4/aes-aesni.m4 (MIDDLE_ROUNDS).
dnl
dnl The tweak lives in TW as the 128-bit little-endian number of its
dnl bytes.  Times x is a shift left by one bit of the whole number, the
dnl bit shifted out folded back as x^7 + x^2 + x + 1 (0x87): PADDQ
dnl doubles each 64-bit half, and the two bits it loses, bit 63 (the
dnl carry into the high half) and bit 127 (the reduction), come back by
dnl a mask: PSHUFD moves the dword holding bit 127 to dword 0 and the
dnl one holding bit 63 to dword 2, PSRAD 31 spreads their top bits over
dnl their dwords, and PAND with {0x87, 0, 1, 0} keeps 0x87 and the carry
dnl 1 where they were set.  That is a chain of four dependent
dnl instructions a block; so that the turns do not wait on it, only
dnl the first tweak of a turn, TW, comes from the turn before, as TW
dnl x^8 (TIMES_X8: shifts by 8 bits and the top byte folded back by one
dnl PCLMULQDQ with 0x87), and the turn's others from it by the chain
dnl above in T.  No branch and no table: the tweak is secret.
dnl
dnl All sixteen xmm registers hold blocks, keys and the tweak, so the
dnl tweak of each block waits for the last round in DST, stored there
dnl after the block is read (DST may be SRC) and read back as the last
dnl round key is XORed with it; the ciphertext overwrites it.  Round
dnl key 0 is added with the tweak as each block is read.

INCLUDE_SRC(<x86_64/m4/aes-aesni.m4>)dnl

define(<TWEAK>, <%rdx>)		C the tweak in memory, in and out
define(<TW>, <%xmm10>)		C the tweak of the turn's first block
define(<TMP>, <%xmm11>)		C carries and reductions
define(<MASK>, <%xmm12>)	C {0x87, 0, 1, 0}: 0x87 its low half too
define(<T>, <%xmm15>)		C the tweak of the next block of the turn

dnl TIMES_X: T = T x.
define(<TIMES_X>, <
	pshufd	<$>0x13, T, TMP		C dwords 3 and 1 to 0 and 2
	psrad	<$>31, TMP		C their top bits over each
	pand	MASK, TMP		C 0x87 and the carry where they were set
	paddq	T, T			C each half shifted left by one
	pxor	TMP, T>)

dnl TIMES_X8: TW = TW x^8 (X is scratch).
define(<TIMES_X8>, <
	movdqa	TW, TMP
	psrlq	<$>56, TMP		C the top byte of each half
	psllq	<$>8, TW		C each half shifted
	movdqa	TMP, X
	pclmulqdq <$>0x01, MASK, X	C the high half's byte times 0x87
	pslldq	<$>8, TMP		C the low half's byte, moved up
	pxor	TMP, TW
	pxor	X, TW>)

dnl XTS_TURN(n, op, tag): N blocks from SRC to DST (op enc or dec), TW
dnl past them; TAG makes MIDDLE_ROUNDS's labels unique.
define(<XTS_TURN>, <
	C Each block read, its tweak kept in DST, added with round key 0
	movdqa	TW, T
	forloop(<b>, 0, eval($1 - 1), <
	movdqu	16*b<>(SRC), %xmm<>b
	movdqu	T, 16*b<>(DST)
	pxor	T, %xmm<>b
	pxor	K0, %xmm<>b
	ifelse(b, 7, , <TIMES_X>)>)
	C The next turn's first tweak
	ifelse($1, 8, <TIMES_X8>, <
	movdqa	T, TW>)
	MIDDLE_ROUNDS($1, $2, $3)
	C The last round with its key XORed with the tweak, the block stored
	forloop(<b>, 0, eval($1 - 1), <
	movdqu	16*b<>(DST), X
	pxor	KLAST, X
	aes$2<>last X, %xmm<>b
	movdqu	%xmm<>b, 16*b<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)

dnl XTS_BLOCKS(name, op): the function NAME (keys, nr, tweak, blocks,
dnl dst, src), op enc for the cipher and dec for its equivalent
dnl inverse.
define(<XTS_BLOCKS>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C NRB = 16 NR, LAST = KEYS + NRB
	mov	%esi, %eax
	shl	<$>4, NRB
	lea	(KEYS, NRB), LAST
	movdqu	(KEYS), K0
	movdqu	(LAST), KLAST
	movdqa	.Lreduce(%rip), MASK
	movdqu	(TWEAK), TW

	cmp	<$>8, BLOCKS
	jb	.Lfour
.Leight:
	XTS_TURN(8, $2, 8)
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jae	.Leight

.Lfour:
	cmp	<$>4, BLOCKS
	jb	.Ltwo
	XTS_TURN(4, $2, 4)
	sub	<$>4, BLOCKS

.Ltwo:
	cmp	<$>2, BLOCKS
	jb	.Lone
	XTS_TURN(2, $2, 2)
	sub	<$>2, BLOCKS

.Lone:
	test	BLOCKS, BLOCKS
	jz	.Lend
	XTS_TURN(1, $2, 1)

.Lend:
	movdqu	TW, (TWEAK)
.Ldone:
	ret
EPILOGUE($1)
RODATA
	.p2align 4
.Lreduce:
	.long 0x87, 0, 1, 0>)
