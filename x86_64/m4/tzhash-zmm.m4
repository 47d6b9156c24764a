dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vpclmul512/tz-mul-chains.asm, vbmi/tz-mul-chains.asm.
dnl x86_64/m4/tzhash-zmm.m4 -- Tillich-Zemor, _symcrypt_tz_mul_chains in
dnl 512-bit registers: the whole function, for the two folders whose
dnl files differ only in how the matrices of the groups begin.  The file
dnl that reads it defines TZ_TABLE_BITS first: 0, the matrices built bit
dnl by bit from the identity (x86_64/vpclmul512); 6, those of the first
dnl six bits of each group looked up with VPERMB in 64-byte tables
dnl (x86_64/vbmi, AVX-512 VBMI).
dnl
dnl The Tillich-Zémor hash of four
dnl slices at once, six bytes per carry-less product; the matrices built
dnl in 512-bit registers (AVX-512F/BW/VL, VPCLMULQDQ).
dnl
dnl The design of x86_64/vpclmul/tz-mul-chains.asm (which see): four
dnl independent chains, and the 24 bit matrices of three bytes multiplied
dnl into one matrix of degree at most 24 before the state is.  What
dnl changes is the cost of building those matrices, the larger part of
dnl the work there: here 16 groups of three bytes per register instead
dnl of 8, and a bit step of a row is three instructions instead of four
dnl (VPTERNLOGD does b = a + (t if the bit is 1) in one), with the two
dnl registers of a row trading roles at each bit instead of a third.
dnl Then, as in x86_64/pclmul, the matrices of two groups are multiplied,
dnl M_A M_B = W of degree at most 48 (still one qword), 16 products a
dnl slice for 8 pairs, so that a step of the state applies six bytes:
dnl 4 64x64-bit products a byte instead of 5.3, and half the reductions.
dnl And a state times a matrix is four 512-bit products, not eight
dnl 256-bit ones: a state is one register, [c00 | c10 | c01 | c11], and
dnl the new state is S [w00, w00, w11, w11] + S' [w10, w10, w01, w01]
dnl lane by lane, with S' = [c01 | c11 | c00 | c10].  On AMD Zen 5
dnl VPCLMULQDQs issue 0.51 ns apart whatever their width (measured), so
dnl the 512-bit products halve the bound.
dnl
dnl Two more changes, faster together (doc/tzhash.md).  Bits 0-14 of a build
dnl run in 16-bit lanes, both slices' 32 groups in one register (a
dnl matrix of k bits has entries of degree at most k), then widen to
dnl 32-bit lanes for bits 15-23, as on arm64: 289 instructions instead of
dnl 390 for the matrices of two slices and 48 bytes.
dnl And the 32 state steps of a block are issued among the bit steps of
dnl the next block's build, one after each of bits 1-16 (the matrices in
dnl two frame buffers, built into one while the steps read the other;
dnl the first block's steps multiply by identity matrices): a bit step
dnl waits on its row's chain and a product on the multiplier, so each
dnl fills the other's wait.  The states stay in zmm16-19, the steps use
dnl zmm20-25, and the build the others, two slices at a time (and zmm20-25
dnl for the products of two groups' matrices, among which no step runs).
dnl
dnl Measured (AMD EPYC Zen 5, family 26 model 2, November 2026; one thread,
dnl a 32 MiB file through symcrypt-tzsum, user + system CPU time, MB/s,
dnl median of 11 or 15 runs, the builds alternating; doc/tzhash.md):
dnl   three bytes per product 620, six 749 (load average 9-10 on 2 vCPUs);
dnl   six 872, with the steps interleaved 1045, and with the 16-bit
dnl   lanes (this file) 1122 (load average 10-13)

dnl void _symcrypt_tz_mul_chains(uint64_t *states, size_t length,
dnl                              const uint8_t *data)
dnl Four states of 8 words (c00, c10, c01, c11), state i times the
dnl LENGTH bytes at DATA + i LENGTH; LENGTH is a multiple of 48.

INCLUDE_SRC(<x86_64/m4/tzhash.m4>)dnl
define(<STATES>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)	dnl the current 48 bytes of slice 0
define(<END>, <%rcx>)	dnl the end of slice 0
define(<MP>, <%rax>)	dnl the matrices the steps read
define(<SRC>, <%r8>)	dnl the current 48 bytes of the slice being built
define(<SRC1>, <%r11>)	dnl the same of the next slice
define(<COUNT>, <%r9>)
define(<OUT>, <%r10>)	dnl the buffer of the slices being built

dnl Frame: two buffers of 2048 bytes, one built while the steps read the
dnl other; in each, for slice c, at 512 c + 64 p the qwords w00, w10,
dnl w00, w10, w11, w01, w11, w01 of the matrix W of pair p (bytes
dnl 6p..6p+5 of the 48): the multipliers of S (low qwords) and of S'
dnl (high qwords).
define(<PREV>, <4096>)	dnl the address of the buffer built last
define(<FRAME>, <4104>)

dnl State of slice c.
define(<S>, <%zmm<>eval(16 + $1)>)

dnl Registers of the steps (disjoint from the build's).
define(<W>, <%zmm20>)	dnl the multipliers
define(<SW>, <%zmm21>)	dnl S'
define(<PA>, <%zmm22>)
define(<PB>, <%zmm23>)
define(<QA>, <%zmm24>)
define(<QB>, <%zmm25>)
define(<HSB>, <%ymm14>)	dnl [0, 2^63] in each lane, for the fold
define(<SHIFT10>, <%zmm15>)	dnl qword shift counts 1, 0 in each lane

dnl Registers of the matrices of two slices (set s = 0, 1), by number.
define(<D>, <eval(7 * $1)>)	dnl a group per 32-bit lane, current bit on top
define(<MASK>, <%zmm<>eval(7 * $1 + 1)>)	dnl all ones where the bit is 1
define(<T>, <%zmm<>eval(7 * $1 + 2)>)
define(<R0A>, <%zmm<>eval(7 * $1 + 3)>)	dnl row 0
define(<R0B>, <%zmm<>eval(7 * $1 + 4)>)
define(<R1A>, <%zmm<>eval(7 * $1 + 5)>)	dnl row 1
define(<R1B>, <%zmm<>eval(7 * $1 + 6)>)

dnl LOAD_GROUPS(s, src): lanes 4k..4k+3 take groups 4k..4k+3 from the
dnl 16 bytes at 24 k - 8 (k odd) or 24 k (k even); each lane gets its
dnl three bytes with the first on top.
define(<LOAD_GROUPS>, <
	vmovdqu	($2), %xmm<>D($1)
	vinserti128 <$>1, 8($2), %ymm<>D($1), %ymm<>D($1)
	vinserti32x4 <$>2, 24($2), %zmm<>D($1), %zmm<>D($1)
	vinserti32x4 <$>3, 32($2), %zmm<>D($1), %zmm<>D($1)
	vpshufb	.Lgroups(%rip), %zmm<>D($1), %zmm<>D($1)>)

dnl Registers of the first 15 bits of both slices' groups, in 16-bit
dnl lanes: slice c + 0 in words 0-15, c + 1 in words 16-31; the
dnl registers of set 0 or of neither, not those of the steps.
define(<DW>, <%zmm27>)	dnl the groups' first two bytes, current bit on top
define(<MASKW>, <%zmm28>)
define(<TW>, <%zmm29>)
define(<R0AW>, <%zmm30>)
define(<R0BW>, <%zmm31>)
define(<R1AW>, <MASK(0)>)
define(<R1BW>, <T(0)>)

dnl BIT_STEP(mask, t, a, b): the row (a, b) times the matrix of one bit:
dnl b becomes t = a x + b, the new first entry, and a becomes a + (t if
dnl the bit is 1), the new second (0x78: a ^ (t & MASK)).  Also for
dnl 16-bit lanes: after k bits an entry has degree at most k, so a x
dnl does not cross a lane in the first 15 bits.  a x is a + a: on Zen 4
dnl an add issues to any of the four vector pipes, a shift only to the
dnl two that VPCLMULQDQ needs (doc/tzhash.md, "Zen 4").
define(<BIT_STEP>, <
	vpaddd	$3, $3, $2
	vpxord	$2, $4, $4
	vpternlogd <$>0x78, $1, $4, $3>)

dnl ROW_BIT(bit, mask, t, r0a, r0b, r1a, r1b): the rows (r0a, r0b),
dnl (r1a, r1b) times the matrix of bit BIT (not the first); the first
dnl entry of a row alternates between the A and B registers, in B
dnl after an odd bit.
define(<ROW_BIT>, <ifelse(eval($1 % 2), 1, <BIT_STEP($2, $3, $4, $5)
	BIT_STEP($2, $3, $6, $7)>, <BIT_STEP($2, $3, $5, $4)
	BIT_STEP($2, $3, $7, $6)>)>)

dnl The first bit that a bit step makes: the ones before come from the
dnl tables (TZ_TABLE_BITS of them) or, without tables, bit 0 is made
dnl from the identity in WORD_BITS.
define(<FIRST_STEP>, <ifelse(TZ_TABLE_BITS, 0, 1, TZ_TABLE_BITS)>)

dnl WORD_BITS: bits 0-14 of both slices in 16-bit lanes.  Without
dnl tables, the rows (1, 0) and (0, 1) times bit 0 are (x, 1 + x if the
dnl bit is 1) and (1, 1 if the bit is 1); with them, the matrix of the
dnl first TZ_TABLE_BITS bits of each group is looked up (FIRST_BITS, of
dnl the file that reads this one).
dnl After bit 14 the first entries are in A.
define(<WORD_BITS>, <ifelse(TZ_TABLE_BITS, 0, <
	vpsraw	<$>15, DW, MASKW
	vpaddw	DW, DW, DW
	vpbroadcastw .Lone(%rip), R1AW
	vpaddw	R1AW, R1AW, R0AW
	vpandq	MASKW, R0AW, R0BW
	vpxorq	R1AW, R0BW, R0BW
	vpandq	MASKW, R1AW, R1BW>, <FIRST_BITS>)
	forloop(<tz_bit>, FIRST_STEP, 14, <
	vpsraw	<$>15, DW, MASKW
	vpaddw	DW, DW, DW
	ROW_BIT(tz_bit, MASKW, TW, R0AW, R0BW, R1AW, R1BW)
	STEP_AFTER(tz_bit)>)>)


dnl WIDEN(w, s, dst): the words of W of slice c + s (the low or high
dnl half) to the dwords of DST.
define(<WIDEN>, <ifelse($2, 0, <
	vpmovzxwd patsubst($1, zmm, ymm), $3>, <
	vextracti64x4 <$>1, $1, patsubst(TW, zmm, ymm)
	vpmovzxwd patsubst(TW, zmm, ymm), $3>)>)

dnl STEP_AFTER(bit): after the 16 bits from FIRST_STEP on, a step
dnl k = bit - FIRST_STEP of the previous block's chains: chain k mod 4,
dnl its step k / 4 of this half.
define(<STEP_AFTER>, <ifelse(eval(($1 - FIRST_STEP) / 16), 0,
	<STEP(eval(($1 - FIRST_STEP) % 4),
		eval(64 * (($1 - FIRST_STEP) / 4)))>)>)

dnl DWORD_BITS: bits 15-23 of both sets in 32-bit lanes, a bit of
dnl each in turn; after the odd count the first entries are in R0B, R1B.
define(<DWORD_BITS>, <forloop(<tz_bit>, 15, 23, <forloop(<tz_set>, 0, 1, <
	vpsrad	<$>31, %zmm<>D(tz_set), MASK(tz_set)
	vpaddd	%zmm<>D(tz_set), %zmm<>D(tz_set), %zmm<>D(tz_set)
	ROW_BIT(tz_bit, MASK(tz_set), T(tz_set), R0A(tz_set), R0B(tz_set),
		R1A(tz_set), R1B(tz_set))>)
	STEP_AFTER(tz_bit)>)>)

dnl Registers of the products of two groups' matrices (no step runs
dnl among them).
define(<LOW32>, <%zmm26>)	dnl 2^32 - 1 in each qword
define(<B00>, <%zmm20>)
define(<B01>, <%zmm21>)
define(<B10>, <%zmm22>)
define(<B11>, <%zmm23>)
define(<U0>, <%zmm24>)
define(<U1>, <%zmm25>)
define(<U2>, <%zmm27>)
define(<U3>, <%zmm28>)
define(<U4>, <%zmm29>)
define(<U5>, <%zmm30>)
define(<U6>, <%zmm31>)

dnl W_HALF(s, imm, h): the products W = A B of the pairs 2 l + h (lane
dnl l) of set s, A the even group's matrix in the low dword of a qword
dnl (R0B, R0A, R1B, R1A masked), B the odd one's (B00..B11), IMM 0x00
dnl for the even pairs, 0x11 for the odd.  Each pair's W to 64 p (OUT)
dnl in the order of the state's lanes: (w00, w10) twice, (w11, w01)
dnl twice.
define(<W_HALF>, <
	vpclmulqdq <$>$2, B00, R0B($1), U0		C a00 b00
	vpclmulqdq <$>$2, B10, R0A($1), U1		C a01 b10
	vpclmulqdq <$>$2, B00, R1B($1), U2		C a10 b00
	vpclmulqdq <$>$2, B10, R1A($1), U3		C a11 b10
	vpclmulqdq <$>$2, B01, R0B($1), U4		C a00 b01
	vpclmulqdq <$>$2, B11, R0A($1), U5		C a01 b11
	vpclmulqdq <$>$2, B01, R1B($1), U6		C a10 b01
	vpclmulqdq <$>$2, B11, R1A($1), MASK($1)	C a11 b11
	vpxorq	U1, U0, U0			C w00
	vpxorq	U3, U2, U2			C w10
	vpxorq	U5, U4, U4			C w01
	vpxorq	MASK($1), U6, U6		C w11
	vpunpcklqdq U2, U0, U1			C (w00, w10) of lane l
	vpunpcklqdq U4, U6, U3			C (w11, w01)
	forloop(<tz_l>, 0, 3, <
	vshufi64x2 <$>eval(0x55 * tz_l), U3, U1, T($1)
	vmovdqu64 T($1), 512*$1+64*(2*tz_l+$3)<>(OUT)>)>)

dnl W_OUT(s): the matrices of the 8 pairs of groups of slice c + s (OUT
dnl points at slice c's frame): m00 = R0B, m01 = R0A, m10 = R1B,
dnl m11 = R1A, group 2 p in the low dword of qword p, 2 p + 1 in the
dnl high one.  W has degree at most 48: still one qword.
define(<W_OUT>, <
	vpsrlq	<$>32, R0B($1), B00
	vpsrlq	<$>32, R0A($1), B01
	vpsrlq	<$>32, R1B($1), B10
	vpsrlq	<$>32, R1A($1), B11
	vpandq	LOW32, R0B($1), R0B($1)
	vpandq	LOW32, R0A($1), R0A($1)
	vpandq	LOW32, R1B($1), R1B($1)
	vpandq	LOW32, R1A($1), R1A($1)
	W_HALF($1, 0x00, 0)
	W_HALF($1, 0x11, 1)>)

dnl REDUCE: S = P + [0, Q_lo] + [Q_hi x, Q_hi] with P = PA + PB,
dnl Q = QA + QB (x^128 = x^64 + x).
define(<REDUCE>, <
	vpxorq	QB, QA, QA
	vpslldq	<$>8, QA, QB
	vpunpckhqdq QA, QA, QA
	vpsllvq	SHIFT10, QA, QA
	vpternlogq <$>0x96, QB, PB, PA
	vpxorq	QA, PA, $1>)

dnl STEP(c, offset): slice c's state times its matrix of six bytes at
dnl 512 c + OFFSET (MP).
define(<STEP>, <
	vmovdqu64 512*$1+$2<>(MP), W
	vshufi64x2 <$>0x4e, S($1), S($1), SW
	C P from the low halves of the entries, Q from the high halves.
	vpclmulqdq <$>0x00, W, S($1), PA
	vpclmulqdq <$>0x10, W, SW, PB
	vpclmulqdq <$>0x01, W, S($1), QA
	vpclmulqdq <$>0x11, W, SW, QB
	REDUCE(S($1))>)

	.file "tz-mul-chains.asm"

PROLOGUE(_symcrypt_tz_mul_chains)
	test	LENGTH, LENGTH
	jz	.Lreturn
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)

	forloop(<c>, 0, 3, <
	vmovdqu64 64*c<>(STATES), S(c)>)
	vbroadcasti32x4 .Lshift10(%rip), SHIFT10
	vpbroadcastq .Llow32(%rip), LOW32
	ifelse(TZ_TABLE_BITS, 0, , <
	mov	<$>0x5555555555555555, COUNT
	kmovq	COUNT, %k1>)
	lea	(DATA, LENGTH), END
	C The steps of the first block run on identity matrices: [1, 0] in
	C each lane, as SHIFT10 is.
	forloop(<tz_i>, 0, 31, <
	vmovdqu64 SHIFT10, 2048+64*tz_i<>(%rsp)>)
	lea	2048(%rsp), MP
	mov	MP, PREV<>(%rsp)

.Lblock:
	C The matrices of the next 48 bytes of each slice, two slices at
	C a time (two independent chains of bit steps to overlap), into
	C the buffer not built last; meanwhile the steps of the previous
	C block, whose products wait on the multiplier while the bit steps
	C wait on their chain.
	mov	PREV<>(%rsp), MP
	lea	2048(%rsp), OUT
	sub	MP, OUT
	add	%rsp, OUT
	mov	OUT, PREV<>(%rsp)
	mov	DATA, SRC
	mov	<$>2, COUNT
.Lbuild:
	lea	(SRC, LENGTH), SRC1
	LOAD_GROUPS(0, SRC)
	LOAD_GROUPS(1, SRC1)
	C Bits 0-14 of both slices in 16-bit lanes (32 groups a register):
	C the top word of each group's dword; the dwords keep bits 15-23.
	vmovdqa64 .Lhigh_words(%rip), DW
	vpermi2w %zmm<>D(1), %zmm<>D(0), DW
	vpslld	<$>15, %zmm<>D(0), %zmm<>D(0)
	vpslld	<$>15, %zmm<>D(1), %zmm<>D(1)
	WORD_BITS
	forloop(<tz_set>, 0, 1, <
	WIDEN(R0AW, tz_set, R0A(tz_set))
	WIDEN(R0BW, tz_set, R0B(tz_set))
	WIDEN(R1AW, tz_set, R1A(tz_set))
	WIDEN(R1BW, tz_set, R1B(tz_set))>)
	DWORD_BITS
	W_OUT(0)
	W_OUT(1)
	lea	(SRC, LENGTH, 2), SRC
	add	<$>1024, OUT
	add	<$>256, MP
	sub	<$>1, COUNT
	jnz	.Lbuild

	add	<$>48, DATA
	cmp	END, DATA
	jb	.Lblock

	C The steps of the last block: eight of the four chains.
	mov	PREV<>(%rsp), MP
	mov	<$>8, COUNT
.Lstep:
	forloop(<c>, 0, 3, <STEP(c, 0)>)
	add	<$>64, MP
	sub	<$>1, COUNT
	jnz	.Lstep

	C Fold bit 127 of each entry, in registers VEX can name.
	vbroadcasti128 .Lhsb(%rip), HSB
	forloop(<c>, 0, 3, <
	vmovdqa64 S(c), %zmm0
	vextracti64x4 <$>1, S(c), %ymm1
	TZ_FOLD127(%ymm0, HSB, %ymm2, %ymm3)
	TZ_FOLD127(%ymm1, HSB, %ymm2, %ymm3)
	vmovdqu	%ymm0, 64*c<>(STATES)
	vmovdqu	%ymm1, 64*c+32(STATES)>)

	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_tz_mul_chains)

