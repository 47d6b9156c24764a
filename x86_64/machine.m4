dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl x86_64/machine.m4 -- conventions of the x86_64 assembly (SysV ABI).
dnl See x86_64/README.
dnl Control-flow protection (asm.m4): the x86 feature property
dnl (GNU_PROPERTY_X86_FEATURE_1_AND) has the bits of __CET__, IBT 1 and
dnl SHSTK 2; with IBT every function starts with endbr64.  No function
dnl here reaches its return address other than by ret.
ifelse(eval(ASM_CET & 1), 1, <define(<ENTRY_PAD>, <endbr64>)>)dnl
ifelse(ASM_CET, 0, , <GNU_PROPERTY(0xc0000002, ASM_CET, 8)
>)dnl
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl PUSH/POP of a callee-saved register, with unwind information.
define(<PUSH>, <push $1
	CFI(<.cfi_adjust_cfa_offset 8>)
	CFI(<.cfi_rel_offset $1, 0>)>)dnl
define(<POP>, <pop $1
	CFI(<.cfi_adjust_cfa_offset -8>)
	CFI(<.cfi_restore $1>)>)dnl
dnl The body of memxor and memxor3: DST = A ^ B over LENGTH bytes, with
dnl the names DST, A, B, LENGTH, OFF (offset of the next block), END
dnl (LENGTH rounded down to 16), NEXT, T0, T1 (scratch) and LAST (xmm:
dnl the last 16 bytes' result) defined by the file; A or B may be DST.
dnl 64 bytes per iteration go through unaligned 16-byte loads and
dnl stores; the ragged end is one 16-byte block computed from the
dnl original bytes before the loop, so it may overlap the last whole
dnl block; below 16 bytes, two overlapping words of 8, 4 or 2 bytes,
dnl both computed before either is stored, or one byte.
dnl MEMXOR_SMALL(reg0, reg1, size): the two words of SIZE bytes.
define(<MEMXOR_SMALL>, <
	mov	(A), $1
	mov	-$3(A, LENGTH), $2
	xor	(B), $1
	xor	-$3(B, LENGTH), $2
	mov	$1, (DST)
	mov	$2, -$3(DST, LENGTH)
	ret>)dnl
dnl MEMXOR_BLOCK(offset, xa, xb): 16 bytes at OFF + offset.
define(<MEMXOR_BLOCK>, <
	movdqu	$1(A, OFF), $2
	movdqu	$1(B, OFF), $3
	pxor	$3, $2
	movdqu	$2, $1(DST, OFF)>)dnl
define(<MEMXOR_BODY>, <	cmp	$<>16, LENGTH
	jb	.Lsmall

	movdqu	-16(A, LENGTH), LAST
	movdqu	-16(B, LENGTH), %xmm5
	pxor	%xmm5, LAST
	mov	LENGTH, END
	and	$<>-16, END
	xor	OFF, OFF

.Loop64:
	lea	64(OFF), NEXT
	cmp	END, NEXT
	ja	.Loop16
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	MEMXOR_BLOCK(16, %xmm2, %xmm3)
	MEMXOR_BLOCK(32, %xmm0, %xmm1)
	MEMXOR_BLOCK(48, %xmm2, %xmm3)
	mov	NEXT, OFF
	jmp	.Loop64

.Loop16:
	cmp	END, OFF
	jae	.Llast
	MEMXOR_BLOCK(0, %xmm0, %xmm1)
	add	$<>16, OFF
	jmp	.Loop16

.Llast:
	movdqu	LAST, -16(DST, LENGTH)
	ret

MEMXOR_BELOW16>)dnl
dnl MEMXOR_BELOW16: the lengths below 16 (label .Lsmall).
define(<MEMXOR_BELOW16>, <.Lsmall:
	cmp	$<>8, LENGTH
	jb	.Lbelow8
	MEMXOR_SMALL(T0, T1, 8)
.Lbelow8:
	cmp	$<>4, LENGTH
	jb	.Lbelow4
	MEMXOR_SMALL(%r9d, %r10d, 4)
.Lbelow4:
	cmp	$<>2, LENGTH
	jb	.Lbelow2
	MEMXOR_SMALL(%r9w, %r10w, 2)
.Lbelow2:
	test	LENGTH, LENGTH
	jz	.Lreturn
	movzbl	(A), %r9d
	xorb	(B), %r9b
	movb	%r9b, (DST)
.Lreturn:
	ret>)dnl
dnl
dnl MEMXOR32_BODY: the same with 32-byte blocks (x86_64/avx2/memxor.asm
dnl and memxor3.asm; LAST is a ymm register): 128 bytes per iteration,
dnl the ragged end one 32-byte block computed before the loop; 16 to 31
dnl bytes two overlapping 16-byte blocks, both computed before either is
dnl stored; below 16, MEMXOR_BELOW16.
dnl MEMXOR32_BLOCK(offset, y): 32 bytes at OFF + offset, through Y.
define(<MEMXOR32_BLOCK>, <
	vmovdqu	$1(A, OFF), $2
	vpxor	$1(B, OFF), $2, $2
	vmovdqu	$2, $1(DST, OFF)>)dnl
define(<MEMXOR32_BODY>, <	cmp	$<>32, LENGTH
	jb	.Lbelow32

	vmovdqu	-32(A, LENGTH), LAST
	vpxor	-32(B, LENGTH), LAST, LAST
	mov	LENGTH, END
	and	$<>-32, END
	xor	OFF, OFF

.Loop128:
	lea	128(OFF), NEXT
	cmp	END, NEXT
	ja	.Loop32
	MEMXOR32_BLOCK(0, %ymm0)
	MEMXOR32_BLOCK(32, %ymm1)
	MEMXOR32_BLOCK(64, %ymm2)
	MEMXOR32_BLOCK(96, %ymm3)
	mov	NEXT, OFF
	jmp	.Loop128

.Loop32:
	cmp	END, OFF
	jae	.Llast
	MEMXOR32_BLOCK(0, %ymm0)
	add	$<>32, OFF
	jmp	.Loop32

.Llast:
	vmovdqu	LAST, -32(DST, LENGTH)
	vzeroupper
	ret

.Lbelow32:
	cmp	$<>16, LENGTH
	jb	.Lsmall
	vmovdqu	(A), %xmm0
	vpxor	(B), %xmm0, %xmm0
	vmovdqu	-16(A, LENGTH), %xmm1
	vpxor	-16(B, LENGTH), %xmm1, %xmm1
	vmovdqu	%xmm0, (DST)
	vmovdqu	%xmm1, -16(DST, LENGTH)
	ret

MEMXOR_BELOW16>)dnl
dnl
dnl The Tillich-Zémor hash (tz-mul-bytes.asm in pclmul, vpclmul).
dnl TZ_FOLD127(e, hsb, t0, t1): E holds field elements as [low, high]
dnl qwords in each 128-bit lane, possibly with bit 127 set; where it is,
dnl clear it and add x^63 + 1 (x^127 = x^63 + 1).  HSB is [0, 2^63] in
dnl each lane.  VEX encoding, any register width.
define(<TZ_FOLD127>, <
	vpand	$2, $1, $3
	vpxor	$3, $1, $1
	vpshufd	<$>0x4e, $3, $3
	vpsrlq	<$>63, $3, $4
	vpxor	$3, $1, $1
	vpxor	$4, $1, $1>)dnl
dnl TZ_MATRIX_BITS: the last seven bits of the byte matrices of the
dnl byte-at-a-time files (pclmul, vpclmul), with the file's NEXT_BIT and
dnl BIT_STEP(m0, m1, new m0) on the rows (X00, X01) and (X10, X11); the
dnl first entry of a row alternates with Y0, Y1 and ends there.
define(<TZ_MATRIX_BITS>, <forloop(<tz_bit>, 1, 7, <
	NEXT_BIT
	ifelse(eval(tz_bit % 2), 1, <BIT_STEP(X00, X01, Y0)
	BIT_STEP(X10, X11, Y1)>, <BIT_STEP(Y0, X01, X00)
	BIT_STEP(Y1, X11, X10)>)>)>)dnl
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
define(<SHA2_STATE_SAVE>, <eval(SHA2_WK_SIZE + 8)>)dnl
define(<SHA2_BLOCKS_SAVE>, <eval(SHA2_WK_SIZE + 16)>)dnl
dnl The frame: w + k (or w, SHA2_SCALAR), then the saved data pointer
dnl (in SHA2_BLOCKS, or the state pointer; with SHA2_SCALAR also the
dnl state pointer and the block count);
dnl after the return address and six pushes it keeps %rsp 16-byte
dnl aligned.
define(<SHA2_FRAME>, <eval(SHA2_WK_SIZE + ifdef(<SHA2_SCALAR>, 24, 8))>)dnl
define(<SHA2_VPADD>, <ifelse(WORD, 4, <vpaddd>, <vpaddq>)>)dnl
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
dnl SHA2_ROUNDI(i, w + k): round i with the given w + k.
define(<SHA2_ROUNDI>, <SHA2_ROUND($2, SHA2_REG(0 - ($1)), SHA2_REG(1 - ($1)),
	SHA2_REG(2 - ($1)), SHA2_REG(3 - ($1)), SHA2_REG(4 - ($1)),
	SHA2_REG(5 - ($1)), SHA2_REG(6 - ($1)), SHA2_REG(7 - ($1)),
	ifelse(eval(($1) % 2), 0, <Y0, Y1>, <Y1, Y0>))>)dnl
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
dnl 4% (doc/x86_64-hash.md).  NP, the next pair's second block, is
dnl STATE's register (STATE waits in the frame meanwhile).  A file with
dnl SCHED_INS has each computed step's instructions in groups inside the
dnl rounds of the step it is placed at (SHA2_SCHED_NEXT); it needs
dnl SCHED(n) too, the whole step n, if AHEAD is more than WORD (for the
dnl steps before a call's first round).
define(<NP>, <%rdi>)dnl
dnl Where the pipelined pair loops (SHA2_BLOCKS, SHA1_PAIR_BODY) place
dnl the STEPS schedule steps of a pair, AHEAD of them computed ahead:
dnl PAIR_SPREAD_A(m, ahead, steps, lag): the step of the first block
dnl before (or inside) whose rounds step m (AHEAD..STEPS-1) is computed,
dnl evenly over steps 0 to STEPS-LAG-1 (at most m - LAG: steps
dnl m-LAG..m-1 are in the registers, and m is ready before its rounds).
dnl PAIR_SPREAD_B(m, ahead, steps): the step of the second block before
dnl whose rounds step m (0..AHEAD-1) of the next pair is computed,
dnl evenly over steps 1 to STEPS-1 (more than m: slot m's second-block
dnl words are used).
define(<PAIR_SPREAD_A>, <eval((($1) - ($2)) * (($3) - ($4)) / (($3) - ($2)))>)dnl
define(<PAIR_SPREAD_B>, <eval(1 + ($1) * (($3) - 1) / ($2))>)dnl
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

	C 64-byte aligned: at 16 (ALIGN_FUNCTION), the same code ran 1 KiB
	C SHA-512 messages 0-7% slower than before on AMD Zen 4, depending
	C on where the loop fell; aligned, 2% faster (doc/x86_64-hash.md)
	.p2align 6
.Loop:
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
dnl
dnl SHA-2 with the same rounds and rotates and the message schedule in
dnl general registers, for x86_64 CPUs without SSSE3:
dnl x86_64/sha256-compress.asm and sha512-compress.asm.  The file
dnl defines SHA2_SCALAR, SHA2_ROR and what the SSE files define but X,
dnl V0 (an xmm register, for the wipe only), BSWAP and SCHED; instead
dnl S0, S1, S2: three scratch registers of the word size, S0 not DATA
dnl and S1 STATE's, which is also the rounds' T2 (in the files, the
dnl registers of BLOCKS, STATE and DATA, which wait in the frame while
dnl the schedule runs); SCHED0_ROT and
dnl SCHED1_ROT, the two rotate counts and the shift of s0 and s1.  w
dnl goes to a ring of sixteen words at the bottom of the frame; each
dnl round computes its w (loaded and byte-swapped, or from the ring)
dnl then adds its K from KP, the schedule being off the rounds' chains.
dnl
dnl SHA2_SCALAR_W(i): the ring's slot of w[i] (and of w[i + 16]).
define(<SHA2_SCALAR_W>, <eval(WORD * (($1) % 16))(%rsp)>)dnl
dnl SHA2_SMALL_SIGMA(r1, r2, s, x, t): x = x rotated right by r1, xored
dnl with x rotated by r2 and with x shifted right by s; t is clobbered.
define(<SHA2_SMALL_SIGMA>, <
	mov	$4, $5
	ror	<$>eval($2 - $1), $5
	xor	$4, $5
	shr	<$>$3, $4
	ror	<$>$1, $5
	xor	$5, $4>)dnl
dnl SHA2_SCALAR_LOAD(i): round i of the first sixteen, w[i] from DATA.
define(<SHA2_SCALAR_LOAD>, <
	mov	eval(WORD * ($1))(DATA), S0
	bswap	S0
	mov	S0, SHA2_SCALAR_W($1)
	add	eval(WORD * ($1))(KP), S0
	SHA2_ROUNDI($1, S0)>)dnl
dnl SHA2_SCALAR_SCHED(i): round i of a later pass (i mod 16),
dnl w[i] = w[i-16] + s0(w[i-15]) + w[i-7] + s1(w[i-2]).
define(<SHA2_SCALAR_SCHED>, <
	mov	SHA2_SCALAR_W(eval(($1) + 1)), S0
	mov	SHA2_SCALAR_W(eval(($1) + 14)), S2
	SHA2_SMALL_SIGMA(SCHED0_ROT, S0, S1)
	SHA2_SMALL_SIGMA(SCHED1_ROT, S2, S1)
	add	SHA2_SCALAR_W(eval(($1) + 9)), S0
	add	S2, S0
	add	SHA2_SCALAR_W($1), S0
	mov	S0, SHA2_SCALAR_W($1)
	add	eval(WORD * ($1))(KP), S0
	SHA2_ROUNDI($1, S0)>)dnl
dnl SHA2_SCALAR_BLOCKS: the state, updated with BLOCKS blocks from DATA.
dnl Sixteen rounds a pass; the first loads the block.
define(<SHA2_SCALAR_BLOCKS>, <
	mov	STATE, SHA2_STATE_SAVE<>(%rsp)
	mov	BLOCKS, SHA2_BLOCKS_SAVE<>(%rsp)
	SHA2_STATE_LOAD

	ALIGN_FUNCTION
.Loop:
	lea	.LK(%rip), KP
	mov	R1, Y1
	xor	R2, Y1			C b ^ c for round 0
forloop(<i>, 0, 15, <
	SHA2_SCALAR_LOAD(i)>)
	add	<$>eval(16 * WORD), DATA
	mov	DATA, SHA2_DATA_SAVE<>(%rsp)
.Lpass:
	add	<$>eval(16 * WORD), KP
forloop(<i>, 0, 15, <
	SHA2_SCALAR_SCHED(i)>)
	lea	.LK+eval(WORD * (ROUNDS - 16))(%rip), TP
	cmp	TP, KP
	jne	.Lpass
	mov	SHA2_STATE_SAVE<>(%rsp), STATE
	SHA2_ADD_STATE
	mov	SHA2_DATA_SAVE<>(%rsp), DATA
	subq	<$>1, SHA2_BLOCKS_SAVE<>(%rsp)
	jnz	.Loop>)dnl
dnl
dnl SHA-1 with scalar rounds and the message schedule four words at a
dnl time in xmm registers: x86_64/ssse3/sha1-compress.asm (SSE) and
dnl x86_64/bmi2/sha1-compress.asm (VEX encoding, rorx and andn; the
dnl file defines SHA1_ANDN and SHA1_PAIR).  The file calls SHA1_REGS and defines
dnl SCHED_16(n, part) and SCHED_32(n, part), part 0 to 3 of step n of
dnl the schedule for words 16..31 and 32..79, the last ending with
dnl SHA1_WK(n).
dnl
dnl SHA1_REGS: the registers of both files: STATE, BLOCKS, DATA; R0..R4
dnl (see SHA1_REG), T1, T2 (32-bit) and WIPE (64-bit; with SHA1_ANDN
dnl also R5, its low half, free again by the wipe); X(n), the xmm
dnl register of w[4n..4n+3], with X(n) and X(n+8) sharing one (SHA1_X);
dnl V0, V1, BSWAP (the pshufb mask of big-endian dwords).  With
dnl SHA1_PAIR (the bmi2 file: two blocks a pass, the first block's
dnl words in the low lane of each ymm, the second's in the high lane)
dnl X, V0, V1 and BSWAP are ymm registers, and TP (the second block,
dnl or .Lzero) and ZP, the 64-bit T2 and T1, are free until the rounds.
define(<SHA1_X>, <%xmm<>eval(($1) % 8)>)dnl
define(<SHA1_Y>, <%ymm<>eval(($1) % 8)>)dnl
define(<SHA1_REGS>, <define(<STATE>, <%rdi>)dnl
define(<BLOCKS>, <%rsi>)dnl
define(<DATA>, <%rdx>)dnl
define(<R0>, <%eax>)dnl
define(<R1>, <%ebx>)dnl
define(<R2>, <%ecx>)dnl
define(<R3>, <%ebp>)dnl
define(<R4>, <%r8d>)dnl
define(<T1>, <%r9d>)dnl
define(<T2>, <%r10d>)dnl
define(<WIPE>, <%r11>)dnl
ifdef(<SHA1_ANDN>, <define(<R5>, <%r11d>)>)dnl
ifdef(<SHA1_PAIR>, <define(<X>, defn(<SHA1_Y>))dnl
define(<TP>, <%r10>)dnl
define(<ZP>, <%r9>)dnl
define(<V0>, <%ymm8>)dnl
define(<V1>, <%ymm9>)dnl
define(<BSWAP>, <%ymm10>)>, <define(<X>, defn(<SHA1_X>))dnl
define(<V0>, <%xmm8>)dnl
define(<V1>, <%xmm9>)dnl
define(<BSWAP>, <%xmm10>)>)>)dnl
dnl SHA1_SCHED(n, part): the file's SCHED_16 or SCHED_32 for step N.
define(<SHA1_SCHED>, <ifelse(eval(($1) / 8), 0, <SCHED_16($1, $2)>,
	<SCHED_32($1, $2)>)>)dnl
dnl
dnl
dnl Or, for x86_64 CPUs without SSSE3 (x86_64/sha1-compress.asm, which
dnl defines SHA1_SCALAR), the schedule in a general register: instead
dnl of X, V1, BSWAP and SCHED the file defines W (32-bit, not one of the
dnl others) and V0 (an xmm register, for the wipe only).
dnl
dnl The frame: w + k of the 80 rounds, or with SHA1_SCALAR a ring of
dnl the last sixteen w; after the return address and two pushes, it
dnl keeps %rsp 16-byte aligned.
define(<SHA1_WK_SIZE>, <ifdef(<SHA1_SCALAR>, 64, <ifdef(<SHA1_PAIR>, 640, 320)>)>)dnl
dnl SHA1_WK_AT(i): where round i finds w + k: 4 i bytes into the frame,
dnl or with SHA1_PAIR, whose frame holds the first block's 320 bytes
dnl and then the second's, into the half of the block SHA1_SECOND (0 or
dnl 1) says.  (The second block's words 16 bytes into 32-byte steps,
dnl one ymm store a step, ran 0.5-1% slower on AMD Zen 4.)
define(<SHA1_WK_AT>, <ifdef(<SHA1_PAIR>,
	<eval(4 * ($1) + 320 * SHA1_SECOND)>,
	<eval(4 * ($1))>)(%rsp)>)dnl
define(<SHA1_FRAME>, <eval(SHA1_WK_SIZE + 8)>)dnl
dnl SHA1_REG(i): round i finds a in R(-i), b in R(1-i), ..., e in R(4-i)
dnl (indices mod 5), and leaves the new a in e's register.
define(<SHA1_REG>, <indir(<R>eval(((($1) % 5) + 5) % 5))>)dnl
dnl SHA1_ROUND(i): round i with w + k from the frame: e += (a rotated
dnl left by 5) + f(b, c, d) + w + k; b rotated left by 30.
define(<SHA1_ROUND>, <ifdef(<SHA1_ANDN>, <SHA1_ANDN_ROUND($1)>,
	<ifelse(eval(($1) / 20 % 2), 1, <SHA1_PARITY_ROUND($1)>,
	<SHA1_ROUND_F(eval(($1) / 20), SHA1_REG(0 - ($1)),
	SHA1_REG(1 - ($1)), SHA1_REG(2 - ($1)), SHA1_REG(3 - ($1)),
	SHA1_REG(4 - ($1)), eval(4 * ($1))(%rsp),
	ifelse(eval(($1) % 20), 19, <SHA1_G(eval(($1) + 1))>))>)>)>)dnl
dnl SHA1_ROUND_F(f, a, b, c, d, e, w + k): f 0 is Ch, 1 and 3 parity,
dnl 2 Maj.  The chain from a to the next a is the rotate and one add
dnl (f takes b, a round older), so the round's length is what counts.
dnl With an eighth argument (rounds 19 and 59, before parity rounds in
dnl the SHA1_PARITY_ROUND form), a is rotated in place and the next
dnl round's b ^ d goes into that register.
define(<SHA1_ROUND_F>, <
	add	$7, $6			C e += w + k
	mov	$4, T1
	ifelse($1, 0, <xor	$5, T1
	and	$3, T1
	xor	$5, T1			C Ch(b, c, d) = d ^ (b & (c ^ d))>,
	$1, 2, <and	$5, T1
	add	T1, $6			C c & d
	mov	$4, T1
	xor	$5, T1
	and	$3, T1			C Maj(b, c, d) = (c & d) + (b & (c ^ d))>,
	<xor	$5, T1
	xor	$3, T1			C b ^ c ^ d>)
	ifelse($8, , <mov	$2, T2
	add	T1, $6
	rol	<$>5, T2
	add	T2, $6>, <mov	$2, $8
	add	T1, $6
	xor	$4, $8			C b ^ d of the next round
	rol	<$>5, $2
	add	$2, $6>)
	rol	<$>30, $3>)dnl
dnl
dnl The parity rounds of the SSE file (no SHA1_ANDN, no SHA1_SCALAR)
dnl rotate a by 5 in place and, in the next round, by 7 to the right,
dnl which makes the b rol 30 of the round after: no copy for either
dnl rotate.  The one copy a round is of a before its rotate, which
dnl becomes the next round's b ^ d; the next round finishes its f with
dnl c.  8 instructions a round instead of 9 (SHA1_ROUND_F).  The
dnl rotate by 7 comes a cycle later than the rol 30 of SHA1_ROUND_F,
dnl which the rounds' chain from a to the next a (two operations) does
dnl not wait for here, but the Ch and Maj rounds (c ^ d and more
dnl after c) would.
dnl Round i finds a in R(-i), the a of round i - 1 rotated left by 5
dnl in R(1-i), c in R(2-i), d in R(3-i), e in R(4-i) (SHA1_REG) and b ^
dnl d in SHA1_G(i); the last of the twenty (39, 79) rotates a copy of
dnl a, leaving a whole for the next round's SHA1_ROUND_F or the state.
define(<SHA1_G>, <ifelse(eval(($1) % 2), 0, <T2>, <T1>)>)dnl
define(<SHA1_PARITY_ROUND>, <SHA1_PARITY_ROUND_F(eval(($1) % 20 == 19),
	SHA1_REG(0 - ($1)), SHA1_REG(1 - ($1)), SHA1_REG(2 - ($1)),
	SHA1_REG(4 - ($1)), SHA1_G($1), SHA1_G(eval(($1) + 1)),
	eval(4 * ($1))(%rsp))>)dnl
dnl SHA1_PARITY_ROUND_F(last, a, a' rol 5, c, e, b ^ d, next, w + k)
define(<SHA1_PARITY_ROUND_F>, <
	add	$8, $5			C e += w + k
	xor	$4, $6			C b ^ c ^ d
	ifelse($1, 1, <add	$6, $5
	mov	$2, $7
	rol	<$>5, $7
	ror	<$>7, $3		C b rol 30, the next c
	add	$7, $5>, <mov	$2, $7
	rol	<$>5, $2
	add	$6, $5
	xor	$4, $7			C b ^ d of the next round
	ror	<$>7, $3		C b rol 30, the next c
	add	$2, $5>)>)dnl
dnl
dnl With SHA1_ANDN (defined by the file before SHA1_REGS; BMI1 and
dnl BMI2), each round computes the next round's f(b, c, d) from its own
dnl a, the rotated b and c, with no copy: the next b is a, the next c
dnl is b rol 30 (made by rorx one round earlier, in the register of the
dnl f just added), the next d is c; so a, once rotated by 5 and by 30
dnl with rorx, is free to become the next f, and Ch is
dnl (a & c') ^ andn(a, c).  Ch and parity rounds lose the copy of the
dnl SHA1_ROUND_F form (8 and 7 instructions), Maj rounds one of two;
dnl Maj's part a & c' goes straight into the next e, so that the next f
dnl is two operations deep from a as in the other rounds (with Maj
dnl whole, three deep, the loop ran 2% slower on AMD Zen 4).  The order
dnl of the instructions matters there as for SHA-2: rorx for a rol 5
dnl before the andn and the add of f ran 7% slower.
dnl Six registers rotate: round i finds a in R(-i), f in R(1-i), b rol 30
dnl in R(2-i), c in R(3-i), d in R(4-i), e in R(5-i) (indices mod 6);
dnl SHA1_ANDN_REG(p, i) is R(p-i).  After round 79, which computes no
dnl f, the register of f holds b unrotated.
define(<SHA1_ANDN_REG>, <indir(<R>eval(((($1) - ($2)) % 6 + 6) % 6))>)dnl
dnl SHA1_ANDN_ROUND(i): round i, computing f of round i + 1 and adding
dnl w + k of round i + 1 to its e (round 0's is added first).  The
dnl next e is already whole (this round's d), and its w + k one round
dnl early took the loop on AMD Zen 4 from 2.14 to 2.10 ticks a byte;
dnl other orders of the round were slower (doc/x86_64-hash.md, sixth
dnl pass).
define(<SHA1_ANDN_ROUND>, <ifelse($1, 0, <
	add	SHA1_WK_AT(0), SHA1_ANDN_REG(5, 0)	C e += w + k
>)SHA1_ANDN_ROUND_F(eval((($1) + 1) / 20),
	SHA1_ANDN_REG(0, $1), SHA1_ANDN_REG(1, $1), SHA1_ANDN_REG(2, $1),
	SHA1_ANDN_REG(3, $1), SHA1_ANDN_REG(4, $1), SHA1_ANDN_REG(5, $1),
	SHA1_WK_AT(eval(($1) + 1)))>)dnl
dnl SHA1_ANDN_ROUND_F(next f, a, f, b rol 30, c, d, e, next w + k): next
dnl f 0 is Ch, 1 and 3 parity, 2 Maj, 4 none (round 79, which adds no
dnl w + k).
define(<SHA1_ANDN_ROUND_F>, <ifelse($1, 4, , <
	add	$8, $6			C the next e += its w + k>)
	ifelse($1, 0, <andn	$5, $2, T1		C ~a & c>)
	add	$3, $7			C e += f(b, c, d)
	rorx	<$>27, $2, T2		C a rol 5
	ifelse($1, 4, , <rorx	<$>2, $2, $3		C a rol 30, for round i + 2
	>)ifelse($1, 0, <and	$4, $2
	xor	T1, $2			C Ch(a, b rol 30, c)>,
	$1, 2, <mov	$2, T1
	and	$4, T1
	add	T1, $6			C the next e += a & (b rol 30)
	xor	$4, $2
	and	$5, $2			C Maj(a, b rol 30, c) - a & (b rol 30)>,
	$1, 1, <xor	$4, $2
	xor	$5, $2			C a ^ (b rol 30) ^ c>,
	$1, 3, <xor	$4, $2
	xor	$5, $2			C a ^ (b rol 30) ^ c>)
	add	T2, $7>)dnl
dnl SHA1_ANDN_LOAD: the state into round 0's registers, with b rol 30
dnl and f = Ch(b, c, d).
define(<SHA1_ANDN_LOAD>, <
	mov	(STATE), SHA1_ANDN_REG(0, 0)
	mov	4(STATE), SHA1_ANDN_REG(1, 0)
	mov	8(STATE), SHA1_ANDN_REG(3, 0)
	mov	12(STATE), SHA1_ANDN_REG(4, 0)
	mov	16(STATE), SHA1_ANDN_REG(5, 0)
	andn	SHA1_ANDN_REG(4, 0), SHA1_ANDN_REG(1, 0), T1
	rorx	<$>2, SHA1_ANDN_REG(1, 0), SHA1_ANDN_REG(2, 0)
	and	SHA1_ANDN_REG(3, 0), SHA1_ANDN_REG(1, 0)
	xor	T1, SHA1_ANDN_REG(1, 0)>)dnl
dnl SHA1_ANDN_STORE: after round 79, a..e (b from the register of f)
dnl += the state, and stored.
define(<SHA1_ANDN_STORE>, <forloop(<j>, 0, 4, <
	add	eval(4 * j)(STATE), SHA1_ANDN_REG(ifelse(j, 0, 0, j, 1, 1, eval(j + 1)), 80)
	mov	SHA1_ANDN_REG(ifelse(j, 0, 0, j, 1, 1, eval(j + 1)), 80), eval(4 * j)(STATE)>)>)dnl
dnl SHA1_WK(n): w + k of step n into the frame (of both blocks with
dnl SHA1_PAIR, the high lane into the second half).
define(<SHA1_WK>, <ifdef(<SHA1_PAIR>, <
	vpaddd	.LK+eval(32 * (($1) / 5))(%rip), X($1), V0
	vmovdqa	XMM(V0), eval(16 * ($1))(%rsp)
	vextracti128	<$>1, V0, eval(320 + 16 * ($1))(%rsp)>, <
	movdqa	X($1), V0
	paddd	.LK+eval(16 * (($1) / 5))(%rip), V0
	movdqa	V0, eval(16 * ($1))(%rsp)>)>)dnl
dnl SHA1_SCALAR_ROUND(i): round i, computing its w in W: loaded and
dnl byte-swapped (rounds 0 to 15) or w[i-3] ^ w[i-8] ^ w[i-14] ^ w[i-16]
dnl rotated left by 1, kept in the ring while a later round needs it,
dnl plus the round's K as an immediate.
define(<SHA1_SCALAR_ROUND>, <ifelse(eval(($1) / 16), 0, <
	mov	eval(4 * ($1))(DATA), W
	bswap	W>, <
	mov	eval(4 * ((($1) + 13) % 16))(%rsp), W
	xor	eval(4 * ((($1) + 8) % 16))(%rsp), W
	xor	eval(4 * ((($1) + 2) % 16))(%rsp), W
	xor	eval(4 * (($1) % 16))(%rsp), W
	rol	<$>1, W>)<>ifelse(eval(($1) / 77), 0, <
	mov	W, eval(4 * (($1) % 16))(%rsp)>)
	add	<$>SHA1_K(eval(($1) / 20)), W
	SHA1_ROUND_F(eval(($1) / 20), SHA1_REG(0 - ($1)),
	SHA1_REG(1 - ($1)), SHA1_REG(2 - ($1)), SHA1_REG(3 - ($1)),
	SHA1_REG(4 - ($1)), W)>)dnl
dnl SHA1_K(t): the round constant of rounds 20t to 20t + 19 (FIPS 180-4,
dnl section 4.2.1).
define(<SHA1_K>, <ifelse($1, 0, 0x5a827999, $1, 1, 0x6ed9eba1,
	$1, 2, 0x8f1bbcdc, 0xca62c1d6)>)dnl
dnl SHA1_BODY: the function from its first instruction to its ret (the
dnl ssse3 and x86_64 files; the bmi2 file has SHA1_PAIR_BODY).
define(<SHA1_BODY>, <
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbx)
	PUSH(%rbp)
	sub	<$>SHA1_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset SHA1_FRAME>)
	ifdef(<SHA1_SCALAR>, , <movdqa	.Lbswap(%rip), BSWAP>)
forloop(<j>, 0, 4, <
	mov	eval(4 * j)(STATE), indir(<R>j)>)

	ALIGN_FUNCTION
.Loop:
ifdef(<SHA1_SCALAR>, <forloop(<i>, 0, 79, <
	SHA1_SCALAR_ROUND(i)>)>, <dnl
forloop(<n>, 0, 3, <
	movdqu	eval(16 * n)(DATA), X(n)
	pshufb	BSWAP, X(n)
	SHA1_WK(n)>)
	C The rounds of step n, and the schedule of step n + 4
forloop(<n>, 0, 15, <forloop(<j>, 0, 3, <
	SHA1_SCHED(eval(n + 4), j)
	SHA1_ROUND(eval(4 * n + j))>)>)
forloop(<i>, 64, 79, <
	SHA1_ROUND(i)>)>)

	C The 80 rounds leave a..e back in R0..R4.
forloop(<j>, 0, 4, <
	add	eval(4 * j)(STATE), indir(<R>j)
	mov	indir(<R>j), eval(4 * j)(STATE)>)
	add	<$>64, DATA
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Clear the frame: w + k derive from the message.
	mov	<$>SHA1_WK_SIZE, WIPE
	pxor	V0, V0
.Lwipe:
	movdqa	V0, -16(%rsp, WIPE)
	sub	<$>16, WIPE
	jnz	.Lwipe
	add	<$>SHA1_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -SHA1_FRAME>)
	POP(%rbp)
	POP(%rbx)
.Ldone:
	ret>)dnl
dnl SHA1_PAIR_BODY(ahead): the function from its first instruction to
dnl its ret, with SHA1_PAIR (the bmi2 file): two blocks a pass, the
dnl schedule spread over both blocks' rounds as SHA2_BLOCKS does for
dnl SHA-2.  The second block's rounds (from the frame's second half)
dnl compute the first AHEAD steps of the next pair, the first block's
dnl rounds the rest of their own pair; before, the first block's rounds
dnl ran beside the whole schedule and the second block's alone.  The
dnl frame holds one pair: a step of the next pair goes into a slot whose
dnl second-block words are used.  A call computes its first pair's
dnl first AHEAD steps before any round; the last pair's second block
dnl runs alone.  NP (SHA2_BLOCKS's), the next pair's second block (or
dnl .Lzero), is STATE's register, STATE waiting in the frame
dnl (SHA1_STATE_SAVE).
define(<SHA1_STATE_SAVE>, <SHA1_WK_SIZE>)dnl
dnl SHA1_PIPE_A(m), SHA1_PIPE_B(m): PAIR_SPREAD_A and _B for the 20
dnl steps of SHA-1, the steps placed inside the rounds (lag 4: round
dnl 4m - 1 adds step m's first w + k).
define(<SHA1_PIPE_A>, <PAIR_SPREAD_A($1, SHA1_AHEAD, 20, 4)>)dnl
define(<SHA1_PIPE_B>, <PAIR_SPREAD_B($1, SHA1_AHEAD, 20)>)dnl
dnl SHA1_PIPE_PART(m, j, p): part J (0 to 3) of step M of the schedule:
dnl for steps 0 to 3 the pair's words (the first block at DATA, the
dnl second at P), byte-swapped, and their w + k; else SCHED_16/SCHED_32;
dnl then a new line (a part may end in a comment).
define(<SHA1_PIPE_PART>, <ifelse(eval(($1) / 4), 0, <ifelse($2, 0, <
	vmovdqu	eval(16 * ($1))(DATA), XMM(X($1))>, $2, 1, <
	vinserti128	<$>1, eval(16 * ($1))($3), X($1), X($1)>, $2, 2, <
	vpshufb	BSWAP, X($1), X($1)>, <
	SHA1_WK($1)>)>, <SHA1_SCHED($1, $2)>)
>)dnl
dnl SHA1_PIPE_ROUNDS(n, at, from, to, p): the four rounds of step n,
dnl each after a part of the step m of FROM..TO for which AT(m) is n
dnl (at most one).
define(<SHA1_PIPE_ROUNDS>, <forloop(<j>, 0, 3, <forloop(<pm>, $3, $4,
	<ifelse(eval($2(pm) == ($1)), 1, <SHA1_PIPE_PART(pm, j, $5)>)>)
	SHA1_ROUND(eval(4 * ($1) + j))>)>)dnl
define(<SHA1_PAIR_BODY>, <define(<SHA1_AHEAD>, <$1>)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbx)
	PUSH(%rbp)
	sub	<$>SHA1_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset SHA1_FRAME>)
	vbroadcasti128	.Lbswap(%rip), BSWAP
	C The pair's second block, or the zero block when the first is the
	C last (only the low lanes are then secret), without a branch.
	lea	64(DATA), TP
	lea	.Lzero(%rip), ZP
	cmp	<$>1, BLOCKS
	cmove	ZP, TP
	C the first pair's first AHEAD steps
forloop(<m>, 0, eval(SHA1_AHEAD - 1), <forloop(<j>, 0, 3, <
	SHA1_PIPE_PART(m, j, TP)>)>)

	C 64-byte aligned as in SHA2_BLOCKS; at 16 (the driver's loop fell
	C at 0x190) it ran as fast on AMD Zen 4 (doc/x86_64-hash.md)
	.p2align 6
.Loop:
	C The first block, and the rest of its pair's schedule.  f and b
	C rol 30 need b: each block starts from the state.
	SHA1_ANDN_LOAD
forloop(<pn>, 0, 19, <
	SHA1_PIPE_ROUNDS(pn, <SHA1_PIPE_A>, SHA1_AHEAD, 19, TP)>)
	SHA1_ANDN_STORE
	sub	<$>1, BLOCKS
	jz	.Lend
	cmp	<$>2, BLOCKS
	jb	.Lsecond		C the last block: below

	C The second block, and the first AHEAD steps of the next pair,
	C whose second block is the zero block if it has one block.
	SHA1_ANDN_LOAD
	mov	STATE, SHA1_STATE_SAVE<>(%rsp)
	add	<$>128, DATA
	lea	64(DATA), NP
	lea	.Lzero(%rip), ZP
	cmp	<$>2, BLOCKS
	cmove	ZP, NP
pushdef(<SHA1_SECOND>, 1)forloop(<pn>, 0, 19, <
	SHA1_PIPE_ROUNDS(pn, <SHA1_PIPE_B>, 0, eval(SHA1_AHEAD - 1), NP)>)dnl
popdef(<SHA1_SECOND>)
	mov	SHA1_STATE_SAVE<>(%rsp), STATE
	SHA1_ANDN_STORE
	sub	<$>1, BLOCKS
	jmp	.Loop

.Lsecond:
	C The second block alone: its w + k are ready, in the frame's
	C second half.
	SHA1_ANDN_LOAD
pushdef(<SHA1_SECOND>, 1)forloop(<i>, 0, 79, <
	SHA1_ROUND(i)>)popdef(<SHA1_SECOND>)
	SHA1_ANDN_STORE
	C Clear the frame (w + k derive from the message): after a pair,
	C all of it; after a block alone, its first half (the second holds
	C the schedule of the zero block).
	vpxor	V0, V0, V0
forloop(<n>, 0, 19, <
	vmovdqu	V0, eval(32 * n)(%rsp)>)
	jmp	.Lwiped
.Lend:
	vpxor	V0, V0, V0
forloop(<n>, 0, 19, <
	vmovdqa	XMM(V0), eval(16 * n)(%rsp)>)
.Lwiped:
	vzeroupper
	add	<$>SHA1_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -SHA1_FRAME>)
	POP(%rbp)
	POP(%rbx)
.Ldone:
	ret>)dnl
