dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/argon2-block.asm -- Argon2's block function G (RFC 9106, 3.5),
C NEON.

C void _symcrypt_argon2_block(uint64_t *out, const uint64_t *x,
C                             const uint64_t *y, unsigned xor_out)
C src/functions.def has the contract.
C
C Why: the C twin does each of P's 64-bit operations on its own; here
C a row of P's 4 x 4 state is two registers (words 0-1 and 2-3), so
C the four G of a step run side by side.  The products 2 lo(a) lo(b):
C uzp1 gathers the low halves of a row's four words into one register,
C and umlal/umlal2 add each product twice.  Rotations: by 32 rev64 on
C words, by 24 and 16 tbl, by 63 an add and usra.  For the diagonal
C step ext turns rows b and d by a word into BT and DT, and c swaps its
C registers' roles, as in arm64/blake2b-compress.asm.
C
C A row of the block is eight 16-byte pieces, and so is a column (one
C piece of each row).  R = X ^ Y goes to OUT (XORed into it with
C XOR_OUT) as each row is read; P of each row goes to a frame of 1 KiB
C on the stack; P of each column of the frame is XORed into OUT; the
C frame is cleared before the return.  OUT may be X or Y: each row is
C read before it is written.
C
C Measured (qemu-aarch64 -cpu cortex-a72, guest instructions a block,
C doc/argon2.md): 2220 against the C twin's 4224.

	ARCH_BASE

define(<OUT>, <x0>)
define(<X>, <x1>)
define(<Y>, <x2>)
define(<XOR_OUT>, <w3>)
define(<FRAME>, <x4>)		C the frame's row, then its column
define(<COUNT>, <x5>)		C the rows or columns left
define(<CONST>, <x6>)

define(<A0>, <v0>)		C P's rows a, b, c, d: words 0-1 and 2-3
define(<A1>, <v1>)
define(<B0>, <v2>)
define(<B1>, <v3>)
define(<C0>, <v4>)
define(<C1>, <v5>)
define(<D0>, <v6>)
define(<D1>, <v7>)
define(<UA>, <v16>)		C the low halves of a row's words
define(<UB>, <v17>)
define(<BT>, <v18>)		C b and d turned, in the diagonal step
define(<DT>, <v19>)
define(<T0>, <v20>)		C loads of Y and OUT
define(<T1>, <v21>)
define(<T2>, <v22>)
define(<T3>, <v23>)
define(<ROT24>, <v30>)
define(<ROT16>, <v31>)

dnl FBLA(a0, a1, b0, b1): the row a += b + 2 lo(a) lo(b), word by word.
define(<FBLA>, <
	uzp1	UA.4s, $1.4s, $2.4s
	uzp1	UB.4s, $3.4s, $4.4s
	add	$1.2d, $1.2d, $3.2d
	add	$2.2d, $2.2d, $4.2d
	umlal	$1.2d, UA.2s, UB.2s
	umlal	$1.2d, UA.2s, UB.2s
	umlal2	$2.2d, UA.4s, UB.4s
	umlal2	$2.2d, UA.4s, UB.4s>)

