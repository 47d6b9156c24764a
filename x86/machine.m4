dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl x86/machine.m4 -- conventions of the 32-bit x86 assembly (cdecl).
dnl See x86/README.
dnl Control-flow protection (asm.m4): the x86 feature property
dnl (GNU_PROPERTY_X86_FEATURE_1_AND) has the bits of __CET__, IBT 1 and
dnl SHSTK 2; with IBT every function starts with endbr32.  Nothing here
dnl reads or changes a return address (no call/pop to find the PC), so
dnl the shadow stack always agrees.
ifelse(eval(ASM_CET & 1), 1, <define(<ENTRY_PAD>, <endbr32>)>)dnl
ifelse(ASM_CET, 0, , <GNU_PROPERTY(0xc0000002, ASM_CET, 4)
>)dnl
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl PUSH/POP of a callee-saved register, with unwind information.
define(<PUSH>, <push $1
	CFI(<.cfi_adjust_cfa_offset 4>)
	CFI(<.cfi_rel_offset $1, 0>)>)dnl
define(<POP>, <pop $1
	CFI(<.cfi_adjust_cfa_offset -4>)
	CFI(<.cfi_restore $1>)>)dnl
dnl
dnl The SSE2 stream cores (x86/sse2/chacha-4core.asm, chacha-8core.asm,
dnl salsa20-4core.asm, salsa20-8core.asm), void f(uint32_t *dst, const
dnl uint32_t *src, unsigned rounds), in quads of four blocks, one block
dnl per 32-bit lane: word i of quad q lives in the 16-byte slot
dnl SLOT(16 * q + i) of an aligned frame when it is not in a register;
dnl CTR_LO(q) and CTR_HI(q), below the slots, keep the quad's counter
dnl words for the feed-forward (room for two quads).
define(<SLOT>, <eval(64 + 16 * ($1))(%esp)>)dnl
define(<CTR_LO>, <eval(32 * $1)(%esp)>)dnl
define(<CTR_HI>, <eval(32 * $1 + 16)(%esp)>)dnl
dnl STREAM_ENTER(src, rounds, scratch, ctr, quads): set up the frame
dnl for QUADS (1 or 2) quads, load the arguments SRC and ROUNDS, and
dnl store the 64-bit counters of the blocks (words CTR, CTR + 1 of src
dnl plus 0, 1, ..., carrying) in CTR_LO and CTR_HI, using ROUNDS and
dnl SCRATCH.
define(<STREAM_ENTER>, <PUSH(%ebp)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	$<>eval(64 + 256 * $5), %esp
	and	$<>-16, %esp
	mov	12(%ebp), $1
	mov	eval(4 * $4)($1), $2
	mov	eval(4 * $4 + 4)($1), $3
	forloop(<k>, 0, eval(4 * $5 - 1), <ifelse(k, 0, , <
	add	$<>1, $2
	adc	$<>0, $3>)
	mov	$2, eval(32 * (k / 4) + 4 * (k % 4))(%esp)
	mov	$3, eval(32 * (k / 4) + 16 + 4 * (k % 4))(%esp)>)
	mov	16(%ebp), $2>)dnl
dnl STREAM_LEAVE: drop the frame and return.
define(<STREAM_LEAVE>, <mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%ebp)
	ret>)dnl
dnl BROADCAST(src, i, x): word I of SRC in every lane of X.
define(<BROADCAST>, <movd	eval(4 * $2)($1), $3
	pshufd	$<>0, $3, $3>)dnl
