dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes512/aes-ctr-blocks.asm, vaes512/aes-ctr32-blocks.asm, vaes512/aes-ctr32le-blocks.asm, vaes512/aes-encrypt-blocks.asm, vaes512/aes-decrypt-blocks.asm, vaes512/aes-cbc-decrypt-blocks.asm, vaes512/gcm-encrypt.asm, vaes512/xts-encrypt-blocks.asm, vaes512/xts-decrypt-blocks.asm.
dnl x86_64/m4/aes-vaes512.m4 -- AES with 512-bit VAES, sixteen blocks (four
dnl zmm registers of four blocks) a turn: the bodies of
dnl aes_encrypt_blocks and aes_decrypt_blocks (AES_BLOCKS) and of
dnl aes_ctr_blocks and aes_ctr32_blocks (AES_CTR); the rounds but the
dnl last (ROUNDS_BUT_LAST) for aes_cbc_decrypt_blocks.
dnl
dnl The round keys are broadcast to every lane of %zmm16 .. %zmm30 once
dnl a call.  Every turn, the last one too, runs under the masks %k1 ..
dnl %k4 (a bit per 64-bit half of a block): full for 16 blocks, the
dnl first 2n bits for a last turn of n < 16, so that the loads of the
dnl blocks after the last one are suppressed (no fault, zeros) and
dnl their stores left out.  There is no other tail code.

define(<KEYS>, <%rdi>)
define(<NR>, <%esi>)
define(<BITS>, <%r10>)		C twice the blocks of this turn
define(<MASK>, <%r11>)

define(<X>, <%zmm<>$1>)		C the blocks, X(0) .. X(3)
define(<D>, <%zmm<>eval(4 + $1)>)	C the data XORed in CTR, the ciphertext in CBC
define(<K>, <%zmm<>eval(16 + $1)>)	C round key i, K(0) .. K(13)
define(<KLAST>, <%zmm30>)	C round key NR

dnl LOAD_KEYS: K(0) .. K(9), K(10) .. K(13) as far as NR needs them,
dnl and KLAST.
define(<LOAD_KEYS>, <
	forloop(<i>, 0, 9, <
	vbroadcasti32x4	16*i<>(KEYS), K(i)>)
	cmp	<$>10, NR
	je	1f
	vbroadcasti32x4	160(KEYS), K(10)
	vbroadcasti32x4	176(KEYS), K(11)
	cmp	<$>12, NR
	je	1f
	vbroadcasti32x4	192(KEYS), K(12)
	vbroadcasti32x4	208(KEYS), K(13)
1:	mov	NR, %eax
	shl	<$>4, %eax
	vbroadcasti32x4	(KEYS, %rax), KLAST>)

dnl ROUNDS_BUT_LAST(op, from[, last]): the rounds of AES (op enc) or of
dnl its equivalent inverse cipher (dec) on X(0) .. X(LAST) (X(3) when
dnl LAST is left out) but the last, the first round key added to
dnl FROM(0) .. FROM(LAST) (X itself, or the registers the blocks were
dnl loaded into).
define(<ROUNDS_BUT_LAST>, <
	forloop(<j>, 0, ifelse($3, , 3, $3), <
	vpxorq	K(0), $2(j), X(j)>)
	forloop(<i>, 1, 9, <forloop(<j>, 0, ifelse($3, , 3, $3), <
	vaes$1	K(i), X(j), X(j)>)>)
	cmp	<$>10, NR
	je	2f
	forloop(<i>, 10, 11, <forloop(<j>, 0, ifelse($3, , 3, $3), <
	vaes$1	K(i), X(j), X(j)>)>)
	cmp	<$>12, NR
	je	2f
	forloop(<i>, 12, 13, <forloop(<j>, 0, ifelse($3, , 3, $3), <
	vaes$1	K(i), X(j), X(j)>)>)
2:>)

