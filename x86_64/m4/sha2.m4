dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): alu6/sha256-compress.asm, alu6/sha512-compress.asm, avx512/sha512-compress.asm, bmi2/sha256-compress.asm, bmi2/sha512-compress.asm, opcache4k/sha512-compress.asm, sha256-compress.asm, sha512-compress.asm, ssse3/sha256-compress.asm, ssse3/sha512-compress.asm.
dnl x86_64/m4/sha2.m4 -- SHA-2 (SHA-256 and SHA-512): rounds, frame, schedule ring.
dnl SHA2_REGS(word): WORD (4 for SHA-256, 8 for SHA-512), ROUNDS,
dnl SIGMA0_ROT, SIGMA1_ROT and the registers of the rounds, the same in
dnl every file: STATE, BLOCKS, DATA, the eight working variables R0..R7
dnl (see SHA2_REG), Y0 and Y1 (a ^ b of one round, which is b ^ c of
dnl the next), T1 and its 64-bit TP, and T2, ZP (T2's 64-bit register,
dnl the address of the zero block), or with SHA2_SSE or SHA2_SCALAR
dnl (defined first) KP (and T2: with SHA2_SSE in DATA's register, DATA waiting in the
dnl frame; with SHA2_SCALAR in STATE's, the file's S1).
define(<SHA2_REGS>, <define(<WORD>, <$1>)dnl
define(<ROUNDS>, <ifelse($1, 4, 64, 80)>)dnl
define(<SIGMA1_ROT>, <ifelse($1, 4, <6, 11, 25>, <14, 18, 41>)>)dnl
define(<SIGMA0_ROT>, <ifelse($1, 4, <2, 13, 22>, <28, 34, 39>)>)dnl
define(<STATE>, <%rdi>)dnl
define(<BLOCKS>, <%rsi>)dnl
define(<DATA>, <%rdx>)dnl
define(<R0>, <ifelse($1, 4, <%eax>, <%rax>)>)dnl
define(<R1>, <ifelse($1, 4, <%ebx>, <%rbx>)>)dnl
define(<R2>, <ifelse($1, 4, <%ecx>, <%rcx>)>)dnl
define(<R3>, <ifelse($1, 4, <%ebp>, <%rbp>)>)dnl
define(<R4>, <ifelse($1, 4, <%r8d>, <%r8>)>)dnl
define(<R5>, <ifelse($1, 4, <%r9d>, <%r9>)>)dnl
define(<R6>, <ifelse($1, 4, <%r10d>, <%r10>)>)dnl
define(<R7>, <ifelse($1, 4, <%r11d>, <%r11>)>)dnl
define(<Y0>, <ifelse($1, 4, <%r12d>, <%r12>)>)dnl
define(<Y1>, <ifelse($1, 4, <%r13d>, <%r13>)>)dnl
define(<T1>, <ifelse($1, 4, <%r14d>, <%r14>)>)dnl
define(<TP>, <%r14>)dnl
ifdef(<SHA2_SSE>, <define(<KP>, <%r15>)dnl
define(<T2>, <ifelse($1, 4, <%edx>, <%rdx>)>)>, ifdef(<SHA2_SCALAR>, <define(<KP>, <%r15>)dnl
define(<T2>, <ifelse($1, 4, <%edi>, <%rdi>)>)>,
	<define(<T2>, <ifelse($1, 4, <%r15d>, <%r15>)>)dnl
define(<ZP>, <%r15>)>))>)dnl
define(<SHA2_STEPS>, <eval(ROUNDS * WORD / 16)>)dnl
dnl SHA2_SSE (defined by the file): one block at a time, see below.
dnl SHA2_SCALAR (defined by the file): the schedule in general
dnl registers, see SHA2_SCALAR_BLOCKS.
define(<SHA2_WK_SIZE>, <ifdef(<SHA2_SSE>, <eval(16 * WORD)>,
	<ifdef(<SHA2_SCALAR>, <eval(16 * WORD)>,
	<eval(2 * ROUNDS * WORD)>)>)>)dnl
