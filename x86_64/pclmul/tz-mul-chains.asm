dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/pclmul/tz-mul-chains.asm -- the Tillich-Zémor hash of four
C slices, two at a time, six bytes per carry-less product (PCLMULQDQ
C and SSE2).
C
C The design of x86_64/vpclmul/tz-mul-chains.asm (which see) in legacy
C SSE2 encodings, for CPUs with PCLMULQDQ but without VPCLMULQDQ: the 24
C bit matrices of three bytes multiply to a matrix of degree at most 24,
C built bit-serially in 32-bit lanes (no table), and a row of the state
C times it is eight 64x64-bit products, as one byte's matrix was in
C x86_64/pclmul/tz-mul-bytes.asm.  Sixteen registers hold two states,
C so the slices go in two pairs; within a pair the two chains' products
C and the two builds of matrices overlap.  The matrices of two groups
C are then multiplied (eight products a slice) into one of six bytes,
C of degree at most 48, still one qword, so that each step of a state
C applies six bytes: 4 products a byte instead of 5.3.
C
C Measured (AMD EPYC Zen 5, family 26 model 2, November 2026; one thread,
C a 32 MiB file through symcrypt-tzsum, user CPU time, median of 5, MB/s;
C doc/tzhash.md):
C   x86_64/vpclmul512  908     x86_64/vpclmul  388     x86_64/pclmul  196
C   x86_64/pclmul, six bytes per product: 226 against 185 (median of
C   21, the two alternating, user + system time)
C   one chain, a byte per product (tz_mul_bytes): vpclmul 195, pclmul 98
C   Go reference tz.Sum (AVX2)  44.7

dnl void _symcrypt_tz_mul_chains(uint64_t *states, size_t length,
dnl                              const uint8_t *data)
dnl Four states of 8 words (c00, c10, c01, c11), state i times the
dnl LENGTH bytes at DATA + i LENGTH; LENGTH is a multiple of 12.

INCLUDE_SRC(<x86_64/tzhash.m4>)dnl
define(<STATES>, <%rdi>)	dnl the pair's first state
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)	dnl the current 12 bytes of the pair's first slice
define(<END>, <%rcx>)	dnl the end of the pair's first slice
define(<MP>, <%rax>)	dnl the current matrices in the frame
define(<SRC>, <%r8>)	dnl the same 12 bytes of the second slice
define(<COUNT>, <%r9>)
define(<W0>, <%r10d>)	dnl bytes of a group
define(<W1>, <%r11d>)

dnl Frame: the matrices of group g (bytes 3g..3g+2 of the 12) of slice
dnl k of the pair at 64 g + 32 k: the qwords m00, m01, then m10, m11;
dnl then the two states while the matrices are built, and where the
dnl first pair's states end.
define(<SAVED>, <256>)
define(<LAST>, <384>)
define(<FRAME>, <392>)	dnl 8 mod 16: the frame is 16-byte aligned

dnl The states of the pair: slice k, entry c00, c10, c01, c11.
define(<C00>, <%xmm<>eval(4 * $1)>)
define(<C10>, <%xmm<>eval(4 * $1 + 1)>)
define(<C01>, <%xmm<>eval(4 * $1 + 2)>)
define(<C11>, <%xmm<>eval(4 * $1 + 3)>)

dnl Registers of the products.
define(<PA>, <%xmm8>)
define(<QA>, <%xmm9>)
define(<PB>, <%xmm10>)
define(<QB>, <%xmm11>)
define(<R>, <%xmm12>)
define(<S>, <%xmm13>)

dnl Registers of the matrices of the pair's two slices (set s = 0, 1),
dnl over all the others (the states wait in the frame).
define(<D>, <%xmm<>eval(8 * $1)>)	dnl a group per 32-bit lane, current bit on top
define(<MASK>, <%xmm<>eval(8 * $1 + 1)>)	dnl all ones where the current bit is 1
define(<X00>, <%xmm<>eval(8 * $1 + 2)>)
define(<X01>, <%xmm<>eval(8 * $1 + 3)>)
define(<X10>, <%xmm<>eval(8 * $1 + 4)>)
define(<X11>, <%xmm<>eval(8 * $1 + 5)>)
define(<Y0>, <%xmm<>eval(8 * $1 + 6)>)
define(<Y1>, <%xmm<>eval(8 * $1 + 7)>)