dnl ROUNDS(op[, last]): the whole cipher on X(0) .. X(LAST), X(3) when
dnl LAST is left out.
define(<ROUNDS>, <ROUNDS_BUT_LAST($1, <X>, $2)
	forloop(<j>, 0, ifelse($2, , 3, $2), <
	vaes$1<>last	KLAST, X(j), X(j)>)>)

dnl ONE_BLOCK_ROUNDS(op, x[, klast]): the whole cipher on the xmm
dnl register X, the round keys read from KEYS as each round needs them,
dnl the last one in KLAST if given (else from memory; %eax is lost).
define(<ONE_BLOCK_ROUNDS>, <
	vpxor	(KEYS), $2, $2
	forloop(<i>, 1, 9, <
	vaes$1	16*i<>(KEYS), $2, $2>)
	cmp	<$>10, NR
	je	3f
	vaes$1	160(KEYS), $2, $2
	vaes$1	176(KEYS), $2, $2
	cmp	<$>12, NR
	je	3f
	vaes$1	192(KEYS), $2, $2
	vaes$1	208(KEYS), $2, $2
3:	ifelse($3, , <mov	NR, %eax
	shl	<$>4, %eax
	vaes$1<>last	(KEYS, %rax), $2, $2>, <
	vaes$1<>last	$3, $2, $2>)>)

dnl TURN_MASKS(blocks): BITS = 2 min(BLOCKS, 16), and %k1 .. %k4 its
dnl masks.
define(<TURN_MASKS>, <
	mov	<$>16, BITS
	cmp	BITS, $1
	cmovb	$1, BITS
	add	BITS, BITS
	mov	<$>-1, MASK
	bzhi	BITS, MASK, MASK
	kmovq	MASK, %k1
	kshiftrq <$>8, %k1, %k2
	kshiftrq <$>16, %k1, %k3
	kshiftrq <$>24, %k1, %k4>)

dnl The arguments of AES_CTR (AES_BLOCKS moves its own there) and the
dnl registers of AES_CTR.
define(<CTR>, <%rdx>)
define(<BLOCKS>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<COUNTER>, <%zmm8>)	C the counter, byte-reversed, in lane 0
define(<BASE>, <%zmm9>)		C COUNTER in every lane
define(<BSWAP>, <%zmm10>)	C the VPSHUFB pattern reversing each lane
define(<INC>, <%zmm<>eval(11 + $1)>)	C INC(0) .. INC(3): 0, 1, 2, 3; ...
define(<ONES>, <%zmm15>)	C 1 in every 64-bit lane
define(<STEP>, <%zmm31>)	C the blocks of a turn, in the low lane
dnl ADD(dst, a, b): DST = A + B by the counter width (B has nothing in
dnl the high half of a lane).
define(<ADD>, <ifelse($4, 128, <
	vpaddq	$3, $2, $1
	vpcmpuq	<$>1, $3, $1, %k5
	kshiftlb <$>1, %k5, %k5
	vpaddq	ONES, $1, $1{%k5}>, <
	vpaddd	$3, $2, $1>)>)

dnl CTR_ORDER(x, width, pattern): X, counter blocks, as stored from the
dnl numbers or back: byte-reversed by PATTERN (BSWAP, or its low lane
dnl for an xmm register), but for RFC 8452's counter (32le), whose
dnl block is the little-endian number already.
define(<CTR_ORDER>, <ifelse($2, 32le, , <
	vpshufb	ifelse($3, , BSWAP, $3), $1, $1>)>)