dnl SHA1_CONSTANTS: .Lbswap and .LK, after RODATA.
define(<SHA1_CONSTANTS>, <
	.p2align 4
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
	C The round constants of FIPS 180-4, section 4.2.1, four of each.
.LK:
	.long	0x5a827999, 0x5a827999, 0x5a827999, 0x5a827999
	.long	0x6ed9eba1, 0x6ed9eba1, 0x6ed9eba1, 0x6ed9eba1
	.long	0x8f1bbcdc, 0x8f1bbcdc, 0x8f1bbcdc, 0x8f1bbcdc
	.long	0xca62c1d6, 0xca62c1d6, 0xca62c1d6, 0xca62c1d6>)dnl
dnl SHA1_PAIR_CONSTANTS: .Lbswap, .LK (each K eight times, for both
dnl blocks) and .Lzero (the block after the last), after RODATA.
define(<SHA1_PAIR_CONSTANTS>, <
	.p2align 5
	C The round constants of FIPS 180-4, section 4.2.1, eight of each.
.LK:
forloop(<j>, 0, 3, <
	.long	SHA1_K(j), SHA1_K(j), SHA1_K(j), SHA1_K(j)
	.long	SHA1_K(j), SHA1_K(j), SHA1_K(j), SHA1_K(j)>)
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Lzero:
	.fill	64, 1, 0>)dnl
