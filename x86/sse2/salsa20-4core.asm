dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/salsa20-4core.asm -- four Salsa20 blocks side by side, SSE2.
C
C Why: as for chacha-4core.asm, one block per lane and one word per
C register makes the four quarter rounds of a round independent and
C needs no shuffles between column and row rounds (a one-block SSE2
C core loses to the -m32 C code).
C
C Words 0, 5, 10 and 15 are the a of every quarter round (column and
C row) and stay in registers; the others live in the frame.  Two
C quarter rounds run at a time, each with two registers for the new
C words its steps x ^= rotl(y + z, n) produce (each also stored to
C its slot); the rotation temporary is the free one of them, or for
C one step the a register, whose word waits in its free slot.  So
C every step takes its y and z from registers and only the target x
C (a word of the previous round, or the parked a) from memory, and
C store-to-load forwarding stays off the critical path (the other
C placement measured: doc/x86-32.md).
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, gcc -m32 -O2;
C rdtsc ticks per call, 20 rounds; src/stream/salsa20-widths.c, doc/x86-32.md):
C   this file  527-538     C single block  210-221     C 4-block twin  1097-1115

dnl void _symcrypt_salsa20_4core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86/stream4.m4>)dnl
define(<SRC>, <%eax>)
define(<ROUNDS>, <%ecx>)
define(<DST>, <%edx>)
define(<X0>, <%xmm0>)	dnl words 0, 5, 10, 15, the a words
define(<X5>, <%xmm1>)
define(<X10>, <%xmm2>)
define(<X15>, <%xmm3>)
define(<Q1>, <%xmm4>)	dnl new words of the first quarter round
define(<U1>, <%xmm5>)
define(<Q2>, <%xmm6>)	dnl the same for the second
define(<U2>, <%xmm7>)

C QROUND2(a, b, c, d, a', b', c', d'): two quarter rounds of words
C A, B, C, D, interleaved; A (0, 5, 10 or 15) in register XA, the
C others in their slots.  Each step leaves the new word in Q or U
C for the next steps; the third step's rotation borrows register XA,
C whose word waits in its (free) slot until the last step.
define(<QROUND2>, <
	C b ^= rotl(a + d, 7)
	movdqa	SLOT($4), Q1
	movdqa	SLOT($8), Q2
	paddd	X$1, Q1
	paddd	X$5, Q2
	ROTL(Q1, 7, U1)
	ROTL(Q2, 7, U2)
	pxor	SLOT($2), Q1
	pxor	SLOT($6), Q2
	movdqa	Q1, SLOT($2)
	movdqa	Q2, SLOT($6)
	C c ^= rotl(b + a, 9), with a parked in the frame
	movdqa	Q1, U1
	movdqa	Q2, U2
	paddd	X$1, U1
	paddd	X$5, U2
	movdqa	X$1, SLOT($1)
	movdqa	X$5, SLOT($5)
	ROTL(U1, 9, X$1)
	ROTL(U2, 9, X$5)
	pxor	SLOT($3), U1
	pxor	SLOT($7), U2
	movdqa	U1, SLOT($3)
	movdqa	U2, SLOT($7)
	C d ^= rotl(c + b, 13)
	paddd	U1, Q1
	paddd	U2, Q2
	ROTL(Q1, 13, X$1)
	ROTL(Q2, 13, X$5)
	pxor	SLOT($4), Q1
	pxor	SLOT($8), Q2
	movdqa	Q1, SLOT($4)
	movdqa	Q2, SLOT($8)
	C a ^= rotl(d + c, 18)
	paddd	Q1, U1
	paddd	Q2, U2
	ROTL(U1, 18, Q1)
	ROTL(U2, 18, Q2)
	movdqa	SLOT($1), X$1
	movdqa	SLOT($5), X$5
	pxor	U1, X$1
	pxor	U2, X$5>)

PROLOGUE(_symcrypt_salsa20_4core)
	STREAM_ENTER(SRC, ROUNDS, DST, 8, 1)

	C The words: 0, 5, 10, 15 in registers, the others in their slots
	forloop(<i>, 0, 15, <ifelse(i, 0, <
	BROADCAST(SRC, 0, X0)>, i, 5, <
	BROADCAST(SRC, 5, X5)>, i, 10, <
	BROADCAST(SRC, 10, X10)>, i, 15, <
	BROADCAST(SRC, 15, X15)>, i, 8, <
	movdqa	CTR_LO(0), Q1
	movdqa	Q1, SLOT(8)>, i, 9, <
	movdqa	CTR_HI(0), Q1
	movdqa	Q1, SLOT(9)>, <
	BROADCAST(SRC, i, Q1)
	movdqa	Q1, SLOT(i)>)>)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns (0 4 8 12) (5 9 13 1), then (10 14 2 6) (15 3 7 11)
	QROUND2(0, 4, 8, 12, 5, 9, 13, 1)
	QROUND2(10, 14, 2, 6, 15, 3, 7, 11)
	C Rows (0 1 2 3) (5 6 7 4), then (10 11 8 9) (15 12 13 14)
	QROUND2(0, 1, 2, 3, 5, 6, 7, 4)
	QROUND2(10, 11, 8, 9, 15, 12, 13, 14)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	movdqa	X0, SLOT(0)
	movdqa	X5, SLOT(5)
	movdqa	X10, SLOT(10)
	movdqa	X15, SLOT(15)
	C Feed-forward, transpose and store, four words at a time
	mov	8(%ebp), DST
	forloop(<g>, 0, 3, <
	STREAM4_OUTPUT(DST, SRC, 8, 0, g, %xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5)>)
	STREAM_LEAVE
EPILOGUE(_symcrypt_salsa20_4core)
