dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): aes/aegis128l-absorb.asm, aes/aegis128l-encrypt.asm, aes/aegis128l-decrypt.asm, aes/aegis256-absorb.asm, aes/aegis256-encrypt.asm, aes/aegis256-decrypt.asm.
dnl arm/aegis.m4 -- AEGIS with the ARMv8 crypto extension in AArch32
dnl (AESE, AESMC; HWCAP2_AES): the body of the block functions
dnl (src/functions.def, aegis128l_absorb and the others) of AEGIS-128L
dnl and AEGIS-256, AEGIS_BLOCKS.
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
dnl (q4 .. q7) that the scratch registers include.

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

dnl AEGIS_BLOCK(r): one block from SRC (to DST), R updates into the
dnl turn; both pointers move on by the rate.  Each block is read before
dnl its output is stored: DST may be SRC.  M0 and M1 are q1 and q2, Z0
dnl and Z1 q3 and q4: one VLD1 or VST1 of four d registers moves the
dnl 32 bytes of AEGIS-128L's block.
define(<AEGIS_BLOCK>, <
	vld1.8	{AEGIS_D(M0)<>ifelse(LANES, 8, <, AEGIS_D(M1)>)}, [SRC]!
	ifelse(OP, absorb, , <AEGIS_OUTPUT($1)
	vst1.8	{ifelse(OP, encrypt, <AEGIS_D(Z0)<>ifelse(LANES, 8, <, AEGIS_D(Z1)>)>,
		<AEGIS_D(M0)<>ifelse(LANES, 8, <, AEGIS_D(M1)>)>)}, [DST]!>)
	AEGIS_UPDATE($1)>)

dnl AEGIS_STATE(op): load (vld1) or store (vst1) the state's LANES
dnl blocks at STATE, two at a time.
define(<AEGIS_STATE>, <
	mov	STATEP, STATE
	forloop(<i>, 0, eval(LANES / 2 - 1), <
	$1.8	{AEGIS_D(q<>eval(8 + 2 * i)), AEGIS_D(q<>eval(9 + 2 * i))}, [STATEP]!>)>)

dnl AEGIS_BLOCKS(name, lanes, op): the function NAME, for the variant
dnl of LANES blocks (8: AEGIS-128L, 6: AEGIS-256), OP absorb, encrypt
dnl or decrypt: (state, blocks, src) or (state, blocks, dst, src).
define(<AEGIS_BLOCKS>, <define(<LANES>, <$2>)define(<OP>, <$3>)dnl
PROLOGUE($1)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ifelse(OP, absorb, <
	mov	SRC, r2>)
	vmov.i8	ZERO, #0
	AEGIS_STATE(vld1)
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
	C no state or keystream left in the registers (q4 .. q7 get the
	C caller's values back)
	forloop(<i>, 0, 3, <
	vmov.i8	q<>i, #0>)
	forloop(<i>, 8, eval(8 + LANES - 1), <
	vmov.i8	q<>i, #0>)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	bx	lr
EPILOGUE($1)>)
