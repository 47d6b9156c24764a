dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vpclmul/tz-mul-chains.asm -- the Tillich-Zémor hash of four
C slices at once, six bytes per carry-less product (VPCLMULQDQ, AVX2).
C
C Why: x86_64/vpclmul/tz-mul-bytes.asm runs one chain of dependent
C products, a byte each, and waits on the multiplier's latency.  Here
C the four slices are four independent chains (symcrypt_tz_update joins
C them), so the products of one chain fill the others' waiting time, and
C each product applies three bytes (six, below): the 24 bit matrices of three bytes
C multiply to a 2x2 matrix M of polynomials of degree at most 24, which still
C fits one 64-bit operand, so a state times M costs the eight 64x64-bit
C products (per column, both rows at once) that one byte cost.
C
C M is not loaded from a table in memory indexed by the data: for 24
C bytes of a slice at a time, the eight matrices are built in 32-bit
C lanes, one group of three bytes per lane, the first four bits by
C VPSHUFB from tables held in registers, the other twenty bit by bit,
C with no data-dependent address or branch.  The state stays redundant (degree at most 127) inside
C the loop: a m = P + x^64 Q (deg m at most 24) with P = a_lo m and Q = a_hi m
C of degree at most 87, and x^128 = x^64 + x gives P + [Q_lo x^64] + Q_hi
C (x^64 + x), two words with no carry out.  Bit 127 is folded at the
C end.
C
C Six bytes per product: the matrices of two groups are multiplied,
C M_A M_B = W of degree at most 48 (still one qword; 8 products a
C slice for 4 pairs), and a step of the state applies W, so a byte
C costs 4 64x64-bit products instead of 5.3 and half the reductions,
C as in x86_64/pclmul.  (With the matrix of degree at most 48, Q_hi
C above has degree at most 47 and Q_hi x still fits its word.)
C
C Measured (AMD EPYC Zen 5, family 26 model 2, November 2026; one thread,
C a 32 MiB file through symcrypt-tzsum, user CPU time, MB/s; doc/tzhash.md):
C   six bytes per product against three, alternating, median of 11:
C   476 against 375 (load average 9-10 on 2 vCPUs)
C   earlier, median of 5: x86_64/vpclmul512 908, x86_64/vpclmul 388,
C   x86_64/pclmul 196
C   one chain, a byte per product (tz_mul_bytes): vpclmul 195, pclmul 98
C   Go reference tz.Sum (AVX2)  44.7

dnl void _symcrypt_tz_mul_chains(uint64_t *states, size_t length,
dnl                              const uint8_t *data)
dnl Four states of 8 words (c00, c10, c01, c11), state i times the
dnl LENGTH bytes at DATA + i LENGTH; LENGTH is a multiple of 24.

INCLUDE_SRC(<x86_64/m4/tzhash.m4>)dnl
define(<STATES>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)	dnl the current 24 bytes of slice 0
define(<END>, <%rcx>)	dnl the end of slice 0
define(<MP>, <%rax>)	dnl the current matrices in the frame
define(<SRC>, <%r8>)	dnl the current 24 bytes of the slice being built
define(<SRC1>, <%r11>)	dnl the same of the next slice
define(<COUNT>, <%r9>)

dnl Frame: the matrix W of pair p (bytes 6p..6p+5 of the 24) of slice c
dnl at 64 (4 p + c): the qwords w00, w01, w00, w01, then w10, w11, w10,
dnl w11 (the multipliers of columns 0 and 1, in both lanes).
dnl Then the four states while the matrices are built.
define(<SAVED>, <1024>)
define(<FRAME>, <1280>)

dnl State of slice c: column 0 (c00 | c10) in A(c), column 1 in B(c).
define(<A>, <%ymm<>eval(2 * $1)>)
define(<B>, <%ymm<>eval(2 * $1 + 1)>)

dnl Registers of the products.
define(<M0>, <%ymm8>)	dnl m00, m01 in both lanes
define(<M1>, <%ymm9>)	dnl m10, m11 in both lanes
define(<P0>, <%ymm10>)
define(<Q0>, <%ymm11>)
define(<P1>, <%ymm12>)
define(<Q1>, <%ymm13>)
define(<T0>, <%ymm14>)
define(<T1>, <%ymm15>)

