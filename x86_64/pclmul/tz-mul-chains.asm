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
C slices at once, six bytes per carry-less product (PCLMULQDQ and SSE2).
C
C For CPUs with PCLMULQDQ but without VPCLMULQDQ.  Per block of 12
C bytes of each slice: the matrices of four groups of three bytes are
C built bit-serially in 32-bit lanes (no table: the mask of each bit is
C an arithmetic shift of the data), two groups multiply into the matrix
C W of six bytes (degree at most 48, one qword: eight products a
C slice), and a row of a state times W is eight 64x64-bit products.
C
C The bit steps are a chain of three dependent operations a bit, the
C products a stream for the multiplier; so the two are interleaved: the
C rows of the states of the previous block are stepped among the bit
C steps of this block's build, one row after every third bit.  Sixteen
C registers do not hold both, so the states live in the frame (a row
C is a source operand of PCLMULQDQ and reduces into its place there),
C as do the masks of all bits, prepared before the build: a row of the
C build is then two registers and the steps take six.
C
C Measured (AMD EPYC Zen 5, family 26 model 2, November 2026; one
C thread, a 32 MiB file through symcrypt-tzsum, user + system CPU
C time, MB/s; doc/tzhash.md): see doc/tzhash.md, "pclmul: the steps
C among the bit steps".

dnl void _symcrypt_tz_mul_chains(uint64_t *states, size_t length,
dnl                              const uint8_t *data)
dnl Four states of 8 words (c00, c10, c01, c11), state i times the
dnl LENGTH bytes at DATA + i LENGTH; LENGTH is a multiple of 12.

INCLUDE_SRC(<x86_64/tzhash.m4>)dnl
define(<STATES>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)	dnl the current 12 bytes of the first slice
define(<END>, <%rcx>)	dnl the end of the first slice
define(<MP>, <%rax>)	dnl the matrix W of a row step
define(<SRC>, <%r8>)	dnl the same 12 bytes of another slice
define(<W0>, <%r10d>)	dnl bytes of a group
define(<W1>, <%r11d>)

dnl Frame (16-byte aligned):
dnl MASKS: the mask of bit b of the groups of slice k at 16 (24 k + b);
dnl MAT: the matrix of group g of slice k at 128 g + 32 k: the qwords
dnl m00, m01, then m10, m11;
dnl WB: the matrix W of step j (groups 2j, 2j + 1) of slice k at
dnl 64 k + 32 j, in the same layout;
dnl ST: the state of slice k at 64 k: c00, c10, c01, c11.
define(<MASKS>, <0>)
define(<MAT>, <1536>)
define(<WB>, <2048>)
define(<ST>, <2304>)
define(<FRAME>, <2568>)	dnl 8 mod 16: the frame is 16-byte aligned

dnl The build: set s (0, 1) is slice 2h + s in half h of the block; a
dnl row is two registers, T the temporary of all.
define(<X00>, <%xmm<>eval(4 * $1)>)
define(<X01>, <%xmm<>eval(4 * $1 + 1)>)
define(<X10>, <%xmm<>eval(4 * $1 + 2)>)
define(<X11>, <%xmm<>eval(4 * $1 + 3)>)
define(<T>, <%xmm8>)

dnl The row steps.
define(<PA>, <%xmm9>)
define(<QA>, <%xmm10>)
define(<PB>, <%xmm11>)
define(<QB>, <%xmm12>)
define(<R>, <%xmm13>)
define(<S>, <%xmm14>)

define(<MASK_AT>, <eval(MASKS + 16 * (24 * $1 + $2))(%rsp)>)

dnl LOAD_GROUPS(d, t0, t1, t2, src): the four groups of three bytes at
dnl SRC, one per 32-bit lane with the first byte on top (the low byte is
dnl never read: 24 bits are).  Four-byte loads inside the 12 bytes,
dnl swapped.
define(<LOAD_GROUPS>, <
	mov	($5), W0
	mov	2($5), W1
	bswap	W0
	bswap	W1
	shl	<$>8, W1
	movd	W0, $1
	movd	W1, $2
	punpckldq $2, $1
	mov	5($5), W0
	mov	8($5), W1
	bswap	W0
	bswap	W1
	shl	<$>8, W0
	shl	<$>8, W1
	movd	W0, $3
	movd	W1, $4
	punpckldq $4, $3
	punpcklqdq $3, $1>)

