dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/blake2b-compress.asm -- the BLAKE2b compression function
C (RFC 7693, 3.2) on the rows of the state, NEON.

C void _symcrypt_blake2b_compress(uint64_t *state, size_t length,
C                                 const uint8_t *data, unsigned last_bit)
C src/functions.def has the contract.
C
C Why: the C code is near the floor of scalar code, about 16
C instructions a G (doc/blake2.md); on rows the four G of a step are
C two vector instructions each.  Row i of the state (words 4i..4i+3) is
C two registers, R(i, 0) and R(i, 1), two words each.  For the
C diagonal step ext turns rows 1 and 3 by a word into the temporaries
C and the rows' other registers, and row 2 only swaps its two
C registers, which the code does by naming them the other way round.
C The message pairs a step adds come from the block in v16-v23 (words
C 2k and 2k + 1 in v(16 + k)) by one zip1, zip2 or ext each, or none
C when the pair is a register already, or two (mov and ins) otherwise.
C Rotations: by 32 rev64 on words, by 24 and 16 tbl with the indices
C in v30 and v31, by 63 an add and usra.

	ARCH_BASE

define(<STATE>, <x0>)
define(<LENGTH>, <x1>)
define(<DATA>, <x2>)
define(<LAST_BIT>, <w3>)
define(<T0>, <x4>)	C the byte counter, low and high words
define(<T1>, <x5>)
define(<BYTES>, <x6>)	C this block's bytes
define(<FINAL>, <x7>)	C all ones for the last block
define(<CONST>, <x8>)

define(<R>, <v<>eval(2 * ($1) + ($2))>)	C v0-v7: the rows
define(<X0>, <v24>)	C the words each G adds first, in two registers
define(<X1>, <v25>)
define(<Y0>, <v26>)	C and second
define(<Y1>, <v27>)
define(<U0>, <v28>)	C rows 1 and 3 turned, in the diagonal step
define(<U1>, <v29>)
define(<ROT24>, <v30>)
define(<ROT16>, <v31>)

dnl The rows of sigma (RFC 7693, 2.7), word k of round r as the hex
dnl digit k of B2_SIGMA(r); rounds 10 and 11 take rows 0 and 1.
define(<B2_SIGMA>, <ifelse($1, 0, <0123456789abcdef>,
	$1, 1, <ea489fd61c02b753>,
	$1, 2, <b8c052fdae367194>,
	$1, 3, <7931dcbe265a40f8>,
	$1, 4, <905724afe1bc683d>,
	$1, 5, <2c6a0b834d75fe19>,
	$1, 6, <c51fed4a0763928b>,
	$1, 7, <db7ec13950f4862a>,
	$1, 8, <6fe9b308c2d714a5>,
	<a2847615fb9e3cd0>)>)
define(<SIGMA>, <eval(0x<>substr(B2_SIGMA(eval(($1) % 10)), $2, 1))>)

