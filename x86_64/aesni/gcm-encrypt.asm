dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/gcm-encrypt.asm -- GCM encryption and its hash in one
C loop with AES-NI and PCLMULQDQ, eight blocks a turn.
C
C Why: the C twin runs aes_ctr32_blocks and ghash_blocks one after the
C other on each 4 KiB chunk.  AESENC and PCLMULQDQ run on different
C units, but each pass keeps only one of them busy.  Here a turn
C encrypts eight counter blocks and, between their rounds, multiplies
C the previous turn's eight ciphertext blocks by H^8 .. H^1
C (Karatsuba: three products a block) and reduces their sum once.
C
C The hash is x86-common/ghash-pclmul.m4's, as in ghash-blocks.asm;
C the set-up, the counter blocks of a turn and the return of the state
C are x86_64/m4/gcm-xmm.m4's, as in gcm-hash-keystream.asm.  The table
C of powers and a buffer for the last 1 to 127 bytes are on the stack,
C wiped on return.
C
C Measured (TSC ticks per byte, 16 KiB in one call, best of 200; AMD
C EPYC Zen 4, family 25 model 17, shared, 2026-11-25): AES-128 0.46,
C AES-256 0.50, against bounds of 0.36 and 0.45 (a product holds an
C AES pipe for two cycles: doc/x86_64-aes.md); the C twin's two passes
C 0.63 for AES-256.

dnl void _symcrypt_gcm_encrypt(const uint8_t *key, unsigned nr,
dnl                            uint8_t *counter_state, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)
dnl KEY: the round keys, then H^1 .. H^8; COUNTER_STATE: the counter
dnl block, then the hash value.

define(<KEYS>, <%rdi>)
define(<LAST>, <%rsi>)		C the last round key; NR on entry
define(<CTR>, <%rdx>)		C the counter, then the hash value
define(<LENGTH>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<PREV>, <%rax>)		C the ciphertext of the previous turn
define(<KP>, <%r10>)
define(<N>, <%r11>)
define(<OUT>, <%rbx>)		C DST while the last bytes are in BUF

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-xmm.m4>)dnl

define(<K>, <%xmm8>)		C a round key
define(<COUNTER>, <%xmm15>)	C the counter block byte-reversed

dnl The stack: the table of powers (x86-common/ghash-pclmul.m4), then
dnl at 256 BUF.
define(<FRAME>, <384>)
define(<BUF>, <256>)

dnl HASH_BLOCK(j): the products of block J at PREV (with the hash value
dnl added to block 0) and H^(8 - j) added to LO, MI, HI; block 0 sets
dnl them.
define(<HASH_BLOCK>, <
	movdqu	16*$1<>(PREV), X
	pshufb	BSWAP, X
	ifelse($1, 0, <pxor	HI, X
	MUL_FIRST(X, POW($1), KAR($1))>, <MUL_ADD(X, POW($1), KAR($1))>)>)

dnl TURN(src, dst, hash): eight counter blocks from COUNTER on (which is
dnl not moved) encrypted, XORed with the 128 bytes at SRC and stored at
dnl DST; with HASH 1, the eight blocks at PREV hashed between the rounds.
define(<TURN>, <
	COUNTERS(8)
	forloop(<r>, 1, 9, <
	movdqu	16*r<>(KEYS), K
	forloop(<i>, 0, 7, <
	aesenc	K, %xmm<>i>)
	ifelse($3, 1, <ifelse(r, 9, , <HASH_BLOCK(eval(r - 1))>)>)>)
	ifelse($3, 1, <REDUCE>)
	lea	160(KEYS), KP
	cmp	KP, LAST
	je	2f
1:	movdqu	(KP), K
	forloop(<i>, 0, 7, <
	aesenc	K, %xmm<>i>)
	add	<$>16, KP
	cmp	KP, LAST
	jne	1b
2:	movdqu	(LAST), K
	forloop(<i>, 0, 7, <
	aesenclast K, %xmm<>i>)
	forloop(<i>, 0, 7, <
	movdqu	16*i<>($1), X
	pxor	X, %xmm<>i
	movdqu	%xmm<>i, 16*i<>($2)>)>)

