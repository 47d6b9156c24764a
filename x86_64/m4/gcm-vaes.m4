dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes/gcm-seal-short.asm, vaes/gcm-open-short.asm.
dnl x86_64/m4/gcm-vaes.m4 -- GCM seal and open of 97 to 256 bytes
dnl (n = 7 .. 16 blocks) in one call with 256-bit VAES and VPCLMULQDQ,
dnl two blocks a register (the products and reduction of
dnl x86_64/m4/ghash-vaes.m4).  The files take up to 96 bytes with
dnl x86_64/m4/gcm-short.m4 and jump to .Llong past that (GCM_LONG256
dnl is their GCM_LONG).
dnl
dnl Sixteen lanes of a block, two a register VB(0) .. VB(7), counted
dnl from the end: with s = 16 - n, lane i holds message block i - s
dnl and its counter block i - s + 2, so that the last block, the only
dnl one that may be partial, is always the high lane of VB(7).  SRC and
dnl DST are moved back by 16 s, so that lane i is at 16 i(SRC).  J0 is
dnl an xmm register of its own.  Up to 128 bytes (n <= 8) lanes 0 .. 7
dnl hold nothing and VB(0) .. VB(3) are left out, up to 192 bytes VB(0)
dnl and VB(1): the body is written three times, from register FIRST =
dnl 4, 2 and 0.  The lanes before the message
dnl in VB(FIRST) .. VB(LAST_MASKED) are neither read nor written: read
dnl by VPMASKMOVQ under a mask of the message's lanes (.Llanes, by n),
dnl written by STORES_DOWN.
dnl The last T bytes are read as the 16 bytes that end the message,
dnl moved down by VPSHUFB (.Lwindow, by T); open writes them the same
dnl way, 16 bytes that end at the message's end, block n - 2's last
dnl 16 - T bytes first (written already, the same values).
dnl
dnl GHASH of A, the ciphertext and L, whose powers are H^(n+2),
dnl H^(n+1) .. H^2 and H^1, is that of the sixteen lanes with A in lane
dnl s - 1, zeros before it, and L after them: lane i takes H^(17 - i).
dnl By Horner's rule in two groups of eight lanes, one reduction each:
dnl the hash of lanes 0 .. 7 times H^8 .. H^1 (the key's powers, the
dnl table of GHASH_TABLE256 at 0(%rsp)) is added to lane 8, and lanes
dnl 8 .. 15 and L are multiplied by H^9 .. H^1 (a second table at
dnl 128(%rsp), made from the first and H^9 = H^8 H).  Where A falls
dnl before the first lane hashed (n = 16, 12 and 8 with FIRST = 0, 2
dnl and 4) it enters as A H in the hash value, made beside H^9.

