dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-5core.asm, chacha-crypt-5core.asm, ssse3/chacha-5core.asm, ssse3/chacha-crypt-5core.asm.
dnl x86_64/m4/chacha-hybrid.m4 -- ChaCha, four vector blocks beside one scalar block.
INCLUDE_SRC(<x86_64/m4/chacha-cols4.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-cols4.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-hybrid.m4>)dnl
dnl
dnl The hybrid ChaCha 5-block cores, x86_64/chacha-5core.asm and
dnl chacha-crypt-5core.asm (SSE2) and their x86_64/ssse3 versions
dnl (pshufb rotates): CHACHA_COLS4_BODY's four blocks on the
dnl vector units and a fifth block (counter + 4) in the general
dnl registers on the integer units, whose ALUs the vector rounds leave
dnl idle (doc/x86_64-stream.md, "One more block on the integer units").
dnl Each step of a pair of vector quarter rounds is followed by the same
dnl step of a pair of scalar ones.  The fifteen general registers hold
dnl fifteen of the scalar block's words: words 8 and 10 share GW8, the
dnl other in its GSLOT, swapped between the pairs of a round as the
dnl vector code swaps its c words (8, 9, 11 in registers).  The
dnl pointers, the round count and the vector slots are in the frame
dnl (%rsp: the six pushes and HYBRID5_FRAME bytes below a return
dnl address at 8 mod 16 leave it 16-byte aligned), so FRAME is %rsp
dnl and COLS4_ENTER has nothing to do.  Frame: 0-95 the vector slots
dnl (CHACHA_COLS4_REGS), then the saved arguments, the scalar block's
dnl counter, the slots of words 8 and 10 and of three words at the end.
dnl
dnl CHACHA_HYBRID5_REGS, after CHACHA_COLS4_REGS: the general registers
dnl GW0..GW15 (GW8 is GW10) and the frame.
define(<CHACHA_HYBRID5_REGS>, <define(<FRAME>, <%rsp>)dnl
define(<SRC>, <%rdx>)dnl
define(<DATA>, <%rsi>)dnl
define(<COLS4_ENTER>, <>)dnl
define(<GW0>, <%eax>)dnl
define(<GW1>, <%ebx>)dnl
define(<GW2>, <%ecx>)dnl
define(<GW3>, <%edx>)dnl
define(<GW4>, <%esi>)dnl
define(<GW5>, <%edi>)dnl
define(<GW6>, <%ebp>)dnl
define(<GW7>, <%r8d>)dnl
define(<GW8>, <%r9d>)dnl
define(<GW9>, <%r10d>)dnl
define(<GW10>, <%r9d>)dnl
define(<GW11>, <%r11d>)dnl
define(<GW12>, <%r12d>)dnl
define(<GW13>, <%r13d>)dnl
define(<GW14>, <%r14d>)dnl
define(<GW15>, <%r15d>)dnl
define(<DST_SAVE>, <96(%rsp)>)dnl
define(<DATA_SAVE>, <104(%rsp)>)dnl
define(<SRC_SAVE>, <112(%rsp)>)dnl
define(<ROUNDS_LEFT>, <120(%rsp)>)dnl
define(<GCTR>, <128(%rsp)>)dnl the 64-bit counter of block 4
define(<GBLOCK>, <256>)dnl its offset in the output
define(<GSLOT>, defn(<HYBRID5_GSLOT>))dnl words 8, 10
define(<GSPILL>, defn(<HYBRID5_GSPILL>))dnl words 0..2 at the end
define(<HYBRID5_FRAME>, <168>)>)dnl
define(<HYBRID5_GSLOT>, <eval(136 + 2 * ($1 - 8))(%rsp)>)dnl
define(<HYBRID5_GSPILL>, <eval(144 + 4 * $1)(%rsp)>)dnl
dnl HYBRID5_QROUND2(vector a0..d0, a1..d1, scalar a0..d0, a1..d1): a
dnl pair of vector quarter rounds (as COLS4_QROUND2) and a pair of
dnl scalar ones, step by step.
define(<HYBRID5_QROUND2>, <
	COLS4_ARX2($1, $2, $4, $5, $6, $8)
	ROTL16($4, T)
	ROTL16($8, TU)
	GPR_STEP2($9, $10, $12, $13, $14, $16, 16)
	COLS4_ARX2($3, $4, $2, $7, $8, $6)
	COLS4_ROTL($2, 12, T)
	COLS4_ROTL($6, 12, TU)
	GPR_STEP2($11, $12, $10, $15, $16, $14, 12)
	COLS4_ARX2($1, $2, $4, $5, $6, $8)
	ROTL8($4, T)
	ROTL8($8, TU)
	GPR_STEP2($9, $10, $12, $13, $14, $16, 8)
	COLS4_ARX2($3, $4, $2, $7, $8, $6)
	COLS4_ROTL($2, 7, T)
	COLS4_ROTL($6, 7, TU)
	GPR_STEP2($11, $12, $10, $15, $16, $14, 7)>)dnl
