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
C slices at once, six bytes per carry-less product (PCLMULQDQ, SSE2 and
C SSSE3's PSHUFB).
C
C For CPUs with PCLMULQDQ but without VPCLMULQDQ (all of them have
C SSSE3).  Per block of 12 bytes of each slice: the matrices of four
C groups of three bytes are built in vector lanes, the first four bits
C looked up with PSHUFB in 16-byte tables held in registers (the data
C indexes within a register, never memory), the other bits one by one
C (the mask of each bit comes from the data by shifts and a compare),
C two groups multiply into the matrix W of six bytes (degree at most
C 48, one qword: eight products a slice), and a row of a state times W
C is eight 64x64-bit products.
C
C A bit step is a chain of three dependent operations, 2 cycles each on
C Zen 5, and the products are a stream for the multiplier; so as many
C chains as possible run at once, and the products among them:
C - the lanes grow with the degree of the entries: bits 0-6 in 8-bit
C   lanes (the four slices in one register set; bits 0-3 from the
C   tables), bits 7-14 in 16-bit lanes (two slices a set); bits
C   15-23 of slices 0-2 in 32-bit lanes of xmm registers (a row is two
C   registers), those of slice 3 in general registers, two groups in a
C   64-bit register (entries stay below bit 25 of their 32-bit half,
C   so a 64-bit add doubles both), whose operations take 1 cycle:
C   twelve chains of bit steps;
C - the masks of all bits are made before the build, into the frame;
C - the states live in the frame (a row of a state is a source operand
C   of PCLMULQDQ and reduces into its place there), and the rows of the
C   previous block's states are stepped by their W among the bit steps,
C   in three registers, the two entries of a row reduced together.
C
C On Zen 5 the overlap buys less than it seems: the loop takes about
C a sixth of a cycle per instruction plus 1.2 cycles per PCLMULQDQ,
C added, so every instruction saved counts.
C
C Measured (AMD EPYC Zen 5, family 26 model 2, 2026-11-25; one thread,
C symcrypt-benchmark --tier westmere, medians of 5): 338 MB/s at
C 16 KiB, 346 at 1 MiB.  See doc/tzhash.md, "pclmul: twelve chains of
C bit steps" and "Zen 5: what a PCLMULQDQ costs the pclmul loop".

dnl void _symcrypt_tz_mul_chains(uint64_t *states, size_t length,
dnl                              const uint8_t *data)
dnl Four states of 8 words (c00, c10, c01, c11), state i times the
dnl LENGTH bytes at DATA + i LENGTH; LENGTH is a multiple of 12.

INCLUDE_SRC(<x86_64/m4/tzhash.m4>)dnl
define(<STATES>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)	dnl the current 12 bytes of the first slice
define(<END>, <%rcx>)	dnl the end of the first slice
define(<SRC>, <%r8>)	dnl the same 12 bytes of another slice (masks only)
define(<W0>, <%r10d>)	dnl bytes of a group (masks only)
define(<W1>, <%r11d>)

dnl Frame (16-byte aligned):
dnl MASKS: the mask of bit b (15-23) of the groups of slice k at
dnl 16 (9 k + b - 15);
dnl WMASKS: those of bits 7-14 in 16-bit lanes (WMASK_AT);
dnl BINDEX: the top nibble of each group's first byte, the index of the
dnl tables of bits 0-3, in 8-bit lanes, the four slices' groups in turn;
dnl BMASKS: the masks of bits 4-6 in the same lanes, at 16 (b - 4);
dnl MAT: the matrix of group g of slice k at 128 g + 32 k: the qwords
dnl m00, m01, then m10, m11;
dnl WB: the matrix W of step j (groups 2j, 2j + 1) of slice k at
dnl 64 k + 32 j, in the same layout;
dnl ST: the state of slice k at 64 k: c00, c10, c01, c11.
define(<MASKS>, <0>)
define(<WMASKS>, <576>)
define(<BINDEX>, <832>)
define(<BMASKS>, <848>)
define(<MAT>, <896>)
define(<WB>, <1408>)
define(<ST>, <1664>)
define(<FRAME>, <1920>)	dnl 0 mod 16 after five pushes: the frame is aligned

dnl The xmm build: for bits 15-23 set s (0-2) is slice s; for bits 7-14
dnl set 0 is slices 0, 1 and set 2 slices 2, 3; for bits 0-6 set 0 is
dnl the four slices.  T is the temporary of all.
define(<X00>, <%xmm<>eval(4 * $1)>)
define(<X01>, <%xmm<>eval(4 * $1 + 1)>)
define(<X10>, <%xmm<>eval(4 * $1 + 2)>)
define(<X11>, <%xmm<>eval(4 * $1 + 3)>)
define(<T>, <%xmm12>)

dnl The general-register build of slice 3: set p (0, 1) holds groups 2p
dnl (low half) and 2p + 1; GT the temporary.
define(<G00>, <ifelse($1, 0, <%rbx>, <%r8>)>)
define(<G01>, <ifelse($1, 0, <%rbp>, <%r9>)>)
define(<G10>, <ifelse($1, 0, <%r12>, <%r10>)>)
define(<G11>, <ifelse($1, 0, <%r13>, <%r11>)>)
define(<GT>, <%r14>)

dnl The row steps.
define(<P>, <%xmm13>)
define(<Q>, <%xmm14>)
define(<U>, <%xmm15>)

define(<MASK_AT>, <eval(MASKS + 16 * (9 * $1 + $2 - 15))(%rsp)>)
dnl WMASK_AT(h, b): the mask of bit b (7-14) of slices 2h, 2h + 1 in
dnl 16-bit lanes (slice 2h in the low four).
define(<WMASK_AT>, <eval(WMASKS + 16 * (8 * $1 + $2 - 7))(%rsp)>)
define(<BMASK_AT>, <eval(BMASKS + 16 * ($1 - 4))(%rsp)>)

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
	C The top 16 bits of each group, slices 2h and 2h + 1 in one
	C register of words.
	forloop(<tz_h>, 0, 1, <
	movdqa	%xmm<>eval(2 * tz_h), %xmm<>eval(tz_h + 4)
	psrad	<$>16, %xmm<>eval(tz_h + 4)
	movdqa	%xmm<>eval(2 * tz_h + 1), %xmm6
	psrad	<$>16, %xmm6
	packssdw %xmm6, %xmm<>eval(tz_h + 4)>)
	C Their top 8 bits, the four slices in one register of bytes:
	C the top nibble is the index of bits 0-3; PCMPGTB against zero
	C makes the masks of bits 4-6 (SSE2 has no PSRAB).  PSLLW moves
	C the low byte's top nibble into a word's high byte, below the
	C three bits read there.
	movdqa	%xmm4, %xmm6
	psraw	<$>8, %xmm6
	movdqa	%xmm5, %xmm7
	psraw	<$>8, %xmm7
	packsswb %xmm7, %xmm6
	movdqa	%xmm6, %xmm7
	psrlw	<$>4, %xmm7
	pand	.Llow_nibbles(%rip), %xmm7
	movdqa	%xmm7, BINDEX<>(%rsp)
	psllw	<$>4, %xmm6
	forloop(<tz_bit>, 4, 6, <
	pxor	%xmm7, %xmm7
	pcmpgtb	%xmm6, %xmm7
	movdqa	%xmm7, BMASK_AT(tz_bit)
	ifelse(tz_bit, 6, , <paddb	%xmm6, %xmm6>)>)
	psllw	<$>7, %xmm4
	psllw	<$>7, %xmm5
	forloop(<tz_bit>, 7, 14, <forloop(<tz_h>, 0, 1, <
	movdqa	%xmm<>eval(tz_h + 4), %xmm<>eval(tz_h + 6)
	psraw	<$>15, %xmm<>eval(tz_h + 6)
	movdqa	%xmm<>eval(tz_h + 6), WMASK_AT(tz_h, tz_bit)
	ifelse(tz_bit, 14, , <paddw	%xmm<>eval(tz_h + 4), %xmm<>eval(tz_h + 4)>)>)>)
	forloop(<tz_k>, 0, 3, <
	pslld	<$>15, %xmm<>tz_k>)
	forloop(<tz_bit>, 15, 23, <forloop(<tz_k>, 0, 3, <
	movdqa	%xmm<>tz_k, %xmm<>eval(tz_k + 4)
	psrad	<$>31, %xmm<>eval(tz_k + 4)
	movdqa	%xmm<>eval(tz_k + 4), MASK_AT(tz_k, tz_bit)
	ifelse(tz_bit, 23, , <paddd	%xmm<>tz_k, %xmm<>tz_k>)>)>)>)