dnl POLY1305_SPLIT26(lo, hi, top, i): limb I (0..4) of the 130-bit value
dnl TOP:HI:LO into %rax; clobbers %r8 (the vector poly1305_blocks of
dnl x86_64 and x86_64/avx2, for r and h into radix 2^26).
define(<POLY1305_SPLIT26>, <ifelse($4, 0, <
	mov	$1, %rax
	and	$<>0x3ffffff, %eax>, $4, 1, <
	mov	$1, %rax
	shr	$<>26, %rax
	and	$<>0x3ffffff, %eax>, $4, 2, <
	mov	$1, %rax
	shrd	$<>52, $2, %rax
	and	$<>0x3ffffff, %eax>, $4, 3, <
	mov	$2, %rax
	shr	$<>14, %rax
	and	$<>0x3ffffff, %eax>, <
	mov	$2, %rax
	shr	$<>40, %rax
	mov	$3, %r8
	shl	$<>24, %r8
	or	%r8, %rax>)>)dnl
dnl POLY1305_PACK26: h (24, 32, 40 of CTX) from five radix-2^26 sums
dnl (under 2^29 each) in LIMB0..LIMB4: carried into 26-bit limbs,
dnl 2^130 folded as 5, packed into h0, h1, h2; clobbers %rax.  The
dnl last step of the vector poly1305_blocks of x86_64 and x86_64/avx2.
define(<POLY1305_PACK26>, <	forloop(<i>, 0, 3, <
	mov	indir(<LIMB>i), %rax
	shr	$<>26, %rax
	add	%rax, indir(<LIMB>eval(i + 1))
	and	$<>0x3ffffff, indir(<LIMB>i)>)
	mov	LIMB4, %rax
	shr	$<>26, %rax
	and	$<>0x3ffffff, LIMB4
	lea	(%rax, %rax, 4), %rax
	add	%rax, LIMB0
	mov	LIMB0, %rax
	shr	$<>26, %rax
	add	%rax, LIMB1
	and	$<>0x3ffffff, LIMB0
	C h0 = l0 + l1 2^26 + l2 2^52, h1 = l2 / 2^12 + l3 2^14 + l4 2^40,
	C h2 = l4 / 2^24, with the carries (no shift between an add and
	C the adc that takes its carry)
	shl	$<>14, LIMB3
	mov	LIMB2, %rax
	shr	$<>12, %rax
	add	%rax, LIMB3		C l2 / 2^12 + l3 2^14, under 2^41
	shl	$<>26, LIMB1
	add	LIMB1, LIMB0
	shl	$<>52, LIMB2
	mov	LIMB4, %rax
	shl	$<>40, %rax
	shr	$<>24, LIMB4
	add	LIMB2, LIMB0
	mov	LIMB0, 24(CTX)
	adc	$<>0, LIMB3
	add	%rax, LIMB3
	mov	LIMB3, 32(CTX)
	adc	$<>0, LIMB4
	mov	LIMB4, 40(CTX)>)dnl
dnl POLY1305_BLOCK_64: one block of POLY1305_BLOCKS_64's loop, on the
dnl names it defines (CTX, DATA, PADBIT, R0, S1, FOLD, H0-H2, T0-T2;
dnl R0, S1 and PADBIT may be memory or immediate operands), %rax and
dnl %rdx: h += the block at DATA + PADBIT 2^128 + FOLD, then h = h r
dnl with the bits from 2^130 up left in FOLD (5 floor(h2 / 4)).  DATA
dnl is not advanced.  x86_64/chacha-poly1305-4core.asm runs it between
dnl the ChaCha rounds.
define(<POLY1305_BLOCK_64>, <dnl
	C h += m + padbit 2^128, then the fold of the block before
	add	(DATA), H0
	adc	8(DATA), H1
	adc	PADBIT, H2
	add	FOLD, H0
	adc	$<>0, H1
	adc	$<>0, H2

	C d1 = h1 r0 + h0 r1
	mov	R0, %rax
	mul	H1
	mov	%rax, T2
	mov	%rdx, T1
	mov	8(CTX), %rax
	mul	H0
	add	%rax, T2
	adc	%rdx, T1
	C d0 = h1 s1 + h0 r0; h1 r1 2^128 = h1 s1 since 2^128 = 5/4 mod p
	mov	S1, %rax
	mul	H1
	mov	T1, H1			C H1: high word of d1 from here
	mov	%rax, T0
	mov	%rdx, T1
	mov	R0, %rax
	mul	H0
	add	%rax, T0
	adc	%rdx, T1
	C d1 += h2 s1 (h2 at most 7: fits in 64 bits); h2 = h2 r0 + high(d1)
	mov	S1, %rax
	imul	H2, %rax
	imul	R0, H2
	add	%rax, T2
	adc	$<>0, H1
	add	T1, T2			C + high word of d0
	adc	H1, H2
	C h0 = low(d0), h1 = low(d1); the bits 130 and up, with 2^130 = 5
	C mod p, go to FOLD = 5 floor(h2 / 4) = floor(h2 / 4) + (h2 and -4)
	mov	H2, FOLD
	mov	H2, %rdx
	shr	$<>2, FOLD
	and	$<>-4, %rdx
	and	$<>3, H2
	add	%rdx, FOLD
	mov	T0, H0
	mov	T2, H1>)dnl
dnl POLY1305_BLOCKS_64: the body of poly1305_blocks in radix 2^64, from
dnl the arguments in %rdi, %rsi, %rdx, %ecx to the ret (labels
dnl .Lp64_*).  One block is h = (h + m) r mod 2^130 - 5 with h in three
dnl 64-bit words and r in two: four 64x64-bit mul and two small imul,
dnl the partial reduction of the C twin (src/poly1305-64.c), so that
dnl both leave the same h (h2 at most 4).  x86_64/poly1305-blocks.asm
dnl is this alone; x86_64/avx512ifma and x86_64/avx2 run it for short
dnl calls and tails.
dnl
dnl The fold of a block's bits from 2^130 up (FOLD, 5 floor(h2 / 4)) is
dnl the last link of the chain from one block to the next; it is added
dnl after the next block's message, which does not wait for it, so the
dnl chain has one add less per block (10094 -> 9698 rdtsc ticks per
dnl 1024 blocks on Zen 4, family 25 model 17, 2026-11-22).  The sums
dnl are the same, so h after the call is the C twin's.
define(<POLY1305_BLOCKS_64>, <dnl
pushdef(<CTX>, <%rdi>)dnl
pushdef(<BLOCKS>, <%rsi>)dnl
pushdef(<PADBIT>, <%rcx>)dnl
pushdef(<DATA>, <%r8>)dnl	moved from %rdx, which mul writes
pushdef(<R0>, <%r9>)dnl
pushdef(<FOLD>, <%r10>)dnl	5 floor(h2 / 4) of the block before, not yet in h
pushdef(<S1>, <%r11>)dnl	r1 + r1 / 4
pushdef(<H0>, <%rbx>)dnl
pushdef(<H1>, <%rbp>)dnl
pushdef(<H2>, <%r12>)dnl
pushdef(<T0>, <%r13>)dnl	low word of d0 = h0 r0 + h1 s1
pushdef(<T1>, <%r14>)dnl	high word of d0
pushdef(<T2>, <%r15>)dnl	low word of d1 = h0 r1 + h1 r0 + h2 s1
dnl H1 holds the high word of d1 once h1 has gone into the products;
dnl r1 is read from the context (8(CTX)).
	test	BLOCKS, BLOCKS
	jz	.Lp64_return
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	mov	%rdx, DATA
	mov	%ecx, %ecx		C padbit is 32 bits: clear the upper half
	mov	(CTX), R0
	mov	16(CTX), S1
	mov	24(CTX), H0
	mov	32(CTX), H1
	mov	40(CTX), H2
	xor	%r10d, %r10d		C FOLD = 0

	ALIGN_FUNCTION
.Lp64_loop:
POLY1305_BLOCK_64
	add	$<>16, DATA
	dec	BLOCKS
	jnz	.Lp64_loop

	C The last fold
	add	FOLD, H0
	adc	$<>0, H1
	adc	$<>0, H2
	mov	H0, 24(CTX)
	mov	H1, 32(CTX)
	mov	H2, 40(CTX)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Lp64_return:
	ret
popdef(<CTX>, <BLOCKS>, <PADBIT>, <DATA>, <R0>, <FOLD>, <S1>, <H0>, <H1>, <H2>, <T0>, <T1>, <T2>)>)dnl
dnl
dnl XMM(reg): the low 128 bits of a ymm register.
define(<XMM>, <patsubst(<$1>, <ymm>, <xmm>)>)dnl
dnl
dnl TRANSPOSE8_STORE(x0, x1, x2, x3, t0, t1, offset), for the 8-block
dnl stream cores (AVX2): X0..X3 hold words offset/4 .. offset/4 + 3 of
dnl blocks 0..7 (block k in lane k); store each block's four words at
dnl DST + 64 * block + offset.  Clobbers all six registers.
define(<TRANSPOSE8_STORE>, <
	vpunpckldq $2, $1, $5		C t0 = (a0 b0 a1 b1 | a4 b4 a5 b5)
	vpunpckhdq $2, $1, $1		C x0 = (a2 b2 a3 b3 | a6 b6 a7 b7)
	vpunpckldq $4, $3, $6		C t1 = (c0 d0 c1 d1 | c4 d4 c5 d5)
	vpunpckhdq $4, $3, $3		C x2 = (c2 d2 c3 d3 | c6 d6 c7 d7)
	vpunpcklqdq $6, $5, $2		C x1 = blocks 0 | 4
	vpunpckhqdq $6, $5, $5		C t0 = blocks 1 | 5
	vpunpcklqdq $3, $1, $4		C x3 = blocks 2 | 6
	vpunpckhqdq $3, $1, $1		C x0 = blocks 3 | 7
	vmovdqu	XMM($2), $7(DST)
	vmovdqu	XMM($5), eval(64 + $7)(DST)
	vmovdqu	XMM($4), eval(128 + $7)(DST)
	vmovdqu	XMM($1), eval(192 + $7)(DST)
	vextracti128 $<>1, $2, eval(256 + $7)(DST)
	vextracti128 $<>1, $5, eval(320 + $7)(DST)
	vextracti128 $<>1, $4, eval(384 + $7)(DST)
	vextracti128 $<>1, $1, eval(448 + $7)(DST)>)dnl
dnl TRANSPOSE8(x0, x1, x2, x3, t0, t1), for the fused 8-block crypts:
dnl X0..X3 hold four words of blocks 0..7 (block k in lane k); leaves
dnl blocks 0 | 4 of the four words in X1, 1 | 5 in T0, 2 | 6 in X3,
dnl 3 | 7 in X0 (block k in the low half, k + 4 in the high one).  X2
dnl and T1 are free after it.
define(<TRANSPOSE8>, <
	vpunpckldq $2, $1, $5		C t0 = (a0 b0 a1 b1 | a4 b4 a5 b5)
	vpunpckhdq $2, $1, $1		C x0 = (a2 b2 a3 b3 | a6 b6 a7 b7)
	vpunpckldq $4, $3, $6		C t1 = (c0 d0 c1 d1 | c4 d4 c5 d5)
	vpunpckhdq $4, $3, $3		C x2 = (c2 d2 c3 d3 | c6 d6 c7 d7)
	vpunpcklqdq $6, $5, $2		C x1 = blocks 0 | 4
	vpunpckhqdq $6, $5, $5		C t0 = blocks 1 | 5
	vpunpcklqdq $3, $1, $4		C x3 = blocks 2 | 6
	vpunpckhqdq $3, $1, $1		C x0 = blocks 3 | 7>)dnl
dnl MERGE8_XOR_STORE(a, b, k, offset, t): A holds words offset/4 ..
dnl offset/4 + 3 of blocks K | K + 4, B the next four words of the same
dnl blocks (from TRANSPOSE8); joins each block's eight words, XORs them
dnl with the 32 bytes of DATA at DST's place (DATA may be DST) and
dnl stores them at DST + 64 * block + offset.  Clobbers A and T.
define(<MERGE8_XOR_STORE>, <
	vperm2i128 $<>0x20, $2, $1, $5	C block K: low halves of A, B
	vperm2i128 $<>0x31, $2, $1, $1	C block K + 4: high halves
	vpxor	eval(64 * $3 + $4)(DATA), $5, $5
	vpxor	eval(64 * ($3 + 4) + $4)(DATA), $1, $1
	vmovdqu	$5, eval(64 * $3 + $4)(DST)
	vmovdqu	$1, eval(64 * ($3 + 4) + $4)(DST)>)dnl
dnl
dnl The 8-block stream cores (AVX2: chacha-8core.asm and salsa20-8core.asm
dnl of x86_64/avx2) keep word i of eight blocks in a ymm register, block
dnl k in lane k, and use a 32-byte aligned frame of FRAME_SIZE bytes
dnl below %rbp: the slots SLOT(i) of the words the registers cannot
dnl hold, and the counter words as they start, CTR_LO and CTR_HI (all
dnl defined by the file).  The file's constants include STREAM8_BLOCKS.
dnl STREAM8_ENTER: makes the frame; STREAM8_LEAVE: drops it, returns.
define(<STREAM8_ENTER>, <
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-32, %rsp
	sub	$<>FRAME_SIZE, %rsp>)dnl
define(<STREAM8_LEAVE>, <
	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	ret>)dnl
dnl STREAM8_COUNTERS(i, lo, hi, t): the 64-bit block counter of words I
dnl and I + 1 of SRC plus the block numbers lane by lane, carrying from
dnl LO (word I) into HI (word I + 1), also kept in CTR_LO and CTR_HI.
dnl Clobbers T.
define(<STREAM8_COUNTERS>, <
	vpbroadcastd eval(4 * $1)(SRC), $2
	vpaddd	.Lblock(%rip), $2, $2
	vpmaxud	.Lblock(%rip), $2, $4
	vpcmpeqd $2, $4, $4		C -1 where no carry
	vpbroadcastd eval(4 * $1 + 4)(SRC), $3
	vpaddd	$4, $3, $3
	vpcmpeqd $4, $4, $4
	vpsubd	$4, $3, $3		C + 1
	vmovdqa	$2, CTR_LO
	vmovdqa	$3, CTR_HI>)dnl
dnl STREAM8_TO_SLOT(i, t): word I of SRC in every lane to its slot,
dnl through T.
define(<STREAM8_TO_SLOT>, <
	vpbroadcastd eval(4 * $1)(SRC), $2
	vmovdqa	$2, SLOT($1)>)dnl
dnl STREAM8_SWAP(r0, r1, out0, out1, in0, in1): store R0, R1 as words
dnl OUT0, OUT1; load words IN0, IN1 into them.
define(<STREAM8_SWAP>, <
	vmovdqa	$1, SLOT($3)
	vmovdqa	$2, SLOT($4)
	vmovdqa	SLOT($5), $1
	vmovdqa	SLOT($6), $2>)dnl
dnl STREAM8_FEED(x, i, t): x += word I of SRC in every lane, through T.
dnl STREAM8_FEED_SLOT(i, t): the same for word I in its slot.
define(<STREAM8_FEED>, <
	vpbroadcastd eval(4 * $2)(SRC), $3
	vpaddd	$3, $1, $1>)dnl
define(<STREAM8_FEED_SLOT>, <
	vpbroadcastd eval(4 * $1)(SRC), $2
	vpaddd	SLOT($1), $2, $2
	vmovdqa	$2, SLOT($1)>)dnl
dnl STREAM8_BLOCKS: the block numbers, at .Lblock (32-byte aligned).
define(<STREAM8_BLOCKS>, <C Block numbers, added to the counter.
.Lblock:
	.long 0, 1, 2, 3, 4, 5, 6, 7>)dnl
dnl
dnl The AVX2 8-block ChaCha core and fused crypt (chacha-8core.asm and
dnl chacha-crypt-8core.asm of x86_64/avx2): one body, see the header of
dnl chacha-8core.asm.  The file names DST, SRC (the state), ROUNDS and,
dnl for the crypt, DATA, then calls CHACHA8_REGS (the other registers
dnl and the frame); CHACHA8_BODY(xor) is the function between PROLOGUE
dnl and EPILOGUE, CHACHA8_RODATA its constants.  The four quarter rounds
dnl of a round run side by side, step by step.  Fifteen words live in
dnl registers, word 11 in the frame: a c word, which a step reads once
dnl (c += d, as a memory operand) and writes back once, and which the
dnl other steps do not touch; that leaves one register, T, for the
dnl rotates.
define(<CHACHA8_SLOT>, <ifelse($1, 11, 0, 32)(%rsp)>)dnl
define(<CHACHA8_REGS>, <forloop(<i>, 0, 10, <define(<X>i, <%ymm>i)>)dnl
forloop(<i>, 12, 15, <define(<X>i, <%ymm>eval(i - 1))>)dnl
undefine(<X11>)dnl word 11 has its slot, no register
define(<T>, <%ymm15>)dnl the rotate temporary
dnl The frame (32-byte aligned, below %rbp): word 11, then word 15 while
dnl the output needs its register, then words 12 and 13 of the eight
dnl blocks as they start.
define(<SLOT>, defn(<CHACHA8_SLOT>))dnl
define(<CTR_LO>, <64(%rsp)>)dnl
define(<CTR_HI>, <96(%rsp)>)dnl
define(<FRAME_SIZE>, <128>)>)dnl
dnl CHACHA8_ASTEP(b0, b1, b2, b3, d0, d1, d2, d3, mask): a += b;
dnl d ^= a; d <<<= 16 or 8 (vpshufb with MASK) in the four quarter
dnl rounds, whose a words are 0..3.
define(<CHACHA8_ASTEP>, <
	vpaddd	$1, X0, X0
	vpaddd	$2, X1, X1
	vpaddd	$3, X2, X2
	vpaddd	$4, X3, X3
	vpxor	X0, $5, $5
	vpxor	X1, $6, $6
	vpxor	X2, $7, $7
	vpxor	X3, $8, $8
	vpshufb	$9(%rip), $5, $5
	vpshufb	$9(%rip), $6, $6
	vpshufb	$9(%rip), $7, $7
	vpshufb	$9(%rip), $8, $8>)dnl
dnl CHACHA8_CXOR(c, d, b): c += d; b ^= c, where C is a register or,
dnl for word 11, the name X11: its slot, through T.
define(<CHACHA8_CXOR>, <ifelse(<$1>, <X11>, <
	vpaddd	SLOT(11), $2, T
	vpxor	T, $3, $3
	vmovdqa	T, SLOT(11)>, <
	vpaddd	$2, $1, $1
	vpxor	$1, $3, $3>)>)dnl
dnl CHACHA8_ROTS(x, n): rotate X left by N (12 or 7): two shifts and an
dnl or, through T.
define(<CHACHA8_ROTS>, <
	vpslld	$<>$2, $1, T
	vpsrld	$<>eval(32 - $2), $1, $1
	vpor	T, $1, $1>)dnl
dnl CHACHA8_CSTEP(c0, c1, c2, c3, d0, d1, d2, d3, b0, b1, b2, b3, n):
dnl c += d; b ^= c; b <<<= N in the four quarter rounds.
define(<CHACHA8_CSTEP>, <
	CHACHA8_CXOR(<$1>, $5, $9)
	CHACHA8_CXOR(<$2>, $6, $10)
	CHACHA8_CXOR(<$3>, $7, $11)
	CHACHA8_CXOR(<$4>, $8, $12)
	CHACHA8_ROTS($9, $13)
	CHACHA8_ROTS($10, $13)
	CHACHA8_ROTS($11, $13)
	CHACHA8_ROTS($12, $13)>)dnl
