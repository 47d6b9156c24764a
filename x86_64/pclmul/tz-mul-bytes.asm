dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/pclmul/tz-mul-bytes.asm -- the Tillich-Zémor hash, a byte at a
C time with 128-bit carry-less multiplication (PCLMULQDQ and SSE2).
C
C Why: CPUs with PCLMULQDQ but without VPCLMULQDQ (Westmere to Skylake,
C Zen 1 to 3, and the Pentium, Celeron and Atom parts without AVX),
C where the bit-serial code is bound by one chain of dependent vector
C operations per bit.  The design is that of x86_64/vpclmul, one row
C of the state per register: the eight bit matrices of a byte multiply
C to a 2x2 matrix M of polynomials of degree <= 8, and a row times M is
C eight 64x64-bit carry-less products.  Only legacy SSE2 encodings, so
C that every CPU with PCLMULQDQ runs it.
C
C The matrices of 8 bytes at a time are built bit-serially in 16-bit
C lanes, one byte per lane (no table, no data-dependent address), then
C widened to [m00, m01] and [m10, m11] qword pairs in the frame.  The
C entries stay redundant, of degree <= 127: a product a m (deg m <= 8)
C is P + x^64 Q with P = a_lo m, Q = a_hi m; x^128 = x^64 + x turns it
C into P + [Q_hi x, Q_lo + Q_hi] with no carry out of either word.  Bit
C 127 is folded once, on the way out.
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, 100000-byte
C input, MB/s, two passes; doc/tzhash.md):
C   this file  77.3 / 90.5     x86_64/vpclmul  181.4 / 178.0
C   Go reference tz.Sum (AVX2)  40.2 / 40.0

dnl void _symcrypt_tz_mul_bytes(uint64_t *state, size_t length,
dnl                             const uint8_t *data)
dnl state: c00, c10, c01, c11 (2 words each).

INCLUDE_SRC(<x86_64/m4/tzhash.m4>)dnl
dnl The product of a row of the state and the byte's matrix at MP.
dnl TZ_ROW_TIMES_M(a, b, pa, qa, pb, qb, r, s): the products of the row
dnl (a, b) with the byte's matrix at MP: pa + x^64 qa = a m00 + b m10,
dnl pb + x^64 qb = a m01 + b m11.
define(<TZ_ROW_TIMES_M>, <
	movdqa	(MP), $3
	pclmulqdq <$>0x00, $1, $3
	movdqa	16(MP), $7
	pclmulqdq <$>0x00, $2, $7
	movdqa	(MP), $4
	pclmulqdq <$>0x10, $1, $4
	movdqa	16(MP), $8
	pclmulqdq <$>0x10, $2, $8
	pxor	$7, $3
	pxor	$8, $4
	movdqa	(MP), $5
	pclmulqdq <$>0x01, $1, $5
	movdqa	16(MP), $7
	pclmulqdq <$>0x01, $2, $7
	movdqa	(MP), $6
	pclmulqdq <$>0x11, $1, $6
	movdqa	16(MP), $8
	pclmulqdq <$>0x11, $2, $8
	pxor	$7, $5
	pxor	$8, $6>)dnl
dnl TZ_REDUCE(p, q, t, dst): dst = p + [q_hi x, q_lo + q_hi].
define(<TZ_REDUCE>, <
	movdqa	$2, $3
	psrldq	<$>8, $3		C [q_hi, 0]
	pxor	$3, $2
	pslldq	<$>8, $2		C [0, q_lo + q_hi]
	psllq	<$>1, $3
	pxor	$1, $2
	pxor	$3, $2
	movdqa	$2, $4>)dnl
define(<STATE>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)
define(<N>, <%rcx>)	dnl bytes in the current block of <= 8
define(<MP>, <%rax>)	dnl the current byte's matrix in the frame
define(<SRC>, <%r8>)	dnl the current block: DATA or a copy of the tail
define(<TMP>, <%r9>)

dnl Frame: for byte i of the block, at 32i the qwords m00, m01 and at
dnl 32i + 16 the qwords m10, m11; then a copy of a short tail.
define(<TAIL>, <256>)
define(<FRAME>, <264>)	dnl 8 mod 16: the frame is 16-byte aligned

define(<A0>, <%xmm0>)	dnl c00
define(<A1>, <%xmm1>)	dnl c10
define(<B0>, <%xmm2>)	dnl c01
define(<B1>, <%xmm3>)	dnl c11

dnl Registers of the block matrices.
define(<D>, <%xmm4>)	dnl the 8 bytes, in 16-bit lanes, current bit on top
define(<MASK>, <%xmm5>)	dnl all ones in lanes whose current bit is 1
define(<X00>, <%xmm6>)
define(<X01>, <%xmm7>)
define(<X10>, <%xmm8>)
define(<X11>, <%xmm9>)
define(<Y0>, <%xmm10>)
define(<Y1>, <%xmm11>)
define(<ONES>, <%xmm12>)	dnl 16-bit lanes of 1
define(<ZERO>, <%xmm13>)
define(<T>, <%xmm14>)
define(<U>, <%xmm15>)

dnl Registers of the byte loop: products of row 0 and of row 1.
define(<PA0>, <%xmm4>)
define(<QA0>, <%xmm5>)
define(<PB0>, <%xmm6>)
define(<QB0>, <%xmm7>)
define(<R0>, <%xmm8>)
define(<S0>, <%xmm9>)
define(<PA1>, <%xmm10>)
define(<QA1>, <%xmm11>)
define(<PB1>, <%xmm12>)
define(<QB1>, <%xmm13>)
define(<R1>, <%xmm14>)
define(<S1>, <%xmm15>)