dnl AES_BLOCKS(name, op): the function NAME (keys, nr, blocks, dst,
dnl src), blocks one after another (op enc or dec).
define(<AES_BLOCKS>, <
PROLOGUE($1)
	mov	%r8, SRC
	mov	%rcx, DST
	mov	%rdx, BLOCKS
	test	BLOCKS, BLOCKS
	jz	.Ldone
	cmp	<$>1, BLOCKS
	je	.Lone
	LOAD_KEYS
.Lturn:
	cmp	<$>4, BLOCKS
	jbe	.Lshort
	TURN_MASKS(BLOCKS)
	forloop(<j>, 0, 3, <
	vmovdqu64 64*j<>(SRC), X(j){%k<>eval(j + 1)}{z}>)
	ROUNDS($2)
	forloop(<j>, 0, 3, <
	vmovdqu64 X(j), 64*j<>(DST){%k<>eval(j + 1)}>)
	add	<$>256, SRC
	add	<$>256, DST
	shr	BITS
	sub	BITS, BLOCKS
	jnz	.Lturn
	jmp	.Lend
.Lshort:
	C At most four blocks, the last: one register, whose rounds take
	C a quarter of a full turn's slots and its masked moves
	TURN_MASKS(BLOCKS)
	vmovdqu64 (SRC), X(0){%k1}{z}
	ROUNDS($2, 0)
	vmovdqu64 X(0), (DST){%k1}
.Lend:
	CLEAR_HIGH(16, 30)		C the round keys
	vzeroupper
.Ldone:
	ret
.Lone:
	C One block (a nonce's, a tweak's, a hash key's): the keys from
	C memory, no broadcast and no register to clear
	vmovdqu	(SRC), %xmm0
	ONE_BLOCK_ROUNDS($2, %xmm0)
	vmovdqu	%xmm0, (DST)
	ret
EPILOGUE($1)>)

dnl AES_CTR(name, width): the function NAME (keys, nr, counter, blocks,
dnl dst, src) with the counter WIDTH, 128 or 32 bits or 32le (RFC
dnl 8452's: the first 32 bits, little-endian).  The counter block is
dnl kept byte-reversed (32le: as stored), as a little-endian number (in the low
dnl lane of CTR); the counters of a turn are CTR + 0, 1, ..., 15 in the
dnl lanes of X(0) .. X(3).  With 32 bits the addition is by 32-bit
dnl lanes (VPADDD), which wraps modulo 2^32 and leaves the other 96
dnl bits alone; with 128 bits by 64-bit lanes (VPADDQ), and a carry out
dnl of a low half (the sum below the addend) adds 1 to the high half.
define(<AES_CTR>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	LOAD_KEYS
	vbroadcasti32x4	.Lbswap(%rip), BSWAP
	vmovdqu	(CTR), %xmm8
	CTR_ORDER(%xmm8, $2, %xmm10)
	forloop(<j>, 0, 3, <
	vmovdqu64 .Lincrements+64*j<>(%rip), INC(j)>)
	vpbroadcastq .Lone(%rip), ONES
.Lturn:
	TURN_MASKS(BLOCKS)
	vshufi64x2 <$>0, COUNTER, COUNTER, BASE
	forloop(<j>, 0, 3, <ADD(X(j), BASE, INC(j), $2)
	CTR_ORDER(X(j), $2)
	vmovdqu64 64*j<>(SRC), D(j){%k<>eval(j + 1)}{z}>)
	ROUNDS(enc)
	forloop(<j>, 0, 3, <
	vpxorq	D(j), X(j), X(j)
	vmovdqu64 X(j), 64*j<>(DST){%k<>eval(j + 1)}>)
	add	<$>256, SRC
	add	<$>256, DST
	shr	BITS
	vmovq	BITS, %xmm31
	ADD(COUNTER, COUNTER, STEP, $2)
	sub	BITS, BLOCKS
	jnz	.Lturn

	CTR_ORDER(%xmm8, $2, %xmm10)
	vmovdqu	%xmm8, (CTR)
	CLEAR_HIGH(16, 30)		C the round keys
	vzeroupper
.Ldone:
	ret
EPILOGUE($1)

RODATA
	.p2align 6
.Lincrements:
	forloop(<i>, 0, 15, <
	.quad i, 0>)
.Lone:
	.quad 1
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>)
