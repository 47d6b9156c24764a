dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/gcm-hash-keystream.asm -- GCM open's first pass with
C AES-NI and PCLMULQDQ: the GHASH of sixteen ciphertext blocks and the
C keystream of eight counter blocks a turn.
C
C Why: open may not write a byte of plaintext before the tag is checked
C (symcrypt/gcm.h), so it hashes the whole ciphertext first.  Hashing
C alone keeps one of Zen 4's two AES pipes idle half the time (a
C PCLMULQDQ holds one for two cycles, 26 of them for eight blocks:
C doc/x86_64-aes.md).  Here the rounds of eight counter blocks run
C between the products of sixteen ciphertext blocks and their two
C reductions; open keeps the keystream on the stack and XORs it into
C DST after the check.  The hash is x86-common/ghash-pclmul.m4's, as in
C ghash-blocks.asm and gcm-encrypt.asm; the set-up, the counter blocks
C and the return of the state x86_64/m4/gcm-xmm.m4's, as in
C gcm-encrypt.asm.  The last eight to fifteen blocks run one turn of
C eight with four counter blocks, the last n < 8 the keystream and the
C products one block at a time.  The table of powers is on the stack,
C wiped on return.
C
C Measured (TSC ticks per byte hashed, 1024 blocks in one call, best
C of 300; AMD EPYC Zen 4, family 25 model 17, shared, 2026-11-26):
C AES-128 0.367, AES-256 0.387-0.389, against 0.297 for ghash_blocks
C alone plus 0.121 and 0.167 for aes_ctr32_blocks on the 512 blocks of
C keystream: the rounds take about 55 % of their time alone.

dnl void _symcrypt_gcm_hash_keystream(const uint8_t *key, unsigned nr,
dnl                                   uint8_t *counter_state,
dnl                                   size_t blocks, uint8_t *keystream,
dnl                                   const uint8_t *data)
dnl KEY: the round keys, then H^1 .. H^8; COUNTER_STATE: the counter
dnl block, then the hash value.

define(<KEYS>, <%rdi>)
define(<LAST>, <%rsi>)		C the last round key; NR on entry
define(<CTR>, <%rdx>)		C the counter, then the hash value
define(<BLOCKS>, <%rcx>)
define(<KS>, <%r8>)
define(<DATA>, <%r9>)
define(<KP>, <%r10>)
define(<N>, <%r11>)

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-xmm.m4>)dnl

define(<FIRST>, <%xmm4>)	C block 0 of a turn plus the hash value
define(<K>, <%xmm8>)		C a round key
define(<COUNTER>, <%xmm15>)	C the counter block byte-reversed

dnl The table of powers, and 8 bytes that align it to 16.
define(<FRAME>, <264>)

dnl HASH_BLOCK(j): the products of block J at DATA and H^(8 - j) added
dnl to LO, MI, HI; block 1 sets them, block 0 (FIRST) comes last.
define(<HASH_BLOCK>, <
	movdqu	16*$1<>(DATA), X
	pshufb	BSWAP, X
	ifelse($1, 1, <MUL_FIRST(X, POW($1), KAR($1))>,
	<MUL_ADD(X, POW($1), KAR($1))>)>)

dnl HASH_BLOCK16(j): the same for block J of the 16 at DATA, in two
dnl groups of eight each reduced once: the first block of a group, with
dnl the hash value added, sets LO, MI, HI.
define(<HASH_BLOCK16>, <
	movdqu	16*$1<>(DATA), X
	pshufb	BSWAP, X
	ifelse(eval($1 % 8), 0, <pxor	HI, X
	MUL_FIRST(X, POW(0), KAR(0))>,
	<MUL_ADD(X, POW(eval($1 % 8)), KAR(eval($1 % 8)))>)>)

dnl HASH16_STEP(r): what goes after round R of a 16-block turn: two of
dnl its 16 blocks or a reduction, 18 steps over rounds 1 to 9 (blocks
dnl 0 to 7 after rounds 1 to 4, blocks 9 to 14 after rounds 6 to 8).
define(<HASH16_STEP>, <ifelse(
	$1, 5, <REDUCE
	HASH_BLOCK16(8)>,
	$1, 9, <HASH_BLOCK16(15)
	REDUCE>,
	<HASH_BLOCK16(eval(2 * $1 - 2 - ($1 - 1) / 4))
	HASH_BLOCK16(eval(2 * $1 - 1 - ($1 - 1) / 4))>)>)

