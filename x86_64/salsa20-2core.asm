dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/salsa20-2core.asm -- two Salsa20 blocks in two groups of four
C xmm rows, SSE2.
C
C Why: 65 to 128 bytes on CPUs without AVX2 (the sse2 and westmere
C tiers), where the C code runs two single blocks.  As
C x86_64/avx2/salsa20-2core.asm, a block is turned into diagonal order
C (x86_64/m4/salsa20-rows.m4, SALSA_ROWS_*) so that each round is four steps
C x ^= (y + z) <<< n on whole rows; here one block per group of four
C xmm rows, the two groups' steps interleaved: two independent chains
C of four one-cycle operations per step.  SSE2 has no blend: a lane
C select is three or four operations on a mask (SALSA_SSE_BLEND), 48
C per block each way, outside the rounds (block 1 is derived from block
C 0 in diagonal order on the way in).  Needs SSE2 only.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 286; the C
C twin 491, the C 4-block twin 452 (which ran for two blocks before),
C one C block 247-253.

dnl void _symcrypt_salsa20_2core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-rows.m4>)dnl
dnl SALSA_ROWS_SSE: the function of two blocks in two groups of xmm
dnl rows, SSE2 (x86_64/salsa20-2core.asm), with the temporaries P0..P3
dnl and T; the file defines ROWS_SSE and a BLEND of SSE2 operations.
dnl SALSA_ROWS_SSE_RODATA: its constants, after .p2align 4 or more.
define(<SALSA_ROWS_SSE>, <
	C Block 0 from SRC, in diagonal order
	forloop(<rw>, 0, 3, <
	movdqu	eval(16 * rw)(SRC), ROW(rw)>)
	SALSA_DIAGONALS(0, P0, P1, P2, P3, T)
	C Block 1 a copy with its 64-bit counter plus one: word 8 (lane 0
	C of row 2) + 1, and where that gives 0, word 9 (lane 1 of row 1)
	C + 1 (cheaper than a second turn into diagonal order)
	forloop(<rw>, 0, 3, <
	movdqa	ROW(rw), ROW(4 + rw)>)
	paddd	.Lone(%rip), ROW(6)
	pxor	T, T
	pcmpeqd	ROW(6), T
	pand	.Llane0(%rip), T	C -1 in lane 0 where word 8 wrapped
	psllq	$<>32, T		C to lane 1
	psubd	T, ROW(5)
	SALSA_ROWS_ROUNDS(2)
	SALSA_UNDIAGONALS(0, P0, P1, P2, P3, T)
	SALSA_UNDIAGONALS(1, P0, P1, P2, P3, T)
	C Feed-forward (all of SRC read before DST is written: DST may be
	C SRC); row 2 of block 1 with its counter
	forloop(<rw>, 0, 3, <
	movdqu	eval(16 * rw)(SRC), T
	paddd	T, ROW(rw)ifelse(rw, 2, <
	paddq	.Lone(%rip), T>)
	paddd	T, ROW(4 + rw)>)forloop(<rw>, 0, 7, <
	movdqu	ROW(rw), eval(16 * rw)(DST)>)
	ret>)dnl
dnl SALSA_SSE_BLEND(mask, s2, s1, d): BLEND for SALSA_ROWS_SSE, D = S1 ^
dnl ((S1 ^ S2) & lanes of MASK); D may be S2, not S1.
define(<SALSA_SSE_BLEND>, <ifelse(<$4>, <$2>, , <
	movdqa	$2, $4>)
	pxor	$3, $4
	pand	.Lmask$1(%rip), $4
	pxor	$3, $4>)dnl
define(<SALSA_ROWS_SSE_RODATA>, <
C The lanes of the blends: lane 1, lane 3, lanes 2 and 3.
.Lmask0x2:
	.long 0, -1, 0, 0
.Lmask0x8:
	.long 0, 0, 0, -1
.Lmask0xc:
	.long 0, 0, -1, -1
C Added to row 2 of block 1: one in the counter qword (in diagonal
C order, to word 8); lane 0.
.Lone:
	.quad 1, 0
.Llane0:
	.long -1, 0, 0, 0>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl row r of block g: ROW(4g + r)
define(<P0>, <%xmm8>)
define(<P1>, <%xmm9>)
define(<P2>, <%xmm10>)
define(<P3>, <%xmm11>)
define(<TA>, <ifelse($1, 0, <P0>, <P2>)>)	dnl temporaries of block g's steps
define(<TB>, <ifelse($1, 0, <P1>, <P3>)>)
define(<T>, <%xmm12>)

define(<ROWS_SSE>)
define(<VMOV>, <movdqa>)
define(<BLEND>, defn(<SALSA_SSE_BLEND>))

PROLOGUE(_symcrypt_salsa20_2core)
	SALSA_ROWS_SSE
EPILOGUE(_symcrypt_salsa20_2core)

RODATA
	.p2align 4
SALSA_ROWS_SSE_RODATA
