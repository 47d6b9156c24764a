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
define(<OUT>, <%rdi>)
define(<CVS>, <%rsi>)
define(<KEY>, <%rdx>)
define(<FLAGS32>, <%ecx>)

dnl The frame: the message words (32 bytes each, of which the xmm
dnl levels use the first 16), v8 while it is a temporary.
define(<M>, <eval(32 * ($1))(%rsp)>)
define(<SPILL>, <512(%rsp)>)
define(<FRAME_SIZE>, <544>)

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

	C 2 parents, the same from four lanes; lanes 2 and 3 run on what
	C is left there.
forloop(<w>, 0, 7, <
	vpshufd	<$>0x08, V(w), V(eval(8 + w % 4))
	vmovdqa	V(eval(8 + w % 4)), M(w)
	vpshufd	<$>0x0d, V(w), V(eval(12 + w % 4))
	vmovdqa	V(eval(12 + w % 4)), M(eval(8 + w))>)
	PARENTS

	C lanes 0 and 1, words 0..3 then 4..7, to OUT and OUT + 32
forloop(<h>, 0, 1, <
	vpunpckldq	V(eval(4 * h + 1)), V(eval(4 * h)), V(8)
	vpunpckldq	V(eval(4 * h + 3)), V(eval(4 * h + 2)), V(9)
	vpunpcklqdq	V(9), V(8), V(10)
	vpunpckhqdq	V(9), V(8), V(11)
	vmovdqu	V(10), eval(16 * h)(OUT)
	vmovdqu	V(11), eval(32 + 16 * h)(OUT)>)
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
C the lanes of a ymm register, even ones first
.Leven_odd:
	.long	0, 2, 4, 6, 1, 3, 5, 7
C the IV's first four words (SHA-256's, the specification, table 1)
.Liv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
.Lblock_length:
	.long	64
