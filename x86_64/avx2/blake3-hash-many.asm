dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/blake3-hash-many.asm -- BLAKE3's hash_many: N inputs of
C whole blocks to N chaining values, eight inputs at once, one per
C 32-bit lane of the ymm registers.

C Why: one input is a chain of compressions, each waiting for the one
C before; eight chains side by side fill the vector units.  BLAKE3
C feeds it the chunks of a long input (src/blake/blake3.c, subtrees of up to
C 64 chunks), the parents of those subtrees a level at a time, and the
C messages of symcrypt_blake3_many that have the same number of whole
C blocks (src/blake/blake3-many.c).  A group of fewer than eight inputs (the
C last, or a call with fewer than eight) runs in all eight lanes, or in
C four on xmm registers when it has four or fewer (the top of a tree),
C the missing lanes repeating the group's last input, and only its own
C chaining values are stored.
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4, 2 vCPUs of
C a shared machine), rdtsc ticks a call, medians (best) of 31 runs of
C 200 calls, beside the blake3 crate 1.8.7's AVX2 assembly (which hands
C fewer than eight inputs to its SSE4.1 code) in the same runs:
C                                   this file     crate
C   16 inputs of 16 blocks (16 KiB) 8613 (8577)   8534-8738 (8528)
C     (the pointers read from INPUTS every block: 8684 (8650))
C   4 inputs of 16 blocks           4233 (4184)   3301 (3279)
C   8 inputs of 1 block              294 (294)     280 (279)
C   4 inputs of 1 block              280 (280)     219 (218)
C     (in eight lanes: 290 (290))
C   2 inputs of 1 block              280 (279)     164 (164)
C The lanes' pointers stay in registers while a group's blocks run,
C and a group's counters are made by one vector addition, whose two
C stores the first block's loads take forwarded (doc/blake3.md, "Zen
C 3: the levels above the chunks" and "Zen 3: the group set-up and
C the one-shot's C").
C The rotations by 12 and 7 take three operations and, with the
C sixteen registers all state, a spill of v8; the crate's SSE4.1 code
C does the same, so the gap at four inputs and fewer is not in the
C operation count (doc/blake3.md).

dnl void _symcrypt_blake3_hash_many(uint8_t *out,
dnl     const uint8_t *const *inputs, size_t n, size_t blocks,
dnl     const uint32_t *key_counter, unsigned flags)
dnl src/functions.def has the contract.  The state of a compression,
dnl v0..v15, is %ymm0-15, word j of every lane in %ymm j; v0..v7 carry
dnl the chaining value from block to block.  The message words of the
dnl block, transposed the same way, are in the frame (M), where the
dnl rounds take them as memory operands.  A rotation by 16 or 8 is one
dnl vpshufb; by 12 or 7 two shifts and an OR, through %ymm8 (v8) saved
dnl in the frame meanwhile.

INCLUDE_SRC(<x86_64/m4/sha-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/blake3-lanes.m4>)dnl
HASH_MANY_REGS

dnl The frame: the message words, v8 while it is a temporary, the
dnl lanes' counters (low and high words), the block's flags and, while
dnl a group's blocks run, the registers that hold the lanes' input
dnl pointers then (SAVED).
define(<M>, <eval(32 * ($1))(%rsp)>)
define(<SPILL>, <512(%rsp)>)
define(<CTR_LO>, <544(%rsp)>)
define(<CTR_HI>, <576(%rsp)>)
define(<BLOCK_FLAGS>, <608(%rsp)>)
define(<SAVED>, <eval(640 + 8 * ($1))(%rsp)>)
define(<FRAME_SIZE>, <704>)

dnl While a group's blocks run, lane i's input pointer is LANE_PTR_REG(i)
dnl (the message loads need no pointer load first); the values of
dnl those registers but PTR, a temporary, wait in the frame meanwhile.
dnl INPUTS is not one of them: a pointer to the array of pointers not
dnl reloaded from the frame is what tells scripts/ct-scan that the
dnl pointers read through it are public.
define(<LANE_PTR_REG>, <ifelse($1, 0, <OUT>, $1, 1, <PTR>, $1, 2, <N>,
	$1, 3, <BLOCKS>, $1, 4, <KC>, $1, 5, <COUNTER>, $1, 6, <LAST_LANE>,
	<COUNT>)>)

