dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/md5-compress.asm -- MD5 compression (RFC 1321, 3.4), scalar.

C Why: MD5 is one serial chain, b -> f(b, c, d) -> + a -> rotate -> + b
C per step, so the time is the chain's depth, not the instruction count.
C Everything that does not wait for b (a + x + t, c ^ d, ~d, c & ~d) is
C issued beside the chain.  Round 2 is where C and other assembly lose
C a cycle: G = (b & d) | (c & ~d) as the sum of its two disjoint parts
C adds c & ~d to a early, leaving b & d and one addition on the chain
C (4 operations from b to the next b; F and I take 5, H 4), where
C d ^ (b & (c ^ d)) forms take 5 or 6.  Needs only the base x86_64 ISA.
C
C Measured 2026-11-22 on an AMD EPYC family 25 model 17 (Zen 4), fat
C build, symcrypt-benchmark, medians of three runs, 16 KiB (1 KiB),
C rdtsc ticks per byte (OpenSSL's and Nettle's from their MB/s in the
C same runs):
C   this file              3.19 (3.40)
C   C twin                 3.56 (3.79)
C   OpenSSL 3.0.19         3.38 (3.73)   this file 1.06x (1.10x)
C   Nettle 3.8             3.76 (4.01)
C 288 chain operations a block is 4.5 cycles a byte: the core runs at
C about 1.4 cycles per tick, so the loop is at the chain's limit.

dnl void _symcrypt_md5_compress(uint32_t *state, size_t blocks,
dnl                              const uint8_t *data)
dnl STATE holds a, b, c, d; DATA is BLOCKS whole 64-byte blocks, any
dnl alignment, little-endian words.  Only caller-saved registers.

define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<A>, <%eax>)
define(<B>, <%ecx>)
define(<CC>, <%r8d>)
define(<D>, <%r9d>)
define(<T0>, <%r10d>)
define(<T1>, <%r11d>)

dnl Each step: a = b + ((a + f(b, c, d) + x[k] + t) <<< s).

dnl STEP_F(a, b, c, d, k, t, s): f = d ^ (b & (c ^ d)).
define(<STEP_F>, <
	mov	$3, T0
	add	<$>$6, $1
	xor	$4, T0			C c ^ d, beside the chain
	add	eval(4 * $5)(DATA), $1	C a + t + x[k]
	and	$2, T0
	xor	$4, T0			C F(b, c, d)
	add	T0, $1
	rol	<$>$7, $1
	add	$2, $1>)

dnl STEP_G(a, b, c, d, k, t, s): g = (b & d) + (c & ~d), the two parts
dnl having no bit in common.
define(<STEP_G>, <
	mov	$4, T0
	add	<$>$6, $1
	not	T0
	add	eval(4 * $5)(DATA), $1
	and	$3, T0			C c & ~d, beside the chain
	mov	$4, T1
	add	T0, $1
	and	$2, T1			C b & d
	add	T1, $1
	rol	<$>$7, $1
	add	$2, $1>)

dnl STEP_H(a, b, c, d, k, t, s): h = b ^ c ^ d.
define(<STEP_H>, <
	mov	$3, T0
	add	<$>$6, $1
	xor	$4, T0			C c ^ d, beside the chain
	add	eval(4 * $5)(DATA), $1
	xor	$2, T0
	add	T0, $1
	rol	<$>$7, $1
	add	$2, $1>)

dnl STEP_I(a, b, c, d, k, t, s): i = c ^ (b | ~d).
define(<STEP_I>, <
	mov	$4, T0
	add	<$>$6, $1
	not	T0			C ~d, beside the chain
	add	eval(4 * $5)(DATA), $1
	or	$2, T0
	xor	$3, T0
	add	T0, $1
	rol	<$>$7, $1
	add	$2, $1>)

