dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): gpr/chacha-core.asm, gpr/chacha-crypt1.asm, gpr/hchacha20-words.asm.
dnl x86_64/m4/chacha-gpr.m4 -- one ChaCha block in the general registers.
INCLUDE_SRC(<x86_64/m4/stream-hybrid.m4>)dnl
dnl
dnl The four quarter rounds of a half round run side by side, two pairs
dnl step by step (GPR_STEP2), so the chain is twelve operations a half
dnl round.  Fifteen words are in registers; word 11, which is only ever
dnl a c word (added to, and XORed into b), stays in a frame slot and is
dnl used as a memory operand: Zen 5 renames a store and the load of
dnl the same slot, so its chain takes no longer than a register's
dnl (doc/x86_64-stream.md, "Zen 5: one block in the general
dnl registers").  The round count and the arguments are in the frame
dnl too.
dnl
dnl CHACHA_GPR_REGS: the words GW0..GW15 and the frame (%rsp after the
dnl six pushes and CHACHA_GPR_FRAME bytes): the round count, word 11,
dnl the arguments (as the file names them: OUT_SAVE, STATE_SAVE, and
dnl for the crypt KS_SAVE, IN_SAVE, LENGTH_SAVE) and, from byte 48, four
dnl words put aside at the end to free registers for the pointers.
define(<CHACHA_GPR_REGS>, <define(<GW0>, <%eax>)dnl
define(<GW1>, <%ebx>)dnl
define(<GW2>, <%ecx>)dnl
define(<GW3>, <%edx>)dnl
define(<GW4>, <%esi>)dnl
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
define(<ROUNDS_LEFT>, <0(%rsp)>)dnl
define(<OUT_SAVE>, <8(%rsp)>)dnl
define(<STATE_SAVE>, <16(%rsp)>)dnl
define(<KS_SAVE>, <24(%rsp)>)dnl
define(<IN_SAVE>, <32(%rsp)>)dnl
define(<LENGTH_SAVE>, <40(%rsp)>)dnl
define(<CHACHA_GPR_FRAME>, <64>)>)dnl
dnl CHACHA_GPR_QROUND4(a0, b0, c0, d0, ..., a3, b3, c3, d3): four quarter
dnl rounds, the first pair and then the second at each step.
define(<CHACHA_GPR_QROUND4>, <
	GPR_STEP2($1, $2, $4, $5, $6, $8, 16)
	GPR_STEP2($9, $10, $12, $13, $14, $16, 16)
	GPR_STEP2($3, $4, $2, $7, $8, $6, 12)
	GPR_STEP2($11, $12, $10, $15, $16, $14, 12)
	GPR_STEP2($1, $2, $4, $5, $6, $8, 8)
	GPR_STEP2($9, $10, $12, $13, $14, $16, 8)
	GPR_STEP2($3, $4, $2, $7, $8, $6, 7)
	GPR_STEP2($11, $12, $10, $15, $16, $14, 7)>)dnl
dnl CHACHA_GPR_BLOCK: after PROLOGUE, with the state at %rsi and the
dnl round count in %edx, and the other arguments saved in the frame by
dnl SAVE_ARGS (the file's: %rsi last): the callee-saved registers
dnl pushed, the block loaded and ROUNDS_LEFT rounds run (a double
dnl round for each two, as the C code).
define(<CHACHA_GPR_BLOCK>, <CHACHA_GPR_ENTER
	SAVE_ARGS
	mov	%edx, ROUNDS_LEFT
	mov	%rsi, STATE_SAVE

	C Word 11 to its slot, then the others; word 4 (%esi) last
	mov	44(%rsi), %eax
	mov	%eax, GW11
	forloop(<i>, 0, 3, <
	mov	eval(4 * i)(%rsi), GWI(i)>)
	forloop(<i>, 5, 10, <
	mov	eval(4 * i)(%rsi), GWI(i)>)
	forloop(<i>, 12, 15, <
	mov	eval(4 * i)(%rsi), GWI(i)>)
	mov	16(%rsi), GW4
CHACHA_GPR_ROUNDS>)dnl
dnl CHACHA_GPR_ENTER: the callee-saved registers pushed and the frame
dnl made.
define(<CHACHA_GPR_ENTER>, <GPR_ENTER(CHACHA_GPR_FRAME)>)dnl
dnl CHACHA_GPR_ROUNDS: ROUNDS_LEFT rounds (even, maybe 0) on the words.
define(<CHACHA_GPR_ROUNDS>, <
	cmpl	$<>0, ROUNDS_LEFT
	je	.Lrounds_done
	ALIGN_FUNCTION
.Lround:
	C Columns (0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15)
	CHACHA_GPR_QROUND4(GW0, GW4, GW8, GW12, GW1, GW5, GW9, GW13,
			   GW2, GW6, GW10, GW14, GW3, GW7, GW11, GW15)
	C Diagonals (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14)
	CHACHA_GPR_QROUND4(GW0, GW5, GW10, GW15, GW1, GW6, GW11, GW12,
			   GW2, GW7, GW8, GW13, GW3, GW4, GW9, GW14)
	subl	$<>2, ROUNDS_LEFT
	ja	.Lround
.Lrounds_done:>)dnl
dnl CHACHA_GPR_OUT(ks, in, out): every word put (GPR_OUT, with the
dnl state from STATE_SAVE and words 0..3 waiting at 48(%rsp)).
define(<CHACHA_GPR_OUT>, <GPR_OUT(48, STATE_SAVE, $1, $2, $3)>)dnl
dnl CHACHA_GPR_LEAVE: the frame and the pushes undone, and return.
define(<CHACHA_GPR_LEAVE>, <GPR_LEAVE(CHACHA_GPR_FRAME)>)dnl
