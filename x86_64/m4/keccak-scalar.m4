dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): keccak-permute.asm, keccak-permute12.asm, keccak-absorb.asm, keccak-squeeze.asm, bmi2/keccak-permute.asm, bmi2/keccak-permute12.asm, bmi2/keccak-absorb.asm.
dnl x86_64/m4/keccak-scalar.m4 -- the rounds of Keccak-p[1600, 24] in the
dnl general registers.
dnl
dnl The 25 lanes do not fit in the 15 registers, so they stay in memory:
dnl the even rounds go from the caller's state (KSTATE) to a copy in the
dnl frame at (%rsp), the odd ones back, and 24 rounds end where they
dnl started.  A round reads each lane twice and writes it once:
dnl   theta   the five column parities, C[x], each four XORs from memory
dnl           into lane (x, 4), which the round before left in a
dnl           register; then D[x] = C[x-1] ^ rol(C[x+1], 1), held for
dnl           the whole round
dnl   rows    for output row y, its five inputs (pi): lane
dnl           (X + 3y mod 5, X) loaded, XOR D, rotated by its rho
dnl           offset; chi on them; the five outputs stored, those of row
dnl           4 (the last) kept in the registers of D as well
dnl   iota    into output (0, 0) before its store
dnl Keeping row 4 in registers takes the store and reload of the last
dnl lanes written out of the path from one round's chi to the next
dnl round's theta, which every lane of the next round waits for.  10
dnl registers hold C or a row's inputs and D, in two banks that swap
dnl roles each round; then two temporaries for chi, the state pointer
dnl and the round constant pointer; the end of the constants waits in
dnl the frame after the state's copy.
dnl
dnl chi, b0 ^ (~b1 & b2), is two instructions with BMI1's andn when the
dnl user defines KECCAK_ANDN.  Without it, six lanes are kept
dnl complemented between KECCAK_COMPLEMENT at the entry and at the exit,
dnl and each row is chi in the forms of src/keccak/keccak-permute.c (lane
dnl complementing; the reasoning is there): AND or OR of the lanes as
dnl stored and at most one NOT a row, where andn-less x86_64 would spend
dnl a NOT on each output.
dnl
dnl KECCAK_GPR_ENTER saves %rbx, %rbp and %r12-%r15 and reserves the
dnl frame; the rounds leave %r14 to the user.

INCLUDE_SRC(<x86_64/m4/keccak.m4>)dnl

dnl KECCAK_RHO(x, y): the rotation offset of rho for lane (x, y) (FIPS
dnl 202, 3.2.2, Table 2).
define(<KECCAK_RHO>, <defn(<KECCAK_RHO_$1$2>)>)
define(<KECCAK_RHO_00>, 0)define(<KECCAK_RHO_10>, 1)define(<KECCAK_RHO_20>, 62)dnl
define(<KECCAK_RHO_30>, 28)define(<KECCAK_RHO_40>, 27)dnl
define(<KECCAK_RHO_01>, 36)define(<KECCAK_RHO_11>, 44)define(<KECCAK_RHO_21>, 6)dnl
define(<KECCAK_RHO_31>, 55)define(<KECCAK_RHO_41>, 20)dnl
define(<KECCAK_RHO_02>, 3)define(<KECCAK_RHO_12>, 10)define(<KECCAK_RHO_22>, 43)dnl
define(<KECCAK_RHO_32>, 25)define(<KECCAK_RHO_42>, 39)dnl
define(<KECCAK_RHO_03>, 41)define(<KECCAK_RHO_13>, 45)define(<KECCAK_RHO_23>, 15)dnl
define(<KECCAK_RHO_33>, 21)define(<KECCAK_RHO_43>, 8)dnl
define(<KECCAK_RHO_04>, 18)define(<KECCAK_RHO_14>, 2)define(<KECCAK_RHO_24>, 61)dnl
define(<KECCAK_RHO_34>, 56)define(<KECCAK_RHO_44>, 14)dnl

define(<KSTATE>, <%rdi>)
define(<KRC>, <%r15>)		dnl the round constants of the next two rounds
define(<KRC_END>, <200(%rsp)>)	dnl the end of the round constants
define(<KT>, <%r13>)		dnl chi's temporaries
define(<KT2>, <%rsi>)