dnl CHACHA8_ACOL(mask), CHACHA8_CCOL(n): the a step and the c step of
dnl the four quarter rounds of a column round, (0, 4, 8, 12)
dnl (1, 5, 9, 13) (2, 6, 10, 14) (3, 7, 11, 15); CHACHA8_ADIAG(mask),
dnl CHACHA8_CDIAG(n) those of a diagonal round, (0, 5, 10, 15)
dnl (1, 6, 11, 12) (2, 7, 8, 13) (3, 4, 9, 14).
define(<CHACHA8_ACOL>, <CHACHA8_ASTEP(X4, X5, X6, X7, X12, X13, X14, X15, $1)>)dnl
define(<CHACHA8_CCOL>, <CHACHA8_CSTEP(X8, X9, X10, <X11>, X12, X13, X14, X15,
		X4, X5, X6, X7, $1)>)dnl
define(<CHACHA8_ADIAG>, <CHACHA8_ASTEP(X5, X6, X7, X4, X15, X12, X13, X14, $1)>)dnl
define(<CHACHA8_CDIAG>, <CHACHA8_CSTEP(X10, <X11>, X8, X9, X15, X12, X13, X14,
		X5, X6, X7, X4, $1)>)dnl
dnl CHACHA8_LOAD: the eight blocks' words from SRC: word 11 to its slot,
dnl the others to their registers, the counters also to CTR_LO, CTR_HI.
define(<CHACHA8_LOAD>, <
	C Counters of blocks 0..7: word 12 + k, carrying into word 13.
	STREAM8_COUNTERS(12, X12, X13, T)

	C Word 11 to its slot, the others to their registers
	STREAM8_TO_SLOT(11, T)
	forloop(<i>, 0, 15, <ifelse(i, 11, , i, 12, , i, 13, , <
	vpbroadcastd eval(4 * i)(SRC), indir(<X>i)>)>)>)dnl
dnl CHACHA8_FEED_STORE(xor): add the input, transpose, store the eight
dnl blocks to DST (XOR empty) or XOR them with the data at DATA and
dnl store them to DST (XOR not empty; DATA may be DST: each 32 bytes
dnl are read before they are written).  Word 15 waits in the frame
dnl while words 0..7 go out, its register the second temporary.  Word
dnl 11 of SRC is read after words 0..7 of the blocks are written, which
dnl never overlap it (DST may be SRC).
define(<CHACHA8_FEED_STORE>, <
	C Feed-forward of the words in registers
	forloop(<i>, 0, 15, <ifelse(i, 11, , i, 12, , i, 13, , <STREAM8_FEED(indir(<X>i), i, T)
	>)>)
	vpaddd	CTR_LO, X12, X12
	vpaddd	CTR_HI, X13, X13
	vmovdqa	X15, SLOT(15)
ifelse(<$1>, , <
	C Transpose and store, freeing registers as we go
	TRANSPOSE8_STORE(X0, X1, X2, X3, T, X15, 0)
	TRANSPOSE8_STORE(X4, X5, X6, X7, X0, X1, 16)
	vpbroadcastd 44(SRC), X2
	vpaddd	SLOT(11), X2, X2
	TRANSPOSE8_STORE(X8, X9, X10, X2, X0, X1, 32)
	vmovdqa	SLOT(15), X15
	TRANSPOSE8_STORE(X12, X13, X14, X15, X0, X1, 48)>, <
	C Words 0..7: transpose each half, join the halves of each block
	C (32 bytes), XOR with the data, store
	TRANSPOSE8(X0, X1, X2, X3, T, X15)
	TRANSPOSE8(X4, X5, X6, X7, X2, X15)
	MERGE8_XOR_STORE(X1, X5, 0, 0, X6)
	MERGE8_XOR_STORE(T, X2, 1, 0, X6)
	MERGE8_XOR_STORE(X3, X7, 2, 0, X6)
	MERGE8_XOR_STORE(X0, X4, 3, 0, X6)
	C Words 8..15 alike (11 fed from its slot, 15 back)
	vpbroadcastd 44(SRC), X1
	vpaddd	SLOT(11), X1, X1
	vmovdqa	SLOT(15), X15
	TRANSPOSE8(X8, X9, X10, X1, X0, X2)
	TRANSPOSE8(X12, X13, X14, X15, X4, X5)
	MERGE8_XOR_STORE(X9, X13, 0, 32, X5)
	MERGE8_XOR_STORE(X0, X4, 1, 32, X5)
	MERGE8_XOR_STORE(X1, X15, 2, 32, X5)
	MERGE8_XOR_STORE(X8, X12, 3, 32, X5)>)>)dnl
dnl CHACHA8_BODY(xor): the eight blocks, stored to DST (XOR empty) or
dnl XORed with the data at DATA and stored to DST (CHACHA8_FEED_STORE).
define(<CHACHA8_BODY>, <	STREAM8_ENTER
CHACHA8_LOAD

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns
	CHACHA8_ACOL(.Lrot16)
	CHACHA8_CCOL(12)
	CHACHA8_ACOL(.Lrot8)
	CHACHA8_CCOL(7)
	C Diagonals
	CHACHA8_ADIAG(.Lrot16)
	CHACHA8_CDIAG(12)
	CHACHA8_ADIAG(.Lrot8)
	CHACHA8_CDIAG(7)
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
CHACHA8_FEED_STORE($1)
	STREAM8_LEAVE>)dnl
define(<CHACHA8_RODATA>, <RODATA
	.p2align 5
C vpshufb masks: rotate each 32-bit word left by 16 and by 8.
.Lrot16:
	.byte 2,3,0,1, 6,7,4,5, 10,11,8,9, 14,15,12,13
	.byte 2,3,0,1, 6,7,4,5, 10,11,8,9, 14,15,12,13
.Lrot8:
	.byte 3,0,1,2, 7,4,5,6, 11,8,9,10, 15,12,13,14
	.byte 3,0,1,2, 7,4,5,6, 11,8,9,10, 15,12,13,14
STREAM8_BLOCKS>)dnl
dnl
dnl The AVX2 8-block Salsa20 core and fused crypt (salsa20-8core.asm
dnl and salsa20-crypt-8core.asm of x86_64/avx2), the same way: the file
dnl names DST, SRC, ROUNDS (and DATA), calls SALSA8_REGS;
dnl SALSA8_BODY(xor) is the function, SALSA8_RODATA its constants.
dnl
dnl The four quarter rounds of a round run together, step by step
dnl (SALSA8_DROUND, SALSA8_STEP).  Fourteen registers hold words, so
dnl two words are in the frame at any time; which two changes with the
dnl step, among words that the step does not write (a step reads its d
dnl words as memory operands, and a word comes back to a register as
dnl the XOR that writes it: vpxor SLOT, U, reg).  Numbering the steps of a
dnl double round 0..7, words 6 and 11 are out for steps 7, 0 and 1
dnl (stored at 4, read at 0), 10 and 15 for steps 2 and 6 (stored at
dnl 7 and 3), 14 and 3 for steps 3, 4 and 5 (stored at 0, read at 4):
dnl every load is four steps after its store, off the chains.  The
dnl registers F0, F1 take words 10, 15, then 6, 11; G0, G1 words 14,
dnl 3, then 10, 15; each double round ends as it began.
define(<SALSA8_SLOT>, <ifelse($1, 3, 0, $1, 6, 32, $1, 10, 64, $1, 11, 96,
$1, 14, 128, $1, 15, 160)(%rsp)>)dnl
define(<SALSA8_REGS>, <define(<X0>, <%ymm0>)dnl
define(<X1>, <%ymm1>)dnl
define(<X2>, <%ymm2>)dnl
define(<X3>, <%ymm3>)dnl G1 in the rounds
define(<X4>, <%ymm4>)dnl
define(<X5>, <%ymm5>)dnl
define(<X7>, <%ymm7>)dnl
define(<X8>, <%ymm8>)dnl
define(<X9>, <%ymm9>)dnl
define(<X10>, <%ymm10>)dnl F0
define(<X12>, <%ymm12>)dnl
define(<X13>, <%ymm13>)dnl
define(<X14>, <%ymm6>)dnl G0
define(<X15>, <%ymm11>)dnl F1
define(<F0>, defn(<X10>))dnl
define(<F1>, defn(<X15>))dnl
define(<G0>, defn(<X14>))dnl
define(<G1>, defn(<X3>))dnl
define(<T>, <%ymm14>)dnl
define(<U>, <%ymm15>)dnl
dnl The frame (32-byte aligned, below %rbp): the slots of words 3, 6,
dnl 10, 11, 14, 15, then words 8 and 9 of the eight blocks as they
dnl start.
define(<SLOT>, defn(<SALSA8_SLOT>))dnl
define(<CTR_LO>, <192(%rsp)>)dnl
define(<CTR_HI>, <224(%rsp)>)dnl
define(<FRAME_SIZE>, <256>)>)dnl
dnl SALSA8_STEP(b, b_in, a, d, n): b = b_in ^ rol(a + d, n), where
dnl B_IN is B or B's slot and D a register or a slot.
define(<SALSA8_STEP>, <
	vpaddd	$4, $3, T
	vpslld	$<>$5, T, U
	vpsrld	$<>eval(32 - $5), T, T
	vpxor	$2, U, $1
	vpxor	T, $1, $1>)dnl
dnl SALSA8_HOOK(hook, k): HOOK(K), or nothing if HOOK is empty.
define(<SALSA8_HOOK>, <ifelse(<$1>, , , <$1($2)>)>)dnl
dnl SALSA8_DROUND(hook): a double round; HOOK(k), if given, after each
dnl half (two quarter rounds) of a step, K = 0..15.
define(<SALSA8_DROUND>, <
	C Columns (0, 4, 8, 12), (5, 9, 13, 1), (10, 14, 2, 6),
	C (15, 3, 7, 11).  b ^= rol(a + d, 7); d words 6, 11 from the
	C frame; 14, 3 to the frame
	SALSA8_STEP(X4, X4, X0, X12, 7)
	SALSA8_STEP(X9, X9, X5, X1, 7)
	SALSA8_HOOK(<$1>, 0)
	SALSA8_STEP(G0, G0, F0, SLOT(6), 7)
	SALSA8_STEP(G1, G1, F1, SLOT(11), 7)
	SALSA8_HOOK(<$1>, 1)
	vmovdqa	G0, SLOT(14)
	vmovdqa	G1, SLOT(3)
	C c ^= rol(b + a, 9)
	SALSA8_STEP(X8, X8, X4, X0, 9)
	SALSA8_STEP(X13, X13, X9, X5, 9)
	SALSA8_HOOK(<$1>, 2)
	SALSA8_STEP(X2, X2, G0, F0, 9)
	SALSA8_STEP(X7, X7, G1, F1, 9)
	SALSA8_HOOK(<$1>, 3)
	C d ^= rol(c + b, 13); words 6, 11 back into F0, F1 (10, 15
	C are in the frame)
	SALSA8_STEP(X12, X12, X8, X4, 13)
	SALSA8_STEP(X1, X1, X13, X9, 13)
	SALSA8_HOOK(<$1>, 4)
	SALSA8_STEP(F0, SLOT(6), X2, G0, 13)
	SALSA8_STEP(F1, SLOT(11), X7, G1, 13)
	SALSA8_HOOK(<$1>, 5)
	C a ^= rol(d + c, 18); words 10, 15 back into G0, G1 (14, 3
	C are in the frame) and stored for step 7
	SALSA8_STEP(X0, X0, X12, X8, 18)
	SALSA8_STEP(X5, X5, X1, X13, 18)
	SALSA8_HOOK(<$1>, 6)
	SALSA8_STEP(G0, SLOT(10), F0, X2, 18)
	SALSA8_STEP(G1, SLOT(15), F1, X7, 18)
	SALSA8_HOOK(<$1>, 7)
	vmovdqa	G0, SLOT(10)
	vmovdqa	G1, SLOT(15)
	C Rows (0, 1, 2, 3), (5, 6, 7, 4), (10, 11, 8, 9), (15, 12, 13,
	C 14): 10, 15 in G0, G1, 6, 11 in F0, F1.  b ^= rol(a + d, 7);
	C d words 3, 14 from the frame; 6, 11 to the frame
	SALSA8_STEP(X1, X1, X0, SLOT(3), 7)
	SALSA8_STEP(F0, F0, X5, X4, 7)
	SALSA8_HOOK(<$1>, 8)
	SALSA8_STEP(F1, F1, G0, X9, 7)
	SALSA8_STEP(X12, X12, G1, SLOT(14), 7)
	SALSA8_HOOK(<$1>, 9)
	vmovdqa	F0, SLOT(6)
	vmovdqa	F1, SLOT(11)
	C c ^= rol(b + a, 9)
	SALSA8_STEP(X2, X2, X1, X0, 9)
	SALSA8_STEP(X7, X7, F0, X5, 9)
	SALSA8_HOOK(<$1>, 10)
	SALSA8_STEP(X8, X8, F1, G0, 9)
	SALSA8_STEP(X13, X13, X12, G1, 9)
	SALSA8_HOOK(<$1>, 11)
	C d ^= rol(c + b, 13); words 3, 14 back into G1, G0 (10, 15
	C are in the frame)
	SALSA8_STEP(G1, SLOT(3), X2, X1, 13)
	SALSA8_STEP(X4, X4, X7, F0, 13)
	SALSA8_HOOK(<$1>, 12)
	SALSA8_STEP(X9, X9, X8, F1, 13)
	SALSA8_STEP(G0, SLOT(14), X13, X12, 13)
	SALSA8_HOOK(<$1>, 13)
	C a ^= rol(d + c, 18); words 10, 15 back into F0, F1 (6, 11
	C are in the frame) and stored for step 3
	SALSA8_STEP(X0, X0, G1, X2, 18)
	SALSA8_STEP(X5, X5, X4, X7, 18)
	SALSA8_HOOK(<$1>, 14)
	SALSA8_STEP(F0, SLOT(10), X9, X8, 18)
	SALSA8_STEP(F1, SLOT(15), G0, X13, 18)
	vmovdqa	F0, SLOT(10)
	vmovdqa	F1, SLOT(15)
	SALSA8_HOOK(<$1>, 15)>)dnl
dnl SALSA8_LOAD: the eight blocks from SRC into the registers and
dnl the frame: words 6 and 11 in their slots, 10 and 15 in both.
define(<SALSA8_LOAD>, <
	C Counters of blocks 0..7: word 8 + k, carrying into word 9.
	STREAM8_COUNTERS(8, X8, X9, T)

	C Words 6 and 11 to their slots, 10 and 15 to theirs and to F0, F1
	STREAM8_TO_SLOT(6, T)
	STREAM8_TO_SLOT(11, T)
	vpbroadcastd 40(SRC), X10
	vpbroadcastd 60(SRC), X15
	vmovdqa	X10, SLOT(10)
	vmovdqa	X15, SLOT(15)
	forloop(<i>, 0, 14, <ifelse(i, 6, , i, 8, , i, 9, , i, 10, , i, 11, , <
	vpbroadcastd eval(4 * i)(SRC), indir(<X>i)>)>)>)dnl
dnl SALSA8_FEED_STORE(xor): the feed-forward and the output, as
dnl CHACHA8_FEED_STORE.
define(<SALSA8_FEED_STORE>, <	C Feed-forward, all of the state read before DST is written:
	C words 6, 11 and 15 in their slots (15 is in X15 too), the
	C others in registers
	STREAM8_FEED_SLOT(6, T)
	STREAM8_FEED_SLOT(11, T)
	STREAM8_FEED_SLOT(15, T)
	vpaddd	CTR_LO, X8, X8
	vpaddd	CTR_HI, X9, X9
	forloop(<i>, 0, 14, <ifelse(i, 6, , i, 8, , i, 9, , i, 11, , <STREAM8_FEED(indir(<X>i), i, T)
	>)>)
ifelse(<$1>, , <
	C Transpose and store, freeing registers as we go
	TRANSPOSE8_STORE(X0, X1, X2, X3, T, U, 0)
	vmovdqa	SLOT(6), X2
	TRANSPOSE8_STORE(X4, X5, X2, X7, T, U, 16)
	vmovdqa	SLOT(11), X0
	TRANSPOSE8_STORE(X8, X9, X10, X0, T, U, 32)
	vmovdqa	SLOT(15), X1
	TRANSPOSE8_STORE(X12, X13, X14, X1, T, U, 48)>, <
	C Words 0..7: transpose each half, join the halves of each block
	C (32 bytes), XOR with the data, store
	TRANSPOSE8(X0, X1, X2, X3, T, U)
	vmovdqa	SLOT(6), X2
	TRANSPOSE8(X4, X5, X2, X7, U, X15)
	MERGE8_XOR_STORE(X1, X5, 0, 0, X2)
	MERGE8_XOR_STORE(T, U, 1, 0, X2)
	MERGE8_XOR_STORE(X3, X7, 2, 0, X2)
	MERGE8_XOR_STORE(X0, X4, 3, 0, X2)
	C Words 8..15 alike
	vmovdqa	SLOT(11), X0
	vmovdqa	SLOT(15), X1
	TRANSPOSE8(X8, X9, X10, X0, T, U)
	TRANSPOSE8(X12, X13, X14, X1, X2, X3)
	MERGE8_XOR_STORE(X9, X13, 0, 32, X3)
	MERGE8_XOR_STORE(T, X2, 1, 32, X3)
	MERGE8_XOR_STORE(X0, X1, 2, 32, X3)
	MERGE8_XOR_STORE(X8, X12, 3, 32, X3)>)>)dnl
dnl SALSA8_BODY(xor): as CHACHA8_BODY.
define(<SALSA8_BODY>, <	STREAM8_ENTER

SALSA8_LOAD

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
SALSA8_DROUND
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
SALSA8_FEED_STORE($1)
	STREAM8_LEAVE>)dnl
define(<SALSA8_RODATA>, <RODATA
	.p2align 5
STREAM8_BLOCKS>)dnl
dnl
dnl The 16-block stream cores (AVX-512) keep word i of sixteen blocks
dnl in register Z(base + i), block k in lane k, with BASE 0 (and 16
dnl for a second group of blocks), and read the state at SRC.
dnl Z(i): the zmm register numbered by the expression I.
define(<Z>, <%zmm<>eval($1)>)dnl
dnl
dnl COUNTERS16(i, lo, hi, blocks): the 64-bit block counter of words I
dnl and I + 1 of SRC, plus the sixteen words at BLOCKS (block numbers)
dnl lane by lane, carrying from LO (word I) into HI (word I + 1).
dnl Needs the constant .Lone (1).
define(<COUNTERS16>, <
	vpbroadcastd eval(4 * $1)(SRC), $2
	vpaddd	$4(%rip), $2, $2
	vpcmpud	$<>1, $4(%rip), $2, %k1	C carry where lo + k is below k
	vpbroadcastd eval(4 * $1 + 4)(SRC), $3
	vpaddd	.Lone(%rip){1to16}, $3, $3{%k1}>)dnl
dnl
dnl LOAD16(base, i): every word of SRC but the counter words I and
dnl I + 1 into its register.
define(<LOAD16>, <forloop(<w>, 0, 15, <ifelse(w, $2, , w, eval($2 + 1), , <
	vpbroadcastd eval(4 * w)(SRC), Z($1 + w)>)>)>)dnl
dnl
dnl FEED16(base, i, lo, hi): the feed-forward: the words of SRC added,
dnl but LO and HI to the counter words I and I + 1.
define(<FEED16>, <forloop(<w>, 0, 15, <ifelse(w, $2, <
	vpaddd	$3, Z($1 + w), Z($1 + w)>, w, eval($2 + 1), <
	vpaddd	$4, Z($1 + w), Z($1 + w)>, <
	vpaddd	eval(4 * w)(SRC){1to16}, Z($1 + w), Z($1 + w)>)>)>)dnl