dnl The registers are ymm or xmm as LANE_REG says (LANES_BODY).
define(<V>, <%<>LANE_REG<>eval($1)>)
define(<T0>, <V(8)>)
define(<T1>, <V(9)>)
define(<T2>, <V(10)>)
define(<T3>, <V(11)>)
define(<S0>, <V(12)>)
define(<S1>, <V(13)>)
define(<S2>, <V(14)>)
define(<S3>, <V(15)>)

dnl LANE_PTR(lane): LANE_PTR_REG(lane) = INPUTS[min(lane, LAST_LANE)],
dnl through T64.
define(<LANE_PTR>, <ifelse($1, 0, <
	mov	(INPUTS), LANE_PTR_REG(0)>, <
	mov	<$>$1, T64
	cmp	LAST_LANE, T64
	cmova	LAST_LANE, T64
	mov	(INPUTS, T64, 8), LANE_PTR_REG($1)>)>)

dnl LOAD_WORDS(g): words 4g..4g+3 of the block at OFFSET of every lane
dnl into M(4g..4g+3).  T(m) first gets the four words of lane 4c + m in
dnl chunk c; TRANSPOSE4 turns them into words (lane k in dword k).
define(<T>, <ifelse($1, 0, <T0>, $1, 1, <T1>, $1, 2, <T2>, <T3>)>)
dnl LANE_BYTES(g, lane): bytes 16g..16g+15 of the block of LANE.
define(<LANE_BYTES>, <eval(16 * ($1))(LANE_PTR_REG($2), OFFSET)>)
define(<LOAD_WORDS>, <forloop(<lane>, 0, eval(LANES - 1), <
	ifelse(eval(lane / 4), 0,
	<vmovdqu	LANE_BYTES($1, lane), %xmm<>eval(8 + lane % 4)>,
	<vinserti128	<$>1, LANE_BYTES($1, lane), T(eval(lane % 4)), T(eval(lane % 4))>)>)
	TRANSPOSE4(T0, T1, T2, T3, S0, S1, S2, S3)
forloop(<m>, 0, 3, <
	vmovdqa	T(m), M(eval(4 * ($1) + m))>)>)

