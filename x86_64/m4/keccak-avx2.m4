dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/keccak-permute-x4.asm, avx2/keccak-permute12-x4.asm, avx2/keccak-absorb-x4.asm, avx2/keccak-absorb12-x4.asm, avx2/keccak-sha3-x4.asm.
dnl x86_64/m4/keccak-avx2.m4 -- Keccak-p[1600, 24] on four states at once,
dnl AVX2: lane (x, y) of state j in 64-bit element j of a ymm register.
dnl
dnl Sixteen registers cannot hold 25 lanes, so the four states stay in
dnl memory (800 bytes, lane (x, y) at 32 (x + 5y)) and each round goes
dnl from one copy to the other: the caller's STATES and a frame of 800
dnl bytes at (%rsp), two rounds a loop turn.  A round writes its output
dnl row by row: the row's five inputs (pi) are loaded with D added
dnl (theta), rotated by two shifts and an OR (rho; AVX2 has no
dnl rotation; the two rotations by whole bytes, 8 and 56, are one
dnl vpshufb), then chi is one vpandn and one vpxor an output, which is
dnl stored and added into the next round's column parities, kept in
dnl registers.  The parities give the next round's D before it starts.
dnl A round: 25 loads with D added, 24 rotations (22 of two shifts and
dnl an OR, 2 vpshufb: 68), 50 for chi, 20 for the parities, 20 for D,
dnl 2 for iota and 25 stores: 185 vector operations and the stores,
dnl for four states.
dnl
dnl Registers: D0-D4 (ymm0-4), a row B0-B4 (ymm5-9), the parities
dnl C0-C4 (ymm10-14) and a temporary (ymm15); the loop uses %r10 and
dnl %r11, and the absorbing loops %rbp for the caller's %rsp.

INCLUDE_SRC(<x86_64/m4/keccak.m4>)dnl

define(<KX4_FRAME>, <800>)
define(<KD>, <%ymm$1>)
define(<KB>, <%ymm<>eval(5 + ($1))>)
define(<KC>, <%ymm<>eval(10 + ($1))>)
define(<KT>, <%ymm15>)
define(<KX4_RC>, <%r10>)	dnl the next round constant
define(<KX4_RC_END>, <%r11>)

dnl KX4_LANE(base, x, y): lane (x, y) of the four states at BASE.
define(<KX4_LANE>, <eval(32 * (($2) + 5 * ($3)))($1)>)

dnl The rotation offsets of rho, FIPS 202, 3.2.2, Table 2: KX4_RHO_x_y.
define(<KX4_RHO_0_0>, 0)define(<KX4_RHO_1_0>, 1)define(<KX4_RHO_2_0>, 62)define(<KX4_RHO_3_0>, 28)define(<KX4_RHO_4_0>, 27)
define(<KX4_RHO_0_1>, 36)define(<KX4_RHO_1_1>, 44)define(<KX4_RHO_2_1>, 6)define(<KX4_RHO_3_1>, 55)define(<KX4_RHO_4_1>, 20)
define(<KX4_RHO_0_2>, 3)define(<KX4_RHO_1_2>, 10)define(<KX4_RHO_2_2>, 43)define(<KX4_RHO_3_2>, 25)define(<KX4_RHO_4_2>, 39)
define(<KX4_RHO_0_3>, 41)define(<KX4_RHO_1_3>, 45)define(<KX4_RHO_2_3>, 15)define(<KX4_RHO_3_3>, 21)define(<KX4_RHO_4_3>, 8)
define(<KX4_RHO_0_4>, 18)define(<KX4_RHO_1_4>, 2)define(<KX4_RHO_2_4>, 61)define(<KX4_RHO_3_4>, 56)define(<KX4_RHO_4_4>, 14)
define(<KX4_RHO>, <KX4_RHO_$1_$2>)

dnl KX4_ROL(reg, r): REG rotated left by R, through KT; by 8 and 56,
dnl whole bytes, one vpshufb (KX4_TABLES).
define(<KX4_ROL>, <ifelse($2, 0, , $2, 8, <
	vpshufb	.Lkx4_rol8(%rip), $1, $1>, $2, 56, <
	vpshufb	.Lkx4_rol56(%rip), $1, $1>, <
	vpsllq	<$>$2, $1, KT
	vpsrlq	<$>eval(64 - $2), $1, $1
	vpor	KT, $1, $1>)>)

