dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): memxor.asm, memxor3.asm, avx2/memxor.asm, avx2/memxor3.asm.
dnl x86_64/m4/memxor.m4 -- memxor and memxor3: the SSE2 body and the ragged ends.
dnl The body of memxor and memxor3: DST = A ^ B over LENGTH bytes, with
dnl the names DST, A, B, LENGTH, OFF (offset of the next block), END
dnl (LENGTH rounded down to 16), NEXT, T0, T1 (scratch) and LAST (xmm:
dnl the last 16 bytes' result) defined by the file; A or B may be DST.
dnl 64 bytes per iteration go through unaligned 16-byte loads and
dnl stores; the ragged end is one 16-byte block computed from the
dnl original bytes before the loop, so it may overlap the last whole
dnl block; below 16 bytes, two overlapping words of 8, 4 or 2 bytes,
dnl both computed before either is stored, or one byte.
dnl MEMXOR_SMALL(reg0, reg1, size): the two words of SIZE bytes.
define(<MEMXOR_SMALL>, <
	mov	(A), $1
	mov	-$3(A, LENGTH), $2
	xor	(B), $1
	xor	-$3(B, LENGTH), $2
	mov	$1, (DST)
	mov	$2, -$3(DST, LENGTH)
	ret>)dnl
dnl MEMXOR_BLOCK(offset, xa, xb): 16 bytes at OFF + offset.
define(<MEMXOR_BLOCK>, <
	movdqu	$1(A, OFF), $2
	movdqu	$1(B, OFF), $3
	pxor	$3, $2
	movdqu	$2, $1(DST, OFF)>)dnl
define(<MEMXOR_BODY>, <	cmp	$<>16, LENGTH
	jb	.Lsmall

	movdqu	-16(A, LENGTH), LAST
	movdqu	-16(B, LENGTH), %xmm5
	pxor	%xmm5, LAST
	mov	LENGTH, END
	and	$<>-16, END
	xor	OFF, OFF

.Loop64:
	lea	64(OFF), NEXT
	cmp	END, NEXT
	ja	.Loop16
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	MEMXOR_BLOCK(16, %xmm2, %xmm3)
	MEMXOR_BLOCK(32, %xmm0, %xmm1)
	MEMXOR_BLOCK(48, %xmm2, %xmm3)
	mov	NEXT, OFF
	jmp	.Loop64

.Loop16:
	cmp	END, OFF
	jae	.Llast
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	add	$<>16, OFF
	jmp	.Loop16

.Llast:
	movdqu	LAST, -16(DST, LENGTH)
	ret

MEMXOR_BELOW16>)dnl
dnl MEMXOR_BELOW16: the lengths below 16 (label .Lsmall).
define(<MEMXOR_BELOW16>, <.Lsmall:
	cmp	$<>8, LENGTH
	jb	.Lbelow8
	MEMXOR_SMALL(T0, T1, 8)
.Lbelow8:
	cmp	$<>4, LENGTH
	jb	.Lbelow4
	MEMXOR_SMALL(%r9d, %r10d, 4)
.Lbelow4:
	cmp	$<>2, LENGTH
	jb	.Lbelow2
	MEMXOR_SMALL(%r9w, %r10w, 2)
.Lbelow2:
	test	LENGTH, LENGTH
	jz	.Lreturn
	movzbl	(A), %r9d
	xorb	(B), %r9b
	movb	%r9b, (DST)
.Lreturn:
	ret>)dnl
dnl
dnl MEMXOR32_BODY: the same with 32-byte blocks (x86_64/avx2/memxor.asm
dnl and memxor3.asm; LAST is a ymm register): 128 bytes per iteration,
dnl the ragged end one 32-byte block computed before the loop; 16 to 31
dnl bytes two overlapping 16-byte blocks, both computed before either is
dnl stored; below 16, MEMXOR_BELOW16.
dnl MEMXOR32_BLOCK(offset, y): 32 bytes at OFF + offset, through Y.
define(<MEMXOR32_BLOCK>, <
	vmovdqu	$1(A, OFF), $2
	vpxor	$1(B, OFF), $2, $2
	vmovdqu	$2, $1(DST, OFF)>)dnl
define(<MEMXOR32_BODY>, <	cmp	$<>32, LENGTH
	jb	.Lbelow32

	vmovdqu	-32(A, LENGTH), LAST
	vpxor	-32(B, LENGTH), LAST, LAST
	mov	LENGTH, END
	and	$<>-32, END
	xor	OFF, OFF

.Loop128:
	lea	128(OFF), NEXT
	cmp	END, NEXT
	ja	.Loop32
	MEMXOR32_BLOCK(0, %ymm0)
	MEMXOR32_BLOCK(32, %ymm1)
	MEMXOR32_BLOCK(64, %ymm2)
	MEMXOR32_BLOCK(96, %ymm3)
	mov	NEXT, OFF
	jmp	.Loop128

.Loop32:
	cmp	END, OFF
	jae	.Llast
	MEMXOR32_BLOCK(0, %ymm0)
	add	$<>32, OFF
	jmp	.Loop32

.Llast:
	vmovdqu	LAST, -32(DST, LENGTH)
	vzeroupper
	ret

.Lbelow32:
	cmp	$<>16, LENGTH
	jb	.Lsmall
	vmovdqu	(A), %xmm0
	vpxor	(B), %xmm0, %xmm0
	vmovdqu	-16(A, LENGTH), %xmm1
	vpxor	-16(B, LENGTH), %xmm1, %xmm1
	vmovdqu	%xmm0, (DST)
	vmovdqu	%xmm1, -16(DST, LENGTH)
	ret

MEMXOR_BELOW16>)dnl
