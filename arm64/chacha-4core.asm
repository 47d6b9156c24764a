dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/chacha-4core.asm -- four ChaCha blocks side by side, NEON.

C void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
C                             unsigned rounds)
C Block k of dst (64 words) is the block of src with the 64-bit counter
C (words 12-13) plus k, permuted, plus that input.
C
C Why: one block is a single dependency chain of 3-cycle NEON
C operations; here register Wi holds word i of the four blocks, one per
C lane, so every instruction does four blocks' work and the four quarter
C rounds of a round are four independent streams.  The sixteen words
C live in v16-v31 and the temporaries in v0-v7, so no callee-saved
C register is touched.  At the end a 4x4 transpose per group of four
C words turns lanes back into blocks.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per call,
C 20 rounds, gcc 12 -O2, 2026-11-22): 1226, against 1065 for the C
C single-block core and 2004 for the C 4-block twin (which gcc
C vectorizes).  Predicted cycles on Cortex-A72 and Neoverse N1:
C doc/arm64-cost-model.md.

INCLUDE_SRC(<arm64/stream4.m4>)dnl
	ARCH_BASE

define(<DST>, <x0>)
define(<SRC>, <x1>)
define(<ROUNDS>, <w2>)
define(<PTR>, <x3>)	C walks SRC for the four-word loads
define(<COUNT>, <w4>)	C double rounds left
define(<CONST>, <x5>)	C address of ROT8 and INC

C W(i): word i of the four blocks.  T(j): temporary of stream j.
define(<W>, <v<>eval(16 + $1)>)
define(<T>, <v$1>)
define(<ROT8>, <v4>)	C tbl indices that rotate each word left by 8
define(<INC>, <v5>)	C 0, 1, 2, 3: the counter offsets of the blocks
define(<CTR0>, <v6>)	C word 12 of the four blocks before the rounds
define(<CTR1>, <v7>)	C word 13

C Quarter round j of a column round (SHIFT 0) or a diagonal round
C (SHIFT 1) works on words RA(j), RB(j), RC(j), RD(j).
define(<RA>, <W($1)>)
define(<RB>, <W(eval(4 + ($1 + SHIFT) % 4))>)
define(<RC>, <W(eval(8 + ($1 + 2 * SHIFT) % 4))>)
define(<RD>, <W(eval(12 + ($1 + 3 * SHIFT) % 4))>)

C ADD4(x, y): x += y in the four streams.
define(<ADD4>, <forloop(<j>, 0, 3, <
	add	$1(j).4s, $1(j).4s, $2(j).4s>)>)
C XORROT16(d, a): d = (d ^ a) rotated left by 16, by swapping the halfwords.
define(<XORROT16>, <forloop(<j>, 0, 3, <
	eor	$1(j).16b, $1(j).16b, $2(j).16b>)forloop(<j>, 0, 3, <
	rev32	$1(j).8h, $1(j).8h>)>)
C XORROT8(d, a): d = (d ^ a) rotated left by 8, a byte permutation.
define(<XORROT8>, <forloop(<j>, 0, 3, <
	eor	$1(j).16b, $1(j).16b, $2(j).16b>)forloop(<j>, 0, 3, <
	tbl	$1(j).16b, {$1(j).16b}, ROT8.16b>)>)
C XORROT(b, c, n): b = (b ^ c) rotated left by n: shift left, insert the rest.
define(<XORROT>, <forloop(<j>, 0, 3, <
	eor	T(j).16b, $1(j).16b, $2(j).16b>)forloop(<j>, 0, 3, <
	shl	$1(j).4s, T(j).4s, #$3>)forloop(<j>, 0, 3, <
	sri	$1(j).4s, T(j).4s, #eval(32 - $3)>)>)

C QROUND4: the four quarter rounds of a column or diagonal round.
define(<QROUND4>, <
	ADD4(<RA>, <RB>)
	XORROT16(<RD>, <RA>)
	ADD4(<RC>, <RD>)
	XORROT(<RB>, <RC>, 12)
	ADD4(<RA>, <RB>)
	XORROT8(<RD>, <RA>)
	ADD4(<RC>, <RD>)
	XORROT(<RB>, <RC>, 7)>)

C LOAD_STATE: W0-W15 = each input word in all four lanes, with the
C counter of block k advanced by k (carry from word 12 into 13).
define(<LOAD_STATE>, <
	mov	PTR, SRC
	ld4r	{W(0).4s, W(1).4s, W(2).4s, W(3).4s}, [PTR], #16
	ld4r	{W(4).4s, W(5).4s, W(6).4s, W(7).4s}, [PTR], #16
	ld4r	{W(8).4s, W(9).4s, W(10).4s, W(11).4s}, [PTR], #16
	ld4r	{W(12).4s, W(13).4s, W(14).4s, W(15).4s}, [PTR]
	add	W(12).4s, W(12).4s, INC.4s
	cmhi	T(0).4s, INC.4s, W(12).4s	C all ones where the add wrapped
	sub	W(13).4s, W(13).4s, T(0).4s>)

PROLOGUE(_symcrypt_chacha_4core)
	adrp	CONST, .Lconst
	add	CONST, CONST, :lo12:.Lconst
	ldp	QREG(ROT8), QREG(INC), [CONST]
	LOAD_STATE
	mov	CTR0.16b, W(12).16b
	mov	CTR1.16b, W(13).16b
	lsr	COUNT, ROUNDS, #1
	cbz	COUNT, .Lfeed

.Lloop:
	define(<SHIFT>, 0)QROUND4
	define(<SHIFT>, 1)QROUND4
	subs	COUNT, COUNT, #1
	b.ne	.Lloop

.Lfeed:
	C Add the input state (SRC may be DST: read it all before storing).
	mov	PTR, SRC
	ld4r	{T(0).4s, T(1).4s, T(2).4s, T(3).4s}, [PTR], #16
	add	W(0).4s, W(0).4s, T(0).4s
	add	W(1).4s, W(1).4s, T(1).4s
	add	W(2).4s, W(2).4s, T(2).4s
	add	W(3).4s, W(3).4s, T(3).4s
	ld4r	{T(0).4s, T(1).4s, T(2).4s, T(3).4s}, [PTR], #16
	add	W(4).4s, W(4).4s, T(0).4s
	add	W(5).4s, W(5).4s, T(1).4s
	add	W(6).4s, W(6).4s, T(2).4s
	add	W(7).4s, W(7).4s, T(3).4s
	ld4r	{T(0).4s, T(1).4s, T(2).4s, T(3).4s}, [PTR], #16
	add	W(8).4s, W(8).4s, T(0).4s
	add	W(9).4s, W(9).4s, T(1).4s
	add	W(10).4s, W(10).4s, T(2).4s
	add	W(11).4s, W(11).4s, T(3).4s
	ld4r	{T(0).4s, T(1).4s, T(2).4s, T(3).4s}, [PTR]
	add	W(12).4s, W(12).4s, CTR0.4s
	add	W(13).4s, W(13).4s, CTR1.4s
	add	W(14).4s, W(14).4s, T(2).4s
	add	W(15).4s, W(15).4s, T(3).4s

	STREAM4_STORE(0)
	STREAM4_STORE(4)
	STREAM4_STORE(8)
	STREAM4_STORE(12)
	ret
EPILOGUE(_symcrypt_chacha_4core)

	RODATA
	.p2align 4
.Lconst:
	C ROT8: byte i of each word takes byte (i + 3) mod 4 (little-endian)
	.byte	3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
	C INC
	.word	0, 1, 2, 3
