dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/gcm-seal-short.asm, aesni/gcm-open-short.asm.
dnl x86_64/gcm-short-aesni.m4 -- a whole GCM seal or open of at most 96
dnl bytes (six blocks) in one call, with AES-NI and PCLMULQDQ in xmm
dnl registers (the products and reduction of x86-common/ghash-pclmul.m4).
dnl
dnl The n <= 6 blocks of the message are counted from the end: the
dnl last one meets the keystream in %xmm6, the one before in %xmm5, and
dnl so on, so that the last block, the one that may be partial, has a
dnl fixed register, and block j of the message (from 0) is at 16 r
dnl bytes from SRC + 16 n - 112 with r = j + 7 - n.  Register r takes
dnl the counter r + n - 5 (j + 2); the registers below 7 - n are
dnl encrypted with the others and not used.  J0's encryption, the tag
dnl mask, is %xmm0.
dnl
dnl GHASH of the associated data block A, the ciphertext blocks C(j)
dnl and the length block L is the sum of A H^(n+2), C(j) H^(n+1-j) and
dnl L H, one reduction: the block in register r takes H^(8 - r), a
dnl power fixed by the register; A's depends on n.  The powers, the
dnl key's H^1 .. H^8, are prepared (byte-reversed, times x^-1, halves
dnl XORed) as each block comes.
dnl
dnl The last block is partial when LENGTH is not a multiple of 16.
dnl Where the buffer has the 16-byte tag after the message (SRC of
dnl open, DST of seal) the last block is loaded or stored whole: seal's
dnl store of it is overwritten by the tag.  seal's load and open's
dnl store take its T < 16 bytes in pieces of 8, 4, 2 and 1 through
dnl %rax and %r11, so that nothing is read or written past the message
dnl (LOAD_TAIL and STORE_TAIL, in the two files, which hold what comes
dnl between GCM_SHORT_START and GCM_SHORT_END).

define(<KEY>, <%rdi>)
define(<LAST>, <%rsi>)		C the last round key; NR on entry
define(<NONCE_AD_LENGTHS>, <%rdx>)
define(<TAIL>, <%rcx>)		C LENGTH on entry; then T, the bytes of the last block, 1 .. 16
define(<DST>, <%r8>)		C DST + 16 n - 112
define(<SRC>, <%r9>)		C SRC + 16 n - 112
define(<N>, <%r10>)		C n, the blocks of the message
define(<K>, <%xmm7>)		C a round key, a message block, the mask
define(<PH>, <%xmm8>)		C a power of H prepared
define(<PK>, <%xmm15>)		C its halves XORed

dnl ROUNDS(first): AES of %xmm0 and %xmm<first> .. %xmm6 (round key 0
dnl added already); FIRST 7 for %xmm0 alone.
define(<ROUNDS>, <
	forloop(<i>, 1, 9, <
	movdqu	16*i<>(KEY), K
	ROUND(aesenc, $1)>)
	lea	160(KEY), %rax
	cmp	%rax, LAST
	je	1f
	forloop(<i>, 10, 13, <
	movdqu	16*i<>(KEY), K
	ROUND(aesenc, $1)
	ifelse(i, 11, <
	lea	192(KEY), %rax
	cmp	%rax, LAST
	je	1f>)>)
1:	movdqu	(LAST), K
	ROUND(aesenclast, $1)>)
define(<ROUND>, <
	$1	K, %xmm0
	ifelse($2, 7, , <forloop(<r>, $2, 6, <
	$1	K, %xmm<>r>)>)>)

dnl IF_BLOCK(r, label): on to LABEL unless register R holds a block of
dnl the message (n >= 7 - r).
define(<IF_BLOCK>, <
	cmp	<$>eval(7 - $1), N
	jb	$2>)

