dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/blake3-parents16.asm -- BLAKE3's parents16: the top
C three levels of a subtree of 16 chaining values (8 parents, 4, 2) in
C one call, each level's chaining values kept in registers for the
C next, AVX2.

C Why: the levels above the chunks wait one for the other, so each is
C a compression's latency; as hash_many calls, 4 and 2 parents took 280
C ticks each in xmm lanes where the blake3 crate's SSE4.1 code takes
C 219 and 164 (doc/blake3.md), and each call stored its chaining values
C for the next to load and transpose.  Here the 8 parents run in ymm
C lanes, their message in the frame (AVX2's sixteen registers hold only
C the state), as in x86_64/avx2/blake3-hash-many.asm; the 4 and then
C the 2 parents run on rows, as x86_64/avx2/blake3-compress.asm runs
C one compression, but two states a ymm register, one in each half: a
C level is one compression's latency and half the operations of four
C lanes.  The message words of both states are made at once, every
C round's ahead of the rounds, to the frame, by that file's in-lane
C permutation (x86_64/m4/blake3-avx2.m4): vshufps, vpshufd and vpblendd
C work on each 128-bit half apart.
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4, 2 vCPUs of
C a shared machine, load about 15), rdtsc ticks a call, medians (best)
C of 31 runs of 200 calls: this file 726 (726); the C twin's three
C hash_many calls into x86_64/avx2/blake3-hash-many.asm 891 (890); the
C 4 and 2 parents in xmm lanes here, 800 (798); the 2 alone on rows,
C 758 (757).  Those words were then made with vpermd and vperm2i128
C (lane-crossing shuffles); on AMD EPYC family 25
C model 1 (Zen 3), 2026-11-27, each call's input depending on the
C one before, lowest (10th percentile) of 5001 calls: 857 (882) with
C vpermd, 735 (759) in-lane; the blake3 crate 1.8.7's assembly for
C the same 8, 4 and 2 parents (three calls) 686-710 (710-735).

dnl void _symcrypt_blake3_parents16(uint8_t *out, const uint8_t *cvs,
dnl     const uint32_t *key, unsigned flags)
dnl src/functions.def has the contract.  In the lanes, the state of a
dnl compression, v0..v15, is V(0..15), word j of every lane in V(j); the
dnl message words, transposed the same way, are M(0..15) in the frame.

INCLUDE_SRC(<x86_64/m4/sha-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/blake3-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/blake3-avx2.m4>)dnl
define(<OUT>, <%rdi>)
define(<CVS>, <%rsi>)
define(<KEY>, <%rdx>)
define(<FLAGS32>, <%ecx>)

dnl The frame: the lanes' message words, v8 while it is a temporary.
define(<M>, <eval(32 * ($1))(%rsp)>)
define(<SPILL>, <512(%rsp)>)
dnl The levels on rows: PM(p, r, k), message words of round R of pair
dnl P, in the rows' order, both halves' side by side: K = 0, 1 the
dnl columns' first and second words, 2, 3 the diagonals'.
define(<PM>, <eval(32 * (28 * ($1) + 4 * ($2) + ($3)))(%rsp)>)
dnl BLOCK_HALF(k): pair 1's block halves while pair 0's words are made.
define(<BLOCK_HALF>, <eval(1792 + 32 * ($1))(%rsp)>)
define(<FRAME_SIZE>, <1920>)

dnl The levels on rows: pair Q's rows are ROW(k) with ROW_BASE 4 Q.
dnl While a pair's message words are made, those of round R are MA(r),
dnl MB(r), MC(r) and MD(r) (x86_64/m4/blake3-avx2.m4 has their order), the
dnl first state's in the low half and the second's in the high half:
dnl ROWS_NEXT_MESSAGE works within 128-bit lanes, so it makes the next
dnl round's words of both states at once.
define(<ROW>, <%ymm<>eval(ROW_BASE + ($1))>)
define(<TR>, <%ymm8>)
define(<MA>, <%ymm<>eval(8 + 4 * (($1) % 2))>)
define(<MB>, <%ymm<>eval(9 + 4 * (($1) % 2))>)
define(<MC>, <%ymm<>eval(10 + 4 * (($1) % 2))>)
define(<MD>, <%ymm<>eval(11 + 4 * (($1) % 2))>)