dnl LOAD_GROUPS(s, src): the four groups of three bytes at SRC, one per
dnl 32-bit lane with the first byte on top (the low byte is never read:
dnl 24 bits are).  Four-byte loads inside the 12 bytes, swapped.
define(<LOAD_GROUPS>, <
	mov	($2), W0
	mov	2($2), W1
	bswap	W0
	bswap	W1
	shl	<$>8, W1
	movd	W0, D($1)
	movd	W1, MASK($1)
	punpckldq MASK($1), D($1)
	mov	5($2), W0
	mov	8($2), W1
	bswap	W0
	bswap	W1
	shl	<$>8, W0
	shl	<$>8, W1
	movd	W0, X00($1)
	movd	W1, X01($1)
	punpckldq X01($1), X00($1)
	punpcklqdq X00($1), D($1)>)

dnl NEXT_BIT(s): MASK from the top bit of each lane of D, then shift D.
define(<NEXT_BIT>, <
	movdqa	D($1), MASK($1)
	psrad	<$>31, MASK($1)
	paddd	D($1), D($1)>)

dnl BIT_STEP(s, a, b, t): a row (a, b) times the matrix of one bit:
dnl t = a x + b, b = a + (t if the bit is 1): the new row is (t, b).
define(<BIT_STEP>, <
	movdqa	$2, $4
	paddd	$4, $4
	pxor	$3, $4
	movdqa	MASK($1), $3
	pand	$4, $3
	pxor	$2, $3>)

dnl FIRST_BIT(s): the rows (1, 0) and (0, 1) times the first bit.
define(<FIRST_BIT>, <
	NEXT_BIT($1)
	pcmpeqd	X10($1), X10($1)
	psrld	<$>31, X10($1)
	movdqa	X10($1), X00($1)
	paddd	X00($1), X00($1)
	movdqa	MASK($1), X01($1)
	pand	X00($1), X01($1)
	pxor	X10($1), X01($1)
	movdqa	MASK($1), X11($1)
	pand	X10($1), X11($1)>)

dnl OTHER_BITS: the other 23 bits of both sets, a bit of each in turn;
dnl the new first entry of a row alternates between X and Y and, 23
dnl being odd, ends in Y.
define(<OTHER_BITS>, <forloop(<tz_bit>, 1, 23, <forloop(<tz_set>, 0, 1, <
	NEXT_BIT(tz_set)
	ifelse(eval(tz_bit % 2), 1, <BIT_STEP(tz_set, X00(tz_set), X01(tz_set), Y0(tz_set))
	BIT_STEP(tz_set, X10(tz_set), X11(tz_set), Y1(tz_set))>,
	<BIT_STEP(tz_set, Y0(tz_set), X01(tz_set), X00(tz_set))
	BIT_STEP(tz_set, Y1(tz_set), X11(tz_set), X10(tz_set))>)>)>)>)

dnl PAIRS_OUT(s, e0, e1, offset): the qword pairs (e0_g, e1_g) of the
dnl four lanes at 64 g + OFFSET (%rsp).  Uses D and MASK; X00 is zero.
define(<PAIRS_OUT>, <
	movdqa	$2, MASK($1)
	punpckldq $3, MASK($1)		C groups 0, 1
	punpckhdq $3, $2		C groups 2, 3
	movdqa	MASK($1), D($1)
	punpckldq X00($1), MASK($1)
	punpckhdq X00($1), D($1)
	movdqa	MASK($1), $4(%rsp)
	movdqa	D($1), 64+$4(%rsp)
	movdqa	$2, MASK($1)
	punpckldq X00($1), MASK($1)
	punpckhdq X00($1), $2
	movdqa	MASK($1), 128+$4(%rsp)
	movdqa	$2, 192+$4(%rsp)>)

dnl MATRICES_OUT(s): m00 = Y0, m01 = X01, m10 = Y1, m11 = X11.
define(<MATRICES_OUT>, <
	pxor	X00($1), X00($1)
	PAIRS_OUT($1, Y0($1), X01($1), 32*$1)
	PAIRS_OUT($1, Y1($1), X11($1), 32*$1+16)>)

dnl Registers of the products of two matrices.
define(<A0>, <%xmm0>)	dnl (a00, a01), the first group's matrix
define(<A1>, <%xmm1>)	dnl (a10, a11)
define(<B0>, <%xmm2>)	dnl (b00, b01), the second group's
define(<B1>, <%xmm3>)	dnl (b10, b11)
define(<WT0>, <%xmm4>)
define(<WT1>, <%xmm5>)
define(<WT2>, <%xmm6>)