RODATA
	.p2align 6
C Byte order of the groups in D: lane g of each 128-bit lane is
C [0, byte 2, byte 1, byte 0] of its group, from a load at 24 k (even
C lanes k) or at 24 k - 8 (odd).
.Lgroups:
	.byte 0x80, 2, 1, 0, 0x80, 5, 4, 3, 0x80, 8, 7, 6, 0x80, 11, 10, 9
	.byte 0x80, 6, 5, 4, 0x80, 9, 8, 7, 0x80, 12, 11, 10, 0x80, 15, 14, 13
	.byte 0x80, 2, 1, 0, 0x80, 5, 4, 3, 0x80, 8, 7, 6, 0x80, 11, 10, 9
	.byte 0x80, 6, 5, 4, 0x80, 9, 8, 7, 0x80, 12, 11, 10, 0x80, 15, 14, 13
C VPERMI2W indices: the high word of each dword of the two sources.
.Lhigh_words:
	.word 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31
	.word 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63
.Lshift10:
	.quad 1, 0
.Lhsb:
	.quad 0, 0x8000000000000000
.Llow32:
	.quad 0xffffffff
ifelse(TZ_TABLE_BITS, 0, <.Lone:
	.word 1>, <
C The matrices of the TZ_TABLE_BITS-bit values v, entry by entry
C (m00, m01, m10, m11), byte v of each table; made by tz_table_entry.
	.p2align 6
.Ltz_m00:TZ_TABLE(0, TZ_TABLE_BITS)
.Ltz_m01:TZ_TABLE(1, TZ_TABLE_BITS)
.Ltz_m10:TZ_TABLE(2, TZ_TABLE_BITS)
.Ltz_m11:TZ_TABLE(3, TZ_TABLE_BITS)>)
