dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): hsalsa20-words.asm, salsa20-2core.asm, salsa20-crypt1.asm, avx2/hsalsa20-words.asm, avx2/salsa20-2core.asm, avx2/salsa20-4core.asm, avx2/salsa20-core.asm, avx2/salsa20-crypt1.asm, avx512/hsalsa20-words.asm, avx512/salsa20-2core.asm, avx512/salsa20-4core.asm, avx512/salsa20-8core.asm, avx512/salsa20-core.asm, avx512/salsa20-crypt1.asm.
dnl x86_64/m4/salsa20-rows.m4 -- Salsa20 by rows.
INCLUDE_SRC(<x86_64/m4/stream-rows.m4>)dnl
dnl ROWS_TURN(g, i1, i2, i3): vpshufd of rows 1, 2, 3 of G groups by
dnl I1, I2, I3 (Salsa20).
define(<ROWS_TURN>, <forloop(<grp>, 0, eval($1 - 1), <
	ROWS_SHUF($2, ROW(4 * grp + 1))
	ROWS_SHUF($3, ROW(4 * grp + 2))
	ROWS_SHUF($4, ROW(4 * grp + 3))>)>)dnl
dnl
dnl The row-wise Salsa20 cores (salsa20-core.asm, salsa20-2core.asm and
dnl wider in x86_64/avx2 and x86_64/avx512) hold a block in the same
dnl registers ROW(4g + r), but by diagonals during the rounds: register
dnl r holds words (4r, 4r + 5, 4r + 10, 4r + 15) mod 16, so that a
dnl column round is the four quarter rounds (a, b, c, d) = (ROW 0, 1, 2,
dnl 3) lane by lane, and a row round the same on rows 1 and 3 turned
dnl by three and one words, with roles b and d swapped.  The file
dnl defines ROW(i), TA(g), TB(g) (temporaries of group g), VMOV,
dnl BLEND(mask, s2, s1, d) (D = S1 with the 32-bit lanes set in the
dnl 4-bit MASK, in each 128-bit lane, taken from S2) and, for AVX-512,
dnl ROWS_VPROLD.
dnl SALSA_ROTXOR(x, t, u, n): x ^= t rol n; clobbers T and U.  With
dnl ROWS_TERNLOG (AVX-512) two shifts and a vpternlogd, x ^= (t << n) ^
dnl (t >> 32 - n): a chain of two one-cycle operations after the add,
dnl against three cycles for a vprold and a vpxord (ROWS_VPROLD);
dnl otherwise two shifts and two XORs (and a copy with ROWS_SSE, the
dnl legacy encoding of x86_64/salsa20-crypt1.asm).
define(<SALSA_ROTXOR>, <ifdef(<ROWS_TERNLOG>, <
	vpslld	$<>$4, $2, $3
	vpsrld	$<>eval(32 - $4), $2, $2
	vpternlogd $<>0x96, $2, $3, $1>, <ifdef(<ROWS_VPROLD>, <
	vprold	$<>$4, $2, $2
	vpxord	$2, $1, $1>, <ifdef(<ROWS_SSE>, <
	movdqa	$2, $3
	pslld	$<>$4, $2
	psrld	$<>eval(32 - $4), $3
	pxor	$2, $1
	pxor	$3, $1>, <
	vpslld	$<>$4, $2, $3
	vpsrld	$<>eval(32 - $4), $2, $2
	vpxor	$3, $1, $1
	vpxor	$2, $1, $1>)>)>)>)dnl
dnl SALSA_ROWS_ARX(x, y, z, n, g): x ^= (y + z) rol n on rows X, Y, Z
dnl of G groups, each operation for every group before the next.
define(<SALSA_ROWS_ARX>, <forloop(<grp>, 0, eval($5 - 1), <ifdef(<ROWS_SSE>, <
	movdqa	ROW(4 * grp + $2), TA(grp)
	paddd	ROW(4 * grp + $3), TA(grp)>, <
	vpaddd	ROW(4 * grp + $2), ROW(4 * grp + $3), TA(grp)>)>)
	forloop(<grp>, 0, eval($5 - 1), <
	SALSA_ROTXOR(ROW(4 * grp + $1), TA(grp), TB(grp), $4)>)>)dnl
