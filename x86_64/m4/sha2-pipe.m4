dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): alu6/sha256-compress.asm, alu6/sha512-compress.asm, avx512/sha512-compress.asm, bmi2/sha256-compress.asm, bmi2/sha512-compress.asm, opcache4k/sha512-compress.asm.
dnl x86_64/m4/sha2-pipe.m4 -- SHA-2 with the schedule of the next block computed beside the rounds (AVX2/AVX-512).
INCLUDE_SRC(<x86_64/m4/sha-pair.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha2.m4>)dnl
dnl
dnl SHA-2 with scalar rounds (rorx) and the message schedule of two
dnl blocks at once in AVX2, one block per 128-bit lane:
dnl x86_64/bmi2/sha256-compress.asm and sha512-compress.asm.  A 16-byte
dnl lane holds 16 / WORD schedule words, a "step"; w + k of both blocks
dnl go to a stack frame, 32 bytes per step (first block, then second),
dnl and the second block's rounds run from there after the first's.
dnl The file calls SHA2_REGS (WORD, ROUNDS, the rotate counts and the
dnl registers of the rounds) and defines X(n) and XL(n) (the ymm and
dnl xmm register of step n of the schedule), V0, BSWAP; SCHED(n) (step
dnl n of the schedule, ending with SHA2_WK(n)); the constants at .LK.
dnl
define(<SHA2_VPADD>, <ifelse(WORD, 4, <vpaddd>, <vpaddq>)>)dnl
dnl
dnl SHA2_WK(n): w + k of step n of both blocks into the frame.
define(<SHA2_WK>, <
	vbroadcasti128	.LK+eval(16 * ($1))(%rip), V0
	SHA2_VPADD	V0, X($1), V0
	vmovdqu	V0, eval(32 * ($1))(%rsp)>)dnl
dnl SHA2_LOAD(n): step n of both blocks (DATA and TP), byte-swapped.
define(<SHA2_LOAD>, <
	vmovdqu	eval(16 * ($1))(DATA), XL($1)
	vinserti128	<$>1, eval(16 * ($1))(TP), X($1), X($1)
	vpshufb	BSWAP, X($1), X($1)
	SHA2_WK($1)>)dnl
dnl SHA2_WIPE(width): the frame's w + k cleared, 32 bytes a step
dnl (after a pair of blocks) or the low 16 (after a block alone, whose
dnl high lanes hold the schedule of the zero block, that is K), with
dnl straight-line stores: the loop of 32-byte stores it replaces cost
dnl three instructions a store.
define(<SHA2_WIPE>, <
	vpxor	V0, V0, V0
forloop(<n>, 0, eval(SHA2_STEPS - 1), <
	vmovdqu	ifelse($1, 16, <XMM(V0)>, <V0>), eval(32 * n)(%rsp)>)>)dnl
dnl SHA2_PIPE_A(m), SHA2_PIPE_B(m): those for SHA-2 (the lag is WORD).
define(<SHA2_PIPE_A>, <PAIR_SPREAD_A($1, SHA2_AHEAD, SHA2_STEPS, WORD)>)dnl
define(<SHA2_PIPE_B>, <PAIR_SPREAD_B($1, SHA2_AHEAD, SHA2_STEPS)>)dnl
dnl SHA2_PIPE_LOAD(n): step n of the next pair (DATA and NP), byte-swapped.
define(<SHA2_PIPE_LOAD>, <
	vmovdqu	eval(16 * ($1))(DATA), XL($1)
	vinserti128	<$>1, eval(16 * ($1))(NP), X($1), X($1)
	vpshufb	BSWAP, X($1), X($1)
	SHA2_WK($1)>)dnl
dnl SHA2_PIPE_STEP(m): step m, whole or (SCHED_INS) to be spread over
dnl the rounds that follow.
define(<SHA2_PIPE_STEP>, <ifelse(eval(($1) / WORD), 0, <SHA2_PIPE_LOAD($1)>,
	<ifdef(<SCHED_INS>, <define(<SHA2_SCHED_N>, <$1>)define(<SHA2_SCHED_K>, 0)>,
	<SCHED($1)>)>)>)dnl