dnl Bits 7-14 in 16-bit lanes (an entry's degree stays at most 15):
dnl slices 0 and 1 in the registers of set 0, slices 2 and 3 in those
dnl of set 2.
dnl B_FIRST_BITS: the matrix of bits 0-3 of each group (degree at most
dnl 4, a byte), in the bytes of set 0 (the four slices), looked up entry
dnl by entry with PSHUFB in the 16-byte tables .Ltz_m00 ... .Ltz_m11:
dnl each table comes from its fixed address into the register it is
dnl permuted in, the index from the frame.  The first entries of the
dnl rows go where the bit steps leave them after an odd bit (X01, X11).
define(<B_FIRST_BITS>, <
	movdqa	.Ltz_m00(%rip), X01(0)
	pshufb	BINDEX<>(%rsp), X01(0)
	movdqa	.Ltz_m01(%rip), X00(0)
	pshufb	BINDEX<>(%rsp), X00(0)
	movdqa	.Ltz_m10(%rip), X11(0)
	pshufb	BINDEX<>(%rsp), X11(0)
	movdqa	.Ltz_m11(%rip), X10(0)
	pshufb	BINDEX<>(%rsp), X10(0)>)

dnl B_BIT_STEP(f, g, mask): BIT_STEP in bytes.
define(<B_BIT_STEP>, <
	movdqa	$1, T
	paddb	T, T
	pxor	T, $2
	movdqa	$2, T
	pand	$3, T
	pxor	T, $1>)

dnl B_WIDEN: after bit 6, the bytes to words: slices 0, 1 (the low
dnl bytes) in set 0, slices 2, 3 in set 2.  U is zero.
define(<B_WIDEN>, <
	pxor	U, U
	forloop(<tz_e>, 0, 3, <
	movdqa	%xmm<>tz_e, %xmm<>eval(tz_e + 8)
	punpckhbw U, %xmm<>eval(tz_e + 8)
	punpcklbw U, %xmm<>tz_e>)>)

dnl W_BIT_STEP(f, g, mask): BIT_STEP in words.
define(<W_BIT_STEP>, <
	movdqa	$1, T
	paddw	T, T
	pxor	T, $2
	movdqa	$2, T
	pand	$3, T
	pxor	T, $1>)

dnl WIDEN: after bit 14, the words to 32-bit lanes: set 0's high words
dnl to set 1 (slice 1), set 2's high words to the general registers
dnl (slice 3), the low words in place (slices 0 and 2).  U is zero.
define(<WIDEN>, <
	pxor	U, U
	forloop(<tz_e>, 0, 3, <
	movdqa	%xmm<>tz_e, %xmm<>eval(tz_e + 4)
	punpckhwd U, %xmm<>eval(tz_e + 4)
	punpcklwd U, %xmm<>tz_e
	movdqa	%xmm<>eval(tz_e + 8), T
	punpckhwd U, T
	punpcklwd U, %xmm<>eval(tz_e + 8)
	movq	T, G_REG(0, tz_e)
	pshufd	<$>0xee, T, T
	movq	T, G_REG(1, tz_e)>)>)
dnl G_REG(p, e): entry e (X00, X01, X10, X11 order) of GPR set p.
define(<G_REG>, <ifelse($2, 0, <G00($1)>, $2, 1, <G01($1)>, $2, 2, <G10($1)>, <G11($1)>)>)

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

dnl G_BIT_STEP(f, g, mask): the same in general registers.
define(<G_BIT_STEP>, <
	lea	($1, $1), GT
	xor	GT, $2
	mov	$3, GT
	and	$2, GT
	xor	GT, $1>)

dnl ROW_STEP(k, r, j): row r of slice k's state, (a, b) = (c0r, c1r) in
dnl the frame, times W of its step j, in place: a w00 + b w10 and
dnl a w01 + b w11.  With a = a_lo + x^64 a_hi, an entry is L + x^64 H,
dnl H = a_hi w + b_hi w' of degree at most 111, and x^64 H reduces to
dnl [H_hi x, H_lo + H_hi] (x^128 = x^64 + x): the two entries' H are
dnl reduced together, their high and their low qwords in one register
dnl each, then the products L of the low qwords are added.
define(<ROW_A>, <eval(ST + 64 * $1 + 16 * $2)(%rsp)>)
define(<ROW_B>, <eval(ST + 64 * $1 + 32 + 16 * $2)(%rsp)>)
define(<W_AT>, <eval(WB + 64 * $1 + 32 * $2 + $3)(%rsp)>)
dnl ROW_PRODUCTS(k, r, j, dst, imm, t): a's and b's products with the
dnl column of W, the qwords IMM selects, into DST (ROW_PRODUCTS_ADD:
dnl added into DST); T the temporary.
define(<ROW_PRODUCTS>, <
	movdqa	W_AT($1, $3, 0), $4
	pclmulqdq <$>$5, ROW_A($1, $2), $4
	movdqa	W_AT($1, $3, 16), $6
	pclmulqdq <$>$5, ROW_B($1, $2), $6
	pxor	$6, $4>)
define(<ROW_PRODUCTS_ADD>, <
	movdqa	W_AT($1, $3, 0), $6
	pclmulqdq <$>$5, ROW_A($1, $2), $6
	pxor	$6, $4
	movdqa	W_AT($1, $3, 16), $6
	pclmulqdq <$>$5, ROW_B($1, $2), $6
	pxor	$6, $4>)
define(<ROW_STEP>, <
	ROW_PRODUCTS($1, $2, $3, P, 0x10, U)	C H of the first entry
	ROW_PRODUCTS($1, $2, $3, Q, 0x11, U)	C H of the second
	movdqa	P, U
	punpckhqdq Q, U		C the high qwords
	punpcklqdq Q, P		C the low ones
	pxor	U, P		C [H_lo + H_hi] of both
	paddq	U, U		C [H_hi x] of both
	movdqa	U, Q
	punpckhqdq P, Q		C the second entry's x^64 H
	punpcklqdq P, U		C the first's
	ROW_PRODUCTS_ADD($1, $2, $3, U, 0x00, P)
	ROW_PRODUCTS_ADD($1, $2, $3, Q, 0x01, P)
	movdqa	U, ROW_A($1, $2)
	movdqa	Q, ROW_B($1, $2)>)

dnl A_STEP(i): row step i of the 16 of a block: the first steps of
dnl the slices' rows, then the second ones.
define(<A_STEP>, <ROW_STEP(eval($1 % 8 / 2), eval($1 % 2), eval($1 / 8))>)

dnl PAIRS_OUT(e0, e1, offset): the qword pairs (e0_g, e1_g) of the four
dnl lanes at 128 g + OFFSET (%rsp).  Uses P and Q; U is zero.
define(<PAIRS_OUT>, <
	movdqa	$1, P
	punpckldq $2, P		C groups 0, 1
	punpckhdq $2, $1		C groups 2, 3
	movdqa	P, Q
	punpckldq U, P
	punpckhdq U, Q
	movdqa	P, $3(%rsp)
	movdqa	Q, 128+$3(%rsp)
	movdqa	$1, P
	punpckldq U, P
	punpckhdq U, $1
	movdqa	P, 256+$3(%rsp)
	movdqa	$1, 384+$3(%rsp)>)

dnl G_OUT(e0, e1, p, offset): the entries E0, E1 of a row of groups 2p
dnl (the low halves) and 2p + 1 of slice 3 to the row's 16 bytes at
dnl OFFSET in each group's matrix (one store a row: a load of the row
dnl from two narrower stores could not be forwarded).  U is zero.
define(<G_OUT>, <
	movq	$1, P
	movq	$2, Q
	punpckldq Q, P		C e0, e1 of group 2p, then of group 2p + 1
	movdqa	P, Q
	punpckldq U, P
	punpckhdq U, Q
	movdqa	P, eval(MAT + 256 * $3 + 96 + $4)(%rsp)
	movdqa	Q, eval(MAT + 256 * $3 + 224 + $4)(%rsp)>)

