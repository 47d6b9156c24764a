dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): aes/aes-kw-wrap.asm, aes/aes-kw-unwrap.asm.
dnl arm64/kw.m4 -- key wrap's six passes (RFC 3394) with the ARMv8 AES
dnl instructions: the body of aes_kw_wrap and aes_kw_unwrap (KW_STEPS),
dnl on the rounds and key registers of arm64/aes.m4.
dnl
dnl Each step's block is the integrity value A (the first 8 bytes, the
dnl low half of a register) and one 8-byte block R[i] (the high half);
dnl the next step waits for this one's A, so the bound is the latency
dnl of one block's rounds a step.  The chain register X holds what the
dnl rounds give without the last round key (B XOR k_NR).  AESE and AESD
dnl add their key first, so the next step's first round takes as its
dnl key k_NR XOR k_0 in the low half, k_0 in the high half, XOR the
dnl count t in the low half (KMIX XOR T, made while the rounds run):
dnl X's low half is then A XOR t XOR k_0 for that round, and one BIT
dnl (a bitwise insert under a mask of the high half) puts the next
dnl R[i'], loaded into the high half of W, in X's high half.  The chain
dnl is the BIT and the NR rounds.  R[i'] is loaded through a pointer of
dnl its own, RL: through R, the base register that the store of R[i]
dnl steps, it would wait for the data of that store, the end of the
dnl chain, as llvm-mca models the out-of-order cores (doc/aes-arm64.md,
dnl "Key wrap").  Wrapping XORs step t's count into what its rounds
dnl give, so the step after it takes t; unwrapping XORs t into A before
dnl the rounds, so each step takes its own count and makes the next
dnl one's, t - 1 (0 after the last step, which leaves A as it is).
dnl
dnl Registers: X in v0 (the block AES_ROUND works on), the next R in
dnl v1's high half, the first round's key in v2, KMIX in v3, the count
dnl in v7 (a number in host order, so that one vector ADD or SUB steps
dnl it and one REV64 makes it big-endian, in v4), the block out in v5,
dnl round key 0 then the mask of the high half in v6, the round keys in
dnl v(31 - NR) .. v31.  The flags of one comparison of NR with 12
dnl choose the rounds at every step: the loops count down with CBNZ,
dnl which leaves them.  The counts and the block indices are public;
dnl no branch on and no index by the keys or the data.

define(<KEYS>, <x0>)
define(<NR>, <w1>)
define(<N>, <x2>)		C the blocks R[1] .. R[N]
define(<BUF>, <x3>)		C A, then R[1] .. R[N]
define(<X>, <v0>)
define(<W>, <v1>)
define(<KEY1>, <v2>)
define(<KMIX>, <v3>)
define(<T>, <v4>)
define(<OUT>, <v5>)
define(<K0>, <v6>)		C round key 0, until KMIX is made
define(<HIGH>, <v6>)		C then ones in the high half
define(<COUNT>, <v7>)		C the count KEY1 holds, in host order
define(<ONE>, <v16>)		C 1 in the low half
define(<START>, <x5>)		C a pass's first R[i]
define(<STEP>, <x6>)		C 8 (wrap) or -8 (unwrap)
define(<R>, <x7>)		C where this step's R[i] goes
define(<RL>, <x11>)		C the R[i] to load next
define(<LEFT>, <x8>)		C steps left in the pass
define(<PASSES>, <x9>)		C passes left
define(<TMP>, <x10>)

dnl KW_ROUNDS_REST(e|d): rounds 2 to NR of X (keys k_1 .. k_(NR - 1),
dnl the last without (Inv)MixColumns), chosen by the flags of CMP NR,
dnl 12; the last key not added.
define(<KW_ROUNDS_REST>, <
	b.lo	3f
	b.eq	4f
	AES_ROUND($1, v18, 0, 0)
	AES_ROUND($1, v19, 0, 0)
4:	AES_ROUND($1, v20, 0, 0)
	AES_ROUND($1, v21, 0, 0)
3:	forloop(<key>, 22, 29, <AES_ROUND($1, v<>key, 0, 0)>)
	aes$1	X.16b, v30.16b>)

dnl KW_COUNT_KEY: T = COUNT as a big-endian number (its high half 0),
dnl KEY1 = KMIX XOR T.
define(<KW_COUNT_KEY>, <
	rev64	T.16b, COUNT.16b
	eor	KEY1.16b, KMIX.16b, T.16b>)

dnl KW_STEPS(name, e|d): the function NAME(keys, nr, n, buf), wrap (E,
dnl the encryption keys) or unwrap (D, the decryption keys).
define(<KW_STEPS>, <
PROLOGUE($1)
	cbz	N, 9f
	C K0 = round key 0, then all the keys into v(31 - NR) .. v31
	ld1	{K0.16b}, [KEYS]
	AES_LOAD_KEYS(KEYS, NR)
	C KMIX = k_NR XOR k_0 in the low half, k_0 in the high half
	eor	KMIX.16b, K0.16b, v31.16b
	mov	KMIX.d[1], K0.d[1]
	C HIGH = ones in the high half, the mask of the BIT (over K0)
	movi	HIGH.2d, <#>0xffffffffffffffff
	mov	HIGH.d[0], xzr
	C X = A XOR k_NR in the low half, as the rounds leave it
	ldr	DREG(X), [BUF]
	eor	X.8b, X.8b, v31.8b
ifelse($2, e, <
	C Wrap: the first step takes count 0; R from R[1] up
	movi	COUNT.2d, <#>0
	add	START, BUF, <#>8
	mov	STEP, <#>8>, <
	C Unwrap: the first step takes count 6 N; R from R[N] down
	add	TMP, N, N, lsl <#>1
	lsl	TMP, TMP, <#>1
	fmov	DREG(COUNT), TMP
	add	START, BUF, N, lsl <#>3
	mov	STEP, <#>-8>)
	C The first step's key; ONE = 1, the count's step
	KW_COUNT_KEY
	mov	TMP, <#>1
	fmov	DREG(ONE), TMP
	mov	PASSES, <#>6
	C The flags that choose the rounds, for the whole call
	cmp	NR, <#>12
5:	C A pass over the N blocks
	mov	R, START
	mov	RL, START
	mov	LEFT, N
6:	C X = (A as the rounds left it, R[i]): the BIT on the chain
	ld1	{W.d}[1], [RL], STEP
	bit	X.16b, W.16b, HIGH.16b
	C Round 1, its key k_0 XOR k_NR XOR the count
	AES_ROUND($2, KEY1, 0, 0)
	C The next step's count, and its first round's key
	ifelse($2, e, <add>, <sub>)	COUNT.2d, COUNT.2d, ONE.2d
	KW_COUNT_KEY
	KW_ROUNDS_REST($2)
	C B = X XOR k_NR; its high half is R[i]
	eor	OUT.16b, X.16b, v31.16b
	st1	{OUT.d}[1], [R], STEP
	sub	LEFT, LEFT, <#>1
	cbnz	LEFT, 6b
	sub	PASSES, PASSES, <#>1
	cbnz	PASSES, 5b
	C A = B's low half XOR the count (6 N after a wrap, 0 after an unwrap)
	eor	OUT.8b, OUT.8b, T.8b
	str	DREG(OUT), [BUF]
9:	ret
EPILOGUE($1)>)