dnl MASKS_OUT: the masks of the 24 bits of the four slices' groups, all
dnl ones in a lane where the bit is 1 (the top bit shifted in turn).
define(<MASKS_OUT>, <
	LOAD_GROUPS(%xmm0, %xmm4, %xmm5, %xmm6, DATA)
	lea	(DATA, LENGTH), SRC
	LOAD_GROUPS(%xmm1, %xmm4, %xmm5, %xmm6, SRC)
	add	LENGTH, SRC
	LOAD_GROUPS(%xmm2, %xmm4, %xmm5, %xmm6, SRC)
	add	LENGTH, SRC
	LOAD_GROUPS(%xmm3, %xmm4, %xmm5, %xmm6, SRC)
	forloop(<tz_bit>, 0, 23, <forloop(<tz_k>, 0, 3, <
	movdqa	%xmm<>tz_k, %xmm<>eval(tz_k + 4)
	psrad	<$>31, %xmm<>eval(tz_k + 4)
	movdqa	%xmm<>eval(tz_k + 4), MASK_AT(tz_k, tz_bit)
	ifelse(tz_bit, 23, , <paddd	%xmm<>tz_k, %xmm<>tz_k>)>)>)>)

dnl FIRST_BIT(s, k): the rows (1, 0) and (0, 1) times the first bit of
dnl slice k: (x, 1 + c x) and (1, c).
define(<FIRST_BIT>, <
	pcmpeqd	X10($1), X10($1)
	psrld	<$>31, X10($1)
	movdqa	X10($1), X00($1)
	paddd	X00($1), X00($1)
	movdqa	X00($1), X01($1)
	pand	MASK_AT($2, 0), X01($1)
	pxor	X10($1), X01($1)
	movdqa	X10($1), X11($1)
	pand	MASK_AT($2, 0), X11($1)>)

dnl BIT_STEP(f, g, mask): the row (f, g) times the matrix of one bit:
dnl g = t = f x + g, then f = f + (t if the bit is 1); the new row is
dnl (g, f).
define(<BIT_STEP>, <
	movdqa	$1, T
	paddd	T, T
	pxor	T, $2
	movdqa	$2, T
	pand	$3, T
	pxor	T, $1>)

dnl ROW_STEP(k, r, j): row r of slice k's state, (c0r, c1r) in the
dnl frame, times W of its step j, in place.
define(<ROW_A>, <eval(ST + 64 * $1 + 16 * $2)(%rsp)>)
define(<ROW_B>, <eval(ST + 64 * $1 + 32 + 16 * $2)(%rsp)>)
define(<ROW_STEP>, <
	lea	eval(WB + 64 * $1 + 32 * $3)(%rsp), MP
	TZ_ROW_TIMES_M(ROW_A($1, $2), ROW_B($1, $2), PA, QA, PB, QB, R, S)
	TZ_REDUCE(PA, QA, R, ROW_A($1, $2))
	TZ_REDUCE(PB, QB, S, ROW_B($1, $2))>)

