dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vpclmul/tz-mul-bytes.asm -- the Tillich-Zémor hash, a byte at a
C time with 256-bit carry-less multiplication (VPCLMULQDQ and AVX2).
C
C Why: the bit-serial update costs about ten vector operations per bit.
C The eight bit matrices of a byte multiply to a 2x2 matrix M of
C polynomials of degree <= 8, and the state times M is eight 64x64-bit
C carry-less products per row and column pair, which VPCLMULQDQ does two
C at a time (one per row, a row in each 128-bit lane).
C
C M is not looked up in a table indexed by the data: for 16 bytes at a
C time, the matrices are built bit-serially in 16-bit lanes, one byte per
C lane, with no data-dependent address or branch.
C
C The state is kept redundant inside the loop: entries are polynomials of
C degree <= 127 (bit 127 may be set), congruent to the field element.
C A product a m (deg a <= 127, deg m <= 8) is P + x^64 Q with P = a_lo m
C and Q = a_hi m, each of degree <= 71; with x^128 = x^64 + x it reduces
C to P + [Q_lo x^64] + Q_hi (x^64 + x): two words, no carry out.  Bit 127
C is folded once, on the way out.
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, 100000-byte
C input, MB/s, two passes; doc/tzhash.md):
C   this file  181.4 / 178.0     x86_64/pclmul  77.3 / 90.5
C   Go reference tz.Sum (AVX2)  40.2 / 40.0

dnl void _symcrypt_tz_mul_bytes(uint64_t *state, size_t length,
dnl                             const uint8_t *data)
dnl state: c00, c10, c01, c11 (2 words each), so each column of the
dnl matrix is one ymm register with row 0 in the low lane.

INCLUDE_SRC(<x86_64/m4/tzhash.m4>)dnl
define(<STATE>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)
define(<N>, <%rcx>)	dnl bytes in the current block of <= 16
define(<MP>, <%rax>)	dnl the current byte's matrix in the frame
define(<SRC>, <%r8>)	dnl the current block: DATA or a copy of the tail
define(<TMP>, <%r9>)

dnl Frame: the matrices of one block, then a copy of a short tail.
dnl Byte i of the block: at ROW0 + 8i the words m00, m01, m00, m01; at
dnl ROW1 + 8i the words m10, m11, m10, m11 (what VPMOVZXWQ widens to the
dnl multipliers of columns 0 and 1, in both lanes).
define(<ROW0>, <0>)
define(<ROW1>, <128>)
define(<TAIL>, <256>)
define(<FRAME>, <280>)

define(<A>, <%ymm0>)	dnl column 0: c00 | c10
define(<B>, <%ymm1>)	dnl column 1: c01 | c11
define(<M0>, <%ymm2>)	dnl m00, m01 in both lanes
define(<M1>, <%ymm3>)	dnl m10, m11 in both lanes
define(<P0>, <%ymm4>)
define(<Q0>, <%ymm5>)
define(<P1>, <%ymm6>)
define(<Q1>, <%ymm7>)
define(<T0>, <%ymm8>)
define(<T1>, <%ymm9>)
define(<SHIFT10>, <%ymm10>)	dnl qword shift counts 1, 0 in each lane
define(<ONES>, <%ymm11>)	dnl 16-bit lanes of 1
define(<PERM>, <%xmm12>)	dnl byte order for the block (below)

dnl Registers of the block matrices, over P0..T1 and M0, M1.
define(<D>, <%ymm2>)	dnl the 16 bytes, in 16-bit lanes, current bit on top
define(<MASK>, <%ymm3>)	dnl all ones in lanes whose current bit is 1
define(<X00>, <%ymm4>)
define(<X01>, <%ymm5>)
define(<X10>, <%ymm6>)
define(<X11>, <%ymm7>)
define(<Y0>, <%ymm8>)
define(<Y1>, <%ymm9>)

dnl BIT_STEP(a, b, t): a row (a, b) times the matrix of one bit:
dnl t = a x + b, b = a + (t if the bit is 1): the new row is (t, b).
define(<BIT_STEP>, <
	vpsllw	<$>1, $1, $3
	vpxor	$2, $3, $3
	vpand	MASK, $3, $2
	vpxor	$1, $2, $2>)

dnl NEXT_BIT: MASK from the top bit of each lane of D, then shift D.
define(<NEXT_BIT>, <
	vpsraw	<$>15, D, MASK
	vpaddw	D, D, D>)