dnl Registers of the matrices of two slices at once (set s = 0, 1),
dnl over all the others (the states wait in the frame).
define(<D>, <%ymm<>eval(8 * $1)>)	dnl a group per 32-bit lane, current bit on top
define(<MASK>, <%ymm<>eval(8 * $1 + 1)>)	dnl all ones where the current bit is 1
define(<X00>, <%ymm<>eval(8 * $1 + 2)>)
define(<X01>, <%ymm<>eval(8 * $1 + 3)>)
define(<X10>, <%ymm<>eval(8 * $1 + 4)>)
define(<X11>, <%ymm<>eval(8 * $1 + 5)>)
define(<Y0>, <%ymm<>eval(8 * $1 + 6)>)
define(<Y1>, <%ymm<>eval(8 * $1 + 7)>)

dnl BIT_STEP(s, a, b, t): a row (a, b) times the matrix of one bit:
dnl t = a x + b, b = a + (t if the bit is 1): the new row is (t, b).
dnl a x is a + a, which leaves the shift pipes to VPCLMULQDQ (as in
dnl x86_64/vpclmul512).
define(<BIT_STEP>, <
	vpaddd	$2, $2, $4
	vpxor	$3, $4, $4
	vpand	MASK($1), $4, $3
	vpxor	$2, $3, $3>)

dnl NEXT_BIT(s): MASK from the top bit of each lane of D, then shift D.
define(<NEXT_BIT>, <
	vpsrad	<$>31, D($1), MASK($1)
	vpaddd	D($1), D($1), D($1)>)

dnl FIRST_BITS(s): the matrix of the first four bits of each group,
dnl looked up entry by entry with VPSHUFB in the 16-byte tables
dnl .Ltz_m00 ... .Ltz_m11 (degree at most 4, a byte), in place of four
dnl bit steps (11 instructions a set instead of 37).  The tables come
dnl from fixed addresses into the registers they are permuted in; the
dnl data only indexes within a register.  The index is the top nibble
dnl of each lane in its low byte, 0x80 in the other three, which
dnl VPSHUFB makes zero.  The first entries of the rows go where the bit
dnl steps leave them after an odd bit (Y0, Y1), and D keeps bit 4 on
dnl top.
define(<FIRST_BITS>, <
	vpsrld	<$>28, D($1), MASK($1)
	vpor	.Lzero_index(%rip), MASK($1), MASK($1)
	vpslld	<$>4, D($1), D($1)
	vbroadcasti128 .Ltz_m00(%rip), Y0($1)
	vpshufb	MASK($1), Y0($1), Y0($1)
	vbroadcasti128 .Ltz_m01(%rip), X01($1)
	vpshufb	MASK($1), X01($1), X01($1)
	vbroadcasti128 .Ltz_m10(%rip), Y1($1)
	vpshufb	MASK($1), Y1($1), Y1($1)
	vbroadcasti128 .Ltz_m11(%rip), X11($1)
	vpshufb	MASK($1), X11($1), X11($1)>)

dnl OTHER_BITS: bits 4-23 of both sets, a bit of each in turn; the new
dnl first entry of a row alternates between X and Y and, 23 being odd,
dnl ends in Y.
define(<OTHER_BITS>, <forloop(<tz_bit>, 4, 23, <forloop(<tz_set>, 0, 1, <
	NEXT_BIT(tz_set)
	ifelse(eval(tz_bit % 2), 1, <BIT_STEP(tz_set, X00(tz_set), X01(tz_set), Y0(tz_set))
	BIT_STEP(tz_set, X10(tz_set), X11(tz_set), Y1(tz_set))>,
	<BIT_STEP(tz_set, Y0(tz_set), X01(tz_set), X00(tz_set))
	BIT_STEP(tz_set, Y1(tz_set), X11(tz_set), X10(tz_set))>)>)>)>)