dnl SALSA_ROWS_QROUND(b, d, g): the four quarter rounds, A in row 0, C
dnl in row 2, B and D in rows B and D.
define(<SALSA_ROWS_QROUND>, <
	SALSA_ROWS_ARX($1, 0, $2, 7, $3)
	SALSA_ROWS_ARX(2, $1, 0, 9, $3)
	SALSA_ROWS_ARX($2, 2, $1, 13, $3)
	SALSA_ROWS_ARX(0, $2, 2, 18, $3)>)dnl
dnl SALSA_ROWS_ROUNDS(g): ROUNDS (even, maybe 0) rounds, column then
dnl row, on G groups in diagonal order; counts ROUNDS down, ends at
dnl .Lfeed.
define(<SALSA_ROWS_ROUNDS>, <
	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	SALSA_ROWS_QROUND(1, 3, $1)
	C Rows 1, 2, 3 to (x3 x4 x9 x14), (x2 x7 x8 x13), (x1 x6 x11 x12):
	C the rows of the matrix, row 3 in the role of b, row 1 of d
	ROWS_TURN($1, 0x93, 0x4e, 0x39)
	SALSA_ROWS_QROUND(3, 1, $1)
	ROWS_TURN($1, 0x39, 0x4e, 0x93)
	sub	$<>2, ROUNDS
	ja	.Loop
.Lfeed:>)dnl
dnl SALSA_GATHER(d, s0, s1, s2, s3, t): lane i of D from lane i of Si
dnl (four lanes per 128 bits); clobbers T.
define(<SALSA_GATHER>, <
	BLEND(0x2, $3, $2, $6)
	BLEND(0x8, $5, $4, $1)
	BLEND(0xc, $1, $6, $1)>)dnl
dnl SALSA_DIAGONALS(g, p0, p1, p2, p3, t): the rows of group G from
dnl block order (row r = words 4r .. 4r + 3) to diagonal order, through
dnl the temporaries P0..P3 and T; SALSA_UNDIAGONALS back.
define(<SALSA_DIAGONALS>, <
	SALSA_GATHER($2, ROW(4 * $1), ROW(4 * $1 + 1), ROW(4 * $1 + 2), ROW(4 * $1 + 3), $6)
	SALSA_GATHER($3, ROW(4 * $1 + 1), ROW(4 * $1 + 2), ROW(4 * $1 + 3), ROW(4 * $1), $6)
	SALSA_GATHER($4, ROW(4 * $1 + 2), ROW(4 * $1 + 3), ROW(4 * $1), ROW(4 * $1 + 1), $6)
	SALSA_GATHER($5, ROW(4 * $1 + 3), ROW(4 * $1), ROW(4 * $1 + 1), ROW(4 * $1 + 2), $6)
	SALSA_ROWS_FROM($1, $2, $3, $4, $5)>)dnl
define(<SALSA_UNDIAGONALS>, <
	SALSA_GATHER($2, ROW(4 * $1), ROW(4 * $1 + 3), ROW(4 * $1 + 2), ROW(4 * $1 + 1), $6)
	SALSA_GATHER($3, ROW(4 * $1 + 1), ROW(4 * $1), ROW(4 * $1 + 3), ROW(4 * $1 + 2), $6)
	SALSA_GATHER($4, ROW(4 * $1 + 2), ROW(4 * $1 + 1), ROW(4 * $1), ROW(4 * $1 + 3), $6)
	SALSA_GATHER($5, ROW(4 * $1 + 3), ROW(4 * $1 + 2), ROW(4 * $1 + 1), ROW(4 * $1), $6)
	SALSA_ROWS_FROM($1, $2, $3, $4, $5)>)dnl
