dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull/tz-mul-chains.asm -- the Tillich-Zémor hash of four
C slices at once, six bytes per carry-less product (PMULL, PMULL2;
C HWCAP_PMULL).
C
C void _symcrypt_tz_mul_chains(uint64_t *states, size_t length,
C                              const uint8_t *data)
C Four states of 8 words (c00, c10, c01, c11), state i times the LENGTH
C bytes at DATA + i LENGTH; LENGTH is a multiple of 12.
C
C Why: arm64/pmull/tz-mul-bytes.asm runs one chain, two bytes per
C product.  Here the four slices (symcrypt_tz_update joins them) are
C four chains in the lanes of the same registers, and each product of
C the state applies six bytes: their 48 bit matrices multiply to a 2x2
C matrix W of polynomials of degree at most 48, which fits one 64-bit
C operand, so a state times W costs the sixteen 64x64-bit products that
C two bytes cost before.
C
C W is the product of the matrices M of two groups of three bytes.  M
C is not built bit by bit: the matrices of a nibble and of three bits
C are looked up with TBL in tables of 16 bytes held in registers (a
C table in registers indexed by the data touches no memory: HACKING.md,
C "Standards"; the tables are loaded from a fixed address), and
C multiplied up.  For each 24-bit group, first bit on top: bits 0-3 and
C 4-6, 7-10 and 11-13, 14-17 and 18-20 give three matrices of seven
C bits (PMUL on bytes: degree at most 7, exact in a byte), bits 21-23
C one of three; PMULL on bytes multiplies them to C (bits 0-13, degree
C at most 14) and G (bits 14-23, degree at most 10) in 16-bit lanes,
C sixteen groups a register pair (12 bytes of each slice); and M = C G
C in 32-bit lanes from the products of their bytes: PMULL gives
C [c_lo g_lo, c_hi g_hi] (the terms of x^0 and x^16) and, against G
C with its bytes swapped, [c_lo g_hi, c_hi g_lo], whose sum is shifted
C to x^8.  UXTL widens M to one slice per 64-bit lane, and W = M_A M_B
C is eight PMULL per pair of slices.  No address or branch depends on
C the data (scripts/ct-scan passes).

C The states are held by pairs of slices, a register per word: lane 0
C slice 2q, lane 1 slice 2q + 1, so PMULL takes slice 2q's operands and
C PMULL2 slice 2q + 1's.  An entry a times w is L + x^64 H (L = a_lo w,
C H = a_hi w, both of degree at most 111), and x^128 = x^64 + x (mod
C x^127 + x^63 + 1) gives the words [l0 + h1 x, l1 + h0 + h1] of degree
C at most 127, with no carry out; bit 127 is folded once, at the end.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions a byte of
C symcrypt_tz_update in one call, gcc 12 -O2, static fat build, the
C difference of two runs; doc/tzhash.md, "arm64: the matrices from
C tables in registers", "arm64: the rows without MOVs"): 192 bytes
C 27.20 with the bit steps, 20.67 now; 1 KiB 27.37, 21.27; 16 KiB
C 24.77, 18.30.  Per 48 bytes (four slices of 12): 869 instructions
C where the bit steps took 1,180; the states times W 320, W 128, M = C G
C 240 (with its widening), the lookups and byte products of C and G
C 150, loading and spreading the data 22.

	ARCH_PMULL

define(<STATES>, <x0>)
define(<LENGTH>, <x1>)
define(<DATA>, <x2>)	C slice 0's next 12 bytes
define(<END>, <x3>)	C the end of slice 0
define(<SRC1>, <x4>)	C slices 1-3's next 12 bytes
define(<SRC2>, <x5>)
define(<SRC3>, <x6>)
define(<CP>, <x7>)	C the matrices of bits 0-13 of the next two groups
define(<GP>, <x8>)	C the matrices of bits 14-23 of the next two groups
define(<COUNT>, <x9>)
define(<TMP>, <x10>)

