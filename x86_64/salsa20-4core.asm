dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/salsa20-4core.asm -- four Salsa20 blocks side by side, SSE2.
C
C Why: 129 bytes and more on CPUs without AVX2 (the sse2 and westmere
C tiers).  As x86_64/avx2/salsa20-8core.asm with four lanes: register
C Xi holds word i of four blocks, one per lane, so the column and row
C rounds need no shuffles and the four quarter rounds of a round are
C independent streams.  A step b ^= (a + d) <<< n is five operations
C (add, two shifts, two XORs into b) and two register copies, which
C Zen 4 eliminates at rename.  Sixteen words and two temporaries need
C eighteen registers: two of the "a" words (0, 5, 10, 15) live in the
C red zone at any time, the quarter rounds run in pairs, and between
C the pairs of a round the pair's a words are stored and the other
C pair's loaded, out of the chains.  At the end a 4x4 transpose per row
C of words turns lanes back into blocks.  Needs SSE2 only.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 416; the C
C twin (gcc vectorizes it with SSE2) 452.  Per round 80 operations, 32
C of them shifts, which Zen 4 runs on two of its four vector pipes: a
C bound of 20 cycles; it takes about 29 (20 ticks per two rounds).

dnl void _symcrypt_salsa20_4core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86_64/m4/stream-cols4.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<FRAME>, <%r8>)		dnl scratch in the red zone (COLS4_ENTER)
define(<A0>, <%xmm0>)		dnl the a word of the first quarter round of a pair
define(<A1>, <%xmm5>)		dnl and of the second
define(<X1>, <%xmm1>)
define(<X2>, <%xmm2>)
define(<X3>, <%xmm3>)
define(<X4>, <%xmm4>)
define(<X6>, <%xmm6>)
define(<X7>, <%xmm7>)
define(<X8>, <%xmm8>)
define(<X9>, <%xmm9>)
define(<X11>, <%xmm10>)
define(<X12>, <%xmm11>)
define(<X13>, <%xmm12>)
define(<X14>, <%xmm13>)
define(<T>, <%xmm14>)
define(<U>, <%xmm15>)
dnl The frame: the a words 0, 5, 10, 15 while they are not in A0, A1,
dnl then words 8 and 9 of the four blocks as they start.
define(<SLOT>, <eval(16 * ($1 / 5))(FRAME)>)
define(<CTR_LO>, <64(FRAME)>)
define(<CTR_HI>, <80(FRAME)>)

C STEP2(b0, a0, d0, b1, a1, d1, n): b ^= (a + d) <<< n in both quarter
C rounds.
define(<STEP2>, <
	movdqa	$2, T
	paddd	$3, T
	movdqa	T, U
	pslld	$<>$7, T
	psrld	$<>eval(32 - $7), U
	pxor	T, $1
	pxor	U, $1
	movdqa	$5, T
	paddd	$6, T
	movdqa	T, U
	pslld	$<>$7, T
	psrld	$<>eval(32 - $7), U
	pxor	T, $4
	pxor	U, $4>)
C QROUND2(a0, b0, c0, d0, a1, b1, c1, d1): two quarter rounds.
define(<QROUND2>, <
	STEP2($2, $1, $4, $6, $5, $8, 7)
	STEP2($3, $2, $1, $7, $6, $5, 9)
	STEP2($4, $3, $2, $8, $7, $6, 13)
	STEP2($1, $4, $3, $5, $8, $7, 18)>)
PROLOGUE(_symcrypt_salsa20_4core)
	COLS4_ENTER

	C Counters of blocks 0..3: word 8 + k, carrying into word 9
	COLS4_COUNTERS(8, X8, X9)

	C Words 0 and 5 in A0, A1, 10 and 15 in their slots
	COLS4_BROADCAST(0, A0)
	COLS4_BROADCAST(5, A1)
	COLS4_BROADCAST(10, T)
	movdqa	T, SLOT(10)
	COLS4_BROADCAST(15, T)
	movdqa	T, SLOT(15)
	forloop(<i>, 1, 14, <ifelse(i, 5, , i, 8, , i, 9, , i, 10, , <
	COLS4_BROADCAST(i, indir(<X>i))>)>)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns: (0, 4, 8, 12) and (5, 9, 13, 1), then (10, 14, 2, 6)
	C and (15, 3, 7, 11)
	QROUND2(A0, X4, X8, X12, A1, X9, X13, X1)
	COLS4_SWAP(A0, A1, 0, 5, 10, 15)
	QROUND2(A0, X14, X2, X6, A1, X3, X7, X11)
	C Rows: (10, 11, 8, 9) and (15, 12, 13, 14), then (0, 1, 2, 3)
	C and (5, 6, 7, 4)
	QROUND2(A0, X11, X8, X9, A1, X12, X13, X14)
	COLS4_SWAP(A0, A1, 10, 15, 0, 5)
	QROUND2(A0, X1, X2, X3, A1, X6, X7, X4)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	C Feed-forward, all of SRC read before DST is written: words 10
	C and 15 in their slots, 0 and 5 in A0, A1
	COLS4_FEED_SLOT(10)
	COLS4_FEED_SLOT(15)
	COLS4_FEED(A0, 0)
	COLS4_FEED(A1, 5)
	paddd	CTR_LO, X8
	paddd	CTR_HI, X9
	forloop(<i>, 1, 14, <ifelse(i, 5, , i, 8, , i, 9, , i, 10, , <COLS4_FEED(indir(<X>i), i)
	>)>)

	C Transpose and store, freeing registers as we go
	COLS4_TRANSPOSE_STORE(A0, X1, X2, X3, T, U, 0)
	COLS4_TRANSPOSE_STORE(X4, A1, X6, X7, A0, X1, 16)
	movdqa	SLOT(10), X2
	COLS4_TRANSPOSE_STORE(X8, X9, X2, X11, A0, X1, 32)
	movdqa	SLOT(15), X3
	COLS4_TRANSPOSE_STORE(X12, X13, X14, X3, A0, X1, 48)
	ret
EPILOGUE(_symcrypt_salsa20_4core)

RODATA
	.p2align 4
COLS4_COUNTER_CONSTANTS
