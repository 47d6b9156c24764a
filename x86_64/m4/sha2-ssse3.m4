dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): ssse3/sha256-compress.asm, ssse3/sha512-compress.asm.
dnl x86_64/m4/sha2-ssse3.m4 -- SHA-2 with the schedule in xmm registers (SSSE3).
INCLUDE_SRC(<x86_64/m4/sha2.m4>)dnl
dnl SHA2_SLOT(n): where w + k of step n are in the frame: 32 bytes a step
dnl (both blocks), or with SHA2_SSE a ring of WORD steps of 16 bytes.
define(<SHA2_SLOT>, <ifdef(<SHA2_SSE>, <eval(16 * (($1) % WORD))>, <eval(32 * ($1))>)>)dnl
dnl SHA2_STEP_ROUNDS(n): the (first block's) rounds of step n.
define(<SHA2_STEP_ROUNDS>, <forloop(<j>, 0, eval(16 / WORD - 1), <
	SHA2_ROUNDI(eval(16 / WORD * ($1) + j), eval(SHA2_SLOT($1) + WORD * j)(%rsp))>)>)dnl
dnl SHA2_STEP_SCHED(n): the same, each round followed by a part of the
dnl schedule of step n + WORD, SCHED(n + WORD, part).  Issued as one
dnl block before the rounds, the schedule made the SSE SHA-256 20%
dnl slower on AMD Zen 4, which assigns each instruction to a queue as
dnl it dispatches.  A file that defines SCHED_INS(n, k), the schedule of
dnl step n one instruction at a time, gets five of them after h += w + k
dnl and five after t1 in each round (SHA2_SCHED_NEXT) instead.
define(<SHA2_STEP_SCHED>, <ifdef(<SCHED_INS>, <dnl
define(<SHA2_SCHED_N>, eval(($1) + WORD))define(<SHA2_SCHED_K>, 0)dnl
forloop(<j>, 0, eval(16 / WORD - 1), <
	SHA2_ROUNDI(eval(16 / WORD * ($1) + j), eval(SHA2_SLOT($1) + WORD * j)(%rsp))>)dnl
undefine(<SHA2_SCHED_N>)>, <forloop(<j>, 0, eval(16 / WORD - 1), <
	SHA2_ROUNDI(eval(16 / WORD * ($1) + j), eval(SHA2_SLOT($1) + WORD * j)(%rsp))
	SCHED(eval(($1) + WORD), j)>)>)>)dnl
dnl
dnl
dnl SHA-2 with the same rounds, rotates without BMI2, and the message
dnl schedule of one block at a time in SSE registers (SSSE3 for pshufb
dnl and palignr): x86_64/ssse3/sha256-compress.asm and
dnl sha512-compress.asm.  The file defines SHA2_SSE (before SHA2_REGS,
dnl which then names KP, a 64-bit register the rounds leave alone, and
dnl T2 in DATA's register, DATA waiting in the frame while the rounds
dnl run) and what the AVX2 files define, with X(n) an
dnl xmm register, SHA2_PADD (paddd or paddq) and SCHED(n, part): part
dnl 0 to 16 / WORD - 1 of step n of the schedule, each to run after a
dnl round, the last ending with SHA2_SSE_WK(n).  The rounds loop in passes of sixteen (WORD
dnl steps); w + k go to a ring of WORD slots of 16 bytes, K comes
dnl through KP.  Fully unrolled the code was twice the size (9 KB for
dnl SHA-256) and no faster.
dnl
dnl SHA2_SSE_WK(n): w + k of step n into the frame.
define(<SHA2_SSE_WK>, <
	movdqa	X($1), V0
	SHA2_PADD	eval(16 * (($1) % WORD))(KP), V0
	movdqa	V0, eval(16 * (($1) % WORD))(%rsp)>)dnl
dnl SHA2_SSE_BLOCKS: the state, updated with BLOCKS blocks from DATA.
define(<SHA2_SSE_BLOCKS>, <SHA2_STATE_LOAD

	ALIGN_FUNCTION
.Loop:
	lea	.LK(%rip), KP
forloop(<n>, 0, eval(WORD - 1), <
	movdqu	eval(16 * n)(DATA), X(n)
	pshufb	BSWAP, X(n)
	SHA2_SSE_WK(n)>)
	C DATA's register is T2 in the rounds
	add	<$>eval(16 * WORD), DATA
	mov	DATA, SHA2_DATA_SAVE<>(%rsp)
	mov	R1, Y1
	xor	R2, Y1			C b ^ c for round 0
	C Sixteen rounds a pass, each step of rounds after the schedule
	C WORD steps (sixteen rounds) ahead, K from KP.
.Lpass:
	add	<$>eval(16 * WORD), KP
forloop(<n>, 0, eval(WORD - 1), <
	SHA2_STEP_SCHED(n)>)
	lea	.LK+eval(16 * (SHA2_STEPS - WORD))(%rip), TP
	cmp	TP, KP
	jne	.Lpass
forloop(<n>, 0, eval(WORD - 1), <
	SHA2_STEP_ROUNDS(n)>)
	SHA2_ADD_STATE
	mov	SHA2_DATA_SAVE<>(%rsp), DATA
	sub	<$>1, BLOCKS
	jnz	.Loop>)dnl
