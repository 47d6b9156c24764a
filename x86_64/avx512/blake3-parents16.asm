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
C the next, AVX-512VL on ymm and xmm registers.

C Why: the levels above the chunks wait one for the other, so each is
C a compression's latency; as hash_many calls, each level also paid
C the call, the pointers, its stores and the next level's loads and
C transposes (src/blake3.c, doc/blake3.md).  Here the 8 parents run in
C the 8 lanes of ymm registers; their chaining values, word j of every
C parent in V(j), become the next level's message by two vpermd a word
C (even lanes and odd lanes), and the 4 parents' by two vpshufd; the
C two last levels run on xmm registers.
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4, 2 vCPUs of
C a shared machine, load about 10), rdtsc ticks a call, medians (best)
C of 31 runs of 200 calls: this file 648 (648), the C twin's three
C hash_many calls into x86_64/avx512/blake3-hash-many.asm 677 (677).
C Three compressions' latency, each about 170 ticks (doc/blake3.md),
C is most of it; the loads, transposes and permutes are the rest.

dnl void _symcrypt_blake3_parents16(uint8_t *out, const uint8_t *cvs,
dnl     const uint32_t *key, unsigned flags)
dnl src/functions.def has the contract.  The state of a compression,
dnl v0..v15, is V(0..15), word j of every lane in V(j); the message
dnl words, transposed the same way, are M(0..15), %ymm16-31.

INCLUDE_SRC(<x86_64/sha-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/blake3-lanes.m4>)dnl
define(<OUT>, <%rdi>)
define(<CVS>, <%rsi>)
define(<KEY>, <%rdx>)
define(<FLAGS32>, <%ecx>)

dnl The registers are ymm or xmm as LANE_REG says.
define(<V>, <%<>LANE_REG<>eval($1)>)
define(<M>, <%<>LANE_REG<>eval(16 + ($1))>)
define(<MX>, <%xmm<>eval(16 + ($1))>)

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
define(<LANE_REG>, <ymm>)
forloop(<g>, 0, 3, <forloop(<i>, 0, 3, <
	vmovdqu32	eval(64 * i + 16 * g)(CVS), MX(eval(4 * g + i))
	vinserti32x4	<$>1, eval(64 * (i + 4) + 16 * g)(CVS), M(eval(4 * g + i)), M(eval(4 * g + i))>)
	TRANSPOSE4(M(eval(4 * g)), M(eval(4 * g + 1)), M(eval(4 * g + 2)), M(eval(4 * g + 3)), V(8), V(9), V(10), V(11))>)
	PARENTS

	C 4 parents: parent i's block is the chaining values of lanes 2i
	C and 2i + 1, so word w of its message is the even lanes of v[w],
	C word 8 + w the odd lanes.
	vmovdqa	.Leven_odd(%rip), %ymm8
	vmovdqa	.Leven_odd+32(%rip), %ymm9
forloop(<w>, 0, 7, <
	vpermd	V(w), %ymm8, M(w)
	vpermd	V(w), %ymm9, M(eval(8 + w))>)
define(<LANE_REG>, <xmm>)
	PARENTS

	C 2 parents, the same from four lanes; lanes 2 and 3 run on what
	C is left there.
forloop(<w>, 0, 7, <
	vpshufd	<$>0x08, V(w), M(w)
	vpshufd	<$>0x0d, V(w), M(eval(8 + w))>)
	PARENTS

	C lanes 0 and 1, words 0..3 then 4..7, to OUT and OUT + 32
forloop(<h>, 0, 1, <
	vpunpckldq	V(eval(4 * h + 1)), V(eval(4 * h)), M(0)
	vpunpckldq	V(eval(4 * h + 3)), V(eval(4 * h + 2)), M(1)
	vpunpcklqdq	M(1), M(0), M(2)
	vpunpckhqdq	M(1), M(0), M(3)
	vmovdqu32	M(2), eval(16 * h)(OUT)
	vmovdqu32	M(3), eval(32 + 16 * h)(OUT)>)
	vzeroupper
	ret
EPILOGUE(_symcrypt_blake3_parents16)

RODATA
	.p2align 5
C the lanes of a ymm register, even ones first, then odd ones first
.Leven_odd:
	.long	0, 2, 4, 6, 1, 3, 5, 7
	.long	1, 3, 5, 7, 0, 2, 4, 6
C the IV's first four words (SHA-256's, the specification, table 1)
.Liv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
.Lblock_length:
	.long	64
