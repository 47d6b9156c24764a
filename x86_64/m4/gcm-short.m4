dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/gcm-seal-short.asm, aesni/gcm-open-short.asm, vaes/gcm-seal-short.asm, vaes/gcm-open-short.asm.
dnl x86_64/m4/gcm-short.m4 -- a whole GCM seal or open of at most 256
dnl bytes (sixteen blocks) in one call, with AES-NI and PCLMULQDQ in xmm
dnl registers (the products and reduction of x86-common/ghash-pclmul.m4),
dnl the powers of H taken from the key as each block comes: no table.
dnl
dnl The last n <= 6 blocks of the message are counted from the end: the
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
dnl (LOAD_TAIL and STORE_TAIL, in GCM_SEAL_BODY and GCM_OPEN_BODY, what
dnl comes between GCM_SHORT_START and GCM_SHORT_END).  Past 96 bytes
dnl the blocks before the last six come first, in groups of up to six
dnl (below); x86_64/vaes's files take those bytes with 256-bit code
dnl instead (x86_64/m4/gcm-vaes.m4: their GCM_LONG).

define(<KEY>, <%rdi>)
define(<LAST>, <%rsi>)		C the last round key; NR on entry
define(<NONCE_AD_LENGTHS>, <%rdx>)
define(<TAIL>, <%rcx>)		C LENGTH on entry; then T, the bytes of the last block, 1 .. 16
define(<DST>, <%r8>)		C DST + 16 n - 112
define(<SRC>, <%r9>)		C SRC + 16 n - 112
define(<N>, <%r10>)		C n, the blocks of the message
define(<P>, <%r11>)		C the blocks before the last six; 0 up to 96 bytes
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
dnl returns 0 for a LENGTH over 256.  Past 96 bytes the file's .Llong
dnl first takes the P = n - 6 blocks before the last six (GCM_LONG
dnl below) and comes back to .Lshort with LENGTH, SRC and DST moved on
dnl by 16 P and the hash of A and those blocks in X: the rest is the
dnl message of six blocks whose associated data block is that hash,
dnl with counters P further on.
define(<GCM_SHORT_START>, <
PROLOGUE($1)
ifelse($2, open, <
	xor	%eax, %eax>)
	cmp	<$>256, TAIL
	ja	.Lreturn
	movdqa	.Lbswap(%rip), BSWAP
	shl	<$>4, %esi
	add	KEY, LAST
	cmp	<$>96, TAIL
	ja	.Llong
	movdqu	16(NONCE_AD_LENGTHS), X
	pshufb	BSWAP, X
	xor	%r11d, %r11d		C P
.Lshort:
	C n, T = LENGTH + 16 - 16 n, SRC and DST moved back by 112 - 16 n.
	C %rax keeps 16 n.
	lea	15(TAIL), N
	shr	<$>4, N
	mov	N, %rax
	shl	<$>4, %rax
	sub	%rax, TAIL
	add	<$>16, TAIL
	lea	-112(SRC, %rax), SRC
	lea	-112(DST, %rax), DST

	C A (or the hash of A and the first P blocks) times H^(n+2), L
	C times H.
	GHASH_POWER(32(LAST, %rax), PH, PK)
	MUL_FIRST(X, PH, PK)
	movdqu	32(NONCE_AD_LENGTHS), X
	pshufb	BSWAP, X
	GHASH_POWER(16(LAST), PH, PK)
	MUL_ADD(X, PH, PK)

	C The counter blocks: the nonce (8 and 4 bytes, as the caller
	C stores it, so that the loads are forwarded from the stores)
	C byte-reversed, J0 = 1 and r + n - 5 + P in its lowest 32 bits.
	movq	(NONCE_AD_LENGTHS), K
	movd	8(NONCE_AD_LENGTHS), %xmm0
	punpcklqdq %xmm0, K
	pshufb	BSWAP, K
	lea	-5(N, P), %eax
	movd	%eax, %xmm1
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
	C sizes: n = 0 (the tag of a longer message, src/aes/gcm.c), n up to 2,
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

dnl LOAD_TAIL: K = the T < 16 bytes at 96(SRC), zero after them; read
dnl from the end in pieces of 1, 2, 4 bytes (each at T with its lower
dnl bits cleared) into %rax, which then goes to the high half when
dnl there are 8 bytes before them.
define(<LOAD_TAIL>, <
	xor	%eax, %eax
	xor	%r11d, %r11d
	test	<$>1, TAIL
	jz	1f
	mov	TAIL, %rdx
	and	<$>14, %rdx
	movzbl	96(SRC, %rdx), %eax
1:	test	<$>2, TAIL
	jz	2f
	shl	<$>16, %rax
	mov	TAIL, %rdx
	and	<$>12, %rdx
	movzwl	96(SRC, %rdx), %edx
	or	%rdx, %rax
2:	test	<$>4, TAIL
	jz	3f
	shl	<$>32, %rax
	mov	TAIL, %rdx
	and	<$>8, %rdx
	mov	96(SRC, %rdx), %edx
	or	%rdx, %rax
3:	test	<$>8, TAIL
	jz	4f
	mov	%rax, %r11
	mov	96(SRC), %rax
4:	movq	%rax, K
	movq	%r11, PH
	punpcklqdq PH, K>)

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

dnl GCM_SEAL_BODY: seal from GCM_SHORT_START on: each block of the
dnl message encrypted, stored and hashed, then the tag.
define(<GCM_SEAL_BODY>, <
	C Each block of the message encrypted, stored and hashed; the last
	C one, zero after the message, is stored whole (the tag comes over
	C the rest).
	forloop(<r>, 1, 5, <
	IF_BLOCK(r, 5f)
	movdqu	16*r<>(SRC), K
	pxor	K, %xmm<>r
	movdqu	%xmm<>r, 16*r<>(DST)
	HASH(%xmm<>r, r)
5:>)
	IF_BLOCK(6, .Lhashed)
	cmp	<$>16, TAIL
	je	5f
	LOAD_TAIL
	jmp	6f
5:	movdqu	96(SRC), K
6:	pxor	K, %xmm6
	TAIL_MASK
	pand	K, %xmm6
	movdqu	%xmm6, 96(DST)
	HASH(%xmm6, 6)
.Lhashed:
	GCM_SHORT_TAG
	movdqu	HI, 96(DST, TAIL)
	C The message leaves %rax and %r11.
	xor	%eax, %eax
	xor	%r11d, %r11d>)

dnl GCM_OPEN_BODY(first): open from GCM_SHORT_START on: the ciphertext
dnl hashed, the tag checked, and only then FIRST (the file's plaintext
dnl of the blocks before the last six, from .Lplained on) and the
dnl plaintext of the last six stored.
define(<GCM_OPEN_BODY>, <
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
	cmp	<$>0xffff, %eax
	sete	%al
	movzbl	%al, %eax
	jne	.Lwipe
	$1
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
	cmp	<$>16, TAIL
	je	5f
	STORE_TAIL
	C The plaintext leaves %r11 (%rax takes the answer).
	xor	%r11d, %r11d
	jmp	.Lopened
5:	movdqu	%xmm6, 96(DST)
.Lopened:
	mov	<$>1, %eax>)

dnl The first P blocks of a message of n = 7 .. 16 blocks (GCM_LONG, in
dnl the two files): LONG_CRYPT en- or decrypts them, LONG_HASH hashes
dnl them, both in groups of up to W blocks: k = P - W or P blocks first
dnl (whichever is 1 .. W), then W when P > W.  A group's k blocks take
dnl the places W - k .. W - 1 of W, so that what a place does does not
dnl depend on k.  GK is 16 k; SRC or DST is moved back by 16 (W - k)
dnl for a group, so that place r meets 16 r(SRC), and on by 16 W after
dnl it.
dnl
dnl LONG_CRYPT runs the W registers GROUP_REG(0 .. W-1) (the including
dnl file's) through the rounds whatever k (seal: all P blocks at once,
dnl W = 6 up to P = 6, where the rounds' latency bounds the group, and 10
dnl past it; open, whose last six blocks' keystream waits in %xmm1 ..
dnl %xmm6: W = 6, the groups one after the other with nothing between
dnl them, so that the second group's rounds overlap the first's).  Its
dnl counter blocks: PK (the nonce byte-reversed plus the counter of
dnl place 0, b + k - W + 2 for the group's first block b) plus r.
dnl
dnl LONG_HASH (W = 8, the powers the key holds) carries R from group to
dnl group, with R = A before the first group and R = A H^P + C(j)
dnl H^(P-1-j) after the last: R H^8 is then what A and the first P
dnl blocks add to the hash, so R takes A's place for the last six
dnl blocks.  A group of k blocks makes R H^k + C(i) H^(k-1-i): the block
dnl of place r takes H^(W - 1 - r), and that of place W - 1 (H^0) is
dnl added after the reduction.

define(<GK>, <%rbx>)

dnl LONG_P: P = n - 6 = (LENGTH + 15) / 16 - 6.
define(<LONG_P>, <
	lea	15(TAIL), P
	shr	<$>4, P
	sub	<$>6, P>)

dnl LONG_FIRST(w, ctr, one): GK = 16 k of the first group of up to W;
dnl with CTR, that xmm register gets its counter, k - W + 2.  ONE (not
dnl empty) where P <= W, one group.
define(<LONG_FIRST>, <
	mov	P, GK
ifelse($3, , <
	cmp	<$>$1, GK
	jbe	1f
	sub	<$>$1, GK
1:>)
	shl	<$>4, GK
ifelse($2, , , <
	movq	(NONCE_AD_LENGTHS), K
	movd	8(NONCE_AD_LENGTHS), $2
	punpcklqdq $2, K
	pshufb	BSWAP, K
	mov	GK, %rax
	shr	<$>4, %eax
	sub	<$>eval($1 - 2), %eax
	movd	%eax, $2
	paddd	K, $2>)>)

dnl LONG_NEXT(w, label, ctr, one): on to the group of W at LABEL after
dnl a first group of fewer than P blocks (P > W), the counter CTR W on.
dnl Nothing with ONE.
define(<LONG_NEXT>, <ifelse($4, , <
	cmp	<$>$1, P
	jbe	1f
	cmp	<$>eval(16 * $1), GK
	je	1f
	mov	<$>eval(16 * $1), GK
ifelse($3, , , <
	paddd	.Lcounters+eval(16 * $1)(%rip), $3>)
	jmp	$2
1:>)>)

dnl IF_GROUP(w, r, label): on to LABEL unless place R of a group of up
dnl to W holds a block (k >= W - r).
define(<IF_GROUP>, <ifelse(eval($2 == $1 - 1), 1, , <
	cmp	<$>eval(16 * ($1 - $2)), GK
	jb	$3>)>)

dnl GROUP_ROUNDS(w): AES of GROUP_REG(0) .. GROUP_REG(W-1), round key 0
dnl added.
define(<GROUP_ROUNDS>, <
	forloop(<i>, 1, 9, <
	movdqu	16*i<>(KEY), K
	GROUP_ROUND(aesenc, $1)>)
	lea	160(KEY), %rax
	cmp	%rax, LAST
	je	1f
	forloop(<i>, 10, 13, <
	movdqu	16*i<>(KEY), K
	GROUP_ROUND(aesenc, $1)
	ifelse(i, 11, <
	lea	192(KEY), %rax
	cmp	%rax, LAST
	je	1f>)>)
1:	movdqu	(LAST), K
	GROUP_ROUND(aesenclast, $1)>)
define(<GROUP_ROUND>, <forloop(<r>, 0, eval($2 - 1), <
	$1	K, GROUP_REG(r)>)>)

dnl LONG_CRYPT(w, label, one): the first P blocks of SRC en- or
dnl decrypted to DST in groups of up to W (LABEL names the loop; with
dnl ONE, P <= W and there is one group); SRC and DST are moved on by
dnl 16 P.
define(<LONG_CRYPT>, <
	LONG_FIRST($1, PK, $3)
$2:
	forloop(<r>, 0, eval($1 - 1), <
	movdqa	PK, GROUP_REG(r)
	paddd	.Lcounters+16*r<>(%rip), GROUP_REG(r)
	pshufb	BSWAP, GROUP_REG(r)>)
	movdqu	(KEY), K
	forloop(<r>, 0, eval($1 - 1), <
	pxor	K, GROUP_REG(r)>)
	GROUP_ROUNDS($1)
	lea	-eval(16 * $1)(SRC, GK), SRC
	lea	-eval(16 * $1)(DST, GK), DST
	forloop(<r>, 0, eval($1 - 1), <
	IF_GROUP($1, r, 5f)
	movdqu	16*r<>(SRC), K
	pxor	K, GROUP_REG(r)
	movdqu	GROUP_REG(r), 16*r<>(DST)
5:>)
	add	<$>eval(16 * $1), SRC
	add	<$>eval(16 * $1), DST
	LONG_NEXT($1, $2, PK, $3)>)

dnl LONG_HASH(label, ptr): X = R, the hash of A and the P blocks at PTR
dnl in groups of up to 8 (LABEL names the loop); PTR is moved on by
dnl 16 P.
define(<LONG_HASH>, <
	LONG_FIRST(8)
	movdqu	16(NONCE_AD_LENGTHS), HI
	pshufb	BSWAP, HI
$1:
	GHASH_POWER((LAST, GK), PH, PK)
	MUL_FIRST(HI, PH, PK)
	lea	-128($2, GK), $2
	forloop(<r>, 0, 6, <
	IF_GROUP(8, r, 5f)
	movdqu	16*r<>($2), X
	pshufb	BSWAP, X
	GHASH_POWER(eval(112 - 16 * r)(LAST), PH, PK)
	MUL_ADD(X, PH, PK)
5:>)
	REDUCE
	movdqu	112($2), X
	pshufb	BSWAP, X
	pxor	X, HI
	add	<$>128, $2
	LONG_NEXT(8, $1)
	movdqa	HI, X>)

dnl LONG_BACK: LENGTH less 16 P, %rax = 16 P.
define(<LONG_BACK>, <
	mov	P, %rax
	shl	<$>4, %rax
	sub	%rax, TAIL>)

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
GCM_LONG
EPILOGUE($1)

GCM_RODATA
GCM_MASK>)