PROLOGUE(_symcrypt_md5_compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	(STATE), A
	mov	4(STATE), B
	mov	8(STATE), CC
	mov	12(STATE), D

	ALIGN_FUNCTION
.Loop:
	C The constants t are floor(2^32 |sin(i)|), i = 1..64, as listed
	C in RFC 1321, 3.4.
	C Round 1.
	STEP_F(A, B, CC, D,  0, 0xd76aa478,  7)
	STEP_F(D, A, B, CC,  1, 0xe8c7b756, 12)
	STEP_F(CC, D, A, B,  2, 0x242070db, 17)
	STEP_F(B, CC, D, A,  3, 0xc1bdceee, 22)
	STEP_F(A, B, CC, D,  4, 0xf57c0faf,  7)
	STEP_F(D, A, B, CC,  5, 0x4787c62a, 12)
	STEP_F(CC, D, A, B,  6, 0xa8304613, 17)
	STEP_F(B, CC, D, A,  7, 0xfd469501, 22)
	STEP_F(A, B, CC, D,  8, 0x698098d8,  7)
	STEP_F(D, A, B, CC,  9, 0x8b44f7af, 12)
	STEP_F(CC, D, A, B, 10, 0xffff5bb1, 17)
	STEP_F(B, CC, D, A, 11, 0x895cd7be, 22)
	STEP_F(A, B, CC, D, 12, 0x6b901122,  7)
	STEP_F(D, A, B, CC, 13, 0xfd987193, 12)
	STEP_F(CC, D, A, B, 14, 0xa679438e, 17)
	STEP_F(B, CC, D, A, 15, 0x49b40821, 22)
	C Round 2.
	STEP_G(A, B, CC, D,  1, 0xf61e2562,  5)
	STEP_G(D, A, B, CC,  6, 0xc040b340,  9)
	STEP_G(CC, D, A, B, 11, 0x265e5a51, 14)
	STEP_G(B, CC, D, A,  0, 0xe9b6c7aa, 20)
	STEP_G(A, B, CC, D,  5, 0xd62f105d,  5)
	STEP_G(D, A, B, CC, 10, 0x02441453,  9)
	STEP_G(CC, D, A, B, 15, 0xd8a1e681, 14)
	STEP_G(B, CC, D, A,  4, 0xe7d3fbc8, 20)
	STEP_G(A, B, CC, D,  9, 0x21e1cde6,  5)
	STEP_G(D, A, B, CC, 14, 0xc33707d6,  9)
	STEP_G(CC, D, A, B,  3, 0xf4d50d87, 14)
	STEP_G(B, CC, D, A,  8, 0x455a14ed, 20)
	STEP_G(A, B, CC, D, 13, 0xa9e3e905,  5)
	STEP_G(D, A, B, CC,  2, 0xfcefa3f8,  9)
	STEP_G(CC, D, A, B,  7, 0x676f02d9, 14)
	STEP_G(B, CC, D, A, 12, 0x8d2a4c8a, 20)
	C Round 3.
	STEP_H(A, B, CC, D,  5, 0xfffa3942,  4)
	STEP_H(D, A, B, CC,  8, 0x8771f681, 11)
	STEP_H(CC, D, A, B, 11, 0x6d9d6122, 16)
	STEP_H(B, CC, D, A, 14, 0xfde5380c, 23)
	STEP_H(A, B, CC, D,  1, 0xa4beea44,  4)
	STEP_H(D, A, B, CC,  4, 0x4bdecfa9, 11)
	STEP_H(CC, D, A, B,  7, 0xf6bb4b60, 16)
	STEP_H(B, CC, D, A, 10, 0xbebfbc70, 23)
	STEP_H(A, B, CC, D, 13, 0x289b7ec6,  4)
	STEP_H(D, A, B, CC,  0, 0xeaa127fa, 11)
	STEP_H(CC, D, A, B,  3, 0xd4ef3085, 16)
	STEP_H(B, CC, D, A,  6, 0x04881d05, 23)
	STEP_H(A, B, CC, D,  9, 0xd9d4d039,  4)
	STEP_H(D, A, B, CC, 12, 0xe6db99e5, 11)
	STEP_H(CC, D, A, B, 15, 0x1fa27cf8, 16)
	STEP_H(B, CC, D, A,  2, 0xc4ac5665, 23)
	C Round 4.
	STEP_I(A, B, CC, D,  0, 0xf4292244,  6)
	STEP_I(D, A, B, CC,  7, 0x432aff97, 10)
	STEP_I(CC, D, A, B, 14, 0xab9423a7, 15)
	STEP_I(B, CC, D, A,  5, 0xfc93a039, 21)
	STEP_I(A, B, CC, D, 12, 0x655b59c3,  6)
	STEP_I(D, A, B, CC,  3, 0x8f0ccc92, 10)
	STEP_I(CC, D, A, B, 10, 0xffeff47d, 15)
	STEP_I(B, CC, D, A,  1, 0x85845dd1, 21)
	STEP_I(A, B, CC, D,  8, 0x6fa87e4f,  6)
	STEP_I(D, A, B, CC, 15, 0xfe2ce6e0, 10)
	STEP_I(CC, D, A, B,  6, 0xa3014314, 15)
	STEP_I(B, CC, D, A, 13, 0x4e0811a1, 21)
	STEP_I(A, B, CC, D,  4, 0xf7537e82,  6)
	STEP_I(D, A, B, CC, 11, 0xbd3af235, 10)
	STEP_I(CC, D, A, B,  2, 0x2ad7d2bb, 15)
	STEP_I(B, CC, D, A,  9, 0xeb86d391, 21)

	C The chaining values += the block's result.
	add	(STATE), A
	add	4(STATE), B
	add	8(STATE), CC
	add	12(STATE), D
	mov	A, (STATE)
	mov	B, 4(STATE)
	mov	CC, 8(STATE)
	mov	D, 12(STATE)
	add	<$>64, DATA
	sub	<$>1, BLOCKS
	jnz	.Loop
.Ldone:
	ret
EPILOGUE(_symcrypt_md5_compress)