dnl STEP(a0, a1, b0, b1, c0, c1, d0, d1): the four G of a step.
define(<STEP>, <FBLA($1, $2, $3, $4)
	eor	$7.16b, $7.16b, $1.16b
	eor	$8.16b, $8.16b, $2.16b
	rev64	$7.4s, $7.4s			C d = (d ^ a) rotated right by 32
	rev64	$8.4s, $8.4s<>FBLA($5, $6, $7, $8)
	eor	$3.16b, $3.16b, $5.16b
	eor	$4.16b, $4.16b, $6.16b
	tbl	$3.16b, {$3.16b}, ROT24.16b	C b = (b ^ c) rotated right by 24
	tbl	$4.16b, {$4.16b}, ROT24.16b<>FBLA($1, $2, $3, $4)
	eor	$7.16b, $7.16b, $1.16b
	eor	$8.16b, $8.16b, $2.16b
	tbl	$7.16b, {$7.16b}, ROT16.16b	C by 16
	tbl	$8.16b, {$8.16b}, ROT16.16b<>FBLA($5, $6, $7, $8)
	eor	UA.16b, $3.16b, $5.16b
	eor	UB.16b, $4.16b, $6.16b
	add	$3.2d, UA.2d, UA.2d		C by 63
	add	$4.2d, UB.2d, UB.2d
	usra	$3.2d, UA.2d, #63
	usra	$4.2d, UB.2d, #63>)

dnl PERMUTE: P on A0 .. D1, the column step, then the diagonal step on
dnl b turned a word left (b1 b2, b3 b0) in BT and B1, c turned two
dnl (C1, C0), d turned a word right (d3 d0, d1 d2) in DT and D1; then
dnl b and d turn back.
define(<PERMUTE>, <STEP(A0, A1, B0, B1, C0, C1, D0, D1)
	ext	BT.16b, B0.16b, B1.16b, #8
	ext	B1.16b, B1.16b, B0.16b, #8
	ext	DT.16b, D1.16b, D0.16b, #8
	ext	D1.16b, D0.16b, D1.16b, #8<>STEP(A0, A1, BT, B1, C1, C0, DT, D1)
	ext	B0.16b, B1.16b, BT.16b, #8
	ext	B1.16b, BT.16b, B1.16b, #8
	ext	D0.16b, DT.16b, D1.16b, #8
	ext	D1.16b, D1.16b, DT.16b, #8>)

dnl The register of piece I (0 .. 7) of P's state.
define(<REG>, <v<>$1>)

PROLOGUE(_symcrypt_argon2_block)
	sub	sp, sp, #1024
	adrp	CONST, .Lrot
	add	CONST, CONST, :lo12:.Lrot
	ld1	{ROT24.16b, ROT16.16b}, [CONST]

	C Row k (words 16k .. 16k + 15): R into OUT, P(R) into the frame.
	mov	FRAME, sp
	mov	COUNT, #8
.Lrows:
	ld1	{A0.2d, A1.2d, B0.2d, B1.2d}, [X], #64
	ld1	{T0.2d, T1.2d, T2.2d, T3.2d}, [Y], #64
	eor	A0.16b, A0.16b, T0.16b
	eor	A1.16b, A1.16b, T1.16b
	eor	B0.16b, B0.16b, T2.16b
	eor	B1.16b, B1.16b, T3.16b
	ld1	{C0.2d, C1.2d, D0.2d, D1.2d}, [X], #64
	ld1	{T0.2d, T1.2d, T2.2d, T3.2d}, [Y], #64
	eor	C0.16b, C0.16b, T0.16b
	eor	C1.16b, C1.16b, T1.16b
	eor	D0.16b, D0.16b, T2.16b
	eor	D1.16b, D1.16b, T3.16b
	cbz	XOR_OUT, .Lstore
	C OUT ^= R, half a row at a time
	ld1	{T0.2d, T1.2d, T2.2d, T3.2d}, [OUT]
	eor	T0.16b, T0.16b, A0.16b
	eor	T1.16b, T1.16b, A1.16b
	eor	T2.16b, T2.16b, B0.16b
	eor	T3.16b, T3.16b, B1.16b
	st1	{T0.2d, T1.2d, T2.2d, T3.2d}, [OUT], #64
	ld1	{T0.2d, T1.2d, T2.2d, T3.2d}, [OUT]
	eor	T0.16b, T0.16b, C0.16b
	eor	T1.16b, T1.16b, C1.16b
	eor	T2.16b, T2.16b, D0.16b
	eor	T3.16b, T3.16b, D1.16b
	st1	{T0.2d, T1.2d, T2.2d, T3.2d}, [OUT], #64
	b	.Lstored
.Lstore:
	st1	{A0.2d, A1.2d, B0.2d, B1.2d}, [OUT], #64
	st1	{C0.2d, C1.2d, D0.2d, D1.2d}, [OUT], #64
.Lstored:
	PERMUTE
	st1	{A0.2d, A1.2d, B0.2d, B1.2d}, [FRAME], #64
	st1	{C0.2d, C1.2d, D0.2d, D1.2d}, [FRAME], #64
	subs	COUNT, COUNT, #1
	b.ne	.Lrows

	C Column k: the pieces at byte 16k of the frame's rows 0 .. 7;
	C their P XORed into OUT's.
	sub	OUT, OUT, #1024
	mov	FRAME, sp
	mov	COUNT, #8
.Lcolumns:
forloop(<i>, 0, 7, <
	ldr	QREG(REG(i)), [FRAME, #eval(128 * i)]>)
	PERMUTE
forloop(<i>, 0, 7, <
	ldr	QREG(T0), [OUT, #eval(128 * i)]
	eor	REG(i).16b, REG(i).16b, T0.16b
	str	QREG(REG(i)), [OUT, #eval(128 * i)]>)
	add	OUT, OUT, #16
	add	FRAME, FRAME, #16
	subs	COUNT, COUNT, #1
	b.ne	.Lcolumns

	C The frame held P of the rows, derived from the password:
	C cleared.
	movi	T0.16b, #0
forloop(<i>, 0, 31, <
	stp	QREG(T0), QREG(T0), [sp, #eval(32 * i)]>)
	add	sp, sp, #1024
	ret
EPILOGUE(_symcrypt_argon2_block)

	RODATA
	.p2align 4
.Lrot:
	C ROT24, ROT16: byte i of each 64-bit word takes byte (i + 3) or
	C (i + 2) mod 8 (little-endian)
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