dnl HASH(x, r): the products of the block X (GCM's byte order; lost)
dnl of register R and its power H^(8 - r) added to LO, MI, HI.
define(<HASH>, <
	pshufb	BSWAP, $1
	GHASH_POWER(eval(128 - 16 * $2)(LAST), PH, PK)
	MUL_ADD($1, PH, PK)>)

dnl TAIL_MASK: K = the mask of the first T bytes of a block.
define(<TAIL_MASK>, <
	lea	.Lmask+16(%rip), %rax
	sub	TAIL, %rax
	movdqu	(%rax), K>)

dnl GCM_SHORT_START(name, seal or open): the start of the function NAME
dnl (key, nr, nonce_ad_lengths, length, dst, src), up to the keystream
dnl in %xmm0 .. %xmm6 and the products of A and L in LO, MI, HI; open
dnl returns 0 for a LENGTH over 96.
define(<GCM_SHORT_START>, <
PROLOGUE($1)
ifelse($2, open, <
	xor	%eax, %eax>)
	cmp	<$>96, TAIL
	ja	.Lreturn
	movdqa	.Lbswap(%rip), BSWAP

	C n, T = LENGTH + 16 - 16 n, SRC and DST moved back by 112 - 16 n,
	C LAST.  %rax keeps 16 n.
	lea	15(TAIL), N
	shr	<$>4, N
	mov	N, %rax
	shl	<$>4, %rax
	sub	%rax, TAIL
	add	<$>16, TAIL
	lea	-112(SRC, %rax), SRC
	lea	-112(DST, %rax), DST
	shl	<$>4, %esi
	add	KEY, LAST

	C A times H^(n+2), L times H.
	movdqu	16(NONCE_AD_LENGTHS), X
	pshufb	BSWAP, X
	GHASH_POWER(32(LAST, %rax), PH, PK)
	MUL_FIRST(X, PH, PK)
	movdqu	32(NONCE_AD_LENGTHS), X
	pshufb	BSWAP, X
	GHASH_POWER(16(LAST), PH, PK)
	MUL_ADD(X, PH, PK)

	C The counter blocks: the nonce (8 and 4 bytes, as the caller
	C stores it, so that the loads are forwarded from the stores)
	C byte-reversed, J0 = 1 and r + n - 5 in its lowest 32 bits.
	movq	(NONCE_AD_LENGTHS), K
	movd	8(NONCE_AD_LENGTHS), %xmm0
	punpcklqdq %xmm0, K
	pshufb	BSWAP, K
	lea	-5(N), %edx
	movd	%edx, %xmm1
	movdqa	K, %xmm0
	paddd	.Lcounters+16(%rip), %xmm0
	paddd	%xmm1, K
	forloop(<r>, 1, 6, <
	movdqa	K, %xmm<>r
	paddd	.Lcounters+16*r<>(%rip), %xmm<>r>)
	movdqu	(KEY), K
	forloop(<r>, 0, 6, <
	pshufb	BSWAP, %xmm<>r
	pxor	K, %xmm<>r>)

	C Only the registers that hold blocks of the message, in three
	C sizes: n = 0 (the tag of a longer message, src/gcm.c), n up to 2,
	C and n up to 6.
	cmp	<$>2, N
	ja	.Lrounds7
	test	N, N
	jnz	.Lrounds3
	ROUNDS(7)
	jmp	.Lencrypted
.Lrounds3:
	ROUNDS(5)
	jmp	.Lencrypted
.Lrounds7:
	ROUNDS(1)
.Lencrypted:>)

dnl GCM_SHORT_TAG: HI = the hash, reduced, plus the tag mask: the tag.
define(<GCM_SHORT_TAG>, <
	REDUCE
	pshufb	BSWAP, HI
	pxor	%xmm0, HI>)

dnl GCM_SHORT_END(name): the xmm registers wiped (the keystream, the
dnl tag mask, the message), the return, the constants.
define(<GCM_SHORT_END>, <
.Lwipe:
	forloop(<r>, 0, 15, <
	pxor	%xmm<>r, %xmm<>r>)
.Lreturn:
	ret
EPILOGUE($1)

GCM_RODATA
GCM_MASK>)
