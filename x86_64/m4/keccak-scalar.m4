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
dnl   theta   the five column parities, C[x]: lanes (x, 0..2) from
dnl           memory added to lane (x, 3), then lane (x, 4), both of
dnl           which the round before left in registers; then
dnl           D[x] = C[x-1] ^ rol(C[x+1], 1) over C[x+1], held for the
dnl           whole round
dnl   rows    for output row y, its five inputs (pi): lane
dnl           (X + 3y mod 5, X), XOR D, rotated by its rho offset; chi
dnl           on them; the five outputs stored, those of rows 3 and 4
dnl           kept in registers as well
dnl   iota    into output (0, 0) before its store
dnl Keeping the last two rows in registers takes the store and reload
dnl of the last lanes written (store-to-load forwarding) out of the path
dnl from one round's chi to the next round's theta, which every lane of
dnl the next round waits for.  Row 4 is done in the registers of D:
dnl input X is added to the register of the D it takes, and chi runs in
dnl place with two copies, leaving lane (x, 4) in KCx, where the next
dnl round takes it; row 3 leaves its outputs in KT2, KT and three
dnl registers of its inputs, row 4 taking the other two for its copies.
dnl So 10 registers hold C, D and a row's inputs, and two temporaries
dnl serve chi; then the state pointer and the round constant pointer;
dnl the end of the constants waits in the frame after the state's copy.
dnl
dnl chi, b0 ^ (~b1 & b2), is two instructions with BMI1's andn when the
dnl user defines KECCAK_ANDN.  Without it, six lanes are kept
dnl complemented between KECCAK_COMPLEMENT at the entry and at the exit,
dnl and each row is chi in the forms of src/keccak/keccak-permute.c (lane
dnl complementing; the reasoning is there): AND or OR of the lanes as
dnl stored and at most one NOT a row, where andn-less x86_64 would spend
dnl a NOT on each output.

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

dnl KC0..KC4: lane (x, 4) at the start of a round, from the round
dnl before; then the column parities; then D, D[x] in KD(x), KC(x + 1);
dnl then the inputs of row 4, each in the register of the D it takes;
dnl then its outputs, lane (x, 4) in KCx again.
define(<KC0>, <%rax>)define(<KC1>, <%rbx>)define(<KC2>, <%rcx>)dnl
define(<KC3>, <%rdx>)define(<KC4>, <%rbp>)dnl
define(<KD>, <defn(<KC>eval(($1 + 1) % 5))>)
dnl KB0..KB4: the inputs of the chi of rows 0 to 3; KT and KT2 the
dnl temporaries.
define(<KB0>, <%r8>)define(<KB1>, <%r9>)define(<KB2>, <%r10>)dnl
define(<KB3>, <%r11>)define(<KB4>, <%r12>)dnl
define(<KT>, <%r13>)
define(<KT2>, <%rsi>)
dnl KR3(x): where row 3 leaves lane (x, 3) for the next round's theta.
define(<KR3>, <ifelse($1, 0, <KT2>, $1, 1, <KT>, $1, 2, <KB4>,
	$1, 3, <KB0>, <KB1>)>)

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

dnl KECCAK_THETA(src): the column parities in KC0..KC4, then D over
dnl them.
define(<KECCAK_THETA>, <
	C C[x]: lanes (x, 0..2) added to lane (x, 3), which the round
	C before left in a register, then lane (x, 4) added last.
forloop(<k_x>, 0, 4, <
	xor	KLANE(k_x, 0, $1), KR3(k_x)
	xor	KLANE(k_x, 1, $1), KR3(k_x)
	xor	KLANE(k_x, 2, $1), KR3(k_x)
	xor	KR3(k_x), defn(<KC>k_x)>)
	C D[x] = C[x-1] ^ rol(C[x+1], 1) over C[x+1]: each C is read
	C before it is overwritten, C[1] from its copy in KT for D[2].
	mov	KC1, KT
	rol	<$>1, KC1
	xor	KC4, KC1
	rol	<$>1, KC4
	xor	KC2, KC4
	rol	<$>1, KC2
	xor	KC0, KC2
	rol	<$>1, KC0
	xor	KC3, KC0
	rol	<$>1, KC3
	xor	KT, KC3>)

