dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/chacha-8core.asm, avx2/chacha-9core.asm, avx2/chacha-crypt-8core.asm, avx2/chacha-crypt-9core.asm.
dnl x86_64/m4/chacha-avx2.m4 -- ChaCha, eight blocks in ymm registers, and the nine-block hybrid.
INCLUDE_SRC(<x86_64/m4/stream-avx2.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-hybrid.m4>)dnl
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
