dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/salsa20-8core.asm, avx2/salsa20-9core.asm, avx2/salsa20-crypt-8core.asm, avx2/salsa20-crypt-9core.asm.
dnl x86_64/m4/salsa20-avx2.m4 -- Salsa20, eight blocks in ymm registers, and the nine-block hybrid.
INCLUDE_SRC(<x86_64/m4/stream-avx2.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-hybrid.m4>)dnl
define(<STREAM8_FEED_SLOT>, <
	vpbroadcastd eval(4 * $1)(SRC), $2
	vpaddd	SLOT($1), $2, $2
	vmovdqa	$2, SLOT($1)>)dnl
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
