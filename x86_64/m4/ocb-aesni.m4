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
dnl From a block number that is a multiple of 8, blocks 1 .. 7 of a
dnl group take the offset before the group, B, XOR STEP[t], the XOR of
dnl L_ntz(1) .. L_ntz(t), the same for every group; block 8 takes
dnl STEP[7] XOR L_ntz(i), i its number (public: BSF gives ntz).  So
dnl the call makes STEP once, in the frame with round key 0 added
dnl (STEP0) and again with the last round key (STEPL); a block is then
dnl masked and given round key 0 by one XOR of B and one of STEP0, and
dnl the key of its last round, B XOR STEPL, removes the offset as
dnl AESENCLAST (AESDECLAST) adds it.  The last blocks of a call (fewer
dnl than eight) take STEP0 and STEPL from where the turns before them
dnl in the group left off.  Blocks before a multiple of 8, which the
dnl library's OCB never has (it starts a message at block 0), go one
dnl at a time.  The frame is wiped before the return.

INCLUDE_SRC(<x86_64/m4/aes-aesni.m4>)dnl

define(<STATE>, <%rdx>)		C on entry; then in the frame
define(<POS>, <%rdx>)		C 16 t, where the last blocks are in a group
define(<LTAB>, <%r10>)		C L_0
define(<IDX>, <%r11>)		C the number of the last block begun
define(<T>, <%rdi>)		C 16 ntz(IDX); KEYS until the setup is done
define(<B>, <%xmm10>)		C the offset before the group
define(<CHK>, <%xmm11>)		C the checksum
define(<FIXL>, <%xmm12>)	C L_ntz(i) for block 8 of a group
define(<STEP7>, <%xmm15>)	C STEP[7]
dnl K0 (%xmm13) and KLAST (%xmm14): round key 0 and the last, as
dnl aes-aesni.m4 names them

define(<STEP0>, <0>)		C the frame: STEP[1 .. 8] XOR round key 0
define(<STEPL>, <128>)		C STEP[1 .. 8] XOR the last round key
define(<SAVED>, <256>)		C STATE
define(<FRAME>, <264>)

dnl NTZ(t): the trailing zero bits of 1 <= T <= 7.
define(<NTZ>, <ifelse(eval($1 % 2), 1, 0, eval($1 % 4), 2, 1, 2)>)

dnl OCB_IN(op, b, at): block B loaded into %xmm<b>, summed if OP is enc,
dnl masked with B XOR the entry of STEP0 at AT (an address).
define(<OCB_IN>, <
	movdqu	16*$2<>(SRC), %xmm<>$2<>ifelse($1, enc, <
	pxor	%xmm<>$2, CHK>)
	pxor	B, %xmm<>$2
	pxor	$3, %xmm<>$2>)

dnl OCB_OUT(op, b, at, fix): the last round of %xmm<b> with the key B XOR
dnl the entry of STEPL at AT (XOR FIX if given), summed if OP is dec,
dnl stored.
define(<OCB_OUT>, <
	movdqa	B, X
	pxor	$3, X<>ifelse($4, , , <
	pxor	$4, X>)
	aes$1<>last X, %xmm<>$2<>ifelse($1, dec, <
	pxor	%xmm<>$2, CHK>)
	movdqu	%xmm<>$2, 16*$2<>(DST)>)

dnl OCB_LAST_TURN(op, n): N of the last blocks, at POS in their group.
define(<OCB_LAST_TURN>, <
	forloop(<b>, 0, eval($2 - 1), <
	OCB_IN($1, b, STEP0+16*b<>(%rsp, POS))>)
	MIDDLE_ROUNDS($2, $1, $2)
	forloop(<b>, 0, eval($2 - 1), <
	OCB_OUT($1, b, STEPL+16*b<>(%rsp, POS))>)
	lea	16*$2<>(SRC), SRC
	lea	16*$2<>(DST), DST
	add	<$>16*$2, POS>)

