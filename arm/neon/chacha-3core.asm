dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/chacha-3core.asm -- the ChaCha permutation on three blocks, NEON.

C void _symcrypt_chacha_3core(uint32_t *dst, const uint32_t *src,
C                             unsigned rounds)
C Block k of dst (48 words) is the block of src with the 64-bit counter
C (words 12-13) plus k, permuted, plus that input.
C
C Why this file exists: three independent blocks, interleaved, fill
C the gaps of NEON's result latency, so on Cortex-A9 each block costs
C about half of what the single-block cores cost
C (doc/arm-cost-model.md).  The streams X, Y and Z are indented one
C step further each.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions per 64-byte
C block, 20 rounds, gcc 12 -O2, November 2026) and the Cortex-A9 model
C of doc/arm-cost-model.md (cycles a round per block):
C                          instructions   cycles/round (model)
C   this file (1142 / 3)       381             18
C   arm/ scalar, 1 block       772             32

	ARCH_NEON

define(<DST>, <r0>)
define(<SRC>, <r1>)
define(<ROUNDS>, <r2>)

define(<X0>, <q0>)	C block 0, one row per register
define(<X1>, <q1>)
define(<X2>, <q2>)
define(<X3>, <q3>)
define(<Y0>, <q8>)	C block 1
define(<Y1>, <q9>)
define(<Y2>, <q10>)
define(<Y3>, <q11>)
define(<Z0>, <q12>)	C block 2
define(<Z1>, <q13>)
define(<Z2>, <q14>)
define(<Z3>, <q15>)
define(<TX>, <q4>)	C temporaries (callee-saved, pushed)
define(<TY>, <q5>)
define(<TZ>, <q6>)
define(<ONE>, <d14>)	C 1 as a 64-bit lane
define(<X3LO>, <d6>)	C words 12-13 of each block: the counter
define(<Y3LO>, <d22>)
define(<Z3LO>, <d30>)
define(<TYLO>, <d10>)	C low half of TY

C ADD, XOR, ROT(n), applied to the three streams.  <<< 16 swaps
C halfwords; the others shift left and insert the bits shifted out.
define(<ADD3>, <
	vadd.i32	X$1, X$1, X$2
	 vadd.i32	Y$1, Y$1, Y$2
	  vadd.i32	Z$1, Z$1, Z$2>)
define(<XOR3>, <
	veor		X$1, X$1, X$2
	 veor		Y$1, Y$1, Y$2
	  veor		Z$1, Z$1, Z$2>)
define(<ROT16_3>, <
	vrev32.16	X$1, X$1
	 vrev32.16	Y$1, Y$1
	  vrev32.16	Z$1, Z$1>)
C XORROT3(b, c, n): b = (b ^ c) <<< n.
define(<XORROT3>, <
	veor		TX, X$1, X$2
	 veor		TY, Y$1, Y$2
	  veor		TZ, Z$1, Z$2
	vshl.i32	X$1, TX, #$3
	 vshl.i32	Y$1, TY, #$3
	  vshl.i32	Z$1, TZ, #$3
	vsri.32		X$1, TX, #(32 - $3)
	 vsri.32	Y$1, TY, #(32 - $3)
	  vsri.32	Z$1, TZ, #(32 - $3)>)
C TURN3(row, lanes): turn a row of each block left by LANES.
define(<TURN3>, <
	vext.32		X$1, X$1, X$1, #$2
	 vext.32	Y$1, Y$1, Y$1, #$2
	  vext.32	Z$1, Z$1, Z$1, #$2>)

C QROUND3: four quarter rounds (one per lane) on each of the blocks.
define(<QROUND3>, <
	ADD3(0, 1)
	XOR3(3, 0)
	ROT16_3(3)
	ADD3(2, 3)
	XORROT3(1, 2, 12)
	ADD3(0, 1)
	XORROT3(3, 0, 8)
	ADD3(2, 3)
	XORROT3(1, 2, 7)>)

PROLOGUE(_symcrypt_chacha_3core)
	VPUSH(d8, d9, d10, d11, d12, d13, d14)

	vld1.32	{X0, X1}, [SRC]!
	vld1.32	{X2, X3}, [SRC]
	sub	SRC, SRC, #32
	C Blocks 1 and 2: the counter plus 1 and 2, with carry.
	vmov.i32	ONE, #1
	vshr.u64	ONE, ONE, #32
	vmov	Y0, X0
	vmov	Y1, X1
	vmov	Y2, X2
	vmov	Y3, X3
	vadd.i64	Y3LO, X3LO, ONE
	vmov	Z0, X0
	vmov	Z1, X1
	vmov	Z2, X2
	vmov	Z3, Y3
	vadd.i64	Z3LO, Y3LO, ONE
	lsrs	ROUNDS, ROUNDS, #1
	beq	.Lfinal

.Loop:
	QROUND3
	C Diagonals into columns.
	TURN3(1, 1)
	TURN3(2, 2)
	TURN3(3, 3)
	QROUND3
	TURN3(1, 3)
	TURN3(2, 2)
	TURN3(3, 1)
	subs	ROUNDS, ROUNDS, #1
	bne	.Loop

.Lfinal:
	C Add the input (the counter of each block as above) and store.
	vld1.32	{TX, TY}, [SRC]!
	vadd.i32	X0, X0, TX
	 vadd.i32	Y0, Y0, TX
	  vadd.i32	Z0, Z0, TX
	vadd.i32	X1, X1, TY
	 vadd.i32	Y1, Y1, TY
	  vadd.i32	Z1, Z1, TY
	vld1.32	{TX, TY}, [SRC]
	vadd.i32	X2, X2, TX
	 vadd.i32	Y2, Y2, TX
	  vadd.i32	Z2, Z2, TX
	vadd.i32	X3, X3, TY
	vadd.i64	TYLO, TYLO, ONE
	 vadd.i32	Y3, Y3, TY
	vadd.i64	TYLO, TYLO, ONE
	  vadd.i32	Z3, Z3, TY
	vst1.32	{X0, X1}, [DST]!
	vst1.32	{X2, X3}, [DST]!
	vst1.32	{Y0, Y1}, [DST]!
	vst1.32	{Y2, Y3}, [DST]!
	vst1.32	{Z0, Z1}, [DST]!
	vst1.32	{Z2, Z3}, [DST]

	VPOP(d8, d9, d10, d11, d12, d13, d14)
	bx	lr
EPILOGUE(_symcrypt_chacha_3core)
