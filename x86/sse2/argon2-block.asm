dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/argon2-block.asm -- Argon2's block function G (RFC 9106,
C 3.5), SSE2.
C
C Why: the -m32 C code does each 64-bit addition, XOR, rotation and
C product as several 32-bit operations on spilled words; SSE2 has
C 64-bit lanes and pmuludq, two 32 x 32 -> 64-bit products at once.  A
C row of P's 4 x 4 state is two xmm registers.  Eight registers do not
C hold the four rows and two temporaries, so rows a, b and c live in
C registers and row d in memory, as in x86/sse2/blake2b-compress.asm:
C in the frame itself, where P of the rows goes (the pieces 6 and 7 of
C each row, then of each column).  For the diagonal step row a turns
C back by one word and row c on by one (punpcklqdq and punpckhqdq: no
C palignr in SSE2), row d by two (its slots swapped); b stays.  After
C the turns back, a's and c's halves have changed registers, which the
C stores follow (OREG).  Rotations: by 32 pshufd, by 16 pshuflw and
C pshufhw, by 24 and 63 two shifts and an or.
C
C R = X ^ Y goes to OUT (XORed into it with XOR_OUT) as each row is
C read; P of each row goes to a frame of 1 KiB; P of each column of the
C frame is XORed into OUT; the frame is cleared before the return.  OUT
C may be X or Y: each row is read before it is written.
C
C Measured (gcc -m32, Intel Xeon family 6 model 167, a block in L1,
C doc/argon2.md): 295-301 ns against the C twin's 855-865 ns.

dnl void _symcrypt_argon2_block(uint64_t *out, const uint64_t *x,
dnl                             const uint64_t *y, unsigned xor_out)

define(<OUTP>, <%edi>)
define(<XP>, <%esi>)
define(<YP>, <%edx>)
define(<XOR_OUT>, <%ebx>)
define(<COUNT>, <%ecx>)		dnl the rows or columns left
define(<FRAME>, <%eax>)		dnl the frame's row or column
define(<A0>, <%xmm0>)		dnl P's rows a, b, c: words 0-1 and 2-3
define(<A1>, <%xmm1>)
define(<B0>, <%xmm2>)
define(<B1>, <%xmm3>)
define(<C0>, <%xmm4>)
define(<C1>, <%xmm5>)
define(<T>, <%xmm6>)		dnl temporaries
define(<X>, <%xmm7>)

dnl ROR64(n, x, t): rotate each word of X right by N, using T.
define(<ROR64>, <ifelse($1, 32, <
	pshufd	$<>0xb1, $2, $2>, $1, 16, <
	pshuflw	$<>0x39, $2, $2
	pshufhw	$<>0x39, $2, $2>, $1, 63, <
	movdqa	$2, $3
	psrlq	$<>63, $3
	paddq	$2, $2
	por	$3, $2>, <
	movdqa	$2, $3
	psrlq	$<>$1, $2
	psllq	$<>eval(64 - $1), $3
	por	$3, $2>)>)dnl

dnl FBLA(a, b, t): a += b + 2 lo(a) lo(b), word by word.
define(<FBLA>, <
	movdqa	$1, $3
	pmuludq	$2, $3
	paddq	$2, $1
	paddq	$3, $3
	paddq	$3, $1>)dnl

dnl HALF(a0, a1, c0, c1, d0, d1, r1, r2): half of the four G: a += b
dnl (with the product), d = (d ^ a) rotated by R1, c += d, b = (b ^ c)
dnl rotated by R2; D0 and D1 the memory of row d's two halves.
define(<HALF>, <FBLA($1, B0, X)<>FBLA($2, B1, X)
	movdqa	$5, T
	pxor	$1, T<>ROR64($7, T, X)
	movdqa	T, $5<>FBLA($3, T, X)
	movdqa	$6, T
	pxor	$2, T<>ROR64($7, T, X)
	movdqa	T, $6<>FBLA($4, T, X)
	pxor	$3, B0<>ROR64($8, B0, T)
	pxor	$4, B1<>ROR64($8, B1, T)>)dnl

dnl TURN(lo, hi): the row in LO (words 0, 1) and HI (2, 3) turned by
dnl one word: LO gets words 1, 2 and HI words 3, 0.
define(<TURN>, <
	movdqa	$2, T
	punpcklqdq	T, T
	movdqa	$1, X
	punpcklqdq	X, X
	punpckhqdq	T, $1
	punpckhqdq	X, $2>)dnl