dnl
dnl The ChaCha rounds on this layout, for G groups of sixteen blocks.
dnl CHACHA_QA(q, s) .. CHACHA_QD(q, s): the words of quarter round Q
dnl (0..4G - 1; group q / 4) of a column (S = 0) or diagonal (S = 1)
dnl round.
define(<CHACHA_QA>, <Z(16 * ($1 / 4) + $1 % 4)>)dnl
define(<CHACHA_QB>, <Z(16 * ($1 / 4) + 4 + ($1 + $2) % 4)>)dnl
define(<CHACHA_QC>, <Z(16 * ($1 / 4) + 8 + ($1 + 2 * $2) % 4)>)dnl
define(<CHACHA_QD>, <Z(16 * ($1 / 4) + 12 + ($1 + 3 * $2) % 4)>)dnl
dnl
dnl CHACHA_ARX(x, y, z, n, s, g): x += y; z ^= x; z <<<= n, in the 4G
dnl quarter rounds of round S, where X, Y, Z name the words' roles;
dnl each operation for every quarter round before the next.
define(<CHACHA_ARX>, <forloop(<q>, 0, eval(4 * $6 - 1), <
	vpaddd	$2(q, $5), $1(q, $5), $1(q, $5)>)
	forloop(<q>, 0, eval(4 * $6 - 1), <
	vpxord	$1(q, $5), $3(q, $5), $3(q, $5)>)
	forloop(<q>, 0, eval(4 * $6 - 1), <
	vprold	$<>$4, $3(q, $5), $3(q, $5)>)>)dnl
dnl
dnl CHACHA_ROUND(s, g): a column or diagonal round of G groups.
define(<CHACHA_ROUND>, <
	CHACHA_ARX(<CHACHA_QA>, <CHACHA_QB>, <CHACHA_QD>, 16, $1, $2)
	CHACHA_ARX(<CHACHA_QC>, <CHACHA_QD>, <CHACHA_QB>, 12, $1, $2)
	CHACHA_ARX(<CHACHA_QA>, <CHACHA_QB>, <CHACHA_QD>, 8, $1, $2)
	CHACHA_ARX(<CHACHA_QC>, <CHACHA_QD>, <CHACHA_QB>, 7, $1, $2)>)dnl
dnl
dnl (A forloop body must not end in a C comment: it would swallow the
dnl rest of the loop.)
dnl
dnl TRANSPOSE16_STORE(xor): store block k (lane k of %zmm0..%zmm15) at
dnl DST + 64 * k; with XOR not empty, XORed first with the 64 bytes of
dnl DATA at the same place (DATA may be DST).  Clobbers every zmm
dnl register.
dnl STORE16_BLOCK(x, k, xor): block K in X to DST, as above.
define(<STORE16_BLOCK>, <ifelse(<$3>, , , <
	vpxord	eval(64 * ($2))(DATA), $1, $1>)
	vmovdqu64 $1, eval(64 * ($2))(DST)>)dnl
define(<TRANSPOSE16_STORE>, <
	C Within each 128-bit lane l, a 4x4 transpose per group of four
	C words a, b, c, d: afterwards Z(4g + j) holds words 4g..4g+3 of
	C block 4l + j in lane l.
	forloop(<g>, 0, 3, <
	vpunpckldq Z(4*g+1), Z(4*g), Z(16+4*g)	C (a0 b0 a1 b1)
	vpunpckhdq Z(4*g+1), Z(4*g), Z(17+4*g)	C (a2 b2 a3 b3)
	vpunpckldq Z(4*g+3), Z(4*g+2), Z(18+4*g)	C (c0 d0 c1 d1)
	vpunpckhdq Z(4*g+3), Z(4*g+2), Z(19+4*g)	C (c2 d2 c3 d3)
>)
	forloop(<g>, 0, 3, <
	vpunpcklqdq Z(18+4*g), Z(16+4*g), Z(4*g)	C (a0 b0 c0 d0)
	vpunpckhqdq Z(18+4*g), Z(16+4*g), Z(4*g+1)	C (a1 b1 c1 d1)
	vpunpcklqdq Z(19+4*g), Z(17+4*g), Z(4*g+2)	C (a2 b2 c2 d2)
	vpunpckhqdq Z(19+4*g), Z(17+4*g), Z(4*g+3)	C (a3 b3 c3 d3)
>)
	C Then a 4x4 transpose of 128-bit lanes over the groups: A..D =
	C Z(j), Z(4 + j), Z(8 + j), Z(12 + j) give blocks j, j + 4, j + 8,
	C j + 12.
	forloop(<j>, 0, 3, <
	vshufi32x4 $<>0x44, Z(4+j), Z(j), Z(16+4*j)	C (A0 A1 B0 B1)
	vshufi32x4 $<>0xee, Z(4+j), Z(j), Z(17+4*j)	C (A2 A3 B2 B3)
	vshufi32x4 $<>0x44, Z(12+j), Z(8+j), Z(18+4*j)	C (C0 C1 D0 D1)
	vshufi32x4 $<>0xee, Z(12+j), Z(8+j), Z(19+4*j)	C (C2 C3 D2 D3)
	vshufi32x4 $<>0x88, Z(18+4*j), Z(16+4*j), Z(j)	C (A0 B0 C0 D0)
	vshufi32x4 $<>0xdd, Z(18+4*j), Z(16+4*j), Z(4+j)	C (A1 B1 C1 D1)
	vshufi32x4 $<>0x88, Z(19+4*j), Z(17+4*j), Z(8+j)	C (A2 B2 C2 D2)
	vshufi32x4 $<>0xdd, Z(19+4*j), Z(17+4*j), Z(12+j)	C (A3 B3 C3 D3)
	STORE16_BLOCK(Z(j), j, <$1>)
	STORE16_BLOCK(Z(4+j), j + 4, <$1>)
	STORE16_BLOCK(Z(8+j), j + 8, <$1>)
	STORE16_BLOCK(Z(12+j), j + 12, <$1>)>)>)dnl
dnl
dnl COUNTERS16_RODATA(groups): the constants of COUNTERS16 for one or two
dnl groups of sixteen blocks (64-byte aligned): the block numbers at
dnl .Lblock (and .Lblock16), the carry at .Lone.
define(<COUNTERS16_RODATA>, <RODATA
	.p2align 6
C Block numbers, added to the counter, and the carry.
.Lblock:
	.long 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
ifelse($1, 2, <.Lblock16:
	.long 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
>).Lone:
	.long 1>)dnl
dnl
dnl The AVX-512 16-block ChaCha core and fused crypt (chacha-16core.asm
dnl and chacha-crypt-16core.asm of x86_64/avx512): one body, see the
dnl header of chacha-16core.asm.  Word i of the sixteen blocks in Z(i),
dnl the counter words as they start in CHACHA16_CTR_LO and
dnl CHACHA16_CTR_HI.  The file names DST, SRC (the state), ROUNDS and,
dnl for the crypt, DATA; CHACHA16_BODY(xor) is the function between
dnl PROLOGUE and EPILOGUE (XOR as for TRANSPOSE16_STORE), with
dnl COUNTERS16_RODATA(1).
define(<CHACHA16_CTR_LO>, <%zmm16>)dnl word 12 of the sixteen blocks
define(<CHACHA16_CTR_HI>, <%zmm17>)dnl word 13
define(<CHACHA16_BODY>, <
	COUNTERS16(12, CHACHA16_CTR_LO, CHACHA16_CTR_HI, .Lblock)
	vmovdqa64 CHACHA16_CTR_LO, Z(12)
	vmovdqa64 CHACHA16_CTR_HI, Z(13)
	LOAD16(0, 12)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	CHACHA_ROUND(0, 1)		C columns
	CHACHA_ROUND(1, 1)		C diagonals
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	FEED16(0, 12, CHACHA16_CTR_LO, CHACHA16_CTR_HI)
	TRANSPOSE16_STORE(<$1>)
	vzeroupper
	ret>)dnl
dnl
dnl The AVX-512 32-block ChaCha core and fused crypt (chacha-32core.asm
dnl and chacha-crypt-32core.asm of x86_64/avx512): one body, see the
dnl header of chacha-32core.asm.  The file names DST, SRC (the state),
dnl ROUNDS and, for the crypt, DATA; CHACHA32_BODY(xor) is the function
dnl between PROLOGUE and EPILOGUE (XOR as for TRANSPOSE16_STORE), with
dnl COUNTERS16_RODATA(2).  A 64-byte aligned frame holds the counter
dnl words of both groups, then the second group's sixteen words while
dnl the first is stored.
define(<CHACHA32_CTR_LO_A>, <0(%rsp)>)dnl
define(<CHACHA32_CTR_HI_A>, <64(%rsp)>)dnl
define(<CHACHA32_CTR_LO_B>, <128(%rsp)>)dnl
define(<CHACHA32_CTR_HI_B>, <192(%rsp)>)dnl
define(<CHACHA32_SPILL>, <eval(256 + 64 * $1)(%rsp)>)dnl word $1 of group B
define(<CHACHA32_BODY>, <
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	sub	$<>1280, %rsp
	and	$<>-64, %rsp

	C Blocks 0..15 and 16..31, counters kept for the feed-forward.
	COUNTERS16(12, Z(12), Z(13), .Lblock)
	COUNTERS16(12, Z(28), Z(29), .Lblock16)
	vmovdqa64 Z(12), CHACHA32_CTR_LO_A
	vmovdqa64 Z(13), CHACHA32_CTR_HI_A
	vmovdqa64 Z(28), CHACHA32_CTR_LO_B
	vmovdqa64 Z(29), CHACHA32_CTR_HI_B
	LOAD16(0, 12)
	LOAD16(16, 12)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	CHACHA_ROUND(0, 2)		C columns
	CHACHA_ROUND(1, 2)		C diagonals
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	FEED16(0, 12, CHACHA32_CTR_LO_A, CHACHA32_CTR_HI_A)
	FEED16(16, 12, CHACHA32_CTR_LO_B, CHACHA32_CTR_HI_B)
	C Group B aside; group A transposed (XORed with the data) and stored
	forloop(<w>, 0, 15, <
	vmovdqa64 Z(16 + w), CHACHA32_SPILL(w)>)
	TRANSPOSE16_STORE(<$1>)
	C Then group B, 1024 bytes on
	forloop(<w>, 0, 15, <
	vmovdqa64 CHACHA32_SPILL(w), Z(w)>)
	add	$<>1024, DST
ifelse(<$1>, , , <	add	$<>1024, DATA
>)dnl
	TRANSPOSE16_STORE(<$1>)

	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	ret>)dnl
dnl
dnl The AVX-512 16-block Salsa20 core and fused crypt (salsa20-16core.asm
dnl and salsa20-crypt-16core.asm of x86_64/avx512): one body, see the
dnl header of salsa20-16core.asm.  Word i of the sixteen blocks in Z(i),
dnl the counter words as they start in SALSA16_CTR_LO and SALSA16_CTR_HI,
dnl a temporary per quarter round in SALSA16_T(0..3).  The file names
dnl DST, SRC (the state), ROUNDS and, for the crypt, DATA;
dnl SALSA16_BODY(xor) is the function between PROLOGUE and EPILOGUE (XOR
dnl as for TRANSPOSE16_STORE), with COUNTERS16_RODATA(1).
define(<SALSA16_CTR_LO>, <%zmm16>)dnl word 8 of the sixteen blocks
define(<SALSA16_CTR_HI>, <%zmm17>)dnl word 9
define(<SALSA16_T>, <Z(18 + $1)>)dnl temporary of quarter round $1
dnl SALSA16_QW(i, s, j): word J (0..3 for a..d) of quarter round I
dnl (0..3) of a column (S = 0) or row (S = 1) round.  Word a is 5i in
dnl both.
define(<SALSA16_QW>, <Z(ifelse($2, 0, <4 * (($1 + $3) % 4) + $1>,
	<4 * $1 + ($1 + $3) % 4>))>)dnl
dnl SALSA16_STEP(j, n, s): in the four quarter rounds of round S, word
dnl J ^= (word J - 1 + word J - 2) <<< N, indices mod 4 (b ^= (a + d)
dnl <<< 7 for J = 1).
define(<SALSA16_STEP>, <forloop(<i>, 0, 3, <
	vpaddd	SALSA16_QW(i, $3, ($1 + 2) % 4), SALSA16_QW(i, $3, ($1 + 3) % 4), SALSA16_T(i)>)
	forloop(<i>, 0, 3, <
	vprold	$<>$2, SALSA16_T(i), SALSA16_T(i)>)
	forloop(<i>, 0, 3, <
	vpxord	SALSA16_T(i), SALSA16_QW(i, $3, $1), SALSA16_QW(i, $3, $1)>)>)dnl
dnl SALSA16_ROUND(s): the four quarter rounds of a column or row round.
define(<SALSA16_ROUND>, <
	SALSA16_STEP(1, 7, $1)
	SALSA16_STEP(2, 9, $1)
	SALSA16_STEP(3, 13, $1)
	SALSA16_STEP(0, 18, $1)>)dnl
define(<SALSA16_BODY>, <
	COUNTERS16(8, SALSA16_CTR_LO, SALSA16_CTR_HI, .Lblock)
	vmovdqa64 SALSA16_CTR_LO, Z(8)
	vmovdqa64 SALSA16_CTR_HI, Z(9)
	LOAD16(0, 8)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	SALSA16_ROUND(0)			C columns
	SALSA16_ROUND(1)			C rows
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	FEED16(0, 8, SALSA16_CTR_LO, SALSA16_CTR_HI)
	TRANSPOSE16_STORE(<$1>)
	vzeroupper
	ret>)dnl
dnl SHA256_K: the 64 round constants of SHA-256 (FIPS 180-4, 4.2.2),
dnl for the sha_ni and bmi2 files.
define(<SHA256_K>, <
	.long	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.long	0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.long	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.long	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.long	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.long	0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.long	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.long	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.long	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.long	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.long	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.long	0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.long	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.long	0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.long	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.long	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
>)dnl
dnl SHA512_K: the 80 round constants of SHA-512 (FIPS 180-4, 4.2.3),
dnl for the bmi2 and avx512 files.
define(<SHA512_K>, <
	.quad	0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad	0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad	0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad	0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad	0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad	0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad	0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad	0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70
	.quad	0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad	0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b
	.quad	0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad	0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad	0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad	0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad	0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad	0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad	0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b
	.quad	0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
>)dnl
dnl
dnl The row-wise ChaCha cores (chacha-core.asm, chacha-2core.asm and
dnl wider in x86_64/avx2 and x86_64/avx512) keep row r (words 4r ..
dnl 4r + 3) of a block in a 128-bit lane of register ROW(4g + r), one
dnl block per lane, for G groups of blocks g = 0..G - 1 whose rounds
dnl are interleaved: each instruction does one register width of blocks
dnl (1, 2 or 4), and a diagonal round is a column round on rows 1, 2, 3
dnl turned by one, two and three words.  The file defines ROW(i) (the
dnl register), T (a temporary for the rotates, but for ROWS_VPROLD) and
dnl one of three encodings: ROWS_SSE, the legacy SSE one (two operands,
dnl x86_64/chacha-core.asm, x86_64/chacha-2core.asm); ROWS_VPROLD,
dnl AVX-512 (vprold, vpxord; x86_64/avx512); or neither, AVX2 (VEX,
dnl x86_64/avx2), where the file also names M16 and M8, the registers
dnl of the vpshufb patterns (ROWS_ROT_MASKS).
dnl ROWS_ADD(s, d): d += s word by word; ROWS_XOR(s, d): d ^= s;
dnl ROWS_SHUF(i, d): vpshufd of D by I.
define(<ROWS_ADD>, <ifdef(<ROWS_SSE>, <paddd	$1, $2>, <vpaddd	$1, $2, $2>)>)dnl
define(<ROWS_XOR>, <ifdef(<ROWS_SSE>, <pxor	$1, $2>,
	<ifdef(<ROWS_VPROLD>, <vpxord>, <vpxor>)	$1, $2, $2>)>)dnl
define(<ROWS_SHUF>, <ifdef(<ROWS_SSE>, <pshufd	$<>$1, $2, $2>, <vpshufd	$<>$1, $2, $2>)>)dnl
dnl ROWS_ROTL(x, n): rotate each word of X left by N in place.  SSE:
dnl two word shuffles for 16, otherwise a copy to T, two shifts and an
dnl or.  AVX-512: one vprold.  AVX2: one vpshufb for 16 and 8, two
dnl shifts (one into T) and an or for 12 and 7.
define(<ROWS_ROTL>, <ifdef(<ROWS_SSE>, <ifelse($2, 16, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>, <
	movdqa	$1, T
	pslld	$<>$2, $1
	psrld	$<>eval(32 - $2), T
	por	T, $1>)>, <ifdef(<ROWS_VPROLD>, <
	vprold	$<>$2, $1, $1>, <ifelse($2, 16, <
	vpshufb	M16, $1, $1>, $2, 8, <
	vpshufb	M8, $1, $1>, <
	vpslld	$<>$2, $1, T
	vpsrld	$<>eval(32 - $2), $1, $1
	vpor	T, $1, $1>)>)>)>)dnl
dnl ROWS_ROT_MASKS(load): the AVX2 vpshufb patterns into M16 and M8
dnl with the instruction LOAD (vmovdqa for xmm, vbroadcasti128 for
dnl ymm); nothing in the other encodings.  ROWS_ROT_RODATA: their
dnl bytes, in the constants after .p2align 4 or more (also the pshufb
dnl patterns of x86_64/ssse3/chacha-4core.asm).
define(<ROWS_ROT_MASKS>, <ifdef(<ROWS_VPROLD>, , <
	$1 .Lrot16(%rip), M16
	$1 .Lrot8(%rip), M8>)>)dnl
define(<ROWS_ROT_RODATA>, <ifdef(<ROWS_VPROLD>, , <
C Byte indices for (v)pshufb: each word rotated left by 16, by 8.
.Lrot16:
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14>)>)dnl
dnl CHACHA_ROWS_ARX(x, y, z, n, g): x += y; z ^= x; z <<<= n on rows X,
dnl Y, Z of G groups, each operation for every group before the next.
dnl With ROWS_TERNLOG (AVX-512; the file names TL(g) and TR(g), two
dnl temporaries of group g): z <<<= n first, off the chain (z is final
dnl a step earlier), then z ^= (x << n) ^ (x >> 32 - n) in one
dnl vpternlogd: (z ^ x) <<< n is z <<< n ^ x <<< n, and the two shifts
dnl of x have no bit in common.  The chain from x to z is then an add,
dnl a shift and the vpternlogd, three one-cycle operations on Zen 4,
dnl against four cycles with the vpxord and the two-cycle vprold.
define(<CHACHA_ROWS_ARX>, <ifdef(<ROWS_TERNLOG>, <forloop(<grp>, 0, eval($5 - 1), <
	vprold	$<>$4, ROW(4 * grp + $3), ROW(4 * grp + $3)>)
	forloop(<grp>, 0, eval($5 - 1), <
	ROWS_ADD(ROW(4 * grp + $2), ROW(4 * grp + $1))>)
	forloop(<grp>, 0, eval($5 - 1), <
	vpslld	$<>$4, ROW(4 * grp + $1), TL(grp)
	vpsrld	$<>eval(32 - $4), ROW(4 * grp + $1), TR(grp)>)
	forloop(<grp>, 0, eval($5 - 1), <
	vpternlogd $<>0x96, TR(grp), TL(grp), ROW(4 * grp + $3)>)>, <forloop(<grp>, 0, eval($5 - 1), <
	ROWS_ADD(ROW(4 * grp + $2), ROW(4 * grp + $1))>)
	forloop(<grp>, 0, eval($5 - 1), <
	ROWS_XOR(ROW(4 * grp + $1), ROW(4 * grp + $3))>)
	forloop(<grp>, 0, eval($5 - 1), <
	ROWS_ROTL(ROW(4 * grp + $3), $4)>)>)>)dnl
dnl CHACHA_ROWS_QROUND(g): the four quarter rounds of a column round.
define(<CHACHA_ROWS_QROUND>, <
	CHACHA_ROWS_ARX(0, 1, 3, 16, $1)
	CHACHA_ROWS_ARX(2, 3, 1, 12, $1)
	CHACHA_ROWS_ARX(0, 1, 3, 8, $1)
	CHACHA_ROWS_ARX(2, 3, 1, 7, $1)>)dnl
dnl ROWS_TURN(g, i1, i2, i3): vpshufd of rows 1, 2, 3 of G groups by
dnl I1, I2, I3 (Salsa20).
define(<ROWS_TURN>, <forloop(<grp>, 0, eval($1 - 1), <
	ROWS_SHUF($2, ROW(4 * grp + 1))
	ROWS_SHUF($3, ROW(4 * grp + 2))
	ROWS_SHUF($4, ROW(4 * grp + 3))>)>)dnl
