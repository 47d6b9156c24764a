dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): sse2/chacha-8core.asm, sse2/salsa20-8core.asm.
dnl x86/stream8.m4 -- eight blocks: two groups of four interleaved (SSE2).
INCLUDE_SRC(<x86/stream4.m4>)dnl
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