dnl ROW_OUT(a, b, offset): store the row's pairs (a_i, b_i), each twice,
dnl in byte order (the input was permuted to make it so).  Uses D and
dnl MASK, free after the last bit.
define(<ROW_OUT>, <
	vpunpcklwd $2, $1, D
	vpunpckhwd $2, $1, MASK
	vpunpckldq D, D, $1
	vpunpckhdq D, D, $2
	vmovdqu	$1, $3<>(%rsp)
	vmovdqu	$2, $3+32(%rsp)
	vpunpckldq MASK, MASK, $1
	vpunpckhdq MASK, MASK, $2
	vmovdqu	$1, $3+64(%rsp)
	vmovdqu	$2, $3+96(%rsp)>)

	.file "tz-mul-bytes.asm"

PROLOGUE(_symcrypt_tz_mul_bytes)
	test	LENGTH, LENGTH
	jz	.Lreturn
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)

	vmovdqu	(STATE), A
	vmovdqu	32(STATE), B
	C Constants, made in registers.
	vpcmpeqd SHIFT10, SHIFT10, SHIFT10
	vpsrlw	<$>15, SHIFT10, ONES
	vpsrlq	<$>63, SHIFT10, SHIFT10
	vpsrldq	<$>8, SHIFT10, SHIFT10
	vmovdqa	.Lperm(%rip), PERM

.Lblock:
	mov	<$>16, N
	mov	DATA, SRC
	cmp	N, LENGTH
	jae	.Lfull
	C A tail of 1..15 bytes: copy it into a zeroed block.
	mov	LENGTH, N
	vpxor	%xmm8, %xmm8, %xmm8
	vmovdqu	%xmm8, TAIL<>(%rsp)
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

	C The matrices of the 16 bytes, one per 16-bit lane; the lanes
	C hold bytes 0 1 4 5 8 9 12 13 2 3 6 7 10 11 14 15, the order
	C that the unpacking in ROW_OUT puts back in sequence.
	vmovdqu	(SRC), %xmm2
	vpshufb	PERM, %xmm2, %xmm2
	vpmovzxbw %xmm2, D
	vpsllw	<$>8, D, D
	C The first bit, from the identity rows (1, 0) and (0, 1).
	NEXT_BIT
	vpsllw	<$>1, ONES, X00
	vpand	MASK, X00, X01
	vpxor	ONES, X01, X01
	vmovdqa	ONES, X10
	vpand	MASK, ONES, X11
	C The other seven; the new first entry alternates registers.
	TZ_MATRIX_BITS
	C Now m00 = Y0, m01 = X01, m10 = Y1, m11 = X11.
	ROW_OUT(Y0, X01, ROW0)
	ROW_OUT(Y1, X11, ROW1)

	mov	%rsp, MP
.Lbyte:
	vpmovzxwq ROW0<>(MP), M0
	vpmovzxwq ROW1<>(MP), M1
	C Column 0: c_r0 m00 + c_r1 m10, low and high halves of c.
	vpclmulqdq <$>0x00, M0, A, P0
	vpclmulqdq <$>0x00, M1, B, T0
	vpclmulqdq <$>0x01, M0, A, Q0
	vpclmulqdq <$>0x01, M1, B, T1
	vpxor	T0, P0, P0
	vpxor	T1, Q0, Q0
	C Column 1: c_r0 m01 + c_r1 m11.
	vpclmulqdq <$>0x10, M0, A, P1
	vpclmulqdq <$>0x10, M1, B, T0
	vpclmulqdq <$>0x11, M0, A, Q1
	vpclmulqdq <$>0x11, M1, B, T1
	vpxor	T0, P1, P1
	vpxor	T1, Q1, Q1
	C A = P0 + [0, Q0_lo] + [Q0_hi << 1, Q0_hi], likewise B.
	vpslldq	<$>8, Q0, T0
	vpunpckhqdq Q0, Q0, Q0
	vpslldq	<$>8, Q1, T1
	vpunpckhqdq Q1, Q1, Q1
	vpxor	T0, P0, A
	vpsllvq	SHIFT10, Q0, Q0
	vpxor	T1, P1, B
	vpsllvq	SHIFT10, Q1, Q1
	vpxor	Q0, A, A
	vpxor	Q1, B, B
	add	<$>8, MP
	sub	<$>1, N
	jnz	.Lbyte

	test	LENGTH, LENGTH
	jnz	.Lblock

	C Fold bit 127 of each entry, with [0, 2^63] made from SHIFT10.
	vpshufd	<$>0x4e, SHIFT10, T0
	vpsllq	<$>63, T0, T0
	TZ_FOLD127(A, T0, P0, Q0)
	TZ_FOLD127(B, T0, P1, Q1)
	vmovdqu	A, (STATE)
	vmovdqu	B, 32(STATE)

	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_tz_mul_bytes)

RODATA
	.p2align 4
.Lperm:
	.byte 0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15