dnl CHACHA_ROWS_TURN(g, i0, i2, i3): vpshufd of rows 0, 2, 3 of G
dnl groups by I0, I2, I3.  A round ends with row 1 (b) and begins with
dnl a += b: turning rows 0, 2 and 3 instead of 1, 2 and 3 takes the
dnl turns out of the chain of dependent operations (a, c and d are
dnl final several steps before the next round needs them), one cycle
dnl per round.
define(<CHACHA_ROWS_TURN>, <forloop(<grp>, 0, eval($1 - 1), <
	ROWS_SHUF($2, ROW(4 * grp))
	ROWS_SHUF($3, ROW(4 * grp + 2))
	ROWS_SHUF($4, ROW(4 * grp + 3))>)>)dnl
dnl CHACHA_ROWS_ROUNDS(g): ROUNDS (even, maybe 0) rounds, column then
dnl diagonal, on G groups; counts ROUNDS down, ends at .Lfeed.
define(<CHACHA_ROWS_ROUNDS>, <
	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	CHACHA_ROWS_QROUND($1)
	C Row 0 to (a3 a0 a1 a2), row 2 to (c1 c2 c3 c0), row 3 to
	C (d2 d3 d0 d1): lane 1 holds words 0, 5, 10, 15
	CHACHA_ROWS_TURN($1, 0x93, 0x39, 0x4e)
	CHACHA_ROWS_QROUND($1)
	CHACHA_ROWS_TURN($1, 0x39, 0x93, 0x4e)
	sub	$<>2, ROUNDS
	ja	.Loop
.Lfeed:>)dnl
dnl ROWS_STORE4(a, b, c, d, t0, t1, t2, t3, offset): rows A, B, C,
dnl D (ChaCha or Salsa20) of four blocks in zmm registers (block k in lane k) to DST +
dnl OFFSET, 64 bytes per block.  Clobbers all eight.
define(<ROWS_STORE4>, <
	vshufi32x4 $<>0x44, $2, $1, $5		C (a0 a1 b0 b1)
	vshufi32x4 $<>0xee, $2, $1, $6		C (a2 a3 b2 b3)
	vshufi32x4 $<>0x44, $4, $3, $7		C (c0 c1 d0 d1)
	vshufi32x4 $<>0xee, $4, $3, $8		C (c2 c3 d2 d3)
	vshufi32x4 $<>0x88, $7, $5, $1		C block 0
	vshufi32x4 $<>0xdd, $7, $5, $2		C block 1
	vshufi32x4 $<>0x88, $8, $6, $3		C block 2
	vshufi32x4 $<>0xdd, $8, $6, $4		C block 3
	vmovdqu64 $1, eval($9)(DST)
	vmovdqu64 $2, eval($9 + 64)(DST)
	vmovdqu64 $3, eval($9 + 128)(DST)
	vmovdqu64 $4, eval($9 + 192)(DST)>)dnl
dnl ROWS_STORE2(g, offset): the two blocks of group G in ymm rows (the
dnl even block in the low lanes, the odd one in the high lanes) to DST +
dnl OFFSET, 64 bytes per block, through T and T2; clobbers rows 0 and
dnl 2 of the group.
define(<ROWS_STORE2>, <
	vperm2i128 $<>0x20, ROW(4 * $1 + 1), ROW(4 * $1), T	C rows 0, 1 of the even block
	vperm2i128 $<>0x20, ROW(4 * $1 + 3), ROW(4 * $1 + 2), T2	C rows 2, 3
	vperm2i128 $<>0x31, ROW(4 * $1 + 1), ROW(4 * $1), ROW(4 * $1)	C rows 0, 1 of the odd block
	vperm2i128 $<>0x31, ROW(4 * $1 + 3), ROW(4 * $1 + 2), ROW(4 * $1 + 2)	C rows 2, 3
	vmovdqu	T, eval($2)(DST)
	vmovdqu	T2, eval($2 + 32)(DST)
	vmovdqu	ROW(4 * $1), eval($2 + 64)(DST)
	vmovdqu	ROW(4 * $1 + 2), eval($2 + 96)(DST)>)dnl
dnl ROWS_LOAD1_WORDS(t0, t1, t2, stride): the state at SRC into the xmm
dnl rows 0..3 (any encoding), a word at a time, lane j of row r from word
dnl (4r + STRIDE j) mod 16 (ROWS_WORD_OFFSET(r, j, stride): its offset):
dnl STRIDE 1 for rows, 5 for the diagonal order of Salsa20.  Each row
dnl is put together by unpacks through T0..T2.  ROWS_XMM(r): the xmm
dnl register of row r (every file numbers its first group's rows from
dnl register 0).  Callers often have just written the state
dnl with scalar stores (set_nonce, the counter, a key set-up); a 16-byte
dnl load over several stores cannot take its data from them and waits
dnl for them to reach the cache, about 35 ticks per call on Zen 4
dnl (family 25 model 17: set_nonce and a 16-byte crypt 243 ticks, 208
dnl with word loads), while each word load is served by its store.
define(<ROWS_WORD_OFFSET>, <eval(4 * ((4 * $1 + $3 * $2) % 16))>)dnl
define(<ROWS_XMM>, <%xmm<>eval($1)>)dnl
define(<ROWS_LOAD1_WORDS>, <forloop(<rw>, 0, 3, <
	ifdef(<ROWS_SSE>, <movd	ROWS_WORD_OFFSET(rw, 0, $4)(SRC), ROWS_XMM(rw)
	movd	ROWS_WORD_OFFSET(rw, 1, $4)(SRC), $1
	movd	ROWS_WORD_OFFSET(rw, 2, $4)(SRC), $2
	movd	ROWS_WORD_OFFSET(rw, 3, $4)(SRC), $3
	punpckldq $1, ROWS_XMM(rw)
	punpckldq $3, $2
	punpcklqdq $2, ROWS_XMM(rw)>, <vmovd	ROWS_WORD_OFFSET(rw, 0, $4)(SRC), ROWS_XMM(rw)
	vmovd	ROWS_WORD_OFFSET(rw, 1, $4)(SRC), $1
	vmovd	ROWS_WORD_OFFSET(rw, 2, $4)(SRC), $2
	vmovd	ROWS_WORD_OFFSET(rw, 3, $4)(SRC), $3
	vpunpckldq $1, ROWS_XMM(rw), ROWS_XMM(rw)
	vpunpckldq $3, $2, $2
	vpunpcklqdq $2, ROWS_XMM(rw), ROWS_XMM(rw)>)>)>)dnl
dnl ROWS_LOAD_WORDS_BCAST(width): ROWS_LOAD1_WORDS of rows 0..3 through
dnl %xmm4..%xmm6 (free before the groups after the first are made),
dnl each row then copied to every 128-bit lane of its WIDTH (ymm, zmm)
dnl register: the multi-block row-wise cores.
define(<ROWS_LOAD_WORDS_BCAST>, <ROWS_LOAD1_WORDS(%xmm4, %xmm5, %xmm6, 1)forloop(<rw>, 0, 3, <ifelse($1, ymm, <
	vinserti128 $<>1, %xmm<>rw, %ymm<>rw, %ymm<>rw>, <
	vshufi32x4 $<>0, %zmm<>rw, %zmm<>rw, %zmm<>rw>)>)>)dnl
dnl ROWS_FEED_STORE1: SRC added to the block in rows 0..3, stored to DST.
define(<ROWS_FEED_STORE1>, <
	C Feed-forward (all of SRC read before DST is written: DST may be SRC)
	forloop(<rw>, 0, 3, <
	vpaddd	eval(16 * rw)(SRC), ROW(rw), ROW(rw)>)forloop(<rw>, 0, 3, <
	vmovdqu	ROW(rw), eval(16 * rw)(DST)>)>)dnl
dnl
dnl CHACHA_ROWS_CORE1: the function of one block in xmm rows, AVX2 or
dnl AVX-512 (x86_64/avx2/chacha-core.asm, x86_64/avx512/chacha-core.asm);
dnl CHACHA_ROWS_CORE1_RODATA its constants (none for AVX-512).  The
dnl state is loaded through %xmm4..%xmm6, free before the rounds.
define(<CHACHA_ROWS_CORE1>, <ROWS_LOAD1_WORDS(%xmm4, %xmm5, %xmm6, 1)
	ROWS_ROT_MASKS(vmovdqa)
	CHACHA_ROWS_ROUNDS(1)
	ROWS_FEED_STORE1
	ret>)dnl
define(<CHACHA_ROWS_CORE1_RODATA>, <ifdef(<ROWS_VPROLD>, , <RODATA
	.p2align 4
ROWS_ROT_RODATA>)>)dnl
dnl
dnl The fused single-block crypt (chacha-crypt1.asm, salsa20-crypt1.asm;
dnl functions.def): the file names KS (the 64-byte keystream buffer),
dnl SRC (the state), ROUNDS, LENGTH (bytes of data, 64 at most used),
dnl OUT and IN (the data), OFF (64-bit scratch), W, W32, W16 and W8 (one
dnl scratch register at four sizes), T (an xmm temporary) and the
dnl encoding as for the row-wise cores.
dnl ROWS_FEED1: SRC added to the block in rows 0..3.
define(<ROWS_FEED1>, <
	C Feed-forward
	forloop(<rw>, 0, 3, <ifdef(<ROWS_SSE>, <
	movdqu	eval(16 * rw)(SRC), T
	paddd	T, ROW(rw)>, <
	vpaddd	eval(16 * rw)(SRC), ROW(rw), ROW(rw)>)>)>)dnl
dnl ROWS_CRYPT1_PIECE(r): OUT = IN ^ row R over the 16 bytes at 16 R.
define(<ROWS_CRYPT1_PIECE>, <ifdef(<ROWS_SSE>, <
	movdqu	eval(16 * $1)(IN), T
	pxor	ROW($1), T
	movdqu	T, eval(16 * $1)(OUT)>, <
	vpxor	eval(16 * $1)(IN), ROW($1), T
	vmovdqu	T, eval(16 * $1)(OUT)>)>)dnl
dnl ROWS_CRYPT1_WORD(size, reg, label): OUT = IN ^ KS over SIZE bytes at
dnl OFF, then OFF += SIZE, if LENGTH has the bit SIZE; else on to LABEL.
define(<ROWS_CRYPT1_WORD>, <
	test	$<>$1, LENGTH
	jz	$3
	mov	(KS, OFF), $2
	xor	(IN, OFF), $2
	mov	$2, (OUT, OFF)
	add	$<>$1, OFF
$3:>)dnl
dnl ROWS_CRYPT1_XOR: the keystream block of rows 0..3 to KS (the caller
dnl keeps the bytes past LENGTH for its next call), and OUT = IN ^ its
dnl first LENGTH bytes, 64 at most (OUT may be IN): whole 16-byte
dnl pieces from the rows, the last 1 to 15 bytes in words of 8, 4, 2
dnl and 1 bytes read back from KS, each inside one of the 16-byte stores
dnl (on Zen 4 such a load is forwarded from the store).  LENGTH is
dnl public: the branches depend on it alone.
define(<ROWS_CRYPT1_XOR>, <
	C The keystream block to KS
	forloop(<rw>, 0, 3, <
	ifdef(<ROWS_SSE>, <movdqu>, <vmovdqu>)	ROW(rw), eval(16 * rw)(KS)>)
	cmp	$<>64, LENGTH
	jb	.Lpart
	C A whole block
	forloop(<rw>, 0, 3, <ROWS_CRYPT1_PIECE(rw)>)
	ret
.Lpart:
	C The 16-byte pieces LENGTH covers, then the rest
	forloop(<rw>, 0, 2, <
	cmp	$<>eval(16 * rw + 16), LENGTH
	jb	.Lrest<>ROWS_CRYPT1_PIECE(rw)>)
.Lrest:
	mov	LENGTH, OFF
	and	$<>-16, OFF
	ROWS_CRYPT1_WORD(8, W, .Lbelow8)
	ROWS_CRYPT1_WORD(4, W32, .Lbelow4)
	ROWS_CRYPT1_WORD(2, W16, .Lbelow2)
	ROWS_CRYPT1_WORD(1, W8, .Ldone)
	ret>)dnl
dnl CHACHA_CRYPT1_REGS: the registers of the three chacha-crypt1.asm
dnl files (x86_64, avx2, avx512): the arguments KS, SRC (the state),
dnl ROUNDS, LENGTH, OUT, IN (functions.def, chacha_crypt1), the scratch
dnl OFF, W (W32, W16, W8), the rows ROW(0..3) of the block and T.  The
dnl file adds what its rounds need (M16 and M8, or TL and TR).
define(<CHACHA_CRYPT1_REGS>, <define(<KS>, <%rdi>)dnl
define(<SRC>, <%rsi>)dnl
define(<ROUNDS>, <%edx>)dnl
define(<LENGTH>, <%rcx>)dnl
define(<OUT>, <%r8>)dnl
define(<IN>, <%r9>)dnl
define(<OFF>, <%r10>)dnl
define(<W>, <%rax>)dnl
define(<W32>, <%eax>)dnl
define(<W16>, <%ax>)dnl
define(<W8>, <%al>)dnl
define(<ROW>, defn(<SALSA_CRYPT1_ROW>))dnl
define(<T>, <%xmm4>)>)dnl
dnl CHACHA_ROWS_CRYPT1: the fused single-block ChaCha crypt, AVX2 or
dnl AVX-512 (chacha-crypt1.asm of x86_64/avx2 and x86_64/avx512), with
dnl CHACHA_ROWS_CORE1_RODATA.
define(<CHACHA_ROWS_CRYPT1>, <ROWS_LOAD1_WORDS(%xmm4, %xmm5, %xmm6, 1)
	ROWS_ROT_MASKS(vmovdqa)
	CHACHA_ROWS_ROUNDS(1)
	ROWS_FEED1
	ROWS_CRYPT1_XOR>)dnl
dnl CHACHA_ROWS_YMM(g): the function of 2G blocks in G groups of ymm
dnl rows, group g holding blocks 2g and 2g + 1, AVX2 or AVX-512
dnl (x86_64/avx2/chacha-2core.asm and chacha-4core.asm,
dnl x86_64/avx512/chacha-2core.asm); the file also names D0..D(G - 1)
dnl (row 3 of each group as it starts) and T2.
dnl CHACHA_ROWS_YMM_RODATA(g): its constants.
define(<CHACHA_ROWS_YMM>, <
	C Every lane from SRC; block k's 64-bit counter (the low qword of
	C its row 3) plus k.
	ROWS_LOAD_WORDS_BCAST(ymm)ifelse($1, 1, , <forloop(<grp>, 1, eval($1 - 1), <
	vmovdqa	ROW(0), ROW(4 * ($1 - grp))
	vmovdqa	ROW(1), ROW(4 * ($1 - grp) + 1)
	vmovdqa	ROW(2), ROW(4 * ($1 - grp) + 2)
	vpaddq	.Lblock+eval(32 * (grp - 1))(%rip), ROW(3), ROW(4 * ($1 - grp) + 3)>)>)
	vpaddq	.Lblock+eval(32 * ($1 - 1))(%rip), ROW(3), ROW(3)forloop(<grp>, 0, eval($1 - 1), <
	vmovdqa	ROW(4 * grp + 3), indir(<D>grp)>)
	ROWS_ROT_MASKS(vbroadcasti128)
	CHACHA_ROWS_ROUNDS($1)
	C Feed-forward (all of SRC read before DST is written)
	forloop(<rw>, 0, 2, <
	vbroadcasti128 eval(16 * rw)(SRC), T<>forloop(<grp>, 0, eval($1 - 1), <
	vpaddd	T, ROW(4 * grp + rw), ROW(4 * grp + rw)>)>)forloop(<grp>, 0, eval($1 - 1), <
	vpaddd	indir(<D>grp), ROW(4 * grp + 3), ROW(4 * grp + 3)>)
	C Rows to blocks, group by group
	forloop(<grp>, 0, eval($1 - 1), <
	ROWS_STORE2(grp, 128 * grp)>)
	vzeroupper
	ret>)dnl
define(<CHACHA_ROWS_YMM_RODATA>, <RODATA
	.p2align 5
C Added to row 3: the block numbers in the counter qwords of the
C lanes, the last group first.
.Lblock:forloop(<grp>, 1, $1, <
	.quad eval(2 * ($1 - grp)), 0, eval(2 * ($1 - grp) + 1), 0>)
ROWS_ROT_RODATA>)dnl
dnl CHACHA_ROWS_ZMM(g): the function of 4G blocks in G groups of zmm
dnl rows, group g holding blocks 4g..4g + 3, AVX-512
dnl (x86_64/avx512/chacha-4core.asm and chacha-8core.asm); the file
dnl also names D0..D(G - 1) (row 3 of each group as it starts) and
dnl T0..T6.  CHACHA_ROWS_ZMM_RODATA(g): its constants.
define(<CHACHA_ROWS_ZMM>, <
	C Every lane from SRC; block k's 64-bit counter (the low qword of
	C its row 3) plus k.
	ROWS_LOAD_WORDS_BCAST(zmm)
	vpaddq	.Lblock(%rip), ROW(3), ROW(3)
	vmovdqa64 ROW(3), D0<>ifelse($1, 1, , <forloop(<grp>, 1, eval($1 - 1), <
	vmovdqa64 ROW(0), ROW(4 * grp)
	vmovdqa64 ROW(1), ROW(4 * grp + 1)
	vmovdqa64 ROW(2), ROW(4 * grp + 2)
	vpaddq	.Lblock+eval(64 * grp)(%rip), indir(<D>eval(grp - 1)), ROW(4 * grp + 3)
	vmovdqa64 ROW(4 * grp + 3), indir(<D>grp)>)>)
	CHACHA_ROWS_ROUNDS($1)
	C Feed-forward (all of SRC read before DST is written)
	vbroadcasti32x4 0(SRC), T0
	vbroadcasti32x4 16(SRC), T1
	vbroadcasti32x4 32(SRC), T2
	forloop(<grp>, 0, eval($1 - 1), <
	vpaddd	T0, ROW(4 * grp), ROW(4 * grp)
	vpaddd	T1, ROW(4 * grp + 1), ROW(4 * grp + 1)
	vpaddd	T2, ROW(4 * grp + 2), ROW(4 * grp + 2)
	vpaddd	indir(<D>grp), ROW(4 * grp + 3), ROW(4 * grp + 3)>)
	forloop(<grp>, 0, eval($1 - 1), <
	ROWS_STORE4(ROW(4 * grp), ROW(4 * grp + 1), ROW(4 * grp + 2), ROW(4 * grp + 3), T3, T4, T5, T6, 256 * grp)>)
	vzeroupper
	ret>)dnl
define(<CHACHA_ROWS_ZMM_RODATA>, <RODATA
	.p2align 6
C Added to row 3: the block number in the counter qword of each lane;
C then for each further group, four more than the group before.
.Lblock:
	.quad 0, 0, 1, 0, 2, 0, 3, 0<>ifelse($1, 1, , <forloop(<grp>, 1, eval($1 - 1), <
	.quad 4, 0, 4, 0, 4, 0, 4, 0>)>)>)dnl
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
dnl SALSA_ROWS_CRYPT1: the fused single-block Salsa20 crypt, SSE2, AVX2
dnl or AVX-512 (salsa20-crypt1.asm of x86_64 and both folders).
define(<SALSA_ROWS_CRYPT1>, <SALSA_ROWS_DIAG1
	ROWS_CRYPT1_XOR>)dnl
dnl SALSA_CRYPT1_REGS: the registers of the three files: the arguments
dnl KS, SRC (the state), ROUNDS, LENGTH, OUT, IN (functions.def,
dnl salsa20_crypt1), the scratch OFF, W (W32, W16, W8), the rows
dnl ROW(0..3), the temporaries P0..P3, TA, TB, T and I(0..3), the input
dnl in diagonal order.  The file adds VMOV, BLEND and the encoding.
define(<SALSA_CRYPT1_REGS>, <define(<KS>, <%rdi>)dnl
define(<SRC>, <%rsi>)dnl
define(<ROUNDS>, <%edx>)dnl
define(<LENGTH>, <%rcx>)dnl
define(<OUT>, <%r8>)dnl
define(<IN>, <%r9>)dnl
define(<OFF>, <%r10>)dnl
define(<W>, <%rax>)dnl
define(<W32>, <%eax>)dnl
define(<W16>, <%ax>)dnl
define(<W8>, <%al>)dnl
define(<ROW>, defn(<SALSA_CRYPT1_ROW>))dnl
define(<P0>, <%xmm4>)dnl
define(<P1>, <%xmm5>)dnl
define(<P2>, <%xmm6>)dnl
define(<P3>, <%xmm7>)dnl
define(<TA>, <P0>)dnl
define(<TB>, <P1>)dnl
define(<T>, <%xmm8>)dnl
define(<I>, defn(<SALSA_CRYPT1_I>))>)dnl
define(<SALSA_CRYPT1_ROW>, <%xmm<>eval($1)>)dnl
define(<SALSA_CRYPT1_I>, <%xmm<>eval(9 + $1)>)dnl
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
	vzeroupper
	ret>)dnl
