dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): aes/aes-kw-wrap.asm, aes/aes-kw-unwrap.asm.
dnl arm/kw.m4 -- key wrap's six passes (RFC 3394) with the ARMv8 crypto
dnl extension in AArch32: the body of aes_kw_wrap and aes_kw_unwrap
dnl (KW_STEPS), on the rounds of arm/aes.m4.
dnl
dnl Each step's block is the integrity value A (the low half, d0) and
dnl one 8-byte block R[i] (the high half, d1); the next step waits for
dnl this one's A, so the bound is the latency of one block's rounds a
dnl step.  X (q0) holds what the rounds give without the last round key
dnl (B XOR k_NR).  Its high half with k_NR's added is the new R[i],
dnl stored, and the next R[i'] is loaded over it: a D register is half
dnl of a Q register, so no mask and no insert are needed.  AESE and AESD
dnl add their key first, so the first round's key (KEY1, q1) is k_0
dnl with k_NR XOR the count t (64-bit big-endian) added to its low half:
dnl X's low half is then A XOR t XOR k_0 for that round.  Wrapping XORs
dnl step t's count into what its rounds give, so the step after it takes
dnl t; unwrapping XORs t into A before the rounds, so each step takes
dnl its own count and makes the next one's, t - 1 (0 after the last
dnl step, which leaves A as it is).
dnl
dnl The registers.  All the round keys stay in registers for the whole
dnl call: k_j in q(15 - NR + j) for j = 1 .. NR (q2 .. q15 for AES-256),
dnl beside X and KEY1, all 16 q registers.  The room comes from k_0
dnl living only in KEY1 and from the count living in general registers:
dnl BUF's N blocks fit in a 32-bit address space, so the count, at most
dnl 6 N, is below 2^32: its first 32 bits are zero and its last 32 are
dnl REV of a 32-bit register, which XORed with MIX (that word of k_0 XOR
dnl k_NR) one VMOV puts in KEY1's lane 1, four instructions a step
dnl beside the rounds.  ARM state has no CBNZ, so the loops' SUBS set
dnl the flags and one comparison of NR cannot choose the rounds at every
dnl step: the key size chooses one of three copies of the loops, at the
dnl start.  The counts and the block indices are public; no branch on
dnl and no index by the keys or the data.

INCLUDE_SRC(<arm/aes.m4>)

define(<KEYS>, <r0>)
define(<NR>, <r1>)
define(<N>, <r2>)		C the blocks R[1] .. R[N]
define(<BUF>, <r3>)		C A, then R[1] .. R[N]
define(<R>, <r4>)		C where this step's R[i] goes
define(<RL>, <r5>)		C the R[i] to load next
define(<LEFT>, <r6>)		C steps left in the pass
define(<PASSES>, <r7>)		C passes left
define(<COUNT>, <r8>)		C the count in KEY1
define(<MIX>, <r9>)		C lane 1 of k_0 XOR k_NR
define(<START>, <r10>)		C a pass's first R[i]
define(<STEP>, <r11>)		C 8 (wrap) or -8 (unwrap)
define(<TMP>, <r12>)
define(<X>, <q0>)		C q0: AES_ROUND works on it
define(<XA>, <d0>)		C X's low half: A's side
define(<XR>, <d1>)		C X's high half: R[i]
define(<KEY1>, <q1>)
define(<KEY1A>, <d2>)		C KEY1's low half: k_0, k_NR, the count
define(<KNR_LO>, <d30>)		C k_NR (q15), its halves
define(<KNR_HI>, <d31>)

dnl KW_COUNT_KEY: KEY1's lane 1 = MIX XOR the count, big-endian.
define(<KW_COUNT_KEY>, <
	rev	TMP, COUNT
	eor	TMP, TMP, MIX
	vmov.32	KEY1A[1], TMP>)

dnl KW_PASSES(e|d, nr): the six passes with the keys of NR rounds,
dnl k_1 .. k_(NR - 1) in q(16 - NR) .. q14.
define(<KW_PASSES>, <
.Lpasses$2:
	mov	PASSES, #6
.Lpass$2:
	C A pass over the N blocks
	mov	R, START
	mov	RL, START
	mov	LEFT, N
.Lstep$2:
	C X = (A as the rounds left it, R[i])
	vld1.8	{XR}, [RL], STEP
	C Round 1, its key k_0 XOR (k_NR XOR the count) in the low half
	AES_ROUND($1, KEY1, 0, 0)
	C The next step's count and first round's key; the step counted
	ifelse($1, e, <add>, <sub>)	COUNT, COUNT, #1
	KW_COUNT_KEY
	subs	LEFT, LEFT, #1
	C Rounds 2 to NR, the last without (Inv)MixColumns, k_NR not added
	forloop(<key>, eval(16 - $2), 13, <AES_ROUND($1, q<>key, 0, 0)>)
	aes$1.8	X, q14
	C R[i] = B's high half, X's XOR k_NR's
	veor	XR, XR, KNR_HI
	vst1.8	{XR}, [R], STEP
	bne	.Lstep$2
	subs	PASSES, PASSES, #1
	bne	.Lpass$2<>ifelse($2, 10, , <
	b	.Ldone>)>)

dnl KW_STEPS(name, e|d): the function NAME(keys, nr, n, buf), wrap (E,
dnl the encryption keys) or unwrap (D, the decryption keys).
define(<KW_STEPS>, <
PROLOGUE($1)
	cmp	N, #0
	bxeq	lr
	PUSH(r4, r5, r6, r7, r8, r9, r10, r11)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	C k_(NR - 7) .. k_NR into q8 .. q15; k_1 .. k_(NR - 8) into
	C q(16 - NR) .. q7, two at a time by the key size
	AES_LOAD_KEYS(KEYS, NR, TMP)
	add	TMP, KEYS, #16
	cmp	NR, #12
	blo	1f
	beq	2f
	vld1.8	{d4, d5, d6, d7}, [TMP]!
2:	vld1.8	{d8, d9, d10, d11}, [TMP]!
1:	vld1.8	{d12, d13, d14, d15}, [TMP]
	C KEY1 = k_0 with k_NR's low half added; MIX its lane 1
	vld1.8	{d2, d3}, [KEYS]
	veor	KEY1A, KEY1A, KNR_LO
	vmov.32	MIX, KEY1A[1]
	C X's low half = A XOR k_NR's, as the rounds leave it
	vld1.8	{XA}, [BUF]
	veor	XA, XA, KNR_LO
ifelse($2, e, <
	C Wrap: the first step takes count 0 (KEY1 as it is); R[1] up
	mov	COUNT, #0
	add	START, BUF, #8
	mov	STEP, #8>, <
	C Unwrap: the first step takes count 6 N; R[N] down
	add	COUNT, N, N, lsl #1
	lsl	COUNT, COUNT, #1
	KW_COUNT_KEY
	add	START, BUF, N, lsl #3
	mvn	STEP, #7>)
	C The loops of the key size
	cmp	NR, #12
	blo	.Lpasses10
	beq	.Lpasses12
	KW_PASSES($2, 14)
	KW_PASSES($2, 12)
	KW_PASSES($2, 10)
.Ldone:
	C A = X's low half XOR KEY1's XOR k_0's: B's XOR the last count
	C (6 N after a wrap, 0 after an unwrap)
	vld1.8	{d4}, [KEYS]
	veor	XA, XA, KEY1A
	veor	XA, XA, d4
	vst1.8	{XA}, [BUF]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7, r8, r9, r10, r11)
	bx	lr
EPILOGUE($1)>)
