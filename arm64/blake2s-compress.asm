dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/blake2s-compress.asm -- the BLAKE2s compression function
C (RFC 7693, 3.2) on the rows of the state, NEON.

C void _symcrypt_blake2s_compress(uint32_t *state, size_t length,
C                                 const uint8_t *data, unsigned last_bit)
C src/functions.def has the contract.
C
C Why: BLAKE2s's G is BLAKE3's (arm64/rows32.m4 has the rounds, the
C four G of a step one vector instruction each); only the schedule
C (sigma, ten rounds), the block counter and the final flag differ.

INCLUDE_SRC(<arm64/rows32.m4>)dnl
	ARCH_BASE

define(<STATE>, <x0>)
define(<LENGTH>, <x1>)
define(<DATA>, <x2>)
define(<LAST_BIT>, <w3>)
define(<COUNTER>, <x4>)	C the byte counter t (state words 8 and 9)
define(<BYTES>, <x5>)	C this block's bytes
define(<FINAL>, <w6>)	C all ones for the last block
define(<FINAL64>, <x6>)
define(<CONST>, <x7>)
define(<PTR>, <x8>)	C walks the message indices

dnl The rows of sigma (RFC 7693, 2.7), word k of round r as the hex
dnl digit k of B2_SIGMA(r).
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
define(<SIGMA>, <eval(0x<>substr(B2_SIGMA($1), $2, 1))>)

PROLOGUE(_symcrypt_blake2s_compress)
	adrp	CONST, .Lconst
	add	CONST, CONST, :lo12:.Lconst
	ldr	QREG(ROT8), [CONST, #32]
	ldr	COUNTER, [STATE, #32]

.Lblock:
	C BYTES = 64, or what is left of the last block
	mov	BYTES, #64
	mov	FINAL, #0
	cbz	LAST_BIT, .Lwhole
	cmp	LENGTH, #64
	b.hi	.Lwhole
	mov	BYTES, LENGTH
	mov	FINAL, #-1
	b	.Lcounter
.Lwhole:
	cmp	LENGTH, #64
	b.lo	.Ldone
.Lcounter:
	add	COUNTER, COUNTER, BYTES		C a 64-bit number

	ld1	{v16.4s, v17.4s, v18.4s, v19.4s}, [DATA], #64
	ld1	{ROW(0).4s, ROW(1).4s}, [STATE]
	ldp	QREG(ROW(2)), QREG(ROW(3)), [CONST]	C the IV
	C row 3 ^= t low, t high, the final flag, 0
	fmov	DREG(T), COUNTER
	mov	T.s[2], FINAL
	eor	ROW(3).16b, ROW(3).16b, T.16b
	add	PTR, CONST, #48
forloop(<r>, 0, 9, <
	ROWS_ROUND(PTR)>)

	C state ^= v[i] ^ v[8 + i]
	ld1	{v4.4s, v5.4s}, [STATE]
	eor	v4.16b, v4.16b, ROW(0).16b
	eor	v5.16b, v5.16b, ROW(1).16b
	eor	v4.16b, v4.16b, ROW(2).16b
	eor	v5.16b, v5.16b, ROW(3).16b
	st1	{v4.4s, v5.4s}, [STATE]

	cbnz	FINAL, .Ldone
	sub	LENGTH, LENGTH, #64
	b	.Lblock

.Ldone:
	str	COUNTER, [STATE, #32]
	ret
EPILOGUE(_symcrypt_blake2s_compress)

	RODATA
	.p2align 4
.Lconst:
	C the IV (RFC 7693, 2.6)
	.word	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
	.word	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
	C ROT8
	ROT8_INDICES
	C each round's message indices
forloop(<r>, 0, 9, <ROWS_INDICES(<SIGMA>, r)
>)
