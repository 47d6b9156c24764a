dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/pmull/polyval-blocks.asm -- POLYVAL (RFC 8452, 3) with the 64-bit
C carry-less product of the ARMv8 crypto extension in AArch32
C (VMULL.P64; HWCAP2_PMULL), four blocks a reduction.
C
C void _symcrypt_polyval_blocks(const uint8_t *powers, uint8_t *state,
C                               size_t blocks, const uint8_t *data)
C POWERS holds the GHASH form's powers H'^1 .. H'^8, 16 bytes each in
C GCM's byte order; this file uses H'^1 .. H'^4, and a call of n < 4
C blocks H'^n .. H'^1 only.  STATE and the blocks are POLYVAL's.
C
C Why: the C twin byte-reverses every block into a buffer and runs
C ghash_blocks; here the blocks go into the products as they are
C loaded, POLYVAL's bit order being the plain one (bit i of the
C little-endian number the coefficient of x^i).
C
C How.  The product of POLYVAL is a b x^-128 modulo x^128 + x^127 +
C x^126 + x^121 + 1.  Its k-th power of the key is the GHASH form's
C power byte-reversed and multiplied by x (RFC 8452, appendix A): one
C VREV64.8 (which leaves the high word in the even d register, the
C low one in the odd), a shift left by one bit, and 0xc2 00 .. 00 01
C added when the bit shifted out was set; made once a call for the
C powers the call takes.  The four blocks of a turn are multiplied by
C H^4 .. H^1 (Karatsuba: lo = x0 h0, hi = x1 h1, mid = (x0 + x1)(h0 +
C h1)), their products added unreduced and reduced once: with the
C 256-bit sum's words D0 (low) .. D3 and c = 0xc2 00 .. 00 (x^57 +
C x^62 + x^63), adding D0 times the polynomial clears D0 (D0 c at x^64,
C D0 at x^128), then likewise the new D1 (at x^128 and x^192); what
C is left is the sum times x^-128.  Two VMULL.P64.
C
C Guest instructions under qemu-arm -cpu max (qemu 7.2, the
C qemu-icount plugin; 2026-11-29), a 16 KiB AES-128-GCM-SIV seal: 10.5
C a block here, 31.0 for the C twin's reversal and arm/pmull's
C ghash_blocks.  The rest: doc/aes-arm.md, section "AES-GCM-SIV".
C
C No address or branch depends on the key or the data.

define(<POWERS>, <r0>)
define(<STATE>, <r1>)
define(<BLOCKS>, <r2>)
define(<DATA>, <r3>)

C q0, q1, q2: the sums of the products, low, high and middle
C (Karatsuba); q3 the hash value Y; q4 .. q7 four blocks of data, each
C with its low word in the even d register; H^1 .. H^4 in q8 .. q11,
C each with its high word in the even d register; the Karatsuba sums
C of their halves in d24 .. d27; q14 a product; d30 c; d31 1 (while
C the powers are made).
define(<XL>, <d<>eval(8 + 2 * $1)>)	C block $1 (0 .. 3): low word
define(<XH>, <d<>eval(9 + 2 * $1)>)	C and high word
define(<HQ>, <q<>eval(7 + $1)>)	C H^$1 (1 .. 4)
define(<HH>, <d<>eval(14 + 2 * $1)>)	C its high word
define(<HL>, <d<>eval(15 + 2 * $1)>)	C and low word
define(<HK>, <d<>eval(23 + $1)>)	C the sum of the two
define(<POLY>, <d30>)

dnl MUL(i, n, first): block i times H^n added to q0, q1, q2 (FIRST 1
dnl sets them); the block's high word becomes the sum of its halves.
define(<MUL>, <ifelse($3, 1, <
	vmull.p64 q0, XL($1), HL($2)
	vmull.p64 q1, XH($1), HH($2)
	veor	XH($1), XH($1), XL($1)
	vmull.p64 q2, XH($1), HK($2)>, <
	vmull.p64 q14, XL($1), HL($2)
	veor	q0, q0, q14
	vmull.p64 q14, XH($1), HH($2)
	veor	q1, q1, q14
	veor	XH($1), XH($1), XL($1)
	vmull.p64 q14, XH($1), HK($2)
	veor	q2, q2, q14>)>)