dnl PAIR(x, i, j): X = message words I and J (lanes 0 and 1).
define(<M>, <v<>eval(16 + ($1) / 2)>)
define(<PAIR>, <ifelse(eval(($2) % 2), 0, <ifelse(eval(($3) % 2), 0, <
	zip1	$1.2d, M($2).2d, M($3).2d>, eval(($2) + 1 == ($3)), 1, <
	mov	$1.16b, M($2).16b>, <
	mov	$1.16b, M($3).16b
	ins	$1.d[0], M($2).d[0]>)>, <ifelse(eval(($3) % 2), 1, <
	zip2	$1.2d, M($2).2d, M($3).2d>, <
	ext	$1.16b, M($2).16b, M($3).16b, #8>)>)>)

dnl G2(a, b, c, d, x, y): two G side by side on the registers A..D,
dnl adding the message words of X and Y.
define(<G2>, <
	add	$1.2d, $1.2d, $5.2d
	add	$1.2d, $1.2d, $2.2d
	eor	$4.16b, $4.16b, $1.16b
	rev64	$4.4s, $4.4s			C d = (d ^ a) rotated right by 32
	add	$3.2d, $3.2d, $4.2d
	eor	$2.16b, $2.16b, $3.16b
	tbl	$2.16b, {$2.16b}, ROT24.16b	C b = (b ^ c) rotated right by 24
	add	$1.2d, $1.2d, $6.2d
	add	$1.2d, $1.2d, $2.2d
	eor	$4.16b, $4.16b, $1.16b
	tbl	$4.16b, {$4.16b}, ROT16.16b	C rotated right by 16
	add	$3.2d, $3.2d, $4.2d
	eor	$5.16b, $2.16b, $3.16b		C X is free again
	add	$2.2d, $5.2d, $5.2d
	usra	$2.2d, $5.2d, #63>)		C rotated right by 63

dnl ROUND(r): the column step, then the diagonal step.
define(<ROUND>, <
	PAIR(X0, SIGMA($1, 0), SIGMA($1, 2))
	PAIR(X1, SIGMA($1, 4), SIGMA($1, 6))
	PAIR(Y0, SIGMA($1, 1), SIGMA($1, 3))
	PAIR(Y1, SIGMA($1, 5), SIGMA($1, 7))
	G2(R(0, 0), R(1, 0), R(2, 0), R(3, 0), X0, Y0)
	G2(R(0, 1), R(1, 1), R(2, 1), R(3, 1), X1, Y1)
	C diagonals: row 1 (b1 b2, b3 b0) in U0, R(1, 1); row 2 (c2 c3,
	C c0 c1) in R(2, 1), R(2, 0); row 3 (d3 d0, d1 d2) in U1, R(3, 1)
	ext	U0.16b, R(1, 0).16b, R(1, 1).16b, #8
	ext	R(1, 1).16b, R(1, 1).16b, R(1, 0).16b, #8
	ext	U1.16b, R(3, 1).16b, R(3, 0).16b, #8
	ext	R(3, 1).16b, R(3, 0).16b, R(3, 1).16b, #8
	PAIR(X0, SIGMA($1, 8), SIGMA($1, 10))
	PAIR(X1, SIGMA($1, 12), SIGMA($1, 14))
	PAIR(Y0, SIGMA($1, 9), SIGMA($1, 11))
	PAIR(Y1, SIGMA($1, 13), SIGMA($1, 15))
	G2(R(0, 0), U0, R(2, 1), U1, X0, Y0)
	G2(R(0, 1), R(1, 1), R(2, 0), R(3, 1), X1, Y1)
	C back to rows
	ext	R(1, 0).16b, R(1, 1).16b, U0.16b, #8
	ext	R(1, 1).16b, U0.16b, R(1, 1).16b, #8
	ext	R(3, 0).16b, U1.16b, R(3, 1).16b, #8
	ext	R(3, 1).16b, R(3, 1).16b, U1.16b, #8>)

PROLOGUE(_symcrypt_blake2b_compress)
	adrp	CONST, .Lconst
	add	CONST, CONST, :lo12:.Lconst
	ldp	QREG(ROT24), QREG(ROT16), [CONST], #32
	ldp	T0, T1, [STATE, #64]

.Lblock:
	C BYTES = 128, or what is left of the last block
	mov	BYTES, #128
	mov	FINAL, #0
	cbz	LAST_BIT, .Lwhole
	cmp	LENGTH, #128
	b.hi	.Lwhole
	mov	BYTES, LENGTH
	mov	FINAL, #-1
	b	.Lcounter
.Lwhole:
	cmp	LENGTH, #128
	b.lo	.Ldone
.Lcounter:
	C the counter is a 128-bit number
	adds	T0, T0, BYTES
	adc	T1, T1, xzr

	ld1	{v16.2d, v17.2d, v18.2d, v19.2d}, [DATA], #64
	ld1	{v20.2d, v21.2d, v22.2d, v23.2d}, [DATA], #64
	ld1	{v0.2d, v1.2d, v2.2d, v3.2d}, [STATE]
	ld1	{v4.2d, v5.2d, v6.2d, v7.2d}, [CONST]
	mov	X0.d[0], T0
	mov	X0.d[1], T1
	eor	R(3, 0).16b, R(3, 0).16b, X0.16b
	fmov	DREG(X0), FINAL
	eor	R(3, 1).16b, R(3, 1).16b, X0.16b
forloop(<r>, 0, 11, <
	C round r
	ROUND(r)>)

	C state ^= v[i] ^ v[8 + i]
	ld1	{v24.2d, v25.2d, v26.2d, v27.2d}, [STATE]
forloop(<i>, 0, 3, <
	eor	v<>eval(24 + i).16b, v<>eval(24 + i).16b, v<>i.16b
	eor	v<>eval(24 + i).16b, v<>eval(24 + i).16b, v<>eval(4 + i).16b>)
	st1	{v24.2d, v25.2d, v26.2d, v27.2d}, [STATE]

	cbnz	FINAL, .Ldone
	sub	LENGTH, LENGTH, #128
	b	.Lblock

.Ldone:
	stp	T0, T1, [STATE, #64]
	ret
EPILOGUE(_symcrypt_blake2b_compress)

	RODATA
	.p2align 4
.Lconst:
	C ROT24, ROT16: byte i of each 64-bit word takes byte (i + 3) or
	C (i + 2) mod 8 (little-endian)
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
	C the IV (RFC 7693, 2.6)
	.quad	0x6a09e667f3bcc908, 0xbb67ae8584caa73b
	.quad	0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
	.quad	0x510e527fade682d1, 0x9b05688c2b3e6c1f
	.quad	0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
