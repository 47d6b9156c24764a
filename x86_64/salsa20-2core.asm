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
C (x86_64/machine.m4, SALSA_ROWS_*) so that each round is four steps
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
