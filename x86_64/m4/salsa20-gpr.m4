dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): gpr/hsalsa20-words.asm, gpr/salsa20-crypt1.asm.
dnl x86_64/m4/salsa20-gpr.m4 -- one Salsa20 block in the general registers.
INCLUDE_SRC(<x86_64/m4/stream-hybrid.m4>)dnl
dnl
dnl A Salsa20 step, x ^= (y + z) rol n, is three one-cycle operations
dnl in general registers (add, rol, xor) where the vector rows take
dnl four (the rotate is two shifts and a second XOR), so the four
dnl quarter rounds of a round, run side by side step by step, make a
dnl chain of twelve cycles a round against sixteen, where the core has
dnl the ALUs for it: six on Zen 5; on Zen 4's four the 48 operations of
dnl a round take sixteen cycles, as the rows (doc/x86_64-stream.md,
dnl "HSalsa20 and the one-block Salsa20 in general registers").  A step
dnl needs a temporary beside the sixteen words, so two words live in
dnl frame slots as memory operands: words 4 and 11, which are in
dnl different quarter rounds of both the column and the row round, so
dnl that no step takes two operands from memory.  One temporary serves
dnl every quarter round: each step writes it afresh, and renaming keeps
dnl the four chains apart.
dnl
dnl SALSA_GPR_REGS: the words GW0..GW15, the temporary T (%esi, %rsi
dnl as T64) and the frame (%rsp after the six pushes and SALSA_GPR_FRAME
dnl bytes): the round count, words 4 and 11, five pointer arguments (as
dnl the file names them) and, at SALSA_GPR_SPARE, 16 spare bytes.
define(<SALSA_GPR_REGS>, <define(<GW0>, <%eax>)dnl
define(<GW1>, <%ebx>)dnl
define(<GW2>, <%ecx>)dnl
define(<GW3>, <%edx>)dnl
define(<GW4>, <8(%rsp)>)dnl
define(<GW5>, <%edi>)dnl
define(<GW6>, <%ebp>)dnl
define(<GW7>, <%r8d>)dnl
define(<GW8>, <%r9d>)dnl
define(<GW9>, <%r10d>)dnl
define(<GW10>, <%r11d>)dnl
define(<GW11>, <4(%rsp)>)dnl
define(<GW12>, <%r12d>)dnl
define(<GW13>, <%r13d>)dnl
define(<GW14>, <%r14d>)dnl
define(<GW15>, <%r15d>)dnl
define(<T>, <%esi>)dnl
define(<T64>, <%rsi>)dnl
define(<ROUNDS_LEFT>, <0(%rsp)>)dnl
define(<ARG0_SAVE>, <16(%rsp)>)dnl
define(<ARG1_SAVE>, <24(%rsp)>)dnl
define(<ARG2_SAVE>, <32(%rsp)>)dnl
define(<ARG3_SAVE>, <40(%rsp)>)dnl
define(<ARG4_SAVE>, <48(%rsp)>)dnl
define(<SALSA_GPR_SPARE>, <56>)dnl
define(<SALSA_GPR_FRAME>, <72>)>)dnl
dnl SALSA_GPR_STEP(x, y, z, n): word X ^= (word Y + word Z) rol N.  A
dnl word in the frame is read by a mov, never as the add's operand:
dnl Zen 4 renames a load by mov of a slot just written by the xor
dnl (three cycles a step, as registers), but an add from it waits for
dnl the store (eight).  A lea of the two registers instead of the mov
dnl and the add was slower (382 against 350 cycles for HSalsa20).
dnl Both: family 25 model 17.
define(<SALSA_GPR_STEP>, <ifelse($3, 4, <SALSA_GPR_ADD($3, $2)>, $3, 11,
				 <SALSA_GPR_ADD($3, $2)>, <SALSA_GPR_ADD($2, $3)>)
	rol	$<>$4, T
	xor	T, GWI($1)>)dnl
define(<SALSA_GPR_ADD>, <
	mov	GWI($1), T
	add	GWI($2), T>)dnl
dnl SALSA_GPR_QROUND4(a0, b0, c0, d0, ..., a3, b3, c3, d3): four quarter
dnl rounds, each step of the four before the next step.
define(<SALSA_GPR_QROUND4>, <
	SALSA_GPR_STEP($2, $1, $4, 7)
	SALSA_GPR_STEP($6, $5, $8, 7)
	SALSA_GPR_STEP($10, $9, $12, 7)
	SALSA_GPR_STEP($14, $13, $16, 7)
	SALSA_GPR_STEP($3, $2, $1, 9)
	SALSA_GPR_STEP($7, $6, $5, 9)
	SALSA_GPR_STEP($11, $10, $9, 9)
	SALSA_GPR_STEP($15, $14, $13, 9)
	SALSA_GPR_STEP($4, $3, $2, 13)
	SALSA_GPR_STEP($8, $7, $6, 13)
	SALSA_GPR_STEP($12, $11, $10, 13)
	SALSA_GPR_STEP($16, $15, $14, 13)
	SALSA_GPR_STEP($1, $4, $3, 18)
	SALSA_GPR_STEP($5, $8, $7, 18)
	SALSA_GPR_STEP($9, $12, $11, 18)
	SALSA_GPR_STEP($13, $16, $15, 18)>)dnl
dnl SALSA_GPR_ENTER: after PROLOGUE, the callee-saved registers pushed
dnl and the frame made.
define(<SALSA_GPR_ENTER>, <GPR_ENTER(SALSA_GPR_FRAME)>)dnl
dnl SALSA_GPR_ROUNDS: ROUNDS_LEFT rounds (even, maybe 0) on the words,
dnl a column round and a row round for each two.
define(<SALSA_GPR_ROUNDS>, <
	cmpl	$<>0, ROUNDS_LEFT
	je	.Lrounds_done
	ALIGN_FUNCTION
.Lround:
	C Columns (0, 4, 8, 12), (5, 9, 13, 1), (10, 14, 2, 6), (15, 3, 7, 11)
	SALSA_GPR_QROUND4(0, 4, 8, 12, 5, 9, 13, 1,
			  10, 14, 2, 6, 15, 3, 7, 11)
	C Rows (0, 1, 2, 3), (5, 6, 7, 4), (10, 11, 8, 9), (15, 12, 13, 14)
	SALSA_GPR_QROUND4(0, 1, 2, 3, 5, 6, 7, 4,
			  10, 11, 8, 9, 15, 12, 13, 14)
	subl	$<>2, ROUNDS_LEFT
	ja	.Lround
.Lrounds_done:>)dnl
dnl SALSA_GPR_LEAVE: the two frame words cleared (they hold words of
dnl the permuted key), the frame and the pushes undone, and return.
define(<SALSA_GPR_LEAVE>, <
	movq	$<>0, (%rsp)
	movq	$<>0, 8(%rsp)
	GPR_LEAVE(SALSA_GPR_FRAME)>)dnl
