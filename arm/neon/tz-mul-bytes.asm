dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/tz-mul-bytes.asm -- the Tillich-Zémor hash a byte at a
C time, NEON: matrices from nibble tables in registers (VTBL), products
C of bytes (VMULL.P8).

C void _symcrypt_tz_mul_bytes(uint64_t *state, size_t length,
C                             const uint8_t *data)
C STATE (c00, c10, c01, c11, two words each) times the matrices of the
C LENGTH bytes of DATA, the first bit of each byte on top.
C
C Why: 32-bit ARM has no 64-bit carry-less product, and the C loop goes
C bit by bit on 64-bit words, which take two registers each here.  NEON
C multiplies polynomials of 8 bits, 8 at a time (VMULL.P8), which is
C enough a byte at a time:
C
C - The matrix of a byte is H L, H and L the matrices of its high and
C   low nibble (entries of degree at most 4: a byte each).  H and L are
C   looked up with VTBL in four tables of 16 bytes held in registers
C   (m00, m01, m10, m11 of each nibble), for 8 bytes of data at a
C   time; a table in registers indexed by the data touches no memory
C   (HACKING.md, "Standards"), and the tables are loaded from a fixed
C   address.  VMUL.P8 multiplies H L to the low 8 bits of each entry.
C   Only m00 and m01 reach degree 8: x^8 is always in m00 and is in m01
C   when the byte's last bit is 1, so a mask of that bit stands for it.
C - A row (a, b) of the state times the matrix is (a m00 + b m10,
C   a m01 + b m11).  An entry of 16 bytes times a byte m is 16 products
C   of 16 bits (two VMULL.P8); the two products of a new entry are
C   added, VUZP parts their low bytes (in place) from their high ones
C   (to move up a byte), and the x^8 term of m adds the entry itself to
C   the high ones.  The byte pushed past x^127 by the move, h, is
C   h x^128 = h (x^64 + x) modulo x^127 + x^63 + 1.
C
C So an entry stays of degree at most 127, without a carry; bit 127 is
C folded once, at the end, as the C twin leaves it (reduced).  No
C address or branch depends on the data (scripts/ct-scan passes).
C
C Counted (qemu-arm -cpu cortex-a9, gcc 12 -O2, doc/tzhash.md, "32-bit
C ARM NEON: a byte at a time from nibble tables"): per 8 bytes, 27
C instructions to build the matrices and 59 a byte to apply them.

	ARCH_NEON

define(<STATE>, <r0>)
define(<LENGTH>, <r1>)
define(<DATA>, <r2>)
define(<TAB0>, <r3>)	C the tables of m00 and m01
define(<TAB1>, <r12>)	C the tables of m10 and m11

C The state: row 0 is (c00, c01), row 1 (c10, c11).
define(<C00>, <q0>)
define(<C10>, <q1>)
define(<C01>, <q2>)
define(<C11>, <q3>)
C The low bytes of the matrices of 8 bytes of data, lane k byte k.
define(<M00>, <d8>)
define(<M01>, <d9>)
define(<M10>, <d10>)
define(<M11>, <d11>)
define(<X8>, <d12>)	C all ones where m01 has x^8 (the byte's last bit)
define(<NIBBLE>, <d13>)	C 0x0f in every byte
define(<ZERO>, <q7>)
C The step's operands: a byte of each entry in every lane.
define(<B00>, <d16>)
define(<B10>, <d17>)
define(<B01>, <d18>)
define(<B11>, <d19>)
define(<BX8>, <q10>)

C The bytes of the tables, written from the bit step itself: a row
C (p, q) times the matrix of a 0 bit is (p x + q, p), of a 1 bit
C (p x + q, p + p x + q).  tz_times(p, q, v, n) is the row times the
C matrix of the N low bits of V, the top one first.  (m4: ^ is xor,
C ** a power.)
define(<tz_times>, <ifelse($4, 0, <$1, $2>,
	<tz_times(eval($1 * 2 ^ $2),
	eval($1 ^ ($3 / 2 ** ($4 - 1) % 2) * ($1 * 2 ^ $2)), $3, decr($4))>)>)
define(<tz_first>, <$1>)
define(<tz_second>, <$2>)
C tz_nibbles(row, pick): a table of 16 bytes, entry PICK (tz_first,
C tz_second) of ROW (<1, 0> row 0, <0, 1> row 1) for each nibble.
define(<tz_nibbles>, <forloop(<v>, 0, 15,
	<	.byte	$2(tz_times($1, v, 4))
>)>)

C BUILD: the matrices of the bytes of DATA8 (d16) into M00..M11, X8.
C The tables go to d24-d31 and are written over by the products.
define(<BUILD>, <
	vld1.8	{d24, d25, d26, d27}, [TAB0:128]
	vld1.8	{d28, d29, d30, d31}, [TAB1:128]
	vshr.u8	d17, d16, #4
	vand	d18, d16, NIBBLE
	vshl.i8	X8, d16, #7
	vshr.s8	X8, X8, #7
	vtbl.8	d19, {d24, d25}, d17	C H: h00, h01, h10, h11
	vtbl.8	d20, {d26, d27}, d17
	vtbl.8	d21, {d28, d29}, d17
	vtbl.8	d22, {d30, d31}, d17
	vtbl.8	d23, {d24, d25}, d18	C L: l00, l01, l10, l11
	vtbl.8	d17, {d26, d27}, d18
	vtbl.8	d16, {d28, d29}, d18
	vtbl.8	d18, {d30, d31}, d18
	vmul.p8	M00, d19, d23		C m00 = h00 l00 + h01 l10
	vmul.p8	d24, d20, d16
	vmul.p8	M01, d19, d17		C m01 = h00 l01 + h01 l11
	vmul.p8	d25, d20, d18
	vmul.p8	M10, d21, d23		C m10 = h10 l00 + h11 l10
	vmul.p8	d26, d22, d16
	vmul.p8	M11, d21, d17		C m11 = h10 l01 + h11 l11
	vmul.p8	d27, d22, d18
	veor	M00, M00, d24
	veor	M01, M01, d25
	veor	M10, M10, d26
	veor	M11, M11, d27>)

C ROW(a, a_lo, a_hi, b, b_lo, b_hi): the row (a, b) times the matrix
C of the byte in B00..B11, BX8.  q11-q15 are temporaries.
define(<ROW>, <
	vmull.p8	q11, $2, B00		C a m00 + b m10: q11 low bytes,
	vmull.p8	q13, $5, B10		C q12 high bytes
	veor	q11, q11, q13
	vmull.p8	q12, $3, B00
	vmull.p8	q13, $6, B10
	veor	q12, q12, q13
	vuzp.8	q11, q12
	veor	q12, q12, $1		C a x^8
	vmull.p8	q13, $2, B01		C a m01 + b m11: q13 low, q14 high
	vmull.p8	q15, $5, B11
	veor	q13, q13, q15
	vmull.p8	q14, $3, B01
	vmull.p8	q15, $6, B11
	veor	q14, q14, q15
	vuzp.8	q13, q14
	vand	q15, $1, BX8		C a x^8 where m01 has it
	veor	q14, q14, q15
	vext.8	$1, ZERO, q12, #15	C the high bytes up a byte, and
	veor	$1, $1, q11		C h (x^64 + x) for the one past x^127
	vshr.u64	d31, d25, #56
	vshl.i64	d30, d31, #1
	veor	$1, $1, q15
	vext.8	$4, ZERO, q14, #15
	veor	$4, $4, q13
	vshr.u64	d31, d29, #56
	vshl.i64	d30, d31, #1
	veor	$4, $4, q15>)

C STEP(k): the state times the matrix of byte k of the last BUILD.
define(<STEP>, <
	vdup.8	B00, M00[$1]
	vdup.8	B10, M10[$1]
	vdup.8	B01, M01[$1]
	vdup.8	B11, M11[$1]
	vdup.8	BX8, X8[$1]
	ROW(C00, d0, d1, C01, d4, d5)
	ROW(C10, d2, d3, C11, d6, d7)>)

C FOLD(lo, hi): bit 127 of an entry becomes x^63 + 1.
define(<FOLD>, <
	vshr.u64	d30, $2, #63
	vshl.i64	d31, d30, #63
	veor	$2, $2, d31
	veor	$1, $1, d31
	veor	$1, $1, d30>)

	.text
	.p2align 4
C The matrices of the 16 nibbles, before the code so that adr reaches
C them: m00, m01, then m10, m11.
.Lnibbles:
tz_nibbles(<1, 0>, <tz_first>)dnl
tz_nibbles(<1, 0>, <tz_second>)dnl
tz_nibbles(<0, 1>, <tz_first>)dnl
tz_nibbles(<0, 1>, <tz_second>)dnl

PROLOGUE(_symcrypt_tz_mul_bytes)
	cmp	LENGTH, #0
	bxeq	lr
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	adr	TAB0, .Lnibbles
	add	TAB1, TAB0, #32
	vld1.64	{d0, d1, d2, d3}, [STATE]!
	vld1.64	{d4, d5, d6, d7}, [STATE]
	sub	STATE, STATE, #32
	vmov.i8	ZERO, #0
	vmov.i8	NIBBLE, #15
	subs	LENGTH, LENGTH, #8
	blo	.Ltail

.Lblock:
	vld1.8	{d16}, [DATA]!
	BUILD
	forloop(<k>, 0, 7, <STEP(k)>)
	subs	LENGTH, LENGTH, #8
	bhs	.Lblock

.Ltail:
	adds	LENGTH, LENGTH, #8
	beq	.Ldone
.Lbyte:
	vld1.8	{d16[0]}, [DATA]!
	BUILD
	STEP(0)
	subs	LENGTH, LENGTH, #1
	bne	.Lbyte

.Ldone:
	FOLD(d0, d1)
	FOLD(d2, d3)
	FOLD(d4, d5)
	FOLD(d6, d7)
	vst1.64	{d0, d1, d2, d3}, [STATE]!
	vst1.64	{d4, d5, d6, d7}, [STATE]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	bx	lr
EPILOGUE(_symcrypt_tz_mul_bytes)
