dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/gcm-open-short.asm -- GCM open of at most 96 bytes with
C a 12-byte nonce in one call, with AES-NI and PCLMULQDQ.
C
C Why: as gcm-seal-short.asm.  The hash of the ciphertext does not
C wait for the keystream; the plaintext is made and stored only after
C the tag matched (all sixteen bytes compared at once), and the
C keystream is wiped from the registers on either path.
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
	pmovmskb HI, %edx
	xor	%eax, %eax
	cmp	$0xffff, %edx
	jne	.Lwipe
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
