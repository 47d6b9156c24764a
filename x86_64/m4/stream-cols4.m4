dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-4core.asm, chacha-5core.asm, chacha-crypt-4core.asm, chacha-crypt-5core.asm, chacha-poly1305-4core.asm, salsa20-4core.asm, ssse3/chacha-4core.asm, ssse3/chacha-5core.asm, ssse3/chacha-crypt-4core.asm, ssse3/chacha-crypt-5core.asm, ssse3/chacha-poly1305-4core.asm.
dnl x86_64/m4/stream-cols4.m4 -- four blocks by columns in xmm registers (SSE2/SSSE3).
dnl
dnl The column-wise 4-block cores, x86_64/chacha-4core.asm (SSE2),
dnl x86_64/ssse3/chacha-4core.asm and x86_64/salsa20-4core.asm:
dnl register Xi holds word i of the four blocks, one per lane; sixteen
dnl words and two temporaries need eighteen registers, so two words live
dnl in the scratch FRAME (in the red zone, SLOT(i) defined by the file)
dnl at any time, with the counter words as they start, CTR_LO and CTR_HI.
dnl The quarter rounds run in pairs; between the two pairs of a round
dnl the words that only the first pair needs are stored and those of the
dnl second loaded (COLS4_SWAP), out of the chains.
dnl COLS4_ENTER: FRAME, 96 bytes, 16-byte aligned, below the stack
dnl pointer (leaf functions).
define(<COLS4_ENTER>, <
	lea	-112(%rsp), FRAME
	and	$<>-16, FRAME>)dnl
dnl COLS4_SWAP(r0, r1, out0, out1, in0, in1): store R0, R1 as words
dnl OUT0, OUT1; load words IN0, IN1 into them.
define(<COLS4_SWAP>, <
	movdqa	$1, SLOT($3)
	movdqa	$2, SLOT($4)
	movdqa	SLOT($5), $1
	movdqa	SLOT($6), $2>)dnl
dnl COLS4_FEED(x, i): X += word I of SRC, through T.
dnl COLS4_FEED_SLOT(i): word I in its slot += word I of SRC, through T.
define(<COLS4_FEED>, <
	COLS4_BROADCAST($2, T)
	paddd	T, $1>)dnl
define(<COLS4_FEED_SLOT>, <
	COLS4_BROADCAST($1, T)
	paddd	SLOT($1), T
	movdqa	T, SLOT($1)>)dnl
dnl COLS4_BROADCAST(i, x): word I of the input in every lane of X.
define(<COLS4_BROADCAST>, <
	movd	eval(4 * $1)(SRC), $2
	pshufd	$<>0, $2, $2>)dnl
dnl COLS4_COUNTERS(i, lo, hi): the 64-bit block counter of words I and
dnl I + 1 of SRC plus the block numbers lane by lane, carrying from LO
dnl (word I) into HI (word I + 1) where the sum is below the block
dnl number (unsigned; SSE2 compares signed, so both sides have their top
dnl bit flipped); also kept in CTR_LO and CTR_HI.  Clobbers T; needs
dnl COLS4_COUNTER_CONSTANTS.
define(<COLS4_COUNTERS>, <
	COLS4_BROADCAST($1, $2)
	paddd	.Lblock(%rip), $2
	movdqa	$2, T
	pxor	.Lsign(%rip), T
	movdqa	.Lblock_flipped(%rip), $3
	pcmpgtd	T, $3			C -1 where the carry goes
	COLS4_BROADCAST(eval($1 + 1), T)
	psubd	$3, T
	movdqa	T, $3
	movdqa	$2, CTR_LO
	movdqa	$3, CTR_HI>)dnl
dnl COLS4_TRANSPOSE_STORE(x0, x1, x2, x3, t0, t1, offset): X0..X3 hold words
dnl offset/4 .. offset/4 + 3 of blocks 0..3 (one block per lane); store
dnl each block's four words at DST + 64 * block + offset (COLS4_PUT).
define(<COLS4_TRANSPOSE_STORE>, <
	movdqa	$1, $5
	punpckldq $2, $5		C t0 = (a0 b0 a1 b1)
	punpckhdq $2, $1		C x0 = (a2 b2 a3 b3)
	movdqa	$3, $6
	punpckldq $4, $6		C t1 = (c0 d0 c1 d1)
	punpckhdq $4, $3		C x2 = (c2 d2 c3 d3)
	movdqa	$5, $2
	punpcklqdq $6, $5		C t0 = (a0 b0 c0 d0), block 0
	punpckhqdq $6, $2		C x1 = (a1 b1 c1 d1), block 1
	movdqa	$1, $4
	punpcklqdq $3, $1		C x0 = (a2 b2 c2 d2), block 2
	punpckhqdq $3, $4		C x3 = (a3 b3 c3 d3), block 3
	COLS4_PUT($5, $7, $3)
	COLS4_PUT($2, eval(64 + $7), $6)
	COLS4_PUT($1, eval(128 + $7), $3)
	COLS4_PUT($4, eval(192 + $7), $6)>)dnl
dnl COLS4_PUT(x, offset, t): X to DST + OFFSET; T is free.  The fused
dnl crypts (chacha-crypt-4core.asm) redefine it to XOR X with the data
dnl at DATA + OFFSET first.
define(<COLS4_PUT>, <
	movdqu	$1, $2(DST)>)dnl
dnl COLS4_COUNTER_CONSTANTS: the constants of COLS4_COUNTERS (16-byte
dnl aligned).
define(<COLS4_COUNTER_CONSTANTS>, <C Block numbers, added to the counter; the same with the top bit
C flipped, and the flip.
.Lblock:
	.long 0, 1, 2, 3
.Lblock_flipped:
	.long 0x80000000, 0x80000001, 0x80000002, 0x80000003
.Lsign:
	.long 0x80000000, 0x80000000, 0x80000000, 0x80000000>)dnl