C Frame: the matrices of bits 0-13 (F_C) and 14-23 (F_G) of the 16
C groups in 16-bit lanes, groups 0-1 then 2-3; the indices of bits
C 14-23 (F_I) and Q (F_Q) while bits 0-13 are made.
define(<F_C>, <0>)
define(<F_G>, <128>)
define(<F_I>, <256>)
define(<F_Q>, <320>)
define(<F_MA>, <384>)	C the matrices of the two groups, widened:
define(<F_MB>, <512>)	C pair 0's m00, m01, m10, m11, then pair 1's
define(<FRAME>, <640>)

C The states: pair q (slices 2q, 2q + 1), entry e (0 c00, 1 c10,
C 2 c01, 3 c11), word w (0 low, 1 high).
define(<S>, <v<>eval(8 * $1 + 2 * $2 + $3)>)

C The data, 12 bytes of each slice (consecutive for TBL); the TBL
C indices, then the groups in 32-bit lanes (G), their top halves (H).
define(<IN>, <v<>eval(16 + $1)>)
define(<G>, <v<>eval(20 + $1)>)
define(<H>, <v<>eval(24 + $1)>)

C The matrices from the tables: the three bytes of each group (16
C groups, lane 4k + c), the indices into the tables, the tables (four
C entries m00, m01, m10, m11), the entries looked up (P, R: bits 0-3,
C 4-6; Q, U: bits 7-10, 11-13; then P, R: bits 14-17, 18-20).
define(<BYTE0>, <v26>)
define(<BYTE1>, <v27>)
define(<BYTE2>, <v25>)
define(<I0>, <v16>)
define(<I1>, <v17>)
define(<I2>, <v18>)
define(<I3>, <v19>)
define(<I4>, <v20>)
define(<I5>, <v21>)
define(<I6>, <v22>)
define(<TAB>, <v<>eval(28 + $1)>)
define(<P>, <v<>eval(20 + $1)>)
define(<Q>, <v<>eval(24 + $1)>)
define(<R>, <v<>eval(24 + $1)>)
define(<U>, <ifelse($1, 0, v21, $1, 1, v22, $1, 2, v23, v25)>)
define(<QL>, <ifelse($1, 0, v17, $1, 1, v19, $1, 2, v26, v27)>)	C Q reloaded

C The products: a pair's M_A and M_B, their product W = M_A M_B, four
C temporaries, column 0 of a row while column 1 is made.
define(<MA>, <v<>eval(16 + $1)>)	C MA(0) a00, MA(1) a01, MA(2) a10, MA(3) a11
define(<MB>, <v<>eval(20 + $1)>)
define(<W00>, <v24>)
define(<W01>, <v25>)
define(<W10>, <v26>)
define(<W11>, <v27>)
define(<T1>, <v28>)
define(<T2>, <v29>)
define(<T3>, <v30>)
define(<T4>, <v31>)

C LOOKUP(X, index): the four entries of the matrices at INDEX in the
C table in TAB, into X(0..3): TBL, a table in registers.
define(<LOOKUP>, <forloop(<e>, 0, 3, <
	tbl	$1(e).16b, {TAB(e).16b}, $2.16b>)>)

C SEVEN_BITS: A = P R, the matrices of seven bits from those of the
C first four (P) and the next three (R), PMUL (degree at most 7, exact
C in a byte): a00 in v16, a01 in v24, a10 in v18, a11 in v20; v17,
C v21, v26 are overwritten.
define(<SEVEN_BITS>, <
	pmul	v16.16b, P(0).16b, R(0).16b
	pmul	v18.16b, P(1).16b, R(2).16b
	eor	v16.16b, v16.16b, v18.16b
	pmul	v18.16b, P(2).16b, R(0).16b
	pmul	v17.16b, P(3).16b, R(2).16b
	eor	v18.16b, v18.16b, v17.16b
	pmul	R(0).16b, P(0).16b, R(1).16b
	pmul	R(2).16b, P(1).16b, R(3).16b
	eor	R(0).16b, R(0).16b, R(2).16b
	pmul	P(0).16b, P(2).16b, R(1).16b
	pmul	P(1).16b, P(3).16b, R(3).16b
	eor	P(0).16b, P(0).16b, P(1).16b>)

