dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/scrypt-romix.asm -- scrypt's ROMix with BlockMix over
C Salsa20/8, NEON.

C void _symcrypt_scrypt_romix(uint32_t *b, uint32_t *v, uint32_t *t,
C                             size_t n, size_t r)
C src/functions.def has the contract.
C
C Why: ROMix is 4 * R * N Salsa20/8 blocks in one dependent chain; the
C C twin does each word's operations on its own.  Here a 64-byte block
C stays in four q rows in diagonal order (row k holds words 4k, 4k + 5,
C 4k + 10, 4k + 15 mod 16, as in x86_64/m4/scrypt.m4), so that a column
C round is the four quarter rounds lane by lane and a row round the same
C after three ext, with no transposition per block.  Each step
C x ^= (y + z) <<< n is an add, shl, sri and eor.  The table V and the
C scratch blocks are kept in that order too: B is put in it once on the
C way in (tbl) and back once on the way out, and Integerify reads word 0
C (lane 0 of row 0) and word 1 (lane 1 of row 3, byte 52) of the last
C 64 bytes.  The lines of V_j are prefetched as soon as j is known.
C
C V is read at the index Integerify gives: scrypt's definition
C (scripts/ct-scan.allow).  Nothing is written to the stack; the vector
C registers used are zeroed before the return.
C
C Measured (qemu-aarch64 7.2 -cpu cortex-a72, guest instructions of one
C symcrypt_scrypt at N = 1024, r = 8, p = 1, doc/scrypt.md): 5.63
C million, 172 a Salsa20/8 block, against the C twin's 12.73 million.
C Counts are not cycles: the chain of a step's four NEON operations
C makes this slower than the C twin on Cortex-A53, -A72 and Neoverse by
C llvm-mca, and src/models.tab keeps C there (doc/scrypt.md, "arm64").

	ARCH_BASE

INCLUDE_SRC(<arm64/scrypt.m4>)dnl

dnl ARX(x, src, y, z, n): x = src ^ ((y + z) rotated left by n).
define(<ARX>, <
	add	TA.4s, $3.4s, $4.4s
	shl	TB.4s, TA.4s, #$5
	sri	TB.4s, TA.4s, #eval(32 - $5)
	eor	$1.16b, $2.16b, TB.16b>)

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
	ext	A1.16b, A1.16b, A1.16b, #12
	ext	A2.16b, A2.16b, A2.16b, #8
	ext	A3.16b, A3.16b, A3.16b, #4<>QUARTERS(A0, A3, A2, A1, A0, A3, A2, A1)
	ext	A1.16b, A1.16b, A1.16b, #4
	ext	A2.16b, A2.16b, A2.16b, #8
	ext	A3.16b, A3.16b, A3.16b, #12>)

