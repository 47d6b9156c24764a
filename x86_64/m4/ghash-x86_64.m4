dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): ghash-blocks.asm, polyval-blocks.asm.
dnl x86_64/m4/ghash-x86_64.m4 -- GHASH in SSE2 registers, without
dnl PCLMULQDQ (doc/aes-sse2.md, "GHASH in SSE2 registers").
dnl
dnl As in the C twin (src/aes/ghash.c), a block is a 128-bit number
dnl whose top bit is GCM's x^0; the 256-bit carry-less product, shifted
dnl left by one bit, is reduced as there.  Here the number sits in an
dnl xmm register as four 32-bit words a3 a2 a1 a0, a3 (the top) in
dnl dword 0: the dwords of GCM's bytes with their bytes swapped.
dnl
dnl The product is Karatsuba's twice: of the 64-bit halves Ah = a3:a2,
dnl Al = a1:a0 and Am = Ah + Al, and in each of them of its 32-bit
dnl halves and their sum: nine 32 x 32-bit carry-less products, made in
dnl pairs, one in each 64-bit lane of PMULUDQ:
dnl   pair 0  (a3, a1)                 the high halves of Ah, Al
dnl   pair 1  (a2, a0)                 their low halves
dnl   pair 2  (a3 + a2, a1 + a0)       their sums
dnl   pair 3  (a3 + a1, a2 + a0)       the halves of Am
dnl   pair 4  (a3 + a2 + a1 + a0 of two blocks)   the sum of Am's halves
dnl Pair 4 holds the sums of two blocks, multiplied by their two powers
dnl H^k and H^(k - 1): the pieces of power k's pair 4 are (its sum,
dnl that of H^(k - 1)), H^0 = 0 for the last block of an odd turn.
dnl A 32 x 32-bit carry-less product is 16 integer ones: each operand
dnl split by the masks of every fourth bit (M0 .. M3, 8 bits each), the
dnl product of pieces m and n holds in the bits of residue m + n (mod 4)
dnl of each 4-bit field the count of its terms, at most 8, so that no
dnl field carries into the next: their parity is the carry-less bit.
dnl The four products whose residue is s are added, masked with Ms and
dnl added into the pair's sum (K0 .. K4).  The pieces of the powers of
dnl H are made once a call, in the frame; the sums of up to eight
dnl blocks' products with H^n .. H^1 are reduced once.

define(<POWERS>, <%rdi>)
define(<STATE>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA>, <%rcx>)
define(<TP>, <%r8>)		C the pieces of the power for this block
define(<N>, <%r9>)		C blocks left in this turn
define(<USED>, <%r10>)		C the powers this call made pieces of
define(<HP>, <%r11>)		C the power being cut into pieces

define(<X>, <%xmm0>)		C a block, or a power, as a3 a2 a1 a0
define(<K0>, <%xmm1>)		C the sums of the pairs' products
define(<K1>, <%xmm2>)
define(<K2>, <%xmm3>)
define(<K3>, <%xmm4>)
define(<K4>, <%xmm5>)
define(<R0>, <%xmm6>)		C a pair's pieces: the pair and Mm
define(<R1>, <%xmm7>)
define(<R2>, <%xmm8>)
define(<R3>, <%xmm9>)
define(<T>, <%xmm10>)
define(<U>, <%xmm11>)
define(<P>, <%xmm12>)		C a pair
define(<Q>, <%xmm13>)
define(<Y>, <%xmm14>)		C the hash value, as a3 a2 a1 a0
define(<S>, <%xmm15>)		C pair 4 of two blocks; the sum of H^(k - 1)

dnl The frame: the pieces of H^1 .. H^8, 320 bytes a power: 64 a
dnl pair, 16 a mask.
define(<POWER_SIZE>, <320>)
define(<FRAME_SIZE>, <eval(8 * POWER_SIZE)>)
define(<PIECE>, <eval(64 * $1 + 16 * $2)(TP)>)
define(<MASK>, <.Lghash_masks+eval(16 * $1)(%rip)>)

dnl GHASH_SWAP32(x): the bytes of each dword of X reversed (T
dnl clobbered): the words of each dword exchanged, then the bytes of
dnl each word.
define(<GHASH_SWAP32>, <
	pshuflw	<$>0xb1, $1, $1
	pshufhw	<$>0xb1, $1, $1
	movdqa	$1, T
	psllw	<$>8, $1
	psrlw	<$>8, T
	por	T, $1>)

