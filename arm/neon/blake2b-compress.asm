dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/blake2b-compress.asm -- the BLAKE2b compression function
C (RFC 7693, 3.2) on the rows of the state, NEON's 64-bit lanes.

C void _symcrypt_blake2b_compress(uint64_t *state, size_t length,
C                                 const uint8_t *data, unsigned last_bit)
C src/functions.def has the contract.  Needs NEON (ARMv7-A, e.g.
C Cortex-A9).
C
C Why: gcc's C works on the 64-bit words in halves on a 32-bit core;
C NEON adds, XORs and rotates them whole, and with a row of the state
C in two q registers two G at once.  A pair of G is 19 instructions:
C the message words are added to the halves of the row a register
C straight from the d registers that hold them (two vadd a half), the
C rotations are vrev64.32 (32), vext.8 of a d register with itself (24
C and 16) and vadd and vsra (63).
C
C Diagonalising: the q registers of the rows b (q10, q11) and d (q14,
C q15) never move.  Row a turns by a word instead, for free: the first
C message words of a step are added by d register, into the lanes of
C the other layout (the spare q register takes the pair that moves).
C Row d then turns by two words, which is only a renaming of its q
C registers, and row c by one, two vext.64.  Which q register holds
C which pair of rows a and c changes from step to step; the macros
C keep track (Q_A0 ... Q_SPARE).
C
C Column step: pair 0 is G0, G1 (a0 a1, b0 b1, c0 c1, d0 d1), pair 1
C G2, G3.  Diagonal step: pair 0 is G3, G0 (a3 a0, b0 b1, c1 c2, d2
C d3), pair 1 G1, G2 (a1 a2, b2 b3, c3 c0, d0 d1).
C
C Registers: the message words 0..13 in d0-d13, 14 and 15 read from
C the block where a round adds them; the rows in q8-q15 and the spare
C q7 at the start of a block; d8-d15 are saved for the call.
C
C A round is 82 instructions (80 and the loads of message words 14 and
C 15), a block about 1033 with its loads, counter and feed-forward.
C Counted (guest instructions a byte, qemu-arm -cpu cortex-a9 with the
C qemu-icount plugin, update calls over one buffer, 64-byte digests,
C gcc 12 -O2, 2026-11-26; doc/blake2.md, "32-bit ARM"):
C
C   message                   64 B    1 KiB   16 KiB
C   this file                  9.46    8.21    8.07
C   C twin (gcc 12)           42.22   40.64   40.39
C   OpenSSL 3.0 (C)           44.17   41.87   41.51
C   libsodium 1.0.18 (C)      43.90   43.01   42.95

	ARCH_NEON

define(<STATE>, <r0>)
define(<LENGTH>, <r1>)
define(<DATA>, <r2>)
define(<LAST_BIT>, <r3>)
define(<T0LO>, <r4>)	C the 128-bit byte counter, low word first
define(<T0HI>, <r5>)
define(<T1LO>, <r6>)
define(<T1HI>, <r7>)
define(<BYTES>, <r8>)	C this block's bytes
define(<FINAL>, <r9>)	C all ones for the last block
define(<M14>, <r10>)	C where message words 14 and 15 are
define(<M15>, <r11>)
define(<CONST>, <r12>)
define(<P>, <lr>)	C a pointer into the state

dnl The rows of sigma (RFC 7693, 2.7), word k of round r as the hex
dnl digit k of B2_SIGMA(r); rounds 10 and 11 take rows 0 and 1.
define(<B2_SIGMA>, <ifelse($1, 0, <0123456789abcdef>,
	$1, 1, <ea489fd61c02b753>,
	$1, 2, <b8c052fdae367194>,
	$1, 3, <7931dcbe265a40f8>,
	$1, 4, <905724afe1bc683d>,
	$1, 5, <2c6a0b834d75fe19>,
	$1, 6, <c51fed4a0763928b>,
	$1, 7, <db7ec13950f4862a>,
	$1, 8, <6fe9b308c2d714a5>,
	<a2847615fb9e3cd0>)>)