dnl KECCAK_RHO_IN(X, x, reg): REG, lane (x, X) of the row being done,
dnl with D[x] added and rotated by rho.
define(<KECCAK_RHO_IN>, <
	xor	KD($2), $3<>ifelse(KECCAK_RHO($2, $1), 0, , <
	rol	<$>KECCAK_RHO($2, $1), $3>)>)

dnl KECCAK_IN(X, y, src): KB_X = input X of row y, lane (X + 3y mod 5,
dnl X) of SRC, with theta's D added and rotated by rho.
define(<KECCAK_IN>, <define(<k_x>, eval(($1 + 3 * $2) % 5))
	mov	KLANE(k_x, $1, $3), KB$1<>KECCAK_RHO_IN($1, k_x, KB$1)>)

dnl KECCAK_OUT(X, y, dst, main, a, b, rc): with andn, output lane (X, y)
dnl = MAIN ^ (~A & B), with RC added if given, to DST through KT.
define(<KECCAK_OUT>, <
	andn	$6, $5, KT
	xor	$4, KT<>ifelse($7, , , <
	xor	$7, KT>)
	mov	KT, KLANE($1, $2, $3)>)

dnl KECCAK_CHI(y, dst, rc): chi on the inputs of row y (0 to 2) in
dnl KB0..KB4, output to row y of DST.  Without andn, the complemented
dnl form of each row, its outputs in an order that lets the one NOT of
dnl the row be done in place.
define(<KECCAK_CHI>, <ifdef(<KECCAK_ANDN>, <
	KECCAK_OUT(0, $1, $2, KB0, KB1, KB2, $3)
	KECCAK_OUT(1, $1, $2, KB1, KB2, KB3)
	KECCAK_OUT(2, $1, $2, KB2, KB3, KB4)
	KECCAK_OUT(3, $1, $2, KB3, KB4, KB0)
	KECCAK_OUT(4, $1, $2, KB4, KB0, KB1)>, <KECCAK_CHI_$1($2, $3)>)>)

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
define(<KECCAK_CHI_2>, <
	mov	KB2, KT
	and	KB3, KT
	xor	KB1, KT<>KECCAK_STORE(1, 2, $1, KT)
	not	KB3
	mov	KB1, KT2
	or	KB2, KT2
	xor	KB0, KT2<>KECCAK_STORE(0, 2, $1, KT2)
	and	KB0, KB1
	xor	KB4, KB1<>KECCAK_STORE(4, 2, $1, KB1)
	or	KB4, KB0
	xor	KB3, KB0<>KECCAK_STORE(3, 2, $1, KB0)
	and	KB3, KB4
	xor	KB2, KB4<>KECCAK_STORE(2, 2, $1, KB4)>)

dnl KECCAK_ROW3(src, dst): output row 3, its outputs left in KR3 for
dnl the next round: o1 to KT and o0 to KT2 (o1 first: without andn, b3
dnl is then complemented in place, the form of row 3 taking b3 for o1
dnl and ~b3 for o2 and o3), then o4 over b1, o3 over b0 and o2 over b4,
dnl each the last reader of the lane it overwrites.
define(<KECCAK_ROW3>, <forloop(<i>, 0, 4, <KECCAK_IN(i, 3, $1)>)<>ifdef(<KECCAK_ANDN>, <
	andn	KB3, KB2, KT
	xor	KB1, KT<>KECCAK_STORE(1, 3, $2, KT)
	andn	KB2, KB1, KT2
	xor	KB0, KT2<>KECCAK_STORE(0, 3, $2, KT2)
	andn	KB1, KB0, KB1
	xor	KB4, KB1<>KECCAK_STORE(4, 3, $2, KB1)
	andn	KB0, KB4, KB0
	xor	KB3, KB0<>KECCAK_STORE(3, 3, $2, KB0)
	andn	KB4, KB3, KB4
	xor	KB2, KB4<>KECCAK_STORE(2, 3, $2, KB4)>, <
	mov	KB2, KT
	or	KB3, KT
	xor	KB1, KT<>KECCAK_STORE(1, 3, $2, KT)
	not	KB3
	mov	KB1, KT2
	and	KB2, KT2
	xor	KB0, KT2<>KECCAK_STORE(0, 3, $2, KT2)
	or	KB0, KB1
	xor	KB4, KB1<>KECCAK_STORE(4, 3, $2, KB1)
	and	KB4, KB0
	xor	KB3, KB0<>KECCAK_STORE(3, 3, $2, KB0)
	or	KB3, KB4
	xor	KB2, KB4<>KECCAK_STORE(2, 3, $2, KB4)>)>)

