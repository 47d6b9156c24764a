dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/aes-cbc-mac-blocks.asm -- the CBC-MAC chain (CMAC's)
C with AES-NI, the round keys in registers.
C
C Why: the C twin calls aes_encrypt_blocks once a block and pays the
C call, the loads of the keys and a store-to-load trip on the chain.
C Here a block waits only on the rounds of the block before: the next
C block, round key 0 and the last round key are XORed together while
C the rounds run and go in as AESENCLAST's key, so the chain is NR
C rounds a block and nothing else.
C Contract: src/functions.def (aes_cbc_mac_blocks); figures:
C doc/x86_64-aes.md, "The CBC-MAC chain".

dnl void _symcrypt_aes_cbc_mac_blocks(const uint8_t *keys, unsigned nr,
dnl                                   uint8_t *x, size_t blocks,
dnl                                   const uint8_t *src)

define(<KEYS>, <%rdi>)
define(<CHAIN>, <%rdx>)		C X, the 16 bytes of the chain
define(<BLOCKS>, <%rcx>)
define(<SRC>, <%r8>)
define(<NRB>, <%rax>)		C 16 NR
define(<LAST>, <%rsi>)		C the last round key; NR on entry
define(<X>, <%xmm0>)		C the chain, inside the cipher
define(<T>, <%xmm1>)		C the next block's key for AESENCLAST
define(<K0LAST>, <%xmm15>)	C round key 0 XOR the last one
dnl Round key j sits in %xmm(15 - NR + j), j = 1 .. NR - 1, so that the
dnl key before the last is %xmm14 for every key size and the rounds of
dnl a smaller key are the last ones of AES-256's.

dnl MIDDLE(tag): rounds 1 to NR - 1 on X, entered by NR.
define(<MIDDLE>, <
	cmp	<$>160, NRB
	je	.Lr10_$1
	cmp	<$>192, NRB
	je	.Lr12_$1
	forloop(<r>, 2, 14, <ifelse(r, 4, <
.Lr12_$1:>, r, 6, <
.Lr10_$1:>)
	aesenc	%xmm<>r, X>)>)

	.file "aes-cbc-mac-blocks.asm"

PROLOGUE(_symcrypt_aes_cbc_mac_blocks)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C NRB = 16 NR, LAST = KEYS + NRB
	mov	%esi, %eax
	shl	<$>4, NRB
	lea	(KEYS, NRB), LAST

	C Keys NR - 1 .. 1 into %xmm14 down (those of the key size only)
	forloop(<m>, 0, 12, <ifelse(m, 9, <
	cmp	<$>160, NRB
	je	.Lkeys_done>, m, 11, <
	cmp	<$>192, NRB
	je	.Lkeys_done>)
	movdqu	-16*eval(m + 1)(LAST), %xmm<>eval(14 - m)>)
.Lkeys_done:
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
	MIDDLE(loop)
	C The last round, which leaves the next block's round 0 done
	aesenclast T, X
	dec	BLOCKS
	jnz	.Lloop

.Llast:
	MIDDLE(last)
	movdqu	(LAST), T
	aesenclast T, X
	movdqu	X, (CHAIN)
.Ldone:
	ret
EPILOGUE(_symcrypt_aes_cbc_mac_blocks)