dnl KX4_D: D[x] = C[x - 1] ^ rol(C[x + 1], 1), through KT.
define(<KX4_D>, <forloop(<x>, 0, 4, <
	vpsrlq	<$>63, KC(eval((x + 1) % 5)), KT
	vpaddq	KC(eval((x + 1) % 5)), KC(eval((x + 1) % 5)), KD(x)
	vpor	KT, KD(x), KD(x)
	vpxor	KC(eval((x + 4) % 5)), KD(x), KD(x)>)>)

dnl KX4_PARITIES(base): C[x] = the XOR of column x of the states at BASE.
define(<KX4_PARITIES>, <forloop(<x>, 0, 4, <
	vmovdqu	KX4_LANE($1, x, 0), KC(x)
	vpxor	KX4_LANE($1, x, 1), KC(x), KC(x)
	vpxor	KX4_LANE($1, x, 2), KC(x), KC(x)
	vpxor	KX4_LANE($1, x, 3), KC(x), KC(x)
	vpxor	KX4_LANE($1, x, 4), KC(x), KC(x)>)>)

dnl KX4_ROW(src, dst, y, rc): output row Y of the round from SRC to DST.
dnl Pi puts lane (x', X) at (X, y) for x' = X + 3y (mod 5): B[X] is it
dnl with D[x'] added, rotated.  Row 0 sets the parities, the other
dnl rows add to them; iota adds the round constant at RC to lane (0, 0).
define(<KX4_ROW>, <forloop(<X>, 0, 4, <
	vpxor	KX4_LANE($1, eval((X + 3 * $3) % 5), X), KD(eval((X + 3 * $3) % 5)), KB(X)dnl
KX4_ROL(KB(X), KX4_RHO(eval((X + 3 * $3) % 5), X))>)
	forloop(<X>, 0, 4, <ifelse($3, 0, <
	vpandn	KB(eval((X + 2) % 5)), KB(eval((X + 1) % 5)), KC(X)
	vpxor	KB(X), KC(X), KC(X)ifelse(X, 0, <
	vpbroadcastq	$4, KT
	vpxor	KT, KC(0), KC(0)>)
	vmovdqu	KC(X), KX4_LANE($2, X, $3)>, <
	vpandn	KB(eval((X + 2) % 5)), KB(eval((X + 1) % 5)), KT
	vpxor	KB(X), KT, KT
	vmovdqu	KT, KX4_LANE($2, X, $3)
	vpxor	KT, KC(X), KC(X)>)>)>)

dnl KX4_ROUND(src, dst, rc): one round from SRC to DST, D in KD on
dnl entry and the next round's on exit.
define(<KX4_ROUND>, <
	KX4_ROW($1, $2, 0, $3)
	KX4_ROW($1, $2, 1)
	KX4_ROW($1, $2, 2)
	KX4_ROW($1, $2, 3)
	KX4_ROW($1, $2, 4)
	KX4_D>)

dnl KX4_PERMUTE(states, first): rounds FIRST to 23 on the four states
dnl at STATES, through the frame at (%rsp): 0 for Keccak-p[1600, 24],
dnl 12 for Keccak-p[1600, 12] (an even FIRST: two rounds a loop turn).
define(<KX4_PERMUTE>, <
	KX4_PARITIES($1)
	KX4_D
	lea	.Lkeccak_rc+eval(8 * ($2))(%rip), KX4_RC
	lea	eval(192 - 8 * ($2))(KX4_RC), KX4_RC_END
.Lround:
	KX4_ROUND($1, %rsp, (KX4_RC))
	KX4_ROUND(%rsp, $1, 8(KX4_RC))
	add	<$>16, KX4_RC
	cmp	KX4_RC_END, KX4_RC
	jne	.Lround>)

dnl KX4_ABSORB(name, first): the absorbing loop of four states, NAME's
dnl body: BLOCKS blocks of RATE bytes from DATA0..DATA3 (the table at
dnl %rdx), each added to STATES (ADD_DATA) and permuted from round
dnl FIRST (0 for SHA-3's absorbing, 12 for KangarooTwelve's leaves).
define(<KX4_ABSORB>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	mov	%ecx, %ecx
	mov	(%rdx), DATA0
	mov	8(%rdx), DATA1
	mov	16(%rdx), DATA2
	mov	24(%rdx), DATA3
	KX4_ENTER_APART(DATA0)
.Lblock:
	KECCAK_ADD_BLOCK(<ADD_DATA>)
	KX4_PERMUTE(STATES, $2)
	add	RATE, DATA0
	add	RATE, DATA1
	add	RATE, DATA2
	add	RATE, DATA3
	dec	BLOCKS
	jnz	.Lblock
	KX4_LEAVE_APART
	vzeroupper
.Lnone:
	ret
EPILOGUE($1)>)

dnl KX4_TABLES: the round constants and the byte orders of the
dnl rotations by 8 and 56, for the file's read-only data.
define(<KX4_TABLES>, <
KECCAK_RC_TABLE
	.balign	32
C Each 64-bit element's bytes rotated left by one (8 bits) and by seven.
.Lkx4_rol8:
	.byte	7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14
	.byte	7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14
.Lkx4_rol56:
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8>)

dnl KX4_WIPE: the rounds' copy of the states at (%rsp) zeroed (it holds
dnl the states one round before the end), and KT with it.
define(<KX4_WIPE>, <
	vpxor	XMM(KT), XMM(KT), XMM(KT)
	forloop(<i>, 0, 24, <
	vmovdqu	KT, eval(32 * i)(%rsp)>)>)

dnl KX4_ENTER, KX4_LEAVE: the frame, wiped on the way out.
define(<KX4_ENTER>, <
	sub	<$>KX4_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset KX4_FRAME>)>)
