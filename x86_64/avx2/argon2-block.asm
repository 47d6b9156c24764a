dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/argon2-block.asm -- Argon2's block function G (RFC 9106,
C 3.5), AVX2.
C
C Why: G is sixteen BLAKE2b rounds on 4 x 4 words with the products
C 2 * lo(a) * lo(b) added; vpmuludq gives four of them at once, so a
C ymm register holds a row of P's state and two P run side by side
C (two rows of the block, then two columns).  The C twin keeps one
C word a register.
C
C R = X ^ Y goes to OUT (XORed into it with XOR_OUT) as it is read; P
C of each row goes to a frame of 1 KiB; P of each column of the frame
C is XORed into OUT.  A column takes one 16-byte piece of each row:
C two pieces make a ymm register (vinserti128 from memory).  OUT may be
C X or Y: each pair of rows is read before it is written.
C
C Measured: doc/argon2.md.

dnl void _symcrypt_argon2_block(uint64_t *out, const uint64_t *x,
dnl                             const uint64_t *y, unsigned xor_out)

INCLUDE_SRC(<x86_64/m4/argon2.m4>)dnl
define(<OUT>, <%rdi>)
define(<X>, <%rsi>)
define(<Y>, <%rdx>)
define(<XOR_OUT>, <%ecx>)
define(<COUNT>, <%r8>)		dnl the pairs of rows or columns left
define(<TMP>, <%r9>)		dnl the frame's row pair or column pair
define(<A0>, <%ymm0>)		dnl P's rows a, b, c, d, first stream
define(<B0>, <%ymm1>)
define(<C0>, <%ymm2>)
define(<D0>, <%ymm3>)
define(<A1>, <%ymm4>)		dnl and second stream
define(<B1>, <%ymm5>)
define(<C1>, <%ymm6>)
define(<D1>, <%ymm7>)
define(<T0>, <%ymm8>)		dnl temporaries of each stream
define(<T1>, <%ymm9>)
define(<R16>, <%ymm10>)		dnl the vpshufb patterns
define(<R24>, <%ymm11>)

dnl RORQ(n, x, t): rotate each word of X right by N (T a temporary).
define(<RORQ>, <ifelse($1, 32, <
	vpshufd	$<>0xb1, $2, $2>, $1, 24, <
	vpshufb	R24, $2, $2>, $1, 16, <
	vpshufb	R16, $2, $2>, <
	vpaddq	$2, $2, $3
	vpsrlq	$<>63, $2, $2
	vpor	$3, $2, $2>)>)dnl

dnl HALF(a, b, c, d, t, r1, r2): half of the four G of a step.
define(<HALF>, <FBLA($1, $2, $5)
	vpxor	$1, $4, $4<>RORQ($6, $4, $5)<>FBLA($3, $4, $5)
	vpxor	$3, $2, $2<>RORQ($7, $2, $5)>)dnl

dnl The registers of row or piece I (0 .. 7) of a pair.
define(<REG>, <ifelse($1, 0, A0, $1, 1, B0, $1, 2, C0, $1, 3, D0,
		      $1, 4, A1, $1, 5, B1, $1, 6, C1, D1)>)dnl

PROLOGUE(_symcrypt_argon2_block)
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-32, %rsp
	sub	$<>1024, %rsp
	C Y is the block at a place chosen at random, most often out of
	C the caches: ask for all of its lines now, so that their misses
	C overlap instead of coming one pair of rows after the other.
forloop(<i>, 0, 15, <
	prefetcht0	eval(64 * i)(Y)>)
	vbroadcasti128	.Lrot16(%rip), R16
	vbroadcasti128	.Lrot24(%rip), R24

	C Rows 2k and 2k + 1 (words 32k .. 32k + 31): R into OUT, P(R)
	C into the frame.
	mov	%rsp, TMP
	mov	$<>4, COUNT
.Lrows:
forloop(<i>, 0, 7, <
	vmovdqu	eval(32 * i)(X), REG(i)
	vpxor	eval(32 * i)(Y), REG(i), REG(i)>)
	test	XOR_OUT, XOR_OUT
	jz	.Lstore
forloop(<i>, 0, 7, <
	vpxor	eval(32 * i)(OUT), REG(i), T0
	vmovdqu	T0, eval(32 * i)(OUT)>)
	jmp	.Lstored
.Lstore:
forloop(<i>, 0, 7, <
	vmovdqu	REG(i), eval(32 * i)(OUT)>)
.Lstored:
	PERMUTE2
forloop(<i>, 0, 7, <
	vmovdqa	REG(i), eval(32 * i)(TMP)>)
	add	$<>256, X
	add	$<>256, Y
	add	$<>256, OUT
	add	$<>256, TMP
	sub	$<>1, COUNT
	jnz	.Lrows

	C Columns 2k and 2k + 1: the pieces at byte 16 * column of the
	C frame's rows 0 .. 7; their P XORed into OUT's.
	sub	$<>1024, OUT
	mov	%rsp, TMP
	mov	$<>4, COUNT
.Lcolumns:
forloop(<i>, 0, 7, <
	vmovdqa	eval(256 * (i % 4) + 16 * (i / 4))(TMP), XMM(REG(i))
	vinserti128	$<>1, eval(256 * (i % 4) + 128 + 16 * (i / 4))(TMP), REG(i), REG(i)>)
	PERMUTE2
forloop(<i>, 0, 7, <
	vmovdqu	eval(256 * (i % 4) + 16 * (i / 4))(OUT), XMM(T0)
	vinserti128	$<>1, eval(256 * (i % 4) + 128 + 16 * (i / 4))(OUT), T0, T0
	vpxor	T0, REG(i), REG(i)
	vmovdqu	XMM(REG(i)), eval(256 * (i % 4) + 16 * (i / 4))(OUT)
	vextracti128	$<>1, REG(i), eval(256 * (i % 4) + 128 + 16 * (i / 4))(OUT)>)
	add	$<>32, OUT
	add	$<>32, TMP
	sub	$<>1, COUNT
	jnz	.Lcolumns

	C The frame held P of the rows, derived from the password:
	C cleared.
	vpxor	T0, T0, T0
forloop(<i>, 0, 31, <
	vmovdqa	T0, eval(32 * i)(%rsp)>)
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	vzeroall
	ret
EPILOGUE(_symcrypt_argon2_block)

RODATA
	.p2align 4
.Lrot16:
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
.Lrot24:
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