dnl Two banks of five registers, KR(bank, i): each round holds C, then
dnl the row inputs, in one and D in the other, and leaves its last
dnl row's outputs in the other; the next round takes those as the start
dnl of its column parities and swaps the banks.
define(<KR>, <defn(<KR_$1_$2>)>)
define(<KR_0_0>, <%rax>)define(<KR_0_1>, <%rbx>)define(<KR_0_2>, <%rcx>)dnl
define(<KR_0_3>, <%rdx>)define(<KR_0_4>, <%rbp>)dnl
define(<KR_1_0>, <%r8>)define(<KR_1_1>, <%r9>)define(<KR_1_2>, <%r10>)dnl
define(<KR_1_3>, <%r11>)define(<KR_1_4>, <%r12>)dnl

dnl KECCAK_BANKS(c, d): KC0..KC4 (the column parities) and KB0..KB4
dnl (the inputs of a row's chi) name bank C, KD0..KD4 (what theta adds
dnl to each column, then the last row's outputs) bank D.
define(<KECCAK_BANKS>, <forloop(<i>, 0, 4, <dnl
define(<KC>i, KR($1, i))define(<KB>i, KR($1, i))define(<KD>i, KR($2, i))>)>)

dnl KLANE(x, y, base): the memory operand of lane (x, y) at BASE.
define(<KLANE>, <eval(8 * (($1) + 5 * ($2)))($3)>)

dnl KECCAK_COMPLEMENT(base): the six lanes kept complemented, (1,0)
dnl (2,0) (3,1) (2,2) (2,3) (0,4), complemented in memory; nothing with
dnl andn.
define(<KECCAK_COMPLEMENT>, <ifdef(<KECCAK_ANDN>, , <
	notq	KLANE(1, 0, $1)
	notq	KLANE(2, 0, $1)
	notq	KLANE(3, 1, $1)
	notq	KLANE(2, 2, $1)
	notq	KLANE(2, 3, $1)
	notq	KLANE(0, 4, $1)>)>)

dnl KECCAK_PARITY(x, src): KCx = the XOR of the lanes of column x, KCx
dnl holding lane (x, 4) already.  The four lanes in memory are summed in
dnl KDx first, free until D, and lane (x, 4) is added last: the lanes
dnl in memory were stored early in the round before, lane (x, 4) is
dnl among its last results, and one XOR instead of four then stands
dnl between it and D.
define(<KECCAK_PARITY>, <
	mov	KLANE($1, 0, $2), KD$1
	xor	KLANE($1, 1, $2), KD$1
	xor	KLANE($1, 2, $2), KD$1
	xor	KLANE($1, 3, $2), KD$1
	xor	KD$1, KC$1>)

dnl KECCAK_D(x): KDx = C[x-1] ^ rol(C[x+1], 1).
define(<KECCAK_D>, <ifdef(<KECCAK_ANDN>, <
	rorx	<$>63, defn(<KC>eval(($1 + 1) % 5)), KD$1>, <
	mov	defn(<KC>eval(($1 + 1) % 5)), KD$1
	rol	<$>1, KD$1>)
	xor	defn(<KC>eval(($1 + 4) % 5)), KD$1>)

dnl KECCAK_IN(X, y, src): KB_X = input X of row y, lane (X + 3y mod 5,
dnl X) of SRC, with theta's D added and rotated by rho.
define(<KECCAK_IN>, <define(<k_x>, eval(($1 + 3 * $2) % 5))
	mov	KLANE(k_x, $1, $3), KB$1
	xor	defn(<KD>k_x), KB$1<>ifelse(KECCAK_RHO(k_x, $1), 0, , <
	rol	<$>KECCAK_RHO(k_x, $1), KB$1>)>)

dnl KECCAK_OUT(X, y, dst, main, op, a, b, rc): output lane (X, y) =
dnl MAIN ^ (A op B), with RC added if given, to DST through KT, or for
dnl the last row through KDX, which it stays in.  op andn is ~A & B.
define(<KECCAK_OUT>, <define(<k_o>, ifelse($2, 4, <defn(<KD$1>)>, <KT>))ifelse($5, andn, <
	andn	$7, $6, k_o>, <
	mov	$6, k_o
	$5	$7, k_o>)
	xor	$4, k_o<>ifelse($8, , , <
	xor	$8, k_o>)
	mov	k_o, KLANE($1, $2, $3)>)

dnl KECCAK_CHI(y, dst, rc): chi on the inputs of row y in KB0..KB4,
dnl output to row y of DST.  Without andn, the complemented form of
dnl each row, its outputs in an order that lets the one NOT of the row
dnl be done in place.
define(<KECCAK_CHI>, <ifdef(<KECCAK_ANDN>, <
	KECCAK_OUT(0, $1, $2, KB0, andn, KB1, KB2, $3)
	KECCAK_OUT(1, $1, $2, KB1, andn, KB2, KB3)
	KECCAK_OUT(2, $1, $2, KB2, andn, KB3, KB4)
	KECCAK_OUT(3, $1, $2, KB3, andn, KB4, KB0)
	KECCAK_OUT(4, $1, $2, KB4, andn, KB0, KB1)>, <KECCAK_CHI_$1($2, $3)>)>)

dnl KECCAK_STORE(X, y, dst, reg): output lane (X, y) from REG.
define(<KECCAK_STORE>, <
	mov	$4, KLANE($1, $2, $3)>)

dnl Rows 0 and 1: b1 and b4 copied to KT and KT2, then every output
dnl written over a lane no later output reads: o0 over b1, o2 over b4,
dnl o1 over b2, o4 over KT, o3 over KT2.  Row 0 complements b2 for o1,
dnl row 1 b4 for o2.
define(<KECCAK_CHI_0>, <
	mov	KB1, KT
	or	KB2, KB1
	xor	KB0, KB1
	xor	$2, KB1<>KECCAK_STORE(0, 0, $1, KB1)
	mov	KB4, KT2
	and	KB3, KB4
	xor	KB2, KB4<>KECCAK_STORE(2, 0, $1, KB4)
	not	KB2
	or	KB3, KB2
	xor	KT, KB2<>KECCAK_STORE(1, 0, $1, KB2)
	and	KB0, KT
	xor	KT2, KT<>KECCAK_STORE(4, 0, $1, KT)
	or	KB0, KT2
	xor	KB3, KT2<>KECCAK_STORE(3, 0, $1, KT2)>)
define(<KECCAK_CHI_1>, <
	mov	KB1, KT
	or	KB2, KB1
	xor	KB0, KB1<>KECCAK_STORE(0, 1, $1, KB1)
	mov	KB4, KT2
	not	KB4
	or	KB3, KB4
	xor	KB2, KB4<>KECCAK_STORE(2, 1, $1, KB4)
	and	KB3, KB2
	xor	KT, KB2<>KECCAK_STORE(1, 1, $1, KB2)
	and	KB0, KT
	xor	KT2, KT<>KECCAK_STORE(4, 1, $1, KT)
	or	KB0, KT2
	xor	KB3, KT2<>KECCAK_STORE(3, 1, $1, KT2)>)

dnl KECCAK_CHI_N3(y, dst, op0, op1, op2, op3, op4): rows 2 and 3, whose
dnl forms take b3 for o1 and ~b3 for o2 and o3: b1 and b2 copied to KT
dnl and KT2, o0 over b1, o1 over b2, then b3 complemented in place, o2
dnl over the register of o0, o4 over KT, o3 over b4.
define(<KECCAK_CHI_N3>, <
	mov	KB1, KT
	$3	KB2, KB1
	xor	KB0, KB1<>KECCAK_STORE(0, $1, $2, KB1)
	mov	KB2, KT2
	$4	KB3, KB2
	xor	KT, KB2<>KECCAK_STORE(1, $1, $2, KB2)
	not	KB3
	mov	KB3, KB1
	$5	KB4, KB1
	xor	KT2, KB1<>KECCAK_STORE(2, $1, $2, KB1)
	$7	KB0, KT
	xor	KB4, KT<>KECCAK_STORE(4, $1, $2, KT)
	$6	KB0, KB4
	xor	KB3, KB4<>KECCAK_STORE(3, $1, $2, KB4)>)
define(<KECCAK_CHI_2>, <KECCAK_CHI_N3(2, $1, or, and, and, or, and)>)
define(<KECCAK_CHI_3>, <KECCAK_CHI_N3(3, $1, and, or, or, and, or)>)

dnl Row 4, the last: each output through its register of D, in which
dnl it stays for the next round.
define(<KECCAK_CHI_4>, <
	KECCAK_OUT(4, 4, $1, KB4, and, KB0, KB1)
	not	KB1
	KECCAK_OUT(0, 4, $1, KB0, and, KB1, KB2)
	KECCAK_OUT(1, 4, $1, KB1, or, KB2, KB3)
	KECCAK_OUT(2, 4, $1, KB2, and, KB3, KB4)
	KECCAK_OUT(3, 4, $1, KB3, or, KB4, KB0)>)

dnl KECCAK_ROW(y, src, dst, rc): output row y of the round.
define(<KECCAK_ROW>, <
	KECCAK_IN(0, $1, $2)
	KECCAK_IN(1, $1, $2)
	KECCAK_IN(2, $1, $2)
	KECCAK_IN(3, $1, $2)
	KECCAK_IN(4, $1, $2)
	KECCAK_CHI($1, $3, $4)>)

dnl KECCAK_ROUND(src, dst, rc, c, d): one round from the state at SRC to
dnl DST, RC the memory operand of its round constant, C and D the banks.
define(<KECCAK_ROUND>, <KECCAK_BANKS($4, $5)
	KECCAK_PARITY(0, $1)
	KECCAK_PARITY(1, $1)
	KECCAK_PARITY(2, $1)
	KECCAK_PARITY(3, $1)
	KECCAK_PARITY(4, $1)
	KECCAK_D(0)
	KECCAK_D(1)
	KECCAK_D(2)
	KECCAK_D(3)
	KECCAK_D(4)
	KECCAK_ROW(0, $1, $2, $3)
	KECCAK_ROW(1, $1, $2)
	KECCAK_ROW(2, $1, $2)
	KECCAK_ROW(3, $1, $2)
	KECCAK_ROW(4, $1, $2)>)

dnl KECCAK_GPR_ROUNDS(first): rounds FIRST to 23 on the state at KSTATE,
dnl the frame at (%rsp) between them: 0 for Keccak-p[1600, 24], 12 for
dnl Keccak-p[1600, 12] (an even FIRST: two rounds a loop turn).
define(<KECCAK_GPR_ROUNDS>, <
	lea	.Lkeccak_rc+eval(8 * ($1))(%rip), KRC
	lea	eval(192 - 8 * ($1))(KRC), KT2
	mov	KT2, KRC_END<>forloop(<i>, 0, 4, <
	mov	KLANE(i, 4, KSTATE), KR(0, i)>)
.Lround:
	KECCAK_ROUND(KSTATE, %rsp, (KRC), 0, 1)
	KECCAK_ROUND(%rsp, KSTATE, 8(KRC), 1, 0)
	add	<$>16, KRC
	cmp	KRC_END, KRC
	jne	.Lround>)

dnl KECCAK_GPR_ENTER, KECCAK_GPR_LEAVE: the registers saved and the
dnl frame, FRAME bytes at (%rsp): at least 208, the state's copy and
dnl KRC_END.  The copy (the state one round before the end) is wiped
dnl on the way out.
define(<KECCAK_GPR_ENTER>, <
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	sub	<$>$1, %rsp
	CFI(<.cfi_adjust_cfa_offset $1>)>)
define(<KECCAK_GPR_LEAVE>, <
	pxor	%xmm0, %xmm0
	forloop(<i>, 0, 12, <
	movdqu	%xmm0, eval(16 * i)(%rsp)>)
	add	<$>$1, %rsp
	CFI(<.cfi_adjust_cfa_offset -$1>)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)>)