dnl SHA2_PIPE_ROUNDS(n, at, from, to, offset): the rounds of step n
dnl (w + k at OFFSET in each slot), after step m of FROM..TO for which
dnl AT(m) is n.
define(<SHA2_PIPE_ROUNDS>, <forloop(<pm>, $3, $4, <ifelse(eval($2(pm) == ($1)), 1, <
	SHA2_PIPE_STEP(pm)>)>)forloop(<j>, 0, eval(16 / WORD - 1), <
	SHA2_ROUNDI(eval(16 / WORD * ($1) + j),
	eval(32 * ($1) + $5 + WORD * j)(%rsp))>)undefine(<SHA2_SCHED_N>)>)dnl
dnl
dnl SHA2_LOOP_TOP: the top of the loop over the pairs, .Loop, 64-byte
dnl aligned and entered by a jump on the first pass as on the later ones.
dnl Aligned: at 16 (ALIGN_FUNCTION), the same code ran 1 KiB SHA-512
dnl messages 0-7% slower on AMD Zen 4, depending on where the loop fell;
dnl aligned, 2% faster.  The jump: with the first pass falling in from
dnl the loads above, the first return to .Loop cost about 300 ticks
dnl more, once a call, on AMD Zen 5 (three blocks 1,150-1,220 ticks
dnl against 850 with the jump; doc/x86_64-hash.md).
define(<SHA2_LOOP_TOP>, <jmp	.Loop
	.p2align 6
.Loop:>)dnl
dnl SHA2_BLOCKS(ahead): the state, updated with BLOCKS blocks from DATA,
dnl two at a time; the frame cleared after.  The schedule is spread
dnl over both blocks of a pair: the second block's rounds (from the
dnl frame, unrolled) compute the first AHEAD steps of the next pair,
dnl the first block's rounds the rest of their own pair, so that no
dnl block's rounds carry the whole schedule.  The frame holds one pair:
dnl a step of the next pair overwrites a slot whose second-block words
dnl are used.  A call computes its first pair's first AHEAD steps (at
dnl least WORD, the loaded ones) before any round.  The last pair's
dnl second block runs the same code, on the zero block (its steps go
dnl unused): a separate loop of eight rounds for it, as before, made
dnl calls of 2-16 blocks 1-4% slower (seventh pass, second part).
dnl Before, every pair ran that way with only the loads ahead: the
dnl first block's rounds beside the whole schedule, the second's alone.
dnl On AMD Zen 4 the SHA-512 loop is now 3-4% faster, the SHA-256 one
dnl 4% (doc/x86_64-hash.md).  A file with
dnl SCHED_INS has each computed step's instructions in groups inside the
dnl rounds of the step it is placed at (SHA2_SCHED_NEXT); it needs
dnl SCHED(n) too, the whole step n, if AHEAD is more than WORD (for the
dnl steps before a call's first round).
define(<SHA2_BLOCKS>, <define(<SHA2_AHEAD>, <$1>)SHA2_STATE_LOAD
	C The pair's second block, or the zero block (.Lzero, 16 * WORD
	C bytes, in the file) when the first is the last: only the low
	C lanes are then secret.  Without a branch: a jump to a separate
	C load of one block measured 5-8% slower for 1 KiB messages (a
	C call of eight blocks, then one of the padding block) on AMD Zen
	C 4 (doc/x86_64-hash.md).
	lea	eval(16 * WORD)(DATA), TP
	lea	.Lzero(%rip), ZP
	cmp	<$>1, BLOCKS
	cmove	ZP, TP
	C the pair's first AHEAD steps
forloop(<n>, 0, eval(WORD - 1), <
	SHA2_LOAD(n)>)
ifelse(SHA2_AHEAD, WORD, , <forloop(<n>, WORD, eval(SHA2_AHEAD - 1), <
	SCHED(n)>)>)

	SHA2_LOOP_TOP
	C the first block, and the rest of its pair's schedule
	mov	R1, Y1
	xor	R2, Y1			C b ^ c for round 0
forloop(<pn>, 0, eval(SHA2_STEPS - 1), <
	SHA2_PIPE_ROUNDS(pn, <SHA2_PIPE_A>, SHA2_AHEAD, eval(SHA2_STEPS - 1), 0)>)
	SHA2_ADD_STATE
	sub	<$>1, BLOCKS
	jnz	.Lpipe			C a block alone ends here; the
	SHA2_WIPE(16)			C other way round measured slower
	jmp	.Lend			C for 9-block calls (3463 ticks
					C against 3331 on Zen 4)
.Lpipe:
	C the second block, and the first AHEAD steps of the next pair:
	C its blocks are DATA and NP, the zero block for a block it lacks
	C (both after the last pair)
	mov	STATE, SHA2_DATA_SAVE<>(%rsp)
	add	<$>eval(32 * WORD), DATA
	lea	eval(16 * WORD)(DATA), NP
	lea	.Lzero(%rip), ZP
	cmp	<$>2, BLOCKS
	cmovbe	ZP, NP
	cmovb	ZP, DATA
	mov	R1, Y1
	xor	R2, Y1
forloop(<pn>, 0, eval(SHA2_STEPS - 1), <
	SHA2_PIPE_ROUNDS(pn, <SHA2_PIPE_B>, 0, eval(SHA2_AHEAD - 1), 16)>)
	mov	SHA2_DATA_SAVE<>(%rsp), STATE
	SHA2_ADD_STATE
	sub	<$>1, BLOCKS
	jnz	.Loop
	SHA2_WIPE(32)

.Lend:>)dnl
dnl
dnl SHA2_Q(register): its 64-bit name (an address register of lea).
define(<SHA2_Q>, <patsubst(patsubst(<$1>, <^%e>, <%r>), <d$>)>)dnl
dnl SHA2_ROUND4(w + k, a, b, c, d, e, f, g, h, y_new, y_old): the same
dnl round with both chains four deep instead of five, for CPUs with more
dnl ALUs than the 22 operations of SHA2_ROUND need per chain length.
dnl d takes h + w + k before e is known, then Ch's two halves and S1(e)
dnl last: e to the next e is rorx, xor, xor, add.  The new a is the new
dnl e plus Maj(a, b, c) - d plus S0(a), with Maj as (a & (b ^ c)) + (b &
dnl c) (the two halves have no bit in common), b ^ c left by the
dnl previous round and (b & c) - d made before d changes: from a, S0(a)
dnl and one add; from e, one add after the new e, so a runs two
dnl operations behind e and both advance four a round.  24 ALU
dnl operations and three moves; Ch as with SHA2_ANDN (BMI1).
define(<SHA2_ROUND4>, <
	mov	$3, $10
	and	$4, $10			C b & c
	sub	$5, $10			C (b & c) - d
	add	$1, $9			C h + w + k
	add	$9, $5			C d += h + w + k
	SHA2_SCHED_NEXT
	andn	$8, $6, $9		C ~e & g
	SHA2_SIGMA_STEP(0, SIGMA1_ROT, $6)
	SHA2_SIGMA_STEP(1, SIGMA1_ROT, $6)
	add	$9, $5			C Ch's halves into d
	mov	$7, $9
	SHA2_SIGMA_STEP(2, SIGMA1_ROT, $6)
	and	$6, $9			C e & f
	SHA2_SIGMA_STEP(3, SIGMA1_ROT, $6)	C S1(e)
	add	$9, $5
	add	T1, $5			C d is the new e
	SHA2_SCHED_NEXT
	SHA2_SIGMA_STEP(0, SIGMA0_ROT, $2)
	and	$2, $11			C a & (b ^ c)
	SHA2_SIGMA_STEP(1, SIGMA0_ROT, $2)
	add	$11, $10		C Maj(a, b, c) - d
	lea	(SHA2_Q($5), SHA2_Q($10)), $9	C t1 + Maj(a, b, c)
	SHA2_SIGMA_STEP(2, SIGMA0_ROT, $2)
	mov	$2, $10
	xor	$3, $10			C a ^ b
	SHA2_SIGMA_STEP(3, SIGMA0_ROT, $2)	C S0(a)
	add	T1, $9>)dnl
