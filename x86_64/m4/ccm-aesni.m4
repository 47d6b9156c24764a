dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/ccm-encrypt-blocks.asm, aesni/ccm-decrypt-blocks.asm.
dnl x86_64/m4/ccm-aesni.m4 -- CCM blocks with AES-NI: the bodies of
dnl ccm_encrypt_blocks and ccm_decrypt_blocks (CCM_BLOCKS), on the
dnl rounds of aes-aesni.m4, two blocks a turn: the chain's block in
dnl %xmm0, a CTR block in %xmm1.
dnl
dnl The CBC-MAC chain, M_i = E(M_(i-1) XOR P_i), is one block after
dnl another: its latency, NR AES rounds a block, is the bound, and the
dnl CTR rounds beside it are free.  The XOR of the next plaintext block
dnl and of round key 0 are folded into the key of the chain's last
dnl round (AESENCLAST with the last round key XOR round key 0 XOR
dnl P_(i+1) gives the next block's input to round 1), so that the chain
dnl is the AES rounds alone.  Encryption runs block i's CTR beside its
dnl chain; decryption needs block i's CTR before its chain, so it runs
dnl block i + 1's CTR beside block i's chain, block 0's CTR before and
dnl the last chain block after.

INCLUDE_SRC(<x86_64/m4/aes-aesni.m4>)dnl

define(<STATE>, <%rdx>)		C the chain's value, the counter block
define(<P>, <%xmm2>)		C a plaintext block
define(<MAC>, <%xmm15>)		C the chain's value on entry
define(<KK>, <%xmm3>)		C round key 0 XOR the last round key

dnl CCM_COUNTER: the counter block with round key 0 into %xmm1, the
dnl counter past it.
define(<CCM_COUNTER>, <
	movdqa	CTRX, %xmm1
	pshufb	BSWAP, %xmm1
	paddq	ONE, CTRX
	pxor	K0, %xmm1>)

dnl CCM_BLOCKS(name, op): the function NAME, op enc or dec.
define(<CCM_BLOCKS>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	C NRB = 16 NR, LAST = KEYS + NRB
	mov	%esi, %eax
	shl	<$>4, NRB
	lea	(KEYS, NRB), LAST
	movdqu	(KEYS), K0
	movdqu	(LAST), KLAST
	movdqa	KLAST, KK
	pxor	K0, KK
	movdqa	.Lbswap(%rip), BSWAP
	movdqu	16(STATE), CTRX
	pshufb	BSWAP, CTRX
	mov	<$>1, %r11d
	movq	%r11, ONE
	movdqu	(STATE), MAC
	pxor	K0, MAC
ifelse($2, enc, <
	C block 0's input to the chain
	movdqu	(SRC), P
	movdqa	MAC, %xmm0
	pxor	P, %xmm0
.Lturn:
	C the chain's block and the counter block, side by side
	CCM_COUNTER
	MIDDLE_ROUNDS(2, enc, turn)
	C the ciphertext block: the last CTR round's key XOR P
	movdqa	KLAST, X
	pxor	P, X
	aesenclast X, %xmm1
	movdqu	%xmm1, (DST)
	dec	BLOCKS
	jz	.Lend
	C the chain's last round with the next block's input folded in
	movdqu	16(SRC), P
	movdqa	KK, X
	pxor	P, X
	aesenclast X, %xmm0
	add	<$>16, SRC
	add	<$>16, DST
	jmp	.Lturn
.Lend:
	aesenclast KLAST, %xmm0>, <
	C block 0's CTR alone, P_0 = its keystream XOR C_0
	CCM_COUNTER
	movdqa	%xmm1, %xmm0
	MIDDLE_ROUNDS(1, enc, first)
	movdqu	(SRC), X
	pxor	KLAST, X
	aesenclast X, %xmm0
	movdqu	%xmm0, (DST)
	pxor	MAC, %xmm0
	dec	BLOCKS
	jz	.Lend
.Lturn:
	C block i's chain beside block i + 1's CTR
	CCM_COUNTER
	MIDDLE_ROUNDS(2, enc, turn)
	C P_(i+1), and the chain's last round with it folded in
	movdqu	16(SRC), X
	pxor	KLAST, X
	aesenclast X, %xmm1
	movdqu	%xmm1, 16(DST)
	movdqa	KK, X
	pxor	%xmm1, X
	aesenclast X, %xmm0
	add	<$>16, SRC
	add	<$>16, DST
	dec	BLOCKS
	jnz	.Lturn
.Lend:
	C the last block's chain alone
	MIDDLE_ROUNDS(1, enc, last)
	aesenclast KLAST, %xmm0>)
	C the state back, the temporaries cleared
	movdqu	%xmm0, (STATE)
	pshufb	BSWAP, CTRX
	movdqu	CTRX, 16(STATE)
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	pxor	P, P
	pxor	X, X
	pxor	MAC, MAC
.Lnone:
	ret
EPILOGUE($1)
RODATA
	.p2align 4
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>)
