dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-4core.asm, chacha-5core.asm, chacha-crypt-4core.asm, chacha-crypt-5core.asm, chacha-poly1305-4core.asm, ssse3/chacha-4core.asm, ssse3/chacha-5core.asm, ssse3/chacha-crypt-4core.asm, ssse3/chacha-crypt-5core.asm, ssse3/chacha-poly1305-4core.asm.
dnl x86_64/m4/chacha-cols4.m4 -- ChaCha, four blocks by columns.
INCLUDE_SRC(<x86_64/m4/stream-cols4.m4>)dnl
dnl
dnl The ChaCha 4-block core: CHACHA_COLS4_REGS names the registers
dnl (DST, SRC, ROUNDS, FRAME, X0..X7, C0, C1 (the c words of the two
dnl quarter rounds of a pair), X12..X15, T, TU, SLOT, CTR_LO, CTR_HI);
dnl the file defines ROTL16(x, t) and ROTL8(x, t) (rotate each word of
dnl X left by 16 and 8 in place, using T at most); CHACHA_COLS4_BODY is
dnl the function between PROLOGUE and EPILOGUE, CHACHA_COLS4_RODATA its
dnl constants.  Words 8 and 9 start in C0, C1, 10 and 11 in their slots.
dnl COLS4_SSE2_ROTL: ROTL16 as two word shuffles, ROTL8 as two shifts
dnl and an or through T (the x86_64 files); COLS4_SSSE3_ROTL: each one
dnl byte shuffle, with ROWS_ROT_RODATA's patterns (x86_64/ssse3).
define(<COLS4_SSE2_ROTL>, <define(<ROTL16>, defn(<COLS4_SSE2_ROTL16>))dnl
define(<ROTL8>, defn(<COLS4_SSE2_ROTL8>))>)dnl
define(<COLS4_SSE2_ROTL16>, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>)dnl
define(<COLS4_SSE2_ROTL8>, <COLS4_ROTL($1, 8, $2)>)dnl
define(<COLS4_SSSE3_ROTL>, <define(<ROTL16>, defn(<COLS4_SSSE3_ROTL16>))dnl
define(<ROTL8>, defn(<COLS4_SSSE3_ROTL8>))>)dnl
define(<COLS4_SSSE3_ROTL16>, <
	pshufb	.Lrot16(%rip), $1>)dnl
define(<COLS4_SSSE3_ROTL8>, <
	pshufb	.Lrot8(%rip), $1>)dnl
define(<CHACHA_COLS4_SLOT>, <eval(16 * ($1 - 8))(FRAME)>)dnl
define(<CHACHA_COLS4_REGS>, <define(<DST>, <%rdi>)dnl
define(<SRC>, <%rsi>)dnl
define(<ROUNDS>, <%edx>)dnl
define(<FRAME>, <%r8>)dnl
forloop(<i>, 0, 7, <define(<X>i, <%xmm>i)>)dnl
define(<C0>, <%xmm8>)dnl
define(<C1>, <%xmm9>)dnl
define(<X12>, <%xmm10>)dnl
define(<X13>, <%xmm11>)dnl
define(<X14>, <%xmm12>)dnl
define(<X15>, <%xmm13>)dnl
define(<T>, <%xmm14>)dnl
define(<TU>, <%xmm15>)dnl
define(<SLOT>, defn(<CHACHA_COLS4_SLOT>))dnl words 8..11
define(<CTR_LO>, <64(FRAME)>)dnl word 12 of the four blocks
define(<CTR_HI>, <80(FRAME)>)>)dnl word 13
dnl COLS4_ROTL(x, n, t): rotate each word of X left by N, using T.
define(<COLS4_ROTL>, <
	movdqa	$1, $3
	pslld	$<>$2, $1
	psrld	$<>eval(32 - $2), $3
	por	$3, $1>)dnl
dnl COLS4_ARX2(x0, y0, z0, x1, y1, z1): x += y; z ^= x in both quarter
dnl rounds of a pair.
define(<COLS4_ARX2>, <
	paddd	$2, $1
	paddd	$5, $4
	pxor	$1, $3
	pxor	$4, $6>)dnl