define(<SIGMA>, <eval(0x<>substr(B2_SIGMA(eval(($1) % 10)), $2, 1))>)

dnl Registers by q number: Q(n), its halves LO(n) and HI(n).
define(<Q>, <q$1>)
define(<LO>, <d<>eval(2 * ($1))>)
define(<HI>, <d<>eval(2 * ($1) + 1)>)

dnl The q registers of rows a and c by pair (0 or 1) and the spare:
dnl the layout at the start of a block.
define(<Q_A0>, <8>)
define(<Q_A1>, <9>)
define(<Q_C0>, <12>)
define(<Q_C1>, <13>)
define(<Q_SPARE>, <7>)

dnl Rows b and d of pair P in step STEP (0 column, 1 diagonal).
define(<Q_B>, <eval(10 + ($1))>)
define(<Q_D>, <eval(ifelse($2, 0, 14 + ($1), 15 - ($1)))>)
define(<Q_A>, <ifelse($1, 0, Q_A0, Q_A1)>)
define(<Q_C>, <ifelse($1, 0, Q_C0, Q_C1)>)

dnl The G of lane LANE of pair P in step STEP.
define(<LANE_G>, <ifelse($1, 0, <eval(2 * ($2) + ($3))>,
	<substr(<3012>, eval(2 * ($2) + ($3)), 1)>)>)
dnl The message word that G j adds in half H of step STEP of round R.
define(<MSG>, <SIGMA($1, eval(8 * ($2) + 2 * ($3) + ($4)))>)

dnl ADDM(dst, src, k): d register DST = SRC + message word K.  Words 14
dnl and 15 are loaded first into DST, or into the spare when DST is SRC.
define(<ADDM>, <ifelse(eval(($3) / 14), 0, <
	vadd.i64 $1, $2, d$3>, <$1>, <$2>, <
	vld1.8	{LO(Q_SPARE)}, [M$3]
	vadd.i64 $1, $1, LO(Q_SPARE)>, <
	vld1.8	{$1}, [M$3]
	vadd.i64 $1, $1, $2>)>)

dnl ADD_MSG(r, step, half): row a += the message words, in place.
define(<ADD_MSG>, <forloop(<p>, 0, 1, <
	ADDM(LO(Q_A(p)), LO(Q_A(p)), MSG($1, $2, LANE_G($2, p, 0), $3))
	ADDM(HI(Q_A(p)), HI(Q_A(p)), MSG($1, $2, LANE_G($2, p, 1), $3))>)>)

dnl TO_DIAGONAL(r): the first message words of round R's diagonal
dnl step added to row a into the diagonal layout (a3 a0 in the spare,
dnl a1 a2 where a0 a1 were), then row c turned by one word, c1 c2 into
dnl the q register a2 a3 left and c3 c0 where c0 c1 were.
define(<TO_DIAGONAL>, <
	ADDM(LO(Q_SPARE), HI(Q_A1), MSG($1, 1, 3, 0))
	ADDM(HI(Q_SPARE), LO(Q_A0), MSG($1, 1, 0, 0))
	ADDM(LO(Q_A0), HI(Q_A0), MSG($1, 1, 1, 0))
	ADDM(HI(Q_A0), LO(Q_A1), MSG($1, 1, 2, 0))
	vext.64	Q(Q_A1), Q(Q_C0), Q(Q_C1), #1
	vext.64	Q(Q_C0), Q(Q_C1), Q(Q_C0), #1
	define(<NEW_A0>, Q_SPARE)define(<NEW_A1>, Q_A0)define(<NEW_C0>, Q_A1)dnl
define(<NEW_C1>, Q_C0)define(<NEW_SPARE>, Q_C1)RENAME>)

