dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/blake3-hash-many.asm -- BLAKE3's hash_many: N inputs
C of whole blocks to N chaining values, sixteen inputs at once, one per
C 32-bit lane of the zmm registers.

C Why: x86_64/avx2/blake3-hash-many.asm twice as wide, and with what
C AVX-512 adds: 32 registers hold the state and the whole transposed
C message (no frame traffic in the rounds), and every rotation is one
C vprord (the AVX2 file's 12 and 7 take two shifts, an OR and a spill).
C A group of fewer than sixteen inputs runs on ymm or xmm registers
C (8 or 4 lanes), the missing lanes repeating the group's last input,
C and only its own chaining values are stored.  One or two inputs run
C on rows instead (ROWS_BODY), both in one ymm register: a block costs
C a compression's latency, where lanes add the transposes.
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4, 2 vCPUs of
C a shared machine), rdtsc ticks a call, medians (best) of 31 runs of
C 200 calls, beside the blake3 crate 1.8.7's assembly in the same runs
C (the avx2 file: the same, against the crate's AVX2 assembly):
C                                   this file    avx2 file    crate
C   16 inputs of 16 blocks (16 KiB) 5899 (5730)  8684 (8645)  5970 (5746)
C   1 or 2 inputs of 16 blocks         2792                   2540
C   16 inputs of 1 block             393 (386)    587 (585)    391 (383)
C   8 inputs of 1 block              232 (231)    296 (295)    231 (231)
C   4 inputs of 1 block              222 (221)    291 (290)    206 (205)
C   1 or 2 inputs of 1 block         157 (156)    289 (289)    152 (151)
C Sixteen lanes are bound by the vector pipes: 784 ALU operations a
C block for the rounds, 64 for the message's loads and transposes, 8
C for the feed-forward, two 512-bit ones a cycle on Zen 4 at best;
C the rounds alone run at about 1.7 a cycle (331 ticks a block, the
C TSC running at about 0.7 of the core's clock here).  One block of a
C few inputs is bound by a compression's latency (168 cycles) and the
C transposes.  doc/blake3.md has the whole count.
C
C The key words are in the state registers, %zmm0 .. %zmm15; %zmm16
C and up hold the message words and their shuffles only (no key), so
C the function ends with vzeroupper and no CLEAR_HIGH.

dnl void _symcrypt_blake3_hash_many(uint8_t *out,
dnl     const uint8_t *const *inputs, size_t n, size_t blocks,
dnl     const uint32_t *key_counter, unsigned flags)
dnl src/functions.def has the contract.  The state of a compression,
dnl v0..v15, is %zmm0-15, word j of every lane in %zmm j; v0..v7 carry
dnl the chaining value from block to block.  The message words of the
dnl block, transposed the same way, are %zmm16-31.

INCLUDE_SRC(<x86_64/m4/sha-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/blake3-lanes.m4>)dnl
HASH_MANY_REGS

dnl The frame: the lanes' input pointers, their counters (low and high
dnl words).
define(<LANE_INPUT>, <eval(8 * ($1))(%rsp)>)
define(<CTR_LO>, <128(%rsp)>)
define(<CTR_HI>, <192(%rsp)>)
define(<BLOCK_FLAGS_WORD>, <256(%rsp)>)
define(<FRAME_SIZE>, <320>)

dnl The registers are zmm, ymm or xmm as LANE_REG says (LANES_BODY).
define(<V>, <%<>LANE_REG<>eval($1)>)
define(<VX>, <%xmm<>eval($1)>)
define(<M>, <%<>LANE_REG<>eval(16 + ($1))>)
define(<MX>, <%xmm<>eval(16 + ($1))>)

dnl LOAD_WORDS(g): words 4g..4g+3 of the block at OFFSET of every lane
dnl into M(4g..4g+3).  M(4g + m) first gets the four words of lane
dnl 4c + m in chunk c; TRANSPOSE4 (v8..v11 free meanwhile) turns them
dnl into words (lane k in dword k).
define(<LOAD_WORDS>, <forloop(<lane>, 0, eval(LANES - 1), <
	mov	LANE_INPUT(lane), PTR
	ifelse(eval(lane / 4), 0,
	<vmovdqu32	eval(16 * ($1))(PTR, OFFSET), MX(eval(4 * ($1) + lane % 4))>,
	<vinserti32x4	<$>eval(lane / 4), eval(16 * ($1))(PTR, OFFSET), M(eval(4 * ($1) + lane % 4)), M(eval(4 * ($1) + lane % 4))>)>)
	TRANSPOSE4(M(eval(4 * ($1))), M(eval(4 * ($1) + 1)), M(eval(4 * ($1) + 2)), M(eval(4 * ($1) + 3)), V(8), V(9), V(10), V(11))>)

dnl LOAD16_HALF(h): words 8h..8h+7 of the block at OFFSET of all sixteen
dnl lanes into M(8h..8h+7), in 64 shuffles a block where LOAD_WORDS
dnl takes 80 (every shuffle, insert included, takes an ALU slot of
dnl the rounds' on Zen 4).  The 32 bytes of lane p and of lane p + 4
dnl (p = 0..3, 8..11) fill the halves of one register: M(8h + p) for
dnl p < 4, v12..v15 for the others.  TRANSPOSE4 of each set of four
dnl (v8..v11 free meanwhile) leaves in register k: word 8h + k of
dnl lanes p, word 8h + 4 + k of lanes p, the same two of lanes p + 4,
dnl a 128-bit chunk each; one vshufi32x4 joins the even chunks of
dnl the two sets into word 8h + k, one the odd chunks into word
dnl 8h + 4 + k, lanes 0..15 in order.
define(<LOAD16_PAIR>, <
	mov	LANE_INPUT($2), PTR
	vmovdqu32	eval(32 * ($1))(PTR, OFFSET), %ymm<>eval($3)
	mov	LANE_INPUT(eval($2 + 4)), PTR
	vinserti64x4	<$>1, eval(32 * ($1))(PTR, OFFSET), %zmm<>eval($3), %zmm<>eval($3)>)
define(<LOAD16_HALF>, <forloop(<p>, 0, 3, <LOAD16_PAIR($1, p, 16 + 8 * ($1) + p)LOAD16_PAIR($1, eval(8 + p), 12 + p)>)
	TRANSPOSE4(M(eval(8 * ($1))), M(eval(8 * ($1) + 1)), M(eval(8 * ($1) + 2)), M(eval(8 * ($1) + 3)), V(8), V(9), V(10), V(11))
	TRANSPOSE4(V(12), V(13), V(14), V(15), V(8), V(9), V(10), V(11))
forloop(<k>, 0, 3, <
	vshufi32x4	<$>0xdd, V(eval(12 + k)), M(eval(8 * ($1) + k)), M(eval(8 * ($1) + 4 + k))
	vshufi32x4	<$>0x88, V(eval(12 + k)), M(eval(8 * ($1) + k)), M(eval(8 * ($1) + k))>)>)

dnl ROWS_BODY: a group of one or two inputs, the rows of the state in
dnl ymm registers, input 0 in the low half and input 1 (or input 0
dnl again) in the high half, as x86_64/avx512/blake3-compress.asm has
dnl one state in an xmm register: the latency of one compression a
dnl block for both, where the lanes add the transposes.  The message
dnl words of a round are in two zmm registers, the halves' words side
dnl by side: MA holds the columns' first words (input 0, input 1) then
dnl their second words, MB the diagonals' the same way; a vpermi2d of
dnl the round before's makes each.
define(<RROW>, <%ymm<>eval($1)>)
define(<XROW>, <%xmm<>eval($1)>)
define(<MA>, <%zmm<>eval(16 + 2 * (($1) % 2))>)
define(<MB>, <%zmm<>eval(17 + 2 * (($1) % 2))>)
define(<YMA>, <%ymm<>eval(16 + 2 * (($1) % 2))>)
define(<YMB>, <%ymm<>eval(17 + 2 * (($1) % 2))>)
define(<SECONDS>, <%ymm20>)	dnl the columns' second words
define(<DSECONDS>, <%ymm21>)	dnl the diagonals' second words
define(<NEXT_A>, <%zmm22>)	dnl the permutations to the next round
define(<NEXT_B>, <%zmm23>)
define(<CTRS>, <%ymm10>)	dnl the halves' counters, words 0 and 1
define(<TAIL_BITS>, <%ymm11>)	dnl the block length and flags, words 2, 3

define(<ROWS_BODY>, <
	C lane 1 reads input min(1, COUNT - 1)
	mov	(INPUTS), PTR
	mov	PTR, LANE_INPUT(0)
	mov	(INPUTS, LAST_LANE, 8), PTR
	mov	PTR, LANE_INPUT(1)
	C the counters of lanes 0 and 1, low and high words, in words
	C 0, 1 and 4, 5
	vpunpckldq	%xmm13, %xmm12, %xmm12
	vpermq	<$>0x50, %ymm12, CTRS
	C the key words in both halves
	vbroadcasti32x4	(KC), RROW(0)
	vbroadcasti32x4	16(KC), RROW(1)
	vmovdqa32	.Lrows_next(%rip), NEXT_A
	vmovdqa32	.Lrows_next+64(%rip), NEXT_B

	xor	OFFSET, OFFSET
	mov	BLOCKS, LEFT
	test	LEFT, LEFT
	jz	.Lstore_rows

	ALIGN_FUNCTION
.Lblock_rows:
	C this block's flags: every block's, the first's, the last's
	HASH_MANY_FLAGS(rows)
	C the length and flags beside the counters
	mov	U32, T32
	shl	<$>32, T64
	or	<$>64, T64
	vpbroadcastq	T64, TAIL_BITS
	C the blocks: words 0..7 of both, then 8..15, in round 0's order
	mov	LANE_INPUT(0), PTR
	vmovdqu32	(PTR, OFFSET), %ymm8
	vmovdqu32	32(PTR, OFFSET), %ymm9
	mov	LANE_INPUT(1), PTR
	vinserti64x4	<$>1, (PTR, OFFSET), %zmm8, %zmm8
	vinserti64x4	<$>1, 32(PTR, OFFSET), %zmm9, %zmm9
	vmovdqa32	.Lrows_first(%rip), MA(0)
	vpermi2d	%zmm9, %zmm8, MA(0)
	vmovdqa32	.Lrows_first+64(%rip), MB(0)
	vpermi2d	%zmm9, %zmm8, MB(0)
	vbroadcasti32x4	.Liv(%rip), RROW(2)
	vpblendd	<$>0xcc, TAIL_BITS, CTRS, RROW(3)
forloop(<r>, 0, 6, <RROUND(r)>)
	C the next chaining value
	vpxord	RROW(2), RROW(0), RROW(0)
	vpxord	RROW(3), RROW(1), RROW(1)
	add	<$>64, OFFSET
	sub	<$>1, LEFT
	jnz	.Lblock_rows

.Lstore_rows:
	vmovdqu	XROW(0), (OUT)
	vmovdqu	XROW(1), 16(OUT)
	cmp	<$>1, COUNT
	jbe	.Lstored_rows
	vextracti128	<$>1, RROW(0), 32(OUT)
	vextracti128	<$>1, RROW(1), 48(OUT)
.Lstored_rows:
>)

dnl LANES_BODY(lanes): the compressions of a group of up to LANES
dnl (4, 8 or 16) inputs on xmm, ymm or zmm registers, to their stored
dnl chaining values.  A group narrower than 16 runs on narrower
dnl registers: the lanes' cost is the register's width, whatever the
dnl count, and the parents of a tree come in fours and eights.
define(<LANES_BODY>, <define(<LANES>, $1)define(<LANE_REG>, ifelse($1, 4, xmm, $1, 8, ymm, zmm))
	C lane i reads input min(i, COUNT - 1)
forloop(<lane>, 0, eval($1 - 1), <ifelse(lane, 0, <
	mov	(INPUTS), PTR>, <
	mov	<$>lane, T64
	cmp	LAST_LANE, T64
	cmova	LAST_LANE, T64
	mov	(INPUTS, T64, 8), PTR>)
	mov	PTR, LANE_INPUT(lane)>)
	C the key words in every lane
forloop(<j>, 0, 7, <
	vpbroadcastd	eval(4 * j)(KC), V(j)>)

	xor	OFFSET, OFFSET
	mov	BLOCKS, LEFT
	test	LEFT, LEFT
	jz	.Lstore$1

	ALIGN_FUNCTION
.Lblock$1:
	C this block's flags: every block's, the first's, the last's
	HASH_MANY_FLAGS($1)

	C the message, transposed (v8..v15 are free)
ifelse($1, 16, <LOAD16_HALF(0)
	LOAD16_HALF(1)>, <forloop(<g>, 0, 3, <LOAD_WORDS(g)
>)>)dnl
	C v8..v15: the IV's first words, the counters, the length, the flags
forloop(<j>, 0, 3, <
	vpbroadcastd	.Liv+eval(4 * j)(%rip), V(eval(8 + j))>)
	vmovdqa32	CTR_LO, V(12)
	vmovdqa32	CTR_HI, V(13)
	vpbroadcastd	.Lblock_length(%rip), V(14)
	mov	U32, BLOCK_FLAGS_WORD
	vpbroadcastd	BLOCK_FLAGS_WORD, V(15)

forloop(<r>, 0, 6, <
	C round r
	STEP_VPRORD(r, 0)
	STEP_VPRORD(r, 1)>)

	C the next chaining value: v[j] ^ v[8 + j]
forloop(<j>, 0, 7, <
	vpxord	V(eval(8 + j)), V(j), V(j)>)
	add	<$>64, OFFSET
	sub	<$>1, LEFT
	jnz	.Lblock$1

.Lstore$1:
	C Back to one chaining value per lane: after TRANSPOSE4, chunk c
	C of v[m] is words 0..3 of lane 4c + m, of v[4 + m] words 4..7.
	TRANSPOSE4(V(0), V(1), V(2), V(3), V(8), V(9), V(10), V(11))
	TRANSPOSE4(V(4), V(5), V(6), V(7), V(8), V(9), V(10), V(11))
forloop(<lane>, 0, eval(LANES - 1), <
	ifelse(lane, 0, , <
	cmp	<$>lane, COUNT
	jbe	.Lstored$1>)
	ifelse(eval(lane / 4), 0, <
	vmovdqu	VX(eval(lane % 4)), eval(32 * lane)(OUT)
	vmovdqu	VX(eval(4 + lane % 4)), eval(32 * lane + 16)(OUT)>, <
	vextracti32x4	<$>eval(lane / 4), V(eval(lane % 4)), eval(32 * lane)(OUT)
	vextracti32x4	<$>eval(lane / 4), V(eval(4 + lane % 4)), eval(32 * lane + 16)(OUT)>)>)
.Lstored$1:
>)

PROLOGUE(_symcrypt_blake3_hash_many)
	C groups of up to sixteen inputs
	HASH_MANY_HEAD(16)
	C lane i's counter: COUNTER + i, or COUNTER if bit 24 of FLAGS
	C is clear; low words to CTR_LO, high words to CTR_HI, each by one
	C store, which the loads of the blocks take forwarded (sixteen
	C scalar stores could not be, and the first block waited for them
	C to retire)
	vpbroadcastd	COUNTER32, %zmm12
	mov	COUNTER, T64
	shr	<$>32, T64
	vpbroadcastd	T32, %zmm13
	bt	<$>24, FLAGS
	jnc	.Lcounters
	vpaddd	.Llane_index(%rip), %zmm12, %zmm14
	vpcmpud	<$>1, %zmm12, %zmm14, %k1	C the low word wrapped
	vpaddd	.Lone(%rip){1to16}, %zmm13, %zmm13{%k1}
	vmovdqa32	%zmm14, %zmm12
.Lcounters:
	vmovdqa32	%zmm12, CTR_LO
	vmovdqa32	%zmm13, CTR_HI
	C the widest registers the group needs
	cmp	<$>2, COUNT
	ja	.Lnot_rows
	ROWS_BODY
	jmp	.Lnext_group
.Lnot_rows:
	cmp	<$>4, COUNT
	ja	.Lwider
	LANES_BODY(4)
	jmp	.Lnext_group
.Lwider:
	cmp	<$>8, COUNT
	ja	.Lwidest
	LANES_BODY(8)
	jmp	.Lnext_group
.Lwidest:
	LANES_BODY(16)
	HASH_MANY_TAIL
EPILOGUE(_symcrypt_blake3_hash_many)

RODATA
	.p2align 4
C the IV's first four words (SHA-256's, the specification, table 1)
.Liv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
.Lblock_length:
	.long	64
.Lone:
	.long	1
	.p2align 6
C lane i's counter increment
.Llane_index:
	.long	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
C ROWS_BODY's round 0 message order and permutation to the next round,
C made from blake3-compress.asm's .Lfirst and .Lnext: word q of that
C file's order, of input i, is at 16 (q / 8) + 8 ((q / 4) % 2) + 4 i
C + q % 4 of MA, MB (MB from 16); the block words are 0..7 of input 0,
C 0..7 of input 1, 8..15 of input 0, 8..15 of input 1.
.Lrows_first:
	.long	0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15
	.long	22, 16, 18, 20, 30, 24, 26, 28, 23, 17, 19, 21, 31, 25, 27, 29
.Lrows_next:
	.long	1, 9, 11, 2, 5, 13, 15, 6, 3, 18, 0, 27, 7, 22, 4, 31
	.long	24, 8, 19, 25, 28, 12, 23, 29, 17, 26, 10, 16, 21, 30, 14, 20
