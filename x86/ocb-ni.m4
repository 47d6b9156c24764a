dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): aesni/ocb-encrypt-blocks.asm, aesni/ocb-decrypt-blocks.asm.
dnl x86/ocb-ni.m4 -- OCB3 (RFC 7253) on whole blocks with AES-NI in
dnl 32-bit code, six blocks a turn (the last ones by four, two and
dnl one): the body of ocb_encrypt_blocks and ocb_decrypt_blocks
dnl (OCB_BLOCKS), in the frame and registers of x86/aes-ni.m4.
dnl
dnl Eight xmm registers: six blocks and the round key leave one, so
dnl the offset and the checksum wait in the frame between turns.  While
dnl a turn's blocks are read the round key's register holds the offset
dnl and the eighth the checksum; each block's L_ntz(i) is loaded into
dnl the block's own register before the block.  Each block's offset
dnl waits in DST for the last round (stored after the block is read:
dnl DST may be SRC), whose key is the last round key XOR it, so that
dnl AESENCLAST (AESDECLAST) removes the offset as it adds the key; the
dnl output overwrites it.  The block number i is public: BSF gives
dnl ntz(i).  It is a 64-bit number: its low half in %eax (BLOCKS's
dnl register, the count of blocks left being in its argument's slot),
dnl its high half in the frame, read only when the low half wraps.
dnl The offset and checksum are wiped from the frame before the return.

INCLUDE_SRC(<x86/aes-ni.m4>)dnl

define(<IDX>, <%eax>)		C the low half of the last block's number
define(<OFF>, <%xmm6>)		C the offset, K's register between rounds
define(<CHK>, <%xmm7>)		C the checksum, while blocks are read or summed
define(<KL>, <%xmm7>)		C the last round key, in the last round

dnl The frame (AES_ENTER's 48 bytes; its constants are not used here).
define(<OFF_MEM>, <(%esp)>)	C the offset of the last block done
define(<CHK_MEM>, <16(%esp)>)	C the checksum
define(<LTAB_MEM>, <32(%esp)>)	C the address of L_0
define(<IDXHI_MEM>, <36(%esp)>)	C the high half of the block number
define(<LEFT_MEM>, <ARG(3)>)	C the blocks left

dnl NEXT_L: the block number incremented; KP = the address of
dnl L_ntz(number).  The low half wrapped to 0 (BSF sets ZF): the carry
dnl into the high half, and its ntz.
define(<NEXT_L>, <
	add	<$>1, IDX
	bsf	IDX, KP
	jnz	1f
	addl	<$>1, IDXHI_MEM
	bsf	IDXHI_MEM, KP
	add	<$>32, KP
1:	shl	<$>4, KP
	add	LTAB_MEM, KP>)

dnl OCB_TURN(n): N blocks from SRC to DST (op OP), the offset, checksum
dnl and block number past them.
define(<OCB_TURN>, <
	C Each block's offset made, kept in DST and added; enc sums the input
	movdqa	OFF_MEM, OFF
	ifelse(OP, enc, <movdqa	CHK_MEM, CHK>)
	forloop(<i>, 0, eval($1 - 1), <
	NEXT_L
	movdqu	(KP), %xmm<>i
	pxor	%xmm<>i, OFF
	movdqu	16*i<>(SRC), %xmm<>i
	ifelse(OP, enc, <pxor	%xmm<>i, CHK>)
	pxor	OFF, %xmm<>i
	movdqu	OFF, 16*i<>(DST)>)
	movdqa	OFF, OFF_MEM
	ifelse(OP, enc, <movdqa	CHK, CHK_MEM>)
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
	C The last round with its key XORed with the offset
	movdqu	(LAST), KL
	forloop(<i>, 0, eval($1 - 1), <
	movdqu	16*i<>(DST), K
	pxor	KL, K
	aes<>OP<>last K, %xmm<>i>)
	C dec sums the output; the blocks stored
	ifelse(OP, dec, <movdqa	CHK_MEM, CHK
	forloop(<i>, 0, eval($1 - 1), <
	pxor	%xmm<>i, CHK>)
	movdqa	CHK, CHK_MEM>)
	forloop(<i>, 0, eval($1 - 1), <
	movdqu	%xmm<>i, 16*i<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)

dnl OCB_BLOCKS(name, op): the function NAME(key, nr, state, blocks,
dnl dst, src), op enc with the encryption round keys at KEY, dec with
dnl the decryption ones after them.
define(<OCB_BLOCKS>, <define(<OP>, <$2>)
PROLOGUE($1)
	AES_ENTER
	cmpl	<$>0, LEFT_MEM
	je	.Ldone
	C KEYS, LAST, KP = 16 NR; L_0 after both key schedules, L_* and L_$
	KEYS_LOAD(ARG(0), ARG(1))
	mov	LAST, KP
	sub	KEYS, KP
	lea	64(KEYS, KP, 2), SRC
	mov	SRC, LTAB_MEM
	ifelse(OP, dec, <
	lea	16(LAST), KEYS
	lea	16(LAST, KP), LAST>)
	C The state into the frame and IDX
	mov	ARG(2), KP
	movdqu	(KP), OFF
	movdqa	OFF, OFF_MEM
	movdqu	16(KP), CHK
	movdqa	CHK, CHK_MEM
	mov	32(KP), IDX
	mov	36(KP), SRC
	mov	SRC, IDXHI_MEM
	mov	ARG(4), DST
	mov	ARG(5), SRC
	cmpl	<$>6, LEFT_MEM
	jb	.Lfour
.Lsix:
	OCB_TURN(6)
	subl	<$>6, LEFT_MEM
	cmpl	<$>6, LEFT_MEM
	jae	.Lsix
.Lfour:
	cmpl	<$>4, LEFT_MEM
	jb	.Ltwo
	OCB_TURN(4)
	subl	<$>4, LEFT_MEM
.Ltwo:
	cmpl	<$>2, LEFT_MEM
	jb	.Lone
	OCB_TURN(2)
	subl	<$>2, LEFT_MEM
.Lone:
	cmpl	<$>0, LEFT_MEM
	je	.Lend
	OCB_TURN(1)
.Lend:
	C The state back, the frame wiped
	mov	ARG(2), KP
	movdqa	OFF_MEM, OFF
	movdqu	OFF, (KP)
	movdqa	CHK_MEM, CHK
	movdqu	CHK, 16(KP)
	mov	IDX, 32(KP)
	mov	IDXHI_MEM, IDX
	mov	IDX, 36(KP)
	pxor	OFF, OFF
	movdqa	OFF, OFF_MEM
	movdqa	OFF, CHK_MEM
	pxor	CHK, CHK
.Ldone:
	AES_LEAVE
EPILOGUE($1)>)