dnl TO_COLUMNS(r): the same back, the first message words of round R's
dnl column step added to row a: a0 a1 into the spare, a2 a3 where a1
dnl a2 were; c0 c1 into the q register a3 a0 left, c2 c3 where c1 c2
dnl were.
define(<TO_COLUMNS>, <
	ADDM(LO(Q_SPARE), HI(Q_A0), MSG($1, 0, 0, 0))
	ADDM(HI(Q_SPARE), LO(Q_A1), MSG($1, 0, 1, 0))
	ADDM(LO(Q_A1), HI(Q_A1), MSG($1, 0, 2, 0))
	ADDM(HI(Q_A1), LO(Q_A0), MSG($1, 0, 3, 0))
	vext.64	Q(Q_A0), Q(Q_C1), Q(Q_C0), #1
	vext.64	Q(Q_C0), Q(Q_C0), Q(Q_C1), #1
	define(<NEW_A0>, Q_SPARE)define(<NEW_A1>, Q_A1)define(<NEW_C0>, Q_A0)dnl
define(<NEW_C1>, Q_C0)define(<NEW_SPARE>, Q_C1)RENAME>)

define(<RENAME>, <define(<Q_A0>, NEW_A0)define(<Q_A1>, NEW_A1)dnl
define(<Q_C0>, NEW_C0)define(<Q_C1>, NEW_C1)define(<Q_SPARE>, NEW_SPARE)>)