dnl STREAM4_OUTPUT(dst, src, ctr, quad, group, x0, x1, x2, x3, t0, t1):
dnl add the input to words 4 * GROUP .. 4 * GROUP + 3 of QUAD (CTR_LO
dnl and CTR_HI for the counter words CTR, CTR + 1), turn lanes into
dnl blocks (a 4x4 transpose) and store each block's four words at
dnl DST + 256 * QUAD + 64 * block + 16 * GROUP.  The input words are
dnl read before the stores, which reach only the same four words of
dnl the input when DST is SRC.
define(<STREAM4_OUTPUT>, <forloop(<j>, 0, 3, <
	_STREAM4_INPUT($2, eval(4 * $5 + j), $3, $4, _stream4_arg(j, $6, $7, $8, $9))
	paddd	SLOT(eval(16 * $4 + 4 * $5 + j)), _stream4_arg(j, $6, $7, $8, $9)>)
	movdqa	$6, $10
	punpckldq $7, $10		C t0 = (a0 b0 a1 b1)
	punpckhdq $7, $6		C x0 = (a2 b2 a3 b3)
	movdqa	$8, $11
	punpckldq $9, $11		C t1 = (c0 d0 c1 d1)
	punpckhdq $9, $8		C x2 = (c2 d2 c3 d3)
	movdqa	$10, $7
	punpcklqdq $11, $10		C t0 = (a0 b0 c0 d0), block 0
	punpckhqdq $11, $7		C x1 = (a1 b1 c1 d1), block 1
	movdqa	$6, $9
	punpcklqdq $8, $6		C x0 = (a2 b2 c2 d2), block 2
	punpckhqdq $8, $9		C x3 = (a3 b3 c3 d3), block 3
	movdqu	$10, eval(256 * $4 + 16 * $5)($1)
	movdqu	$7, eval(256 * $4 + 64 + 16 * $5)($1)
	movdqu	$6, eval(256 * $4 + 128 + 16 * $5)($1)
	movdqu	$9, eval(256 * $4 + 192 + 16 * $5)($1)>)dnl
define(<_stream4_arg>, <ifelse($1, 0, <$2>, <_stream4_arg(decr($1), shift(shift($@)))>)>)dnl
define(<_STREAM4_INPUT>, <ifelse($2, $3, <movdqa	CTR_LO($4), $5>,
	$2, incr($3), <movdqa	CTR_HI($4), $5>, <BROADCAST($1, $2, $5)>)>)dnl
dnl ROTL(x, n, t): rotate each 32-bit word of X left by N, using T.
define(<ROTL>, <movdqa	$1, $3
	pslld	$<>$2, $1
	psrld	$<>eval(32 - $2), $3
	por	$3, $1>)dnl
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
dnl
dnl The 8-block cores (chacha-8core.asm, salsa20-8core.asm) run the four
dnl quarter rounds of a round of one quad step by step interleaved.
dnl QSTEP(body): BODY for each of those quarter rounds k = 0..3, in
dnl which WX and WY are its registers (the file's Xk and Yk) and WA,
dnl WB, WC, WD the slots of its words a, b, c, d: slot QWORD(j) of the
dnl quad for word j, QWORD being defined by the file from k.
define(<QSTEP>, <forloop(<k>, 0, 3, <$1>)>)dnl
define(<WX>, <indir(<X>k)>)dnl
define(<WY>, <indir(<Y>k)>)dnl
define(<WA>, <SLOT(QWORD(0))>)dnl
define(<WB>, <SLOT(QWORD(1))>)dnl
define(<WC>, <SLOT(QWORD(2))>)dnl
define(<WD>, <SLOT(QWORD(3))>)dnl
dnl STREAM8_CORE(ctr): the body of an 8-block core (chacha-8core.asm,
dnl salsa20-8core.asm) from the entry to the return, the counter at
dnl words CTR, CTR + 1; the file defines SRC, ROUNDS, DST, X0, Y0 and
dnl QROUND4(quad, round): one round (column, or the cipher's other
dnl kind) of one quad.
define(<STREAM8_CORE>, <STREAM_ENTER(SRC, ROUNDS, DST, $1, 2)

	C The words of both quads in their slots
	forloop(<i>, 0, 15, <ifelse(i, $1, <
	movdqa	CTR_LO(0), X0
	movdqa	CTR_LO(1), Y0>, i, eval($1 + 1), <
	movdqa	CTR_HI(0), X0
	movdqa	CTR_HI(1), Y0>, <
	BROADCAST(SRC, i, X0)
	movdqa	X0, Y0>)
	movdqa	X0, SLOT(i)
	movdqa	Y0, SLOT(eval(16 + i))>)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns, then the other round, the quads in turn
	QROUND4(0, 0)
	QROUND4(1, 0)
	QROUND4(0, 1)
	QROUND4(1, 1)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	C Feed-forward, transpose and store, four words of a quad at a
	C time.  Quad 1 first: its blocks lie past the input, so with DST
	C equal to SRC they leave it intact for quad 0, each of whose groups
	C reads its four input words before storing over them.
	mov	8(%ebp), DST
	forloop(<g>, 0, 3, <
	STREAM4_OUTPUT(DST, SRC, $1, 1, g, %xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5)>)
	forloop(<g>, 0, 3, <
	STREAM4_OUTPUT(DST, SRC, $1, 0, g, %xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5)>)
	STREAM_LEAVE>)dnl
