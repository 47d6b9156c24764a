dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/blake2b-compress.asm -- the BLAKE2b compression function by
C rows, SSE2.
C
C Why: the -m32 C code does every 64-bit addition, XOR and rotation as
C two or more 32-bit operations on spilled words; SSE2 has 64-bit lanes
C (paddq, psrlq, psllq).  A row of four words is two xmm registers, the
C four G of a step side by side, as x86/sse2/blake2s-compress.asm does
C for BLAKE2s.  Eight registers do not hold the four rows and a
C temporary, so row d lives in the frame (it is read once and written
C once a half step, off the chain), rows a, b and c in registers.
C Between the steps rows a and c are turned by punpcklqdq and
C punpckhqdq (no palignr in SSE2), row d by reading its two halves the
C other way round.  A turn by one word leaves the row's halves in the
C other register of the pair; each round turns a and c there and back,
C so the halves change registers from round to round (A_LO, C_LO).
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4), gcc -m32,
C symcrypt_blake2b, rdtsc ticks a byte (doc/x86-32.md):
C              this file    C twin
C   64 B         7.49        23.3
C   16 KiB       3.31        11.14

dnl void _symcrypt_blake2b_compress(uint64_t *state, size_t length,
dnl                                 const uint8_t *data, unsigned last_bit)
dnl src/functions.def has the contract; the C twin is
dnl src/blake/blake2-compress.c.  The branches depend on LENGTH and LAST
dnl alone.

INCLUDE_SRC(<x86-common/blake2-schedule.m4>)dnl
define(<STATE>, <%esi>)
define(<LENGTH>, <%ecx>)
define(<DATA>, <%edx>)
define(<LAST>, <%edi>)
define(<BYTES>, <%eax>)		dnl bytes of this block
define(<FINAL>, <%ebx>)		dnl its flag: 0 or 2^32 - 1
define(<A0>, <%xmm0>)		dnl row a, two registers
define(<A1>, <%xmm1>)
define(<B0>, <%xmm2>)		dnl row b: words 0, 1 and 2, 3
define(<B1>, <%xmm3>)
define(<C0>, <%xmm4>)		dnl row c, two registers
define(<C1>, <%xmm5>)
define(<T>, <%xmm6>)		dnl temporaries
define(<X>, <%xmm7>)
dnl The frame: the IV at 0, the counter (t, 128 bits) at 64, the final
dnl flag and 0 at 80 (64 bits each), row d at 96 and 112.
define(<IV>, <eval(16 * ($1))(%esp)>)
define(<COUNTER>, <64(%esp)>)
define(<FLAGS>, <80(%esp)>)
define(<D>, <eval(96 + 16 * ($1))(%esp)>)

dnl The registers of row a's and row c's words 0, 1 (LO) and 2, 3 (HI)
dnl at the start of round R.
define(<A_LO>, <ifelse(eval(($1) % 2), 0, <A0>, <A1>)>)
define(<A_HI>, <ifelse(eval(($1) % 2), 0, <A1>, <A0>)>)
define(<C_LO>, <ifelse(eval(($1) % 2), 0, <C0>, <C1>)>)
define(<C_HI>, <ifelse(eval(($1) % 2), 0, <C1>, <C0>)>)

C ROR64(n, x, t): rotate each 64-bit word of X right by N, using T.
define(<ROR64>, <ifelse($1, 32, <
	pshufd	$<>0xb1, $2, $2>, $1, 63, <
	movdqa	$2, $3
	psrlq	$<>63, $3
	paddq	$2, $2
	por	$3, $2>, <
	movdqa	$2, $3
	psrlq	$<>$1, $2
	psllq	$<>eval(64 - $1), $3
	por	$3, $2>)>)

C GATHER(r, step, half, pair, x): the message words of lanes 2 PAIR
C and 2 PAIR + 1 into X.
define(<GATHER>, <
	movq	eval(8 * B2_WORD($1, $2, $3, eval(2 * $4)))(DATA), $5
	movhps	eval(8 * B2_WORD($1, $2, $3, eval(2 * $4 + 1)))(DATA), $5>)

C HALF(r, step, half, a_lo, a_hi, c_lo, c_hi, d_lo, d_hi, r1, r2):
C half of the four G: a += b + m, d = (d ^ a) rotated by R1, c += d,
C b = (b ^ c) rotated by R2; each row's lanes 0, 1 and 2, 3 in the
C registers (the slots for d) named.
define(<HALF>, <
	GATHER($1, $2, $3, 0, X)
	paddq	X, $4
	GATHER($1, $2, $3, 1, X)
	paddq	X, $5
	paddq	B0, $4
	paddq	B1, $5
	movdqa	$8, T
	pxor	$4, T
	ROR64($10, T, X)
	movdqa	T, $8
	paddq	T, $6
	movdqa	$9, T
	pxor	$5, T
	ROR64($10, T, X)
	movdqa	T, $9
	paddq	T, $7
	pxor	$6, B0
	ROR64($11, B0, T)
	pxor	$7, B1
	ROR64($11, B1, T)>)

