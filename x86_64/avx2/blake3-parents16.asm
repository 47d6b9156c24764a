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

C Why: x86_64/avx512/blake3-parents16.asm with AVX2's sixteen
C registers: the state fills them, so the message of each level is in
C the frame, as in x86_64/avx2/blake3-hash-many.asm.  The 8 parents run
C in ymm lanes; one vpermd a word puts the even lanes of v[w] (the
C next level's message word w) in the low half and the odd lanes (word
C 8 + w) in the high half, two vpshufd the same for the last level;
C the two last levels run on xmm registers.  As three hash_many calls,
C 4 and 2 parents cost 280 ticks each where the blake3 crate's SSE4.1
C code takes 219 and 164 (doc/blake3.md).
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4, 2 vCPUs of
C a shared machine), rdtsc ticks a call, medians (best) of 31 runs of
C 200 calls, load about 12: this file 800 (798), the C twin's three
C hash_many calls into x86_64/avx2/blake3-hash-many.asm 891 (890).

dnl void _symcrypt_blake3_parents16(uint8_t *out, const uint8_t *cvs,
dnl     const uint32_t *key, unsigned flags)
dnl src/functions.def has the contract.  The state of a compression,
dnl v0..v15, is V(0..15), word j of every lane in V(j); the message
dnl words, transposed the same way, are M(0..15) in the frame.

INCLUDE_SRC(<x86_64/sha-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/blake3-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/blake3-rows.m4>)dnl
define(<OUT>, <%rdi>)
define(<CVS>, <%rsi>)
define(<KEY>, <%rdx>)
define(<FLAGS32>, <%ecx>)

dnl The frame: the message words (32 bytes each, of which the xmm
dnl levels use the first 16), v8 while it is a temporary.
define(<M>, <eval(32 * ($1))(%rsp)>)
define(<SPILL>, <512(%rsp)>)
dnl The last level's: RM(s, r, h, offset), half H (0: the columns'
dnl words, 1: the diagonals') of round R's message of parent S, in the
dnl rows' order.
define(<RM>, <eval(128 * ($2) + 64 * ($1) + 32 * ($3) ifelse(<$4>, <>, , + $4))(%rsp)>)
define(<FRAME_SIZE>, <896>)

