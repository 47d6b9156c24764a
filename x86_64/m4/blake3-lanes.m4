dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/blake3-hash-many.asm, avx2/blake3-parents16.asm, avx512/blake3-hash-many.asm, avx512/blake3-parents16.asm.
dnl x86_64/m4/blake3-lanes.m4 -- what the BLAKE3 vector-lane files share:
dnl one compression per 32-bit lane, word j of the state of every lane
dnl in register V(j) and word k of the message in M(k), which each file
dnl defines (registers, or the frame); the message schedule (MSG) is
dnl x86-common/blake3-schedule.m4's.  The two hash_many files, eight
dnl and sixteen lanes, share their driver here too (HASH_MANY_*): the
dnl registers, the loop over groups of inputs, each block's flags; what
dnl differs is the width's (the counters, the loads, the rounds).
INCLUDE_SRC(<x86-common/blake3-schedule.m4>)dnl
dnl
dnl The four G of a column step (DIAG 0: G j on v[j], v[4 + j],
dnl v[8 + j], v[12 + j]) or of a diagonal step (DIAG 1: v[j],
dnl v[4 + (j + 1) % 4], v[8 + (j + 2) % 4], v[12 + (j + 3) % 4]).
define(<GA>, <V($1)>)dnl
define(<GB>, <V(eval(4 + ($1 + $2) % 4))>)dnl
define(<GC>, <V(eval(8 + ($1 + 2 * $2) % 4))>)dnl
define(<GD>, <V(eval(12 + ($1 + 3 * $2) % 4))>)dnl
dnl
dnl STEP_VPRORD(r, diag): with AVX-512 (every rotation one vprord),
dnl the four G of round R's column or diagonal step, side by side; G j
dnl takes message words 8 diag + 2 j and + 1 of the round's schedule.
define(<STEP_VPRORD>, <
forloop(<j>, 0, 3, <
	vpaddd	MSG($1, eval(8 * $2 + 2 * j)), GA(j), GA(j)>)	C a += m[x]
forloop(<j>, 0, 3, <
	vpaddd	GB(j, $2), GA(j), GA(j)>)			C a += b
forloop(<j>, 0, 3, <
	vpxord	GA(j), GD(j, $2), GD(j, $2)
	vprord	<$>16, GD(j, $2), GD(j, $2)>)		C d = (d ^ a) rotated right by 16
forloop(<j>, 0, 3, <
	vpaddd	GD(j, $2), GC(j, $2), GC(j, $2)
	vpxord	GC(j, $2), GB(j, $2), GB(j, $2)
	vprord	<$>12, GB(j, $2), GB(j, $2)>)		C c += d, b = (b ^ c) rotated by 12
forloop(<j>, 0, 3, <
	vpaddd	MSG($1, eval(8 * $2 + 2 * j + 1)), GA(j), GA(j)>)	C a += m[y]
forloop(<j>, 0, 3, <
	vpaddd	GB(j, $2), GA(j), GA(j)>)			C a += b
forloop(<j>, 0, 3, <
	vpxord	GA(j), GD(j, $2), GD(j, $2)
	vprord	<$>8, GD(j, $2), GD(j, $2)>)		C d = (d ^ a) rotated right by 8
forloop(<j>, 0, 3, <
	vpaddd	GD(j, $2), GC(j, $2), GC(j, $2)
	vpxord	GC(j, $2), GB(j, $2), GB(j, $2)
	vprord	<$>7, GB(j, $2), GB(j, $2)>)		C c += d, b = (b ^ c) rotated by 7
>)dnl
dnl
dnl With AVX2: a rotation by 16 or 8 is one vpshufb (the masks at
dnl .Lrot16 and .Lrot8, 32 bytes each); by 12 or 7 two shifts and an
dnl OR, through v8 (the 16 registers are all state), which is stored
dnl at SPILL meanwhile.  v8 is not loaded back into its register: the
dnl next operation on it, c += d of its G, takes it from SPILL as a
dnl memory operand (C_ADD), one instruction less a rotation group; only
dnl the block's last rotations load it back, for the feed-forward.
dnl ROTATE_B(diag, n, reload): every b rotated right by n.
define(<ROTATE_B>, <
	vmovdqa	V(8), SPILL
forloop(<j>, 0, 3, <
	vpsrld	<$>$2, GB(j, $1), V(8)
	vpslld	<$>eval(32 - $2), GB(j, $1), GB(j, $1)
	vpor	V(8), GB(j, $1), GB(j, $1)>)ifelse($3, 1, <
	vmovdqa	SPILL, V(8)>)>)dnl
