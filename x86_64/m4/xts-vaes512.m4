dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes512/xts-encrypt-blocks.asm, vaes512/xts-decrypt-blocks.asm.
dnl x86_64/m4/xts-vaes512.m4 -- XTS (IEEE 1619) on whole blocks with
dnl 512-bit VAES, four zmm registers of four blocks a turn (sixteen
dnl blocks): the body of xts_encrypt_blocks and xts_decrypt_blocks
dnl (XTS_BLOCKS), on the round keys, rounds and masks of
dnl x86_64/m4/aes-vaes512.m4.
dnl
dnl TW holds the tweaks of the turn's first four blocks, T, T x, T x^2
dnl and T x^3, each the 128-bit little-endian number of its bytes in a
dnl 128-bit lane.  Register j of the turn takes TW x^(4j), made from TW
dnl on its own, so that the four are independent and the chain from
dnl turn to turn is one product, TW x^n for the n blocks of the turn.
dnl Times x^k, k < 57, is a shift left by k bits of each lane's 128-bit
dnl number: VPSLLQ shifts the halves, the top k bits of the low half
dnl (VPSRLQ) are moved up into the high half (VPSLLDQ 8), and the top k
dnl bits of the high half, x^128 .. x^(127 + k), fold back as their
dnl carry-less product with x^7 + x^2 + x + 1 (0x87), at most 64 bits,
dnl into the low half (VPCLMULQDQ); VPTERNLOGQ adds the three.  No
dnl branch and no table: the tweak is secret.
dnl
dnl A last turn of n < 16 blocks runs under the masks of TURN_MASKS, as
dnl AES_BLOCKS does; there is no other tail code.

INCLUDE_SRC(<x86_64/m4/aes-vaes512.m4>)dnl

define(<TWEAK>, <%rdx>)		C the tweak in memory, in and out
define(<TJ>, <%zmm<>eval(4 + $1)>)	C TJ(0) .. TJ(3): the tweaks of X(j)
define(<TW>, <%zmm8>)		C the tweaks of the next four blocks
define(<TMP>, <%zmm9>)		C the bits a shift moves out
define(<PROD>, <%zmm10>)	C their reduction
define(<POLY>, <%zmm11>)	C 0x87 in each 64-bit half
define(<LEFT>, <%xmm12>)	C n, the blocks of this turn
define(<RIGHT>, <%xmm13>)	C 64 - n

dnl TIMES_XK(dst, src, k): DST = SRC x^K lane by lane, 1 <= K <= 56;
dnl DST may be SRC.
define(<TIMES_XK>, <
	vpsrlq	<$>eval(64 - $3), $2, TMP	C the top K bits of each half
	vpsllq	<$>$3, $2, $1			C each half shifted
	vpclmulqdq <$>0x01, POLY, TMP, PROD	C the high half's, times 0x87
	vpslldq	<$>8, TMP, TMP			C the low half's, moved up
	vpternlogq <$>0x96, PROD, TMP, $1>)

dnl XTS_BLOCKS(name, op): the function NAME (keys, nr, tweak, blocks,
dnl dst, src), op enc for the cipher and dec for its equivalent
dnl inverse.
define(<XTS_BLOCKS>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	cmp	<$>1, BLOCKS
	je	.Lone
	LOAD_KEYS
	vpbroadcastq	.Lpoly(%rip), POLY
	C TW = T, T x, T x^2, T x^3: lane i shifted by i bits
	vbroadcasti32x4	(TWEAK), TW
	vpsrlvq	.Lshift_right(%rip), TW, TMP
	vpsllvq	.Lshift_left(%rip), TW, TW
	vpclmulqdq <$>0x01, POLY, TMP, PROD
	vpslldq	<$>8, TMP, TMP
	vpternlogq <$>0x96, PROD, TMP, TW
	mov	<$>64, %eax
.Lturn:
	TURN_MASKS(BLOCKS)
	C The blocks read, each register's tweaks added
	forloop(<j>, 0, 3, <ifelse(j, 0, <
	vmovdqa64 TW, TJ(0)>, <
	TIMES_XK(TJ(j), TW, eval(4 * j))>)
	vmovdqu64 64*j<>(SRC), X(j){%k<>eval(j + 1)}{z}
	vpxorq	TJ(j), X(j), X(j)>)
	C TW past the n = BITS / 2 blocks of this turn: times x^n
	shr	BITS
	vmovq	BITS, LEFT
	mov	%eax, %r11d
	sub	BITS, %r11
	vmovq	%r11, RIGHT
	vpsrlq	RIGHT, TW, TMP
	vpsllq	LEFT, TW, TW
	vpclmulqdq <$>0x01, POLY, TMP, PROD
	vpslldq	<$>8, TMP, TMP
	vpternlogq <$>0x96, PROD, TMP, TW
	ROUNDS_BUT_LAST($2, <X>)
	C The last round with its key XORed with the tweaks, the blocks stored
	forloop(<j>, 0, 3, <
	vpxorq	TJ(j), KLAST, TJ(j)
	vaes$2<>last	TJ(j), X(j), X(j)
	vmovdqu64 X(j), 64*j<>(DST){%k<>eval(j + 1)}>)
	add	<$>256, SRC
	add	<$>256, DST
	sub	BITS, BLOCKS
	jnz	.Lturn

	vmovdqu	%xmm8, (TWEAK)		C the low lane of TW
	CLEAR_HIGH(16, 30)		C the round keys
	vzeroupper
.Ldone:
	ret
.Lone:
	C One block (a unit of 16 to 31 bytes): the keys from memory, the
	C tweak added before the rounds and with the last key
	vmovdqu	(TWEAK), %xmm4
	vmovdqu	(SRC), %xmm0
	vpxor	%xmm4, %xmm0, %xmm0
	mov	NR, %eax
	shl	<$>4, %eax
	vpxor	(KEYS, %rax), %xmm4, %xmm4
	ONE_BLOCK_ROUNDS($2, %xmm0, %xmm4)
	vmovdqu	%xmm0, (DST)
	C The tweak times x for the next block, in general registers:
	C both halves shifted by one bit (ADD, ADC), and bit 127 folded
	C back as 0x87 by a mask (SAR, AND), without a branch
	mov	(TWEAK), %rax
	mov	8(TWEAK), MASK
	mov	MASK, BITS
	sar	<$>63, BITS
	and	<$>0x87, BITS
	add	%rax, %rax
	adc	MASK, MASK
	xor	BITS, %rax
	mov	%rax, (TWEAK)
	mov	MASK, 8(TWEAK)
	ret
EPILOGUE($1)

RODATA
	.p2align 6
C The shifts that make T x^i in lane i from T in every lane.
.Lshift_left:
	.quad 0, 0, 1, 1, 2, 2, 3, 3
.Lshift_right:
	.quad 64, 64, 63, 63, 62, 62, 61, 61
.Lpoly:
	.quad 0x87>)