dnl HALF(r, step, half): half HALF (0: the first message word and the
dnl rotations by 32 and 24; 1: the second, 16 and 63) of the four G of
dnl round R's step STEP, two pairs side by side, with the message
dnl words added (and the rows turned) by ENTRY:
dnl a += m + b, d = (d ^ a) >>> r1, c += d, b = (b ^ c) >>> r2.
define(<HALF>, <$4
forloop(<p>, 0, 1, <
	vadd.i64 Q(Q_A(p)), Q(Q_A(p)), Q(Q_B(p))>)
forloop(<p>, 0, 1, <
	veor	Q(Q_D(p, $2)), Q(Q_D(p, $2)), Q(Q_A(p))>)
forloop(<p>, 0, 1, <ifelse($3, 0, <
	vrev64.32 Q(Q_D(p, $2)), Q(Q_D(p, $2))>, <
	vext.8	LO(Q_D(p, $2)), LO(Q_D(p, $2)), LO(Q_D(p, $2)), #2
	vext.8	HI(Q_D(p, $2)), HI(Q_D(p, $2)), HI(Q_D(p, $2)), #2>)>)
forloop(<p>, 0, 1, <
	vadd.i64 Q(Q_C(p)), Q(Q_C(p)), Q(Q_D(p, $2))>)
ifelse($3, 0, <forloop(<p>, 0, 1, <
	veor	Q(Q_B(p)), Q(Q_B(p)), Q(Q_C(p))>)
forloop(<p>, 0, 1, <
	vext.8	LO(Q_B(p)), LO(Q_B(p)), LO(Q_B(p)), #3
	vext.8	HI(Q_B(p)), HI(Q_B(p)), HI(Q_B(p)), #3>)>, <forloop(<p>, 0, 1, <
	veor	Q(Q_SPARE), Q(Q_B(p)), Q(Q_C(p))
	vadd.i64 Q(Q_B(p)), Q(Q_SPARE), Q(Q_SPARE)
	vsra.u64 Q(Q_B(p)), Q(Q_SPARE), #63>)>)>)

dnl ROUND(r): the column step, then the diagonal step.
define(<ROUND>, <
	C round $1
	HALF($1, 0, 0, <ifelse($1, 0, <ADD_MSG($1, 0, 0)>, <TO_COLUMNS($1)>)>)
	HALF($1, 0, 1, <ADD_MSG($1, 0, 1)>)
	HALF($1, 1, 0, <TO_DIAGONAL($1)>)
	HALF($1, 1, 1, <ADD_MSG($1, 1, 1)>)>)

	.text
	.p2align 4
C the IV (RFC 7693, 2.6), before the code so that adr reaches it
.Liv:
	.quad	0x6a09e667f3bcc908, 0xbb67ae8584caa73b
	.quad	0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
	.quad	0x510e527fade682d1, 0x9b05688c2b3e6c1f
	.quad	0x1f83d9abfb41bd6b, 0x5be0cd19137e2179

PROLOGUE(_symcrypt_blake2b_compress)
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	add	P, STATE, #64
	ldm	P, {T0LO, T0HI, T1LO, T1HI}

.Lblock:
	C BYTES = 128, or what is left of the last block
	mov	BYTES, #128
	mov	FINAL, #0
	cmp	LAST_BIT, #0
	beq	.Lwhole
	cmp	LENGTH, #128
	bhi	.Lwhole
	mov	BYTES, LENGTH
	mvn	FINAL, #0
	b	.Lcounter
.Lwhole:
	cmp	LENGTH, #128
	blo	.Ldone
.Lcounter:
	adds	T0LO, T0LO, BYTES
	adcs	T0HI, T0HI, #0
	adcs	T1LO, T1LO, #0
	adc	T1HI, T1HI, #0

	C the message (any alignment), the state's rows a and b, the IV
	C in rows c and d with the counter and the final flag
	vld1.8	{d0, d1, d2, d3}, [DATA]!
	vld1.8	{d4, d5, d6, d7}, [DATA]!
	vld1.8	{d8, d9, d10, d11}, [DATA]!
	vld1.8	{d12, d13}, [DATA]!
	mov	M14, DATA
	add	M15, DATA, #8
	add	DATA, DATA, #16
	mov	P, STATE
	vld1.64	{d16, d17, d18, d19}, [P]!
	vld1.64	{d20, d21, d22, d23}, [P]
	adr	CONST, .Liv
	vld1.64	{d24, d25, d26, d27}, [CONST]!
	vld1.64	{d28, d29, d30, d31}, [CONST]
	vmov	d14, T0LO, T0HI
	vmov	d15, T1LO, T1HI
	veor	q14, q14, q7
	vmov	d14, FINAL, FINAL
	veor	d30, d30, d14
forloop(<r>, 0, 11, <ROUND(r)>)

	C state ^= v[i] ^ v[8 + i].  Rows a and c are in the diagonal
	C layout, where their pairs line up: a3 a0 with c3 c0, a1 a2
	C with c1 c2.
	veor	Q(Q_A0), Q(Q_A0), Q(Q_C1)
	veor	Q(Q_A1), Q(Q_A1), Q(Q_C0)
	vext.64	Q(Q_SPARE), Q(Q_A0), Q(Q_A1), #1
	vext.64	Q(Q_A0), Q(Q_A1), Q(Q_A0), #1
	veor	q10, q10, q14
	veor	q11, q11, q15
	mov	P, STATE
	vld1.64	{LO(Q_C0), HI(Q_C0)}, [P]!
	vld1.64	{LO(Q_C1), HI(Q_C1)}, [P]!
	vld1.64	{d28, d29, d30, d31}, [P]
	veor	Q(Q_C0), Q(Q_C0), Q(Q_SPARE)
	veor	Q(Q_C1), Q(Q_C1), Q(Q_A0)
	veor	q14, q14, q10
	veor	q15, q15, q11
	mov	P, STATE
	vst1.64	{LO(Q_C0), HI(Q_C0)}, [P]!
	vst1.64	{LO(Q_C1), HI(Q_C1)}, [P]!
	vst1.64	{d28, d29, d30, d31}, [P]

	cmp	FINAL, #0
	bne	.Ldone
	sub	LENGTH, LENGTH, #128
	b	.Lblock

.Ldone:
	add	P, STATE, #64
	stm	P, {T0LO, T0HI, T1LO, T1HI}
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_blake2b_compress)