define(<SALSA_ROWS_FROM>, <
	VMOV	$2, ROW(4 * $1)
	VMOV	$3, ROW(4 * $1 + 1)
	VMOV	$4, ROW(4 * $1 + 2)
	VMOV	$5, ROW(4 * $1 + 3)>)dnl
dnl
dnl SALSA_ROWS_DIAG1: one block from SRC into rows 0..3 in diagonal
dnl order, a word at a time (see ROWS_LOAD1_WORDS), a copy kept in
dnl I(0)..I(3); the rounds; the copy added (the feed-forward, in the
dnl same order); the rows back to block order.  With the temporaries
dnl P0..P3 and T.
define(<SALSA_ROWS_DIAG1>, <ROWS_LOAD1_WORDS(P0, P1, P2, 5)
	forloop(<rw>, 0, 3, <
	VMOV	ROW(rw), I(rw)>)
	SALSA_ROWS_ROUNDS(1)
	C Feed-forward
	forloop(<rw>, 0, 3, <
	ROWS_ADD(I(rw), ROW(rw))>)
	SALSA_UNDIAGONALS(0, P0, P1, P2, P3, T)>)dnl
dnl SALSA_ROWS_CORE1: the function of one block in xmm rows, AVX2 or
dnl AVX-512 (salsa20-core.asm of both folders).
define(<SALSA_ROWS_CORE1>, <SALSA_ROWS_DIAG1
	forloop(<rw>, 0, 3, <
	vmovdqu	ROW(rw), eval(16 * rw)(DST)>)
	ret>)dnl
dnl SALSA_ROWS_HSALSA: the function of HSalsa20 in xmm rows, SSE2, AVX2
dnl or AVX-512 (hsalsa20-words.asm in x86_64/, avx2/, avx512/): the
dnl rows in diagonal order straight from the constants, KEY and IN, the
dnl twenty rounds and the eight output words, x0, x5, x10, x15 (row 0
dnl as it stands) to LOW and x6..x9 to HIGH, with no feed-forward to
dnl take off again and no state in memory.  With the temporaries
dnl P0..P2; its constants are ROWS_SIGMA_RODATA.
dnl SALSA_HSALSA_ROW(row, w0, w1, w2, w3): ROW from four words in memory.
define(<SALSA_HSALSA_ROW>, <ifdef(<ROWS_SSE>, <
	movd	$2, $1
	movd	$3, P0
	movd	$4, P1
	movd	$5, P2
	punpckldq P0, $1
	punpckldq P2, P1
	punpcklqdq P1, $1>, <
	vmovd	$2, $1
	vmovd	$3, P0
	vmovd	$4, P1
	vmovd	$5, P2
	vpunpckldq P0, $1, $1
	vpunpckldq P2, P1, P1
	vpunpcklqdq P1, $1, $1>)>)dnl