dnl LANES_BODY(lanes): the compressions of a group of up to LANES (4 or
dnl 8) inputs on xmm or ymm registers, to their stored chaining values.
dnl A group of up to four (the parents at the top of a tree) runs on
dnl xmm registers: the lanes' cost is the register's width.
define(<LANES_BODY>, <define(<LANES>, $1)define(<LANE_REG>, ifelse($1, 4, xmm, ymm))
	C the key words in every lane
forloop(<j>, 0, 7, <
	vpbroadcastd	eval(4 * j)(KC), V(j)>)

	xor	OFFSET, OFFSET
	mov	BLOCKS, LEFT
	test	LEFT, LEFT
	jz	.Lstore$1
	C the registers' values to the frame, the lanes' pointers into
	C them (lane 7's before lane 6's, which overwrites LAST_LANE)
forloop(<lane>, 0, 7, <ifelse(lane, 1, , <
	mov	LANE_PTR_REG(lane), SAVED(lane)>)>)
forloop(<lane>, 0, ifelse(LANES, 4, 3, 5), <LANE_PTR(lane)>)
ifelse(LANES, 8, <LANE_PTR(7)
LANE_PTR(6)>)

	ALIGN_FUNCTION
.Lblock$1:
	C this block's flags: every block's, the first's, the last's
	HASH_MANY_FLAGS($1)
	mov	U32, BLOCK_FLAGS

	C the message, transposed into the frame (v8..v15 are free)
forloop(<g>, 0, 3, <LOAD_WORDS(g)
>)dnl
	C v8..v15: the IV's first words, the counters, the length, the flags
forloop(<j>, 0, 3, <
	vpbroadcastd	.Liv+eval(4 * j)(%rip), V(eval(8 + j))>)
	vmovdqa	CTR_LO, V(12)
	vmovdqa	CTR_HI, V(13)
	vpbroadcastd	.Lblock_length(%rip), V(14)
	vpbroadcastd	BLOCK_FLAGS, V(15)

forloop(<r>, 0, 6, <
	C round r
	STEP_SHIFTS(r, 0)
	STEP_SHIFTS(r, 1)>)

	C the next chaining value: v[j] ^ v[8 + j]
forloop(<j>, 0, 7, <
	vpxor	V(eval(8 + j)), V(j), V(j)>)
	add	<$>64, OFFSET
	sub	<$>1, LEFT
	jnz	.Lblock$1
	C the registers' own values back
forloop(<lane>, 0, 7, <ifelse(lane, 1, , <
	mov	SAVED(lane), LANE_PTR_REG(lane)>)>)

.Lstore$1:
	C Back to one chaining value per lane: after TRANSPOSE4, chunk c
	C of v[m] is words 0..3 of lane 4c + m, of v[4 + m] words 4..7.
	TRANSPOSE4(V(0), V(1), V(2), V(3), T0, T1, T2, T3)
	TRANSPOSE4(V(4), V(5), V(6), V(7), T0, T1, T2, T3)
forloop(<lane>, 0, eval(LANES - 1), <
	ifelse(lane, 0, , <
	cmp	<$>lane, COUNT
	jbe	.Lstored$1>)
	ifelse(eval(lane / 4), 0, <
	vmovdqu	%xmm<>eval(lane % 4), eval(32 * lane)(OUT)
	vmovdqu	%xmm<>eval(4 + lane % 4), eval(32 * lane + 16)(OUT)>, <
	vextracti128	<$>1, V(eval(lane % 4)), eval(32 * lane)(OUT)
	vextracti128	<$>1, V(eval(4 + lane % 4)), eval(32 * lane + 16)(OUT)>)>)
.Lstored$1:
>)

PROLOGUE(_symcrypt_blake3_hash_many)
	C groups of up to eight inputs
	HASH_MANY_HEAD(8)
	C lane i's counter: COUNTER + i, or COUNTER if bit 24 of FLAGS
	C is clear; low words to CTR_LO, high words to CTR_HI, each by one
	C store, which the loads of the blocks take forwarded (sixteen
	C scalar stores could not be, and the first block waited for them
	C to retire)
	vmovd	COUNTER32, %xmm12
	vpbroadcastd	%xmm12, %ymm12
	mov	COUNTER, T64
	shr	<$>32, T64
	vmovd	T32, %xmm13
	vpbroadcastd	%xmm13, %ymm13
	bt	<$>24, FLAGS
	jnc	.Lcounters
	vpaddd	.Llane_index(%rip), %ymm12, %ymm12
	vpmaxud	.Llane_index(%rip), %ymm12, %ymm14
	vpcmpeqd	%ymm12, %ymm14, %ymm14	C all ones where it did not wrap
	vpcmpeqd	%ymm15, %ymm15, %ymm15
	vpsubd	%ymm15, %ymm13, %ymm13	C the high word + 1,
	vpaddd	%ymm14, %ymm13, %ymm13	C - 1 where the low did not wrap
.Lcounters:
	vmovdqa	%ymm12, CTR_LO
	vmovdqa	%ymm13, CTR_HI
	C the widest registers the group needs
	cmp	<$>4, COUNT
	ja	.Lwide
	LANES_BODY(4)
	jmp	.Lnext_group
.Lwide:
	LANES_BODY(8)
	HASH_MANY_TAIL
EPILOGUE(_symcrypt_blake3_hash_many)

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
.Lblock_length:
	.long	64
	.p2align 5
C lane i's counter is the group's first plus i
.Llane_index:
	.long	0, 1, 2, 3, 4, 5, 6, 7