dnl PAIR_MESSAGES(p, alo, ahi, blo, bhi): every round's message words of
dnl pair P to PM(p, ...), from the blocks' halves (words 0..7 and 8..15)
dnl of its two states in registers ALO, AHI and BLO, BHI (not ymm4..15):
dnl words 4k..4k+3 of both states side by side (ymm4..7), round 0's
dnl order as ROWS_FIRST_MESSAGE makes it, then each round's from the one
dnl before.
define(<PAIR_MESSAGES>, <
	vperm2i128	<$>0x20, $4, $2, %ymm4	C words 0..3
	vperm2i128	<$>0x31, $4, $2, %ymm5	C 4..7
	vperm2i128	<$>0x20, $5, $3, %ymm6	C 8..11
	vperm2i128	<$>0x31, $5, $3, %ymm7	C 12..15
	vshufps	<$>0x88, %ymm5, %ymm4, MA(0)	C even words of 0..7
	vshufps	<$>0xdd, %ymm5, %ymm4, MB(0)	C odd words
	vshufps	<$>0x88, %ymm7, %ymm6, MC(0)	C 8, 10, 12, 14
	vshufps	<$>0xdd, %ymm7, %ymm6, MD(0)	C 9, 11, 13, 15
	vpshufd	<$>0x93, MC(0), MC(0)		C turned to the diagonals
	vpshufd	<$>0x93, MD(0), MD(0)
forloop(<r>, 0, 6, <ifelse(r, 0, , <
	ROWS_NEXT_MESSAGE(eval(r - 1))>)
	vmovdqa	MA(r), PM($1, r, 0)
	vmovdqa	MB(r), PM($1, r, 1)
	vmovdqa	MC(r), PM($1, r, 2)
	vmovdqa	MD(r), PM($1, r, 3)>)>)

dnl PAIR_ROUNDS(n): the compressions of N pairs (1 or 2) on rows, from
dnl PM(0..n - 1, ...) to their chaining values: words 0..3 in ROW(0),
dnl 4..7 in ROW(1) of each pair.
define(<ON_PAIRS>, <forloop(<q>, 0, eval($1 - 1), <define(<ROW_BASE>, eval(4 * q))$2>)>)
define(<PAIR_ROUNDS>, <
	C the rows: the key, the IV, counter 0, length 64 and the flags
	vbroadcasti128	(KEY), %ymm0
	vbroadcasti128	16(KEY), %ymm1
	vbroadcasti128	.Liv(%rip), %ymm2
	vmovdqa	.Lparent_tail(%rip), %xmm3
	vpinsrd	<$>3, FLAGS32, %xmm3, %xmm3
	vinserti128	<$>1, %xmm3, %ymm3, %ymm3
ifelse($1, 2, <forloop(<k>, 0, 3, <
	vmovdqa	%ymm<>k, %ymm<>eval(4 + k)>)>)
forloop(<r>, 0, 6, <
	C round r
	ON_PAIRS($1, <G_STEP(PM(q, r, 0), PM(q, r, 1))>)
	ON_PAIRS($1, <TO_DIAGONALS>)
	ON_PAIRS($1, <G_STEP(PM(q, r, 2), PM(q, r, 3))>)
	ON_PAIRS($1, <FROM_DIAGONALS>)>)
	C the chaining values: rows 0 and 1 xor rows 2 and 3
	ON_PAIRS($1, <
	vpxor	ROW(2), ROW(0), ROW(0)
	vpxor	ROW(3), ROW(1), ROW(1)>)>)

dnl The lanes' registers (VX: the low half).
define(<V>, <%ymm<>eval($1)>)
define(<VX>, <%xmm<>eval($1)>)

dnl PARENTS: the parents' compressions in every lane, from the message
dnl in M(0..15) to their chaining values in V(0..7).
define(<PARENTS>, <
	C the key words, the IV's first words, counter 0, length 64, flags
forloop(<j>, 0, 7, <
	vpbroadcastd	eval(4 * j)(KEY), V(j)>)
forloop(<j>, 0, 3, <
	vpbroadcastd	.Liv+eval(4 * j)(%rip), V(eval(8 + j))>)
	vpxor	V(12), V(12), V(12)
	vpxor	V(13), V(13), V(13)
	vpbroadcastd	.Lblock_length(%rip), V(14)
	vmovd	FLAGS32, VX(15)
	vpbroadcastd	VX(15), V(15)
forloop(<r>, 0, 6, <
	C round r
	STEP_SHIFTS(r, 0)
	STEP_SHIFTS(r, 1)>)
	C the chaining values: v[j] ^ v[8 + j]
forloop(<j>, 0, 7, <
	vpxor	V(eval(8 + j)), V(j), V(j)>)>)

