dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/chacha-8core.asm -- eight ChaCha blocks, two quads of four
C side by side, SSE2.
C
C Why: the 4-block core runs at the latency of the quarter-round chain
C (16 dependent vector operations per round, 2 cycles each on Zen 5),
C leaving vector units idle.  Two independent quads double the work
C per chain.
C
C The 32 words do not fit in eight xmm registers: every word lives in
C its slot of the frame, and the four quarter rounds of a round of one
C quad run interleaved step by step, the rounds of the two quads in
C turn.  Each quarter round has two registers: Y carries the chain
C (each step's new word, also stored), X is the rotation temporary;
C every other operand is a memory operand, a word stored a step or
C more earlier, so store-to-load forwarding stays off the chain
C except once per round (b, the last result and the next round's
C first input).  Measured alternatives (ticks per call): two quarter
C rounds at a time with four registers each (b, d, a, c's
C temporary), fewer loads and stores, 936 (the out-of-order window
C does not reach the next pairs); four at a time with the steps'
C inputs loaded rather than used from memory, 858; this, 832-858.
C
C Measured: doc/x86-32.md and src/stream/chacha-widths.c.

dnl void _symcrypt_chacha_8core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

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

C ROTL16(x): rotate by 16, swapping the halves of each word.
define(<ROTL16>, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>)

C QWORD(j): the slot of word j of quarter round k (QSTEP in
C stream8.m4): word 4 * j + k, in a diagonal round 4 * j + (k + j) % 4.
define(<QWORD>, <eval(16 * QUAD + 4 * $1 + (k + $1 * DIAG) % 4)>)

C QROUND4(quad, diag): the four column (DIAG 0) or diagonal (DIAG 1)
C quarter rounds of QUAD, interleaved step by step.  Each step's new
C word stays in WY for the next step and is stored; the other operand
C of each step is a memory operand.
define(<QROUND4>, <pushdef(<QUAD>, $1)pushdef(<DIAG>, $2)
	C a += b; d = rotl(d ^ a, 16)
	QSTEP(<
	movdqa	WA, WY
	paddd	WB, WY
	movdqa	WY, WA
	pxor	WD, WY>)
	QSTEP(<ROTL16(WY)
	movdqa	WY, WD>)
	C c += d; b = rotl(b ^ c, 12)
	QSTEP(<
	paddd	WC, WY
	movdqa	WY, WC
	pxor	WB, WY>)
	QSTEP(<
	ROTL(WY, 12, WX)
	movdqa	WY, WB>)
	C a += b; d = rotl(d ^ a, 8)
	QSTEP(<
	paddd	WA, WY
	movdqa	WY, WA
	pxor	WD, WY>)
	QSTEP(<
	ROTL(WY, 8, WX)
	movdqa	WY, WD>)
	C c += d; b = rotl(b ^ c, 7)
	QSTEP(<
	paddd	WC, WY
	movdqa	WY, WC
	pxor	WB, WY>)
	QSTEP(<
	ROTL(WY, 7, WX)
	movdqa	WY, WB>)popdef(<QUAD>, <DIAG>)>)

PROLOGUE(_symcrypt_chacha_8core)
	STREAM8_CORE(12)
EPILOGUE(_symcrypt_chacha_8core)
