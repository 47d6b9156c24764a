dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/aes-cbc-mac-blocks.asm -- the CBC-MAC chain (CMAC's) with
C AES-NI in 32-bit code.
C
C Why: the C twin calls aes_encrypt_blocks once a block and pays the
C call and a store-to-load trip on the chain.  Here a block waits only
C on the rounds of the block before: the next block, round key 0 and
C the last round key are XORed together while the rounds run and go in
C as AESENCLAST's key.  Eight xmm registers hold no key schedule: each
C round key is loaded beside the chain, off it.
C Contract: src/functions.def (aes_cbc_mac_blocks); figures:
C doc/x86-32.md.

dnl void _symcrypt_aes_cbc_mac_blocks(const uint8_t *keys, unsigned nr,
dnl                                   uint8_t *x, size_t blocks,
dnl                                   const uint8_t *src)

define(<KEYS>, <%edx>)
define(<LAST>, <%ecx>)		C the last round key
define(<BLOCKS>, <%eax>)
define(<CHAIN>, <%edi>)		C X, the 16 bytes of the chain
define(<SRC>, <%esi>)
define(<KP>, <%ebx>)		C the round key of the round
define(<X>, <%xmm0>)		C the chain, inside the cipher
define(<T>, <%xmm1>)		C the next block's key for AESENCLAST
define(<K0LAST>, <%xmm2>)	C round key 0 XOR the last one
define(<K>, <%xmm3>)
dnl ARG(i): argument I (from 0) after the three pushes.
define(<ARG>, <eval(16 + 4 * $1)(%esp)>)

dnl MIDDLE: rounds 1 to NR - 1 on X, the keys from KEYS + 16 to LAST.
define(<MIDDLE>, <
	lea	16(KEYS), KP
1:	movdqu	(KP), K
	aesenc	K, X
	add	<$>16, KP
	cmp	KP, LAST
	jne	1b>)

	.file "aes-cbc-mac-blocks.asm"

PROLOGUE(_symcrypt_aes_cbc_mac_blocks)
	PUSH(%ebx)
	PUSH(%esi)
	PUSH(%edi)
	mov	ARG(3), BLOCKS
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C KEYS, LAST = KEYS + 16 NR, CHAIN, SRC
	mov	ARG(0), KEYS
	mov	ARG(1), LAST
	shl	<$>4, LAST
	add	KEYS, LAST
	mov	ARG(2), CHAIN
	mov	ARG(4), SRC
	C K0LAST; X = the chain XOR the first block XOR round key 0
	movdqu	(KEYS), T
	movdqu	(LAST), K0LAST
	pxor	T, K0LAST
	movdqu	(CHAIN), X
	pxor	T, X
	movdqu	(SRC), T
	pxor	T, X
	add	<$>16, SRC
	dec	BLOCKS
	jz	.Llast

.Lloop:
	C T = the next block XOR key 0 XOR the last key, off the chain
	movdqu	(SRC), T
	pxor	K0LAST, T
	add	<$>16, SRC
	MIDDLE
	C The last round, which leaves the next block's round 0 done
	aesenclast T, X
	dec	BLOCKS
	jnz	.Lloop

.Llast:
	MIDDLE
	movdqu	(LAST), T
	aesenclast T, X
	movdqu	X, (CHAIN)
.Ldone:
	POP(%edi)
	POP(%esi)
	POP(%ebx)
	ret
EPILOGUE(_symcrypt_aes_cbc_mac_blocks)
