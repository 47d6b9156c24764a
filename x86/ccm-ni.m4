dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): aesni/ccm-encrypt-blocks.asm, aesni/ccm-decrypt-blocks.asm.
dnl x86/ccm-ni.m4 -- CCM (SP 800-38C) on whole blocks with AES-NI in
dnl 32-bit code: the body of ccm_encrypt_blocks and ccm_decrypt_blocks
dnl (CCM_BLOCKS), in the frame and registers of x86/aes-ni.m4, two
dnl blocks a turn: the chain's block in %xmm0, a CTR block in %xmm1.
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
dnl the last chain block after.  The counter is CCM's: the last 8
dnl bytes, byte-reversed in CTRX's low 64 bits, incremented by PADDQ
dnl with ONE_MEM (the caller keeps it from carrying out of them).

INCLUDE_SRC(<x86/aes-ni.m4>)dnl

define(<P>, <%xmm2>)		C a plaintext block
define(<KK>, <%xmm3>)		C round key 0 XOR the last round key
define(<X>, <%xmm4>)
define(<K0>, <%xmm5>)		C round key 0

dnl CCM_COUNTER: the counter block with round key 0 into %xmm1, the
dnl counter past it.
define(<CCM_COUNTER>, <
	movdqa	CTRX, %xmm1
	pshufb	BSWAP_MEM, %xmm1
	paddq	ONE_MEM, CTRX
	pxor	K0, %xmm1>)

dnl MIDDLE(n): rounds 1 to NR - 1 on %xmm0 .. %xmm<n - 1>, the keys
dnl from KEYS + 16 to LAST.
define(<MIDDLE>, <
	lea	16(KEYS), KP
1:	movdqu	(KP), K
	forloop(<i>, 0, eval($1 - 1), <
	aesenc	K, %xmm<>i>)
	add	<$>16, KP
	cmp	KP, LAST
	jne	1b>)

dnl CCM_BLOCKS(name, op): the function NAME(keys, nr, state, blocks,
dnl dst, src), op enc or dec.
define(<CCM_BLOCKS>, <
PROLOGUE($1)
	AES_ENTER
	mov	ARG(3), BLOCKS
	test	BLOCKS, BLOCKS
	jz	.Lnone
	KEYS_LOAD(ARG(0), ARG(1))
	mov	ARG(4), DST
	mov	ARG(5), SRC
	movdqu	(KEYS), K0
	movdqu	(LAST), KK
	pxor	K0, KK
	mov	ARG(2), KP
	movdqu	16(KP), CTRX
	pshufb	BSWAP_MEM, CTRX
ifelse($2, enc, <
	C block 0's input to the chain: the chain's value, key 0, P_0
	movdqu	(KP), %xmm0
	pxor	K0, %xmm0
	movdqu	(SRC), P
	pxor	P, %xmm0
.Lturn:
	C the chain's block and the counter block, side by side
	CCM_COUNTER
	MIDDLE(2)
	C the ciphertext block: the last CTR round's key XOR P
	movdqu	(LAST), X
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
	movdqu	(LAST), X
	aesenclast X, %xmm0>, <
	C P = the chain's value XOR key 0
	movdqu	(KP), P
	pxor	K0, P
	C block 0's CTR alone, P_0 = its keystream XOR C_0
	CCM_COUNTER
	movdqa	%xmm1, %xmm0
	MIDDLE(1)
	movdqu	(SRC), X
	movdqu	(LAST), K
	pxor	K, X
	aesenclast X, %xmm0
	movdqu	%xmm0, (DST)
	pxor	P, %xmm0
	dec	BLOCKS
	jz	.Lend
.Lturn:
	C block i's chain beside block i + 1's CTR
	CCM_COUNTER
	MIDDLE(2)
	C P_(i+1), and the chain's last round with it folded in
	movdqu	16(SRC), X
	movdqu	(LAST), K
	pxor	K, X
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
	MIDDLE(1)
	movdqu	(LAST), X
	aesenclast X, %xmm0>)
	C the state back, the temporaries cleared
	mov	ARG(2), KP
	movdqu	%xmm0, (KP)
	pshufb	BSWAP_MEM, CTRX
	movdqu	CTRX, 16(KP)
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	pxor	P, P
	pxor	X, X
.Lnone:
	AES_LEAVE
EPILOGUE($1)>)
