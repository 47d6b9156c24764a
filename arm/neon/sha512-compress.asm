dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/sha512-compress.asm -- the SHA-512 compression function on
C NEON's 64-bit lanes.

C void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
C                                const uint8_t *data)
C FIPS 180-4, 6.4.2, over BLOCKS 128-byte blocks; the C twin is
C src/sha2/sha512-compress.c.  Needs NEON (ARMv7-A, e.g. Cortex-A9).
C
C Why this file exists: on 32-bit ARM, gcc's C works on 64-bit words
C in halves, 86 guest instructions a byte.  NEON has 64-bit adds,
C shifts and shift-inserts, and a bit select: one round is 26
C instructions on d registers, plus one per round for W + K, and the
C schedule two words in 19 (W[t-2] and W[t-1] are never the words
C being computed, so both lanes of a quad go at once).
C - rotations are a right shift and a left shift-insert;
C - Ch(e, f, g) is vbsl with a copy of e as the mask, Maj(a, b, c)
C   vbsl with a ^ b as the mask, choosing c where a and b differ;
C - the eight working variables are never moved: each round names
C   them one place further on (m4 arguments).
C
C Measured (guest instructions per byte, qemu-arm -cpu cortex-a9 with
C the qemu-icount plugin (HACKING.md, Measuring), whole update+digest calls,
C 2026-11-22):
C
C   message            64 B    1 KiB   16 KiB
C   this file          50.2    25.0    22.1
C   C twin (gcc 12)   178.1    96.6    86.1
C   OpenSSL 3.0 scalar 145.8   78.9    70.4   (OPENSSL_armcap=0)
C   OpenSSL 3.0 NEON   51.3    25.8    22.8
C   Nettle 3.8 NEON    63.8    32.7    29.0

	ARCH_NEON

define(<STATE>, <r0>)
define(<BLOCKS>, <r1>)
define(<DATA>, <r2>)
define(<KP>, <r3>)	C next K
define(<KEND>, <r12>)	C the end of the K table
define(<P>, <lr>)	C a pointer into the state

C W[t mod 16] in d0-d15 (q0-q7); a..h start in d16-d23 and move one
C register on per round.  Temporaries:
define(<WK>, <q12>)	C W + K of two rounds, d24 and d25
define(<T0>, <d26>)
define(<T1>, <d27>)
define(<T2>, <d28>)
define(<T3>, <d29>)
define(<T4>, <d30>)

C ROUND(a, b, c, d, e, f, g, h, wk): h becomes the new a, d the new e.
define(<ROUND>, <
	vadd.i64 $8, $8, $9		C h += W + K
	vshr.u64 T0, $5, #14		C Sigma1(e)
	vshr.u64 T1, $5, #18
	vshr.u64 T2, $5, #41
	vsli.64	T0, $5, #50
	vsli.64	T1, $5, #46
	vsli.64	T2, $5, #23
	vmov	T3, $5			C Ch(e, f, g)
	vbsl	T3, $6, $7
	veor	T0, T0, T1
	veor	T0, T0, T2
	vadd.i64 $8, $8, T3
	vshr.u64 T1, $1, #28		C Sigma0(a)
	vadd.i64 $8, $8, T0
	vshr.u64 T2, $1, #34
	vshr.u64 T3, $1, #39
	vsli.64	T1, $1, #36
	vsli.64	T2, $1, #30
	vsli.64	T3, $1, #25
	vadd.i64 $4, $4, $8		C d += h
	veor	T4, $1, $2		C Maj(a, b, c)
	veor	T1, T1, T2
	vbsl	T4, $3, $2
	veor	T1, T1, T3
	vadd.i64 $8, $8, T4
	vadd.i64 $8, $8, T1>)

C WKPAIR(q): W + K of the two words in q, for the next two rounds.
define(<WKPAIR>, <
	vld1.64	{d24, d25}, [KP :128]!
	vadd.i64 WK, WK, $1>)

C SCHED2(w, w1, w7, w8, w14): the quad w held W[t-16], W[t-15] and
C gets W[t], W[t+1]; w1 holds W[t-14..t-13], w7 and w8 W[t-8..t-5],
C w14 W[t-2..t-1]:
C W[i] = W[i-16] + sigma0(W[i-15]) + W[i-7] + sigma1(W[i-2]).
define(<SCHED2>, <
	vext.64	q13, $1, $2, #1		C W[i-15]
	vext.64	q14, $3, $4, #1		C W[i-7]
	vadd.i64 $1, $1, q14
	vshr.u64 q14, q13, #1		C sigma0
	vshr.u64 q15, q13, #8
	vsli.64	q14, q13, #63
	vsli.64	q15, q13, #56
	vshr.u64 q13, q13, #7
	veor	q13, q13, q14
	veor	q13, q13, q15
	vadd.i64 $1, $1, q13
	vshr.u64 q13, $5, #19		C sigma1
	vshr.u64 q14, $5, #61
	vshr.u64 q15, $5, #6
	vsli.64	q13, $5, #45
	vsli.64	q14, $5, #3
	veor	q15, q15, q13
	veor	q15, q15, q14
	vadd.i64 $1, $1, q15>)