C TURN(lo, hi): the row in LO (words 0, 1) and HI (2, 3) turned by
C one word: LO gets words 1, 2 and HI words 3, 0.  Read the other way
C round (HI as the low half), it is turned back by one word.
define(<TURN>, <
	movdqa	$2, T
	punpcklqdq	T, T
	movdqa	$1, X
	punpcklqdq	X, X
	punpckhqdq	T, $1
	punpckhqdq	X, $2>)

C ROUND(r): round R.  The diagonal step has row b as it is, row a
C turned back by one word (lanes 0, 1 in A_HI), row c turned on by one
C word (in C_LO, C_HI), row d by two (its slots swapped).
define(<ROUND>, <
	C round $1
	HALF($1, 0, 0, A_LO($1), A_HI($1), C_LO($1), C_HI($1), D(0), D(1), 32, 24)
	HALF($1, 0, 1, A_LO($1), A_HI($1), C_LO($1), C_HI($1), D(0), D(1), 16, 63)
	TURN(A_HI($1), A_LO($1))
	TURN(C_LO($1), C_HI($1))
	HALF($1, 1, 0, A_HI($1), A_LO($1), C_LO($1), C_HI($1), D(1), D(0), 32, 24)
	HALF($1, 1, 1, A_HI($1), A_LO($1), C_LO($1), C_HI($1), D(1), D(0), 16, 63)
	TURN(A_HI($1), A_LO($1))
	TURN(C_HI($1), C_LO($1))>)

PROLOGUE(_symcrypt_blake2b_compress)
	PUSH(%ebp)
	PUSH(%ebx)
	PUSH(%esi)
	PUSH(%edi)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	$<>144, %esp
	and	$<>-16, %esp
	C the IV (RFC 7693, 2.6), low word first
	forloop(<k>, 0, 15, <
	movl	$<>substr(<0xf3bcc908 0x6a09e667 0x84caa73b 0xbb67ae85 0xfe94f82b 0x3c6ef372 0x5f1d36f1 0xa54ff53a 0xade682d1 0x510e527f 0x2b3e6c1f 0x9b05688c 0xfb41bd6b 0x1f83d9ab 0x137e2179 0x5be0cd19>, eval(11 * k), 10), eval(4 * k)(%esp)>)
	mov	20(%ebp), STATE
	mov	24(%ebp), LENGTH
	mov	28(%ebp), DATA
	mov	32(%ebp), LAST
	forloop(<k>, 0, 3, <
	mov	eval(64 + 4 * k)(STATE), %eax
	mov	%eax, eval(64 + 4 * k)(%esp)>)
	movl	$<>0, 88(%esp)
	movl	$<>0, 92(%esp)
.Lblock:
	B2_NEXT_BLOCK(128)
	add	BYTES, COUNTER
	adcl	$<>0, 68(%esp)
	adcl	$<>0, 72(%esp)
	adcl	$<>0, 76(%esp)
	mov	FINAL, FLAGS
	mov	FINAL, 84(%esp)
	C a, b: the chaining value; c: the IV's first half; d: its second
	C XORed with the counter and the flag
	movdqu	(STATE), A0
	movdqu	16(STATE), A1
	movdqu	32(STATE), B0
	movdqu	48(STATE), B1
	movdqa	IV(0), C0
	movdqa	IV(1), C1
	movdqa	IV(2), T
	pxor	COUNTER, T
	movdqa	T, D(0)
	movdqa	IV(3), T
	pxor	FLAGS, T
	movdqa	T, D(1)
forloop(<r>, 0, 11, <ROUND(r)
>)dnl
	C h ^= a ^ c, b ^ d (after twelve rounds the halves are back in
	C their first registers)
	pxor	C0, A0
	pxor	C1, A1
	pxor	D(0), B0
	pxor	D(1), B1
	movdqu	(STATE), T
	pxor	T, A0
	movdqu	A0, (STATE)
	movdqu	16(STATE), T
	pxor	T, A1
	movdqu	A1, 16(STATE)
	movdqu	32(STATE), T
	pxor	T, B0
	movdqu	B0, 32(STATE)
	movdqu	48(STATE), T
	pxor	T, B1
	movdqu	B1, 48(STATE)
	test	FINAL, FINAL
	jnz	.Ldone
	add	$<>128, DATA
	sub	$<>128, LENGTH
	jmp	.Lblock
.Ldone:
	forloop(<k>, 0, 3, <
	mov	eval(64 + 4 * k)(%esp), %eax
	mov	%eax, eval(64 + 4 * k)(STATE)>)
	mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%edi)
	POP(%esi)
	POP(%ebx)
	POP(%ebp)
	ret
EPILOGUE(_symcrypt_blake2b_compress)