C PRODUCT16(op, arrangement, offset, b00, b01, b10, b11): A B for eight
C groups (A as SEVEN_BITS leaves it, B of degree at most 7 in bytes)
C with PMULL (groups 0-1) or PMULL2 (2-3), 16-bit lanes, into the
C frame at OFFSET.
define(<PRODUCT16>, <
	$1	v17.8h, v16.$2, $4.$2
	$1	v19.8h, v24.$2, $6.$2
	eor	v17.16b, v17.16b, v19.16b
	$1	v21.8h, v16.$2, $5.$2
	$1	v19.8h, v24.$2, $7.$2
	eor	v21.16b, v21.16b, v19.16b
	stp	q17, q21, [sp, #$3]
	$1	v22.8h, v18.$2, $4.$2
	$1	v19.8h, v20.$2, $6.$2
	eor	v22.16b, v22.16b, v19.16b
	$1	v23.8h, v18.$2, $5.$2
	$1	v19.8h, v20.$2, $7.$2
	eor	v23.16b, v23.16b, v19.16b
	stp	q22, q23, [sp, #$3 + 32]>)

C MENTRY(op, arrangement, i, j, out): entry (i, j) of the matrix of a
C group (24 bits, 32-bit lanes, one slice a lane) from those of its bits
C 0-13, C (v16 c00, v17 c01, v18 c10, v19 c11) and 14-23, G (v20-v23,
C with their two bytes swapped in v24-v27), in 16-bit lanes: PMULL on
C the bytes of each lane makes [c_lo g_lo, c_hi g_hi], the terms of
C x^0 and x^16, and against the swapped G [c_lo g_hi, c_hi g_lo], whose
C sum is the term of x^8.  The two products of the entry are added
C first.  v30, v31 are overwritten.
define(<MENTRY>, <
	$1	$5.8h, v<>eval(16 + 2 * $3).$2, v<>eval(20 + $4).$2
	$1	v30.8h, v<>eval(17 + 2 * $3).$2, v<>eval(22 + $4).$2
	eor	$5.16b, $5.16b, v30.16b
	$1	v31.8h, v<>eval(16 + 2 * $3).$2, v<>eval(24 + $4).$2
	$1	v30.8h, v<>eval(17 + 2 * $3).$2, v<>eval(26 + $4).$2
	eor	v31.16b, v31.16b, v30.16b
	ushr	v30.4s, v31.4s, #16
	eor	v31.16b, v31.16b, v30.16b
	shl	v31.4s, v31.4s, #16
	ushr	v31.4s, v31.4s, #8
	eor	$5.16b, $5.16b, v31.16b>)

C MGROUP(op, arrangement, offset): the matrix of group 2r (PMULL) or
C 2r + 1 (PMULL2) of the two in C and G, widened into the frame at
C OFFSET (lanes 0-1, pair 0; lanes 2-3, pair 1).
define(<MGROUP>, <
	forloop(<i>, 0, 1, <
	MENTRY($1, $2, i, 0, v28)
	MENTRY($1, $2, i, 1, v29)
	uxtl	v30.2d, v28.2s
	uxtl	v31.2d, v29.2s
	uxtl2	v28.2d, v28.4s
	uxtl2	v29.2d, v29.4s
	stp	q30, q31, [sp, #$3 + 32 * i]
	stp	q28, q29, [sp, #$3 + 32 * i + 64]>)>)

C PRODUCT(w, a0, b0, a1, b1): for both slices of a pair, w = a0 b0 +
C a1 b1 (degree at most 48, one dword per slice).
define(<PRODUCT>, <
	pmull	T1.1q, $2.1d, $3.1d
	pmull2	T2.1q, $2.2d, $3.2d
	pmull	T3.1q, $4.1d, $5.1d
	pmull2	T4.1q, $4.2d, $5.2d
	eor	T1.16b, T1.16b, T3.16b
	eor	T2.16b, T2.16b, T4.16b
	zip1	$1.2d, T1.2d, T2.2d>)

C COMBINE(q): W = M_A M_B for pair q.
define(<COMBINE>, <
	ldp	QREG(MA(0)), QREG(MA(1)), [sp, #F_MA + 64 * $1]
	ldp	QREG(MA(2)), QREG(MA(3)), [sp, #F_MA + 64 * $1 + 32]
	ldp	QREG(MB(0)), QREG(MB(1)), [sp, #F_MB + 64 * $1]
	ldp	QREG(MB(2)), QREG(MB(3)), [sp, #F_MB + 64 * $1 + 32]
	PRODUCT(W00, MA(0), MB(0), MA(1), MB(2))
	PRODUCT(W01, MA(0), MB(1), MA(1), MB(3))
	PRODUCT(W10, MA(2), MB(0), MA(3), MB(2))
	PRODUCT(W11, MA(2), MB(1), MA(3), MB(3))>)

C PRODUCTS(a, b, wa, wb, l0, l1, h0, h1, t): for both slices of a pair
C (lane 0, lane 1), L = a_lo wa + b_lo wb and H = a_hi wa + b_hi wb,
C the two halves of the entry a wa + b wb (a, b: state entries; wa, wb:
C entries of W), into l0, l1 (L of each slice) and h0, h1; t is
C overwritten.
define(<PRODUCTS>, <
	pmull	$5.1q, $1_lo.1d, $3.1d
	pmull	$9.1q, $2_lo.1d, $4.1d
	eor	$5.16b, $5.16b, $9.16b
	pmull2	$6.1q, $1_lo.2d, $3.2d
	pmull2	$9.1q, $2_lo.2d, $4.2d
	eor	$6.16b, $6.16b, $9.16b
	pmull	$7.1q, $1_hi.1d, $3.1d
	pmull	$9.1q, $2_hi.1d, $4.1d
	eor	$7.16b, $7.16b, $9.16b
	pmull2	$8.1q, $1_hi.2d, $3.2d
	pmull2	$9.1q, $2_hi.2d, $4.2d
	eor	$8.16b, $8.16b, $9.16b>)

C WORDS(l0, l1, h0, h1, lo, hi): the entry whose halves PRODUCTS left,
C reduced into the words lo, hi; l0 .. h1 are overwritten.
define(<WORDS>, <
	zip1	$5.2d, $1.2d, $2.2d		C l0
	zip2	$6.2d, $1.2d, $2.2d		C l1
	zip1	$1.2d, $3.2d, $4.2d		C h0
	zip2	$2.2d, $3.2d, $4.2d		C h1
	eor	$6.16b, $6.16b, $1.16b
	eor	$6.16b, $6.16b, $2.16b		C l1 + h0 + h1
	shl	$2.2d, $2.2d, #1
	eor	$5.16b, $5.16b, $2.16b>)	C l0 + h1 x

C ROW(q, e0, e1): the row (entry e0, entry e1) of pair q times W.  The
C products of both new entries are made before either is written, so
C they go straight into the row's registers (MA and MB, v16-v23, are
C free once W is made).
define(<ROW>, <
	define(<A_lo>, S($1, $2, 0))define(<A_hi>, S($1, $2, 1))
	define(<B_lo>, S($1, $3, 0))define(<B_hi>, S($1, $3, 1))
	PRODUCTS(A, B, W00, W10, T1, T2, T3, T4, v20)
	PRODUCTS(A, B, W01, W11, v16, v17, v18, v19, v20)
	WORDS(T1, T2, T3, T4, A_lo, A_hi)
	WORDS(v16, v17, v18, v19, B_lo, B_hi)>)

C PAIR(q): pair q's states times W.
define(<PAIR>, <
	COMBINE($1)
	ROW($1, 0, 2)
	ROW($1, 1, 3)>)

C LOAD_STATES(q): pair q's states from memory, by words.
define(<LOAD_STATES>, <
	ld1	{T1.2d, T2.2d, T3.2d, T4.2d}, [TMP], #64
	ld1	{IN(0).2d, IN(1).2d, IN(2).2d, IN(3).2d}, [TMP], #64
	zip1	S($1, 0, 0).2d, T1.2d, IN(0).2d
	zip2	S($1, 0, 1).2d, T1.2d, IN(0).2d
	zip1	S($1, 1, 0).2d, T2.2d, IN(1).2d
	zip2	S($1, 1, 1).2d, T2.2d, IN(1).2d
	zip1	S($1, 2, 0).2d, T3.2d, IN(2).2d
	zip2	S($1, 2, 1).2d, T3.2d, IN(2).2d
	zip1	S($1, 3, 0).2d, T4.2d, IN(3).2d
	zip2	S($1, 3, 1).2d, T4.2d, IN(3).2d>)

C STORE_STATES(q): bit 127 of each entry folded (x^127 = x^63 + 1),
C then pair q's states back to memory.
define(<STORE_STATES>, <
	forloop(<e>, 0, 3, <
	ushr	T1.2d, S($1, e, 1).2d, #63	C bit 127
	shl	T2.2d, T1.2d, #63
	eor	S($1, e, 1).16b, S($1, e, 1).16b, T2.16b
	eor	S($1, e, 0).16b, S($1, e, 0).16b, T1.16b
	eor	S($1, e, 0).16b, S($1, e, 0).16b, T2.16b>)
	zip1	T1.2d, S($1, 0, 0).2d, S($1, 0, 1).2d
	zip1	T2.2d, S($1, 1, 0).2d, S($1, 1, 1).2d
	zip1	T3.2d, S($1, 2, 0).2d, S($1, 2, 1).2d
	zip1	T4.2d, S($1, 3, 0).2d, S($1, 3, 1).2d
	st1	{T1.2d, T2.2d, T3.2d, T4.2d}, [TMP], #64
	zip2	T1.2d, S($1, 0, 0).2d, S($1, 0, 1).2d
	zip2	T2.2d, S($1, 1, 0).2d, S($1, 1, 1).2d
	zip2	T3.2d, S($1, 2, 0).2d, S($1, 2, 1).2d
	zip2	T4.2d, S($1, 3, 0).2d, S($1, 3, 1).2d
	st1	{T1.2d, T2.2d, T3.2d, T4.2d}, [TMP], #64>)

C tz_entry(e, v, n): entry e (0 m00, 1 m01, 2 m10, 3 m11) of the matrix
C of the N bits of V, the first one on top; tz_rows(p0, p1, v, n): the
C row (p0, p1) times it (no shift operators: < and > quote in m4).
define(<tz_rows>, <ifelse($4, 0, <$1, $2>, <tz_rows(eval($1 * 2 ^ $2),
	eval($1 ^ ($3 / 2 ** ($4 - 1) % 2) * ($1 * 2 ^ $2)), $3, decr($4))>)>)
define(<tz_arg1>, <$1>)
define(<tz_arg2>, <$2>)
define(<tz_entry>, <ifelse($1, 0, <tz_arg1(tz_rows(1, 0, $2, $3))>,
	$1, 1, <tz_arg2(tz_rows(1, 0, $2, $3))>,
	$1, 2, <tz_arg1(tz_rows(0, 1, $2, $3))>,
	<tz_arg2(tz_rows(0, 1, $2, $3))>)>)

PROLOGUE(_symcrypt_tz_mul_chains)
	cbz	LENGTH, .Lnone
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	sub	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset FRAME>)

	mov	TMP, STATES
	LOAD_STATES(0)
	LOAD_STATES(1)
	add	SRC1, DATA, LENGTH
	add	SRC2, SRC1, LENGTH
	add	SRC3, SRC2, LENGTH
	mov	END, SRC1

.Lblock:
	C The next 12 bytes of each slice: group k (bytes 3k..3k + 2) of
	C slice c into lane c of G(k), first byte on top; then the three
	C bytes of the 16 groups apart, BYTE0..BYTE2, in lane 4k + c.
	ldr	DREG(IN(0)), [DATA], #8
	ld1	{IN(0).s}[2], [DATA], #4
	ldr	DREG(IN(1)), [SRC1], #8
	ld1	{IN(1).s}[2], [SRC1], #4
	ldr	DREG(IN(2)), [SRC2], #8
	ld1	{IN(2).s}[2], [SRC2], #4
	ldr	DREG(IN(3)), [SRC3], #8
	ld1	{IN(3).s}[2], [SRC3], #4
	adrp	TMP, .Lindex
	add	TMP, TMP, :lo12:.Lindex
	ld1	{G(0).16b, G(1).16b, G(2).16b, G(3).16b}, [TMP]
	forloop(<k>, 0, 3, <
	tbl	G(k).16b, {IN(0).16b, IN(1).16b, IN(2).16b, IN(3).16b}, G(k).16b>)
	uzp1	v16.8h, G(0).8h, G(1).8h
	uzp1	v17.8h, G(2).8h, G(3).8h
	uzp2	H(0).8h, G(0).8h, G(1).8h
	uzp2	H(1).8h, G(2).8h, G(3).8h
	uzp2	BYTE0.16b, H(0).16b, H(1).16b
	uzp1	BYTE1.16b, H(0).16b, H(1).16b
	uzp2	BYTE2.16b, v16.16b, v17.16b

	C The indices: bits 0-3, 7-10 and 14-17 of each group index the
	C nibble table, 4-6, 11-13, 18-20 and 21-23 the table of three bits.
	ushr	I0.16b, BYTE0.16b, #4		C bits 0-3
	shl	I1.16b, BYTE0.16b, #4
	ushr	I1.16b, I1.16b, #5		C bits 4-6
	shl	I2.16b, BYTE0.16b, #7
	ushr	I2.16b, I2.16b, #4
	usra	I2.16b, BYTE1.16b, #5		C bits 7-10
	shl	I3.16b, BYTE1.16b, #3
	ushr	I3.16b, I3.16b, #5		C bits 11-13
	shl	I4.16b, BYTE1.16b, #6
	ushr	I4.16b, I4.16b, #4
	usra	I4.16b, BYTE2.16b, #6		C bits 14-17
	shl	I5.16b, BYTE2.16b, #2
	ushr	I5.16b, I5.16b, #5		C bits 18-20
	shl	I6.16b, BYTE2.16b, #5
	ushr	I6.16b, I6.16b, #5		C bits 21-23
	stp	QREG(I4), QREG(I5), [sp, #F_I]
	str	QREG(I6), [sp, #F_I + 32]

	C The matrices of bits 0-13 of the 16 groups: of bits 0-6 (A) and
	C 7-13 (B) in bytes, then C = A B in 16-bit lanes.
	adrp	TMP, .Ltables
	add	TMP, TMP, :lo12:.Ltables
	ld1	{TAB(0).16b, TAB(1).16b, TAB(2).16b, TAB(3).16b}, [TMP], #64
	LOOKUP(<P>, I0)
	LOOKUP(<Q>, I2)
	stp	QREG(Q(0)), QREG(Q(1)), [sp, #F_Q]
	stp	QREG(Q(2)), QREG(Q(3)), [sp, #F_Q + 32]
	ld1	{TAB(0).16b, TAB(1).16b, TAB(2).16b, TAB(3).16b}, [TMP]
	LOOKUP(<R>, I1)
	SEVEN_BITS
	LOOKUP(<U>, I3)
	ldp	QREG(QL(0)), QREG(QL(1)), [sp, #F_Q]
	ldp	QREG(QL(2)), QREG(QL(3)), [sp, #F_Q + 32]
	C B = Q U: b00 in v28, b01 in v30, b10 in v29, b11 in v31.
	pmul	v28.16b, QL(0).16b, U(0).16b
	pmul	v29.16b, QL(1).16b, U(2).16b
	eor	v28.16b, v28.16b, v29.16b
	pmul	v29.16b, QL(2).16b, U(0).16b
	pmul	v30.16b, QL(3).16b, U(2).16b
	eor	v29.16b, v29.16b, v30.16b
	pmul	v30.16b, QL(0).16b, U(1).16b
	pmul	v31.16b, QL(1).16b, U(3).16b
	eor	v30.16b, v30.16b, v31.16b
	pmul	v31.16b, QL(2).16b, U(1).16b
	pmul	U(0).16b, QL(3).16b, U(3).16b
	eor	v31.16b, v31.16b, U(0).16b
	PRODUCT16(pmull, 8b, F_C, v28, v30, v29, v31)
	PRODUCT16(pmull2, 16b, F_C + 64, v28, v30, v29, v31)

	C The matrices of bits 14-23: of bits 14-20 (A) in bytes, of bits
	C 21-23 looked up in place of their table, then G in 16-bit lanes.
	ldp	q16, q17, [sp, #F_I]		C bits 14-17, 18-20
	ldr	q19, [sp, #F_I + 32]		C bits 21-23
	sub	TMP, TMP, #64
	ld1	{TAB(0).16b, TAB(1).16b, TAB(2).16b, TAB(3).16b}, [TMP], #64
	LOOKUP(<P>, v16)
	ld1	{TAB(0).16b, TAB(1).16b, TAB(2).16b, TAB(3).16b}, [TMP]
	LOOKUP(<R>, v17)
	SEVEN_BITS
	LOOKUP(<TAB>, v19)
	PRODUCT16(pmull, 8b, F_G, v28, v29, v30, v31)
	PRODUCT16(pmull2, 16b, F_G + 64, v28, v29, v30, v31)

	C Groups 0-1, then 2-3: the matrix of each group, M = C G, and the
	C products.
	add	CP, sp, #F_C
	add	GP, sp, #F_G
	mov	COUNT, #2
.Lhalf:
	ldp	q16, q17, [CP], #32
	ldp	q18, q19, [CP], #32
	ldp	q20, q21, [GP], #32
	ldp	q22, q23, [GP], #32
	forloop(<e>, 0, 3, <
	rev16	v<>eval(24 + e).16b, v<>eval(20 + e).16b>)
	MGROUP(pmull, 8b, F_MA)
	MGROUP(pmull2, 16b, F_MB)
	PAIR(0)
	PAIR(1)
	subs	COUNT, COUNT, #1
	b.ne	.Lhalf

	cmp	DATA, END
	b.lo	.Lblock

	mov	TMP, STATES
	STORE_STATES(0)
	STORE_STATES(1)
	add	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lnone:
	ret
EPILOGUE(_symcrypt_tz_mul_chains)

	RODATA
	.p2align 4
.Ltables:
	C The matrix of the bits of v, first bit on top (the rows (1, 0)
	C and (0, 1) through the bit steps above), for v = 0..15: m00, m01,
	C m10, m11, 16 bytes each, then the same for the three bits of
	C v = 0..7, twice.
	forloop(<e>, 0, 3, <
	.byte	forloop(<v>, 0, 15, <tz_entry(e, v, 4)ifelse(v, 15, , <, >)>)>)
	forloop(<e>, 0, 3, <
	.byte	forloop(<v>, 0, 15, <tz_entry(e, eval(v % 8), 3)ifelse(v, 15, , <, >)>)>)
.Lindex:
	C Group k (bytes 3k, 3k + 1, 3k + 2) of slice c (bytes 16c..16c + 11
	C of the table) into the 32-bit lane c, little-endian: byte 0 zero
	C (an index out of the table), then 3k + 2, 3k + 1, 3k.
	forloop(<k>, 0, 3, <
	.byte	forloop(<c>, 0, 3, <255, eval(16 * c + 3 * k + 2), eval(16 * c + 3 * k + 1), eval(16 * c + 3 * k)ifelse(c, 3, , <, >)>)>)