dnl HYBRID5_GSWAP(out, in): GW8 (word OUT) to its slot, word IN from its
dnl slot.
define(<HYBRID5_GSWAP>, <
	mov	GW8, GSLOT($1)
	mov	GSLOT($2), GW8>)dnl
dnl CHACHA_HYBRID5_BODY: the function between PROLOGUE and EPILOGUE,
dnl from the arguments of the fused crypt: DST (%rdi), DATA (%rsi, the
dnl crypt only), SRC (%rdx), ROUNDS (%ecx).
define(<CHACHA_HYBRID5_BODY>, <
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	sub	$<>HYBRID5_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset HYBRID5_FRAME>)
	mov	%rdi, DST_SAVE
	mov	%rsi, DATA_SAVE
	mov	%rdx, SRC_SAVE
	mov	%ecx, ROUNDS_LEFT
	C Blocks 0..3 in the vector registers (SRC is %rdx)
COLS4_LOAD

	C Block 4: its 64-bit counter, words 12 and 13 plus 4, also in
	C GCTR; word 10 in its slot, 8 in GW8; SRC (%rdx) last
	mov	48(%rdx), %r12
	add	$<>4, %r12
	mov	%r12, GCTR
	mov	%r12, %r13
	shr	$<>32, %r13
	mov	40(%rdx), GW8
	mov	GW8, GSLOT(10)
	forloop(<i>, 0, 2, <
	mov	eval(4 * i)(%rdx), GWI(i)>)
	forloop(<i>, 4, 9, <
	mov	eval(4 * i)(%rdx), GWI(i)>)
	mov	44(%rdx), GW11
	mov	56(%rdx), GW14
	mov	60(%rdx), GW15
	mov	12(%rdx), GW3

	cmpl	$<>0, ROUNDS_LEFT
	je	.Lfeed
	ALIGN_FUNCTION
.Loop:
	C Columns: (0, 4, 8, 12) and (1, 5, 9, 13), then (2, 6, 10, 14)
	C and (3, 7, 11, 15), in both
	HYBRID5_QROUND2(X0, X4, C0, X12, X1, X5, C1, X13,
			GW0, GW4, GW8, GW12, GW1, GW5, GW9, GW13)
	COLS4_SWAP(C0, C1, 8, 9, 10, 11)
	HYBRID5_GSWAP(8, 10)
	HYBRID5_QROUND2(X2, X6, C0, X14, X3, X7, C1, X15,
			GW2, GW6, GW10, GW14, GW3, GW7, GW11, GW15)
	C Diagonals: (0, 5, 10, 15) and (1, 6, 11, 12), then (2, 7, 8, 13)
	C and (3, 4, 9, 14)
	HYBRID5_QROUND2(X0, X5, C0, X15, X1, X6, C1, X12,
			GW0, GW5, GW10, GW15, GW1, GW6, GW11, GW12)
	COLS4_SWAP(C0, C1, 10, 11, 8, 9)
	HYBRID5_GSWAP(10, 8)
	HYBRID5_QROUND2(X2, X7, C0, X13, X3, X4, C1, X14,
			GW2, GW7, GW8, GW13, GW3, GW4, GW9, GW14)
	subl	$<>2, ROUNDS_LEFT
	ja	.Loop

.Lfeed:
	C Block 4 out: words 0..2 to the frame, SRC, DST, DATA in their
	C registers, then word by word (10 from its slot, 0..2 last)
	forloop(<i>, 0, 2, <
	mov	GWI(i), GSPILL(i)>)
	mov	SRC_SAVE, %rax
	mov	DST_SAVE, %rbx
	mov	DATA_SAVE, %rcx
	forloop(<i>, 3, 9, <HYBRID_OUT(i, GWI(i))>)
	mov	GSLOT(10), GW9
	HYBRID_OUT(10, GW9)
	forloop(<i>, 11, 15, <HYBRID_OUT(i, GWI(i))>)
	forloop(<i>, 0, 2, <
	mov	GSPILL(i), GW3
	HYBRID_OUT(i, GW3)>)

	C Blocks 0..3: feed-forward, transpose, store
	mov	SRC_SAVE, SRC
	mov	DST_SAVE, DST
	mov	DATA_SAVE, DATA
COLS4_FEED_STORE
	add	$<>HYBRID5_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -HYBRID5_FRAME>)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
	ret>)dnl