dnl LOAD_GROUPS(s, src): groups 0..3 in the low lane from bytes 0..15,
dnl groups 4..7 in the high lane from bytes 8..23; each lane gets its
dnl three bytes with the first on top.
define(<LOAD_GROUPS>, <
	vmovdqu	($2), XMM(D($1))
	vinserti128 <$>1, 8($2), D($1), D($1)
	vpshufb	.Lgroups(%rip), D($1), D($1)>)

dnl W_HALF(s, t, imm, h): the products W = A B of the pairs 2 l + h
dnl (lane l) of set s, A the even group's matrix in the low dword of a
dnl qword (Y0, X01, Y1, X11 masked), B the odd one's (D, MASK, X00, X10
dnl of set s), IMM 0x00 for the even pairs, 0x11 for the odd; the
dnl scratch registers D, MASK, X00 of set t.  Pair p's W to 256 p + 64 s
dnl (%r10) in the frame's layout.
define(<W_HALF>, <
	W_ROW($1, $2, $3, $4, Y0($1), X01($1), 0)
	W_ROW($1, $2, $3, $4, Y1($1), X11($1), 32)>)

dnl W_ROW(s, t, imm, h, a0, a1, offset): the row (a0, a1) of A times B,
dnl (a0 b00 + a1 b10, a0 b01 + a1 b11), each lane's twice.
define(<W_ROW>, <
	vpclmulqdq <$>$3, D($1), $5, D($2)		C a0 b00
	vpclmulqdq <$>$3, X00($1), $6, MASK($2)	C a1 b10
	vpxor	MASK($2), D($2), D($2)
	vpclmulqdq <$>$3, MASK($1), $5, MASK($2)	C a0 b01
	vpclmulqdq <$>$3, X10($1), $6, X00($2)	C a1 b11
	vpxor	X00($2), MASK($2), MASK($2)
	vpunpcklqdq MASK($2), D($2), D($2)
	vpermq	<$>0x44, D($2), MASK($2)
	vmovdqu	MASK($2), 256*$4+64*$1+$7(%r10)
	vpermq	<$>0xee, D($2), MASK($2)
	vmovdqu	MASK($2), 512+256*$4+64*$1+$7(%r10)>)

dnl W_OUT(s): the matrices of the 4 pairs of groups of slice c + s
dnl (%r10 points at slice c's): m00 = Y0, m01 = X01, m10 = Y1,
dnl m11 = X11, group 2 p in the low dword of qword p, 2 p + 1 in the
dnl high one.  W has degree at most 48: still one qword.
define(<W_OUT>, <
	vpsrlq	<$>32, Y0($1), D($1)
	vpsrlq	<$>32, X01($1), MASK($1)
	vpsrlq	<$>32, Y1($1), X00($1)
	vpsrlq	<$>32, X11($1), X10($1)
	vpand	.Llow32(%rip), Y0($1), Y0($1)
	vpand	.Llow32(%rip), X01($1), X01($1)
	vpand	.Llow32(%rip), Y1($1), Y1($1)
	vpand	.Llow32(%rip), X11($1), X11($1)
	W_HALF($1, eval(1 - $1), 0x00, 0)
	W_HALF($1, eval(1 - $1), 0x11, 1)>)

dnl STEP(c): slice c's state times the matrix of six bytes at 64 c (MP).
define(<STEP>, <
	vmovdqu	64*$1<>(MP), M0
	vmovdqu	64*$1+32(MP), M1
	C Column 0: c_r0 m00 + c_r1 m10, low and high halves of c.
	vpclmulqdq <$>0x00, M0, A($1), P0
	vpclmulqdq <$>0x00, M1, B($1), T0
	vpclmulqdq <$>0x01, M0, A($1), Q0
	vpclmulqdq <$>0x01, M1, B($1), T1
	vpxor	T0, P0, P0
	vpxor	T1, Q0, Q0
	C Column 1: c_r0 m01 + c_r1 m11.
	vpclmulqdq <$>0x10, M0, A($1), P1
	vpclmulqdq <$>0x10, M1, B($1), T0
	vpclmulqdq <$>0x11, M0, A($1), Q1
	vpclmulqdq <$>0x11, M1, B($1), T1
	vpxor	T0, P1, P1
	vpxor	T1, Q1, Q1
	C A = P0 + [0, Q0_lo] + [Q0_hi x, Q0_hi], likewise B.
	vpslldq	<$>8, Q0, T0
	vpunpckhqdq Q0, Q0, Q0
	vpslldq	<$>8, Q1, T1
	vpunpckhqdq Q1, Q1, Q1
	vpxor	T0, P0, A($1)
	vpsllvq	.Lshift10(%rip), Q0, Q0
	vpxor	T1, P1, B($1)
	vpsllvq	.Lshift10(%rip), Q1, Q1
	vpxor	Q0, A($1), A($1)
	vpxor	Q1, B($1), B($1)>)

	.file "tz-mul-chains.asm"

PROLOGUE(_symcrypt_tz_mul_chains)
	test	LENGTH, LENGTH
	jz	.Lreturn
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)

	forloop(<c>, 0, 3, <
	vmovdqu	64*c<>(STATES), A(c)
	vmovdqu	64*c+32(STATES), B(c)>)
	lea	(DATA, LENGTH), END