dnl SALSA8(dst, masked): S = the rows ^ the 64 bytes at IN (and at MASK
dnl when MASKED is 1), both moved on; the rows = Salsa20/8(S), its
dnl first column round reading S, with the feed-forward; stored at DST,
dnl which moves on.
define(<SALSA8>, <
	ld1	{L0.4s, L1.4s, L2.4s, L3.4s}, [IN], #64
	eor	S0.16b, A0.16b, L0.16b
	eor	S1.16b, A1.16b, L1.16b
	eor	S2.16b, A2.16b, L2.16b
	eor	S3.16b, A3.16b, L3.16b<>ifelse($2, 1, <
	ld1	{L0.4s, L1.4s, L2.4s, L3.4s}, [MASK], #64
	eor	S0.16b, S0.16b, L0.16b
	eor	S1.16b, S1.16b, L1.16b
	eor	S2.16b, S2.16b, L2.16b
	eor	S3.16b, S3.16b, L3.16b>)<>QUARTERS(A0, A1, A2, A3, S0, S1, S2, S3)
	ROW_ROUND<>forloop(<round>, 1, 3, <QUARTERS(A0, A1, A2, A3, A0, A1, A2, A3)
	ROW_ROUND>)
	C Feed-forward, and out
	add	A0.4s, A0.4s, S0.4s
	add	A1.4s, A1.4s, S1.4s
	add	A2.4s, A2.4s, S2.4s
	add	A3.4s, A3.4s, S3.4s
	st1	{A0.4s, A1.4s, A2.4s, A3.4s}, [$1], #64>)

dnl BLOCKMIX(masked): the block at IN (XOR the one at MASK when MASKED
dnl is 1) through BlockMix to OUT: output 2k to OUT + 64k, 2k + 1 to
dnl OUT + HALF + 64k.  Leaves IN (and MASK) at the end of their blocks.
dnl Clobbers K, W, OUT and ODD.
define(<BLOCKMIX>, <
	C The rows = the last 64 bytes
	add	W, IN, BLK
	sub	W, W, #64
	ld1	{A0.4s, A1.4s, A2.4s, A3.4s}, [W]<>ifelse($1, 1, <
	add	W, MASK, BLK
	sub	W, W, #64
	ld1	{L0.4s, L1.4s, L2.4s, L3.4s}, [W]
	eor	A0.16b, A0.16b, L0.16b
	eor	A1.16b, A1.16b, L1.16b
	eor	A2.16b, A2.16b, L2.16b
	eor	A3.16b, A3.16b, L3.16b>)
	add	ODD, OUT, HALF
	mov	K, R
1:
	SALSA8(OUT, $1)
	SALSA8(ODD, $1)
	subs	K, K, #1
	b.ne	1b>)

PROLOGUE(_symcrypt_scrypt_romix)
	lsl	HALF, R, #6
	lsl	BLK, R, #7

	C V_0 = B in diagonal order
	REORDER(B, V, .Lto_diagonal, #64, #64)

	C V_i+1 = BlockMix(V_i) for i up to N - 2 (N > 1): each call leaves
	C IN at the start of its output
	mov	IN, V
	sub	I, N, #1
.Lfill:
	add	OUT, IN, BLK
	BLOCKMIX(0)
	subs	I, I, #1
	b.ne	.Lfill

	C X = BlockMix(V_N-1)
	mov	X, T
	add	Y, T, BLK
	mov	OUT, X
	BLOCKMIX(0)

	C N times X = BlockMix(X ^ V_j), j = Integerify(X) mod N
	mov	I, N
	sub	N, N, #1
.Lmix:
	C j: words 0 and 1 of X's last 64 bytes, at bytes 0 and 52 in
	C diagonal order
	add	W, X, BLK
	ldr	JW, [W, #-64]
	ldr	WW, [W, #-12]
	orr	J, J, W, lsl #32
	and	J, J, N
	C MASK = V + 128 R j, each of its lines fetched now
	madd	MASK, J, BLK, V
	mov	W, MASK
	add	K, MASK, BLK
3:
	prfm	pldl1keep, [W]
	add	W, W, #64
	cmp	W, K
	b.lo	3b
	mov	IN, X
	mov	OUT, Y
	BLOCKMIX(1)
	mov	W, X
	mov	X, Y
	mov	Y, W
	subs	I, I, #1
	b.ne	.Lmix

	C B = X in block order
	REORDER(X, B, .Lfrom_diagonal, #64, #64)

	C No secrets left in the registers
	movi	A0.16b, #0
	movi	A1.16b, #0
	movi	A2.16b, #0
	movi	A3.16b, #0
	movi	S0.16b, #0
	movi	S1.16b, #0
	movi	S2.16b, #0
	movi	S3.16b, #0
	movi	L0.16b, #0
	movi	L1.16b, #0
	movi	L2.16b, #0
	movi	L3.16b, #0
	movi	TA.16b, #0
	movi	TB.16b, #0
	mov	J, #0
	mov	W, #0
	mov	MASK, #0
	ret
EPILOGUE(_symcrypt_scrypt_romix)

DIAGONAL_TABLES