define(<SHA2_DATA_SAVE>, <SHA2_WK_SIZE>)dnl
dnl The frame: w + k (or w, SHA2_SCALAR), then the saved data pointer
dnl (in SHA2_BLOCKS, or the state pointer; with SHA2_SCALAR also the
dnl state pointer and the block count);
dnl after the return address and six pushes it keeps %rsp 16-byte
dnl aligned.
define(<SHA2_FRAME>, <eval(SHA2_WK_SIZE + ifdef(<SHA2_SCALAR>, 24, 8))>)dnl
dnl
dnl SHA2_SIGMA_STEP(k, r1, r2, r3, x): part K (0 to 3) of T1 = x rotated
dnl right by r1, r2 and r3, xored.  SHA2_ROUND spreads the parts
dnl between other work.  With rorx, three rotates of x and two XORs (T2
dnl is clobbered).  Without (the file defines SHA2_ROR), three copies of
dnl x rotated and xored (T2 clobbered): a chain of three, as with rorx.
dnl The chain of five of one copy (x rotated by r3 - r2, xored with x,
dnl rotated by r2 - r1, xored with x, rotated by r1) made the chain from
dnl e to the next e seven operations, and the rounds ran at it on AMD
dnl Zen 4: the SSSE3 SHA-256 10% slower, the SSE2 ones 2%
dnl (doc/x86_64-hash.md).
define(<SHA2_SIGMA_STEP>, <ifdef(<SHA2_ROR>, <ifelse($1, 0, <mov	$5, T1
	ror	<$>$2, T1>,
	$1, 1, <mov	$5, T2
	ror	<$>$3, T2>,
	$1, 2, <xor	T2, T1
	mov	$5, T2>, <ror	<$>$4, T2
	xor	T2, T1>)>,
	<ifelse($1, 0, <rorx	<$>$2, $5, T1>,
	$1, 1, <rorx	<$>$3, $5, T2>,
	$1, 2, <xor	T2, T1
	rorx	<$>$4, $5, T2>, <xor	T2, T1>)>)>)dnl
dnl
dnl SHA2_ROUND(w + k, a, b, c, d, e, f, g, h, y_new, y_old): one round.
dnl h += w + k + S1(e) + Ch(e, f, g); d += h; h += S0(a) + Maj(a, b, c).
dnl Ch = ((f ^ g) & e) ^ g, in y_new before it takes a ^ b; with
dnl SHA2_ANDN (defined by the bmi2 files and the avx512 SHA-512) Ch =
dnl andn(e, g) + (e & f), each half added to h: the same count of ALU
dnl operations, in an order that ran 2% faster on AMD Zen 4
dnl (doc/x86_64-hash.md; other orders of the same instructions lost
dnl 2-5%; the avx512 SHA-512 gains 3% at 1 and 16 KiB);
dnl Maj = ((a ^ b) & (b ^ c)) ^ b, with b ^ c left by the previous round.
dnl The chain from e to the next e is five operations deep (S1(e), two
dnl additions), as is the one from a to the next a.  The order of the
dnl instructions matters on AMD Zen 4, which assigns each to an ALU
dnl queue as it dispatches: with Ch and S1 interleaved, then S0 and Maj
dnl (rather than each computed whole in turn), the SHA-512 loop runs
dnl 8% faster there (doc/x86_64-hash.md).
define(<SHA2_ROUND>, <
	add	$1, $9			C h += w + k
	SHA2_SCHED_NEXT
ifdef(<SHA2_ANDN>, <	andn	$8, $6, $10		C ~e & g
	SHA2_SIGMA_STEP(0, SIGMA1_ROT, $6)
	SHA2_SIGMA_STEP(1, SIGMA1_ROT, $6)
	add	$10, $9
	mov	$7, $10
	SHA2_SIGMA_STEP(2, SIGMA1_ROT, $6)
	and	$6, $10			C e & f
	SHA2_SIGMA_STEP(3, SIGMA1_ROT, $6)	C S1(e)
	add	$10, $9>, <	mov	$7, $10
	SHA2_SIGMA_STEP(0, SIGMA1_ROT, $6)
	xor	$8, $10
	SHA2_SIGMA_STEP(1, SIGMA1_ROT, $6)
	and	$6, $10
	SHA2_SIGMA_STEP(2, SIGMA1_ROT, $6)
	xor	$8, $10			C Ch(e, f, g)
	SHA2_SIGMA_STEP(3, SIGMA1_ROT, $6)	C S1(e)
	add	$10, $9>)
	add	T1, $9			C h is now t1
	SHA2_SCHED_NEXT
	SHA2_SIGMA_STEP(0, SIGMA0_ROT, $2)
	add	$9, $5			C d += t1
	SHA2_SIGMA_STEP(1, SIGMA0_ROT, $2)
	mov	$2, $10
	SHA2_SIGMA_STEP(2, SIGMA0_ROT, $2)
	xor	$3, $10			C a ^ b
	SHA2_SIGMA_STEP(3, SIGMA0_ROT, $2)	C S0(a)
	and	$10, $11
	xor	$3, $11			C Maj(a, b, c)
	add	$11, $9
	add	T1, $9>)dnl
