dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/salsa20-4core.asm -- four Salsa20 blocks side by side, NEON.

C void _symcrypt_salsa20_4core(uint32_t *dst, const uint32_t *src,
C                              unsigned rounds)
C Block k of dst (64 words) is the block of src with the 64-bit counter
C (words 8-9) plus k, permuted, plus that input.
C
C Why: as in chacha-4core.asm, register Wi holds word i of four blocks,
C one per lane, and the four quarter rounds of a round are independent
C streams.  Each step x ^= (y + z) rotated left by n is an add, a shift, a shift
C and insert, and an XOR, so every stream needs two temporaries: the
C eight of v0-v7, with the words in v16-v31 (no callee-saved register).
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per call,
C 20 rounds, gcc 12 -O2, 2026-11-22): 1388, against 751 for the C
C single-block core (an add and an XOR with a rotated operand per step)
C and 2006 for the C 4-block twin.  Salsa20 at 16 KiB: 5.76 per byte
C (Nettle 14.9).  Cycles: doc/arm64-cost-model.md.

INCLUDE_SRC(<arm64/stream4.m4>)dnl
	ARCH_BASE

define(<DST>, <x0>)
define(<SRC>, <x1>)
define(<ROUNDS>, <w2>)
define(<PTR>, <x3>)	C walks SRC for the four-word loads
define(<COUNT>, <w4>)	C double rounds left
define(<CONST>, <x5>)	C address of the counter offsets

C W(i): word i of the four blocks.  T(j), U(j): temporaries of stream j.
define(<W>, <v<>eval(16 + $1)>)
define(<T>, <v$1>)
define(<U>, <v<>eval(4 + $1)>)

C Quarter round j of a column round (ROWS 0) or a row round (ROWS 1)
C works on words RA(j), RB(j), RC(j), RD(j).
define(<RA>, <W(eval(5 * $1))>)
define(<RB>, <W(ifelse(ROWS, 0, <eval((5 * $1 + 4) % 16)>, <eval(4 * $1 + ($1 + 1) % 4)>))>)
define(<RC>, <W(ifelse(ROWS, 0, <eval((5 * $1 + 8) % 16)>, <eval(4 * $1 + ($1 + 2) % 4)>))>)
define(<RD>, <W(ifelse(ROWS, 0, <eval((5 * $1 + 12) % 16)>, <eval(4 * $1 + ($1 + 3) % 4)>))>)

C STEP(x, y, z, n): x ^= (y + z) rotated left by n in the four streams.
define(<STEP>, <forloop(<j>, 0, 3, <
	add	T(j).4s, $2(j).4s, $3(j).4s>)forloop(<j>, 0, 3, <
	shl	U(j).4s, T(j).4s, #$4>)forloop(<j>, 0, 3, <
	sri	U(j).4s, T(j).4s, #eval(32 - $4)>)forloop(<j>, 0, 3, <
	eor	$1(j).16b, $1(j).16b, U(j).16b>)>)

C QROUND4: the four quarter rounds of a column or row round.
define(<QROUND4>, <
	STEP(<RB>, <RA>, <RD>, 7)
	STEP(<RC>, <RB>, <RA>, 9)
	STEP(<RD>, <RC>, <RB>, 13)
	STEP(<RA>, <RD>, <RC>, 18)>)

C LOAD4(r0, r1, r2, r3): each of the next four input words at PTR in
C all four lanes of one register; PTR advances.
define(<LOAD4>, <
	ld4r	{$1.4s, $2.4s, $3.4s, $4.4s}, [PTR], #16>)

C COUNTER(lo, hi, inc, carry): advance the counter of block k by k.
define(<COUNTER>, <
	add	$1.4s, $1.4s, $3.4s
	cmhi	$4.4s, $3.4s, $1.4s	C all ones where the add wrapped
	sub	$2.4s, $2.4s, $4.4s>)

PROLOGUE(_symcrypt_salsa20_4core)
	adrp	CONST, .Linc
	add	CONST, CONST, :lo12:.Linc
	ldr	QREG(U(0)), [CONST]			C 0, 1, 2, 3
	mov	PTR, SRC
	LOAD4(W(0), W(1), W(2), W(3))
	LOAD4(W(4), W(5), W(6), W(7))
	LOAD4(W(8), W(9), W(10), W(11))
	LOAD4(W(12), W(13), W(14), W(15))
	COUNTER(W(8), W(9), U(0), T(0))
	lsr	COUNT, ROUNDS, #1
	cbz	COUNT, .Lfeed

.Lloop:
	define(<ROWS>, 0)QROUND4
	define(<ROWS>, 1)QROUND4
	subs	COUNT, COUNT, #1
	b.ne	.Lloop

.Lfeed:
	C Add the input state (SRC may be DST: read it all before storing).
	mov	PTR, SRC
	LOAD4(T(0), T(1), T(2), T(3))
	LOAD4(U(0), U(1), U(2), U(3))
	forloop(<i>, 0, 3, <
	add	W(i).4s, W(i).4s, T(i).4s>)
	forloop(<i>, 0, 3, <
	add	W(eval(4 + i)).4s, W(eval(4 + i)).4s, U(i).4s>)
	LOAD4(T(0), T(1), T(2), T(3))
	LOAD4(U(0), U(1), U(2), U(3))
	forloop(<i>, 0, 3, <
	add	W(eval(12 + i)).4s, W(eval(12 + i)).4s, U(i).4s>)
	ldr	QREG(U(0)), [CONST]			C 0, 1, 2, 3
	COUNTER(T(0), T(1), U(0), U(1))
	forloop(<i>, 0, 3, <
	add	W(eval(8 + i)).4s, W(eval(8 + i)).4s, T(i).4s>)

	STREAM4_STORE(0)
	STREAM4_STORE(4)
	STREAM4_STORE(8)
	STREAM4_STORE(12)
	ret
EPILOGUE(_symcrypt_salsa20_4core)

	RODATA
	.p2align 4
.Linc:
	.word	0, 1, 2, 3