dnl BUILD(h): the matrices of slices 2h and 2h + 1, the rows of the
dnl states stepped by their W of step h among the bit steps (row step
dnl i after bit 3 i + 2), then the matrices to MAT.  A row's first
dnl entry alternates between its two registers and, 23 being odd,
dnl ends in the second: m00 = X01, m01 = X00, m10 = X11, m11 = X10.
define(<BUILD>, <
	FIRST_BIT(0, eval(2 * $1))
	FIRST_BIT(1, eval(2 * $1 + 1))
	forloop(<tz_bit>, 1, 23, <forloop(<tz_set>, 0, 1, <
	ifelse(eval(tz_bit % 2), 1,
	<BIT_STEP(X00(tz_set), X01(tz_set), MASK_AT(eval(2 * $1 + tz_set), tz_bit))
	BIT_STEP(X10(tz_set), X11(tz_set), MASK_AT(eval(2 * $1 + tz_set), tz_bit))>,
	<BIT_STEP(X01(tz_set), X00(tz_set), MASK_AT(eval(2 * $1 + tz_set), tz_bit))
	BIT_STEP(X11(tz_set), X10(tz_set), MASK_AT(eval(2 * $1 + tz_set), tz_bit))>)>)
	ifelse(eval(tz_bit % 3), 2, <
	ROW_STEP(eval((tz_bit - 2) / 6), eval((tz_bit - 2) / 3 % 2), $1)>)>)
	pxor	PB, PB
	forloop(<tz_set>, 0, 1, <
	PAIRS_OUT(X01(tz_set), X00(tz_set), eval(MAT + 32 * (2 * $1 + tz_set)))
	PAIRS_OUT(X11(tz_set), X10(tz_set), eval(MAT + 32 * (2 * $1 + tz_set) + 16))>)>)

dnl PAIRS_OUT(e0, e1, offset): the qword pairs (e0_g, e1_g) of the four
dnl lanes at 128 g + OFFSET (%rsp).  Uses PA and QA; PB is zero.
define(<PAIRS_OUT>, <
	movdqa	$1, PA
	punpckldq $2, PA		C groups 0, 1
	punpckhdq $2, $1		C groups 2, 3
	movdqa	PA, QA
	punpckldq PB, PA
	punpckhdq PB, QA
	movdqa	PA, $3(%rsp)
	movdqa	QA, 128+$3(%rsp)
	movdqa	$1, PA
	punpckldq PB, PA
	punpckhdq PB, $1
	movdqa	PA, 256+$3(%rsp)
	movdqa	$1, 384+$3(%rsp)>)

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
	W_ROW(A1, eval(16 + $3))>)

	.file "tz-mul-chains.asm"

PROLOGUE(_symcrypt_tz_mul_chains)
	test	LENGTH, LENGTH
	jz	.Lreturn
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)

	C The states to the frame; every W the identity, for the steps
	C of the first block (there is no block before it).
	forloop(<k>, 0, 15, <
	movdqu	16*k<>(STATES), %xmm0
	movdqa	%xmm0, eval(ST + 16 * k)(%rsp)>)
	mov	<$>1, W0
	movd	W0, %xmm0		C [1, 0]
	movdqa	%xmm0, %xmm1
	pslldq	<$>8, %xmm1		C [0, 1]
	forloop(<k>, 0, 7, <
	movdqa	%xmm0, eval(WB + 32 * k)(%rsp)
	movdqa	%xmm1, eval(WB + 32 * k + 16)(%rsp)>)
	lea	(DATA, LENGTH), END

.Lblock:
	MASKS_OUT
	C Slices 0 and 1 with the states' first steps, then slices 2 and
	C 3 with their second steps.
	BUILD(0)
	BUILD(1)
	C Groups 0, 1 and 2, 3 multiplied: two matrices of six bytes a
	C slice, for the steps of the next block.
	forloop(<k>, 0, 3, <
	W_OUT(eval(MAT + 32 * k), eval(MAT + 128 + 32 * k), eval(WB + 64 * k))
	W_OUT(eval(MAT + 256 + 32 * k), eval(MAT + 384 + 32 * k), eval(WB + 64 * k + 32))>)
	add	<$>12, DATA
	cmp	END, DATA
	jb	.Lblock

	C The steps of the last block.
	forloop(<j>, 0, 1, <forloop(<k>, 0, 3, <forloop(<r>, 0, 1, <
	ROW_STEP(k, r, j)>)>)>)

	forloop(<k>, 0, 15, <
	movdqa	eval(ST + 16 * k)(%rsp), %xmm0
	TZ_FOLD(%xmm0, %xmm1, %xmm2)
	movdqu	%xmm0, 16*k<>(STATES)>)

	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
.Lreturn:
	ret
EPILOGUE(_symcrypt_tz_mul_chains)