dnl SHA2_SCHED_NEXT: in SHA2_STEP_SCHED or SHA2_BLOCKS, in a file that
dnl defines SCHED_INS, the next SCHED_GROUP instructions of the
dnl schedule (the file's choice, 5 if it makes none); else nothing.
define(<SHA2_SCHED_NEXT>, <ifdef(<SHA2_SCHED_N>, <forloop(<g>, 1,
	ifdef(<SCHED_GROUP>, <SCHED_GROUP>, 5), <SHA2_SCHED_INS>)>)>)dnl
dnl SHA2_SCHED_INS: instruction SHA2_SCHED_K of the schedule of step
dnl SHA2_SCHED_N, SCHED_INS(n, k) (nothing past its last); K counts on.
define(<SHA2_SCHED_INS>, <define(<SHA2_SCHED_K>, incr(SHA2_SCHED_K))dnl
SCHED_INS(SHA2_SCHED_N, decr(SHA2_SCHED_K))>)dnl
dnl
dnl SHA2_REG(i): the register of a in round i (only i mod 8 matters);
dnl round i finds a in R(-i), b in R(1-i), ..., h in R(7-i).
define(<SHA2_REG>, <indir(<R>eval(((($1) % 8) + 8) % 8))>)dnl
dnl SHA2_ROUNDI(i, w + k): round i with the given w + k (SHA2_ROUND, or
dnl with SHA2_SHORT defined by the file SHA2_ROUND4 of x86_64/m4/sha2-pipe.m4).
define(<SHA2_ROUNDI>, <ifdef(<SHA2_SHORT>, <SHA2_ROUND4>, <SHA2_ROUND>)($2, SHA2_REG(0 - ($1)), SHA2_REG(1 - ($1)),
	SHA2_REG(2 - ($1)), SHA2_REG(3 - ($1)), SHA2_REG(4 - ($1)),
	SHA2_REG(5 - ($1)), SHA2_REG(6 - ($1)), SHA2_REG(7 - ($1)),
	ifelse(eval(($1) % 2), 0, <Y0, Y1>, <Y1, Y0>))>)dnl
dnl
dnl SHA2_STATE_LOAD: a..h from the state into R0..R7.
define(<SHA2_STATE_LOAD>, <forloop(<j>, 0, 7, <
	mov	eval(WORD * j)(STATE), indir(<R>j)>)>)dnl
dnl SHA2_ADD_STATE: a..h (back in R0..R7 after a multiple of 8 rounds)
dnl += the state, and stored.
define(<SHA2_ADD_STATE>, <forloop(<j>, 0, 7, <
	add	eval(WORD * j)(STATE), indir(<R>j)>)forloop(<j>, 0, 7, <
	mov	indir(<R>j), eval(WORD * j)(STATE)>)>)dnl
dnl
dnl SHA2_ENTER: returns at once for no blocks; saves the registers and
dnl makes the frame.
define(<SHA2_ENTER>, <
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	sub	<$>SHA2_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset SHA2_FRAME>)>)dnl
dnl
dnl SHA2_LEAVE: in the SHA2_SSE and SHA2_SCALAR files clears the frame
dnl (w + k derive from the message; SHA2_BLOCKS has done it in the
dnl others), restores the registers and returns.
define(<SHA2_LEAVE>, <ifdef(<SHA2_SSE>, <SHA2_WIPE_SSE>,
	<ifdef(<SHA2_SCALAR>, <SHA2_WIPE_SSE>, <
	vzeroupper>)>)
	add	<$>SHA2_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -SHA2_FRAME>)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Ldone:
	ret>)dnl
dnl SHA2_WIPE_SSE: the frame's w (+ k) cleared with SSE2 stores.
define(<SHA2_WIPE_SSE>, <
	pxor	V0, V0
	mov	<$>SHA2_WK_SIZE, TP
.Lwipe:
	movdqa	V0, -16(%rsp, TP)
	sub	<$>16, TP
	jnz	.Lwipe>)dnl
