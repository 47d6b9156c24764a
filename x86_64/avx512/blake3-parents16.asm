dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/blake3-parents16.asm -- BLAKE3's parents16: the top
C three levels of a subtree of 16 chaining values (8 parents, 4, 2) in
C one call, the chaining values of each level kept in registers for
C the next, AVX-512VL on ymm and zmm registers.

C Why: the levels above the chunks wait one for the other, so each is
C a compression's latency; as hash_many calls, each level also paid
C the call, the pointers, its stores and the next level's loads and
C transposes (src/blake/blake3.c, doc/blake3.md).  Here the 8 parents run in
C the 8 lanes of ymm registers; the 4 and then the 2 run on rows, two
C states a ymm register, one in each half, as x86_64/avx512/
C blake3-hash-many.asm runs one or two inputs (its round macros, in
C x86_64/m4/blake3-lanes.m4): a level is one compression's latency and
C half the operations of four lanes.  The lanes' chaining values go to
C the rows' blocks by two transposes and 128-bit chunk shuffles.
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4, 2 vCPUs of
C a shared machine, load about 15), rdtsc ticks a call, medians (best)
C of 31 runs of 200 calls: this file 615 (607); the C twin's three
C hash_many calls into x86_64/avx512/blake3-hash-many.asm 677 (677);
C the 4 and 2 parents in xmm lanes here, 648 (648).  Three
C compressions' latency, each about 170 ticks chained (doc/blake3.md),
C is most of it; the loads, transposes and shuffles are the rest.
C
C The key words are in the rows, %ymm0 .. %ymm15; %zmm16 and up hold
C the children's chaining values and their shuffles only (no key), so
C the function ends with vzeroupper and no CLEAR_HIGH.

dnl void _symcrypt_blake3_parents16(uint8_t *out, const uint8_t *cvs,
dnl     const uint32_t *key, unsigned flags)
dnl src/functions.def has the contract.  In the lanes, the state of a
dnl compression, v0..v15, is V(0..15), word j of every lane in V(j); the
dnl message words, transposed the same way, are M(0..15), %ymm16-31.

INCLUDE_SRC(<x86_64/m4/sha-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/blake3-lanes.m4>)dnl
define(<OUT>, <%rdi>)
define(<CVS>, <%rsi>)
define(<KEY>, <%rdx>)
define(<FLAGS32>, <%ecx>)

dnl The lanes' registers (MX: the low half of M).
define(<V>, <%ymm<>eval($1)>)
define(<M>, <%ymm<>eval(16 + ($1))>)
define(<MX>, <%xmm<>eval(16 + ($1))>)

dnl The levels on rows: pair Q's rows in ymm4q..ymm4q+3, its message
dnl words in zmm16..19 or zmm20..23, for RROUND (x86_64/m4/blake3-lanes.m4)
dnl with PAIR set to Q.
define(<RROW>, <%ymm<>eval(4 * PAIR + ($1))>)
define(<MA>, <%zmm<>eval(16 + 4 * PAIR + 2 * (($1) % 2))>)
define(<MB>, <%zmm<>eval(17 + 4 * PAIR + 2 * (($1) % 2))>)
define(<YMA>, <%ymm<>eval(16 + 4 * PAIR + 2 * (($1) % 2))>)
define(<YMB>, <%ymm<>eval(17 + 4 * PAIR + 2 * (($1) % 2))>)
define(<SECONDS>, <%ymm<>eval(24 + 2 * PAIR)>)
define(<DSECONDS>, <%ymm<>eval(25 + 2 * PAIR)>)
define(<NEXT_A>, <%zmm28>)
define(<NEXT_B>, <%zmm29>)
define(<TAIL_ROW>, <%ymm12>)	dnl counter 0, length 64, the flags
define(<XTAIL_ROW>, <%xmm12>)

dnl PAIR_MESSAGES: round 0's message words of pair PAIR from its states'
dnl blocks, words 0..7 of both in %zmm8 and 8..15 in %zmm9.
define(<PAIR_MESSAGES>, <
	vmovdqa32	.Lrows_first(%rip), MA(0)
	vpermi2d	%zmm9, %zmm8, MA(0)
	vmovdqa32	.Lrows_first+64(%rip), MB(0)
	vpermi2d	%zmm9, %zmm8, MB(0)>)

dnl PAIR_BLOCKS(z0, z1, z2, z3): round 0's message words of both pairs
dnl of four states, whose blocks' 128-bit chunks are: in Z0 words 0..3
dnl of states 0 and 2, then their words 4..7, in Z1 the same of states
dnl 1 and 3, in Z2 and Z3 words 8..15 the same way.
define(<PAIR_BLOCKS>, <forloop(<q>, 0, 1, <
	vshufi32x4	<$>eval(0x88 + 0x55 * q), $2, $1, %zmm8
	vshufi32x4	<$>eval(0x88 + 0x55 * q), $4, $3, %zmm9
define(<PAIR>, q)PAIR_MESSAGES>)>)