C ROUNDS8(q0, q1, q2, q3, s0, s1, s2, s3): eight rounds on the words
C in the quads q0..q3, from a = d16; each pair after the schedule step
C s (if any) that computes its words, and W + K.
define(<ROUNDS8>, <
	$5
	WKPAIR($1)
	ROUND(d16, d17, d18, d19, d20, d21, d22, d23, d24)
	ROUND(d23, d16, d17, d18, d19, d20, d21, d22, d25)
	$6
	WKPAIR($2)
	ROUND(d22, d23, d16, d17, d18, d19, d20, d21, d24)
	ROUND(d21, d22, d23, d16, d17, d18, d19, d20, d25)
	$7
	WKPAIR($3)
	ROUND(d20, d21, d22, d23, d16, d17, d18, d19, d24)
	ROUND(d19, d20, d21, d22, d23, d16, d17, d18, d25)
	$8
	WKPAIR($4)
	ROUND(d18, d19, d20, d21, d22, d23, d16, d17, d24)
	ROUND(d17, d18, d19, d20, d21, d22, d23, d16, d25)>)

	.text
	.p2align 4
C FIPS 180-4, 4.2.3, before the code so that adr reaches them.
.Lk:
	.quad	0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad	0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad	0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad	0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad	0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad	0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad	0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad	0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70
	.quad	0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad	0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b
	.quad	0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad	0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad	0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad	0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad	0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad	0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad	0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b
	.quad	0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817

PROLOGUE(_symcrypt_sha512_compress)
	cmp	BLOCKS, #0
	bxeq	lr
	PUSH(lr)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	adr	KP, .Lk
	add	KEND, KP, #640
	mov	P, STATE
	vld1.64	{d16, d17, d18, d19}, [P]!
	vld1.64	{d20, d21, d22, d23}, [P]

.Lblock:
	C W[0..15], big-endian.
	vld1.8	{d0, d1, d2, d3}, [DATA]!
	vld1.8	{d4, d5, d6, d7}, [DATA]!
	vld1.8	{d8, d9, d10, d11}, [DATA]!
	vld1.8	{d12, d13, d14, d15}, [DATA]!
	vrev64.8 q0, q0
	vrev64.8 q1, q1
	vrev64.8 q2, q2
	vrev64.8 q3, q3
	vrev64.8 q4, q4
	vrev64.8 q5, q5
	vrev64.8 q6, q6
	vrev64.8 q7, q7

	C Rounds 0-15.
	ROUNDS8(q0, q1, q2, q3)
	ROUNDS8(q4, q5, q6, q7)

	C Rounds 16-79, 16 a turn, each pair after its words.
.Lrounds:
	ROUNDS8(q0, q1, q2, q3, <SCHED2(q0, q1, q4, q5, q7)>,
		<SCHED2(q1, q2, q5, q6, q0)>, <SCHED2(q2, q3, q6, q7, q1)>,
		<SCHED2(q3, q4, q7, q0, q2)>)
	ROUNDS8(q4, q5, q6, q7, <SCHED2(q4, q5, q0, q1, q3)>,
		<SCHED2(q5, q6, q1, q2, q4)>, <SCHED2(q6, q7, q2, q3, q5)>,
		<SCHED2(q7, q0, q3, q4, q6)>)
	cmp	KP, KEND
	bne	.Lrounds

	C Add to the state.
	mov	P, STATE
	vld1.64	{d24, d25, d26, d27}, [P]!
	vld1.64	{d28, d29, d30, d31}, [P]
	vadd.i64 q8, q8, q12
	vadd.i64 q9, q9, q13
	vadd.i64 q10, q10, q14
	vadd.i64 q11, q11, q15
	mov	P, STATE
	vst1.64	{d16, d17, d18, d19}, [P]!
	vst1.64	{d20, d21, d22, d23}, [P]
	sub	KP, KP, #640
	subs	BLOCKS, BLOCKS, #1
	bne	.Lblock

	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(pc)
EPILOGUE(_symcrypt_sha512_compress)