dnl BUILD: the matrices of the four slices, the rows of the states
dnl stepped among the bit steps (step i after bit 1 + 23 i / 16, or
dnl after the lookups for bits 0-3), then the matrices to MAT.  A row's
dnl first entry alternates between its two registers and, 23 being
dnl odd, ends in the second: m00 = X01, m01 = X00, m10 = X11, m11 = X10.
define(<BUILD>, <
	B_FIRST_BITS
	forloop(<tz_i>, 0, 15, <ifelse(eval((1 + 23 * tz_i / 16) / 4), 0, <
	A_STEP(tz_i)>)>)
	forloop(<tz_bit>, 4, 6, <
	ifelse(eval(tz_bit % 2), 1,
	<B_BIT_STEP(X00(0), X01(0), BMASK_AT(tz_bit))
	B_BIT_STEP(X10(0), X11(0), BMASK_AT(tz_bit))>,
	<B_BIT_STEP(X01(0), X00(0), BMASK_AT(tz_bit))
	B_BIT_STEP(X11(0), X10(0), BMASK_AT(tz_bit))>)
	forloop(<tz_i>, 0, 15, <ifelse(eval(1 + 23 * tz_i / 16), tz_bit, <
	A_STEP(tz_i)>)>)>)
	B_WIDEN
	forloop(<tz_bit>, 7, 14, <forloop(<tz_h>, 0, 1, <
	ifelse(eval(tz_bit % 2), 1,
	<W_BIT_STEP(X00(eval(2 * tz_h)), X01(eval(2 * tz_h)), WMASK_AT(tz_h, tz_bit))
	W_BIT_STEP(X10(eval(2 * tz_h)), X11(eval(2 * tz_h)), WMASK_AT(tz_h, tz_bit))>,
	<W_BIT_STEP(X01(eval(2 * tz_h)), X00(eval(2 * tz_h)), WMASK_AT(tz_h, tz_bit))
	W_BIT_STEP(X11(eval(2 * tz_h)), X10(eval(2 * tz_h)), WMASK_AT(tz_h, tz_bit))>)>)
	forloop(<tz_i>, 0, 15, <ifelse(eval(1 + 23 * tz_i / 16), tz_bit, <
	A_STEP(tz_i)>)>)>)
	WIDEN
	forloop(<tz_bit>, 15, 23, <forloop(<tz_set>, 0, 2, <
	ifelse(eval(tz_bit % 2), 1,
	<BIT_STEP(X00(tz_set), X01(tz_set), MASK_AT(tz_set, tz_bit))
	BIT_STEP(X10(tz_set), X11(tz_set), MASK_AT(tz_set, tz_bit))>,
	<BIT_STEP(X01(tz_set), X00(tz_set), MASK_AT(tz_set, tz_bit))
	BIT_STEP(X11(tz_set), X10(tz_set), MASK_AT(tz_set, tz_bit))>)
	ifelse(tz_set, 0, <forloop(<tz_p>, 0, 1, <
	ifelse(eval(tz_bit % 2), 1,
	<G_BIT_STEP(G00(tz_p), G01(tz_p), eval(8 * tz_p)+MASK_AT(3, tz_bit))
	G_BIT_STEP(G10(tz_p), G11(tz_p), eval(8 * tz_p)+MASK_AT(3, tz_bit))>,
	<G_BIT_STEP(G01(tz_p), G00(tz_p), eval(8 * tz_p)+MASK_AT(3, tz_bit))
	G_BIT_STEP(G11(tz_p), G10(tz_p), eval(8 * tz_p)+MASK_AT(3, tz_bit))>)>)>)>)
	forloop(<tz_i>, 0, 15, <ifelse(eval(1 + 23 * tz_i / 16), tz_bit, <
	A_STEP(tz_i)>)>)>)
	pxor	U, U
	forloop(<tz_set>, 0, 2, <
	PAIRS_OUT(X01(tz_set), X00(tz_set), eval(MAT + 32 * tz_set))
	PAIRS_OUT(X11(tz_set), X10(tz_set), eval(MAT + 32 * tz_set + 16))>)
	forloop(<tz_p>, 0, 1, <
	G_OUT(G01(tz_p), G00(tz_p), tz_p, 0)
	G_OUT(G11(tz_p), G10(tz_p), tz_p, 16)>)>)

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
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
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
	BUILD
	C Groups 0, 1 and 2, 3 multiplied: two matrices of six bytes a
	C slice, for the steps of the next block.
	forloop(<k>, 0, 3, <
	W_OUT(eval(MAT + 32 * k), eval(MAT + 128 + 32 * k), eval(WB + 64 * k))
	W_OUT(eval(MAT + 256 + 32 * k), eval(MAT + 384 + 32 * k), eval(WB + 64 * k + 32))>)
	add	<$>12, DATA
	cmp	END, DATA
	jb	.Lblock

	C The steps of the last block.
	forloop(<i>, 0, 15, <
	A_STEP(i)>)

	forloop(<k>, 0, 15, <
	movdqa	eval(ST + 16 * k)(%rsp), %xmm0
	TZ_FOLD(%xmm0, %xmm1, %xmm2)
	movdqu	%xmm0, 16*k<>(STATES)>)

	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Lreturn:
	ret
EPILOGUE(_symcrypt_tz_mul_chains)

RODATA
	.p2align 4
.Llow_nibbles:
	.quad 0x0f0f0f0f0f0f0f0f, 0x0f0f0f0f0f0f0f0f
C The matrices of the 4-bit values v, entry by entry (m00, m01, m10,
C m11), byte v of each table; made by tz_table_entry (x86_64/m4/tzhash.m4).
.Ltz_m00:TZ_TABLE(0, 4)
.Ltz_m01:TZ_TABLE(1, 4)
.Ltz_m10:TZ_TABLE(2, 4)
.Ltz_m11:TZ_TABLE(3, 4)
