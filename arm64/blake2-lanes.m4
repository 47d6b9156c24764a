dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): blake2b-2compress.asm, blake2s-4compress.asm.
dnl arm64/blake2-lanes.m4 -- BLAKE2 on many messages at once, one per
dnl lane of the NEON registers (BLAKE2b: 2 lanes of 64 bits; BLAKE2s: 4
dnl of 32), word j of every lane's state in S(j) = v(16 + j), so that G
dnl needs no shuffles and each step's four G are independent.
dnl
dnl The block's message words, transposed the same way, are v0..v(NREG
dnl - 1) and the rest in the frame at [sp, #16 (k - NREG)], loaded where
dnl a round takes them; the registers from NREG up are the rotations'
dnl tbl indices and the temporary T.  A rotation by half the word is
dnl rev64 or rev32, by another multiple of 8 a tbl (the indices in
dnl ROT<n>), by one less than the word an add and usra, else shl and
dnl sri; the last two, and all rotations of b, come after b ^= c, so
dnl b ^ c goes to T first.
dnl
dnl The including file defines B2N_W (2d or 4s), B2N_BITS (64 or 32),
dnl NREG, T, the ROT<n> registers it uses, B2N_ROT(k) (G's rotations, k
dnl = 1..4), B2N_ROUNDS, the general registers CONST (its constants:
dnl the eight IV words, then word i of the lanes' bits 1 << i) and TMP,
dnl and the frame offsets CTR (low, then high words), INC_LAST,
dnl FINAL_MASK and SAVED (v16..v23 at the start of a block).
define(<S>, <v<>eval(16 + ($1))>)dnl
dnl
dnl B2N_SIGMA(r, k): message word k of round R (RFC 7693, 2.7; BLAKE2b's
dnl rounds 10 and 11 take rows 0 and 1).
define(<B2N_SIGMA_ROW>, <ifelse($1, 0, <0123456789abcdef>,
	$1, 1, <ea489fd61c02b753>,
	$1, 2, <b8c052fdae367194>,
	$1, 3, <7931dcbe265a40f8>,
	$1, 4, <905724afe1bc683d>,
	$1, 5, <2c6a0b834d75fe19>,
	$1, 6, <c51fed4a0763928b>,
	$1, 7, <db7ec13950f4862a>,
	$1, 8, <6fe9b308c2d714a5>,
	<a2847615fb9e3cd0>)>)dnl
define(<B2N_SIGMA>, <eval(0x<>substr(B2N_SIGMA_ROW(eval(($1) % 10)), $2, 1))>)dnl
dnl
dnl The four G of a column step (DIAG 0: G j on v[j], v[4 + j],
dnl v[8 + j], v[12 + j]) or of a diagonal step (DIAG 1: v[j],
dnl v[4 + (j + 1) % 4], v[8 + (j + 2) % 4], v[12 + (j + 3) % 4]).
define(<B2N_A>, <S($1)>)dnl
define(<B2N_B>, <S(eval(4 + ($1 + $2) % 4))>)dnl
define(<B2N_C>, <S(eval(8 + ($1 + 2 * $2) % 4))>)dnl
define(<B2N_D>, <S(eval(12 + ($1 + 3 * $2) % 4))>)dnl
dnl
dnl B2N_ADD_MSG(a, k): a += message word K, from its register or the
dnl frame (through T).
define(<B2N_ADD_MSG>, <ifelse(eval(($2) / NREG), 0, <
	add	$1.B2N_W, $1.B2N_W, v$2.B2N_W>, <
	ldr	QREG(T), [sp, #eval(16 * ($2 - NREG))]
	add	$1.B2N_W, $1.B2N_W, T.B2N_W>)>)dnl
dnl
dnl B2N_ROTATE_D(n, d): D rotated right by N, a multiple of 8.
define(<B2N_ROTATE_D>, <ifelse(eval(2 * ($1)), B2N_BITS, <ifelse(B2N_BITS, 64, <
	rev64	$2.4s, $2.4s>, <
	rev32	$2.8h, $2.8h>)>, <
	tbl	$2.16b, {$2.16b}, ROT$1.16b>)>)dnl
dnl B2N_ROTATE_B(n, b, c): b = (b ^ c) rotated right by N.
define(<B2N_ROTATE_B>, <ifelse(eval(($1) % 8), 0, <
	eor	$2.16b, $2.16b, $3.16b
	tbl	$2.16b, {$2.16b}, ROT$1.16b>, eval(($1) + 1), B2N_BITS, <
	eor	T.16b, $2.16b, $3.16b
	add	$2.B2N_W, T.B2N_W, T.B2N_W
	usra	$2.B2N_W, T.B2N_W, #$1>, <
	eor	T.16b, $2.16b, $3.16b
	shl	$2.B2N_W, T.B2N_W, #eval(B2N_BITS - ($1))
	sri	$2.B2N_W, T.B2N_W, #$1>)>)dnl
dnl
dnl B2N_HALF(r, diag, half): half HALF (0: message word x, rotations 1
dnl and 2; 1: word y, rotations 3 and 4) of the four G of round R's
dnl step DIAG, the G side by side, an operation at a time:
dnl a += m + b, d = (d ^ a) >>> r1, c += d, b = (b ^ c) >>> r2.
define(<B2N_HALF>, <forloop(<j>, 0, 3, <B2N_ADD_MSG(B2N_A(j), B2N_SIGMA($1, eval(8 * $2 + 2 * j + $3)))>)
forloop(<j>, 0, 3, <
	add	B2N_A(j).B2N_W, B2N_A(j).B2N_W, B2N_B(j, $2).B2N_W>)
forloop(<j>, 0, 3, <
	eor	B2N_D(j, $2).16b, B2N_D(j, $2).16b, B2N_A(j).16b>)
forloop(<j>, 0, 3, <B2N_ROTATE_D(B2N_ROT(eval(1 + 2 * $3)), B2N_D(j, $2))>)
forloop(<j>, 0, 3, <
	add	B2N_C(j, $2).B2N_W, B2N_C(j, $2).B2N_W, B2N_D(j, $2).B2N_W>)
forloop(<j>, 0, 3, <B2N_ROTATE_B(B2N_ROT(eval(2 + 2 * $3)), B2N_B(j, $2), B2N_C(j, $2))>)>)dnl
dnl
dnl B2N_FINALS(finals, last_bytes, block): before the first block, the
dnl lanes' mask of the bits of FINALS (a w register, all ones in lane i
dnl when bit i is set) to FINAL_MASK, and the increment of the call's
dnl last block (the unsigned at LAST_BYTES[i] in those lanes, BLOCK, a
dnl register of the word's size holding the block's bytes, in the
dnl others) to INC_LAST.  Clobbers v24-v27.
define(<B2N_FINALS>, <
	ldr	QREG(v24), [CONST, #B2N_BITS]	C the lanes' bits, after the IV
	ifelse(B2N_BITS, 64, <mov	$1, $1			C zero-extended
	dup	v25.2d, x<>substr($1, 1)>, <dup	v25.4s, $1>)
	cmtst	v25.B2N_W, v25.B2N_W, v24.B2N_W
	str	QREG(v25), [sp, #FINAL_MASK]
	ifelse(B2N_BITS, 64, <ldr	DREG(v26), [$2]
	uxtl	v26.2d, v26.2s>, <ldr	QREG(v26), [$2]>)
	dup	v27.B2N_W, $3
	bsl	v25.16b, v26.16b, v27.16b
	str	QREG(v25), [sp, #INC_LAST]>)dnl
dnl
dnl B2N_BLOCK_START(blocks, block): v16..v23 to SAVED, then v24..v31:
dnl the IV (at CONST), with the counter advanced by the block's bytes
dnl (BLOCK, or INC_LAST when BLOCKS is 1: the call's last block) and
dnl XORed into v28 and v29, and on the last block FINAL_MASK into v30.
dnl The counter carries into its high word where the new low word is
dnl below the increment.
define(<B2N_BLOCK_START>, <
	stp	q16, q17, [sp, #SAVED]
	stp	q18, q19, [sp, #eval(SAVED + 32)]
	stp	q20, q21, [sp, #eval(SAVED + 64)]
	stp	q22, q23, [sp, #eval(SAVED + 96)]
	ldp	q24, q25, [sp, #CTR]
	cmp	$1, #1
	b.ne	.Lnot_last
	ldr	q26, [sp, #INC_LAST]		C the call's last block
	ldr	q27, [sp, #FINAL_MASK]
	b	.Lincrement
.Lnot_last:
	dup	v26.B2N_W, $2
	movi	v27.16b, #0
.Lincrement:
	add	v24.B2N_W, v24.B2N_W, v26.B2N_W
	cmhi	v26.B2N_W, v26.B2N_W, v24.B2N_W	C carried: all ones
	sub	v25.B2N_W, v25.B2N_W, v26.B2N_W
	stp	q24, q25, [sp, #CTR]
	add	TMP, CONST, #eval(B2N_BITS / 2)
	ld4r	{v28.B2N_W, v29.B2N_W, v30.B2N_W, v31.B2N_W}, [TMP]
	eor	v28.16b, v28.16b, v24.16b
	eor	v29.16b, v29.16b, v25.16b
	eor	v30.16b, v30.16b, v27.16b	C final: all ones XORed
	ld4r	{v24.B2N_W, v25.B2N_W, v26.B2N_W, v27.B2N_W}, [CONST]>)dnl
dnl
dnl B2N_BLOCK_END: the new chaining words, h ^ v[i] ^ v[i + 8].
define(<B2N_BLOCK_END>, <forloop(<i>, 0, 7, <
	eor	S(i).16b, S(i).16b, S(eval(i + 8)).16b>)
	ldp	q24, q25, [sp, #SAVED]
	ldp	q26, q27, [sp, #eval(SAVED + 32)]
	ldp	q28, q29, [sp, #eval(SAVED + 64)]
	ldp	q30, q31, [sp, #eval(SAVED + 96)]
forloop(<i>, 0, 7, <
	eor	S(i).16b, S(i).16b, S(eval(i + 8)).16b>)>)dnl
dnl
dnl B2N_ROUNDS_BODY: the rounds of a block.
define(<B2N_ROUNDS_BODY>, <forloop(<r>, 0, eval(B2N_ROUNDS - 1), <
	C round r
B2N_HALF(r, 0, 0)B2N_HALF(r, 0, 1)B2N_HALF(r, 1, 0)B2N_HALF(r, 1, 1)>)>)dnl