define(<SALSA_ROWS_ZMM_RODATA>, <RODATA
	.p2align 6
C Added to row 2: the block numbers in the counter qwords of the lanes.
.Lblock:forloop(<grp>, 0, eval($1 - 1), <
	.quad eval(4 * grp), 0, eval(4 * grp + 1), 0, eval(4 * grp + 2), 0, eval(4 * grp + 3), 0>)>)dnl
dnl
dnl The column-wise 4-block cores, x86_64/chacha-4core.asm (SSE2),
dnl x86_64/ssse3/chacha-4core.asm and x86_64/salsa20-4core.asm:
dnl register Xi holds word i of the four blocks, one per lane; sixteen
dnl words and two temporaries need eighteen registers, so two words live
dnl in the scratch FRAME (in the red zone, SLOT(i) defined by the file)
dnl at any time, with the counter words as they start, CTR_LO and CTR_HI.
dnl The quarter rounds run in pairs; between the two pairs of a round
dnl the words that only the first pair needs are stored and those of the
dnl second loaded (COLS4_SWAP), out of the chains, as in the AVX2
dnl 8-block cores.
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
dnl
dnl The ChaCha 4-block core: CHACHA_COLS4_REGS names the registers
dnl (DST, SRC, ROUNDS, FRAME, X0..X7, C0, C1 (the c words of the two
dnl quarter rounds of a pair), X12..X15, T, TU, SLOT, CTR_LO, CTR_HI);
dnl the file defines ROTL16(x, t) and ROTL8(x, t) (rotate each word of
dnl X left by 16 and 8 in place, using T at most); CHACHA_COLS4_BODY is
dnl the function between PROLOGUE and EPILOGUE, CHACHA_COLS4_RODATA its
dnl constants.  Words 8 and 9 start in C0, C1, 10 and 11 in their slots.
dnl COLS4_SSE2_ROTL: ROTL16 as two word shuffles, ROTL8 as two shifts
dnl and an or through T (the x86_64 files); COLS4_SSSE3_ROTL: each one
dnl byte shuffle, with ROWS_ROT_RODATA's patterns (x86_64/ssse3).
define(<COLS4_SSE2_ROTL>, <define(<ROTL16>, defn(<COLS4_SSE2_ROTL16>))dnl
define(<ROTL8>, defn(<COLS4_SSE2_ROTL8>))>)dnl
define(<COLS4_SSE2_ROTL16>, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>)dnl
define(<COLS4_SSE2_ROTL8>, <COLS4_ROTL($1, 8, $2)>)dnl
define(<COLS4_SSSE3_ROTL>, <define(<ROTL16>, defn(<COLS4_SSSE3_ROTL16>))dnl
define(<ROTL8>, defn(<COLS4_SSSE3_ROTL8>))>)dnl
define(<COLS4_SSSE3_ROTL16>, <
	pshufb	.Lrot16(%rip), $1>)dnl
define(<COLS4_SSSE3_ROTL8>, <
	pshufb	.Lrot8(%rip), $1>)dnl
define(<CHACHA_COLS4_SLOT>, <eval(16 * ($1 - 8))(FRAME)>)dnl
define(<CHACHA_COLS4_REGS>, <define(<DST>, <%rdi>)dnl
define(<SRC>, <%rsi>)dnl
define(<ROUNDS>, <%edx>)dnl
define(<FRAME>, <%r8>)dnl
forloop(<i>, 0, 7, <define(<X>i, <%xmm>i)>)dnl
define(<C0>, <%xmm8>)dnl
define(<C1>, <%xmm9>)dnl
define(<X12>, <%xmm10>)dnl
define(<X13>, <%xmm11>)dnl
define(<X14>, <%xmm12>)dnl
define(<X15>, <%xmm13>)dnl
define(<T>, <%xmm14>)dnl
define(<TU>, <%xmm15>)dnl
define(<SLOT>, defn(<CHACHA_COLS4_SLOT>))dnl words 8..11
define(<CTR_LO>, <64(FRAME)>)dnl word 12 of the four blocks
define(<CTR_HI>, <80(FRAME)>)>)dnl word 13
dnl COLS4_ROTL(x, n, t): rotate each word of X left by N, using T.
define(<COLS4_ROTL>, <
	movdqa	$1, $3
	pslld	$<>$2, $1
	psrld	$<>eval(32 - $2), $3
	por	$3, $1>)dnl
dnl COLS4_ARX2(x0, y0, z0, x1, y1, z1): x += y; z ^= x in both quarter
dnl rounds of a pair.
define(<COLS4_ARX2>, <
	paddd	$2, $1
	paddd	$5, $4
	pxor	$1, $3
	pxor	$4, $6>)dnl
dnl COLS4_QROUND2(a0, b0, c0, d0, a1, b1, c1, d1): two quarter rounds,
dnl step by step.
define(<COLS4_QROUND2>, <
	COLS4_ARX2($1, $2, $4, $5, $6, $8)
	ROTL16($4, T)
	ROTL16($8, TU)
	COLS4_ARX2($3, $4, $2, $7, $8, $6)
	COLS4_ROTL($2, 12, T)
	COLS4_ROTL($6, 12, TU)
	COLS4_ARX2($1, $2, $4, $5, $6, $8)
	ROTL8($4, T)
	ROTL8($8, TU)
	COLS4_ARX2($3, $4, $2, $7, $8, $6)
	COLS4_ROTL($2, 7, T)
	COLS4_ROTL($6, 7, TU)>)dnl
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
dnl COLS4_XOR_PUT(x, offset, t): that XOR (DATA may be DST).
define(<COLS4_XOR_PUT>, <
	movdqu	$2(DATA), $3
	pxor	$3, $1
	movdqu	$1, $2(DST)>)dnl
dnl COLS4_LOAD: the four blocks' words from SRC: 0..7, 14, 15 and 8, 9
dnl in registers, 10, 11 in their slots, the counters in X12, X13 and
dnl CTR_LO, CTR_HI.
define(<COLS4_LOAD>, <	COLS4_ENTER

	C Counters of blocks 0..3: word 12 + k, carrying into word 13
	COLS4_COUNTERS(12, X12, X13)

	C Words 0..7, 14, 15 and 8, 9 in registers; 10, 11 in their slots
	forloop(<i>, 0, 7, <
	COLS4_BROADCAST(i, X<>i)>)
	COLS4_BROADCAST(14, X14)
	COLS4_BROADCAST(15, X15)
	COLS4_BROADCAST(8, C0)
	COLS4_BROADCAST(9, C1)
	COLS4_BROADCAST(10, T)
	movdqa	T, SLOT(10)
	COLS4_BROADCAST(11, T)
	movdqa	T, SLOT(11)>)dnl
dnl COLS4_COLUMNS, COLS4_DIAGONALS: the two rounds of a double round.
define(<COLS4_COLUMNS>, <
	C Columns: (0, 4, 8, 12) and (1, 5, 9, 13), then (2, 6, 10, 14)
	C and (3, 7, 11, 15)
	COLS4_QROUND2(X0, X4, C0, X12, X1, X5, C1, X13)
	COLS4_SWAP(C0, C1, 8, 9, 10, 11)
	COLS4_QROUND2(X2, X6, C0, X14, X3, X7, C1, X15)>)dnl
define(<COLS4_DIAGONALS>, <
	C Diagonals: (0, 5, 10, 15) and (1, 6, 11, 12), then (2, 7, 8, 13)
	C and (3, 4, 9, 14)
	COLS4_QROUND2(X0, X5, C0, X15, X1, X6, C1, X12)
	COLS4_SWAP(C0, C1, 10, 11, 8, 9)
	COLS4_QROUND2(X2, X7, C0, X13, X3, X4, C1, X14)>)dnl
dnl COLS4_FEED_STORE: add the input, transpose, store the four blocks.
define(<COLS4_FEED_STORE>, <
	C Feed-forward, all of SRC read before DST is written: words 10
	C and 11 in their slots, 8 and 9 in C0, C1
	COLS4_FEED_SLOT(10)
	COLS4_FEED_SLOT(11)
	forloop(<i>, 0, 7, <COLS4_FEED(X<>i, i)
	>)
	COLS4_FEED(C0, 8)
	COLS4_FEED(C1, 9)
	paddd	CTR_LO, X12
	paddd	CTR_HI, X13
	COLS4_FEED(X14, 14)
	COLS4_FEED(X15, 15)

	C Transpose and store, freeing registers as we go
	COLS4_TRANSPOSE_STORE(X0, X1, X2, X3, T, TU, 0)
	COLS4_TRANSPOSE_STORE(X4, X5, X6, X7, X0, X1, 16)
	movdqa	SLOT(10), X2
	movdqa	SLOT(11), X3
	COLS4_TRANSPOSE_STORE(C0, C1, X2, X3, X0, X1, 32)
	COLS4_TRANSPOSE_STORE(X12, X13, X14, X15, X0, X1, 48)>)dnl
define(<CHACHA_COLS4_BODY>, <COLS4_LOAD

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
COLS4_COLUMNS
COLS4_DIAGONALS
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
COLS4_FEED_STORE
	ret>)dnl
define(<CHACHA_COLS4_RODATA>, <RODATA
	.p2align 4
COLS4_COUNTER_CONSTANTS>)dnl
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
dnl
dnl The stitched ChaCha20-Poly1305 core of x86_64/chacha-poly1305-4core.asm
dnl (SSE2) and x86_64/ssse3/chacha-poly1305-4core.asm: CHACHA_COLS4_BODY's
dnl four blocks (20 rounds) on the vector units, and POLY1305_BLOCK_64
dnl on the integer units for the 16 blocks at DATA, two in each of the
dnl first eight double rounds.  CHACHA_POLY1305_REGS, after
dnl CHACHA_COLS4_REGS, moves ROUNDS off %edx (mul writes %rdx) and names
dnl the MAC's registers: all fifteen general registers are taken, so r0
dnl and s1 are read from the context.
define(<CHACHA_POLY1305_REGS>, <define(<ROUNDS>, <%r9d>)dnl
define(<CTX>, <%r10>)dnl
define(<DATA>, <%r11>)dnl
define(<PADBIT>, <$<>1>)dnl
define(<R0>, <0(CTX)>)dnl
define(<S1>, <16(CTX)>)dnl
define(<FOLD>, <%rcx>)dnl
define(<H0>, <%rbx>)dnl
define(<H1>, <%rbp>)dnl
define(<H2>, <%r12>)dnl
define(<T0>, <%r13>)dnl
define(<T1>, <%r14>)dnl
define(<T2>, <%r15>)>)dnl
define(<CHACHA_POLY1305_COLS4_BODY>, <dnl
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	mov	%rdx, CTX
	mov	%rcx, DATA
	mov	$<>20, ROUNDS
	mov	24(CTX), H0
	mov	32(CTX), H1
	mov	40(CTX), H2
	xor	%ecx, %ecx		C FOLD = 0
COLS4_LOAD

	C Eight double rounds with two MAC blocks each, then two without
	ALIGN_FUNCTION
.Lstitched:
	COLS4_COLUMNS
POLY1305_BLOCK_64
	COLS4_DIAGONALS
	add	$<>16, DATA
POLY1305_BLOCK_64
	add	$<>16, DATA
	sub	$<>2, ROUNDS
	cmp	$<>4, ROUNDS
	ja	.Lstitched
.Lrounds:
	COLS4_COLUMNS
	COLS4_DIAGONALS
	sub	$<>2, ROUNDS
	ja	.Lrounds

	C The last fold; h back to the context
	add	FOLD, H0
	adc	$<>0, H1
	adc	$<>0, H2
	mov	H0, 24(CTX)
	mov	H1, 32(CTX)
	mov	H2, 40(CTX)
COLS4_FEED_STORE
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
	ret>)dnl
dnl
dnl The hybrid ChaCha 5-block cores, x86_64/chacha-5core.asm and
dnl chacha-crypt-5core.asm (SSE2) and their x86_64/ssse3 versions
dnl (pshufb rotates): CHACHA_COLS4_BODY's four blocks on the
dnl vector units and a fifth block (counter + 4) in the general
dnl registers on the integer units, whose ALUs the vector rounds leave
dnl idle (doc/x86_64-stream.md, "One more block on the integer units").
dnl Each step of a pair of vector quarter rounds is followed by the same
dnl step of a pair of scalar ones.  The fifteen general registers hold
dnl fifteen of the scalar block's words: words 8 and 10 share GW8, the
dnl other in its GSLOT, swapped between the pairs of a round as the
dnl vector code swaps its c words (8, 9, 11 in registers).  The
dnl pointers, the round count and the vector slots are in the frame
dnl (%rsp: the six pushes and HYBRID5_FRAME bytes below a return
dnl address at 8 mod 16 leave it 16-byte aligned), so FRAME is %rsp
dnl and COLS4_ENTER has nothing to do.  Frame: 0-95 the vector slots
dnl (CHACHA_COLS4_REGS), then the saved arguments, the scalar block's
dnl counter, the slots of words 8 and 10 and of three words at the end.
dnl
dnl CHACHA_HYBRID5_REGS, after CHACHA_COLS4_REGS: the general registers
dnl GW0..GW15 (GW8 is GW10) and the frame.
define(<CHACHA_HYBRID5_REGS>, <define(<FRAME>, <%rsp>)dnl
define(<SRC>, <%rdx>)dnl
define(<DATA>, <%rsi>)dnl
define(<COLS4_ENTER>, <>)dnl
define(<GW0>, <%eax>)dnl
define(<GW1>, <%ebx>)dnl
define(<GW2>, <%ecx>)dnl
define(<GW3>, <%edx>)dnl
define(<GW4>, <%esi>)dnl
define(<GW5>, <%edi>)dnl
define(<GW6>, <%ebp>)dnl
define(<GW7>, <%r8d>)dnl
define(<GW8>, <%r9d>)dnl
define(<GW9>, <%r10d>)dnl
define(<GW10>, <%r9d>)dnl
define(<GW11>, <%r11d>)dnl
define(<GW12>, <%r12d>)dnl
define(<GW13>, <%r13d>)dnl
define(<GW14>, <%r14d>)dnl
define(<GW15>, <%r15d>)dnl
define(<DST_SAVE>, <96(%rsp)>)dnl
define(<DATA_SAVE>, <104(%rsp)>)dnl
define(<SRC_SAVE>, <112(%rsp)>)dnl
define(<ROUNDS_LEFT>, <120(%rsp)>)dnl
define(<GCTR>, <128(%rsp)>)dnl the 64-bit counter of block 4
define(<GBLOCK>, <256>)dnl its offset in the output
define(<GSLOT>, defn(<HYBRID5_GSLOT>))dnl words 8, 10
define(<GSPILL>, defn(<HYBRID5_GSPILL>))dnl words 0..2 at the end
define(<HYBRID5_FRAME>, <168>)>)dnl
define(<HYBRID5_GSLOT>, <eval(136 + 2 * ($1 - 8))(%rsp)>)dnl
define(<HYBRID5_GSPILL>, <eval(144 + 4 * $1)(%rsp)>)dnl
dnl GWI(i): the register of scalar word I.
define(<GWI>, <indir(<GW>$1)>)dnl
dnl GPR_STEP2(a0, b0, d0, a1, b1, d1, n): a += b; d ^= a; d <<<= n in
dnl both scalar quarter rounds of a pair.
define(<GPR_STEP2>, <
	add	$2, $1
	add	$5, $4
	xor	$1, $3
	xor	$4, $6
	rol	$<>$7, $3
	rol	$<>$7, $6>)dnl
dnl HYBRID5_QROUND2(vector a0..d0, a1..d1, scalar a0..d0, a1..d1): a
dnl pair of vector quarter rounds (as COLS4_QROUND2) and a pair of
dnl scalar ones, step by step.
define(<HYBRID5_QROUND2>, <
	COLS4_ARX2($1, $2, $4, $5, $6, $8)
	ROTL16($4, T)
	ROTL16($8, TU)
	GPR_STEP2($9, $10, $12, $13, $14, $16, 16)
	COLS4_ARX2($3, $4, $2, $7, $8, $6)
	COLS4_ROTL($2, 12, T)
	COLS4_ROTL($6, 12, TU)
	GPR_STEP2($11, $12, $10, $15, $16, $14, 12)
	COLS4_ARX2($1, $2, $4, $5, $6, $8)
	ROTL8($4, T)
	ROTL8($8, TU)
	GPR_STEP2($9, $10, $12, $13, $14, $16, 8)
	COLS4_ARX2($3, $4, $2, $7, $8, $6)
	COLS4_ROTL($2, 7, T)
	COLS4_ROTL($6, 7, TU)
	GPR_STEP2($11, $12, $10, $15, $16, $14, 7)>)dnl
dnl HYBRID5_GSWAP(out, in): GW8 (word OUT) to its slot, word IN from its
dnl slot.
define(<HYBRID5_GSWAP>, <
	mov	GW8, GSLOT($1)
	mov	GSLOT($2), GW8>)dnl
dnl HYBRID_OUT(i, t): word I of the scalar block, in T, plus word I of
dnl the input (of GCTR for the counter words), to DST + GBLOCK + 4i
dnl (HYBRID_PUT); SRC, DST, DATA are %rax, %rbx, %rcx here.
define(<HYBRID_OUT>, <ifelse($1, 12, <
	add	GCTR, $2>, $1, 13, <
	add	4+GCTR, $2>, <
	add	eval(4 * $1)(%rax), $2>)
	HYBRID_PUT($2, eval(GBLOCK + 4 * $1))>)dnl
dnl HYBRID_PUT(t, offset): T to DST + OFFSET; the fused crypts redefine
dnl it to HYBRID_XOR_PUT, which XORs T with the data at DATA + OFFSET
dnl first.
define(<HYBRID_PUT>, <
	mov	$1, $2(%rbx)>)dnl
define(<HYBRID_XOR_PUT>, <
	xor	$2(%rcx), $1
	mov	$1, $2(%rbx)>)dnl
dnl CHACHA_HYBRID5_BODY: the function between PROLOGUE and EPILOGUE,
dnl from the arguments of the fused crypt: DST (%rdi), DATA (%rsi, the
dnl crypt only), SRC (%rdx), ROUNDS (%ecx).
define(<CHACHA_HYBRID5_BODY>, <
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	sub	$<>HYBRID5_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset HYBRID5_FRAME>)
	mov	%rdi, DST_SAVE
	mov	%rsi, DATA_SAVE
	mov	%rdx, SRC_SAVE
	mov	%ecx, ROUNDS_LEFT
	C Blocks 0..3 in the vector registers (SRC is %rdx)
COLS4_LOAD

	C Block 4: its 64-bit counter, words 12 and 13 plus 4, also in
	C GCTR; word 10 in its slot, 8 in GW8; SRC (%rdx) last
	mov	48(%rdx), %r12
	add	$<>4, %r12
	mov	%r12, GCTR
	mov	%r12, %r13
	shr	$<>32, %r13
	mov	40(%rdx), GW8
	mov	GW8, GSLOT(10)
	forloop(<i>, 0, 2, <
	mov	eval(4 * i)(%rdx), GWI(i)>)
	forloop(<i>, 4, 9, <
	mov	eval(4 * i)(%rdx), GWI(i)>)
	mov	44(%rdx), GW11
	mov	56(%rdx), GW14
	mov	60(%rdx), GW15
	mov	12(%rdx), GW3

	cmpl	$<>0, ROUNDS_LEFT
	je	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns: (0, 4, 8, 12) and (1, 5, 9, 13), then (2, 6, 10, 14)
	C and (3, 7, 11, 15), in both
	HYBRID5_QROUND2(X0, X4, C0, X12, X1, X5, C1, X13,
			GW0, GW4, GW8, GW12, GW1, GW5, GW9, GW13)
	COLS4_SWAP(C0, C1, 8, 9, 10, 11)
	HYBRID5_GSWAP(8, 10)
	HYBRID5_QROUND2(X2, X6, C0, X14, X3, X7, C1, X15,
			GW2, GW6, GW10, GW14, GW3, GW7, GW11, GW15)
	C Diagonals: (0, 5, 10, 15) and (1, 6, 11, 12), then (2, 7, 8, 13)
	C and (3, 4, 9, 14)
	HYBRID5_QROUND2(X0, X5, C0, X15, X1, X6, C1, X12,
			GW0, GW5, GW10, GW15, GW1, GW6, GW11, GW12)
	COLS4_SWAP(C0, C1, 10, 11, 8, 9)
	HYBRID5_GSWAP(10, 8)
	HYBRID5_QROUND2(X2, X7, C0, X13, X3, X4, C1, X14,
			GW2, GW7, GW8, GW13, GW3, GW4, GW9, GW14)
	subl	$<>2, ROUNDS_LEFT
	ja	.Loop

