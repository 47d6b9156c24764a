dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/argon2-block.asm -- Argon2's block function G (RFC
C 9106, 3.5), AVX-512.
C
C Why: as x86_64/avx2/argon2-block.asm, with a zmm register holding a
C row of two P's states, one in each 256-bit half (vpermq turns each
C half on its own), and vprorq for the rotations by 24, 16 and 63: half
C the vector operations of the AVX2 code for the same P.  Two streams
C of two P each: four rows of the block, then four columns, at a time.
C
C The frame holds P of the rows in the order the columns read them:
C slot 4 R + C (64 bytes) is the pieces of rows 2R and 2R + 1 in
C columns 2C and 2C + 1, ordered (2R, 2C), (2R + 1, 2C), (2R, 2C + 1),
C (2R + 1, 2C + 1): the row pass stores a register whole after one
C vshufi64x2, the column pass loads it whole.  OUT may be X or Y.
C
C zmm16-31 are not used; vzeroall clears zmm0-15 whole.
C
C Measured: doc/argon2.md.

dnl void _symcrypt_argon2_block(uint64_t *out, const uint64_t *x,
dnl                             const uint64_t *y, unsigned xor_out)

INCLUDE_SRC(<x86_64/m4/argon2.m4>)dnl
define(<OUT>, <%rdi>)
define(<X>, <%rsi>)
define(<Y>, <%rdx>)
define(<XOR_OUT>, <%ecx>)
define(<COUNT>, <%r8>)		dnl the iterations left
define(<TMP>, <%r9>)		dnl the frame's slots of this iteration
define(<A0>, <%zmm0>)		dnl P's rows a, b, c, d, first stream
define(<B0>, <%zmm1>)
define(<C0>, <%zmm2>)
define(<D0>, <%zmm3>)
define(<A1>, <%zmm4>)		dnl and second stream
define(<B1>, <%zmm5>)
define(<C1>, <%zmm6>)
define(<D1>, <%zmm7>)
define(<T0>, <%zmm8>)		dnl temporaries of each stream
define(<T1>, <%zmm9>)
define(<U>, <%ymm10>)		dnl a half register on its way in or out

dnl YMM(reg): the low 256 bits of a zmm register.
define(<YMM>, <patsubst(<$1>, <zmm>, <ymm>)>)dnl

dnl RORQ(n, x): rotate each word of X right by N: vpshufd for 32 (port
dnl 5), vprorq for the others (port 0).
define(<RORQ>, <ifelse($1, 32, <
	vpshufd	$<>0xb1, $2, $2>, <
	vprorq	$<>$1, $2, $2>)>)dnl

dnl HALF(a, b, c, d, t, r1, r2): half of the four G of a step.
define(<HALF>, <FBLA($1, $2, $5)
	vpxorq	$1, $4, $4<>RORQ($6, $4)<>FBLA($3, $4, $5)
	vpxorq	$3, $2, $2<>RORQ($7, $2)>)dnl

dnl The register of stream I / 4, P row I % 4.
define(<REG>, <ifelse($1, 0, A0, $1, 1, B0, $1, 2, C0, $1, 3, D0,
		      $1, 4, A1, $1, 5, B1, $1, 6, C1, D1)>)dnl
dnl Where the low half of REG(I) lies in a row iteration: row 2 (I / 4)
dnl of the iteration's four, words 4 (I % 4) on; the high half 128
dnl bytes (a row) further.
define(<ROW_AT>, <eval(256 * ($1 / 4) + 32 * ($1 % 4))>)dnl
dnl Where the low half of REG(I) goes in a column iteration: row
dnl 2 (I % 4), the iteration's columns 2 (I / 4) and 2 (I / 4) + 1;
dnl the high half a row further.
define(<COL_AT>, <eval(256 * ($1 % 4) + 32 * ($1 / 4))>)dnl

PROLOGUE(_symcrypt_argon2_block)
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-64, %rsp
	sub	$<>1024, %rsp
	C Y is the block at a place chosen at random: ask for all of its
	C lines now, so that their misses overlap.
forloop(<i>, 0, 15, <
	prefetcht0	eval(64 * i)(Y)>)

	C Rows 4k .. 4k + 3: R into OUT, P(R) into the frame.
	mov	%rsp, TMP
	mov	$<>2, COUNT
.Lrows:
forloop(<i>, 0, 7, <
	vmovdqu	ROW_AT(i)(X), YMM(REG(i))
	vpxor	ROW_AT(i)(Y), YMM(REG(i)), YMM(REG(i))
	vmovdqu	eval(ROW_AT(i) + 128)(X), U
	vpxor	eval(ROW_AT(i) + 128)(Y), U, U
	vinserti64x4	$<>1, U, REG(i), REG(i)>)
	test	XOR_OUT, XOR_OUT
	jz	.Lstore
forloop(<i>, 0, 7, <
	vpxor	ROW_AT(i)(OUT), YMM(REG(i)), YMM(T0)
	vmovdqu	YMM(T0), ROW_AT(i)(OUT)
	vextracti64x4	$<>1, REG(i), U
	vpxor	eval(ROW_AT(i) + 128)(OUT), U, U
	vmovdqu	U, eval(ROW_AT(i) + 128)(OUT)>)
	jmp	.Lstored
.Lstore:
forloop(<i>, 0, 7, <
	vmovdqu	YMM(REG(i)), ROW_AT(i)(OUT)
	vextracti64x4	$<>1, REG(i), eval(ROW_AT(i) + 128)(OUT)>)
.Lstored:
	PERMUTE2
	C Lanes (2R, 2C), (2R, 2C + 1), (2R + 1, 2C), (2R + 1, 2C + 1) to
	C the frame's order: the middle two swapped.
forloop(<i>, 0, 7, <
	vshufi64x2	$<>0xd8, REG(i), REG(i), REG(i)
	vmovdqa64	REG(i), eval(64 * (4 * (i / 4) + i % 4))(TMP)>)
	add	$<>512, X
	add	$<>512, Y
	add	$<>512, OUT
	add	$<>512, TMP
	sub	$<>1, COUNT
	jnz	.Lrows

	C Columns 4k .. 4k + 3: slots 4j + 2k + s of the frame, P XORed
	C into OUT's pieces.
	sub	$<>1024, OUT
	mov	%rsp, TMP
	mov	$<>2, COUNT
.Lcolumns:
forloop(<i>, 0, 7, <
	vmovdqa64	eval(64 * (4 * (i % 4) + i / 4))(TMP), REG(i)>)
	PERMUTE2
forloop(<i>, 0, 7, <
	vshufi64x2	$<>0xd8, REG(i), REG(i), REG(i)
	vpxor	COL_AT(i)(OUT), YMM(REG(i)), YMM(T0)
	vmovdqu	YMM(T0), COL_AT(i)(OUT)
	vextracti64x4	$<>1, REG(i), U
	vpxor	eval(COL_AT(i) + 128)(OUT), U, U
	vmovdqu	U, eval(COL_AT(i) + 128)(OUT)>)
	add	$<>64, OUT
	add	$<>128, TMP
	sub	$<>1, COUNT
	jnz	.Lcolumns

	C The frame held P of the rows, derived from the password:
	C cleared.
	vpxorq	T0, T0, T0
forloop(<i>, 0, 15, <
	vmovdqa64	T0, eval(64 * i)(%rsp)>)
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	vzeroall
	ret
EPILOGUE(_symcrypt_argon2_block)
