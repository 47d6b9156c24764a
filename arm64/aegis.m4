dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): aes/aegis128l-absorb.asm, aes/aegis128l-encrypt.asm, aes/aegis128l-decrypt.asm, aes/aegis128x2-absorb.asm, aes/aegis128x2-encrypt.asm, aes/aegis128x2-decrypt.asm, aes/aegis128x2-init.asm, aes/aegis128x4-absorb.asm, aes/aegis128x4-encrypt.asm, aes/aegis128x4-decrypt.asm, aes/aegis128x4-init.asm, aes/aegis256-absorb.asm, aes/aegis256-encrypt.asm, aes/aegis256-decrypt.asm, aes/aegis256x2-absorb.asm, aes/aegis256x2-encrypt.asm, aes/aegis256x2-decrypt.asm, aes/aegis256x2-init.asm, aes/aegis256x4-absorb.asm, aes/aegis256x4-encrypt.asm, aes/aegis256x4-decrypt.asm, aes/aegis256x4-init.asm, aes_sha3/aegis128l-absorb.asm, aes_sha3/aegis128l-encrypt.asm, aes_sha3/aegis128l-decrypt.asm, aes_sha3/aegis128x2-absorb.asm, aes_sha3/aegis128x2-encrypt.asm, aes_sha3/aegis128x2-decrypt.asm, aes_sha3/aegis128x2-init.asm, aes_sha3/aegis128x4-absorb.asm, aes_sha3/aegis128x4-encrypt.asm, aes_sha3/aegis128x4-decrypt.asm, aes_sha3/aegis128x4-init.asm, aes_sha3/aegis256-absorb.asm, aes_sha3/aegis256-encrypt.asm, aes_sha3/aegis256-decrypt.asm, aes_sha3/aegis256x2-absorb.asm, aes_sha3/aegis256x2-encrypt.asm, aes_sha3/aegis256x2-decrypt.asm, aes_sha3/aegis256x2-init.asm, aes_sha3/aegis256x4-absorb.asm, aes_sha3/aegis256x4-encrypt.asm, aes_sha3/aegis256x4-decrypt.asm, aes_sha3/aegis256x4-init.asm.
dnl arm64/aegis.m4 -- AEGIS with the ARMv8 AES instructions: the body
dnl of the block functions (src/functions.def, aegis128l_absorb and the
dnl others) of every variant, AEGIS_BLOCKS.  The X forms run their
dnl instances one after the other, each over the whole call as
dnl AEGIS-128L (AEGIS-256) would with its own 16 bytes of each message
dnl block, as x86_64/m4/aegis-xmm.m4 does.
dnl
dnl The state stays in v16 .. v<16 + LANES - 1> for the whole call.  The
dnl draft's AESRound(X, K) is AESE X, 0 (AESE adds its key before
dnl SubBytes, so the key is zero), AESMC X, X, then EOR with K: the
dnl AESE and AESMC of one block are adjacent, the pair that Cortex-A57,
dnl A72 and later cores fuse.  Block I - 1's register receives the new
dnl block I (its key, block I, is still unchanged there); only the last
dnl block is copied first (to T), since it is both the input of the new
dnl block 0 and the key of the new last one.  After an update block I
dnl is in register I - 1 (mod LANES): the turn of LANES blocks unrolls
dnl the updates with the names rotated (AEGIS_S), and ends with every
dnl block in its register again; a call that has fewer blocks left runs
dnl them one by one, each followed by the moves that put the blocks
dnl back.  v8 .. v15 are not touched (nothing to save).
dnl
dnl Where the reader defines AEGIS_EOR3 (arm64/aes_sha3, HWCAP_SHA3
dnl besides HWCAP_AES) the three-way XORs are one EOR3 each: the
dnl message and old block 0 (4) added to the new block 0 (4) after its
dnl round, and the keystream's sums beside the AND.

define(<STATE>, <x0>)
define(<BLOCKS>, <x1>)
define(<DST>, <x2>)
define(<SRC>, <x3>)
define(<SRC0>, <x4>)		C the arguments, for the next instance
define(<DST0>, <x5>)
define(<BLOCKS0>, <x6>)
define(<LEFT>, <x7>)		C instances left
define(<M0>, <v0>)		C the message blocks (the plaintext)
define(<M1>, <v1>)
define(<Z0>, <v2>)		C S2 & S3, then the output block
define(<Z1>, <v3>)		C S6 & S7, then the output block
define(<T>, <v4>)		C the old last block during an update
define(<ZERO>, <v5>)		C AESE's key
define(<X0>, <v6>)		C the XORs of the keystream and message
define(<X1>, <v7>)
define(<CTX>, <v24>)		C init: the instance's context block
define(<CTXP>, <x8>)		C init: the context row

dnl AEGIS_S(i, r): the register of block I after R updates of a turn.
define(<AEGIS_S>, <v<>eval(16 + (LANES + $1 - ($2)) % LANES)>)

