dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): aes/aegis128l-absorb.asm, aes/aegis128l-encrypt.asm, aes/aegis128l-decrypt.asm, aes/aegis128x2-absorb.asm, aes/aegis128x2-encrypt.asm, aes/aegis128x2-decrypt.asm, aes/aegis128x2-init.asm, aes/aegis128x4-absorb.asm, aes/aegis128x4-encrypt.asm, aes/aegis128x4-decrypt.asm, aes/aegis128x4-init.asm, aes/aegis256-absorb.asm, aes/aegis256-encrypt.asm, aes/aegis256-decrypt.asm, aes/aegis256x2-absorb.asm, aes/aegis256x2-encrypt.asm, aes/aegis256x2-decrypt.asm, aes/aegis256x2-init.asm, aes/aegis256x4-absorb.asm, aes/aegis256x4-encrypt.asm, aes/aegis256x4-decrypt.asm, aes/aegis256x4-init.asm.
dnl arm/aegis.m4 -- AEGIS with the ARMv8 crypto extension in AArch32
dnl (AESE, AESMC; HWCAP2_AES): the body of the block functions
dnl (src/functions.def, aegis128l_absorb and the others) of every
dnl variant, AEGIS_BLOCKS.  The X forms run their instances one after
dnl the other, each over the whole call as AEGIS-128L (AEGIS-256)
dnl would with its own 16 bytes of each message block, as
dnl arm64/aegis.m4 does.
dnl
dnl The state stays in q8 .. q<8 + LANES - 1> for the whole call.  The
dnl draft's AESRound(X, K) is AESE X, 0 (AESE adds its key before
dnl SubBytes, so the key is zero), AESMC X, X, then VEOR with K: the
dnl AESE and AESMC of one block are adjacent, the pair that Cortex-A57,
dnl A72 and later cores fuse.  Block I - 1's register receives the new
dnl block I (its key, block I, is still unchanged there); only the last
dnl block is copied first (to T), since it is both the input of the new
dnl block 0 and the key of the new last one.  After an update block I
dnl is in register I - 1 (mod LANES): the turn of LANES blocks unrolls
dnl the updates with the names rotated (AEGIS_S), and ends with every
dnl block in its register again; a call that has fewer blocks left runs
dnl them one by one, each followed by the moves that put the blocks
dnl back.  The eight lanes of AEGIS-128L and its eight scratch registers
dnl take all sixteen q registers; the functions save the d8 .. d15
dnl (q4 .. q7) that the scratch registers include, and the X forms the
dnl r4 .. r9 of their instance loop.

define(<STATE>, <r0>)
define(<BLOCKS>, <r1>)
define(<DST>, <r2>)
define(<SRC>, <r3>)
define(<STATEP>, <r12>)		C walks the state's blocks
define(<ZERO>, <q0>)		C AESE's key
define(<M0>, <q1>)		C the message blocks (the plaintext)
define(<M1>, <q2>)
define(<Z0>, <q3>)		C S2 & S3, then the output block
define(<Z1>, <q4>)		C S6 & S7, then the output block
define(<X0>, <q5>)		C the XORs of the keystream and message
define(<X1>, <q6>)
define(<T>, <q7>)		C the old last block during an update
define(<CTX>, <q3>)		C init: the instance's context block (Z0's
				C register: init writes no output)
define(<SRC0>, <r4>)		C the arguments, for the next instance
define(<DST0>, <r5>)
define(<BLOCKS0>, <r6>)
define(<LEFT>, <r7>)		C instances left
define(<STEP>, <r8>)		C 16 DEG: from a block of an instance to
				C the next, in the state and the messages
define(<CTXP>, <r9>)		C init: the context row

dnl AEGIS_D(qN): the two d registers of qN, for VLD1 and VST1.
define(<AEGIS_D>, <d<>eval(2 * substr($1, 1)), d<>eval(2 * substr($1, 1) + 1)>)

dnl AEGIS_S(i, r): the register of block I after R updates of a turn.
define(<AEGIS_S>, <q<>eval(8 + (LANES + $1 - ($2)) % LANES)>)

dnl AEGIS_ROUND(x, k): X = AESRound(X, K).
define(<AEGIS_ROUND>, <
	aese.8	$1, ZERO
	aesmc.8	$1, $1
	veor	$1, $1, $2>)