PROLOGUE(_symcrypt_blake3_parents16)
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-32, %rsp
	sub	$<>FRAME_SIZE, %rsp
	C every block's flags: the mode's and PARENT
	and	<$>0xff, FLAGS32
	or	<$>4, FLAGS32

	C 8 parents: parent i's block, chaining values 2i and 2i + 1, in
	C lane i.  v[8 + i] gets words 4g..4g+3 of parent i in its low
	C half and of parent i + 4 in its high half; TRANSPOSE4 turns the
	C four into words 4g..4g+3, to the frame.
forloop(<g>, 0, 3, <forloop(<i>, 0, 3, <
	vmovdqu	eval(64 * i + 16 * g)(CVS), VX(eval(8 + i))
	vinserti128	<$>1, eval(64 * (i + 4) + 16 * g)(CVS), V(eval(8 + i)), V(eval(8 + i))>)
	TRANSPOSE4(V(8), V(9), V(10), V(11), V(12), V(13), V(14), V(15))
forloop(<i>, 0, 3, <
	vmovdqa	V(eval(8 + i)), M(eval(4 * g + i))>)>)
	PARENTS

	C 4 parents, and then 2, on rows: two states a ymm register, one
	C in each half (parents 0 and 1 in pair 0, 2 and 3 in pair 1), so
	C that a level is one compression's latency, as
	C x86_64/avx2/blake3-compress.asm has it for one, and half the
	C operations of lanes.  Parent i's block is the chaining values
	C of lanes 2i and 2i + 1: after TRANSPOSE4, chunk c of v[m] is
	C words 0..3 of lane 4c + m, of v[4 + m] words 4..7.
	TRANSPOSE4(V(0), V(1), V(2), V(3), V(8), V(9), V(10), V(11))
	TRANSPOSE4(V(4), V(5), V(6), V(7), V(8), V(9), V(10), V(11))
	C the block halves of parents 2 and 3 (the chunks 1) to the frame,
	C of parents 0 and 1 (the chunks 0) to ymm0..3
forloop(<k>, 0, 3, <
	vperm2i128	<$>0x31, V(eval(4 + k)), V(k), V(eval(8 + k))
	vmovdqa	V(eval(8 + k)), BLOCK_HALF(k)>)
forloop(<k>, 0, 3, <
	vperm2i128	<$>0x20, V(eval(4 + k)), V(k), V(k)>)
	PAIR_MESSAGES(0, %ymm0, %ymm1, %ymm2, %ymm3)
forloop(<k>, 0, 3, <
	vmovdqa	BLOCK_HALF(k), %ymm<>k>)
	PAIR_MESSAGES(1, %ymm0, %ymm1, %ymm2, %ymm3)
	PAIR_ROUNDS(2)

	C 2 parents, one pair: the first's block is the chaining values
	C of pair 0's halves (words 0..3 in row 0, 4..7 in row 1), the
	C second's of pair 1's.
	vperm2i128	<$>0x20, %ymm1, %ymm0, %ymm2
	vperm2i128	<$>0x31, %ymm1, %ymm0, %ymm3
	vperm2i128	<$>0x20, %ymm5, %ymm4, %ymm0
	vperm2i128	<$>0x31, %ymm5, %ymm4, %ymm1
	PAIR_MESSAGES(0, %ymm2, %ymm3, %ymm0, %ymm1)
	PAIR_ROUNDS(1)
	vmovdqu	%xmm0, (OUT)
	vmovdqu	%xmm1, 16(OUT)
	vextracti128	<$>1, %ymm0, 32(OUT)
	vextracti128	<$>1, %ymm1, 48(OUT)
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	vzeroupper
	ret
EPILOGUE(_symcrypt_blake3_parents16)

RODATA
	.p2align 5
.Lrot16:
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
C the IV's first four words (SHA-256's, the specification, table 1)
.Liv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
C a parent's counter and length; its flags go in the last word
.Lparent_tail:
	.long	0, 0, 64, 0
.Lblock_length:
	.long	64