.Lfeed:
	C Block 4 out: words 0..2 to the frame, SRC, DST, DATA in their
	C registers, then word by word (10 from its slot, 0..2 last)
	forloop(<i>, 0, 2, <
	mov	GWI(i), GSPILL(i)>)
	mov	SRC_SAVE, %rax
	mov	DST_SAVE, %rbx
	mov	DATA_SAVE, %rcx
	forloop(<i>, 3, 9, <HYBRID_OUT(i, GWI(i))>)
	mov	GSLOT(10), GW9
	HYBRID_OUT(10, GW9)
	forloop(<i>, 11, 15, <HYBRID_OUT(i, GWI(i))>)
	forloop(<i>, 0, 2, <
	mov	GSPILL(i), GW3
	HYBRID_OUT(i, GW3)>)

	C Blocks 0..3: feed-forward, transpose, store
	mov	SRC_SAVE, SRC
	mov	DST_SAVE, DST
	mov	DATA_SAVE, DATA
COLS4_FEED_STORE
	add	$<>HYBRID5_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -HYBRID5_FRAME>)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
	ret>)dnl
dnl
dnl The hybrid AVX2 9-block ChaCha core and fused crypt, chacha-9core.asm
dnl and chacha-crypt-9core.asm of x86_64/avx2: CHACHA8_BODY's eight
dnl blocks on the vector units and a ninth (counter + 8) in general
dnl registers, step by step as in CHACHA_HYBRID5_BODY.  %rbp is the
dnl frame pointer (the frame is 32-byte aligned), so fourteen general
dnl registers hold fourteen words: the scalar quarter rounds run in
dnl pairs, and the c words swap between two registers and the frame
dnl between the pairs of a round.  The file names DST, SRC, DATA as the crypt's
dnl arguments (%rdi, %rdx, %rsi; ROUNDS arrives in %ecx) and calls
dnl CHACHA8_REGS, then CHACHA_HYBRID9_REGS.
define(<CHACHA_HYBRID9_REGS>, <define(<GW0>, <%eax>)dnl
define(<GW1>, <%ebx>)dnl
define(<GW2>, <%ecx>)dnl
define(<GW3>, <%edx>)dnl
define(<GW4>, <%esi>)dnl
define(<GW5>, <%edi>)dnl
define(<GW6>, <%r8d>)dnl
define(<GW7>, <%r9d>)dnl
define(<GC0>, <%r10d>)dnl the c word of the first quarter round of a pair
define(<GC1>, <%r11d>)dnl and of the second
define(<GW12>, <%r12d>)dnl
define(<GW13>, <%r13d>)dnl
define(<GW14>, <%r14d>)dnl
define(<GW15>, <%r15d>)dnl
dnl The frame after CHACHA8_REGS's 128 bytes
define(<DST_SAVE>, <128(%rsp)>)dnl
define(<DATA_SAVE>, <136(%rsp)>)dnl
define(<SRC_SAVE>, <144(%rsp)>)dnl
define(<ROUNDS_LEFT>, <152(%rsp)>)dnl
define(<GCTR>, <160(%rsp)>)dnl the 64-bit counter of block 8
define(<GBLOCK>, <512>)dnl its offset in the output
define(<GSLOT>, defn(<HYBRID9_GSLOT>))dnl words 8..11
define(<GSPILL>, defn(<HYBRID9_GSPILL>))dnl words 0..2 at the end
define(<FRAME_SIZE>, <224>)>)dnl
define(<HYBRID9_GSLOT>, <eval(168 + 4 * ($1 - 8))(%rsp)>)dnl
define(<HYBRID9_GSPILL>, <eval(184 + 4 * $1)(%rsp)>)dnl
dnl HYBRID9_HALF(vector a step, vector c step, scalar a0..d0, a1..d1):
dnl half a round of the vector quarter rounds (as in CHACHA8_BODY: the a
dnl step and the c step of all four, rotating by 16 and 12 or by 8 and
dnl 7) and a pair of scalar quarter rounds, two scalar steps after each
dnl vector one.
define(<HYBRID9_HALF>, <
	$1
	GPR_STEP2($3, $4, $6, $7, $8, $10, 16)
	GPR_STEP2($5, $6, $4, $9, $10, $8, 12)
	$2
	GPR_STEP2($3, $4, $6, $7, $8, $10, 8)
	GPR_STEP2($5, $6, $4, $9, $10, $8, 7)>)dnl
dnl HYBRID9_GSWAP(out0, out1, in0, in1): GC0, GC1 to the slots of words
dnl OUT0, OUT1; words IN0, IN1 from theirs.
define(<HYBRID9_GSWAP>, <
	mov	GC0, GSLOT($1)
	mov	GC1, GSLOT($2)
	mov	GSLOT($3), GC0
	mov	GSLOT($4), GC1>)dnl
dnl CHACHA_HYBRID9_BODY(xor): the function between PROLOGUE and
dnl EPILOGUE, from the arguments of the fused crypt; XOR as for
dnl CHACHA8_BODY.
define(<CHACHA_HYBRID9_BODY>, <
	PUSH(%rbx)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	STREAM8_ENTER
	mov	%rdi, DST_SAVE
	mov	%rsi, DATA_SAVE
	mov	%rdx, SRC_SAVE
	mov	%ecx, ROUNDS_LEFT
	C Blocks 0..7 in the vector registers (SRC is %rdx)
CHACHA8_LOAD

	C Block 8: its 64-bit counter, words 12 and 13 plus 8, also in
	C GCTR; words 10, 11 in their slots, 8, 9 in GC0, GC1; SRC (%rdx)
	C last
	mov	48(%rdx), %r12
	add	$<>8, %r12
	mov	%r12, GCTR
	mov	%r12, %r13
	shr	$<>32, %r13
	mov	40(%rdx), GC0
	mov	GC0, GSLOT(10)
	mov	44(%rdx), GC0
	mov	GC0, GSLOT(11)
	mov	32(%rdx), GC0
	mov	36(%rdx), GC1
	forloop(<i>, 0, 2, <
	mov	eval(4 * i)(%rdx), GWI(i)>)
	forloop(<i>, 4, 7, <
	mov	eval(4 * i)(%rdx), GWI(i)>)
	mov	56(%rdx), GW14
	mov	60(%rdx), GW15
	mov	12(%rdx), GW3

	cmpl	$<>0, ROUNDS_LEFT
	je	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns: (0, 4, 8, 12) and (1, 5, 9, 13), then (2, 6, 10, 14)
	C and (3, 7, 11, 15), in both
	HYBRID9_HALF(<CHACHA8_ACOL(.Lrot16)>, <CHACHA8_CCOL(12)>,
		     GW0, GW4, GC0, GW12, GW1, GW5, GC1, GW13)
	HYBRID9_GSWAP(8, 9, 10, 11)
	HYBRID9_HALF(<CHACHA8_ACOL(.Lrot8)>, <CHACHA8_CCOL(7)>,
		     GW2, GW6, GC0, GW14, GW3, GW7, GC1, GW15)
	C Diagonals: (0, 5, 10, 15) and (1, 6, 11, 12), then (2, 7, 8, 13)
	C and (3, 4, 9, 14)
	HYBRID9_HALF(<CHACHA8_ADIAG(.Lrot16)>, <CHACHA8_CDIAG(12)>,
		     GW0, GW5, GC0, GW15, GW1, GW6, GC1, GW12)
	HYBRID9_GSWAP(10, 11, 8, 9)
	HYBRID9_HALF(<CHACHA8_ADIAG(.Lrot8)>, <CHACHA8_CDIAG(7)>,
		     GW2, GW7, GC0, GW13, GW3, GW4, GC1, GW14)
	subl	$<>2, ROUNDS_LEFT
	ja	.Loop

.Lfeed:
	C Block 8 out: words 0..2 to the frame, SRC, DST, DATA in their
	C registers, then word by word (10, 11 from their slots, 0..2
	C last)
	forloop(<i>, 0, 2, <
	mov	GWI(i), GSPILL(i)>)
	mov	SRC_SAVE, %rax
	mov	DST_SAVE, %rbx
	mov	DATA_SAVE, %rcx
	forloop(<i>, 3, 7, <HYBRID_OUT(i, GWI(i))>)
	HYBRID_OUT(8, GC0)
	HYBRID_OUT(9, GC1)
	mov	GSLOT(10), GC0
	mov	GSLOT(11), GC1
	HYBRID_OUT(10, GC0)
	HYBRID_OUT(11, GC1)
	forloop(<i>, 12, 15, <HYBRID_OUT(i, GWI(i))>)
	forloop(<i>, 0, 2, <
	mov	GSPILL(i), GW3
	HYBRID_OUT(i, GW3)>)

	C Blocks 0..7: feed-forward, transpose, store
	mov	SRC_SAVE, SRC
	mov	DST_SAVE, DST
	mov	DATA_SAVE, DATA
CHACHA8_FEED_STORE($1)
	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbx)
	ret>)dnl
dnl
dnl The hybrid AVX2 9-block Salsa20 core and fused crypt, salsa20-9core.asm
dnl and salsa20-crypt-9core.asm of x86_64/avx2: SALSA8_BODY's eight
dnl blocks on the vector units and a ninth (counter + 8) in general
dnl registers, step by step.  A scalar step b ^= rol(a + d, n) is lea,
dnl rol, xor through one temporary (%r11d; renaming lets the two
dnl quarter rounds of a pair share it), so thirteen registers hold
dnl words: words 0, 1, 4 and 10, 11, 14 take turns in %eax, %ebx, %ecx
dnl and the frame (each group is idle for the half rounds the other
dnl works; the swap falls between the two pairs of quarter rounds of a
dnl round).  The file names DST, SRC, DATA as the crypt's arguments
dnl (%rdi, %rdx, %rsi; ROUNDS arrives in %ecx) and calls SALSA8_REGS,
dnl then SALSA_HYBRID9_REGS.
define(<SALSA_HYBRID9_REGS>, <dnl
dnl The frame after SALSA8_REGS's 256 bytes
define(<DST_SAVE>, <256(%rsp)>)dnl
define(<DATA_SAVE>, <264(%rsp)>)dnl
define(<SRC_SAVE>, <272(%rsp)>)dnl
define(<ROUNDS_LEFT>, <280(%rsp)>)dnl
define(<GCTR>, <288(%rsp)>)dnl the 64-bit counter of block 8
define(<GBLOCK>, <512>)dnl its offset in the output
define(<GSLOT>, defn(<SALSA_HYBRID9_GSLOT>))dnl scalar words
define(<FRAME_SIZE>, <384>)>)dnl
define(<SALSA_HYBRID9_GSLOT>, <eval(320 + 4 * $1)(%rsp)>)dnl
dnl SGQ(i), SGW(i): the 64- and 32-bit register of scalar word I.
define(<SGQ>, <ifelse($1, 0, %rax, $1, 10, %rax, $1, 1, %rbx, $1, 11, %rbx,
$1, 4, %rcx, $1, 14, %rcx, $1, 2, %rdx, $1, 3, %rsi, $1, 5, %rdi,
$1, 6, %r8, $1, 7, %r9, $1, 8, %r10, $1, 9, %r12, $1, 12, %r13,
$1, 13, %r14, $1, 15, %r15)>)dnl
define(<SGW>, <ifelse($1, 0, %eax, $1, 10, %eax, $1, 1, %ebx, $1, 11, %ebx,
$1, 4, %ecx, $1, 14, %ecx, $1, 2, %edx, $1, 3, %esi, $1, 5, %edi,
$1, 6, %r8d, $1, 7, %r9d, $1, 8, %r10d, $1, 9, %r12d, $1, 12, %r13d,
$1, 13, %r14d, $1, 15, %r15d)>)dnl
dnl SALSA_GPR_STEP2(b0, a0, d0, b1, a1, d1, n): b ^= (a + d) <<< n in
dnl both scalar quarter rounds of a pair (word numbers).
define(<SALSA_GPR_STEP2>, <
	lea	(SGQ($2),SGQ($3)), %r11d
	rol	$<>$7, %r11d
	xor	%r11d, SGW($1)
	lea	(SGQ($5),SGQ($6)), %r11d
	rol	$<>$7, %r11d
	xor	%r11d, SGW($4)>)dnl
dnl SALSA_HYBRID9_SCALAR(k): the scalar block's share after half K
dnl (0..15) of the vector steps of SALSA8_DROUND, one step of a pair
dnl of quarter rounds: the first pair of a round beside the first two
dnl vector steps, the second pair (after the swap) beside the last two.
dnl (Measured against two scalar steps after each whole vector step
dnl and one before each half: 2 % and 1 % faster.)
define(<SALSA_HYBRID9_SCALAR>, <ifelse($1, 0, <
	C Columns (0, 4, 8, 12) and (5, 9, 13, 1)
	SALSA_GPR_STEP2(4, 0, 12, 9, 5, 1, 7)>, $1, 1, <
	SALSA_GPR_STEP2(8, 4, 0, 13, 9, 5, 9)>, $1, 2, <
	SALSA_GPR_STEP2(12, 8, 4, 1, 13, 9, 13)>, $1, 3, <
	SALSA_GPR_STEP2(0, 12, 8, 5, 1, 13, 18)>, $1, 4, <
	C Columns (10, 14, 2, 6) and (15, 3, 7, 11)
	SALSA_HYBRID9_GSWAP(0, 1, 4, 10, 11, 14)
	SALSA_GPR_STEP2(14, 10, 6, 3, 15, 11, 7)>, $1, 5, <
	SALSA_GPR_STEP2(2, 14, 10, 7, 3, 15, 9)>, $1, 6, <
	SALSA_GPR_STEP2(6, 2, 14, 11, 7, 3, 13)>, $1, 7, <
	SALSA_GPR_STEP2(10, 6, 2, 15, 11, 7, 18)>, $1, 8, <
	C Rows (10, 11, 8, 9) and (15, 12, 13, 14)
	SALSA_GPR_STEP2(11, 10, 9, 12, 15, 14, 7)>, $1, 9, <
	SALSA_GPR_STEP2(8, 11, 10, 13, 12, 15, 9)>, $1, 10, <
	SALSA_GPR_STEP2(9, 8, 11, 14, 13, 12, 13)>, $1, 11, <
	SALSA_GPR_STEP2(10, 9, 8, 15, 14, 13, 18)>, $1, 12, <
	C Rows (0, 1, 2, 3) and (5, 6, 7, 4)
	SALSA_HYBRID9_GSWAP(10, 11, 14, 0, 1, 4)
	SALSA_GPR_STEP2(1, 0, 3, 6, 5, 4, 7)>, $1, 13, <
	SALSA_GPR_STEP2(2, 1, 0, 7, 6, 5, 9)>, $1, 14, <
	SALSA_GPR_STEP2(3, 2, 1, 4, 7, 6, 13)>, <
	SALSA_GPR_STEP2(0, 3, 2, 5, 4, 7, 18)>)>)dnl
dnl SALSA_HYBRID9_GSWAP(out0, out1, out2, in0, in1, in2): scalar words
dnl OUT0..2 to their slots, words IN0..2 (the same registers) from
dnl theirs.
define(<SALSA_HYBRID9_GSWAP>, <
	mov	SGW($1), GSLOT($1)
	mov	SGW($2), GSLOT($2)
	mov	SGW($3), GSLOT($3)
	mov	GSLOT($4), SGW($4)
	mov	GSLOT($5), SGW($5)
	mov	GSLOT($6), SGW($6)>)dnl
dnl SALSA_HYBRID_OUT(i, t): word I of the scalar block, in T, plus word
dnl I of the input (of GCTR for the counter words), through HYBRID_PUT;
dnl SRC, DST, DATA are %rax, %rbx, %rcx here.
define(<SALSA_HYBRID_OUT>, <ifelse($1, 8, <
	add	GCTR, $2>, $1, 9, <
	add	4+GCTR, $2>, <
	add	eval(4 * $1)(%rax), $2>)
	HYBRID_PUT($2, eval(GBLOCK + 4 * $1))>)dnl
dnl SALSA_HYBRID9_SLOT_OUT(i): SALSA_HYBRID_OUT of word I from its slot.
define(<SALSA_HYBRID9_SLOT_OUT>, <
	mov	GSLOT($1), %r11d
	SALSA_HYBRID_OUT($1, %r11d)>)dnl
dnl SALSA_HYBRID9_BODY(xor): the function between PROLOGUE and
dnl EPILOGUE, from the arguments of the fused crypt; XOR as for
dnl SALSA8_BODY.
define(<SALSA_HYBRID9_BODY>, <
	PUSH(%rbx)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	STREAM8_ENTER
	mov	%rdi, DST_SAVE
	mov	%rsi, DATA_SAVE
	mov	%rdx, SRC_SAVE
	mov	%ecx, ROUNDS_LEFT
	C Blocks 0..7 in the vector registers (SRC is %rdx)
SALSA8_LOAD

	C Block 8: its 64-bit counter, words 8 and 9 plus 8, also in
	C GCTR; words 10, 11, 14 in their slots; SRC (%rdx) last
	mov	32(%rdx), %r10
	add	$<>8, %r10
	mov	%r10, GCTR
	mov	%r10, %r12
	shr	$<>32, %r12
	forloop(<i>, 10, 14, <ifelse(i, 12, , i, 13, , <
	mov	eval(4 * i)(%rdx), %r11d
	mov	%r11d, GSLOT(i)>)>)
	forloop(<i>, 0, 15, <ifelse(i, 2, , i, 8, , i, 9, , i, 10, , i, 11, , i, 14, , <
	mov	eval(4 * i)(%rdx), SGW(i)>)>)
	mov	8(%rdx), SGW(2)

	cmpl	$<>0, ROUNDS_LEFT
	je	.Lfeed
	ALIGN_FUNCTION
.Loop:
SALSA8_DROUND(<SALSA_HYBRID9_SCALAR>)
	subl	$<>2, ROUNDS_LEFT
	ja	.Loop

.Lfeed:
	C Block 8 out: words 0, 1, 4 to their slots, SRC, DST, DATA in
	C their registers, then word by word (the six slot words last)
	mov	SGW(0), GSLOT(0)
	mov	SGW(1), GSLOT(1)
	mov	SGW(4), GSLOT(4)
	mov	SRC_SAVE, %rax
	mov	DST_SAVE, %rbx
	mov	DATA_SAVE, %rcx
	forloop(<i>, 2, 15, <ifelse(i, 4, , i, 10, , i, 11, , i, 14, , <SALSA_HYBRID_OUT(i, SGW(i))>)>)
	forloop(<i>, 0, 14, <ifelse(i, 0, <SALSA_HYBRID9_SLOT_OUT(i)>,
	i, 1, <SALSA_HYBRID9_SLOT_OUT(i)>, i, 4, <SALSA_HYBRID9_SLOT_OUT(i)>,
	i, 10, <SALSA_HYBRID9_SLOT_OUT(i)>, i, 11, <SALSA_HYBRID9_SLOT_OUT(i)>,
	i, 14, <SALSA_HYBRID9_SLOT_OUT(i)>)>)

	C Blocks 0..7: feed-forward, transpose, store
	mov	SRC_SAVE, SRC
	mov	DST_SAVE, DST
	mov	DATA_SAVE, DATA
SALSA8_FEED_STORE($1)
	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbx)
	ret>)dnl
