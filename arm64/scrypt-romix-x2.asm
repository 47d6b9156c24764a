dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/scrypt-romix-x2.asm -- two lanes of scrypt's ROMix side by
C side, NEON.

C void _symcrypt_scrypt_romix_x2(uint32_t *b, uint32_t *v, uint32_t *t,
C                                size_t n, size_t r)
C src/functions.def has the contract.
C
C Why: one ROMix (arm64/scrypt-romix.asm) waits on its one chain of
C Salsa20/8 steps, each an add, shl, sri and eor that depend on one
C another; two independent lanes (scrypt's P blocks, two at a time)
C fill the cycles one chain leaves idle.  Each lane keeps its block in
C four q rows in diagonal order and its rows before the rounds in four
C more, 16 registers for the two, beside four for the loads and four
C temporaries, so that d8-d15 (which the caller keeps) are not used.
C The instructions of the two chains alternate.  The two tables and
C scratch blocks are interleaved by 64 bytes, as in
C x86_64/m4/scrypt.m4: block i of the pair is 256 R bytes at
C V + 256 R i, whose 64-byte part k is the first lane's at 128 k and
C the second's at 128 k + 64, so that one pointer walks both lanes but
C for V_j, whose j differs.
C
C V is read at the indices Integerify gives: scrypt's definition
C (scripts/ct-scan.allow).  Nothing is written to the stack; the vector
C registers used are zeroed before the return.
C
C Estimated (llvm-mca 14, ROMix's second loop at r = 1, four Salsa20/8
C blocks a turn; doc/scrypt.md, "arm64: two lanes"): 196 cycles a block
C on -mcpu=cortex-a72 against 321 for one lane (arm64/scrypt-romix.asm)
C and about 210 for the C twin; on cortex-a53 451 against about 340 for
C the C twin, which src/models.tab keeps there.  The guest instructions
C are one lane's twice.

	ARCH_BASE

INCLUDE_SRC(<arm64/scrypt.m4>)dnl

define(<STEP>, <x4>)		C 128, once R is read: from a lane's 64 bytes to its next
define(<MASK2>, <x17>)		C the second lane's V_j

dnl The registers by row: ROWA(k) and ROWU(k) row K of the first and
dnl the second lane (A0-A3 and U0-U3), OLDA(k) and OLDU(k) that row
dnl before the rounds (S0-S3 and SU0-SU3).
define(<ROWA>, <v$1>)
define(<OLDA>, <v<>eval($1 + 4)>)
define(<ROWU>, <v<>eval($1 + 22)>)
define(<OLDU>, <v<>eval($1 + 26)>)
define(<U0>, <v22>)		C the second lane's rows, diagonal order
define(<U1>, <v23>)
define(<U2>, <v24>)
define(<U3>, <v25>)
define(<SU0>, <v26>)		C and before the rounds
define(<SU1>, <v27>)
define(<SU2>, <v28>)
define(<SU3>, <v29>)
define(<TC>, <v30>)		C the second lane's temporaries of a step
define(<TD>, <v31>)

dnl ARX2(x, src, y, z, x', src', y', z', n): x = src ^ ((y + z) rotated
dnl left by n) in the first lane, x' = ... in the second.
define(<ARX2>, <
	add	TA.4s, $3.4s, $4.4s
	 add	TC.4s, $7.4s, $8.4s
	shl	TB.4s, TA.4s, #$9
	 shl	TD.4s, TC.4s, #$9
	sri	TB.4s, TA.4s, #eval(32 - $9)
	 sri	TD.4s, TC.4s, #eval(32 - $9)
	eor	$1.16b, $2.16b, TB.16b
	 eor	$5.16b, $6.16b, TD.16b>)

dnl QUARTERS2(k0, k1, k2, k3, old, oldu): the four quarter rounds lane
dnl by lane on rows K0 .. K3 of both lanes, each row's old value read
dnl from OLD(k) and OLDU(k) (ROWA and ROWU but in the first round).
define(<QUARTERS2>, <ARX2(ROWA($2), $5($2), $5($1), $5($4), ROWU($2), $6($2), $6($1), $6($4), 7)
	ARX2(ROWA($3), $5($3), ROWA($2), $5($1), ROWU($3), $6($3), ROWU($2), $6($1), 9)
	ARX2(ROWA($4), $5($4), ROWA($3), ROWA($2), ROWU($4), $6($4), ROWU($3), ROWU($2), 13)
	ARX2(ROWA($1), $5($1), ROWA($4), ROWA($3), ROWU($1), $6($1), ROWU($4), ROWU($3), 18)>)

dnl TURN2(a, b, c): rows 1, 2, 3 of both lanes turned by A, B, C bytes.
define(<TURN2>, <
	ext	A1.16b, A1.16b, A1.16b, #$1
	 ext	U1.16b, U1.16b, U1.16b, #$1
	ext	A2.16b, A2.16b, A2.16b, #$2
	 ext	U2.16b, U2.16b, U2.16b, #$2
	ext	A3.16b, A3.16b, A3.16b, #$3
	 ext	U3.16b, U3.16b, U3.16b, #$3>)

dnl ROW_ROUND2: rows 1, 2, 3 of both lanes turned to (x3 x4 x9 x14),
dnl (x2 x7 x8 x13), (x1 x6 x11 x12), so that the row round's quarter
dnl rounds run lane by lane (row 3 in the role of b, row 1 in that of
dnl d), then turned back.
define(<ROW_ROUND2>, <TURN2(12, 8, 4)<>QUARTERS2(0, 3, 2, 1, <ROWA>, <ROWU>)<>TURN2(4, 8, 12)>)

dnl SALSA8_X2(dst, masked): each lane's old rows = its rows ^ its 64
dnl bytes at IN (and at MASK, MASK2 when MASKED is 1), all moved on;
dnl its rows = Salsa20/8 of them with the feed-forward, stored at DST
dnl (the first lane's, then the second's), which moves on by 128.
define(<SALSA8_X2>, <
	ld1	{L0.4s, L1.4s, L2.4s, L3.4s}, [IN], #64
	eor	S0.16b, A0.16b, L0.16b
	eor	S1.16b, A1.16b, L1.16b
	eor	S2.16b, A2.16b, L2.16b
	eor	S3.16b, A3.16b, L3.16b<>ifelse($2, 1, <
	ld1	{L0.4s, L1.4s, L2.4s, L3.4s}, [MASK], STEP
	eor	S0.16b, S0.16b, L0.16b
	eor	S1.16b, S1.16b, L1.16b
	eor	S2.16b, S2.16b, L2.16b
	eor	S3.16b, S3.16b, L3.16b>)
	 ld1	{L0.4s, L1.4s, L2.4s, L3.4s}, [IN], #64
	 eor	SU0.16b, U0.16b, L0.16b
	 eor	SU1.16b, U1.16b, L1.16b
	 eor	SU2.16b, U2.16b, L2.16b
	 eor	SU3.16b, U3.16b, L3.16b<>ifelse($2, 1, <
	 ld1	{L0.4s, L1.4s, L2.4s, L3.4s}, [MASK2], STEP
	 eor	SU0.16b, SU0.16b, L0.16b
	 eor	SU1.16b, SU1.16b, L1.16b
	 eor	SU2.16b, SU2.16b, L2.16b
	 eor	SU3.16b, SU3.16b, L3.16b>)<>QUARTERS2(0, 1, 2, 3, <OLDA>, <OLDU>)
	ROW_ROUND2<>forloop(<round>, 1, 3, <QUARTERS2(0, 1, 2, 3, <ROWA>, <ROWU>)
	ROW_ROUND2>)
	C Feed-forward, and out
	add	A0.4s, A0.4s, S0.4s
	 add	U0.4s, U0.4s, SU0.4s
	add	A1.4s, A1.4s, S1.4s
	 add	U1.4s, U1.4s, SU1.4s
	add	A2.4s, A2.4s, S2.4s
	 add	U2.4s, U2.4s, SU2.4s
	add	A3.4s, A3.4s, S3.4s
	 add	U3.4s, U3.4s, SU3.4s
	st1	{A0.4s, A1.4s, A2.4s, A3.4s}, [$1], #64
	 st1	{U0.4s, U1.4s, U2.4s, U3.4s}, [$1], #64>)

dnl BLOCKMIX2(masked): the pair of blocks at IN (XOR the first lane's
dnl at MASK and the second's at MASK2 when MASKED is 1) through
dnl BlockMix to the pair at OUT: output 2k of each lane to OUT + 128k,
dnl 2k + 1 to OUT + 128 R + 128k.  Leaves IN (and MASK, MASK2) at the
dnl end of their pairs.  Clobbers K, W, OUT and ODD.
define(<BLOCKMIX2>, <
	C The rows = each lane's last 64 bytes
	add	W, IN, BLK, lsl #1
	sub	W, W, #128
	ld1	{A0.4s, A1.4s, A2.4s, A3.4s}, [W], #64
	ld1	{U0.4s, U1.4s, U2.4s, U3.4s}, [W]<>ifelse($1, 1, <
	add	W, MASK, BLK, lsl #1
	sub	W, W, #128
	ld1	{L0.4s, L1.4s, L2.4s, L3.4s}, [W]
	eor	A0.16b, A0.16b, L0.16b
	eor	A1.16b, A1.16b, L1.16b
	eor	A2.16b, A2.16b, L2.16b
	eor	A3.16b, A3.16b, L3.16b
	add	W, MASK2, BLK, lsl #1
	sub	W, W, #128
	ld1	{L0.4s, L1.4s, L2.4s, L3.4s}, [W]
	eor	U0.16b, U0.16b, L0.16b
	eor	U1.16b, U1.16b, L1.16b
	eor	U2.16b, U2.16b, L2.16b
	eor	U3.16b, U3.16b, L3.16b>)
	add	ODD, OUT, BLK
	mov	K, HALF
1:
	SALSA8_X2(OUT, $1)
	SALSA8_X2(ODD, $1)
	subs	K, K, #64
	b.ne	1b>)

dnl INTEGERIFY2(dst, off): DST = V + 256 R j + OFF, j = Integerify mod
dnl N of the lane whose last 64 bytes end at 64 - OFF before X's pair
dnl ends: its words 0 and 1, at bytes 0 and 52 in diagonal order.
dnl Clobbers J and W.
define(<INTEGERIFY2>, <
	add	W, X, BLK, lsl #1
	ldr	JW, [W, #eval($2 - 128)]
	ldr	WW, [W, #eval($2 - 76)]
	orr	J, J, W, lsl #32
	and	J, J, N
	lsl	W, BLK, #1
	madd	$1, J, W, V<>ifelse($2, 0, , <
	add	$1, $1, #$2>)>)

PROLOGUE(_symcrypt_scrypt_romix_x2)
	lsl	HALF, R, #6
	lsl	BLK, R, #7
	mov	STEP, #128

	C V_0 = the two blocks of B in diagonal order, interleaved
	REORDER(B, V, .Lto_diagonal, #64, STEP)
	add	X, B, BLK
	add	Y, V, #64
	REORDER(X, Y, .Lto_diagonal, #64, STEP)

	C V_i+1 = BlockMix(V_i) for i up to N - 2 (N > 1), both lanes:
	C each call leaves IN at the start of its output
	mov	IN, V
	sub	I, N, #1
.Lfill:
	add	OUT, IN, BLK, lsl #1
	BLOCKMIX2(0)
	subs	I, I, #1
	b.ne	.Lfill

	C X = BlockMix(V_N-1)
	mov	X, T
	add	Y, T, BLK, lsl #1
	mov	OUT, X
	BLOCKMIX2(0)

	C N times X = BlockMix(X ^ V_j), j = Integerify(X) mod N, each
	C lane's own j
	mov	I, N
	sub	N, N, #1
.Lmix:
	INTEGERIFY2(MASK, 0)
	INTEGERIFY2(MASK2, 64)
	C Each lane's lines of its V_j fetched now
	mov	W, #0
	lsl	K, BLK, #1
3:
	prfm	pldl1keep, [MASK, W]
	prfm	pldl1keep, [MASK2, W]
	add	W, W, #128
	cmp	W, K
	b.lo	3b
	mov	IN, X
	mov	OUT, Y
	BLOCKMIX2(1)
	mov	W, X
	mov	X, Y
	mov	Y, W
	subs	I, I, #1
	b.ne	.Lmix

	C B = each lane's X in block order
	REORDER(X, B, .Lfrom_diagonal, STEP, #64)
	add	MASK, X, #64
	add	MASK2, B, BLK
	REORDER(MASK, MASK2, .Lfrom_diagonal, STEP, #64)

	C No secrets left in the registers
forloop(<k>, 0, 7, <
	movi	v<>k.16b, #0>)
forloop(<k>, 16, 31, <
	movi	v<>k.16b, #0>)
	mov	J, #0
	mov	W, #0
	mov	MASK, #0
	mov	MASK2, #0
	ret
EPILOGUE(_symcrypt_scrypt_romix_x2)

DIAGONAL_TABLES