dnl SALSA_HSALSA_REGS: the registers of the three files: the arguments
dnl LOW, HIGH, KEY, IN (functions.def, hsalsa20_words), ROUNDS, the
dnl rows ROW(0..3) in diagonal order and the temporaries P0..P2, TA and
dnl TB.  The file adds the encoding.
define(<SALSA_HSALSA_REGS>, <define(<LOW>, <%rdi>)dnl
define(<HIGH>, <%rsi>)dnl
define(<KEY>, <%rdx>)dnl
define(<IN>, <%rcx>)dnl
define(<ROUNDS>, <%eax>)dnl
define(<ROW>, defn(<ROWS_XMM>))dnl
define(<P0>, <%xmm4>)dnl
define(<P1>, <%xmm5>)dnl
define(<P2>, <%xmm6>)dnl
define(<TA>, <P0>)dnl
define(<TB>, <P1>)>)dnl
define(<SALSA_ROWS_HSALSA>, <
	C Row 0 (x0 x5 x10 x15), the constants; rows 1-3 (x4 x9 x14 x3),
	C (x8 x13 x2 x7), (x12 x1 x6 x11), where x1..x4 and x11..x14 are
	C the key's words and x6..x9 those of IN
	ROWS_MOVU	.Lsigma(%rip), ROW(0)
	SALSA_HSALSA_ROW(ROW(1), 12(KEY), 12(IN), 28(KEY), 8(KEY))
	SALSA_HSALSA_ROW(ROW(2), 8(IN), 24(KEY), 4(KEY), 4(IN))
	SALSA_HSALSA_ROW(ROW(3), 20(KEY), (KEY), (IN), 16(KEY))
	mov	$<>20, ROUNDS
	SALSA_ROWS_ROUNDS(1)
	ROWS_MOVU	ROW(0), (LOW)
	C (x6 x2 x11 x7) and (x8 x4 x13 x9), then (x6 x7 x8 x9) to HIGH
	ifdef(<ROWS_SSE>, <punpckhdq ROW(2), ROW(3)
	punpckldq ROW(1), ROW(2)
	shufps	$<>0xcc, ROW(2), ROW(3)>, <vpunpckhdq ROW(2), ROW(3), ROW(3)
	vpunpckldq ROW(1), ROW(2), ROW(2)
	vshufps	$<>0xcc, ROW(2), ROW(3), ROW(3)>)
	ROWS_MOVU	ROW(3), (HIGH)
	ret>)dnl
dnl SALSA_ROWS_YMM(g): the function of 2G blocks in G groups of ymm
dnl rows, group g holding blocks 2g and 2g + 1, AVX2 or AVX-512
dnl (x86_64/avx2/salsa20-2core.asm and salsa20-4core.asm,
dnl x86_64/avx512/salsa20-2core.asm), with the temporaries P0..P3, T
dnl and T2.  SALSA_ROWS_YMM_RODATA(g): its constants.
define(<SALSA_ROWS_YMM>, <
	C Every lane from SRC; block k's 64-bit counter (words 8 and 9,
	C the low qword of row 2) plus k.
	ROWS_LOAD_WORDS_BCAST(ymm)ifelse($1, 1, , <forloop(<grp>, 1, eval($1 - 1), <
	vmovdqa	ROW(0), ROW(4 * grp)
	vmovdqa	ROW(1), ROW(4 * grp + 1)
	vpaddq	.Lblock+eval(32 * grp)(%rip), ROW(2), ROW(4 * grp + 2)
	vmovdqa	ROW(3), ROW(4 * grp + 3)>)>)
	vpaddq	.Lblock(%rip), ROW(2), ROW(2)forloop(<grp>, 0, eval($1 - 1), <
	SALSA_DIAGONALS(grp, P0, P1, P2, P3, T)>)
	SALSA_ROWS_ROUNDS($1)forloop(<grp>, 0, eval($1 - 1), <
	SALSA_UNDIAGONALS(grp, P0, P1, P2, P3, T)>)
	C Feed-forward (all of SRC read before DST is written); row 2
	C with the block numbers again
	forloop(<rw>, 0, 3, <ifelse(rw, 2, , <
	vbroadcasti128 eval(16 * rw)(SRC), T<>forloop(<grp>, 0, eval($1 - 1), <
	vpaddd	T, ROW(4 * grp + rw), ROW(4 * grp + rw)>)>)>)
	vbroadcasti128 32(SRC), T<>forloop(<grp>, 0, eval($1 - 1), <
	vpaddq	.Lblock+eval(32 * grp)(%rip), T, T2
	vpaddd	T2, ROW(4 * grp + 2), ROW(4 * grp + 2)>)
	C Rows to blocks, group by group
	forloop(<grp>, 0, eval($1 - 1), <
	ROWS_STORE2(grp, 128 * grp)>)
	vzeroupper
	ret>)dnl