define(<VB>, <%ymm<>$1>)	C VB(0) .. VB(7): the counter blocks, the keystream
define(<VJ>, <%ymm8>)		C J0, then the tag mask
define(<VK>, <%ymm9>)		C a round key in both lanes
define(<VA>, <%ymm9>)		C A, byte-reversed, in both lanes (after the rounds)
define(<VD>, <%ymm11>)		C the message of a register (GLO's, before the products)
define(<VM>, <%ymm12>)		C a mask of lanes (GMI's, before the products)
define(<LANE_MASKS>, <%r11>)	C .Llanes + 16 n: the masks of VB(j) at 32 j
define(<LAST_BYTES>, <%rax>)	C T, the bytes of the last block, 1 .. 16
define(<LONG_FRAME>, <288>)	C H^8 .. H^1, then H^9 .. H^1, as pairs

dnl LAST_MASKED(first): the last register whose lanes may be before
dnl the message (lanes 2 first .. 7, or 8 with n = 7).
define(<LAST_MASKED>, <ifelse($1, 4, 4, 3)>)

dnl LONG_ROUND(op, key, first): the round of the key at KEY on
dnl VB(first) .. VB(7) and J0.
define(<LONG_ROUND>, <
	vbroadcasti128	$2, VK
	forloop(<j>, $3, 7, <
	$1	VK, VB(j), VB(j)>)
	$1	XMM(VK), XMM(VJ), XMM(VJ)>)

dnl LONG_AES(first): the counter blocks of VB(first) .. VB(7) and J0
dnl made from the nonce and n, and encrypted.  The counter of lane i,
dnl i + n - 14, goes to the block's last byte (it is at most 17).
define(<LONG_AES>, <
	vmovq	(NONCE_AD_LENGTHS), XMM(VJ)
	vpinsrd	<$>2, 8(NONCE_AD_LENGTHS), XMM(VJ), XMM(VJ)
	vpermq	<$>0x44, VJ, GT			C the nonce in both lanes
	vbroadcasti128	(KEY), VK
	vpxor	VK, GT, GT			C and round key 0 added
	mov	N, %rcx
	shl	<$>24, %ecx
	vmovd	%ecx, XMM(GLO)
	vpbroadcastd XMM(GLO), GLO
	vpxor	GMI, GMI, GMI
	vpblendd <$>0x88, GLO, GMI, GLO		C n in the last byte of a lane
	forloop(<j>, $1, 7, <
	vpaddd	.Lsteps+32*j<>(%rip), GLO, VB(j)
	vpxor	GT, VB(j), VB(j)>)
	mov	<$>0x1000000, %ecx
	vpinsrd	<$>3, %ecx, XMM(VJ), XMM(VJ)	C J0
	vpxor	XMM(VK), XMM(VJ), XMM(VJ)
	forloop(<i>, 1, 9, <LONG_ROUND(vaesenc, 16*i<>(KEY), $1)>)
	lea	160(KEY), %rcx
	cmp	%rcx, LAST
	je	1f
	LONG_ROUND(vaesenc, 160(KEY), $1)
	LONG_ROUND(vaesenc, 176(KEY), $1)
	lea	192(KEY), %rcx
	cmp	%rcx, LAST
	je	1f
	LONG_ROUND(vaesenc, 192(KEY), $1)
	LONG_ROUND(vaesenc, 208(KEY), $1)
1:	LONG_ROUND(vaesenclast, (LAST), $1)>)

dnl STORES_DOWN(j, first): VB(j) .. VB(first) to DST, from the top, the
dnl lanes of the message only: each register whole while it is all
dnl message, then the high lane of the one that has s in it, if one
dnl has.  By branches on n: VPMASKMOVQ stores take about six cycles
dnl each on Zen 3, a store one.
define(<STORES_DOWN>, <
	cmp	<$>eval(16 - 2 * $1), N
	jb	.Lhalf$2_$1
	vmovdqu	VB($1), eval(32 * $1)(DST)
ifelse($1, $2, <
	jmp	.Lstored$2>, <STORES_DOWN(eval($1 - 1), $2)>)
.Lhalf$2_$1:
	cmp	<$>eval(15 - 2 * $1), N
	jne	.Lstored$2
	vextracti128 <$>1, VB($1), eval(32 * $1 + 16)(DST)
	jmp	.Lstored$2>)

dnl STORE_XORED(first): VB(first) .. VB(6) XORed with SRC and stored to
dnl DST, the lanes before the message neither read (VPMASKMOVQ under
dnl their masks) nor written (STORES_DOWN).
define(<STORE_XORED>, <
	forloop(<j>, $1, LAST_MASKED($1), <
	vmovdqu	32*j<>(LANE_MASKS), VM
	vpmaskmovq 32*j<>(SRC), VM, VD
	vpxor	VD, VB(j), VB(j)>)
	STORES_DOWN(LAST_MASKED($1), $1)
.Lstored$1:
	forloop(<j>, eval(LAST_MASKED($1) + 1), 6, <
	vpxor	32*j<>(SRC), VB(j), VB(j)
	vmovdqu	VB(j), 32*j<>(DST)>)>)

dnl LONG_A: VA = A, byte-reversed, in both lanes.
define(<LONG_A>, <
	vbroadcasti128	16(NONCE_AD_LENGTHS), VA
	vpshufb	GBSWAP, VA, VA>)

dnl A_LANE(j): VB(j) (byte-reversed, zero before the message) gets A
dnl in lane s - 1 if it has that lane; VM is lost.
define(<A_LANE>, <
	vmovdqu	32*$1<>(LANE_MASKS), VM
	vpandn	32*$1+16(LANE_MASKS), VM, VM	C lane s - 1 alone
	vpand	VA, VM, VM
	vpor	VM, VB($1), VB($1)>)

dnl LONG_HASH(first): Y = the hash of A, the lanes VB(first) .. VB(7)
dnl (the ciphertext byte-reversed, A in lane s - 1, zeros before it) and
dnl L, byte-reversed again; Y held A H on entry.
define(<LONG_HASH>, <
	C A H only if A is in the lane before VB(first).
	cmp	<$>eval(16 - 2 * $1), N
	je	1f
	vpxor	XMM(Y), XMM(Y), XMM(Y)
1:
ifelse($1, 4, , <
	C Lanes 2 first .. 7 times H^(8 - 2 first) .. H^1.
	vpxor	Y, VB($1), VB($1)
	GMUL_FIRST(VB($1), 32*$1<>(%rsp))
	forloop(<j>, eval($1 + 1), 3, <
	GMUL_ADD(VB(j), 32*j<>(%rsp))>)
	GHASH_REDUCE>)
	C Lanes 8 .. 15 times H^9 .. H^2, L times H.
	vpxor	Y, VB(4), VB(4)
	GMUL_FIRST(VB(4), 128(%rsp))
	GMUL_ADD(VB(5), 160(%rsp))
	GMUL_ADD(VB(6), 192(%rsp))
	GMUL_ADD(VB(7), 224(%rsp))
	vmovdqu	32(NONCE_AD_LENGTHS), XMM(VB(4))
	vpshufb	XMM(GBSWAP), XMM(VB(4)), XMM(VB(4))
	GMUL_ADD(VB(4), 256(%rsp))
	GHASH_REDUCE
	vpshufb	XMM(GBSWAP), XMM(Y), XMM(Y)>)

dnl LAST_MASK: %rcx = the 32-byte mask of block n - 2 and the first T
dnl bytes of the last block.
define(<LAST_MASK>, <
	lea	.Lbytes+16(%rip), %rcx
	sub	LAST_BYTES, %rcx>)

dnl GCM_LONG256: from .Llong (LAST = KEY + 16 NR) to the return: the
dnl frame, n and T, the tables of powers, then LONG_BODY(first) (the
dnl file's) with FIRST = 4 up to n = 8, 2 up to 12 and 0 past it; the
dnl tables wiped and every ymm register cleared (the keystream, the
dnl tag mask, the message, the powers).
define(<GCM_LONG256>, <
.Llong:
	sub	<$>LONG_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset LONG_FRAME>)
	vbroadcasti128	.Lbswap(%rip), GBSWAP
	C n, T, SRC and DST at lane 0, the masks of lanes.
	lea	15(TAIL), N
	shr	<$>4, N
	mov	N, LANE_MASKS
	shl	<$>4, LANE_MASKS
	lea	16(TAIL), LAST_BYTES
	sub	LANE_MASKS, LAST_BYTES
	lea	-256(SRC, LANE_MASKS), SRC
	lea	-256(DST, LANE_MASKS), DST
	lea	.Llanes(%rip), %rcx
	add	%rcx, LANE_MASKS

	C H^8 .. H^1 in pairs; H^9 and A H, (H^8, A) times H in both
	C lanes; then H^9 .. H^2 in pairs and H^1 beside a zero lane.
	lea	16(LAST), %rcx
	GHASH_TABLE256(%rcx)
	vmovdqu	(%rsp), XMM(GX(0))
	vbroadcasti128	16(NONCE_AD_LENGTHS), GX(1)
	vpshufb	GBSWAP, GX(1), GX(1)
	vpblendd <$>0xf0, GX(1), GX(0), GX(0)
	vbroadcasti128	112(%rsp), GX(1)
	GMUL_FIRST(GX(0), GX(1))
	GHASH_REDUCE_LANES
	vperm2i128 <$>0x20, (%rsp), GHI, GT
	vmovdqu	GT, 128(%rsp)
	forloop(<j>, 0, 2, <
	vmovdqu	32*j<>(%rsp), GX(0)
	vperm2i128 <$>0x21, 32*j+32<>(%rsp), GX(0), GT
	vmovdqu	GT, 160+32*j<>(%rsp)>)
	vmovdqu	96(%rsp), GX(0)
	vperm2i128 <$>0x81, GX(0), GX(0), GT
	vmovdqu	GT, 256(%rsp)
	vextracti128 <$>1, GHI, XMM(Y)		C A H

	cmp	<$>8, N
	ja	.Llong2
	LONG_BODY(4)
	jmp	.Llong_done
.Llong2:
	cmp	<$>12, N
	ja	.Llong0
	LONG_BODY(2)
	jmp	.Llong_done
.Llong0:
	LONG_BODY(0)
	jmp	.Llong_done
.Llong_forged:
	xor	%eax, %eax
.Llong_done:
	vpxor	GX(0), GX(0), GX(0)
	forloop(<j>, 0, 8, <
	vmovdqu	GX(0), 32*j<>(%rsp)>)
	add	<$>LONG_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -LONG_FRAME>)
	vzeroall
	ret>)

dnl GCM_LONG256_RODATA: the constants.
define(<GCM_LONG256_RODATA>, <
RODATA
C Sixteen lanes of zeros, then sixteen of ones: from 16 n + 32 j on, the
C lanes of VB(j) that hold the message (lane i where i + n is 16 or more).
	.p2align 5
.Llanes:
	forloop(<j>, 0, 31, <
	.quad eval(-(j / 16)), eval(-(j / 16))>)
C The counter of lane i, i - 14 (plus n), in the last byte.
.Lsteps:
	forloop(<j>, 0, 15, <
	.long 0, 0, 0, eval((j - 14) * 0x1000000)>)
C For VPSHUFB: from 32 - T on, the last T bytes of 16 moved down; from
C 16 + T on, the first 16 - T moved up from the top, and from T on, the
C first T moved to the top.
.Lwindow:
	.fill 16, 1, 0x80
	.byte 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	.fill 16, 1, 0x80
C From 16 - T on, the mask of 16 + T bytes.
.Lbytes:
	.fill 32, 1, 0xff
	.fill 16, 1, 0>)