dnl COLS4_QROUND2(a0, b0, c0, d0, a1, b1, c1, d1): two quarter rounds,
dnl step by step.
define(<COLS4_QROUND2>, <
	COLS4_ARX2($1, $2, $4, $5, $6, $8)
	ROTL16($4, T)
	ROTL16($8, TU)
	COLS4_ARX2($3, $4, $2, $7, $8, $6)
	COLS4_ROTL($2, 12, T)
	COLS4_ROTL($6, 12, TU)
	COLS4_ARX2($1, $2, $4, $5, $6, $8)
	ROTL8($4, T)
	ROTL8($8, TU)
	COLS4_ARX2($3, $4, $2, $7, $8, $6)
	COLS4_ROTL($2, 7, T)
	COLS4_ROTL($6, 7, TU)>)dnl
dnl COLS4_XOR_PUT(x, offset, t): that XOR (DATA may be DST).
define(<COLS4_XOR_PUT>, <
	movdqu	$2(DATA), $3
	pxor	$3, $1
	movdqu	$1, $2(DST)>)dnl
dnl COLS4_LOAD: the four blocks' words from SRC: 0..7, 14, 15 and 8, 9
dnl in registers, 10, 11 in their slots, the counters in X12, X13 and
dnl CTR_LO, CTR_HI.
define(<COLS4_LOAD>, <	COLS4_ENTER

	C Counters of blocks 0..3: word 12 + k, carrying into word 13
	COLS4_COUNTERS(12, X12, X13)

	C Words 0..7, 14, 15 and 8, 9 in registers; 10, 11 in their slots
	forloop(<i>, 0, 7, <
	COLS4_BROADCAST(i, X<>i)>)
	COLS4_BROADCAST(14, X14)
	COLS4_BROADCAST(15, X15)
	COLS4_BROADCAST(8, C0)
	COLS4_BROADCAST(9, C1)
	COLS4_BROADCAST(10, T)
	movdqa	T, SLOT(10)
	COLS4_BROADCAST(11, T)
	movdqa	T, SLOT(11)>)dnl
dnl COLS4_COLUMNS, COLS4_DIAGONALS: the two rounds of a double round.
define(<COLS4_COLUMNS>, <
	C Columns: (0, 4, 8, 12) and (1, 5, 9, 13), then (2, 6, 10, 14)
	C and (3, 7, 11, 15)
	COLS4_QROUND2(X0, X4, C0, X12, X1, X5, C1, X13)
	COLS4_SWAP(C0, C1, 8, 9, 10, 11)
	COLS4_QROUND2(X2, X6, C0, X14, X3, X7, C1, X15)>)dnl
define(<COLS4_DIAGONALS>, <
	C Diagonals: (0, 5, 10, 15) and (1, 6, 11, 12), then (2, 7, 8, 13)
	C and (3, 4, 9, 14)
	COLS4_QROUND2(X0, X5, C0, X15, X1, X6, C1, X12)
	COLS4_SWAP(C0, C1, 10, 11, 8, 9)
	COLS4_QROUND2(X2, X7, C0, X13, X3, X4, C1, X14)>)dnl
dnl COLS4_FEED_STORE: add the input, transpose, store the four blocks.
define(<COLS4_FEED_STORE>, <
	C Feed-forward, all of SRC read before DST is written: words 10
	C and 11 in their slots, 8 and 9 in C0, C1
	COLS4_FEED_SLOT(10)
	COLS4_FEED_SLOT(11)
	forloop(<i>, 0, 7, <COLS4_FEED(X<>i, i)
	>)
	COLS4_FEED(C0, 8)
	COLS4_FEED(C1, 9)
	paddd	CTR_LO, X12
	paddd	CTR_HI, X13
	COLS4_FEED(X14, 14)
	COLS4_FEED(X15, 15)

	C Transpose and store, freeing registers as we go
	COLS4_TRANSPOSE_STORE(X0, X1, X2, X3, T, TU, 0)
	COLS4_TRANSPOSE_STORE(X4, X5, X6, X7, X0, X1, 16)
	movdqa	SLOT(10), X2
	movdqa	SLOT(11), X3
	COLS4_TRANSPOSE_STORE(C0, C1, X2, X3, X0, X1, 32)
	COLS4_TRANSPOSE_STORE(X12, X13, X14, X15, X0, X1, 48)>)dnl
define(<CHACHA_COLS4_BODY>, <COLS4_LOAD

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
COLS4_COLUMNS
COLS4_DIAGONALS
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
COLS4_FEED_STORE
	ret>)dnl
define(<CHACHA_COLS4_RODATA>, <RODATA
	.p2align 4
COLS4_COUNTER_CONSTANTS>)dnl