dnl AEGIS_ROUND(x, k): X = AESRound(X, K).
define(<AEGIS_ROUND>, <
	aese	$1.16b, ZERO.16b
	aesmc	$1.16b, $1.16b
	eor	$1.16b, $1.16b, $2.16b>)

dnl AEGIS_ROUND_M(x, k, m): X = AESRound(X, K ^ M), the new block 0
dnl (4) with the old one and the message: with AEGIS_EOR3 one EOR3
dnl after the round, else M ^= K first (off the round's chain).
define(<AEGIS_ROUND_M>, <ifdef(<AEGIS_EOR3>, <
	aese	$1.16b, ZERO.16b
	aesmc	$1.16b, $1.16b
	eor3	$1.16b, $1.16b, $2.16b, $3.16b>, <
	eor	$3.16b, $3.16b, $2.16b
	AEGIS_ROUND($1, $3)>)>)

dnl AEGIS_UPDATE(r): the draft's Update with the message in M0 (and M1
dnl for eight lanes), which it clobbers; R updates into the turn.
define(<AEGIS_UPDATE>, <
	mov	T.16b, AEGIS_S(eval(LANES - 1), $1).16b
	C the new block 0, its key the old one and the message
	AEGIS_ROUND_M(AEGIS_S(eval(LANES - 1), $1), AEGIS_S(0, $1), M0)
	forloop(<j>, 1, 3, <AEGIS_ROUND(AEGIS_S(eval(j - 1), $1), AEGIS_S(j, $1))>)
	ifelse(LANES, 8, <
	C the new block 4, likewise
	AEGIS_ROUND_M(AEGIS_S(3, $1), AEGIS_S(4, $1), M1)
	forloop(<j>, 5, 6, <AEGIS_ROUND(AEGIS_S(eval(j - 1), $1), AEGIS_S(j, $1))>)
	AEGIS_ROUND(AEGIS_S(6, $1), T)>, <
	AEGIS_ROUND(AEGIS_S(3, $1), AEGIS_S(4, $1))
	AEGIS_ROUND(AEGIS_S(4, $1), T)>)>)

dnl AEGIS_OUTPUT(r): the message in M0 (and M1) XORed with the
dnl keystream, Z0 = S1 ^ S6 ^ (S2 & S3) and Z1 = S2 ^ S5 ^ (S6 & S7)
dnl for eight lanes, Z0 = S1 ^ S4 ^ S5 ^ (S2 & S3) for six, as a tree
dnl of two levels of XOR beside the AND; encrypting into Z0 (Z1), the
dnl ciphertext, decrypting into M0 (M1), the plaintext that the update
dnl then absorbs: it waits on the output, and a chain of XORs would add
dnl one level (eight lanes) or two (six) to every update.  With
dnl AEGIS_EOR3 each level's sums are one EOR3: the same two levels.
define(<AEGIS_OUTPUT>, <
	and	Z0.16b, AEGIS_S(2, $1).16b, AEGIS_S(3, $1).16b
	ifelse(LANES, 8, <
	ifdef(<AEGIS_EOR3>, <
	and	Z1.16b, AEGIS_S(6, $1).16b, AEGIS_S(7, $1).16b
	eor3	X0.16b, AEGIS_S(1, $1).16b, AEGIS_S(6, $1).16b, M0.16b
	eor3	X1.16b, AEGIS_S(2, $1).16b, AEGIS_S(5, $1).16b, M1.16b>, <
	eor	X0.16b, AEGIS_S(1, $1).16b, AEGIS_S(6, $1).16b
	and	Z1.16b, AEGIS_S(6, $1).16b, AEGIS_S(7, $1).16b
	eor	X1.16b, AEGIS_S(2, $1).16b, AEGIS_S(5, $1).16b
	eor	X0.16b, X0.16b, M0.16b
	eor	X1.16b, X1.16b, M1.16b>)
	ifelse(OP, encrypt, <
	eor	Z0.16b, Z0.16b, X0.16b		C ciphertext
	eor	Z1.16b, Z1.16b, X1.16b>, <
	eor	M0.16b, Z0.16b, X0.16b		C plaintext
	eor	M1.16b, Z1.16b, X1.16b>)>, <
	ifdef(<AEGIS_EOR3>, <
	eor3	X0.16b, AEGIS_S(1, $1).16b, AEGIS_S(4, $1).16b, AEGIS_S(5, $1).16b
	ifelse(OP, encrypt, <
	eor3	Z0.16b, Z0.16b, X0.16b, M0.16b	C ciphertext>, <
	eor3	M0.16b, Z0.16b, X0.16b, M0.16b	C plaintext>)>, <
	eor	X0.16b, AEGIS_S(1, $1).16b, AEGIS_S(4, $1).16b
	eor	X1.16b, AEGIS_S(5, $1).16b, M0.16b
	eor	Z0.16b, Z0.16b, X0.16b
	ifelse(OP, encrypt, <
	eor	Z0.16b, Z0.16b, X1.16b		C ciphertext>, <
	eor	M0.16b, Z0.16b, X1.16b		C plaintext>)>)>)>)

