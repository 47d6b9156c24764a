dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): sse2/memxor.asm, sse2/memxor3.asm.
dnl x86/memxor.m4 -- memxor and memxor3: the SSE2 body.
dnl
dnl The SSE2 XOR of byte strings (x86/sse2/memxor.asm, memxor3.asm).
dnl MEMXOR_BODY(a, b, length): DST = A ^ B, the arguments being the
dnl stack operands A, B and LENGTH (dst is at 8(%esp) after the PUSH;
dnl memxor passes dst again as A).  The files define DST, A, B (with
dnl its low word and byte A_W, A_B), LENGTH and LAST.  As on x86_64:
dnl the last 16 bytes are computed from the original data first and
dnl stored last, so they may overlap the last whole block; lengths
dnl below 16 use two overlapping words, both computed before either is
dnl stored.  A and B become offsets from DST, and LENGTH counts the
dnl 16-byte blocks, so the loop needs four registers.
define(<MEMXOR_BODY>, <PUSH(%ebx)
	mov	8(%esp), DST
	mov	$1, A
	mov	$2, B
	mov	$3, LENGTH
	cmp	$<>16, LENGTH
	jb	.Lsmall

	C The last 16 bytes, before anything is stored
	movdqu	-16(A, LENGTH), LAST
	movdqu	-16(B, LENGTH), %xmm5
	pxor	%xmm5, LAST
	sub	DST, A
	sub	DST, B
	shr	$<>4, LENGTH
	C 64 bytes per iteration while four blocks are left
	sub	$<>4, LENGTH
	jb	.Lbelow64
	ALIGN_FUNCTION
.Loop64:
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	MEMXOR_BLOCK(16, %xmm2, %xmm3)
	MEMXOR_BLOCK(32, %xmm0, %xmm1)
	MEMXOR_BLOCK(48, %xmm2, %xmm3)
	add	$<>64, DST
	sub	$<>4, LENGTH
	jae	.Loop64
.Lbelow64:
	add	$<>4, LENGTH
	jz	.Llast
.Loop16:
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	add	$<>16, DST
	dec	LENGTH
	jnz	.Loop16
.Llast:
	C DST is now at the length rounded down to 16
	mov	$3, LENGTH
	and	$<>15, LENGTH
	movdqu	LAST, -16(DST, LENGTH)
	jmp	.Ldone

.Lsmall:
	cmp	$<>8, LENGTH
	jb	.Lbelow8
	MEMXOR_SMALL(movq, 8)
.Lbelow8:
	cmp	$<>4, LENGTH
	jb	.Lbelow4
	MEMXOR_SMALL(movd, 4)
.Lbelow4:
	cmp	$<>2, LENGTH
	jb	.Lbelow2
	C Two words of 2 bytes through the low words of xmm0, xmm1
	pinsrw	$<>0, (A), %xmm0
	pinsrw	$<>1, -2(A, LENGTH), %xmm0
	pinsrw	$<>0, (B), %xmm1
	pinsrw	$<>1, -2(B, LENGTH), %xmm1
	pxor	%xmm1, %xmm0
	movd	%xmm0, A
	movw	A_W, (DST)
	shr	$<>16, A
	movw	A_W, -2(DST, LENGTH)
	jmp	.Ldone
.Lbelow2:
	test	LENGTH, LENGTH
	jz	.Ldone
	movzbl	(A), A
	xorb	(B), A_B
	movb	A_B, (DST)
.Ldone:
	POP(%ebx)
	ret>)dnl
dnl MEMXOR_BLOCK(offset, xa, xb): 16 bytes at DST + offset, A and B
dnl being offsets from DST.
define(<MEMXOR_BLOCK>, <
	movdqu	$1(DST, A), $2
	movdqu	$1(DST, B), $3
	pxor	$3, $2
	movdqu	$2, $1(DST)>)dnl
dnl MEMXOR_SMALL(move, size): the two words of SIZE (8 or 4) bytes at
dnl each end, through xmm0..xmm3 with MOVE (movq or movd).
define(<MEMXOR_SMALL>, <
	$1	(A), %xmm0
	$1	-$2(A, LENGTH), %xmm1
	$1	(B), %xmm2
	$1	-$2(B, LENGTH), %xmm3
	pxor	%xmm2, %xmm0
	pxor	%xmm3, %xmm1
	$1	%xmm0, (DST)
	$1	%xmm1, -$2(DST, LENGTH)
	jmp	.Ldone>)dnl
