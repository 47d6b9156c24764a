dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/blake2b-compress.asm -- the BLAKE2b compression function
C by rows, SSSE3.
C
C Why: without AVX2 the C code ran; libsodium's SSSE3/SSE4.1 rows beat
C it (doc/blake2.md).  As x86_64/avx2/blake2b-compress.asm, the four G
C of a step side by side, a row of four 64-bit words in two xmm
C registers (words 0, 1 and 2, 3), so each operation of a step is two
C independent instructions.  The sixteen registers hold the four rows,
C the chaining value, a message pair, a temporary and the two pshufb
C patterns.  The rotations by 32, 24 and 16 are one pshufd or pshufb,
C by 63 a shift, an add and an or.  The message words of a lane pair
C are loaded by movq and movhps.
C
C Between the steps rows a and c turn by one word, row d by two; d's
C turn is the other reading of its pair.  TURN below turns a pair by
C one word with two palignr, leaving the row's halves in the other
C register of the pair when it turns to the left: a turns right to the
C diagonals and back left, c left and back right, so their halves
C change registers from round to round (A_LO, C_LO), and are back in
C the first ones after twelve.
C
C Bound on Zen 3: about 27 cycles a round (the chain of a step as in
C the AVX2 file, each operation now two instructions side by side),
C 330 a block of 128 bytes, 2.6 cycles per byte; about 1,250 vector
C instructions a block, 310 cycles on four pipes.  Measured:
C doc/blake2.md.

dnl void _symcrypt_blake2b_compress(uint64_t *state, size_t length,
dnl                                 const uint8_t *data, unsigned last_bit)
dnl src/functions.def has the contract; the C twin is
dnl src/blake/blake2-compress.c.  The branches depend on LENGTH and LAST
dnl alone.

INCLUDE_SRC(<x86-common/blake2-schedule.m4>)dnl
define(<STATE>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)
define(<LAST>, <%ecx>)
define(<CTR0>, <%r8>)		dnl the counter, low and high words
define(<CTR1>, <%r9>)
define(<BYTES>, <%r10>)		dnl bytes of the block
define(<FINAL>, <%r11>)		dnl its flag: 0 or all ones
define(<H0>, <%xmm0>)		dnl the chaining value, words 0-1 .. 6-7
define(<H1>, <%xmm1>)
define(<H2>, <%xmm2>)
define(<H3>, <%xmm3>)
define(<A0>, <%xmm4>)		dnl row a, two registers
define(<A1>, <%xmm5>)
define(<B0>, <%xmm6>)		dnl row b: words 0, 1 and 2, 3
define(<B1>, <%xmm7>)
define(<C0>, <%xmm8>)		dnl row c, two registers
define(<C1>, <%xmm9>)
define(<D0>, <%xmm10>)		dnl row d: words 0, 1 and 2, 3
define(<D1>, <%xmm11>)
define(<X>, <%xmm12>)		dnl a lane pair's message words
define(<T>, <%xmm13>)		dnl temporary
define(<R16>, <%xmm14>)		dnl the pshufb patterns
define(<R24>, <%xmm15>)

dnl The registers of row a's and row c's words 0, 1 (LO) and 2, 3 (HI)
dnl at the start of round R.
define(<A_LO>, <ifelse(eval(($1) % 2), 0, <A0>, <A1>)>)
define(<A_HI>, <ifelse(eval(($1) % 2), 0, <A1>, <A0>)>)
define(<C_LO>, <ifelse(eval(($1) % 2), 0, <C0>, <C1>)>)
define(<C_HI>, <ifelse(eval(($1) % 2), 0, <C1>, <C0>)>)

dnl RORQ(n, x): rotate each 64-bit word of X right by N (32, 24, 16 or
dnl 63).
define(<RORQ>, <ifelse($1, 32, <
	pshufd	$<>0xb1, $2, $2>, $1, 24, <
	pshufb	R24, $2>, $1, 16, <
	pshufb	R16, $2>, <
	movdqa	$2, T
	psrlq	$<>63, T
	paddq	$2, $2
	por	T, $2>)>)

dnl GATHER(r, step, half, pair): the message words of lanes 2 PAIR and
dnl 2 PAIR + 1 into X.
define(<GATHER>, <
	movq	eval(8 * B2_WORD($1, $2, $3, eval(2 * $4)))(DATA), X
	movhps	eval(8 * B2_WORD($1, $2, $3, eval(2 * $4 + 1)))(DATA), X>)

