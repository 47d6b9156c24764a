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
dnl The tweak lives in LO and HI, the two 64-bit halves of the 128-bit
dnl little-endian number of its bytes.  Times x is a shift left by one
dnl bit of the whole number (ADD, then ADC for the carry of bit 63),
dnl the bit shifted out, bit 127, folded back as x^7 + x^2 + x + 1
dnl (0x87) by a mask made from the high half before the shift (SAR 63,
dnl AND), beside it: five instructions on the general registers' ports,
dnl two or three cycles from one tweak to the next.  The same doubling
dnl in an xmm register (PSHUFD, PSRAD, PAND, PADDQ, PXOR) takes the
dnl vector ports from the rounds, and SHLD for the high half, three
dnl cycles on one port, made the chain of a turn's eight tweaks longer
dnl than its rounds (doc/x86_64-aes.md, "XTS").  Each block's tweak goes
dnl to an xmm register with round key 0 added (two XORs with the key's
dnl halves in memory, MOVQ twice, PUNPCKLQDQ).  No branch and no table:
dnl the tweak is secret.
dnl
dnl All sixteen xmm registers hold blocks and keys, so the tweak of
dnl each block (plus round key 0) waits for the last round in DST,
dnl stored there after the block is read (DST may be SRC), and is read
dnl back and XORed with round keys 0 and NR (KLAST holds their sum) to
dnl make the last round's key; the ciphertext overwrites it.
dnl
dnl The eight-block turn takes its tweaks from memory instead: two
dnl buffers of eight in the frame, taken in turn, each filled by the
dnl general registers' stores a turn before it is read (no MOVQ, no
dnl PUNPCKLQDQ, no round trip through DST), and read by PXOR for the
dnl first round and again for the last.  A turn later, the 16-byte
dnl loads find the two 8-byte stores of each tweak done; right after
dnl them, store forwarding fails (doc/x86_64-aes.md, "XTS").  The
dnl buffers are wiped before the function returns.

INCLUDE_SRC(<x86_64/m4/aes-aesni.m4>)dnl

define(<TWEAK>, <%rdx>)		C the tweak in memory, in and out
define(<LO>, <%r10>)		C the tweak of the next block, low half
define(<HI>, <%r11>)		C and high half
define(<FOLD>, <%rbx>)		C 0x87 where the doubling carries out
define(<T>, <%xmm15>)		C this block's tweak plus round key 0
define(<TMP>, <%xmm11>)		C its high half
define(<KLASTN>, <%xmm12>)	C round key NR

dnl TIMES_X: LO, HI = (LO, HI) x.
define(<TIMES_X>, <
	mov	HI, FOLD
	sar	<$>63, FOLD		C bit 127 over the register
	and	<$>0x87, FOLD		C the reduction where it was set
	add	LO, LO			C the low half shifted, bit 63 to CF
	adc	HI, HI			C the high half shifted, bit 63 in
	xor	FOLD, LO>)

dnl XTS_TURN(n, op, tag): N blocks from SRC to DST (op enc or dec), LO
dnl and HI past them; TAG makes MIDDLE_ROUNDS's labels unique.
define(<XTS_TURN>, <XTS_LOAD($1)
	XTS_REST($1, $2, $3)>)

dnl XTS_LOAD(n): the first half of XTS_TURN, the blocks read and their
dnl tweaks made, added with round key 0.
define(<XTS_LOAD>, <
	C Each block read, its tweak kept in DST, added with round key 0
	forloop(<b>, 0, eval($1 - 1), <
	mov	LO, FOLD
	xor	(KEYS), FOLD
	movq	FOLD, T
	mov	HI, FOLD
	xor	8(KEYS), FOLD
	movq	FOLD, TMP
	punpcklqdq TMP, T		C the tweak plus round key 0
	movdqu	16*b<>(SRC), %xmm<>b
	movdqu	T, 16*b<>(DST)
	pxor	T, %xmm<>b
	TIMES_X>)
>)

dnl XTS_REST(n, op, tag): the rounds of XTS_TURN.
define(<XTS_REST>, <
	MIDDLE_ROUNDS($1, $2, $3)
	C The last round with its key XORed with the tweak, the block stored
	forloop(<b>, 0, eval($1 - 1), <
	movdqu	16*b<>(DST), X
	pxor	KLAST, X
	aes$2<>last X, %xmm<>b
	movdqu	%xmm<>b, 16*b<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)

dnl FILL(buf): the tweaks of eight blocks to BUF (0 or 128 bytes up the
dnl frame) by the general registers' stores, no move to xmm, LO and HI
dnl past them; only where sixteen blocks or more are left.
define(<FILL>, <
	cmp	<$>16, BLOCKS
	jb	1f
	forloop(<b>, 0, 7, <
	mov	LO, $1+16*b<>(%rsp)
	mov	HI, $1+16*b+8<>(%rsp)
	TIMES_X>)
1:>)

dnl XTS_TURN8(buf, op, tag): eight blocks from SRC to DST with the
dnl tweaks in BUF, written a turn before.
define(<XTS_TURN8>, <
	forloop(<b>, 0, 7, <
	movdqu	16*b<>(SRC), %xmm<>b
	pxor	$1+16*b<>(%rsp), %xmm<>b
	pxor	K0, %xmm<>b>)
	MIDDLE_ROUNDS(8, $2, $3)
	C The last round with its key XORed with the tweak, the block stored
	forloop(<b>, 0, 7, <
	movdqu	$1+16*b<>(%rsp), X
	pxor	KLASTN, X
	aes$2<>last X, %xmm<>b
	movdqu	%xmm<>b, 16*b<>(DST)>)
	lea	128(SRC), SRC
	lea	128(DST), DST
	sub	<$>8, BLOCKS>)

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
	pxor	K0, KLAST		C round keys 0 and NR
	PUSH(FOLD)
	mov	(TWEAK), LO
	mov	8(TWEAK), HI

	cmp	<$>8, BLOCKS
	jb	.Lfour
	C Two buffers of eight tweaks taken in turn: each is filled a turn
	C before it is read, so that its 16-byte loads find the 8-byte
	C stores done and not in the store queue
	sub	<$>256, %rsp
	CFI(<.cfi_adjust_cfa_offset 256>)
	movdqu	(LAST), KLASTN
	C The first turn makes its tweaks as the shorter ones do, and fills
	C the first buffer before its rounds
	XTS_LOAD(8)
	FILL(0)
	XTS_REST(8, $2, 8)
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jb	.Lwipe
.Leight:
	FILL(128)
	XTS_TURN8(0, $2, 8a)
	cmp	<$>8, BLOCKS
	jb	.Lwipe
	FILL(0)
	XTS_TURN8(128, $2, 8b)
	cmp	<$>8, BLOCKS
	jae	.Leight
.Lwipe:
	pxor	X, X
	forloop(<b>, 0, 15, <
	movdqu	X, 16*b<>(%rsp)>)
	add	<$>256, %rsp
	CFI(<.cfi_adjust_cfa_offset -256>)

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
	mov	LO, (TWEAK)
	mov	HI, 8(TWEAK)
	POP(FOLD)
.Ldone:
	ret
EPILOGUE($1)
>)