dnl AEGIS_LOAD(reg, reg1, offset), AEGIS_STORE(reg, reg1, offset):
dnl the message block at OFFSET from SRC into REG (and, for eight lanes,
dnl the one 16 DEG bytes after it into REG1), or REG (and REG1) to DST.
define(<AEGIS_LOAD>, <ifelse(LANES<>DEG, 81, <
	ldp	QREG($1), QREG($2), [SRC, #$3]>, <
	ldr	QREG($1), [SRC, #$3]
	ifelse(LANES, 8, <
	ldr	QREG($2), [SRC, #eval($3 + 16 * DEG)]>)>)>)
define(<AEGIS_STORE>, <ifelse(LANES<>DEG, 81, <
	stp	QREG($1), QREG($2), [DST, #$3]>, <
	str	QREG($1), [DST, #$3]
	ifelse(LANES, 8, <
	str	QREG($2), [DST, #eval($3 + 16 * DEG)]>)>)>)

dnl AEGIS_BLOCK(r, offset): one block at OFFSET from SRC (and DST), R
dnl updates into the turn.  Each block is read before its output is
dnl stored: DST may be SRC.  For init the context block goes into blocks
dnl 3 and LANES - 1 first.
define(<AEGIS_BLOCK>, <ifelse(OP, init, <
	eor	AEGIS_S(3, $1).16b, AEGIS_S(3, $1).16b, CTX.16b
	eor	AEGIS_S(eval(LANES - 1), $1).16b, AEGIS_S(eval(LANES - 1), $1).16b, CTX.16b>)
	AEGIS_LOAD(M0, M1, $2)
	ifelse(NODST, 1, , <AEGIS_OUTPUT($1)
	AEGIS_STORE(ifelse(OP, encrypt, <Z0, Z1>, <M0, M1>), $2)>)
	AEGIS_UPDATE($1)>)

dnl AEGIS_BLOCKS(name, lanes, degree, op): the function NAME, for the
dnl variant of LANES blocks (8: AEGIS-128, 6: AEGIS-256) and DEGREE
dnl instances (1, 2 or 4), OP absorb, encrypt, decrypt or init (the X
dnl forms' initialisation: absorb with the context row): (state,
dnl blocks, src), (state, blocks, dst, src) or (state, blocks, src,
dnl ctx).
define(<AEGIS_BLOCKS>, <define(<LANES>, <$2>)define(<DEG>, <$3>)dnl
define(<OP>, <$4>)define(<RATE>, eval(ifelse($2, 8, 32, 16) * $3))dnl
define(<NODST>, ifelse($4, absorb, 1, $4, init, 1, 0))dnl
PROLOGUE($1)
	ifelse(OP, init, <
	mov	CTXP, x3>)
	ifelse(NODST, 1, <
	mov	SRC, x2>)
	movi	ZERO.2d, #0
	ifelse(DEG, 1, , <
	mov	SRC0, SRC
	mov	DST0, DST
	mov	BLOCKS0, BLOCKS
	mov	LEFT, #DEG
.Linstance:>)
	forloop(<i>, 0, eval(LANES - 1), <
	ldr	q<>eval(16 + i), [STATE, #eval(16 * DEG * i)]>)
	ifelse(OP, init, <
	ldr	QREG(CTX), [CTXP]>)
	cmp	BLOCKS, #LANES
	b.lo	.Lone

.Lturn:
	forloop(<r>, 0, eval(LANES - 1), <AEGIS_BLOCK(r, eval(RATE * r))>)
	add	SRC, SRC, #eval(RATE * LANES)
	ifelse(NODST, 1, , <
	add	DST, DST, #eval(RATE * LANES)>)
	sub	BLOCKS, BLOCKS, #LANES
	cmp	BLOCKS, #LANES
	b.hs	.Lturn

.Lone:
	cbz	BLOCKS, .Ldone
.Lone_loop:
	AEGIS_BLOCK(0, 0)
	C block I from register I - 1 back to I
	mov	T.16b, v<>eval(16 + LANES - 1).16b
	forloop(<i>, 1, eval(LANES - 1), <
	mov	v<>eval(16 + LANES - i).16b, v<>eval(16 + LANES - 1 - i).16b>)
	mov	v16.16b, T.16b
	add	SRC, SRC, #RATE
	ifelse(NODST, 1, , <
	add	DST, DST, #RATE>)
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lone_loop

.Ldone:
	forloop(<i>, 0, eval(LANES - 1), <
	str	q<>eval(16 + i), [STATE, #eval(16 * DEG * i)]>)
	ifelse(DEG, 1, , <
	C the next instance: its blocks and message bytes 16 further on
	subs	LEFT, LEFT, #1
	b.eq	.Lend
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
	C no state or keystream left in the registers
	forloop(<i>, 0, 7, <
	movi	v<>i.2d, #0>)
	forloop(<i>, 16, eval(16 + LANES - 1), <
	movi	v<>i.2d, #0>)
	ret
EPILOGUE($1)>)