dnl HALF(r, step, half, a_lo, a_hi, c_lo, c_hi, d_lo, d_hi, r1, r2):
dnl half of the four G: a += b + m, d = (d ^ a) rotated by R1, c += d,
dnl b = (b ^ c) rotated by R2, on each row's lanes 0, 1 and 2, 3 in
dnl the registers named.  a + m first, off the chain.
define(<HALF>, <
	GATHER($1, $2, $3, 0)
	paddq	X, $4
	GATHER($1, $2, $3, 1)
	paddq	X, $5
	paddq	B0, $4
	paddq	B1, $5
	pxor	$4, $8
	pxor	$5, $9
	RORQ($10, $8)
	RORQ($10, $9)
	paddq	$8, $6
	paddq	$9, $7
	pxor	$6, B0
	pxor	$7, B1
	RORQ($11, B0)
	RORQ($11, B1)>)

dnl TURN(p, q): the row whose words 0, 1 are in P and 2, 3 in Q turned
dnl by one word: P gets words 3, 0 and Q words 1, 2, so that (P, Q)
dnl is the row turned right, (Q, P) the row turned left.
define(<TURN>, <
	movdqa	$1, T
	palignr	$<>8, $2, $1
	palignr	$<>8, T, $2>)

dnl ROUND(r): round R.  The diagonal step has row b as it is, row a
dnl turned right by one word (in A_LO, A_HI), row c left by one (in
dnl C_HI, C_LO), row d by two (D1, D0).  The turns back leave a in
dnl (A_HI, A_LO), c in (C_HI, C_LO): round R + 1's A_LO and C_LO.
define(<ROUND>, <
	C round $1
	HALF($1, 0, 0, A_LO($1), A_HI($1), C_LO($1), C_HI($1), D0, D1, 32, 24)
	HALF($1, 0, 1, A_LO($1), A_HI($1), C_LO($1), C_HI($1), D0, D1, 16, 63)
	TURN(A_LO($1), A_HI($1))
	TURN(C_LO($1), C_HI($1))
	HALF($1, 1, 0, A_LO($1), A_HI($1), C_HI($1), C_LO($1), D1, D0, 32, 24)
	HALF($1, 1, 1, A_LO($1), A_HI($1), C_HI($1), C_LO($1), D1, D0, 16, 63)
	TURN(A_LO($1), A_HI($1))
	TURN(C_HI($1), C_LO($1))>)

PROLOGUE(_symcrypt_blake2b_compress)
	mov	64(STATE), CTR0
	mov	72(STATE), CTR1
	movdqu	(STATE), H0
	movdqu	16(STATE), H1
	movdqu	32(STATE), H2
	movdqu	48(STATE), H3
	movdqa	.Lrot16(%rip), R16
	movdqa	.Lrot24(%rip), R24
.Lblock:
	B2_NEXT_BLOCK(128)
	C the 128-bit counter
	add	BYTES, CTR0
	adc	$<>0, CTR1
	C a, b: the chaining value; c: the IV's first half; d: its second
	C XORed with the counter and the flag
	movdqa	H0, A0
	movdqa	H1, A1
	movdqa	H2, B0
	movdqa	H3, B1
	movdqa	.Liv(%rip), C0
	movdqa	.Liv+16(%rip), C1
	movq	CTR0, D0
	movq	CTR1, T
	punpcklqdq	T, D0
	pxor	.Liv+32(%rip), D0
	movq	FINAL, D1
	pxor	.Liv+48(%rip), D1
forloop(<r>, 0, 11, <ROUND(r)
>)dnl
	C h ^= a ^ c, b ^ d (after twelve rounds the halves are back in
	C their first registers)
	pxor	C0, A0
	pxor	C1, A1
	pxor	D0, B0
	pxor	D1, B1
	pxor	A0, H0
	pxor	A1, H1
	pxor	B0, H2
	pxor	B1, H3
	test	FINAL, FINAL
	jnz	.Ldone
	add	$<>128, DATA
	sub	$<>128, LENGTH
	jmp	.Lblock
.Ldone:
	movdqu	H0, (STATE)
	movdqu	H1, 16(STATE)
	movdqu	H2, 32(STATE)
	movdqu	H3, 48(STATE)
	mov	CTR0, 64(STATE)
	mov	CTR1, 72(STATE)
	ret
EPILOGUE(_symcrypt_blake2b_compress)

C The IV (RFC 7693, 2.6) and the byte patterns of the rotations by 16
C and 24.
RODATA
	.p2align 4
.Liv:
	.quad	0x6a09e667f3bcc908, 0xbb67ae8584caa73b
	.quad	0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
	.quad	0x510e527fade682d1, 0x9b05688c2b3e6c1f
	.quad	0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
.Lrot16:
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
.Lrot24:
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