dnl COPY(dst, src): the first LENGTH < 128 bytes of SRC to DST, by 16
dnl and then by one.
define(<COPY>, <
	xor	KP, KP
1:	lea	16(KP), N
	cmp	LENGTH, N
	ja	2f
	movdqu	($2, KP), X
	movdqu	X, ($1, KP)
	mov	N, KP
	jmp	1b
2:	cmp	LENGTH, KP
	jae	3f
	movzbl	($2, KP), %r11d
	mov	%r11b, ($1, KP)
	inc	KP
	jmp	2b
3:>)

dnl FILL_BUF: BUF = the last LENGTH bytes of SRC, zero after them; OUT
dnl keeps DST, and SRC and DST point to BUF.
define(<FILL_BUF>, <
	pxor	X, X
	forloop(<i>, 0, 7, <
	movdqa	X, BUF+16*i<>(%rsp)>)
	lea	BUF<>(%rsp), KP
	mov	DST, OUT
	mov	KP, DST
	COPY(DST, SRC)
	mov	DST, SRC>)

	.file "gcm-encrypt.asm"

PROLOGUE(_symcrypt_gcm_encrypt)
	test	LENGTH, LENGTH
	jz	.Lreturn
	C Aligned to 16 bytes: %rsp + 8 on entry, the push and the frame.
	PUSH(OUT)
	sub	$FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	GCM_START

	cmp	$128, LENGTH
	jb	.Lshort
	TURN(SRC, DST, 0)
	paddd	.Lcounters+128(%rip), COUNTER
	mov	DST, PREV
	add	$128, SRC
	add	$128, DST
	sub	$128, LENGTH
.Lturn:
	cmp	$128, LENGTH
	jb	.Lend
	TURN(SRC, DST, 1)
	paddd	.Lcounters+128(%rip), COUNTER
	mov	DST, PREV
	add	$128, SRC
	add	$128, DST
	sub	$128, LENGTH
	jmp	.Lturn

.Lend:
	test	LENGTH, LENGTH
	jnz	.Ltail
	forloop(<j>, 0, 7, <HASH_BLOCK(j)>)
	REDUCE
	jmp	.Ldone

	C The last 1 to 127 bytes go through BUF; after a whole turn, with
	C its hash.
.Ltail:
	FILL_BUF
	TURN(SRC, DST, 1)
	jmp	.Llast
.Lshort:
	FILL_BUF
	TURN(SRC, DST, 0)

	C BUF holds LENGTH bytes of ciphertext: the bytes after them
	C zeroed in their block, the ciphertext copied to OUT, and its N
	C blocks hashed with H^N .. H^1.
.Llast:
	lea	15(LENGTH), N
	shr	$4, N
	movq	N, X
	paddd	X, COUNTER
	mov	LENGTH, KP
	and	$15, KP
	jz	1f
	lea	.Lmask(%rip), PREV
	sub	KP, PREV
	movdqu	16(PREV), X
	mov	LENGTH, KP
	and	$-16, KP
	pand	BUF<>(%rsp, KP), X
	movdqa	X, BUF<>(%rsp, KP)
1:	COPY(OUT, SRC)
	lea	15(LENGTH), N
	shr	$4, N
	C The products of block i and H^(N - i) summed in turn, from POW(8
	C - N) on; the hash value added to block 0.
	mov	N, KP
	shl	$4, KP
	neg	KP
	lea	128(%rsp, KP), KP
	movdqu	(SRC), X
	pshufb	BSWAP, X
	pxor	HI, X
	pxor	LO, LO
	pxor	MI, MI
	pxor	HI, HI
.Llast_block:
	MUL_ADD(X, (KP), 128(KP))
	add	$16, KP
	add	$16, SRC
	dec	N
	jz	.Llast_reduce
	movdqu	(SRC), X
	pshufb	BSWAP, X
	jmp	.Llast_block
.Llast_reduce:
	REDUCE

.Ldone:
	GCM_FINISH
	C BUF wiped with X, which GCM_FINISH left zero.
	forloop(<i>, 0, 7, <
	movdqa	X, BUF+16*i<>(%rsp)>)
	add	$FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POP(OUT)
.Lreturn:
	ret
EPILOGUE(_symcrypt_gcm_encrypt)

GCM_RODATA
GCM_MASK