dnl
dnl C_ADD(j, diag, spilled): c += d of G j; SPILLED 1 when v8 is at
dnl SPILL (every time but round 0's first).
define(<C_ADD>, <ifelse(eval($3 && (($1 + 2 * $2) % 4 == 0)), 1, <
	vpaddd	SPILL, GD($1, $2), GC($1, $2)>, <
	vpaddd	GD($1, $2), GC($1, $2), GC($1, $2)>)>)dnl
dnl
dnl STEP_SHIFTS(r, diag): STEP_VPRORD with those rotations.
define(<STEP_SHIFTS>, <
forloop(<j>, 0, 3, <
	vpaddd	MSG($1, eval(8 * $2 + 2 * j)), GA(j), GA(j)>)	C a += m[x]
forloop(<j>, 0, 3, <
	vpaddd	GB(j, $2), GA(j), GA(j)>)			C a += b
forloop(<j>, 0, 3, <
	vpxor	GA(j), GD(j, $2), GD(j, $2)
	vpshufb	.Lrot16(%rip), GD(j, $2), GD(j, $2)>)	C d = (d ^ a) rotated right by 16
forloop(<j>, 0, 3, <C_ADD(j, $2, eval($1 + $2))
	vpxor	GC(j, $2), GB(j, $2), GB(j, $2)>)	C c += d, b ^= c
	ROTATE_B($2, 12, 0)				C b rotated right by 12
forloop(<j>, 0, 3, <
	vpaddd	MSG($1, eval(8 * $2 + 2 * j + 1)), GA(j), GA(j)>)	C a += m[y]
forloop(<j>, 0, 3, <
	vpaddd	GB(j, $2), GA(j), GA(j)>)			C a += b
forloop(<j>, 0, 3, <
	vpxor	GA(j), GD(j, $2), GD(j, $2)
	vpshufb	.Lrot8(%rip), GD(j, $2), GD(j, $2)>)	C d = (d ^ a) rotated right by 8
forloop(<j>, 0, 3, <C_ADD(j, $2, 1)
	vpxor	GC(j, $2), GB(j, $2), GB(j, $2)>)	C c += d, b ^= c
	ROTATE_B($2, 7, eval($1 == 6 && $2 == 1))	C b rotated right by 7
>)dnl
dnl
dnl HASH_MANY_REGS: the names of the hash_many files' general registers:
dnl the arguments OUT, INPUTS, N (inputs left), BLOCKS, KC, FLAGS;
dnl OFFSET (bytes of each input done), COUNTER (the counter of the
dnl group's first lane), PTR, LEFT (blocks left in the group),
dnl LAST_LANE (COUNT - 1: lanes past it read that input), COUNT (inputs
dnl in this group), T64 and U64 (scratch), with their 32-bit forms.
define(<HASH_MANY_REGS>, <dnl
define(<OUT>, <%rdi>)dnl
define(<INPUTS>, <%rsi>)dnl
define(<N>, <%rdx>)dnl
define(<BLOCKS>, <%rcx>)dnl
define(<KC>, <%r8>)dnl
define(<FLAGS>, <%r9>)dnl
define(<FLAGS32>, <%r9d>)dnl
define(<OFFSET>, <%r10>)dnl
define(<COUNTER>, <%r11>)dnl
define(<COUNTER32>, <%r11d>)dnl
define(<PTR>, <%rax>)dnl
define(<LEFT>, <%rbx>)dnl
define(<LAST_LANE>, <%r12>)dnl
define(<COUNT>, <%r13>)dnl
define(<T64>, <%r14>)dnl
define(<T32>, <%r14d>)dnl
define(<U64>, <%r15>)dnl
define(<U32>, <%r15d>)>)dnl
dnl
dnl HASH_MANY_HEAD(lanes): the start of the hash_many files, from
dnl their named registers: nothing to do for no input; the saved
dnl registers and a frame of FRAME_SIZE bytes aligned to the width of
dnl LANES 32-bit lanes; the first counter; then at .Lgroup, the start
dnl of each group, COUNT = min(N, LANES) and LAST_LANE = COUNT - 1
dnl (lane i reads input min(i, LAST_LANE)).
define(<HASH_MANY_HEAD>, <
	test	N, N
	jz	.Lnothing
	PUSH(%rbx)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	<$>eval(-4 * ($1)), %rsp
	sub	<$>FRAME_SIZE, %rsp

	C the first counter
	mov	32(KC), COUNTER32
	mov	36(KC), T32
	shl	<$>32, T64
	or	T64, COUNTER

.Lgroup:
	mov	<$>$1, COUNT
	cmp	COUNT, N
	cmovb	N, COUNT
	lea	-1(COUNT), LAST_LANE>)dnl
dnl
dnl HASH_MANY_FLAGS(label): U32 = this block's flags (every block's,
dnl the first's at OFFSET 0, the last's when LEFT is 1) from FLAGS,
dnl through T32; LABEL makes the labels of each use unique.
define(<HASH_MANY_FLAGS>, <
	mov	FLAGS32, U32
	and	<$>0xff, U32
	test	OFFSET, OFFSET
	jnz	.Lnot_first$1
	mov	FLAGS32, T32
	shr	<$>8, T32
	and	<$>0xff, T32
	or	T32, U32
.Lnot_first$1:
	cmp	<$>1, LEFT
	jne	.Lnot_last$1
	mov	FLAGS32, T32
	shr	<$>16, T32
	and	<$>0xff, T32
	or	T32, U32
.Lnot_last$1:>)dnl
dnl
dnl HASH_MANY_TAIL: the end of the hash_many files' loop over groups of
dnl lanes (at .Lnext_group, back to .Lgroup) and their return: the
dnl next group's counter, outputs and inputs from the named registers
dnl of those files, then the frame and the saved registers undone.
define(<HASH_MANY_TAIL>, <
.Lnext_group:
	C the next group: COUNTER + COUNT (if it grows), past the outputs
	C and inputs
	mov	FLAGS, T64
	shl	<$>39, T64
	sar	<$>63, T64			C bit 24 as 0 or all ones
	and	COUNT, T64
	add	T64, COUNTER
	mov	COUNT, T64
	shl	<$>5, T64
	add	T64, OUT
	lea	(INPUTS, COUNT, 8), INPUTS
	sub	COUNT, N
	jnz	.Lgroup

	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbx)
	vzeroupper
.Lnothing:
	ret
>)dnl
dnl
dnl Two states on rows in ymm registers, one in each half, with
dnl AVX-512 (x86_64/avx512/blake3-compress.asm has one in xmm): row k
dnl in RROW(k); the message words of round R in two zmm registers, the
dnl halves' side by side, MA(r) with the columns' first words (state
dnl 0's, state 1's) then their second words, MB(r) the diagonals' the
dnl same way (YMA, YMB: their low halves); SECONDS and DSECONDS (ymm)
dnl take the second words, NEXT_A and NEXT_B hold the vpermi2d indices
dnl to the next round's.  Each file defines these names.
dnl RG_STEP(x, y): the four G of both states' rows as they stand, with
dnl the message words X and Y.
define(<RG_STEP>, <
	vpaddd	$1, RROW(0), RROW(0)
	vpaddd	RROW(1), RROW(0), RROW(0)
	vpxord	RROW(0), RROW(3), RROW(3)
	vprord	<$>16, RROW(3), RROW(3)
	vpaddd	RROW(3), RROW(2), RROW(2)
	vpxord	RROW(2), RROW(1), RROW(1)
	vprord	<$>12, RROW(1), RROW(1)
	vpaddd	$2, RROW(0), RROW(0)
	vpaddd	RROW(1), RROW(0), RROW(0)
	vpxord	RROW(0), RROW(3), RROW(3)
	vprord	<$>8, RROW(3), RROW(3)
	vpaddd	RROW(3), RROW(2), RROW(2)
	vpxord	RROW(2), RROW(1), RROW(1)
	vprord	<$>7, RROW(1), RROW(1)>)dnl
dnl
dnl RROUND(r): round R on the rows; the diagonal step turns rows 0, 2
dnl and 3, as in blake3-compress.asm.
define(<RROUND>, <
	vextracti64x4	<$>1, MA($1), SECONDS
	vextracti64x4	<$>1, MB($1), DSECONDS
ifelse($1, 6, , <
	vmovdqa32	NEXT_A, MA(eval($1 + 1))
	vpermi2d	MB($1), MA($1), MA(eval($1 + 1))
	vmovdqa32	NEXT_B, MB(eval($1 + 1))
	vpermi2d	MB($1), MA($1), MB(eval($1 + 1))>)
	RG_STEP(YMA($1), SECONDS)
	vpshufd	<$>0x93, RROW(0), RROW(0)
	vpshufd	<$>0x39, RROW(2), RROW(2)
	vpshufd	<$>0x4e, RROW(3), RROW(3)
	RG_STEP(YMB($1), DSECONDS)
	vpshufd	<$>0x39, RROW(0), RROW(0)
	vpshufd	<$>0x93, RROW(2), RROW(2)
	vpshufd	<$>0x4e, RROW(3), RROW(3)>)dnl
