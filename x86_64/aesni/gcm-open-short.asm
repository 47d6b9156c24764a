dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/gcm-open-short.asm -- GCM open of at most 256 bytes with
C a 12-byte nonce in one call, with AES-NI and PCLMULQDQ.
C
C Why: as gcm-seal-short.asm.  The hash of the ciphertext does not
C wait for the keystream; the plaintext is made and stored only after
C the tag matched (all sixteen bytes compared at once), and the
C keystream is wiped from the registers on either path.  Past 96
C bytes the blocks before the last six are hashed first and decrypted
C after the check, their keystream made then (nothing on the stack).
C
C Needs AES-NI, PCLMULQDQ and SSSE3 (PSHUFB).

dnl int _symcrypt_gcm_open_short(const uint8_t *key, unsigned nr,
dnl                              const uint8_t *nonce_ad_lengths, size_t length,
dnl                              uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/gcm-aesni.m4>)dnl
INCLUDE_SRC(<x86_64/gcm-short-aesni.m4>)dnl

dnl STORE_TAIL: the first T < 16 bytes of %xmm6 to 96(DST), in pieces
dnl of 8, 4, 2 and 1 bytes from %rax, which takes the high half after
dnl 8 bytes.
define(<STORE_TAIL>, <
	movq	%xmm6, %rax
	pshufd	<$>0x4e, %xmm6, %xmm6
	movq	%xmm6, %r11
	test	<$>8, TAIL
	jz	1f
	mov	%rax, 96(DST)
	mov	%r11, %rax
1:	test	<$>4, TAIL
	jz	2f
	mov	TAIL, %rdx
	and	<$>8, %rdx
	mov	%eax, 96(DST, %rdx)
	shr	<$>32, %rax
2:	test	<$>2, TAIL
	jz	3f
	mov	TAIL, %rdx
	and	<$>12, %rdx
	mov	%ax, 96(DST, %rdx)
	shr	<$>16, %rax
3:	test	<$>1, TAIL
	jz	4f
	mov	TAIL, %rdx
	and	<$>14, %rdx
	mov	%al, 96(DST, %rdx)
4:>)

dnl GCM_LONG: the first P blocks of a message of 97 to 256 bytes hashed
dnl with A (.Llong), and after the tag matched, decrypted and stored
dnl (.Lplain, in PH, LO, MI, HI, X and T); x86_64/gcm-short-aesni.m4.
define(<GROUP_REG>, <ifelse($1, 0, PH, $1, 1, LO, $1, 2, MI, $1, 3, HI,
	$1, 4, X, T)>)
define(<GCM_LONG>, <
.Llong:
	PUSH(GK)
	LONG_P
	LONG_HASH(.Lhash, SRC)
	LONG_BACK
	add	%rax, DST
	POP(GK)
	jmp	.Lshort

.Lplain:
	PUSH(GK)
	C SRC and DST back to the first block (from 16 P - 16 after it).
	mov	P, %rax
	shl	<$>4, %rax
	sub	<$>16, %rax
	sub	%rax, SRC
	sub	%rax, DST
	LONG_CRYPT(6, .Lcrypt)
	sub	<$>16, SRC
	sub	<$>16, DST
	POP(GK)
	jmp	.Lplained>)

	.file "gcm-open-short.asm"

GCM_SHORT_START(_symcrypt_gcm_open_short, open)
	C Each block of the ciphertext hashed, the last one masked (the
	C tag follows it in SRC).
	forloop(<r>, 1, 5, <
	IF_BLOCK(r, 5f)
	movdqu	16*r<>(SRC), X
	HASH(X, r)
5:>)
	IF_BLOCK(6, .Lhashed)
	TAIL_MASK
	movdqu	96(SRC), X
	pand	K, X
	HASH(X, 6)
.Lhashed:
	GCM_SHORT_TAG

	C The tag against SRC's, all 16 bytes at once; the plaintext only
	C when they match.
	movdqu	96(SRC, TAIL), T
	pcmpeqb	T, HI
	pmovmskb HI, %eax
	cmp	$0xffff, %eax
	sete	%al
	movzbl	%al, %eax
	jne	.Lwipe
	C The first P blocks, past 96 bytes.
	test	P, P
	jnz	.Lplain
.Lplained:
	forloop(<r>, 1, 5, <
	IF_BLOCK(r, 5f)
	movdqu	16*r<>(SRC), K
	pxor	K, %xmm<>r
	movdqu	%xmm<>r, 16*r<>(DST)
5:>)
	IF_BLOCK(6, .Lopened)
	movdqu	96(SRC), K
	pxor	K, %xmm6
	cmp	$16, TAIL
	je	5f
	STORE_TAIL
	C The plaintext leaves %r11 (%rax takes the answer).
	xor	%r11d, %r11d
	jmp	.Lopened
5:	movdqu	%xmm6, 96(DST)
.Lopened:
	mov	$1, %eax
GCM_SHORT_END(_symcrypt_gcm_open_short)

C The most bytes it takes (src/gcm.c).
VARIANT_CONSTANT(_symcrypt_gcm_open_short_max, 256)