dnl PAIR_ROUNDS(n): the compressions of N pairs (1 or 2) on rows to their
dnl chaining values: words 0..3 in row 0, 4..7 in row 1 of each half.
define(<PAIR_ROUNDS>, <forloop(<q>, 0, eval($1 - 1), <define(<PAIR>, q)
	vbroadcasti32x4	(KEY), RROW(0)
	vbroadcasti32x4	16(KEY), RROW(1)
	vbroadcasti32x4	.Liv(%rip), RROW(2)
	vmovdqa	TAIL_ROW, RROW(3)>)
	vmovdqa32	.Lrows_next(%rip), NEXT_A
	vmovdqa32	.Lrows_next+64(%rip), NEXT_B
forloop(<r>, 0, 6, <forloop(<q>, 0, eval($1 - 1), <define(<PAIR>, q)
	C round r of pair q
	RROUND(r)>)>)
forloop(<q>, 0, eval($1 - 1), <define(<PAIR>, q)
	vpxord	RROW(2), RROW(0), RROW(0)
	vpxord	RROW(3), RROW(1), RROW(1)>)>)

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
	vpbroadcastd	FLAGS32, V(15)
forloop(<r>, 0, 6, <
	C round r
	STEP_VPRORD(r, 0)
	STEP_VPRORD(r, 1)>)
	C the chaining values: v[j] ^ v[8 + j]
forloop(<j>, 0, 7, <
	vpxord	V(eval(8 + j)), V(j), V(j)>)>)

PROLOGUE(_symcrypt_blake3_parents16)
	C every block's flags: the mode's and PARENT
	and	<$>0xff, FLAGS32
	or	<$>4, FLAGS32

	C 8 parents: parent i's block, chaining values 2i and 2i + 1, in
	C lane i.  M(4g + i) gets words 4g..4g+3 of parent i in its low
	C half and of parent i + 4 in its high half; TRANSPOSE4 (v8..v11
	C free meanwhile) turns each four into words.
forloop(<g>, 0, 3, <forloop(<i>, 0, 3, <
	vmovdqu32	eval(64 * i + 16 * g)(CVS), MX(eval(4 * g + i))
	vinserti32x4	<$>1, eval(64 * (i + 4) + 16 * g)(CVS), M(eval(4 * g + i)), M(eval(4 * g + i))>)
	TRANSPOSE4(M(eval(4 * g)), M(eval(4 * g + 1)), M(eval(4 * g + 2)), M(eval(4 * g + 3)), V(8), V(9), V(10), V(11))>)
	PARENTS

	C 4 parents, and then 2, on rows: two states a ymm register, one
	C in each half (parents 0 and 1 in pair 0, 2 and 3 in pair 1), as
	C the hash_many file runs one or two inputs: a level is one
	C compression's latency, and half the operations of four lanes.
	C Parent i's block is the chaining values of lanes 2i and 2i + 1:
	C after TRANSPOSE4, chunk c of v[m] is words 0..3 of lane 4c + m,
	C of v[4 + m] words 4..7.
	TRANSPOSE4(V(0), V(1), V(2), V(3), V(8), V(9), V(10), V(11))
	TRANSPOSE4(V(4), V(5), V(6), V(7), V(8), V(9), V(10), V(11))
forloop(<m>, 0, 3, <
	vinserti64x4	<$>1, V(eval(4 + m)), %zmm<>m, %zmm<>m>)
	PAIR_BLOCKS(%zmm0, %zmm2, %zmm1, %zmm3)
	C the rows' last row, both halves: counter 0, length 64, flags
	vmovdqa	.Lparent_tail(%rip), XTAIL_ROW
	vpinsrd	<$>3, FLAGS32, XTAIL_ROW, XTAIL_ROW
	vinserti128	<$>1, XTAIL_ROW, TAIL_ROW, TAIL_ROW
	PAIR_ROUNDS(2)

	C 2 parents, one pair: the chaining values are words 0..3 of row
	C 0 and 4..7 of row 1 in each half of each pair
	vinserti64x4	<$>1, %ymm1, %zmm0, %zmm0
	vinserti64x4	<$>1, %ymm5, %zmm4, %zmm4
	vshufi32x4	<$>0x88, %zmm4, %zmm0, %zmm8
	vshufi32x4	<$>0xdd, %zmm4, %zmm0, %zmm9
define(<PAIR>, 0)PAIR_MESSAGES
	PAIR_ROUNDS(1)
	vmovdqu	%xmm0, (OUT)
	vmovdqu	%xmm1, 16(OUT)
	vextracti128	<$>1, %ymm0, 32(OUT)
	vextracti128	<$>1, %ymm1, 48(OUT)
	vzeroupper
	ret
EPILOGUE(_symcrypt_blake3_parents16)

RODATA
	.p2align 5
C the IV's first four words (SHA-256's, the specification, table 1)
.Liv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
.Lblock_length:
	.long	64
	.p2align 4
C a parent's counter and length; its flags go in the last word
.Lparent_tail:
	.long	0, 0, 64, 0
	.p2align 6
C x86_64/avx512/blake3-hash-many.asm's orders for two states on rows:
C round 0's message words and the permutation to the next round's
.Lrows_first:
	.long	0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15
	.long	22, 16, 18, 20, 30, 24, 26, 28, 23, 17, 19, 21, 31, 25, 27, 29
.Lrows_next:
	.long	1, 9, 11, 2, 5, 13, 15, 6, 3, 18, 0, 27, 7, 22, 4, 31
	.long	24, 8, 19, 25, 28, 12, 23, 29, 17, 26, 10, 16, 21, 30, 14, 20