dnl AEGIS_UPDATE(r): the draft's Update with the message in M0 (and M1
dnl for eight lanes), which it clobbers; R updates into the turn.
define(<AEGIS_UPDATE>, <
	vmov	T, AEGIS_S(eval(LANES - 1), $1)
	veor	M0, M0, AEGIS_S(0, $1)		C key of the new block 0
	AEGIS_ROUND(AEGIS_S(eval(LANES - 1), $1), M0)
	forloop(<j>, 1, 3, <AEGIS_ROUND(AEGIS_S(eval(j - 1), $1), AEGIS_S(j, $1))>)
	ifelse(LANES, 8, <
	veor	M1, M1, AEGIS_S(4, $1)		C key of the new block 4
	AEGIS_ROUND(AEGIS_S(3, $1), M1)
	forloop(<j>, 5, 6, <AEGIS_ROUND(AEGIS_S(eval(j - 1), $1), AEGIS_S(j, $1))>)
	AEGIS_ROUND(AEGIS_S(6, $1), T)>, <
	AEGIS_ROUND(AEGIS_S(3, $1), AEGIS_S(4, $1))
	AEGIS_ROUND(AEGIS_S(4, $1), T)>)>)

dnl AEGIS_OUTPUT(r): the message in M0 (and M1) XORed with the
dnl keystream, Z0 = S1 ^ S6 ^ (S2 & S3) and Z1 = S2 ^ S5 ^ (S6 & S7)
dnl for eight lanes, Z0 = S1 ^ S4 ^ S5 ^ (S2 & S3) for six, as a tree
dnl of two levels of XOR beside the AND; encrypting into Z0 (Z1), the
dnl ciphertext, decrypting into M0 (M1), the plaintext that the update
dnl then absorbs.
define(<AEGIS_OUTPUT>, <
	vand	Z0, AEGIS_S(2, $1), AEGIS_S(3, $1)
	ifelse(LANES, 8, <
	veor	X0, AEGIS_S(1, $1), AEGIS_S(6, $1)
	vand	Z1, AEGIS_S(6, $1), AEGIS_S(7, $1)
	veor	X1, AEGIS_S(2, $1), AEGIS_S(5, $1)
	veor	X0, X0, M0
	veor	X1, X1, M1
	ifelse(OP, encrypt, <
	veor	Z0, Z0, X0		C ciphertext
	veor	Z1, Z1, X1>, <
	veor	M0, Z0, X0		C plaintext
	veor	M1, Z1, X1>)>, <
	veor	X0, AEGIS_S(1, $1), AEGIS_S(4, $1)
	veor	X1, AEGIS_S(5, $1), M0
	veor	Z0, Z0, X0
	ifelse(OP, encrypt, <
	veor	Z0, Z0, X1		C ciphertext>, <
	veor	M0, Z0, X1		C plaintext>)>)>)

dnl AEGIS_MOVE(op, reg, reg1, pointer): VLD1 or VST1 (OP) of an
dnl instance's message block, REG (and, for eight lanes, REG1, 16 DEG
dnl bytes further on), at POINTER, which moves on by the rate.  M0 and
dnl M1 are q1 and q2, Z0 and Z1 q3 and q4: with one instance one VLD1
dnl or VST1 of four d registers moves the 32 bytes of AEGIS-128L's
dnl block.
define(<AEGIS_MOVE>, <ifelse(DEG, 1, <
	$1.8	{AEGIS_D($2)<>ifelse(LANES, 8, <, AEGIS_D($3)>)}, [$4]!>, <
	$1.8	{AEGIS_D($2)}, [$4], STEP<>ifelse(LANES, 8, <
	$1.8	{AEGIS_D($3)}, [$4], STEP>)>)>)

dnl AEGIS_BLOCK(r): one block from SRC (to DST), R updates into the
dnl turn; both pointers move on by the rate.  Each block is read before
dnl its output is stored: DST may be SRC.  For init the context block
dnl goes into blocks 3 and LANES - 1 first.
define(<AEGIS_BLOCK>, <ifelse(OP, init, <
	veor	AEGIS_S(3, $1), AEGIS_S(3, $1), CTX
	veor	AEGIS_S(eval(LANES - 1), $1), AEGIS_S(eval(LANES - 1), $1), CTX>)
	AEGIS_MOVE(vld1, M0, M1, SRC)
	ifelse(NODST, 1, , <AEGIS_OUTPUT($1)
	AEGIS_MOVE(vst1, ifelse(OP, encrypt, <Z0, Z1>, <M0, M1>), DST)>)
	AEGIS_UPDATE($1)>)