define(<KX4_LEAVE>, <KX4_WIPE
	add	<$>KX4_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -KX4_FRAME>)>)

dnl KX4_ENTER_APART(data), KX4_LEAVE_APART: the frame of the absorbing
dnl loops, placed 2048 bytes from the first block's DATA modulo 4096:
dnl (frame - DATA - 2048) mod 4096 taken off a frame below %rsp (%rbp
dnl keeps the caller's %rsp; %r10 and %r11 are free here).  Where
dnl the frame starts a little below DATA's offset in its page the loop
dnl runs slower on AMD Zen 4, and where the caller's stack lies against
dnl its data is chance (doc/sha3.md, "Where the state lies").  The
dnl frame moves down at most 4095 bytes more.
define(<KX4_ENTER_APART>, <
	push	%rbp
	CFI(<.cfi_adjust_cfa_offset 8>)
	CFI(<.cfi_rel_offset %rbp, 0>)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	lea	-KX4_FRAME<>(%rsp), %r11
	mov	%r11, %r10
	sub	$1, %r10
	sub	<$>2048, %r10
	and	<$>4095, %r10
	sub	%r10, %r11
	mov	%r11, %rsp>)
define(<KX4_LEAVE_APART>, <KX4_WIPE
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	pop	%rbp
	CFI(<.cfi_adjust_cfa_offset -8>)
	CFI(<.cfi_restore %rbp>)>)

dnl ADD_DATA(first, last): lanes FIRST to LAST of the four states at
dnl STATES ^= the four blocks' at DATA0 .. DATA3 (the user's names).
define(<ADD_DATA>, <forloop(<i>, $1, $2, <
	vmovq	eval(8 * i)(DATA0), XMM(KT)
	vpinsrq	<$>1, eval(8 * i)(DATA1), XMM(KT), XMM(KT)
	vmovq	eval(8 * i)(DATA2), XMM(KB(0))
	vpinsrq	<$>1, eval(8 * i)(DATA3), XMM(KB(0)), XMM(KB(0))
	vinserti128	<$>1, XMM(KB(0)), KT, KT
	vpxor	eval(32 * i)(STATES), KT, KT
	vmovdqu	KT, eval(32 * i)(STATES)>)>)