dnl OCB_BLOCKS(name, op): the function NAME (op enc: the encryption round
dnl keys at KEY; dec: the decryption keys after them).
define(<OCB_BLOCKS>, <
PROLOGUE($1)
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	mov	STATE, SAVED<>(%rsp)
	C NRB = 16 NR; L_0 after the two key schedules, L_* and L_$
	mov	%esi, %eax
	shl	<$>4, NRB
	lea	64(KEYS, NRB, 2), LTAB
	ifelse($2, dec, <
	lea	16(KEYS, NRB), KEYS>)
	lea	(KEYS, NRB), LAST
	movdqu	(KEYS), K0
	movdqu	(LAST), KLAST
	movdqu	(STATE), B
	movdqu	16(STATE), CHK
	mov	32(STATE), IDX

.Llead:
	C blocks one at a time up to a block number that is a multiple of 8
	test	<$>7, IDX
	jz	.Laligned
	test	BLOCKS, BLOCKS
	jz	.Ldone
	add	<$>1, IDX
	bsf	IDX, T
	shl	<$>4, T
	movdqu	(LTAB, T), X
	pxor	X, B
	OCB_IN($2, 0, K0)
	MIDDLE_ROUNDS(1, $2, lead)
	OCB_OUT($2, 0, KLAST)
	add	<$>16, SRC
	add	<$>16, DST
	dec	BLOCKS
	jmp	.Llead

.Laligned:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C STEP0 and STEPL into the frame, STEP[8] = STEP[7]
	pxor	STEP7, STEP7
	forloop(<t>, 1, 8, <ifelse(t, 8, , <
	movdqu	16*NTZ(t)<>(LTAB), X
	pxor	X, STEP7>)
	movdqa	STEP7, X
	pxor	K0, X
	movdqa	X, STEP0+16*eval(t - 1)<>(%rsp)
	movdqa	STEP7, X
	pxor	KLAST, X
	movdqa	X, STEPL+16*eval(t - 1)<>(%rsp)>)

	cmp	<$>8, BLOCKS
	jb	.Ltail
.Leight:
	C FIXL = L_ntz(i) for the turn's last block i
	add	<$>8, IDX
	bsf	IDX, T
	shl	<$>4, T
	movdqu	(LTAB, T), FIXL
	forloop(<b>, 0, 7, <
	OCB_IN($2, b, STEP0+16*b<>(%rsp))>)
	pxor	FIXL, %xmm7
	MIDDLE_ROUNDS(8, $2, 8)
	forloop(<b>, 0, 7, <
	OCB_OUT($2, b, STEPL+16*b<>(%rsp), ifelse(b, 7, FIXL))>)
	C B = the offset of block i
	pxor	STEP7, B
	pxor	FIXL, B
	lea	128(SRC), SRC
	lea	128(DST), DST
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jae	.Leight

.Ltail:
	C the last blocks, from POS = 0 in their group
	xor	POS, POS
	cmp	<$>4, BLOCKS
	jb	.Ltwo
	OCB_LAST_TURN($2, 4)
.Ltwo:
	test	<$>2, BLOCKS
	jz	.Lone
	OCB_LAST_TURN($2, 2)
.Lone:
	test	<$>1, BLOCKS
	jz	.Lpast
	OCB_LAST_TURN($2, 1)
.Lpast:
	C B past the POS / 16 blocks: B XOR STEP[POS / 16]
	test	POS, POS
	jz	.Ldone
	movdqa	STEP0-16<>(%rsp, POS), X
	pxor	K0, X
	pxor	X, B
	shr	<$>4, POS
	add	POS, IDX

.Ldone:
	C the state back
	mov	SAVED<>(%rsp), STATE
	movdqu	B, (STATE)
	movdqu	CHK, 16(STATE)
	mov	IDX, 32(STATE)
	C the frame wiped
	pxor	X, X
	forloop(<j>, 0, 15, <
	movdqa	X, 16*j<>(%rsp)>)
	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	ret
EPILOGUE($1)>)