dnl LATE_ROUNDS(n): the rounds after round 9 on %xmm0 .. %xmm<n - 1>,
dnl the last one storing them to KS.
define(<LATE_ROUNDS>, <
	lea	160(KEYS), KP
	cmp	KP, LAST
	je	2f
1:	movdqu	(KP), K
	forloop(<i>, 0, eval($1 - 1), <
	aesenc	K, %xmm<>i>)
	add	<$>16, KP
	cmp	KP, LAST
	jne	1b
2:	movdqu	(LAST), K
	forloop(<i>, 0, eval($1 - 1), <
	aesenclast K, %xmm<>i
	movdqu	%xmm<>i, 16*i<>(KS)>)>)

	.file "gcm-hash-keystream.asm"

PROLOGUE(_symcrypt_gcm_hash_keystream)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	sub	$FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	GCM_START

	C A turn of 16 blocks: eight counter blocks through the rounds,
	C two blocks' products or a reduction after each of rounds 1 to
	C 9 (eight blocks in flight cover the latency of the rounds).
.Lturn16:
	cmp	$16, BLOCKS
	jb	.Lturn8
	COUNTERS(8)
	forloop(<r>, 1, 9, <
	movdqu	16*r<>(KEYS), K
	forloop(<i>, 0, 7, <
	aesenc	K, %xmm<>i>)
	HASH16_STEP(r)>)
	LATE_ROUNDS(8)
	paddd	.Lcounters+128(%rip), COUNTER
	add	$128, KS
	add	$256, DATA
	sub	$16, BLOCKS
	jmp	.Lturn16

	C Eight blocks (at most one such turn): four counter blocks;
	C after round r (1 to 7) the products of block r, after round 8
	C those of block 0 plus the hash value, after round 9 the
	C reduction.
.Lturn8:
	cmp	$8, BLOCKS
	jb	.Lrest
	COUNTERS(4)
	movdqu	(DATA), FIRST
	pshufb	BSWAP, FIRST
	pxor	HI, FIRST
	forloop(<r>, 1, 9, <
	movdqu	16*r<>(KEYS), K
	forloop(<i>, 0, 3, <
	aesenc	K, %xmm<>i>)
	ifelse(r, 8, <MUL_ADD(FIRST, POW(0), KAR(0))>,
	r, 9, <REDUCE>, <HASH_BLOCK(r)>)>)
	LATE_ROUNDS(4)
	paddd	.Lcounters+64(%rip), COUNTER
	add	$64, KS
	add	$128, DATA
	sub	$8, BLOCKS

	C The last n < 8 blocks: the keystream of n / 2 counter blocks one
	C at a time, then block i hashed with H^(n - i), from POW(8 - n)
	C on, and one reduction.
.Lrest:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	BLOCKS, N
	shr	N
	jz	.Lrest_hash
.Lrest_keystream:
	movdqa	COUNTER, %xmm0
	pshufb	BSWAP, %xmm0
	movdqu	(KEYS), K
	pxor	K, %xmm0
	lea	16(KEYS), KP
1:	movdqu	(KP), K
	aesenc	K, %xmm0
	add	$16, KP
	cmp	KP, LAST
	jne	1b
	movdqu	(LAST), K
	aesenclast K, %xmm0
	movdqu	%xmm0, (KS)
	paddd	.Lcounters+16(%rip), COUNTER
	add	$16, KS
	dec	N
	jnz	.Lrest_keystream

.Lrest_hash:
	mov	BLOCKS, KP
	shl	$4, KP
	neg	KP
	lea	128(%rsp, KP), KP
	movdqu	(DATA), X
	pshufb	BSWAP, X
	pxor	HI, X
	pxor	LO, LO
	pxor	MI, MI
	pxor	HI, HI
.Lrest_block:
	MUL_ADD(X, (KP), 128(KP))
	add	$16, KP
	add	$16, DATA
	dec	BLOCKS
	jz	.Lreduce
	movdqu	(DATA), X
	pshufb	BSWAP, X
	jmp	.Lrest_block
.Lreduce:
	REDUCE

.Ldone:
	GCM_FINISH
	add	$FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
.Lreturn:
	ret
EPILOGUE(_symcrypt_gcm_hash_keystream)

GCM_RODATA
