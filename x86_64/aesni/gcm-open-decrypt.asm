dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/gcm-open-decrypt.asm -- GCM open's second pass with
C AES-NI: the keystream gcm_hash_keystream stored XORed into the first
C half of DST and wiped, beside the counter mode of the second half,
C eight blocks of each a turn.
C
C Why: open decrypts after the tag check (symcrypt/gcm.h).  Done apart,
C the XOR of 8 KiB of stored keystream and its wipe took about 5 % of
C an AES-256 open of 16 KiB (perf, AMD Zen 4); their loads and stores
C need none of the AES pipes, so here they go between the rounds of
C the counter blocks, and DST is written in one pass.

dnl void _symcrypt_gcm_open_decrypt(const uint8_t *keys, unsigned nr,
dnl                                 uint8_t *counter, size_t blocks,
dnl                                 uint8_t *dst, const uint8_t *src)
dnl The keystream of BLOCKS blocks is at COUNTER + 32.

define(<KEYS>, <%rdi>)
define(<LAST>, <%rsi>)		C the last round key; NR on entry
define(<CTR>, <%rdx>)
define(<BLOCKS>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<KS>, <%r10>)		C the stored keystream
define(<HALF>, <%r11>)		C 16 BLOCKS: from the first half to the second
define(<KP>, <%rax>)
define(<K>, <%xmm8>)		C a round key
define(<X>, <%xmm9>)
define(<Y>, <%xmm10>)
define(<ZERO>, <%xmm11>)
define(<CTRX>, <%xmm12>)	C the counter block byte-reversed
define(<BSWAP>, <%xmm13>)	C the PSHUFB pattern reversing 16 bytes
define(<ONE>, <%xmm14>)		C 1 in the low 32 bits

dnl COUNTER_BLOCK(xmm): the counter block into XMM, then the counter
dnl incremented (modulo 2^32, GCM's inc32).
define(<COUNTER_BLOCK>, <
	movdqa	CTRX, $1
	pshufb	BSWAP, $1
	paddd	ONE, CTRX>)

dnl STORED(j): block J of the first half: SRC XOR the stored keystream
dnl to DST, the keystream zeroed.
define(<STORED>, <
	movdqu	16*$1<>(KS), X
	movdqu	16*$1<>(SRC), Y
	pxor	Y, X
	movdqu	X, 16*$1<>(DST)
	movdqu	ZERO, 16*$1<>(KS)>)

dnl LATE_ROUNDS(n): the rounds after round 9 on %xmm0 .. %xmm<n - 1>,
dnl the last one; then the second half's blocks XORed and stored.
define(<LATE_ROUNDS>, <
	lea	160(KEYS), KP
	cmp	KP, LAST
	je	2f
1:	movdqu	(KP), K
	forloop(<i>, 0, eval($1 - 1), <
	aesenc	K, %xmm<>i>)
	add	<$>16, KP
	cmp	KP, LAST
	jne	1b
2:	movdqu	(LAST), K
	forloop(<i>, 0, eval($1 - 1), <
	aesenclast K, %xmm<>i>)
	forloop(<i>, 0, eval($1 - 1), <
	movdqu	16*i<>(SRC, HALF), X
	pxor	X, %xmm<>i
	movdqu	%xmm<>i, 16*i<>(DST, HALF)>)>)

	.file "gcm-open-decrypt.asm"

PROLOGUE(_symcrypt_gcm_open_decrypt)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	shl	$4, %esi
	add	KEYS, LAST
	lea	32(CTR), KS
	mov	BLOCKS, HALF
	shl	$4, HALF
	movdqa	.Lbswap(%rip), BSWAP
	movdqu	(CTR), CTRX
	pshufb	BSWAP, CTRX
	mov	$1, %eax
	movd	%eax, ONE
	pxor	ZERO, ZERO

	C Eight blocks of each half: after each of rounds 1 to 8 of the
	C counter blocks, one stored block.
.Leight:
	cmp	$8, BLOCKS
	jb	.Lone
	forloop(<i>, 0, 7, <COUNTER_BLOCK(%xmm<>i)>)
	movdqu	(KEYS), K
	forloop(<i>, 0, 7, <
	pxor	K, %xmm<>i>)
	forloop(<r>, 1, 9, <
	movdqu	16*r<>(KEYS), K
	forloop(<i>, 0, 7, <
	aesenc	K, %xmm<>i>)
	ifelse(r, 9, , <STORED(eval(r - 1))>)>)
	LATE_ROUNDS(8)
	add	$128, SRC
	add	$128, DST
	add	$128, KS
	sub	$8, BLOCKS
	jmp	.Leight

	C The last n < 8 blocks of each half, one at a time.
.Lone:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	COUNTER_BLOCK(%xmm0)
	movdqu	(KEYS), K
	pxor	K, %xmm0
	STORED(0)
	forloop(<r>, 1, 9, <
	movdqu	16*r<>(KEYS), K
	aesenc	K, %xmm0>)
	LATE_ROUNDS(1)
	add	$16, SRC
	add	$16, DST
	add	$16, KS
	dec	BLOCKS
	jmp	.Lone

.Ldone:
	pshufb	BSWAP, CTRX
	movdqu	CTRX, (CTR)
.Lreturn:
	ret
EPILOGUE(_symcrypt_gcm_open_decrypt)

RODATA
	.p2align 4
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
