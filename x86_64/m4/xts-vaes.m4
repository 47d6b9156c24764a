dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes/xts-encrypt-blocks.asm, vaes/xts-decrypt-blocks.asm.
dnl x86_64/m4/xts-vaes.m4 -- XTS (IEEE 1619) on whole blocks with 256-bit
dnl VAES and AVX2, eight ymm registers of two blocks a turn (sixteen
dnl blocks; the last ones by eight, two and one): the body of
dnl xts_encrypt_blocks and xts_decrypt_blocks (XTS_BLOCKS), on the
dnl rounds of x86_64/m4/aes-vaes.m4 (ROUNDS_BUT_LAST).
dnl
dnl TW holds the tweaks of the turn's first two blocks, T and T x, each
dnl the 128-bit little-endian number of its bytes in a 128-bit lane.
dnl Register j of the turn takes TW x^(2j), made from TW on its own
dnl (TIMES_XK), so that the eight are independent and the chain from
dnl turn to turn is one product, TW x^16.  Times x^k, k < 57, is a
dnl shift left by k bits of each lane's 128-bit number: VPSLLQ shifts
dnl the halves, the top k bits of the low half (VPSRLQ) are moved up
dnl into the high half (VPSLLDQ 8), and the top k bits of the high half,
dnl x^128 .. x^(127 + k), fold back as their carry-less product with
dnl x^7 + x^2 + x + 1 (0x87), at most 64 bits, into the low half
dnl (VPCLMULQDQ).  No branch and no table: the tweak is secret.
dnl
dnl The sixteen ymm registers hold the blocks, the round key and the
dnl tweaks being made, so the tweak of each register waits for the
dnl last round in DST, stored there after the blocks are read (DST may
dnl be SRC), and is XORed into the last round key there; the
dnl ciphertext overwrites it.

INCLUDE_SRC(<x86_64/m4/aes-vaes.m4>)dnl
define(<W>, <8>)dnl

define(<TWEAK>, <%rdx>)		C the tweak in memory, in and out
define(<TW>, <%ymm9>)		C the tweaks of the next two blocks
define(<TMP>, <%ymm10>)		C the bits a shift moves out
define(<PROD>, <%ymm11>)	C their reduction
define(<POLY>, <%ymm12>)	C 0x87 in each 64-bit half
define(<TJ>, <%ymm13>)		C the tweaks of register j

dnl TIMES_XK(dst, src, k): DST = SRC x^K lane by lane, 1 <= K <= 56;
dnl DST may be SRC.
define(<TIMES_XK>, <
	vpsrlq	<$>eval(64 - $3), $2, TMP	C the top K bits of each half
	vpsllq	<$>$3, $2, $1			C each half shifted
	vpclmulqdq <$>0x01, POLY, TMP, PROD	C the high half's, times 0x87
	vpslldq	<$>8, TMP, TMP			C the low half's, moved up
	vpxor	TMP, $1, $1
	vpxor	PROD, $1, $1>)

dnl TWEAK_OF(j): the register holding the tweaks of register J.
define(<TWEAK_OF>, <ifelse($1, 0, <TW>, <TJ>)>)

dnl XTS_TURN(op, last): 2 LAST + 2 blocks from SRC to DST in X(0) ..
dnl X(LAST) (op enc or dec), TW past them.
define(<XTS_TURN>, <
	C Each pair read, its tweaks added and kept in DST
	forloop(<j>, 0, $2, <ifelse(j, 0, , <
	TIMES_XK(TJ, TW, eval(2 * j))>)
	vmovdqu	32*j<>(SRC), X(j)
	vmovdqu	TWEAK_OF(j), 32*j<>(DST)
	vpxor	TWEAK_OF(j), X(j), X(j)>)
	TIMES_XK(TW, TW, eval(2 * $2 + 2))
	ROUNDS_BUT_LAST($1, <X>, $2)
	C The last round with its key XORed with the tweaks, the pairs stored
	vbroadcasti128	(KEYS, LASTKEY), K
	forloop(<j>, 0, $2, <
	vpxor	32*j<>(DST), K, TMP
	vaes$1<>last	TMP, X(j), X(j)
	vmovdqu	X(j), 32*j<>(DST)>)
	add	<$>eval(32 * $2 + 32), SRC
	add	<$>eval(32 * $2 + 32), DST>)

dnl XTS_BLOCKS(name, op): the function NAME (keys, nr, tweak, blocks,
dnl dst, src), op enc for the cipher and dec for its equivalent
dnl inverse.
define(<XTS_BLOCKS>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	mov	NR, %eax
	shl	<$>4, %eax
	mov	%rax, LASTKEY
	vpbroadcastq	.Lpoly(%rip), POLY
	C TW = T, T x
	vbroadcasti128	(TWEAK), TW
	vpsllvq	.Lshift_left(%rip), TW, TJ
	vpsrlvq	.Lshift_right(%rip), TW, TMP
	vpclmulqdq <$>0x01, POLY, TMP, PROD
	vpslldq	<$>8, TMP, TMP
	vpxor	TMP, TJ, TJ
	vpxor	PROD, TJ, TW
	mov	BLOCKS, N
	and	<$>15, N
	shr	<$>4, BLOCKS
	jz	.Lhalf
.Lturn:
	XTS_TURN($2, 7)
	dec	BLOCKS
	jnz	.Lturn
.Lhalf:
	cmp	<$>8, N
	jb	.Lpair
	XTS_TURN($2, 3)
	sub	<$>8, N
.Lpair:
	cmp	<$>2, N
	jb	.Lone
	XTS_TURN($2, 0)
	sub	<$>2, N
	jmp	.Lpair
.Lone:
	test	N, N
	jz	.Lend
	C One block under T, the low lane of TW; T x, its high lane, next
	vmovdqu	(SRC), XMM(X(0))
	vpxor	XMM(TW), XMM(X(0)), XMM(X(0))
	ROUNDS_BUT_LAST($2, <X>, 0)
	vbroadcasti128	(KEYS, LASTKEY), K
	vpxor	TW, K, TMP
	vaes$2<>last	TMP, X(0), X(0)
	vmovdqu	XMM(X(0)), (DST)
	vextracti128 <$>1, TW, XMM(TW)
.Lend:
	vmovdqu	XMM(TW), (TWEAK)
	vzeroupper
.Ldone:
	ret
EPILOGUE($1)

RODATA
	.p2align 5
C The shifts that make T x in the high lane from T in both.
.Lshift_left:
	.quad 0, 0, 1, 1
.Lshift_right:
	.quad 64, 64, 63, 63
.Lpoly:
	.quad 0x87>)
