dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/bmi2/sha1-compress.asm -- SHA-1 compression: scalar rounds
C with rorx and andn, the message schedule of two blocks at once, four
C words of each per ymm register (one block per 128-bit lane), AVX2.

C Why: for CPUs with AVX2 and BMI1/BMI2 but no SHA extensions (Intel
C Haswell to Comet Lake), the design of x86_64/ssse3/sha1-compress.asm
C without its copies: rorx takes a rotated copy of a for each round,
C and each round computes the next round's f from its own a with andn
C (SHA1_ANDN_ROUND below), so that the Ch and parity rounds
C need no move; the three-operand forms save the schedule's movdqa.
C The schedule runs for a pair of blocks, spread over both blocks'
C rounds (SHA1_PAIR_BODY(6)): the second block's rounds, which take
C their w + k from the frame, compute the next pair's first six
C steps (loads, byte swaps and words 16..23), the first block's rounds
C the other fourteen of their own pair.  A last odd block is paired with
C a zero block (.Lzero).  Each round adds the next round's w + k
C (SHA1_ANDN_ROUND).  callgrind: 754 instructions a block.
C Uses AVX2, BMI1 and BMI2.  Shared with the SSSE3 file through the
C SHA1_* macros of x86_64/m4/sha1.m4.
C
C Measured 2026-11-22/23, AMD EPYC family 25 model 17 (Zen 4) limited
C to the haswell tier (symcrypt-benchmark --tier haswell: OpenSSL with
C SHA-NI and AVX-512 masked, so its AVX2 code, which schedules two
C blocks at once), fat build, medians of five to seven runs of -r 5,
C rdtsc ticks per byte at 16 KiB (1 KiB, 64 B), doc/x86_64-hash.md:
C   this file                          2.02 (2.20, 4.99)
C   x86_64/ssse3/sha1-compress.asm     2.30 (2.50)
C   C twin                             3.53 (3.75)
C   OpenSSL 3.0.19 (AVX2, BMI1/2)      2.10 (2.43, 6.85)

dnl void _symcrypt_sha1_compress(uint32_t *state, size_t blocks,
dnl                               const uint8_t *data)
dnl STATE holds a..e in host order; DATA is BLOCKS whole 64-byte
dnl blocks, any alignment.

INCLUDE_SRC(<x86_64/m4/sha-pair.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha1.m4>)dnl
dnl SHA1_WK_AT(i): where round i finds w + k: the frame holds the first
dnl block's 320 bytes and then the second's; SHA1_SECOND (0 or 1) says
dnl which.  (The second block's words 16 bytes into 32-byte steps, one
dnl ymm store a step, ran 0.5-1% slower on AMD Zen 4.)
define(<SHA1_WK_AT>, <eval(4 * ($1) + 320 * SHA1_SECOND)(%rsp)>)dnl
dnl With BMI1 and BMI2 each round computes the next round's f(b, c, d)
dnl from its own a, the rotated b and c, with no copy: the next b is a, the next c
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
dnl SHA1_PAIR_BODY(ahead): the function from its first instruction to
dnl its ret: two blocks a pass, the schedule spread over both blocks'
dnl rounds as SHA2_BLOCKS does for SHA-2.  The second block's rounds
dnl (from the frame's second half) compute the first AHEAD steps of the
dnl next pair, the first block's rounds the rest of their own pair.  The
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
	SHA1_ANDN_ROUND(eval(4 * ($1) + j))>)>)dnl
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
	SHA1_ANDN_ROUND(i)>)popdef(<SHA1_SECOND>)
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

define(<SHA1_PAIR>, <1>)
define(<SHA1_SECOND>, 0)
SHA1_REGS
dnl R5, the low half of WIPE (free again by the wipe); X(n): the ymm
dnl register of w[4n..4n+3] of both blocks, the first block's words in
dnl the low lane, the second's in the high lane; V0, V1 for the
dnl schedule; BSWAP, the pshufb mask of big-endian dwords; TP (the second
dnl block, or .Lzero) and ZP, the 64-bit T2 and T1, free until the rounds.
define(<R5>, <%r11d>)dnl
define(<X>, <%ymm<>eval(($1) % 8)>)dnl
define(<TP>, <%r10>)dnl
define(<ZP>, <%r9>)dnl
define(<V0>, <%ymm8>)dnl
define(<V1>, <%ymm9>)dnl
define(<BSWAP>, <%ymm10>)dnl
dnl SHA1_WK(n): w + k of step n of both blocks into the frame, the high
dnl lane into the second half.
define(<SHA1_WK>, <
	vpaddd	.LK+eval(32 * (($1) / 5))(%rip), X($1), V0
	vmovdqa	XMM(V0), eval(16 * ($1))(%rsp)
	vextracti128	<$>1, V0, eval(320 + 16 * ($1))(%rsp)>)dnl
dnl SCHED_16 for words 16..31: t = w[i-16] ^ w[i-14] ^ w[i-8] ^ w[i-3],
dnl with 0 for w[i-3] in the fourth lane (it is w[i], being made);
dnl w = t <<< 1, and the fourth lane ^= t[0] <<< 2, which is w[i] <<< 1.
define(<SCHED_16>, <ifelse($2, 0, <
	vpalignr	<$>8, X(eval($1 - 4)), X(eval($1 - 3)), V0	C w[i-14..i-11]
	vpsrldq	<$>4, X(eval($1 - 1)), V1	C w[i-3..i-1], 0
	vpxor	X(eval($1 - 4)), V0, V0>, $2, 1, <
	vpxor	X(eval($1 - 2)), V1, V1
	vpxor	V1, V0, V0		C t
	vpslldq	<$>12, V0, V1		C 0, 0, 0, t[0]>, $2, 2, <
	vpsrld	<$>31, V0, X($1)
	vpaddd	V0, V0, V0
	vpor	V0, X($1), X($1)	C t rotated left by 1
	vpsrld	<$>30, V1, V0>, <
	vpslld	<$>2, V1, V1
	vpxor	V0, X($1), X($1)
	vpxor	V1, X($1), X($1)
	SHA1_WK($1)>)>)
dnl SCHED_32 for words 32..79: X(n) held w[i-32..i-29].
define(<SCHED_32>, <ifelse($2, 0, <
	C w[i-6..i-3]
	vpalignr	<$>8, X(eval($1 - 2)), X(eval($1 - 1)), V0>, $2, 1, <
	vpxor	X(eval($1 - 4)), V0, V0
	vpxor	X(eval($1 - 7)), V0, V0
	vpxor	V0, X($1), X($1)>, $2, 2, <
	C rotated left by 2
	vpsrld	<$>30, X($1), V0
	vpslld	<$>2, X($1), X($1)
	vpor	V0, X($1), X($1)>, <
	SHA1_WK($1)>)>)

PROLOGUE(_symcrypt_sha1_compress)
	SHA1_PAIR_BODY(6)
EPILOGUE(_symcrypt_sha1_compress)

RODATA
	SHA1_PAIR_CONSTANTS
