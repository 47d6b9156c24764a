dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/opcache4k/sha512-compress.asm -- SHA-512 compression for cores
C whose op cache holds 4,096 operations (AMD Zen 2 and 3): the bmi2
C file's rounds and schedule, in loops.

C Why: the bmi2 file's loop, two blocks of 80 unrolled rounds (5,200
C instructions), does not fit in that op cache, so it runs from the
C decoders, four instructions a cycle: about 30 a round with the
C schedule, 7.5 cycles, where the rounds alone run in 6.4 from a small
C loop.  Here both blocks' rounds run in loops (SHA2_BLOCKS_LOOPED):
C the first block's sixteen at a time with the schedule of the pair's
C next eight steps, the second block's sixteen at a time from the frame.
C
C Measured 2026-11-27, AMD EPYC family 25 model 1 (Zen 3), rdtsc ticks
C per 128-byte block at 16 KiB, best of 1,500 interleaved calls:
C   this file                               408.1-409.0
C   the same, second block eight a pass     410.4-411.1
C   x86_64/bmi2                             437-451
C   OpenSSL 3.0.19 (AVX2, BMI1/2)           407.5-408.5

dnl void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 128-byte
dnl blocks, any alignment.

dnl The schedule in four groups of six, one in each half round of a
dnl step: 410-411 ticks a block against 429 with two groups of twelve
dnl (the bmi2 file's, measured on Zen 4) and 412-413 with three of eight
dnl (Zen 3, as below; with the second block sixteen rounds a pass, six
dnl 408.1-409.0 and eight 409.8-410.2, 2026-11-27).
define(<SCHED_GROUP>, 6)
dnl The second block sixteen rounds a pass: 408.1-409.0 ticks a block
dnl against 410.4-411.1 with eight, 431.6 with all 80 unrolled and
dnl 447.7 with forty (the op cache again; Zen 3, 2026-11-27).
define(<SHA2_SECOND_PASS>, 16)
INCLUDE_SRC(<x86_64/m4/sha512-pair.m4>)dnl
dnl SHA2_BLOCKS_LOOPED: SHA2_BLOCKS_ROLLED with the first block's rounds
dnl in a loop too, for cores whose op cache holds the loops only when
dnl they are this small (AMD Zen 2 and 3: 4,096 operations).  A pass
dnl runs sixteen rounds (WORD steps) and computes the steps WORD ahead,
dnl as SHA2_PIPE_A places them when AHEAD is WORD: the registers X(n)
dnl and the rounds' registers come back to the same names after
dnl sixteen rounds, so one pass of code serves every pass.  %rdi (STATE,
dnl saved in the frame) counts the frame offset up to 0 and %rsi
dnl (BLOCKS, saved in the red zone) points at the pass's k; the last
dnl WORD steps, whose rounds compute none, follow the loop.
define(<SHA2_BLOCKS_LOOPED>, <define(<SHA2_AHEAD>, WORD)SHA2_STATE_LOAD
	lea	eval(16 * WORD)(DATA), TP
	lea	.Lzero(%rip), ZP
	cmp	<$>1, BLOCKS
	cmove	ZP, TP
	C the pair's loaded steps: DATA and TP, the zero block for TP
	C when DATA is the last
forloop(<n>, 0, eval(WORD - 1), <
	SHA2_LOAD(n)>)

	SHA2_LOOP_TOP
	C the first block, and the rest of its pair's schedule
	mov	STATE, SHA2_DATA_SAVE<>(%rsp)
	mov	BLOCKS, -8(%rsp)
	lea	.LK+eval(16 * WORD)(%rip), %rsi
	mov	<$>-eval(32 * (SHA2_STEPS - WORD)), %rdi
	mov	R1, Y1
	xor	R2, Y1			C b ^ c for round 0
define(<SHA2_LOOPED_PASS>)dnl
	.p2align 5
.Lsched:
forloop(<pn>, 0, eval(WORD - 1), <
	SHA2_PIPE_STEP(eval(pn + WORD))forloop(<j>, 0, eval(16 / WORD - 1), <
	SHA2_ROUNDI(eval(16 / WORD * pn + j),
	eval(32 * (pn + SHA2_STEPS - WORD) + WORD * j)(%rsp, %rdi))>)undefine(<SHA2_SCHED_N>)>)
undefine(<SHA2_LOOPED_PASS>)dnl
	add	<$>eval(16 * WORD), %rsi
	add	<$>eval(32 * WORD), %rdi
	jnz	.Lsched
	C the last WORD steps' rounds
forloop(<pn>, eval(SHA2_STEPS - WORD), eval(SHA2_STEPS - 1), <forloop(<j>, 0,
	eval(16 / WORD - 1), <
	SHA2_ROUNDI(eval(16 / WORD * pn + j), eval(32 * pn + WORD * j)(%rsp))>)>)
	mov	-8(%rsp), BLOCKS
	mov	SHA2_DATA_SAVE<>(%rsp), STATE
	SHA2_SECOND_ROLLED>)dnl
define(<SHA2_ANDN>, <1>)
SHA512_AVX2_COMPRESS(<SHA2_BLOCKS_LOOPED>)
