dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/keccak-absorb.asm -- the sponge's absorbing loop around
C Keccak-p[1600, 24] (FIPS 202) on 32-bit ARM without NEON, ARMv6.

C void _symcrypt_keccak_absorb(uint64_t *state, size_t blocks,
C                              const uint8_t *data, unsigned rate)
C
C RATE is 72, 104, 136, 144 or 168, or 0 for arm/keccak-permute.asm,
C which permutes once through here adding nothing.  The C twin is in
C src/keccak/keccak-permute.c.  Needs ARMv6 (pkhbt, pkhtb, ldrd) in ARM
C state, and the unaligned single-word loads every ARMv6 and later
C Linux allows.
C
C Why: the C twin's bit-interleaved form runs about 86.6 guest
C instructions a byte on 32-bit ARM; gcc makes the rotations of rho
C separate instructions, spills, and reloads theta's D words.  Here
C the rotations fold into the shifted operands of eor and bic.
C
C The form is the C twin's bit interleaving (the Keccak team's "Keccak
C implementation overview", 2.1): lane i as its even bits (word 2i) and
C its odd bits (word 2i + 1), so that a rotation of the lane is a
C rotation of each word (the words swapping for an odd amount).  The
C state goes into that form at the start of a call, each block's lanes
C as they are added, and back at the end.  No lane is kept
C complemented: bic is chi's and-not in one instruction.
C
C The state lives on the stack, two copies (A and E below) that the
C rounds go between, two rounds a loop turn; D between them, so that
C one base register (FP) reaches all three with ldrd and strd (whose
C offsets reach 255 bytes).  A round:
C - theta's column parities, 65: a ldrd of each lane, two eor;
C - D, 15: two eor a column (the rotation by one in the shifted
C   operand), stored by one strd;
C - the rows, 48 each less the rotations not needed: each of the five
C   input lanes (pi) is a ldrd, its column's D a ldrd, two eor (theta;
C   for an odd rotation the two words swap here); lanes 0 to 2 are then
C   rotated (rho) by one ror a word, lanes 3 and 4 are not: chi reads
C   them in rotated operands, which is enough when of the three inputs
C   of each output two are rotated already (lanes 0 to 2 cover every
C   output x: x or x + 2 is among them); chi is one bic and one eor an
C   output word, and the row one stm;
C - iota, 5 (the round constants' pointer is on the stack).
C About 322 a round.
C
C Measured (guest instructions a byte of sha3_256_update, qemu-arm
C -cpu cortex-a9,neon=off with the qemu-icount plugin, 2026-11-26;
C doc/sha3.md, "32-bit ARM in general registers"):
C
C   message                  64 B    1420 B   16 KiB
C   this file                78.4    65.3     62.7
C   C twin (gcc 12)          107.9            86.6
C   OpenSSL 3.0 integer      68.1    65.9     65.8   (OPENSSL_armcap=0)

	ARCH_SCALAR

C Arguments, and the stack frame (below the saved registers).
define(<STATE>, <r0>)
define(<BLOCKS>, <r1>)
define(<DATA>, <r2>)
define(<RATE>, <r3>)
define(<FP>, <r12>)	C the frame's copies of the state and D
define(<F_RC>, <0>)	C the next round constant
define(<F_RCEND>, <4>)	C the end of the round constants, the masks
define(<F_STATE>, <8>)
define(<F_BLOCKS>, <12>)
define(<F_DATA>, <16>)
define(<F_LANES>, <20>)	C the block's lanes (RATE / 8)
define(<F_E>, <24>)	C one copy of the state, 200 bytes
define(<F_D>, <224>)	C theta's D, 40 bytes; FP points here
define(<F_A>, <264>)	C the other copy of the state, 200 bytes
define(<FRAME>, <468>)	C with the nine registers saved, a multiple of 8
C COPY_A, COPY_E: the copies A and E from FP.
define(<COPY_A>, <eval(F_A - F_D)>)
define(<COPY_E>, <eval(F_E - F_D)>)

C rho_XY: the rotation of rho for lane (x, y) = (X, Y) (FIPS 202,
C 3.2.2, Table 2).
define(<rho_00>, 0)define(<rho_10>, 1)define(<rho_20>, 62)define(<rho_30>, 28)define(<rho_40>, 27)
define(<rho_01>, 36)define(<rho_11>, 44)define(<rho_21>, 6)define(<rho_31>, 55)define(<rho_41>, 20)
define(<rho_02>, 3)define(<rho_12>, 10)define(<rho_22>, 43)define(<rho_32>, 25)define(<rho_42>, 39)
define(<rho_03>, 41)define(<rho_13>, 45)define(<rho_23>, 15)define(<rho_33>, 21)define(<rho_43>, 8)
define(<rho_04>, 18)define(<rho_14>, 2)define(<rho_24>, 61)define(<rho_34>, 56)define(<rho_44>, 14)

C ROR(n): the shifted operand that rotates right by n mod 32 (none
C for 0).
define(<ROR>, <ifelse(eval(($1 + 64) % 32), 0, , <, ror #eval(($1 + 64) % 32)>)>)

C THETA(src): the column parities of the copy at FP + src, C[x] in
C r(2x) (even word) and r(2x + 1) (odd word), and the values D[x] =
C C[x - 1] ^ rotl(C[x + 1], 1) to FP + 0: the even word of D[x] takes
C the odd word of C[x + 1] rotated by one, the odd word the even word.
define(<THETA>, <forloop(<x>, 0, 4, <
	ldrd	r<>eval(2 * x), r<>eval(2 * x + 1), [FP, #eval($1 + 8 * x)]<>forloop(<y>, 1, 4, <
	ldrd	r10, r11, [FP, #eval($1 + 8 * x + 40 * y)]
	eor	r<>eval(2 * x), r<>eval(2 * x), r10
	eor	r<>eval(2 * x + 1), r<>eval(2 * x + 1), r11>)>)
	forloop(<x>, 0, 4, <
	eor	r10, r<>eval(2 * ((x + 4) % 5)), r<>eval(2 * ((x + 1) % 5) + 1), ror #31
	eor	r11, r<>eval(2 * ((x + 4) % 5) + 1), r<>eval(2 * ((x + 1) % 5))
	strd	r10, r11, [FP, #eval(8 * x)]>)>)

C The registers of chi's inputs b0..b4 of a row, word h (0 even, 1
C odd): BREG(k, h).  Outputs 0 and 1 go to r0, r1 and r2, r3 (the odd
C word of b1 is r1: it is read before output 0's odd word is
C written), outputs 2 to 4 in place, so that the row is r0..r9 for one
C stm.
define(<BREG>, <ifelse($1, 0, <ifelse($2, 0, r10, r11)>, $1, 1, <ifelse($2, 0, lr, r1)>,
	<r<>eval(2 * $1 + $2)>)>)

C For input k of output row y: its lane is (x, k) with x = k + 3y mod
C 5 (pi); SRC_X(y, k).  RHO_N(r, h): word h of the lane rotated by r
C (rho) is a word of the input rotated left by RHO_N; SRC_H(r, h): which
C word (the same for an even r, the other for an odd one).
define(<SRC_X>, <eval(($2 + 3 * $1) % 5)>)
define(<RHO_N>, <ifelse(eval($1 % 2), 0, <eval($1 / 2)>, <eval(($1 + 1 - 2 * $2) / 2)>)>)
define(<SRC_H>, <ifelse(eval($1 % 2), 0, $2, <eval(1 - $2)>)>)
C RHO_IN(y, k): the rotation of rho for input k of row y.  ROTATED(k):
C 1 for the inputs THETA_RHO rotates, 0 to 2.
C PENDING(y, k, h): the left rotation still pending on BREG(k, h) after
C THETA_RHO (0 for inputs 0 to 2, which are rotated; rotated operands
C take care of 3 and 4).
define(<RHO_IN>, <rho_<>SRC_X($1, $2)<>$2>)
define(<ROTATED>, <ifelse($1, 3, 0, $1, 4, 0, 1)>)
define(<PENDING>, <ifelse(ROTATED($2), 1, 0, <RHO_N(RHO_IN($1, $2), $3)>)>)

C THETA_RHO(y, k, src): input k of row y from the copy at FP + src, D
C added and words swapped for an odd rotation; inputs 0 to 2 rotated.
C The lane is loaded to r0, r1 and its D to r2, r3 (inputs 0, 2, 3, 4
C first, then 1, whose odd word goes to r1).
define(<THETA_RHO>, <
	ldrd	r0, r1, [FP, #eval($3 + 8 * (SRC_X($1, $2) + 5 * $2))]
	ldrd	r2, r3, [FP, #eval(8 * SRC_X($1, $2))]
	eor	BREG($2, 0), r<>SRC_H(RHO_IN($1, $2), 0), r<>eval(2 + SRC_H(RHO_IN($1, $2), 0))
	eor	BREG($2, 1), r<>SRC_H(RHO_IN($1, $2), 1), r<>eval(2 + SRC_H(RHO_IN($1, $2), 1))<>dnl
ifelse(ROTATED($2), 1, <forloop(<h>, 0, 1, <ifelse(RHO_N(RHO_IN($1, $2), h), 0, , <
	ror	BREG($2, h), BREG($2, h), #eval(32 - RHO_N(RHO_IN($1, $2), h))>)>)>)>)

C CHI_OP(y, h, i, out, x): output i of word h of row y, out_i = b_i ^
C (b_{i+2} & ~b_{i+1}), to OUT, using X.  Of b_i and the and-not
C (whose pending rotation is b_{i+2}'s) one has none pending, and
C takes the other in its rotated operand.
define(<CHI_BIC>, <
	bic	$4, BREG(eval(($3 + 2) % 5), $2), BREG(eval(($3 + 1) % 5), $2)<>dnl
ROR(eval(PENDING($1, eval(($3 + 2) % 5), $2) - PENDING($1, eval(($3 + 1) % 5), $2)))>)
define(<CHI_EOR>, <ifelse(PENDING($1, $3, $2), 0, <
	eor	$4, BREG($3, $2), $5<>ROR(eval(-PENDING($1, eval(($3 + 2) % 5), $2)))>, <
	eor	$4, $5, BREG($3, $2)<>ROR(eval(-PENDING($1, $3, $2)))>)>)
define(<CHI_OP>, <CHI_BIC($1, $2, $3, $5)<>CHI_EOR($1, $2, $3, $4, $5)>)

C ROW(y, src, dst): output row y from the copy at FP + src to the copy
C at FP + dst: theta's D added, rho, pi, chi.  Even words with r3 as
C the and-not (not yet written), then the odd ones with r10 and lr
C (the even words of b0 and b1, read no more), lr for output 4's
C and-not before output 0 overwrites b1.  With IOTA, iota too.
define(<ROW>, <
	C Row $1
	THETA_RHO($1, 0, $2)
	THETA_RHO($1, 2, $2)
	THETA_RHO($1, 3, $2)
	THETA_RHO($1, 4, $2)
	THETA_RHO($1, 1, $2)
	CHI_OP($1, 0, 0, r0, r3)
	CHI_OP($1, 0, 1, r2, r3)
	CHI_OP($1, 0, 2, r4, r3)
	CHI_OP($1, 0, 3, r6, r3)
	CHI_OP($1, 0, 4, r8, r3)
	CHI_BIC($1, 1, 4, lr)
	CHI_OP($1, 1, 1, r3, r10)
	CHI_OP($1, 1, 0, r1, r10)
	CHI_OP($1, 1, 2, r5, r10)
	CHI_OP($1, 1, 3, r7, r10)
	CHI_EOR($1, 1, 4, r9, lr)>)
define(<STORE_ROW>, <
	add	r10, FP, #eval($2 + 40 * $1)
	stm	r10, {r0, r1, r2, r3, r4, r5, r6, r7, r8, r9}>)
C IOTA: the round constant's words to lane (0, 0), in r0 and r1; leaves
C the pointer to the next one in lr.
define(<IOTA>, <
	ldr	lr, [sp, #F_RC]
	ldrd	r10, r11, [lr], #8
	eor	r0, r0, r10
	eor	r1, r1, r11
	str	lr, [sp, #F_RC]>)

C ROUND(src, dst): row 0 last, so that its iota leaves the round
C constants' pointer in lr for the loop.
define(<ROUND>, <
	THETA($1)
	forloop(<y>, 1, 4, <ROW(y, $1, $2)
	STORE_ROW(y, $2)>)
	ROW(0, $1, $2)
	IOTA
	STORE_ROW(0, $2)>)

C UNSHUFFLE(x, t): the even bits of each 16-bit half of x to its low
C byte, the odd bits to its high byte, then the four bytes reordered
C even, even, odd, odd: four exchanges of bit groups (as the C twin's
C unshuffle32), the masks in r8..r11.  SHUFFLE(x, t) undoes it.
define(<SWAP_BITS>, <
	eor	$2, $1, $1, lsr #$3
	and	$2, $2, $4
	eor	$1, $1, $2
	eor	$1, $1, $2, lsl #$3>)
define(<UNSHUFFLE>, <SWAP_BITS($1, $2, 1, r8)SWAP_BITS($1, $2, 2, r9)<>dnl
SWAP_BITS($1, $2, 4, r10)SWAP_BITS($1, $2, 8, r11)>)
define(<SHUFFLE>, <SWAP_BITS($1, $2, 8, r11)SWAP_BITS($1, $2, 4, r10)<>dnl
SWAP_BITS($1, $2, 2, r9)SWAP_BITS($1, $2, 1, r8)>)
C TO_WORDS: the lane in r0 (low half) and r1 as its even word in r2
C and odd word in r3, using r7.  FROM_WORDS: r0, r1 back to the lane in
C r2, r3.
define(<TO_WORDS>, <UNSHUFFLE(r0, r7)<>UNSHUFFLE(r1, r7)
	pkhbt	r2, r0, r1, lsl #16
	pkhtb	r3, r1, r0, asr #16>)
define(<FROM_WORDS>, <
	pkhbt	r2, r0, r1, lsl #16
	pkhtb	r3, r1, r0, asr #16<>SHUFFLE(r2, r7)<>SHUFFLE(r3, r7)>)

	.text
	.p2align 3
C FIPS 202, 3.2.5: the round constants of iota, each as its even and
C odd words (the C twin's table), and the masks of UNSHUFFLE; before
C the code so that adr reaches them.
.Lrc:
	.word	0x00000001, 0x00000000, 0x00000000, 0x00000089
	.word	0x00000000, 0x8000008b, 0x00000000, 0x80008080
	.word	0x00000001, 0x0000008b, 0x00000001, 0x00008000
	.word	0x00000001, 0x80008088, 0x00000001, 0x80000082
	.word	0x00000000, 0x0000000b, 0x00000000, 0x0000000a
	.word	0x00000001, 0x00008082, 0x00000000, 0x00008003
	.word	0x00000001, 0x0000808b, 0x00000001, 0x8000000b
	.word	0x00000001, 0x8000008a, 0x00000001, 0x80000081
	.word	0x00000000, 0x80000081, 0x00000000, 0x80000008
	.word	0x00000000, 0x00000083, 0x00000000, 0x80008003
	.word	0x00000001, 0x80008088, 0x00000000, 0x80000088
	.word	0x00000001, 0x00008000, 0x00000000, 0x80008082
.Lrcend:
	.word	0x22222222, 0x0c0c0c0c, 0x00f000f0, 0x0000ff00

PROLOGUE(_symcrypt_keccak_absorb)
	cmp	BLOCKS, #0
	bxeq	lr
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	sub	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	str	BLOCKS, [sp, #F_BLOCKS]
	str	DATA, [sp, #F_DATA]
	lsr	RATE, RATE, #3
	str	RATE, [sp, #F_LANES]
	str	STATE, [sp, #F_STATE]
	adr	r6, .Lrcend
	str	r6, [sp, #F_RCEND]

	C The state into the interleaved form, to A.
	mov	r4, STATE
	add	r5, sp, #F_A
	ldm	r6, {r8, r9, r10, r11}
	mov	r6, #25
1:	ldrd	r0, r1, [r4], #8
	TO_WORDS
	strd	r2, r3, [r5], #8
	subs	r6, r6, #1
	bne	1b

.Lblock:
	C The block's lanes added to A.
	ldr	r4, [sp, #F_DATA]
	add	r5, sp, #F_A
	ldr	r6, [sp, #F_LANES]
	ldr	r7, [sp, #F_RCEND]
	ldm	r7, {r8, r9, r10, r11}
	cmp	r6, #0
	beq	3f
2:	ldr	r0, [r4], #4
	ldr	r1, [r4], #4
	TO_WORDS
	ldrd	r0, r1, [r5]
	eor	r2, r2, r0
	eor	r3, r3, r1
	strd	r2, r3, [r5], #8
	subs	r6, r6, #1
	bne	2b
	str	r4, [sp, #F_DATA]
3:
	C The rounds, two a turn: A to E, E to A.
	ldr	r4, [sp, #F_RCEND]
	sub	r4, r4, #192
	str	r4, [sp, #F_RC]
	add	FP, sp, #F_D
.Lrounds:
	ROUND(COPY_A, COPY_E)
	ROUND(COPY_E, COPY_A)
	ldr	r10, [sp, #F_RCEND]
	cmp	lr, r10
	bne	.Lrounds

	ldr	r4, [sp, #F_BLOCKS]
	subs	r4, r4, #1
	str	r4, [sp, #F_BLOCKS]
	bne	.Lblock

	C A back to lanes, to the caller's state.
	ldr	r4, [sp, #F_STATE]
	add	r5, sp, #F_A
	ldr	r6, [sp, #F_RCEND]
	ldm	r6, {r8, r9, r10, r11}
	mov	r6, #25
4:	ldrd	r0, r1, [r5], #8
	FROM_WORDS
	strd	r2, r3, [r4], #8
	subs	r6, r6, #1
	bne	4b

	C The frame's copies of the state and D wiped.
	mov	r0, #0
	mov	r1, #0
	mov	r2, #0
	mov	r3, #0
	mov	r4, #0
	mov	r5, #0
	mov	r6, #0
	mov	r7, #0
	mov	r8, #0
	mov	r9, #0
	add	r10, sp, #F_E
	forloop(<i>, 1, 11, <
	stm	r10!, {r0, r1, r2, r3, r4, r5, r6, r7, r8, r9}>)
	add	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_keccak_absorb)