define(<SALSA_ROWS_YMM_RODATA>, <RODATA
	.p2align 5
C Added to row 2: the block numbers in the counter qwords of the lanes.
.Lblock:forloop(<grp>, 0, eval($1 - 1), <
	.quad eval(2 * grp), 0, eval(2 * grp + 1), 0>)>)dnl
dnl SALSA_ROWS_ZMM(g): the function of 4G blocks in G groups of zmm
dnl rows, group g holding blocks 4g..4g + 3, AVX-512
dnl (x86_64/avx512/salsa20-4core.asm and salsa20-8core.asm), with the
dnl temporaries P0..P3, T, T0, T1, T3 and the lane masks %k1..%k3 of
dnl the file's BLEND.  SALSA_ROWS_ZMM_RODATA(g): its constants.
define(<SALSA_ROWS_ZMM>, <
	C Every lane from SRC; block k's 64-bit counter (words 8 and 9,
	C the low qword of row 2) plus k.
	ROWS_LOAD_WORDS_BCAST(zmm)ifelse($1, 1, , <forloop(<grp>, 1, eval($1 - 1), <
	vmovdqa64 ROW(0), ROW(4 * grp)
	vmovdqa64 ROW(1), ROW(4 * grp + 1)
	vpaddq	.Lblock+eval(64 * grp)(%rip), ROW(2), ROW(4 * grp + 2)
	vmovdqa64 ROW(3), ROW(4 * grp + 3)>)>)
	vpaddq	.Lblock(%rip), ROW(2), ROW(2)
	C Lane masks for BLEND: lane 1, lane 3, lanes 2 and 3 of each 128 bits
	mov	$<>0x2222, %eax
	kmovw	%eax, %k1
	mov	$<>0x8888, %eax
	kmovw	%eax, %k2
	mov	$<>0xcccc, %eax
	kmovw	%eax, %k3
	forloop(<grp>, 0, eval($1 - 1), <
	SALSA_DIAGONALS(grp, P0, P1, P2, P3, T)>)
	SALSA_ROWS_ROUNDS($1)
	forloop(<grp>, 0, eval($1 - 1), <
	SALSA_UNDIAGONALS(grp, P0, P1, P2, P3, T)>)
	C Feed-forward (all of SRC read before DST is written)
	vbroadcasti32x4 0(SRC), T0
	vbroadcasti32x4 16(SRC), T1
	vbroadcasti32x4 32(SRC), P2
	vbroadcasti32x4 48(SRC), T3
	forloop(<grp>, 0, eval($1 - 1), <
	vpaddd	T0, ROW(4 * grp), ROW(4 * grp)
	vpaddd	T1, ROW(4 * grp + 1), ROW(4 * grp + 1)
	vpaddq	.Lblock+eval(64 * grp)(%rip), P2, T
	vpaddd	T, ROW(4 * grp + 2), ROW(4 * grp + 2)
	vpaddd	T3, ROW(4 * grp + 3), ROW(4 * grp + 3)>)
	forloop(<grp>, 0, eval($1 - 1), <
	ROWS_STORE4(ROW(4 * grp), ROW(4 * grp + 1), ROW(4 * grp + 2), ROW(4 * grp + 3), P0, P1, T0, T1, 256 * grp)>)
	CLEAR_HIGH(16, 27)		C keystream rows
	vzeroupper
	ret>)dnl
define(<SALSA_ROWS_ZMM_RODATA>, <RODATA
	.p2align 6
C Added to row 2: the block numbers in the counter qwords of the lanes.
.Lblock:forloop(<grp>, 0, eval($1 - 1), <
	.quad eval(4 * grp), 0, eval(4 * grp + 1), 0, eval(4 * grp + 2), 0, eval(4 * grp + 3), 0>)>)dnl