dnl The last level's registers: parent S's rows, ROW(k) with
dnl ROW_BASE 4 S; its message halves of round R, MSG_LO(r) and
dnl MSG_HI(r) with MSG_BASE 4 + 2 S (round R + 1's 6 above them).
define(<ROW>, <%xmm<>eval(ROW_BASE + ($1))>)
define(<TR>, <%xmm8>)
define(<MSG_LO>, <%ymm<>eval(MSG_BASE + 6 * (($1) % 2))>)
define(<MSG_HI>, <%ymm<>eval(MSG_BASE + 1 + 6 * (($1) % 2))>)
define(<NEXT_LO>, <%ymm8>)
define(<NEXT_HI>, <%ymm9>)
define(<T0>, <%ymm14>)
define(<T1>, <%ymm15>)
dnl ON_BOTH(code): CODE for parent 0, then for parent 1 (S in CODE).
define(<ON_BOTH>, <forloop(<s>, 0, 1, <define(<ROW_BASE>, eval(4 * s))$1>)>)

dnl The registers are ymm or xmm as LANE_REG says.
define(<V>, <%<>LANE_REG<>eval($1)>)
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
define(<LANE_REG>, <ymm>)
forloop(<g>, 0, 3, <forloop(<i>, 0, 3, <
	vmovdqu	eval(64 * i + 16 * g)(CVS), VX(eval(8 + i))
	vinserti128	<$>1, eval(64 * (i + 4) + 16 * g)(CVS), V(eval(8 + i)), V(eval(8 + i))>)
	TRANSPOSE4(V(8), V(9), V(10), V(11), V(12), V(13), V(14), V(15))
forloop(<i>, 0, 3, <
	vmovdqa	V(eval(8 + i)), M(eval(4 * g + i))>)>)
	PARENTS

	C 4 parents: parent i's block is the chaining values of lanes 2i
	C and 2i + 1, so word w of its message is the even lanes of v[w],
	C word 8 + w the odd lanes: the low and the high half of v[w] with
	C its lanes in that order.
	vmovdqa	.Leven_odd(%rip), V(8)
forloop(<w>, 0, 7, <
	vpermd	V(w), V(8), V(eval(9 + w % 4))
	vmovdqa	VX(eval(9 + w % 4)), M(w)
	vextracti128	<$>1, V(eval(9 + w % 4)), M(eval(8 + w))>)
define(<LANE_REG>, <xmm>)
	PARENTS

	C 2 parents on rows, A (lanes 0 and 1) in ROW(0..3) and B (lanes 2
	C and 3) in ROW(4..7), as x86_64/avx2/blake3-compress.asm has one:
	C two chains side by side, where four lanes would take twice the
	C operations.  First each lane's chaining value: words 0..3 of lane
	C m in v[m], words 4..7 in v[4 + m].
	TRANSPOSE4(V(0), V(1), V(2), V(3), V(8), V(9), V(10), V(11))
	TRANSPOSE4(V(4), V(5), V(6), V(7), V(8), V(9), V(10), V(11))
	C the blocks' halves: A's in ymm0 and ymm1, B's in ymm2 and ymm3
forloop(<k>, 0, 3, <
	vinserti128	<$>1, %xmm<>eval(4 + k), %ymm<>k, %ymm<>k>)
	C each round's message words, in the rows' order, to the frame
	vmovdqa	.Lfirst(%rip), NEXT_LO
	vmovdqa	.Lfirst+32(%rip), NEXT_HI
forloop(<k>, 0, 3, <
	vpermd	%ymm<>k, ifelse(eval(k % 2), 0, NEXT_LO, NEXT_HI), %ymm<>eval(4 + k)>)
	vmovdqa	.Lnext(%rip), NEXT_LO
	vmovdqa	.Lnext+32(%rip), NEXT_HI
forloop(<r>, 0, 6, <forloop(<s>, 0, 1, <define(<MSG_BASE>, eval(4 + 2 * s))
	vmovdqa	MSG_LO(r), RM(s, r, 0)
	vmovdqa	MSG_HI(r), RM(s, r, 1)ifelse(r, 6, , <
	NEXT_HALF(r, NEXT_LO, 0xa0, MSG_LO(eval(r + 1)))
	NEXT_HALF(r, NEXT_HI, 0xbd, MSG_HI(eval(r + 1)))>)>)>)
	C the rows: the key, the IV, counter 0, length 64 and the flags
	vmovdqu	(KEY), %xmm0
	vmovdqu	16(KEY), %xmm1
	vmovdqa	.Liv(%rip), %xmm2
	vmovdqa	.Lparent_tail(%rip), %xmm3
	vpinsrd	<$>3, FLAGS32, %xmm3, %xmm3
forloop(<k>, 0, 3, <
	vmovdqa	%xmm<>k, %xmm<>eval(4 + k)>)
forloop(<r>, 0, 6, <
	C round r
	ON_BOTH(<G_STEP(RM(s, r, 0), RM(s, r, 0, 16))>)
	ON_BOTH(<TO_DIAGONALS>)
	ON_BOTH(<G_STEP(RM(s, r, 1), RM(s, r, 1, 16))>)
	ON_BOTH(<FROM_DIAGONALS>)>)
	C the chaining values: rows 0 and 1 xor rows 2 and 3
forloop(<s>, 0, 1, <
	vpxor	%xmm<>eval(4 * s + 2), %xmm<>eval(4 * s), %xmm<>eval(4 * s)
	vpxor	%xmm<>eval(4 * s + 3), %xmm<>eval(4 * s + 1), %xmm<>eval(4 * s + 1)
	vmovdqu	%xmm<>eval(4 * s), eval(32 * s)(OUT)
	vmovdqu	%xmm<>eval(4 * s + 1), eval(32 * s + 16)(OUT)>)
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	vzeroupper
	ret
EPILOGUE(_symcrypt_blake3_parents16)

RODATA
	.p2align 5
C x86_64/avx2/blake3-compress.asm's orders of the message words for
C the rows (round 0's, and each round's from the one before)
.Lfirst:
	.long	0, 2, 4, 6, 1, 3, 5, 7, 14, 8, 10, 12, 15, 9, 11, 13
.Lnext:
	.long	1, 5, 7, 2, 3, 10, 0, 15, 12, 4, 11, 13, 9, 14, 6, 8
.Lrot16:
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
C the lanes of a ymm register, even ones first
.Leven_odd:
	.long	0, 2, 4, 6, 1, 3, 5, 7
C the IV's first four words (SHA-256's, the specification, table 1)
.Liv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
C a parent's counter and length; its flags go in the last word
.Lparent_tail:
	.long	0, 0, 64, 0
.Lblock_length:
	.long	64