dnl GHASH_PAIRS(macro, sum): MACRO(register, pair) on pairs 0 .. 3 of
dnl X, which stays as it is; SUM = a3 + a2 + a1 + a0 in dwords 0 and 2.
define(<GHASH_PAIRS>, <
	C (a3, a1): X's dwords 0 and 2
	$1(X, 0)
	C (a2, a0)
	movdqa	X, P
	psrlq	<$>32, P
	$1(P, 1)
	C (a3 + a2, a1 + a0), and its two lanes added for SUM
	pxor	X, P
	$1(P, 2)
	pshufd	<$>0x4e, P, $2
	pxor	P, $2
	C (a3 + a1, a2 + a0)
	pshufd	<$>0x10, X, P
	pshufd	<$>0x32, X, Q
	pxor	Q, P
	$1(P, 3)>)

dnl GHASH_CUT(register, pair): the pair's four pieces into the frame.
define(<GHASH_CUT>, <forloop(<n>, 0, 3, <
	movdqa	$1, T
	pand	MASK(n), T
	movdqa	T, PIECE($2, n)>)>)

dnl GHASH_RESIDUE(sum, offset, s): the products of residue S of the
dnl block's pieces R0 .. R3 and the power's at OFFSET from TP, masked,
dnl added into SUM.
define(<GHASH_RESIDUE>, <
	movdqa	eval($2 + 16 * $3)(TP), T
	pmuludq	R0, T
	movdqa	eval($2 + 16 * (($3 - 1) & 3))(TP), U
	pmuludq	R1, U
	pxor	U, T
	movdqa	eval($2 + 16 * (($3 - 2) & 3))(TP), U
	pmuludq	R2, U
	pxor	U, T
	movdqa	eval($2 + 16 * (($3 - 3) & 3))(TP), U
	pmuludq	R3, U
	pxor	U, T
	pand	MASK($3), T
	pxor	T, $1>)

dnl GHASH_PRODUCTS(register, sum, offset): the two 32 x 32-bit
dnl products of REGISTER's lanes with the pieces at OFFSET from TP,
dnl added into SUM.
define(<GHASH_PRODUCTS>, <
	movdqa	$1, R0
	pand	MASK(0), R0
	movdqa	$1, R1
	pand	MASK(1), R1
	movdqa	$1, R2
	pand	MASK(2), R2
	movdqa	$1, R3
	pand	MASK(3), R3
	GHASH_RESIDUE($2, $3, 0)
	GHASH_RESIDUE($2, $3, 1)
	GHASH_RESIDUE($2, $3, 2)
	GHASH_RESIDUE($2, $3, 3)>)

dnl GHASH_MUL_PAIR(register, pair): pair PAIR (0 .. 3) of a block with
dnl that of the power at TP, added into its sum.
define(<GHASH_MUL_PAIR>, <GHASH_PRODUCTS($1, K$2, eval(64 * $2))>)

dnl GHASH_REDUCE: Y = the sums K0 .. K4 put together and reduced.
define(<GHASH_REDUCE>, <
	C Ah's and Al's products, the high halves in lanes 0 and 1:
	C K0 = high words, K1 = low words, K2 = the middle
	pxor	K0, K2
	pxor	K1, K2
	movdqa	K2, T
	psllq	<$>32, T
	pxor	T, K1
	psrlq	<$>32, K2
	pxor	K2, K0
	C R0 = Ah Hh, R1 = Al Hl as 128-bit numbers
	movdqa	K1, R0
	punpcklqdq K0, R0
	movdqa	K1, R1
	punpckhqdq K0, R1
	C R2 = Am Hm: its high and low words from K3 (swapped), its
	C middle word both lanes of K4 and of K3, shifted left by 32 bits
	pshufd	<$>0x4e, K3, R2
	pxor	K4, K3
	pshufd	<$>0x4e, K3, T
	pxor	T, K3
	movq	K3, K3
	pslldq	<$>4, K3
	pxor	K3, R2
	C the 256-bit product R0:R1, the middle R2 + R0 + R1 added at 64
	pxor	R0, R2
	pxor	R1, R2
	movdqa	R2, T
	pslldq	<$>8, T
	pxor	T, R1
	psrldq	<$>8, R2
	pxor	R2, R0
	C shifted left by one bit: R0 = (z1, z0), R1 = (z3, z2)
	movdqa	R1, T
	psrlq	<$>63, T
	movdqa	R0, U
	psrlq	<$>63, U
	psllq	<$>1, R1
	psllq	<$>1, R0
	pslldq	<$>8, U
	pxor	U, R0
	movdqa	T, U
	pslldq	<$>8, T
	pxor	T, R1
	psrldq	<$>8, U
	pxor	U, R0
	C x^(128 + k) = x^k (1 + x + x^2 + x^7): the left shifts of z3
	C into z2, of z2 into z1 (the bits z3 adds to z2 shift out)
	movdqa	R1, T
	psllq	<$>63, T
	movdqa	R1, U
	psllq	<$>62, U
	pxor	U, T
	movdqa	R1, U
	psllq	<$>57, U
	pxor	U, T
	movdqa	T, U
	pslldq	<$>8, T
	pxor	T, R1
	psrldq	<$>8, U
	pxor	U, R0
	C the right shifts of z3 into z1 and of z2 into z0
	pxor	R1, R0
	movdqa	R1, T
	psrlq	<$>1, T
	pxor	T, R0
	movdqa	R1, T
	psrlq	<$>2, T
	pxor	T, R0
	psrlq	<$>7, R1
	pxor	R1, R0
	C (z1, z0) is a0 a1 a2 a3: reversed
	pshufd	<$>0x1b, R0, Y>)