dnl W_ROW(a, offset): the row (a0, a1) of A times B, (a0 b00 + a1 b10,
dnl a0 b01 + a1 b11), at OFFSET (%rsp).  Destroys a.
define(<W_ROW>, <
	movdqa	$1, WT0
	pclmulqdq <$>0x00, B0, WT0		C a0 b00
	movdqa	$1, WT1
	pclmulqdq <$>0x01, B1, WT1		C a1 b10
	movdqa	$1, WT2
	pclmulqdq <$>0x10, B0, WT2		C a0 b01
	pclmulqdq <$>0x11, B1, $1		C a1 b11
	pxor	WT1, WT0
	pxor	WT2, $1
	punpcklqdq $1, WT0
	movdqa	WT0, $2(%rsp)>)

dnl W_OUT(a, b, out): the matrix of six bytes, W = A B (degree at most
dnl 48, still one qword), from the matrices of two groups at A and B
dnl (%rsp) to OUT, in their layout.
define(<W_OUT>, <
	movdqa	$1(%rsp), A0
	movdqa	16+$1(%rsp), A1
	movdqa	$2(%rsp), B0
	movdqa	16+$2(%rsp), B1
	W_ROW(A0, $3)
	W_ROW(A1, 16+$3)>)

dnl STEP(k): slice k's state times its matrix at MP.
define(<STEP>, <
	TZ_ROW_TIMES_M(C00($1), C01($1), PA, QA, PB, QB, R, S)
	TZ_REDUCE(PA, QA, R, C00($1))
	TZ_REDUCE(PB, QB, S, C01($1))
	TZ_ROW_TIMES_M(C10($1), C11($1), PA, QA, PB, QB, R, S)
	TZ_REDUCE(PA, QA, R, C10($1))
	TZ_REDUCE(PB, QB, S, C11($1))>)

	.file "tz-mul-chains.asm"

PROLOGUE(_symcrypt_tz_mul_chains)
	test	LENGTH, LENGTH
	jz	.Lreturn
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	lea	128(STATES), MP
	mov	MP, LAST<>(%rsp)

.Lpair:
	forloop(<k>, 0, 1, <
	movdqu	64*k<>(STATES), C00(k)
	movdqu	64*k+16(STATES), C10(k)
	movdqu	64*k+32(STATES), C01(k)
	movdqu	64*k+48(STATES), C11(k)>)
	lea	(DATA, LENGTH), END

.Lblock:
	C The matrices of the next 12 bytes of both slices.
	forloop(<k>, 0, 1, <
	movdqa	C00(k), SAVED+64*k<>(%rsp)
	movdqa	C10(k), SAVED+64*k+16(%rsp)
	movdqa	C01(k), SAVED+64*k+32(%rsp)
	movdqa	C11(k), SAVED+64*k+48(%rsp)>)
	lea	(DATA, LENGTH), SRC
	LOAD_GROUPS(0, DATA)
	LOAD_GROUPS(1, SRC)
	FIRST_BIT(0)
	FIRST_BIT(1)
	OTHER_BITS
	MATRICES_OUT(0)
	MATRICES_OUT(1)
	C Groups 0, 1 and 2, 3 multiplied: two matrices of six bytes.
	forloop(<k>, 0, 1, <
	W_OUT(32*k, 64+32*k, 32*k)
	W_OUT(128+32*k, 192+32*k, 64+32*k)>)
	forloop(<k>, 0, 1, <
	movdqa	SAVED+64*k<>(%rsp), C00(k)
	movdqa	SAVED+64*k+16(%rsp), C10(k)
	movdqa	SAVED+64*k+32(%rsp), C01(k)
	movdqa	SAVED+64*k+48(%rsp), C11(k)>)

	C Two steps of the two chains.
	mov	%rsp, MP
	mov	<$>2, COUNT
.Lstep:
	STEP(0)
	add	<$>32, MP
	STEP(1)
	add	<$>32, MP
	sub	<$>1, COUNT
	jnz	.Lstep

	add	<$>12, DATA
	cmp	END, DATA
	jb	.Lblock

	forloop(<k>, 0, 1, <
	TZ_FOLD(C00(k), PA, QA)
	TZ_FOLD(C10(k), PA, QA)
	TZ_FOLD(C01(k), PA, QA)
	TZ_FOLD(C11(k), PA, QA)
	movdqu	C00(k), 64*k<>(STATES)
	movdqu	C10(k), 64*k+16(STATES)
	movdqu	C01(k), 64*k+32(STATES)
	movdqu	C11(k), 64*k+48(STATES)>)

	C The second pair: slices 2 and 3.
	add	LENGTH, DATA
	sub	<$>-128, STATES
	cmp	LAST<>(%rsp), STATES
	je	.Lpair

	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
.Lreturn:
	ret
EPILOGUE(_symcrypt_tz_mul_chains)
