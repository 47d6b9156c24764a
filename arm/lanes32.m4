dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): neon/blake2s-4compress.asm, neon/blake3-hash-many.asm.
dnl arm/lanes32.m4 -- the rounds of BLAKE2s and BLAKE3 (the same G,
dnl rotations 16, 12, 8 and 7) on four states at once, one per 32-bit
dnl lane of the NEON q registers.
dnl
dnl State word j of every lane is q(j), but the sixteen q registers
dnl hold fifteen state words and a temporary (T, q15): words 13 and 15
dnl take turns in q13, the other in its slot of the frame.  The G of a
dnl step go two by two, so that word 15 is needed only by the second
dnl pair of the column step and the first of the diagonal one, word 13
dnl by the rest: a swap (a store and a load) before the second pair of
dnl each step.  The block's message words, transposed, are in the
dnl frame (word k at [sp, #16 k]), each loaded into T where a round
dnl adds it: NEON loads take no offset, so during the rounds every
dnl general register holds the address of one of those slots (set by
dnl LANES_ADDRESSES), and the three words left over are loaded as two
dnl d halves by vldr.  A rotation by 16 is vrev32 on the halfwords, the
dnl others vshl and vsri through T.
dnl
dnl The including file's frame has the message words at 0..255 and
dnl words 13 and 15 of the state at LANES_SLOT13 and LANES_SLOT15.
define(<LANES_SLOT13>, <256>)dnl
define(<LANES_SLOT15>, <272>)dnl
define(<S>, <ifelse($1, 15, q13, q$1)>)dnl
define(<T>, <q15>)dnl
dnl
dnl The address registers of the rounds: _LANES_MSG_ADDR(k) holds
dnl message word K's slot (nothing for words 13..15), and two more
dnl the slots of words 13 and 15.
define(<_LANES_MSG_ADDR>, <ifelse($1, 0, sp, $1, 1, r0, $1, 2, r1, $1, 3, r2,
	$1, 4, r3, $1, 5, r4, $1, 6, r5, $1, 7, r6, $1, 8, r7, $1, 9, r8,
	$1, 10, r9, $1, 11, r10, $1, 12, r11)>)dnl
define(<_LANES_SLOT13_ADDR>, <r12>)dnl
define(<_LANES_SLOT15_ADDR>, <lr>)dnl
dnl
dnl LANES_ADDRESSES: the address registers set, every general register
dnl but sp and pc taken.
define(<LANES_ADDRESSES>, <forloop(<k>, 1, 12, <
	add	_LANES_MSG_ADDR(k), sp, #eval(16 * k)>)
	add	_LANES_SLOT13_ADDR, sp, #LANES_SLOT13
	add	_LANES_SLOT15_ADDR, sp, #LANES_SLOT15>)dnl
dnl
dnl LANES_LOAD_SLOT15(q): state word 15 into Q from its slot (after the
dnl rounds, with the address registers still set).
define(<LANES_LOAD_SLOT15>, <
	vld1.32		{$1}, [_LANES_SLOT15_ADDR]>)dnl
dnl
dnl _LANES_ADD_MSG(a, k): a += message word K.
define(<_LANES_ADD_MSG>, <ifelse(_LANES_MSG_ADDR($2), <>, <
	vldr		d30, [sp, #eval(16 * $2)]
	vldr		d31, [sp, #eval(16 * $2 + 8)]>, <
	vld1.32		{d30-d31}, [_LANES_MSG_ADDR($2)]>)
	vadd.i32	$1, $1, T>)dnl
dnl
dnl The words of G j of a column step (DIAG 0: v[j], v[4 + j],
dnl v[8 + j], v[12 + j]) or of a diagonal step (DIAG 1: v[j],
dnl v[4 + (j + 1) % 4], v[8 + (j + 2) % 4], v[12 + (j + 3) % 4]).
define(<_LANES_A>, <S($1)>)dnl
define(<_LANES_B>, <S(eval(4 + ($1 + $2) % 4))>)dnl
define(<_LANES_C>, <S(eval(8 + ($1 + 2 * $2) % 4))>)dnl
define(<_LANES_D>, <S(eval(12 + ($1 + 3 * $2) % 4))>)dnl
dnl
dnl _LANES_ROT(x, y, n): x = (x ^ y) rotated right by N.
define(<_LANES_ROT>, <
	veor		T, $1, $2
	vshl.i32	$1, T, #eval(32 - $3)
	vsri.32		$1, T, #$3>)dnl
dnl
dnl _LANES_G2(word, r, diag, j, k): G J and G K of round R's column or
dnl diagonal step, side by side; G j adds message words WORD(r, 8 diag
dnl + 2 j) and WORD(r, 8 diag + 2 j + 1).
define(<_LANES_G2>, <
	_LANES_ADD_MSG(_LANES_A($4), $1($2, eval(8 * $3 + 2 * $4)))
	_LANES_ADD_MSG(_LANES_A($5), $1($2, eval(8 * $3 + 2 * $5)))
	vadd.i32	_LANES_A($4), _LANES_A($4), _LANES_B($4, $3)
	vadd.i32	_LANES_A($5), _LANES_A($5), _LANES_B($5, $3)
	veor		_LANES_D($4, $3), _LANES_D($4, $3), _LANES_A($4)
	veor		_LANES_D($5, $3), _LANES_D($5, $3), _LANES_A($5)
	vrev32.16	_LANES_D($4, $3), _LANES_D($4, $3)
	vrev32.16	_LANES_D($5, $3), _LANES_D($5, $3)
	vadd.i32	_LANES_C($4, $3), _LANES_C($4, $3), _LANES_D($4, $3)
	vadd.i32	_LANES_C($5, $3), _LANES_C($5, $3), _LANES_D($5, $3)
	_LANES_ROT(_LANES_B($4, $3), _LANES_C($4, $3), 12)
	_LANES_ROT(_LANES_B($5, $3), _LANES_C($5, $3), 12)
	_LANES_ADD_MSG(_LANES_A($4), $1($2, eval(8 * $3 + 2 * $4 + 1)))
	_LANES_ADD_MSG(_LANES_A($5), $1($2, eval(8 * $3 + 2 * $5 + 1)))
	vadd.i32	_LANES_A($4), _LANES_A($4), _LANES_B($4, $3)
	vadd.i32	_LANES_A($5), _LANES_A($5), _LANES_B($5, $3)
	_LANES_ROT(_LANES_D($4, $3), _LANES_A($4), 8)
	_LANES_ROT(_LANES_D($5, $3), _LANES_A($5), 8)
	vadd.i32	_LANES_C($4, $3), _LANES_C($4, $3), _LANES_D($4, $3)
	vadd.i32	_LANES_C($5, $3), _LANES_C($5, $3), _LANES_D($5, $3)
	_LANES_ROT(_LANES_B($4, $3), _LANES_C($4, $3), 7)
	_LANES_ROT(_LANES_B($5, $3), _LANES_C($5, $3), 7)>)dnl
dnl
dnl LANES_ROUND(word, r): round R, where WORD(r, k) is the message word
dnl that round R takes K-th: the column step, then the diagonal step,
dnl q13 holding word 13 at the start and the end.
define(<LANES_ROUND>, <
	_LANES_G2(<$1>, $2, 0, 0, 1)
	vst1.32		{d26-d27}, [_LANES_SLOT13_ADDR]
	vld1.32		{d26-d27}, [_LANES_SLOT15_ADDR]
	_LANES_G2(<$1>, $2, 0, 2, 3)
	_LANES_G2(<$1>, $2, 1, 0, 1)
	vst1.32		{d26-d27}, [_LANES_SLOT15_ADDR]
	vld1.32		{d26-d27}, [_LANES_SLOT13_ADDR]
	_LANES_G2(<$1>, $2, 1, 2, 3)>)dnl
dnl
dnl LANES_WORDS(q, i): words 4i..4i+3 of the four lanes' blocks into
dnl q(Q)..q(Q + 3), from the pointers r4-r7, which move on: vld4 to
dnl one lane reads four consecutive words into lane L of four
dnl registers, so the transposition is in the loads.
define(<LANES_WORDS>, <forloop(<lane>, 0, 3, <
	vld4.32		{LANES_LANE($1, lane, 0), LANES_LANE($1, lane, 1), LANES_LANE($1, lane, 2), LANES_LANE($1, lane, 3)}, [_LANES_P(lane)]!>)>)dnl
define(<_LANES_P>, <ifelse($1, 0, r4, $1, 1, r5, $1, 2, r6, r7)>)dnl
dnl
dnl LANES_LANE(q, lane, i): lane LANE of q(Q + I), as a d register's.
define(<LANES_LANE>, <d<>eval(2 * ($1 + $3) + $2 / 2)[eval($2 % 2)]>)dnl

dnl LANES_MESSAGE: the next 64-byte block of each of the four inputs
dnl whose pointers are at V_P(sp), transposed to the sixteen message
dnl words of the frame at sp (word i of the four lanes at 16 i), and the
dnl pointers moved past it (uses r0, r2, r4-r7 and q8-q15).
define(<LANES_MESSAGE>, <
	add	r0, sp, #V_P
	ldm	r0, {r4, r5, r6, r7}
	mov	r2, sp
	LANES_WORDS(8, 0)
	LANES_WORDS(12, 1)
	vst1.32		{d16-d19}, [r2]!
	vst1.32		{d20-d23}, [r2]!
	vst1.32		{d24-d27}, [r2]!
	vst1.32		{d28-d31}, [r2]!
	LANES_WORDS(8, 2)
	LANES_WORDS(12, 3)
	vst1.32		{d16-d19}, [r2]!
	vst1.32		{d20-d23}, [r2]!
	vst1.32		{d24-d27}, [r2]!
	vst1.32		{d28-d31}, [r2]
	stm	r0, {r4, r5, r6, r7}>)dnl