dnl KECCAK_ROW4(src, dst): output row 4.  Input X, lane (X + 2 mod 5,
dnl X), is added to the register of its D, k_bX; b0 and b1 are copied
dnl to KB3 and KB2 (free since row 3), and each output is written over
dnl the last lane it reads, o4 over b1, o3 over b0, o2 over b4, o1 over
dnl b3, o0 over b2, which is KCx for lane (x, 4).  Without andn, the
dnl complemented form: o1 and o0 take ~b1.
define(<KECCAK_ROW4>, <forloop(<i>, 0, 4, <define(<k_b>i, KD(eval((i + 2) % 5)))
	xor	KLANE(eval((i + 2) % 5), i, $1), defn(<k_b>i)
	rol	<$>KECCAK_RHO(eval((i + 2) % 5), i), defn(<k_b>i)>)
	mov	k_b1, KB2
	mov	k_b0, KB3<>ifdef(<KECCAK_ANDN>, <
	andn	k_b1, k_b0, k_b1
	xor	k_b4, k_b1<>KECCAK_STORE(4, 4, $2, k_b1)
	andn	k_b0, k_b4, k_b0
	xor	k_b3, k_b0<>KECCAK_STORE(3, 4, $2, k_b0)
	andn	k_b4, k_b3, k_b4
	xor	k_b2, k_b4<>KECCAK_STORE(2, 4, $2, k_b4)
	andn	k_b3, k_b2, k_b3
	xor	KB2, k_b3<>KECCAK_STORE(1, 4, $2, k_b3)
	andn	k_b2, KB2, k_b2
	xor	KB3, k_b2<>KECCAK_STORE(0, 4, $2, k_b2)>, <
	and	k_b0, k_b1
	xor	k_b4, k_b1<>KECCAK_STORE(4, 4, $2, k_b1)
	or	k_b4, k_b0
	xor	k_b3, k_b0<>KECCAK_STORE(3, 4, $2, k_b0)
	and	k_b3, k_b4
	xor	k_b2, k_b4<>KECCAK_STORE(2, 4, $2, k_b4)
	not	KB2
	or	k_b2, k_b3
	xor	KB2, k_b3<>KECCAK_STORE(1, 4, $2, k_b3)
	and	KB2, k_b2
	xor	KB3, k_b2<>KECCAK_STORE(0, 4, $2, k_b2)>)>)

dnl KECCAK_ROW(y, src, dst, rc): output row y of the round, 0 to 2.
define(<KECCAK_ROW>, <
	KECCAK_IN(0, $1, $2)
	KECCAK_IN(1, $1, $2)
	KECCAK_IN(2, $1, $2)
	KECCAK_IN(3, $1, $2)
	KECCAK_IN(4, $1, $2)
	KECCAK_CHI($1, $3, $4)>)

dnl KECCAK_ROUND(src, dst, rc): one round from the state at SRC to DST,
dnl RC the memory operand of its round constant.
define(<KECCAK_ROUND>, <KECCAK_THETA($1)
	KECCAK_ROW(0, $1, $2, $3)
	KECCAK_ROW(1, $1, $2)
	KECCAK_ROW(2, $1, $2)
	KECCAK_ROW3($1, $2)
	KECCAK_ROW4($1, $2)>)

dnl KECCAK_GPR_ROUNDS(first): rounds FIRST to 23 on the state at KSTATE,
dnl the frame at (%rsp) between them: 0 for Keccak-p[1600, 24], 12 for
dnl Keccak-p[1600, 12] (an even FIRST: two rounds a loop turn).
define(<KECCAK_GPR_ROUNDS>, <
	lea	.Lkeccak_rc+eval(8 * ($1))(%rip), KRC
	lea	eval(192 - 8 * ($1))(KRC), KT2
	mov	KT2, KRC_END<>forloop(<i>, 0, 4, <
	mov	KLANE(i, 4, KSTATE), defn(<KC>i)
	mov	KLANE(i, 3, KSTATE), KR3(i)>)
.Lround:
	KECCAK_ROUND(KSTATE, %rsp, (KRC))
	KECCAK_ROUND(%rsp, KSTATE, 8(KRC))
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