dnl GHASH_SSE2(name, convert): the function NAME, whose blocks and hash
dnl value become a3 a2 a1 a0 by the macro CONVERT(register), and back.
define(<GHASH_SSE2>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	<$>-16, %rsp
	sub	<$>FRAME_SIZE, %rsp

	C the pieces of H^1 .. H^USED, USED = min(BLOCKS, 8)
	mov	<$>8, USED
	cmp	USED, BLOCKS
	cmovb	BLOCKS, USED
	mov	USED, N
	mov	POWERS, HP
	C lea, not mov: scripts/ct-scan follows public pointers through lea
	lea	(%rsp), TP
	pxor	S, S
.Lcut:
	movdqu	(HP), X
	GHASH_SWAP32(X)
	GHASH_PAIRS(<GHASH_CUT>, R0)
	C pair 4: (the sum of H^k, that of H^(k - 1))
	movdqa	R0, R1
	punpcklqdq S, R1
	GHASH_CUT(R1, 4)
	movdqa	R0, S
	add	<$>16, HP
	add	<$>POWER_SIZE, TP
	dec	N
	jnz	.Lcut

	movdqu	(STATE), Y
	$2(Y)
.Lturn:
	C a turn of N = min(BLOCKS, 8) blocks, from H^N down to H^1
	mov	<$>8, N
	cmp	N, BLOCKS
	cmovb	BLOCKS, N
	sub	N, BLOCKS
	imul	<$>POWER_SIZE, N, TP
	lea	-POWER_SIZE<>(%rsp, TP), TP
	pxor	K0, K0
	pxor	K1, K1
	pxor	K2, K2
	pxor	K3, K3
	pxor	K4, K4
	cmp	<$>2, N
	jb	.Lone
.Ltwo:
	C two blocks, at powers k and k - 1
	movdqu	(DATA), X
	$2(X)
	C the hash value goes into the turn's first block
	pxor	Y, X
	pxor	Y, Y
	GHASH_PAIRS(<GHASH_MUL_PAIR>, S)
	sub	<$>POWER_SIZE, TP
	movdqu	16(DATA), X
	$2(X)
	GHASH_PAIRS(<GHASH_MUL_PAIR>, Y)
	punpckhqdq Y, S
	pxor	Y, Y
	GHASH_PRODUCTS(S, K4, eval(POWER_SIZE + 64 * 4))
	add	<$>32, DATA
	sub	<$>POWER_SIZE, TP
	sub	<$>2, N
	cmp	<$>2, N
	jae	.Ltwo
	test	N, N
	jz	.Lreduce
.Lone:
	C one block, at power 1, whose pair 4 is (its sum, 0)
	movdqu	(DATA), X
	$2(X)
	pxor	Y, X
	pxor	Y, Y
	GHASH_PAIRS(<GHASH_MUL_PAIR>, S)
	GHASH_PRODUCTS(S, K4, eval(64 * 4))
	add	<$>16, DATA
.Lreduce:
	GHASH_REDUCE
	test	BLOCKS, BLOCKS
	jnz	.Lturn

	$2(Y)
	movdqu	Y, (STATE)

	C the registers and the pieces of the powers cleared
	forloop(<i>, 0, 15, <
	pxor	%xmm<>i, %xmm<>i>)
	imul	<$>eval(POWER_SIZE / 16), USED, USED
	lea	(%rsp), TP
.Lwipe:
	movdqa	%xmm0, (TP)
	add	<$>16, TP
	dec	USED
	jnz	.Lwipe
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
.Lnone:
	ret
EPILOGUE($1)

	RODATA
	.p2align 4
.Lghash_masks:
	.long	0x11111111, 0x11111111, 0x11111111, 0x11111111
	.long	0x22222222, 0x22222222, 0x22222222, 0x22222222
	.long	0x44444444, 0x44444444, 0x44444444, 0x44444444
	.long	0x88888888, 0x88888888, 0x88888888, 0x88888888
>)