dnl AEGIS_STATE(op): load (vld1) or store (vst1) the instance's LANES
dnl blocks at STATE, 16 DEG bytes apart: with one instance two at a
dnl time.
define(<AEGIS_STATE>, <
	mov	STATEP, STATE
	ifelse(DEG, 1, <forloop(<i>, 0, eval(LANES / 2 - 1), <
	$1.8	{AEGIS_D(q<>eval(8 + 2 * i)), AEGIS_D(q<>eval(9 + 2 * i))}, [STATEP]!>)>,
	<forloop(<i>, 0, eval(LANES - 1), <
	$1.8	{AEGIS_D(q<>eval(8 + i))}, [STATEP], STEP>)>)>)

dnl AEGIS_BLOCKS(name, lanes, degree, op): the function NAME, for the
dnl variant of LANES blocks (8: AEGIS-128L, 6: AEGIS-256) and DEGREE
dnl instances (1, 2 or 4), OP absorb, encrypt, decrypt or init (the X
dnl forms' initialisation: absorb with the context row): (state,
dnl blocks, src), (state, blocks, dst, src) or (state, blocks, src,
dnl ctx).
define(<AEGIS_BLOCKS>, <define(<LANES>, <$2>)define(<DEG>, <$3>)dnl
define(<OP>, <$4>)define(<NODST>, ifelse($4, absorb, 1, $4, init, 1, 0))dnl
PROLOGUE($1)
	ifelse(DEG, 1, , <
	PUSH(r4, r5, r6, r7, r8, r9)>)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ifelse(OP, init, <
	mov	CTXP, r3>)
	ifelse(NODST, 1, <
	mov	SRC, r2>)
	vmov.i8	ZERO, #0
	ifelse(DEG, 1, , <
	mov	STEP, #eval(16 * DEG)
	mov	SRC0, SRC
	mov	DST0, DST
	mov	BLOCKS0, BLOCKS
	mov	LEFT, #DEG
.Linstance:>)
	AEGIS_STATE(vld1)
	ifelse(OP, init, <
	vld1.8	{AEGIS_D(CTX)}, [CTXP]>)
	subs	BLOCKS, BLOCKS, #LANES
	blo	.Ltail

.Lturn:
	forloop(<r>, 0, eval(LANES - 1), <AEGIS_BLOCK(r)>)
	subs	BLOCKS, BLOCKS, #LANES
	bhs	.Lturn

.Ltail:
	adds	BLOCKS, BLOCKS, #LANES
	beq	.Ldone
.Lone:
	AEGIS_BLOCK(0)
	C block I from register I - 1 back to I
	vmov	T, q<>eval(8 + LANES - 1)
	forloop(<i>, 1, eval(LANES - 1), <
	vmov	q<>eval(8 + LANES - i), q<>eval(8 + LANES - 1 - i)>)
	vmov	q8, T
	subs	BLOCKS, BLOCKS, #1
	bne	.Lone

.Ldone:
	AEGIS_STATE(vst1)
	ifelse(DEG, 1, , <
	C the next instance: its blocks and message bytes 16 further on
	subs	LEFT, LEFT, #1
	beq	.Lend
	add	STATE, STATE, #16
	add	SRC0, SRC0, #16
	add	DST0, DST0, #16
	ifelse(OP, init, <
	add	CTXP, CTXP, #16>)
	mov	SRC, SRC0
	mov	DST, DST0
	mov	BLOCKS, BLOCKS0
	b	.Linstance
.Lend:>)
	C no state or keystream left in the registers (q4 .. q7 get the
	C caller's values back)
	forloop(<i>, 0, 3, <
	vmov.i8	q<>i, #0>)
	forloop(<i>, 8, eval(8 + LANES - 1), <
	vmov.i8	q<>i, #0>)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	ifelse(DEG, 1, <
	bx	lr>, <
	POP(r4, r5, r6, r7, r8, r9)
	bx	lr>)
EPILOGUE($1)>)