dnl NEXT_BIT: MASK from the top bit of each lane of D, then shift D.
define(<NEXT_BIT>, <
	movdqa	D, MASK
	psraw	<$>15, MASK
	paddw	D, D>)

dnl BIT_STEP(a, b, t): a row (a, b) times the matrix of one bit:
dnl t = a x + b, b = a + (t if the bit is 1): the new row is (t, b).
define(<BIT_STEP>, <
	movdqa	$1, $3
	paddw	$3, $3
	pxor	$2, $3
	movdqa	MASK, $2
	pand	$3, $2
	pxor	$1, $2>)

dnl PAIRS_OUT(lo, hi, offset): store the qword pairs (lo_i, hi_i) of
dnl bytes i = 0..3, from 32-bit lanes LO and HI, at OFFSET + 32 i.
define(<PAIRS_OUT>, <
	movdqa	$1, MASK
	punpckldq $2, MASK
	punpckhdq $2, $1
	movdqa	MASK, D
	punpckldq ZERO, MASK
	punpckhdq ZERO, D
	movdqa	MASK, $3<>(%rsp)
	movdqa	D, $3+32(%rsp)
	movdqa	$1, MASK
	punpckldq ZERO, MASK
	punpckhdq ZERO, $1
	movdqa	MASK, $3+64(%rsp)
	movdqa	$1, $3+96(%rsp)>)

dnl ROW_OUT(e0, e1, offset): the row's pairs (e0_i, e1_i) of the 8
dnl bytes, widened from 16-bit lanes; uses D, MASK, T and U.
define(<ROW_OUT>, <
	movdqa	$1, T
	movdqa	$2, U
	punpcklwd ZERO, T
	punpcklwd ZERO, U
	punpckhwd ZERO, $1
	punpckhwd ZERO, $2
	PAIRS_OUT(T, U, $3)
	PAIRS_OUT($1, $2, $3+128)>)

	.file "tz-mul-bytes.asm"

PROLOGUE(_symcrypt_tz_mul_bytes)
	test	LENGTH, LENGTH
	jz	.Lreturn
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)

	movdqu	(STATE), A0
	movdqu	16(STATE), A1
	movdqu	32(STATE), B0
	movdqu	48(STATE), B1

.Lblock:
	mov	<$>8, N
	mov	DATA, SRC
	cmp	N, LENGTH
	jae	.Lfull
	C A tail of 1..7 bytes: copy it into a zeroed block.
	mov	LENGTH, N
	movq	<$>0, TAIL<>(%rsp)
	xor	TMP, TMP
.Lcopy:
	movzbl	(DATA, TMP), %r10d
	movb	%r10b, TAIL<>(%rsp, TMP)
	add	<$>1, TMP
	cmp	N, TMP
	jb	.Lcopy
	lea	TAIL<>(%rsp), SRC
.Lfull:
	add	N, DATA
	sub	N, LENGTH

	C The matrices of the 8 bytes, one per 16-bit lane; each lane
	C holds its byte twice, the top copy shifted out bit by bit.
	pcmpeqw	ONES, ONES
	psrlw	<$>15, ONES
	pxor	ZERO, ZERO
	movq	(SRC), D
	punpcklbw D, D
	C The first bit, from the identity rows (1, 0) and (0, 1).
	NEXT_BIT
	movdqa	ONES, X00
	paddw	X00, X00
	movdqa	MASK, X01
	pand	X00, X01
	pxor	ONES, X01
	movdqa	ONES, X10
	movdqa	MASK, X11
	pand	ONES, X11
	C The other seven; the new first entry alternates registers.
	TZ_MATRIX_BITS
	C Now m00 = Y0, m01 = X01, m10 = Y1, m11 = X11.
	ROW_OUT(Y0, X01, 0)
	ROW_OUT(Y1, X11, 16)

	mov	%rsp, MP
.Lbyte:
	C Row r: (c_r0, c_r1) = (Ar, Br) becomes
	C (c_r0 m00 + c_r1 m10, c_r0 m01 + c_r1 m11).
	TZ_ROW_TIMES_M(A0, B0, PA0, QA0, PB0, QB0, R0, S0)
	TZ_ROW_TIMES_M(A1, B1, PA1, QA1, PB1, QB1, R1, S1)
	TZ_REDUCE(PA0, QA0, R0, A0)
	TZ_REDUCE(PB0, QB0, S0, B0)
	TZ_REDUCE(PA1, QA1, R1, A1)
	TZ_REDUCE(PB1, QB1, S1, B1)
	add	<$>32, MP
	sub	<$>1, N
	jnz	.Lbyte

	test	LENGTH, LENGTH
	jnz	.Lblock

	TZ_FOLD(A0, R0, S0)
	TZ_FOLD(A1, R0, S0)
	TZ_FOLD(B0, R0, S0)
	TZ_FOLD(B1, R0, S0)
	movdqu	A0, (STATE)
	movdqu	A1, 16(STATE)
	movdqu	B0, 32(STATE)
	movdqu	B1, 48(STATE)

	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
.Lreturn:
	ret
EPILOGUE(_symcrypt_tz_mul_bytes)