dnl POWER(n): H^n, as loaded, made POLYVAL's power, its Karatsuba sum
dnl made.  Uses q0, q1, d28.
define(<POWER>, <
	vrev64.8 HQ($1), HQ($1)		C bytes reversed
	vshr.s64 d28, HH($1), #63		C all ones where bit 127 is set
	vshr.u64 q1, HQ($1), #63
	vshl.i64 HQ($1), HQ($1), #1
	vorr	HH($1), HH($1), d3		C bit 63 to bit 64
	vand	d0, POLY, d28
	vand	d1, d31, d28
	veor	HQ($1), HQ($1), q0
	veor	HK($1), HH($1), HL($1)>)

dnl SINGLE(n): the next block at DATA, plus Y, times H^n added to q0,
dnl q1, q2; Y becomes 0, so that only the first of the last blocks
dnl takes it.
define(<SINGLE>, <
	vld1.8	{d8, d9}, [DATA]!
	veor	q4, q4, q3
	vmov.i8	q3, #0
	MUL(0, $1, 0)>)

dnl REDUCE: Y = (q0 + q2 x^64 + q1 x^128) x^-128 reduced, q2 first
dnl made the Karatsuba middle term.
define(<REDUCE>, <
	veor	q2, q2, q0
	veor	q2, q2, q1
	vmull.p64 q14, d0, POLY		C D0 c
	veor	d4, d4, d1		C the words at x^64
	veor	d5, d5, d0		C and x^128, D0 folded
	veor	q2, q2, q14
	vmull.p64 q14, d4, POLY		C D1 c
	veor	d2, d2, d5
	veor	d3, d3, d4		C D1 folded
	veor	q3, q1, q14>)

	ARCH_CRYPTO

PROLOGUE(_symcrypt_polyval_blocks)
	cmp	BLOCKS, #0
	bxeq	lr
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	vld1.8	{d6, d7}, [STATE]
	vld1.8	{d16, d17, d18, d19}, [POWERS]!
	vld1.8	{d20, d21, d22, d23}, [POWERS]
	C (c, 1) as a 128-bit number, c = 0xc2 00 .. 00.
	vmov.i32 POLY, #0xc2000000
	vshl.i64 POLY, POLY, #32
	vmov.i32 d31, #1
	vshr.u64 d31, d31, #32
	C The powers the call takes: H^min(4, BLOCKS) .. H^1.
	cmp	BLOCKS, #2
	blo	.Lpower1
	beq	.Lpower2
	cmp	BLOCKS, #3
	beq	.Lpower3
	POWER(4)
.Lpower3:
	POWER(3)
.Lpower2:
	POWER(2)
.Lpower1:
	POWER(1)
	subs	BLOCKS, BLOCKS, #4
	blo	.Lrest

.Lfour:
	vld1.8	{d8, d9, d10, d11}, [DATA]!
	vld1.8	{d12, d13, d14, d15}, [DATA]!
	veor	q4, q4, q3
	MUL(0, 4, 1)
	MUL(1, 3, 0)
	MUL(2, 2, 0)
	MUL(3, 1, 0)
	REDUCE
	subs	BLOCKS, BLOCKS, #4
	bhs	.Lfour

	C The last n < 4 blocks: enter the chain at n.
.Lrest:
	adds	BLOCKS, BLOCKS, #4
	beq	.Ldone
	vmov.i8	q0, #0
	vmov.i8	q1, #0
	vmov.i8	q2, #0
	cmp	BLOCKS, #2
	blo	.Lrest1
	beq	.Lrest2
	SINGLE(3)
.Lrest2:
	SINGLE(2)
.Lrest1:
	SINGLE(1)
	REDUCE

.Ldone:
	vst1.8	{d6, d7}, [STATE]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	bx	lr
EPILOGUE(_symcrypt_polyval_blocks)
