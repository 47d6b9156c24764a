dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/salsa20-8core.asm -- eight Salsa20 blocks, two quads of
C four side by side, SSE2.
C
C Why: as for chacha-8core.asm, the 4-block core runs at the latency of
C the quarter-round chain; two independent quads double the work per
C chain.  The same arrangement: every word in its slot of the frame,
C the four quarter rounds of a round of one quad interleaved step by
C step, the two quads in turn; in each quarter round Y carries the
C chain (each step's new word, also stored) and X is the rotation
C temporary.  A quarter round ends with its a word, the a of the same
C quarter round of the next round, which it reads back from the frame
C (the other quad's round used the registers meanwhile).
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, gcc -m32 -O2;
C src/stream/salsa20-widths.c, doc/x86-32.md): 832-858 rdtsc ticks per call
C (min and p25 of 2001), against 960 for the 4-block core and two
C single blocks; Salsa20 at 16 KiB 1.81 ticks/byte, the C 3.78.

dnl void _symcrypt_salsa20_8core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86/stream8.m4>)dnl
define(<SRC>, <%eax>)
define(<ROUNDS>, <%ecx>)
define(<DST>, <%edx>)
define(<X0>, <%xmm0>)	dnl rotation temporary and chain of quarter round 0
define(<Y0>, <%xmm1>)
define(<X1>, <%xmm2>)	dnl the same for quarter rounds 1, 2, 3
define(<Y1>, <%xmm3>)
define(<X2>, <%xmm4>)
define(<Y2>, <%xmm5>)
define(<X3>, <%xmm6>)
define(<Y3>, <%xmm7>)

C QWORD(j): the slot of word j of quarter round k (QSTEP in
C stream8.m4): word 5 * k + 4 * j mod 16 in a column round, 4 * k +
C (k + j) % 4 in a row round.
define(<QWORD>, <eval(16 * QUAD + ifelse(ROW, 0, <(5 * k + 4 * $1) % 16>,
	<4 * k + (k + $1) % 4>))>)

C QROUND4(quad, row): the four column (ROW 0) or row (ROW 1) quarter
C rounds of QUAD, interleaved step by step.  Each step's new word
C stays in WY for the next step and is stored; the other operands are
C memory operands.
define(<QROUND4>, <pushdef(<QUAD>, $1)pushdef(<ROW>, $2)
	C b ^= rotl(a + d, 7)
	QSTEP(<
	movdqa	WA, WY
	paddd	WD, WY>)
	QSTEP(<
	ROTL(WY, 7, WX)
	pxor	WB, WY
	movdqa	WY, WB>)
	C c ^= rotl(b + a, 9)
	QSTEP(<
	paddd	WA, WY>)
	QSTEP(<
	ROTL(WY, 9, WX)
	pxor	WC, WY
	movdqa	WY, WC>)
	C d ^= rotl(c + b, 13)
	QSTEP(<
	paddd	WB, WY>)
	QSTEP(<
	ROTL(WY, 13, WX)
	pxor	WD, WY
	movdqa	WY, WD>)
	C a ^= rotl(d + c, 18)
	QSTEP(<
	paddd	WC, WY>)
	QSTEP(<
	ROTL(WY, 18, WX)
	pxor	WA, WY
	movdqa	WY, WA>)popdef(<QUAD>, <ROW>)>)

PROLOGUE(_symcrypt_salsa20_8core)
	STREAM8_CORE(8)
EPILOGUE(_symcrypt_salsa20_8core)
