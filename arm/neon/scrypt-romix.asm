dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/scrypt-romix.asm -- scrypt's ROMix with BlockMix over
C Salsa20/8, NEON.

C void _symcrypt_scrypt_romix(uint32_t *b, uint32_t *v, uint32_t *t,
C                             size_t n, size_t r)
C src/functions.def has the contract.  Needs NEON (ARMv7-A, e.g.
C Cortex-A9).
C
C Why: ROMix is 4 * R * N Salsa20/8 blocks in one dependent chain; the
C C twin keeps the sixteen words in the fourteen general registers it
C has, spilling some on every quarter round.  Here a 64-byte block
C stays in four q rows in diagonal order (row k holds words 4k, 4k + 5,
C 4k + 10, 4k + 15 mod 16, as in arm64/scrypt-romix.asm), so that a
C column round is the four quarter rounds lane by lane and a row round
C the same after three vext, with no transposition per block.  Each
C step x ^= (y + z) <<< n is a vadd, vshl, vsri and veor.  The table V
C and the scratch blocks are kept in that order too: B is put in it
C once on the way in and back once on the way out, word by word in
C general registers (vtbl reads 32 bytes, not the 64 of a block), and
C Integerify reads word 0 (lane 0 of row 0) of the last 64 bytes: N
C fits 32 bits.  The lines of V_j are prefetched as soon as j is known.
C
C V is read at the index Integerify gives: scrypt's definition
C (scripts/ct-scan.allow).  Nothing but the saved registers is written
C to the stack; q0-q3 and q8-q15 are zeroed before the return, and
C q4-q7 (d8-d15, which the caller keeps) are not used.
C
C Measured (qemu-arm 7.2 -cpu cortex-a9, guest instructions of one
C symcrypt_scrypt at N = 1024, r = 8, p = 1; doc/scrypt.md, "32-bit
C ARM"): 6.09 million, 186 a Salsa20/8 block, against the C twin's
C 26.0 million (0.23 times).

	ARCH_NEON

define(<B>, <r0>)		C the block, in and out
define(<V>, <r1>)		C the table, N blocks of 128 R bytes
define(<X>, <r2>)		C T: ROMix's X, the first of its two blocks
define(<N>, <r3>)		C N, then N - 1 (the index mask)
define(<HALF>, <r4>)		C 64 R: half a block, in bytes
define(<IN>, <r5>)		C BlockMix's input, 64 bytes at a time
define(<MASK>, <r6>)		C the block XORed into it (V_j)
define(<OUT>, <r7>)		C where its even outputs go
define(<ODD>, <r8>)		C and its odd ones
define(<K>, <r9>)		C a count of bytes
define(<I>, <r10>)		C the count of blocks
define(<Y>, <r11>)		C the other block of T
define(<J>, <r12>)		C Integerify(X) mod N, then an end address
define(<W>, <lr>)		C an address or a word

define(<A0>, <q0>)		C the rows of the block, diagonal order
define(<A1>, <q1>)
define(<A2>, <q2>)
define(<A3>, <q3>)
define(<A01>, <d0, d1, d2, d3>)	C rows 0 and 1, and 2 and 3, for vld1 and
define(<A23>, <d4, d5, d6, d7>)	C vst1
define(<S0>, <q8>)		C the rows before the rounds
define(<S1>, <q9>)
define(<S2>, <q10>)
define(<S3>, <q11>)
define(<L0>, <q12>)		C 32 bytes of the input or of V_j
define(<L1>, <q13>)
define(<L01>, <d24, d25, d26, d27>)
define(<TA>, <q14>)		C temporaries of a step
define(<TB>, <q15>)

dnl ARX(x, src, y, z, n): x = src ^ ((y + z) rotated left by n).
define(<ARX>, <
	vadd.i32	TA, $3, $4
	vshl.i32	TB, TA, #$5
	vsri.32		TB, TA, #eval(32 - $5)
	veor		$1, $2, TB>)

dnl QUARTERS(a0, a1, a2, a3, s0, s1, s2, s3): the four quarter rounds
dnl lane by lane on rows A0 .. A3, reading each row's old value from
dnl its S argument (the same register but in the first round).
define(<QUARTERS>, <ARX($2, $6, $5, $8, 7)
	ARX($3, $7, $2, $5, 9)
	ARX($4, $8, $3, $2, 13)
	ARX($1, $5, $4, $3, 18)>)

dnl ROW_ROUND: rows 1, 2, 3 turned to (x3 x4 x9 x14), (x2 x7 x8 x13),
dnl (x1 x6 x11 x12), so that the row round's quarter rounds run lane by
dnl lane (row 3 in the role of b, row 1 in that of d), then turned back.
define(<ROW_ROUND>, <
	vext.32		A1, A1, A1, #3
	vext.32		A2, A2, A2, #2
	vext.32		A3, A3, A3, #1<>QUARTERS(A0, A3, A2, A1, A0, A3, A2, A1)
	vext.32		A1, A1, A1, #1
	vext.32		A2, A2, A2, #2
	vext.32		A3, A3, A3, #3>)

dnl XOR_IN(ptr, d0, d1, d2, d3, s0, s1, s2, s3): rows D0 .. D3 = rows
dnl S0 .. S3 ^ the 64 bytes at PTR, which moves on.
define(<XOR_IN>, <
	vld1.32		{L01}, [$1]!
	veor		$2, $6, L0
	veor		$3, $7, L1
	vld1.32		{L01}, [$1]!
	veor		$4, $8, L0
	veor		$5, $9, L1>)

dnl SALSA8(dst, masked): S = the rows ^ the 64 bytes at IN (and at MASK
dnl when MASKED is 1), both moved on; the rows = Salsa20/8(S), its
dnl first column round reading S, with the feed-forward; stored at DST,
dnl which moves on.
define(<SALSA8>, <XOR_IN(IN, S0, S1, S2, S3, A0, A1, A2, A3)<>ifelse($2, 1,
	<XOR_IN(MASK, S0, S1, S2, S3, S0, S1, S2, S3)>)<>QUARTERS(A0, A1, A2, A3, S0, S1, S2, S3)
	ROW_ROUND<>forloop(<round>, 1, 3, <QUARTERS(A0, A1, A2, A3, A0, A1, A2, A3)
	ROW_ROUND>)
	C Feed-forward, and out
	vadd.i32	A0, A0, S0
	vadd.i32	A1, A1, S1
	vadd.i32	A2, A2, S2
	vadd.i32	A3, A3, S3
	vst1.32		{A01}, [$1]!
	vst1.32		{A23}, [$1]!>)

dnl BLOCKMIX(masked): the block at IN (XOR the one at MASK when MASKED
dnl is 1) through BlockMix to OUT: output 2k to OUT + 64k, 2k + 1 to
dnl OUT + HALF + 64k.  Leaves IN (and MASK) at the end of their blocks.
dnl Clobbers K, W, OUT and ODD.
define(<BLOCKMIX>, <
	C The rows = the last 64 bytes
	add		W, IN, HALF, lsl #1
	sub		W, W, #64
	vld1.32		{A01}, [W]!
	vld1.32		{A23}, [W]<>ifelse($1, 1, <
	add		W, MASK, HALF, lsl #1
	sub		W, W, #64
	XOR_IN(W, A0, A1, A2, A3, A0, A1, A2, A3)>)
	add		ODD, OUT, HALF
	mov		K, HALF
1:
	SALSA8(OUT, $1)
	SALSA8(ODD, $1)
	subs		K, K, #64
	bne		1b>)

dnl PERMUTE(src, dst, from): the 2 R 64-byte blocks at SRC to DST, word
dnl FROM(i) of each to place i.  Clobbers K, W, IN and OUT.
define(<PERMUTE>, <
	mov		IN, $1
	mov		OUT, $2
	lsl		K, HALF, #1
2:forloop(<word>, 0, 15, <
	ldr		W, [IN, #eval(4 * $3(word))]
	str		W, [OUT, #eval(4 * word)]>)
	add		IN, IN, #64
	add		OUT, OUT, #64
	subs		K, K, #64
	bne		2b>)
dnl Place i of diagonal order holds word 5i mod 16, and word i is at
dnl place 13i mod 16 (13 = 1/5 mod 16).
define(<TO_DIAGONAL>, <eval((5 * $1) % 16)>)
define(<FROM_DIAGONAL>, <eval((13 * $1) % 16)>)

PROLOGUE(_symcrypt_scrypt_romix)
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11, lr)
	C R, the fifth argument, above the nine registers saved
	ldr		HALF, [sp, #36]
	lsl		HALF, HALF, #6

	C V_0 = B in diagonal order
	PERMUTE(B, V, <TO_DIAGONAL>)

	C V_i+1 = BlockMix(V_i) for i up to N - 2 (N > 1): each call leaves
	C IN at the start of its output
	mov		IN, V
	sub		I, N, #1
.Lfill:
	add		OUT, IN, HALF, lsl #1
	BLOCKMIX(0)
	subs		I, I, #1
	bne		.Lfill

	C X = BlockMix(V_N-1)
	add		Y, X, HALF, lsl #1
	mov		OUT, X
	BLOCKMIX(0)

	C N times X = BlockMix(X ^ V_j), j = Integerify(X) mod N
	mov		I, N
	sub		N, N, #1
.Lmix:
	C j: word 0 of X's last 64 bytes, at byte 0 in diagonal order
	add		W, X, HALF, lsl #1
	ldr		J, [W, #-64]
	and		J, J, N
	C MASK = V + 128 R j, each of its lines fetched now
	lsl		W, HALF, #1
	mla		MASK, J, W, V
	mov		W, MASK
	add		J, MASK, HALF, lsl #1
3:
	pld		[W]
	add		W, W, #64
	cmp		W, J
	blo		3b
	mov		IN, X
	mov		OUT, Y
	BLOCKMIX(1)
	mov		W, X
	mov		X, Y
	mov		Y, W
	subs		I, I, #1
	bne		.Lmix

	C B = X in block order
	PERMUTE(X, B, <FROM_DIAGONAL>)

	C No secrets left in the registers
	vmov.i8		A0, #0
	vmov.i8		A1, #0
	vmov.i8		A2, #0
	vmov.i8		A3, #0
	vmov.i8		S0, #0
	vmov.i8		S1, #0
	vmov.i8		S2, #0
	vmov.i8		S3, #0
	vmov.i8		L0, #0
	vmov.i8		L1, #0
	vmov.i8		TA, #0
	vmov.i8		TB, #0
	mov		J, #0
	mov		W, #0
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_scrypt_romix)