dnl
dnl SHA2_BLOCKS_ROLLED: SHA2_BLOCKS(WORD) with the second block's
dnl rounds in a loop of eight (from the frame; %rdi counts the frame
dnl offset up to 0) and the next pair's first WORD steps, the loaded
dnl ones, after them: two thirds of the code, for CPUs where the
dnl unrolled loop runs at the front end's pace (AMD Zen 5, with
dnl SHA2_ROUND4: doc/x86_64-hash.md).  The first block's rounds
dnl compute steps WORD..STEPS-1 as in SHA2_BLOCKS.
define(<SHA2_BLOCKS_ROLLED>, <define(<SHA2_AHEAD>, WORD)SHA2_STATE_LOAD
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
	mov	R1, Y1
	xor	R2, Y1			C b ^ c for round 0
forloop(<pn>, 0, eval(SHA2_STEPS - 1), <
	SHA2_PIPE_ROUNDS(pn, <SHA2_PIPE_A>, SHA2_AHEAD, eval(SHA2_STEPS - 1), 0)>)
	SHA2_SECOND_ROLLED>)dnl
dnl
dnl SHA2_SECOND_ROLLED: the end of a pair in SHA2_BLOCKS_ROLLED and
dnl SHA2_BLOCKS_LOOPED, after the first block's rounds: the state
dnl added, the second block in a loop of SHA2_SECOND_PASS rounds a pass
dnl (a multiple of eight that divides ROUNDS; eight unless the file
dnl defines it), the next pair's loaded steps and the jump back to .Loop.
ifdef(<SHA2_SECOND_PASS>, , <define(<SHA2_SECOND_PASS>, 8)>)dnl
define(<SHA2_SECOND_ROLLED>, <
	SHA2_ADD_STATE
	sub	<$>1, BLOCKS
	jnz	.Lsecond
	SHA2_WIPE(16)
	jmp	.Lend
.Lsecond:
	C the second block, SHA2_SECOND_PASS rounds (SHA2_SECOND_PASS *
	C WORD / 16 steps, 2 * SHA2_SECOND_PASS * WORD bytes of the
	C frame) a pass
	mov	STATE, SHA2_DATA_SAVE<>(%rsp)
	mov	<$>-eval(32 * SHA2_STEPS), %rdi
	mov	R1, Y1
	xor	R2, Y1
	.p2align 5
.Lsecond_rounds:
forloop(<j>, 0, eval(SHA2_SECOND_PASS - 1), <
	SHA2_ROUNDI(j, eval(32 * SHA2_STEPS + 32 * (j / (16 / WORD)) + 16
	+ WORD * (j % (16 / WORD)))(%rsp, %rdi))>)
	add	<$>eval(2 * SHA2_SECOND_PASS * WORD), %rdi
	jnz	.Lsecond_rounds
	mov	SHA2_DATA_SAVE<>(%rsp), STATE
	SHA2_ADD_STATE
	sub	<$>1, BLOCKS
	jz	.Lwipe32
	add	<$>eval(32 * WORD), DATA
	lea	eval(16 * WORD)(DATA), TP
	lea	.Lzero(%rip), ZP
	cmp	<$>1, BLOCKS
	cmove	ZP, TP
forloop(<n>, 0, eval(WORD - 1), <
	SHA2_LOAD(n)>)
	jmp	.Loop
.Lwipe32:
	SHA2_WIPE(32)

.Lend:>)dnl