.Lblock:
	C The matrices of the next 24 bytes of each slice, two slices at
	C a time (two independent chains of bit steps to overlap).
	forloop(<c>, 0, 3, <
	vmovdqu	A(c), SAVED+64*c<>(%rsp)
	vmovdqu	B(c), SAVED+64*c+32(%rsp)>)
	mov	DATA, SRC
	mov	%rsp, %r10
	mov	<$>2, COUNT
.Lbuild:
	lea	(SRC, LENGTH), SRC1
	LOAD_GROUPS(0, SRC)
	LOAD_GROUPS(1, SRC1)
	FIRST_BITS(0)
	FIRST_BITS(1)
	OTHER_BITS
	W_OUT(0)
	W_OUT(1)
	lea	(SRC, LENGTH, 2), SRC
	add	<$>128, %r10
	sub	<$>1, COUNT
	jnz	.Lbuild
	forloop(<c>, 0, 3, <
	vmovdqu	SAVED+64*c<>(%rsp), A(c)
	vmovdqu	SAVED+64*c+32(%rsp), B(c)>)

	C Four steps of the four chains, six bytes each.
	mov	%rsp, MP
	mov	<$>4, COUNT
.Lstep:
	forloop(<c>, 0, 3, <STEP(c)>)
	add	<$>256, MP
	sub	<$>1, COUNT
	jnz	.Lstep

	add	<$>24, DATA
	cmp	END, DATA
	jb	.Lblock

	C Fold bit 127 of each entry.
	vbroadcasti128 .Lhsb(%rip), M0
	forloop(<c>, 0, 3, <
	TZ_FOLD127(A(c), M0, T0, T1)
	TZ_FOLD127(B(c), M0, T0, T1)
	vmovdqu	A(c), 64*c<>(STATES)
	vmovdqu	B(c), 64*c+32(STATES)>)

	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_tz_mul_chains)

RODATA
	.p2align 5
C Byte order of the groups in D: lane g is [0, byte 2, byte 1, byte 0]
C of its group (bytes 3g.. of the low source, 3g - 8.. of the high).
.Lgroups:
	.byte 0x80, 2, 1, 0, 0x80, 5, 4, 3, 0x80, 8, 7, 6, 0x80, 11, 10, 9
	.byte 0x80, 6, 5, 4, 0x80, 9, 8, 7, 0x80, 12, 11, 10, 0x80, 15, 14, 13
.Lshift10:
	.quad 1, 0, 1, 0
.Lhsb:
	.quad 0, 0x8000000000000000
.Llow32:
	.quad 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff
C The index bytes that VPSHUFB zeroes: bytes 1-3 of each lane.
.Lzero_index:
	.long 0x80808000, 0x80808000, 0x80808000, 0x80808000
	.long 0x80808000, 0x80808000, 0x80808000, 0x80808000
C The matrices of the 16 values of four bits, entry by entry (m00, m01,
C m10, m11), byte v of each table.
.Ltz_m00:TZ_TABLE(0, 4)
.Ltz_m01:TZ_TABLE(1, 4)
.Ltz_m10:TZ_TABLE(2, 4)
.Ltz_m11:TZ_TABLE(3, 4)
