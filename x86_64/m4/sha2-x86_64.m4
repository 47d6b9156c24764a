dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): sha256-compress.asm, sha512-compress.asm.
dnl x86_64/m4/sha2-x86_64.m4 -- SHA-2 with the schedule in general registers.
INCLUDE_SRC(<x86_64/m4/sha2.m4>)dnl
define(<SHA2_STATE_SAVE>, <eval(SHA2_WK_SIZE + 8)>)dnl
define(<SHA2_BLOCKS_SAVE>, <eval(SHA2_WK_SIZE + 16)>)dnl
dnl
dnl SHA-2 with the same rounds and rotates and the message schedule in
dnl general registers, for x86_64 CPUs without SSSE3:
dnl x86_64/sha256-compress.asm and sha512-compress.asm.  The file
dnl defines SHA2_SCALAR, SHA2_ROR and what the SSE files define but X,
dnl V0 (an xmm register, for the wipe only), BSWAP and SCHED; instead
dnl S0, S1, S2: three scratch registers of the word size, S0 not DATA
dnl and S1 STATE's, which is also the rounds' T2 (in the files, the
dnl registers of BLOCKS, STATE and DATA, which wait in the frame while
dnl the schedule runs); SCHED0_ROT and
dnl SCHED1_ROT, the two rotate counts and the shift of s0 and s1.  w
dnl goes to a ring of sixteen words at the bottom of the frame; each
dnl round computes its w (loaded and byte-swapped, or from the ring)
dnl then adds its K from KP, the schedule being off the rounds' chains.
dnl
dnl SHA2_SCALAR_W(i): the ring's slot of w[i] (and of w[i + 16]).
define(<SHA2_SCALAR_W>, <eval(WORD * (($1) % 16))(%rsp)>)dnl
dnl SHA2_SMALL_SIGMA(r1, r2, s, x, t): x = x rotated right by r1, xored
dnl with x rotated by r2 and with x shifted right by s; t is clobbered.
define(<SHA2_SMALL_SIGMA>, <
	mov	$4, $5
	ror	<$>eval($2 - $1), $5
	xor	$4, $5
	shr	<$>$3, $4
	ror	<$>$1, $5
	xor	$5, $4>)dnl
dnl SHA2_SCALAR_LOAD(i): round i of the first sixteen, w[i] from DATA.
define(<SHA2_SCALAR_LOAD>, <
	mov	eval(WORD * ($1))(DATA), S0
	bswap	S0
	mov	S0, SHA2_SCALAR_W($1)
	add	eval(WORD * ($1))(KP), S0
	SHA2_ROUNDI($1, S0)>)dnl
dnl SHA2_SCALAR_SCHED(i): round i of a later pass (i mod 16),
dnl w[i] = w[i-16] + s0(w[i-15]) + w[i-7] + s1(w[i-2]).
define(<SHA2_SCALAR_SCHED>, <
	mov	SHA2_SCALAR_W(eval(($1) + 1)), S0
	mov	SHA2_SCALAR_W(eval(($1) + 14)), S2
	SHA2_SMALL_SIGMA(SCHED0_ROT, S0, S1)
	SHA2_SMALL_SIGMA(SCHED1_ROT, S2, S1)
	add	SHA2_SCALAR_W(eval(($1) + 9)), S0
	add	S2, S0
	add	SHA2_SCALAR_W($1), S0
	mov	S0, SHA2_SCALAR_W($1)
	add	eval(WORD * ($1))(KP), S0
	SHA2_ROUNDI($1, S0)>)dnl
dnl SHA2_SCALAR_BLOCKS: the state, updated with BLOCKS blocks from DATA.
dnl Sixteen rounds a pass; the first loads the block.  The first pass
dnl enters .Loop by a jump, as the later ones do (see SHA2_LOOP_TOP in
dnl sha2-pipe.m4: falling in cost a fixed amount a call on AMD Zen 5).
define(<SHA2_SCALAR_BLOCKS>, <
	mov	STATE, SHA2_STATE_SAVE<>(%rsp)
	mov	BLOCKS, SHA2_BLOCKS_SAVE<>(%rsp)
	SHA2_STATE_LOAD

	jmp	.Loop
	ALIGN_FUNCTION
.Loop:
	lea	.LK(%rip), KP
	mov	R1, Y1
	xor	R2, Y1			C b ^ c for round 0
forloop(<i>, 0, 15, <
	SHA2_SCALAR_LOAD(i)>)
	add	<$>eval(16 * WORD), DATA
	mov	DATA, SHA2_DATA_SAVE<>(%rsp)
.Lpass:
	add	<$>eval(16 * WORD), KP
forloop(<i>, 0, 15, <
	SHA2_SCALAR_SCHED(i)>)
	lea	.LK+eval(WORD * (ROUNDS - 16))(%rip), TP
	cmp	TP, KP
	jne	.Lpass
	mov	SHA2_STATE_SAVE<>(%rsp), STATE
	SHA2_ADD_STATE
	mov	SHA2_DATA_SAVE<>(%rsp), DATA
	subq	<$>1, SHA2_BLOCKS_SAVE<>(%rsp)
	jnz	.Loop>)dnl