dnl KECCAK_GPR_ABSORB: the body of _symcrypt_keccak_absorb(state, blocks,
dnl data, rate): the data pointer in %r14, the blocks left and the rate
dnl in the frame after the state's copy.
define(<KECCAK_DATA>, <%r14>)
define(<KECCAK_BLOCKS_LEFT>, <208(%rsp)>)
define(<KECCAK_RATE>, <216(%rsp)>)

dnl KECCAK_ADD_DATA(first, last): lanes FIRST to LAST ^= the block's.
define(<KECCAK_ADD_DATA>, <forloop(<i>, $1, $2, <
	mov	eval(8 * i)(KECCAK_DATA), %rax
	xor	%rax, eval(8 * i)(KSTATE)>)>)

define(<KECCAK_GPR_ABSORB>, <
	test	%rsi, %rsi
	jz	.Lnone
	KECCAK_GPR_ENTER(224)
	mov	%rsi, KECCAK_BLOCKS_LEFT
	mov	%ecx, %ecx
	mov	%rcx, KECCAK_RATE
	mov	%rdx, KECCAK_DATA
	KECCAK_COMPLEMENT(KSTATE)
.Lblock:
	mov	KECCAK_RATE, %rcx
	C The rates: 72, 104, 136, 144, 168 bytes.
	KECCAK_ADD_DATA(0, 8)
	cmp	<$>72, %ecx
	je	.Ladded
	KECCAK_ADD_DATA(9, 12)
	cmp	<$>104, %ecx
	je	.Ladded
	KECCAK_ADD_DATA(13, 16)
	cmp	<$>136, %ecx
	je	.Ladded
	KECCAK_ADD_DATA(17, 17)
	cmp	<$>144, %ecx
	je	.Ladded
	KECCAK_ADD_DATA(18, 20)
.Ladded:
	add	%rcx, KECCAK_DATA
	KECCAK_GPR_ROUNDS(0)
	decq	KECCAK_BLOCKS_LEFT
	jnz	.Lblock
	KECCAK_COMPLEMENT(KSTATE)
	KECCAK_GPR_LEAVE(224)
.Lnone:
	ret>)