dnl PERMUTE(d0, d1): P on A0 .. C1 and row d at D0, D1.  The diagonal
dnl step sees a turned back by one word (words 3, 0 in A1, 1, 2 in
dnl A0), c on by one and d by two; afterwards a is (A1, A0) and c
dnl (C1, C0).
define(<PERMUTE>, <HALF(A0, A1, C0, C1, $1, $2, 32, 24)<>dnl
HALF(A0, A1, C0, C1, $1, $2, 16, 63)
	TURN(A1, A0)
	TURN(C0, C1)<>HALF(A1, A0, C0, C1, $2, $1, 32, 24)<>dnl
HALF(A1, A0, C0, C1, $2, $1, 16, 63)
	TURN(A1, A0)
	TURN(C1, C0)>)dnl

dnl The register of piece I (0 .. 5) of P's state before P (IREG) and
dnl after it (OREG).
define(<IREG>, <ifelse($1, 0, A0, $1, 1, A1, $1, 2, B0, $1, 3, B1,
		       $1, 4, C0, C1)>)dnl
define(<OREG>, <ifelse($1, 0, A1, $1, 1, A0, $1, 2, B0, $1, 3, B1,
		       $1, 4, C1, C0)>)dnl

PROLOGUE(_symcrypt_argon2_block)
	PUSH(%ebp)
	PUSH(%ebx)
	PUSH(%esi)
	PUSH(%edi)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	$<>1024, %esp
	and	$<>-16, %esp
	mov	20(%ebp), OUTP
	mov	24(%ebp), XP
	mov	28(%ebp), YP
	mov	32(%ebp), XOR_OUT

	C Row k (words 16k .. 16k + 15): R into OUT, P(R) into the frame,
	C where row d is from the start.
	mov	%esp, FRAME
	mov	$<>8, COUNT
.Lrows:
forloop(<i>, 0, 5, <
	movdqu	eval(16 * i)(XP), IREG(i)
	movdqu	eval(16 * i)(YP), T
	pxor	T, IREG(i)>)
forloop(<i>, 6, 7, <
	movdqu	eval(16 * i)(XP), T
	movdqu	eval(16 * i)(YP), X
	pxor	X, T
	movdqa	T, eval(16 * i)(FRAME)>)
	test	XOR_OUT, XOR_OUT
	jz	.Lstore
forloop(<i>, 0, 5, <
	movdqu	eval(16 * i)(OUTP), T
	pxor	IREG(i), T
	movdqu	T, eval(16 * i)(OUTP)>)
forloop(<i>, 6, 7, <
	movdqu	eval(16 * i)(OUTP), T
	pxor	eval(16 * i)(FRAME), T
	movdqu	T, eval(16 * i)(OUTP)>)
	jmp	.Lstored
.Lstore:
forloop(<i>, 0, 5, <
	movdqu	IREG(i), eval(16 * i)(OUTP)>)
forloop(<i>, 6, 7, <
	movdqa	eval(16 * i)(FRAME), T
	movdqu	T, eval(16 * i)(OUTP)>)
.Lstored:
	PERMUTE(96(FRAME), 112(FRAME))
forloop(<i>, 0, 5, <
	movdqa	OREG(i), eval(16 * i)(FRAME)>)
	add	$<>128, XP
	add	$<>128, YP
	add	$<>128, OUTP
	add	$<>128, FRAME
	sub	$<>1, COUNT
	jnz	.Lrows

	C Column k: the pieces at byte 16k of the frame's rows 0 .. 7, row
	C d staying in the frame's rows 6 and 7; their P XORed into OUT's.
	sub	$<>1024, OUTP
	mov	%esp, FRAME
	mov	$<>8, COUNT
.Lcolumns:
forloop(<i>, 0, 5, <
	movdqa	eval(128 * i)(FRAME), IREG(i)>)
	PERMUTE(768(FRAME), 896(FRAME))
forloop(<i>, 0, 5, <
	movdqu	eval(128 * i)(OUTP), T
	pxor	T, OREG(i)
	movdqu	OREG(i), eval(128 * i)(OUTP)>)
forloop(<i>, 6, 7, <
	movdqu	eval(128 * i)(OUTP), T
	pxor	eval(128 * i)(FRAME), T
	movdqu	T, eval(128 * i)(OUTP)>)
	add	$<>16, OUTP
	add	$<>16, FRAME
	sub	$<>1, COUNT
	jnz	.Lcolumns

	C The frame held P of the rows, derived from the password:
	C cleared.
	pxor	T, T
forloop(<i>, 0, 63, <
	movdqa	T, eval(16 * i)(%esp)>)
	mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%edi)
	POP(%esi)
	POP(%ebx)
	POP(%ebp)
	ret
EPILOGUE(_symcrypt_argon2_block)
