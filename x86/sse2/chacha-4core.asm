dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/chacha-4core.asm -- four ChaCha blocks side by side, SSE2.
C
C Why: a one-block SSE2 core (a row of the state per register) is one
C long dependency chain and loses to the -m32 C code; here each lane
C of a register is a block and each register a word, so the four
C quarter rounds of a round are independent and need no shuffles.
C
C 32-bit code has eight xmm registers for sixteen words.  Words 4..7
C are the b of every quarter round (column and diagonal) and stay in
C registers; the a, c and d words live in the frame.  Two quarter
C rounds run at a time, each with its d word and one temporary in
C registers; a and c are loaded, added to and stored back.  The
C stored words are read again only a quarter round later or in the
C next round, so store-to-load forwarding stays off the critical
C path (the other placement measured: doc/x86-32.md).
C
C On Zen 5 the result runs at the latency of the quarter-round chain
C (16 dependent vector operations of 2 cycles per round).  Measured:
C doc/x86-32.md and src/stream/chacha-widths.c.

dnl void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86/stream4.m4>)dnl
define(<SRC>, <%eax>)
define(<ROUNDS>, <%ecx>)
define(<DST>, <%edx>)
define(<X4>, <%xmm0>)	dnl words 4..7, the b words
define(<X5>, <%xmm1>)
define(<X6>, <%xmm2>)
define(<X7>, <%xmm3>)
define(<D1>, <%xmm4>)	dnl word d of the first quarter round
define(<T1>, <%xmm5>)	dnl its temporary
define(<D2>, <%xmm6>)	dnl the same for the second
define(<T2>, <%xmm7>)

C ROTL16(x): rotate by 16, swapping the halves of each word.
define(<ROTL16>, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>)

C ADD(x, y, t): x += y, X in the frame; leaves the sum in T.
define(<ADD>, <
	movdqa	$1, $3
	paddd	$2, $3
	movdqa	$3, $1>)

C QROUND2(a, b, c, d, a', b', c', d'): two quarter rounds of words
C A, B, C, D, interleaved; B in register XB, the others in their slots.
define(<QROUND2>, <
	C a += b; d = rotl(d ^ a, 16)
	ADD(SLOT($1), X$2, T1)
	ADD(SLOT($5), X$6, T2)
	movdqa	SLOT($4), D1
	movdqa	SLOT($8), D2
	pxor	T1, D1
	pxor	T2, D2
	ROTL16(D1)
	ROTL16(D2)
	C c += d; b = rotl(b ^ c, 12)
	ADD(SLOT($3), D1, T1)
	ADD(SLOT($7), D2, T2)
	pxor	T1, X$2
	pxor	T2, X$6
	ROTL(X$2, 12, T1)
	ROTL(X$6, 12, T2)
	C a += b; d = rotl(d ^ a, 8)
	ADD(SLOT($1), X$2, T1)
	ADD(SLOT($5), X$6, T2)
	pxor	T1, D1
	pxor	T2, D2
	ROTL(D1, 8, T1)
	ROTL(D2, 8, T2)
	movdqa	D1, SLOT($4)
	movdqa	D2, SLOT($8)
	C c += d; b = rotl(b ^ c, 7)
	ADD(SLOT($3), D1, T1)
	ADD(SLOT($7), D2, T2)
	pxor	T1, X$2
	pxor	T2, X$6
	ROTL(X$2, 7, T1)
	ROTL(X$6, 7, T2)>)

PROLOGUE(_symcrypt_chacha_4core)
	STREAM_ENTER(SRC, ROUNDS, DST, 12, 1)

	C The words: 4..7 in registers, the others in their slots
	forloop(<i>, 0, 15, <ifelse(eval(i / 4), 1, <
	BROADCAST(SRC, i, X<>i)>, i, 12, <
	movdqa	CTR_LO(0), T1
	movdqa	T1, SLOT(12)>, i, 13, <
	movdqa	CTR_HI(0), T1
	movdqa	T1, SLOT(13)>, <
	BROADCAST(SRC, i, T1)
	movdqa	T1, SLOT(i)>)>)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns (0 4 8 12) (1 5 9 13), then (2 6 10 14) (3 7 11 15)
	QROUND2(0, 4, 8, 12, 1, 5, 9, 13)
	QROUND2(2, 6, 10, 14, 3, 7, 11, 15)
	C Diagonals (0 5 10 15) (1 6 11 12), then (2 7 8 13) (3 4 9 14)
	QROUND2(0, 5, 10, 15, 1, 6, 11, 12)
	QROUND2(2, 7, 8, 13, 3, 4, 9, 14)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	movdqa	X4, SLOT(4)
	movdqa	X5, SLOT(5)
	movdqa	X6, SLOT(6)
	movdqa	X7, SLOT(7)
	C Feed-forward, transpose and store, four words at a time
	mov	8(%ebp), DST
	forloop(<g>, 0, 3, <
	STREAM4_OUTPUT(DST, SRC, 12, 0, g, %xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5)>)
	STREAM_LEAVE
EPILOGUE(_symcrypt_chacha_4core)
