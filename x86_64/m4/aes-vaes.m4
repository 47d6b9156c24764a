dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes/aes-ctr-blocks.asm, vaes/aes-ctr32-blocks.asm, vaes/aes-ctr32le-blocks.asm, vaes/aes-encrypt-blocks.asm, vaes/aes-decrypt-blocks.asm, vaes/aes-cbc-decrypt-blocks.asm, vaes/gcm-encrypt.asm, vaes/ocb-encrypt-blocks.asm, vaes/ocb-decrypt-blocks.asm, vaes/xts-encrypt-blocks.asm, vaes/xts-decrypt-blocks.asm.
dnl x86_64/m4/aes-vaes.m4 -- AES with 256-bit VAES and AVX2, W ymm
dnl registers of two blocks a turn: the bodies of aes_encrypt_blocks
dnl and aes_decrypt_blocks (AES_BLOCKS) and of aes_ctr_blocks and
dnl aes_ctr32_blocks (AES_CTR), eight registers (sixteen blocks); the
dnl rounds but the last (ROUNDS_BUT_LAST) for aes_cbc_decrypt_blocks and
dnl gcm_encrypt, four registers (eight blocks).
dnl
dnl Without AVX-512 there are sixteen vector registers and no masks.
dnl The round keys are not kept in registers: each round broadcasts its
dnl key from the key struct into K (one load for W VAESENC).  A last
dnl turn of n < 8 blocks runs the rounds on four registers and then
dnl loads and stores only its n blocks: pairs as ymm, an odd last block
dnl as xmm (TAIL).  With eight registers, 8 to 15 last blocks run first
dnl as a turn of four (sixteen blocks' rounds for a few would cost twice
dnl eight's).
dnl
dnl Why eight registers where the registers allow: a VAESENC takes four
dnl cycles and two issue a cycle on Zen 3 (doc/x86_64-aes.md, "The
dnl floor on Zen 3"), so eight must be in flight.  With four a turn the
dnl core must overlap two turns to get there, which CTR's counter
dnl instructions, on the same pipes, hinder: AES-128 CTR32 ran at 0.81
dnl of the bound with four, 0.84 with eight.

define(<KEYS>, <%rdi>)
define(<NR>, <%esi>)
define(<LASTKEY>, <%r10>)	C 16 NR, the offset of the last round key
define(<N>, <%r11>)		C the blocks of a last turn

define(<W>, <4>)		C the registers of blocks; 8 where set so
define(<X>, <%ymm<>$1>)		C the blocks, X(0) .. X(W - 1)
define(<K>, <%ymm<>W>)		C the round key of this round, twice
define(<LAST_X>, <eval(W - 1)>)	C the last of the registers X
define(<HALF_X>, <eval(W / 2 - 1)>)	C the last of the first half

dnl UPTO(last): LAST, or LAST_X if it is empty: the last register X a
dnl macro below works on when its last argument LAST is given.
define(<UPTO>, <ifelse($1, , LAST_X, $1)>)

dnl ROUNDS_BUT_LAST(op, from, last, step): the rounds of AES (op enc) or
dnl of its equivalent inverse cipher (dec) on X(0) .. X(LAST) but the
dnl last, the first round key added to FROM(0) .. FROM(LAST) (X itself,
dnl or the registers the blocks were loaded into).  STEP, if given, is
dnl a macro expanded with i after each round i of 1 .. 9: other work
dnl placed between the rounds (gcm_encrypt's hash of the last turn).
define(<ROUNDS_BUT_LAST>, <
	vbroadcasti128	(KEYS), K
	forloop(<j>, 0, UPTO($3), <
	vpxor	K, $2(j), X(j)>)
	forloop(<i>, 1, 9, <
	vbroadcasti128	16*i<>(KEYS), K
	forloop(<j>, 0, UPTO($3), <
	vaes$1	K, X(j), X(j)>)ifelse(<$4>, , , <$4(i)>)>)
	cmp	<$>10, NR
	je	2f
	forloop(<i>, 10, 13, <ifelse(i, 12, <
	cmp	<$>12, NR
	je	2f>)
	vbroadcasti128	16*i<>(KEYS), K
	forloop(<j>, 0, UPTO($3), <
	vaes$1	K, X(j), X(j)>)>)
2:>)

dnl ROUNDS(op, last, step): the whole cipher on X(0) .. X(LAST), STEP as
dnl for ROUNDS_BUT_LAST.
define(<ROUNDS>, <ROUNDS_BUT_LAST($1, <X>, $2, <$3>)
	vbroadcasti128	(KEYS, LASTKEY), K
	forloop(<j>, 0, UPTO($2), <
	vaes$1<>last	K, X(j), X(j)>)>)

dnl TAIL(pair, single, label, last): for the N <= 2 LAST + 2 blocks of a
dnl last turn, PAIR(j) for each whole pair j (blocks 2j and 2j + 1),
dnl then SINGLE(j) if N is odd (block 2j = N - 1 alone).  LABEL names
dnl the jumps to SINGLE; ends at 3:.
define(<TAIL>, <forloop(<j>, 0, UPTO($4), <
	cmp	<$>eval(2 * j + 1), N
	jb	3f
	je	$3<>j
	$1(j)>)
	jmp	3f
forloop(<j>, 0, UPTO($4), <
$3<>j:
	$2(j)
	jmp	3f
>)3:>)

dnl TURN_SHIFT: log2 of the 2 W blocks of a turn (W is 4 or 8).
define(<TURN_SHIFT>, <ifelse(W, 8, 4, 3)>)

dnl The arguments of AES_CTR (AES_BLOCKS moves its own there).
define(<CTR>, <%rdx>)
define(<BLOCKS>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)

dnl AES_BLOCKS(name, op): the function NAME (keys, nr, blocks, dst,
dnl src), blocks one after another (op enc or dec).
define(<LOAD_PAIR>, <
	vmovdqu	32*$1<>(SRC), X($1)>)
define(<LOAD_ONE>, <
	vmovdqu	32*$1<>(SRC), XMM(X($1))>)
define(<STORE_PAIR>, <
	vmovdqu	X($1), 32*$1<>(DST)>)
define(<STORE_ONE>, <
	vmovdqu	XMM(X($1)), 32*$1<>(DST)>)
define(<AES_BLOCKS>, <
PROLOGUE($1)
	mov	%r8, SRC
	mov	%rcx, DST
	mov	%rdx, BLOCKS
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	NR, %eax
	shl	<$>4, %eax
	mov	%rax, LASTKEY
	mov	BLOCKS, N
	and	<$>eval(2 * W - 1), N
	shr	<$>TURN_SHIFT, BLOCKS
	jz	.Lhalf
.Lturn:
	forloop(<j>, 0, LAST_X, <LOAD_PAIR(j)>)
	ROUNDS($2)
	forloop(<j>, 0, LAST_X, <STORE_PAIR(j)>)
	add	<$>eval(32 * W), SRC
	add	<$>eval(32 * W), DST
	dec	BLOCKS
	jnz	.Lturn
.Lhalf:
	C W blocks or more left: a turn of half the registers.
	cmp	<$>W, N
	jb	.Ltail
	forloop(<j>, 0, HALF_X, <LOAD_PAIR(j)>)
	ROUNDS($2, HALF_X)
	forloop(<j>, 0, HALF_X, <STORE_PAIR(j)>)
	add	<$>eval(16 * W), SRC
	add	<$>eval(16 * W), DST
	sub	<$>W, N
.Ltail:
	test	N, N
	jz	.Lend
	TAIL(<LOAD_PAIR>, <LOAD_ONE>, .Lload_one, HALF_X)
	ROUNDS($2, HALF_X)
	TAIL(<STORE_PAIR>, <STORE_ONE>, .Lstore_one, HALF_X)
.Lend:
	vzeroupper
.Ldone:
	ret
EPILOGUE($1)>)

dnl The registers of AES_CTR, after X(0) .. X(7) and K (W is 8).
define(<BASE>, <%ymm9>)		C the counter, byte-reversed, in both lanes
define(<BSWAP>, <%ymm10>)	C the VPSHUFB pattern reversing each lane
define(<SIGN>, <%ymm11>)	C bit 63 of each 64-bit half (128-bit counter)
define(<STEP>, <%ymm12>)	C the blocks of the last turn, in each lane

dnl ADD(dst, a, b, width): DST = A + B, lane by lane, by the counter
dnl WIDTH (B has nothing in the high half of a lane).  With 128 bits by
dnl 64-bit halves (VPADDQ), and a carry out of a low half (the sum below
dnl the addend, compared as signed numbers with their top bits flipped)
dnl moved to the high half and subtracted there as -1 (%ymm13 and
dnl %ymm14 are scratch).
define(<ADD>, <ifelse($4, 128, <
	vpaddq	$3, $2, $1
	vpxor	SIGN, $1, %ymm13
	vpxor	$3, SIGN, %ymm14
	vpcmpgtq %ymm13, %ymm14, %ymm14
	vpslldq	<$>8, %ymm14, %ymm14
	vpsubq	%ymm14, $1, $1>, <
	vpaddd	$3, $2, $1>)>)

dnl CTR_ORDER(x, width): X, counter blocks, as stored from the numbers
dnl or back: byte-reversed, but for RFC 8452's counter (32le), whose
dnl block is the little-endian number already.
define(<CTR_ORDER>, <ifelse($2, 32le, , <
	vpshufb	BSWAP, $1, $1>)>)

dnl AES_CTR(name, width): the function NAME (keys, nr, counter, blocks,
dnl dst, src) with the counter WIDTH, 128 or 32 bits or 32le (RFC
dnl 8452's: the first 32 bits, little-endian).  The counter block is
dnl kept byte-reversed (32le: as stored), as a little-endian number, in both
dnl lanes of BASE; the counters of a turn are BASE + 0, 1, ..., 2 W - 1
dnl in the lanes of X(0) .. X(W - 1) (CTR_BLOCKS(width, last): those of
dnl X(0) .. X(LAST)).  With 32 bits the addition is by 32-bit lanes
dnl (VPADDD), which wraps modulo 2^32 and leaves the other 96 bits
dnl alone.
define(<CTR_BLOCKS>, <forloop(<j>, 0, UPTO($2), <
	ADD(X(j), BASE, .Lincrements+32*j<>(%rip), $1)
	CTR_ORDER(X(j), $1)>)>)
define(<XOR_PAIR>, <
	vpxor	32*$1<>(SRC), X($1), X($1)
	vmovdqu	X($1), 32*$1<>(DST)>)
define(<XOR_ONE>, <
	vpxor	32*$1<>(SRC), XMM(X($1)), XMM(X($1))
	vmovdqu	XMM(X($1)), 32*$1<>(DST)>)
define(<AES_CTR>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	NR, %eax
	shl	<$>4, %eax
	mov	%rax, LASTKEY
	vbroadcasti128	.Lbswap(%rip), BSWAP
	vbroadcasti128	(CTR), BASE
	CTR_ORDER(BASE, $2)
	vpbroadcastq	.Lsign(%rip), SIGN
	mov	BLOCKS, N
	and	<$>eval(2 * W - 1), N
	shr	<$>TURN_SHIFT, BLOCKS
	jz	.Lhalf
.Lturn:
	CTR_BLOCKS($2)
	ROUNDS(enc)
	forloop(<j>, 0, LAST_X, <XOR_PAIR(j)>)
	ADD(BASE, BASE, .Lturn_step(%rip), $2)
	add	<$>eval(32 * W), SRC
	add	<$>eval(32 * W), DST
	dec	BLOCKS
	jnz	.Lturn
.Lhalf:
	C W blocks or more left: a turn of half the registers.
	cmp	<$>W, N
	jb	.Ltail
	CTR_BLOCKS($2, HALF_X)
	ROUNDS(enc, HALF_X)
	forloop(<j>, 0, HALF_X, <XOR_PAIR(j)>)
	ADD(BASE, BASE, .Lhalf_step(%rip), $2)
	add	<$>eval(16 * W), SRC
	add	<$>eval(16 * W), DST
	sub	<$>W, N
.Ltail:
	test	N, N
	jz	.Lend
	CTR_BLOCKS($2, HALF_X)
	ROUNDS(enc, HALF_X)
	TAIL(<XOR_PAIR>, <XOR_ONE>, .Lxor_one, HALF_X)
	vmovq	N, XMM(STEP)
	vpermq	<$>0x44, STEP, STEP
	ADD(BASE, BASE, STEP, $2)
.Lend:
	CTR_ORDER(BASE, $2)
	vmovdqu	XMM(BASE), (CTR)
	vzeroupper
.Ldone:
	ret
EPILOGUE($1)

RODATA
	.p2align 5
C The counters of a turn, lane by lane, and the step to the next turn.
.Lincrements:
	forloop(<i>, 0, eval(2 * W - 1), <
	.quad i, 0>)
.Lturn_step:
	.quad eval(2 * W), 0, eval(2 * W), 0
.Lhalf_step:
	.quad W, 0, W, 0
.Lsign:
	.quad 0x8000000000000000
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>)
