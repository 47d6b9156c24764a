dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes512/gcm-seal-short.asm, vaes512/gcm-open-short.asm.
dnl x86_64/m4/gcm-vaes512.m4 -- a whole GCM seal or open of at most
dnl 256 bytes (sixteen blocks) in one call, with 512-bit VAES and
dnl VPCLMULQDQ (the products and reduction of
dnl x86_64/m4/ghash-vaes512.m4).  Up to 96 bytes as follows; GCM_LONG
dnl below takes 97 to 256.
dnl
dnl The counter blocks 2 .. 8 and J0 are two registers, built from the
dnl nonce: lanes 2, 3, 4, 5 and 6, 7, 8, 1, so that message block j
dnl meets the keystream of lane j and J0's encryption, the tag mask,
dnl is lane 3 of the second.  The round keys are broadcast from memory
dnl one at a time.  The message and its ciphertext are loaded and
dnl stored under byte masks.
dnl
dnl GHASH of the associated data block A, the n blocks of ciphertext
dnl C(0) .. C(n-1) and the length block L is the sum of A H^(n+2),
dnl C(j) H^(n+1-j) and L H: with n <= 6 the powers are H^1 .. H^8 of
dnl the key, and all the products are added before one reduction.  The
dnl powers (times x^-1, byte-reversed) are two registers, H^1 .. H^4 and
dnl H^5 .. H^8; VPERMI2Q picks the power of each lane from them by an
dnl index 2n + a constant (.Lpower_index), whose low four bits are all
dnl that VPERMI2Q reads.  L goes to lane n of the ciphertext registers,
dnl the lane after the last block, whose power is H^1.
dnl
dnl GCM_LONG: 97 to 256 bytes, n = 7 .. 16 blocks.  With s = 17 - n,
dnl lane i of LX(0) .. LX(3) (sixteen lanes) and of the 128-bit LX(4)
dnl (lane 16) holds the counter block n - 15 + i: J0 in lane s - 1,
dnl message block j in lane s + j, and the last block, which alone may
dnl be partial, in lane 16.  The message is loaded and stored under
dnl masks from s lanes before SRC and DST on (the lanes before SRC are
dnl masked out, so not read).  The hash then needs no permutation of
dnl the blocks: A replaces J0 in its lane, lane i is multiplied by
dnl H^(18 - i), and LX(4)'s block is hashed beside L, by H^2 and H^1.
dnl The powers H^9 .. H^18 are made as ghash_blocks makes H^9 .. H^16
dnl (times H^8, and once more for H^17, H^18).  Up to 192 bytes (n <=
dnl 12) lanes 0 .. 3 hold nothing, so LX(0) is neither encrypted nor
dnl hashed: the body is written twice, from register FIRST = 1 and 0.

define(<KEY>, <%rdi>)
define(<NR>, <%esi>)
define(<NONCE_AD_LENGTHS>, <%rdx>)
define(<LENGTH>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<TWICE_N>, <%r10>)	C twice the blocks of the message, 2n
define(<POWERS>, <%r11>)

define(<X>, <%zmm<>$1>)		C X(0), X(1): the counter blocks, then their encryptions
define(<D>, <%zmm<>eval(2 + $1)>)	C D(0), D(1): SRC under the masks %k1, %k2
define(<LB>, <%zmm14>)		C the length block, byte-reversed, in every lane
define(<RK>, <%zmm24>)		C a round key in every lane
define(<PLO>, <%zmm16>)		C H^1 .. H^4, times x^-1, byte-reversed
define(<PHI>, <%zmm17>)		C H^5 .. H^8
define(<PW>, <%zmm<>eval(18 + $1)>)	C PW(j): the powers for GX(j)
define(<BASE>, <%zmm22>)	C 2n in every 64-bit lane

dnl ROUND(op, offset): the round of the key at OFFSET(KEY) on X(0), X(1).
define(<ROUND>, <
	vbroadcasti32x4	$2(KEY), RK
	$1	RK, X(0), X(0)
	$1	RK, X(1), X(1)>)

dnl LOAD_OR_STORE(first, second, label): the masked load or store FIRST
dnl of the bytes 0 to 63 when LENGTH is not zero, SECOND of the bytes
dnl 64 to 127 when LENGTH is over 64; the registers of a load are
dnl zeroed first.  A masked access whose mask is all zero may still
dnl cost a microcode assist where its address is not mapped (SRC may
dnl be NULL when LENGTH is zero; the bytes after a short message may
dnl be on the next page): those are left out.
define(<LOAD_OR_STORE>, <
	ifelse(index(<$1>, <(SRC)>), -1, , <
	vpxorq	D(0), D(0), D(0)
	vpxorq	D(1), D(1), D(1)>)
	test	LENGTH, LENGTH
	jz	$3f
	$1
	cmp	<$>64, LENGTH
	jbe	$3f
	$2
$3:>)

define(<LAST>, <%r10>)		C 16 (n - 1): the offset of the last block
define(<LX>, <ifelse($1, 4, <%xmm14>, <%zmm<>$1>)>)	C LX(0) .. LX(4)
define(<LD>, <ifelse($1, 4, <%xmm30>, <%zmm<>eval(25 + $1)>)>)	C SRC under masks
define(<LG>, <ifelse($1, 4, <%zmm8>, <GX($1)>)>)	C the blocks hashed
define(<LP>, <%zmm<>eval(16 + $1)>)	C the powers of lanes 4k .. 4k + 3
define(<Q1>, <%zmm21>)		C H^1 .. H^4, then H^9 .. H^12
define(<Q2>, <%zmm22>)		C H^5 .. H^8, then H^13 .. H^16
define(<H8>, <%zmm23>)		C H^8 in every lane
define(<NB>, <%zmm29>)		C the nonce in every lane, then A
define(<CB>, <%zmm31>)		C n - 1 in each counter's top byte, then L
define(<TAG_MASK>, <%zmm13>)	C E(K, J0) in its lane, zero elsewhere

dnl LONG_MASKS: LAST, the masks of the message's lanes in LX(0) ..
dnl LX(3) (%k1 .. %k4, two bits a lane), of J0's lane (%k5, from lane
dnl 0 on) and of the last block's bytes (%k7).
define(<LONG_MASKS>, <
	lea	-1(LENGTH), LAST
	and	<$>-16, LAST
	mov	<$>256, %eax
	sub	LAST, %rax
	shr	<$>3, %eax		C 2s
	mov	<$>-1, %r11d
	shlx	%eax, %r11d, %r11d
	kmovd	%r11d, %k1
	kshiftrd <$>8, %k1, %k2
	kshiftrd <$>16, %k1, %k3
	kshiftrd <$>24, %k1, %k4
	sub	<$>2, %eax
	mov	<$>3, %r11d
	shlx	%eax, %r11d, %r11d
	kmovd	%r11d, %k5
	mov	LENGTH, %rax
	sub	LAST, %rax
	mov	<$>-1, %r11d
	bzhi	%eax, %r11d, %r11d
	kmovw	%r11d, %k7>)

dnl LONG_ROUND(op, round key, first): the round of the key at ROUND
dnl KEY (memory) on LX(first) .. LX(4).
define(<LONG_ROUND>, <
	vbroadcasti32x4	$2, RK
	forloop(<j>, $3, 3, <
	$1	RK, LX(j), LX(j)>)
	$1	%xmm24, LX(4), LX(4)>)

dnl J0_MASK(k, first): the mask of J0's lane in LX(k), for k = FIRST
dnl and FIRST + 1 (%k5 and %k6 after GCM_LONG's shift).
define(<J0_MASK>, <%k<>eval(5 + $1 - $2)>)

dnl GCM_LONG(seal or open, first): 97 to 256 bytes, after LONG_MASKS;
dnl the counter blocks are LX(first) .. LX(4).
define(<GCM_LONG>, <
ifelse($2, 1, <
	kshiftrd <$>8, %k5, %k5>)
	kshiftrd <$>8, %k5, %k6

	C The counter blocks.
	vmovq	(NONCE_AD_LENGTHS), %xmm14
	vpinsrd	<$>2, 8(NONCE_AD_LENGTHS), %xmm14, %xmm14
	vshufi64x2 <$>0, %zmm14, %zmm14, NB
	mov	LAST, %rax
	shl	<$>20, %eax
	vpbroadcastd %eax, CB
	vpandd	.Ldword3(%rip), CB, CB
	forloop(<j>, $2, 3, <
	vpaddd	.Lsteps+eval(64 * j)(%rip), CB, LX(j)
	vpord	NB, LX(j), LX(j)>)
	vpaddd	.Lsteps+256(%rip), %xmm31, %xmm12
	vpord	%xmm12, LX(4), LX(4)

	C AES of the counter blocks.
	vbroadcasti32x4	(KEY), RK
	forloop(<j>, $2, 3, <
	vpxorq	RK, LX(j), LX(j)>)
	vpxorq	%xmm24, LX(4), LX(4)
	forloop(<i>, 1, 9, <LONG_ROUND(vaesenc, eval(16 * i)(KEY), $2)>)
	cmp	<$>10, NR
	je	1f
	LONG_ROUND(vaesenc, 160(KEY), $2)
	LONG_ROUND(vaesenc, 176(KEY), $2)
	cmp	<$>12, NR
	je	1f
	LONG_ROUND(vaesenc, 192(KEY), $2)
	LONG_ROUND(vaesenc, 208(KEY), $2)
1:	mov	NR, %eax
	shl	<$>4, %eax
	lea	16(KEY, %rax), POWERS
	LONG_ROUND(vaesenclast, (KEY, %rax), $2)

	C The powers, four a register in falling order, down to H^2, H^1.
	vbroadcasti32x4	.Lbswap(%rip), BSWAP
	vmovdqu64 (POWERS), Q1
	vmovdqu64 64(POWERS), Q2
	TIMES_INV_X(Q1)
	TIMES_INV_X(Q2)
	vpermq	<$>0x4e, %ymm21, %ymm20
	vshufi64x2 <$>0xff, Q2, Q2, H8
	vmovdqa64 .Lfalling(%rip), LP(3)
	vpermi2q Q2, Q1, LP(3)
	MUL_FIRST(Q1, H8)
	REDUCE
	vmovdqa64 .Lfalling(%rip), LP(2)
	vpermi2q HI, Q2, LP(2)
	vmovdqa64 HI, Q1
	MUL_FIRST(Q2, H8)
	REDUCE
	vmovdqa64 .Lfalling(%rip), LP(1)
	vpermi2q HI, Q1, LP(1)
ifelse($2, 0, <
	vmovdqa64 HI, Q2
	MUL_FIRST(Q1, H8)
	REDUCE
	vmovdqa64 .Lfalling(%rip), LP(0)
	vpermi2q HI, Q2, LP(0)>)

	C A in every lane and L, byte-reversed.
	vbroadcasti32x4	16(NONCE_AD_LENGTHS), NB
	vpshufb	BSWAP, NB, NB
	vmovdqu64 32(NONCE_AD_LENGTHS), %xmm31
	vpshufb	%xmm15, %xmm31, %xmm31

	C The message, zero outside it.
	forloop(<j>, $2, 3, <
	vmovdqu64 eval(64 * j - 256)(SRC, LAST), LD(j){%k<>eval(j + 1)}{z}>)
	vmovdqu8 (SRC, LAST), LD(4){%k7}{z}
ifelse($1, seal, <
	forloop(<j>, $2, 3, <
	vpxorq	LX(j), LD(j), LD(j){%k<>eval(j + 1)}{z}
	vmovdqu64 LD(j), eval(64 * j - 256)(DST, LAST){%k<>eval(j + 1)}>)
	vpxorq	LX(4), LD(4), LD(4)
	vmovdqu8 LD(4), LD(4){%k7}{z}
	vmovdqu8 LD(4), (DST, LAST){%k7}>)

	C The blocks hashed: the ciphertext with A in J0's lane, and L.
	forloop(<j>, $2, 3, <
	vpshufb	BSWAP, LD(j), LG(j)>)
	vmovdqa64 NB, LG($2){J0_MASK($2, $2)}
	vmovdqa64 NB, LG(eval($2 + 1)){J0_MASK(eval($2 + 1), $2)}
	vpshufb	%xmm15, LD(4), %xmm8
	vinserti32x4 <$>1, %xmm31, %ymm8, %ymm8

	C The products, one reduction, the tag mask, the lanes added.
	MUL_FIRST(LG($2), LP($2))
	forloop(<j>, eval($2 + 1), 4, <
	MUL_ADD(LG(j), LP(j))>)
	REDUCE
	vmovdqa64 LX($2), TAG_MASK{J0_MASK($2, $2)}{z}
	vmovdqa64 LX(eval($2 + 1)), TAG_MASK{J0_MASK(eval($2 + 1), $2)}
	vpshufb	BSWAP, TAG_MASK, TAG_MASK
	vpxorq	TAG_MASK, HI, HI
	vextracti64x4 <$>1, HI, %ymm12
	vpxor	%ymm12, %ymm11, %ymm11
	vextracti128 <$>1, %ymm11, %xmm12
	vpxor	%xmm12, %xmm11, %xmm8
	vpshufb	%xmm15, %xmm8, %xmm8
ifelse($1, seal, <
	vmovdqu	%xmm8, (DST, LENGTH)>, <
	C The tag against the one after the ciphertext; the message only
	C when they match.
	vpxor	(SRC, LENGTH), %xmm8, %xmm8
	xor	%eax, %eax
	vptest	%xmm8, %xmm8
	jnz	.Lwipe
	forloop(<j>, $2, 3, <
	vpxorq	LD(j), LX(j), LX(j)
	vmovdqu64 LX(j), eval(64 * j - 256)(DST, LAST){%k<>eval(j + 1)}>)
	vpxorq	LD(4), LX(4), LX(4)
	vmovdqu8 LX(4), (DST, LAST){%k7}
	mov	<$>1, %eax>)>)

dnl GCM_SHORT(name, seal or open): the function NAME (key, nr,
dnl nonce_ad_lengths, length, dst, src).
define(<GCM_SHORT>, <
PROLOGUE($1)
ifelse($2, open, <
	xor	%eax, %eax>)
	cmp	<$>96, LENGTH
	ja	.Llong

	C The nonce in every lane, with the counters in the last byte.
	C The nonce is loaded in the pieces the caller stores it in (8
	C and 4 bytes), so that the loads are forwarded from the stores.
	vmovq	(NONCE_AD_LENGTHS), %xmm0
	vpinsrd	<$>2, 8(NONCE_AD_LENGTHS), %xmm0, %xmm0
	vshufi64x2 <$>0, X(0), X(0), X(0)
	vporq	.Lcounters+64(%rip), X(0), X(1)
	vporq	.Lcounters(%rip), X(0), X(0)

	C AES of the eight blocks.
	vbroadcasti32x4	(KEY), RK
	vpxorq	RK, X(0), X(0)
	vpxorq	RK, X(1), X(1)
	forloop(<i>, 1, 9, <ROUND(vaesenc, eval(16 * i))>)
	cmp	<$>10, NR
	je	1f
	ROUND(vaesenc, 160)
	ROUND(vaesenc, 176)
	cmp	<$>12, NR
	je	1f
	ROUND(vaesenc, 192)
	ROUND(vaesenc, 208)
1:	mov	NR, %eax
	shl	<$>4, %eax
	lea	16(KEY, %rax), POWERS
	vbroadcasti32x4	(KEY, %rax), RK
	vaesenclast RK, X(0), X(0)
	vaesenclast RK, X(1), X(1)

	C The byte masks of the message: the first min(LENGTH, 64) bytes
	C (BZHI keeps all 64 from 64 on) and max(LENGTH - 64, 0).
	mov	<$>-1, %rax
	bzhi	LENGTH, %rax, %rax
	kmovq	%rax, %k1
	lea	-64(LENGTH), %rsi
	xor	%eax, %eax
	test	%rsi, %rsi
	cmovs	%rax, %rsi
	mov	<$>-1, %rax
	bzhi	%rsi, %rax, %rax
	kmovq	%rax, %k2

	C 2n, and the masks of lane n in the two ciphertext registers.
	lea	15(LENGTH), TWICE_N
	shr	<$>4, TWICE_N
	add	TWICE_N, TWICE_N
	mov	<$>3, %eax
	shlx	TWICE_N, %rax, %rax
	kmovw	%eax, %k3
	kshiftrw <$>8, %k3, %k4

	C The powers: each lane's from the two registers of H^1 .. H^8.
	vbroadcasti32x4	.Lbswap(%rip), BSWAP
	vmovdqu64 (POWERS), PLO
	vmovdqu64 64(POWERS), PHI
	TIMES_INV_X(PLO)
	TIMES_INV_X(PHI)
	vpbroadcastq TWICE_N, BASE
	vpaddq	.Lpower_index(%rip), BASE, PW(0)
	vpermi2q PHI, PLO, PW(0)
	forloop(<j>, 2, 3, <
	vpaddq	.Lpower_index+eval(16 + 64 * (j - 2))(%rip), BASE, PW(j)
	vpermi2q PHI, PLO, PW(j)>)

	C A, and the length block broadcast.
	vmovdqu	16(NONCE_AD_LENGTHS), %xmm4
	vpshufb	%xmm15, %xmm4, %xmm4
	MUL_FIRST(GX(0), PW(0))
	vmovdqu	32(NONCE_AD_LENGTHS), %xmm14
	vpshufb	%xmm15, %xmm14, %xmm14
	vshufi64x2 <$>0, LB, LB, LB

	C The ciphertext, zero past the end.
	LOAD_OR_STORE(<vmovdqu8 (SRC), D(0){%k1}{z}>,
		      <vmovdqu8 64(SRC), D(1){%k2}{z}>, 3)
ifelse($2, seal, <
	forloop(<j>, 0, 1, <
	vpxorq	X(j), D(j), D(j)
	vmovdqu8 D(j), D(j){%k<>eval(j + 1)}{z}>)
	LOAD_OR_STORE(<vmovdqu8 D(0), (DST){%k1}>,
		      <vmovdqu8 D(1), 64(DST){%k2}>, 4)>)
	forloop(<j>, 0, 1, <
	vpshufb	BSWAP, D(j), GX(eval(j + 2))
	vmovdqa64 LB, GX(eval(j + 2)){%k<>eval(j + 3)}>)

	C The products, one reduction, the four lanes added.
	MUL_ADD(GX(2), PW(2))
	cmp	<$>8, TWICE_N
	jb	2f
	MUL_ADD(GX(3), PW(3))
2:	REDUCE
	vextracti64x4 <$>1, HI, %ymm12
	vpxor	%ymm12, %ymm11, %ymm11
	vextracti128 <$>1, %ymm11, %xmm12
	vpxor	%xmm12, %xmm11, %xmm8

	C The tag: the hash plus the tag mask.
	vpshufb	%xmm15, %xmm8, %xmm8
	vextracti32x4 <$>3, X(1), %xmm12
	vpxor	%xmm12, %xmm8, %xmm8
ifelse($2, seal, <
	vmovdqu	%xmm8, (DST, LENGTH)>, <
	C The tag against SRC's; the message only when they match.
	vpxor	(SRC, LENGTH), %xmm8, %xmm8
	xor	%eax, %eax
	vptest	%xmm8, %xmm8
	jnz	.Lwipe
	forloop(<j>, 0, 1, <
	vpxorq	X(j), D(j), D(j)>)
	LOAD_OR_STORE(<vmovdqu8 D(0), (DST){%k1}>,
		      <vmovdqu8 D(1), 64(DST){%k2}>, 4)
	mov	<$>1, %eax>)

	C The keystream, the tag mask and the message leave the registers:
	C vzeroall clears %zmm0 .. %zmm15; the round key (RK), H^1 .. H^16
	C (PLO, PHI, PW, LP, Q1, Q2, H8) are in %zmm16 .. %zmm24.  The
	C registers above hold the nonce, A, L and the ciphertext only.
.Lwipe:
	CLEAR_HIGH(16, 24)
	vzeroall
.Lreturn:
	ret

.Llong:
	cmp	<$>256, LENGTH
	ja	.Lreturn
	LONG_MASKS
	cmp	<$>192, LENGTH
	ja	.Llong0
	GCM_LONG($2, 1)
	jmp	.Lwipe
.Llong0:
	GCM_LONG($2, 0)
	jmp	.Lwipe
EPILOGUE($1)

GHASH_RODATA
	.p2align 6
C The counters 2, 3, 4, 5 and 6, 7, 8, 1 in the last byte of each lane.
.Lcounters:
	forloop(<j>, 2, 8, <
	.long 0, 0, 0, eval(j * 0x1000000)>)
	.long 0, 0, 0, 0x1000000
C Added to 2n, the index of the two 64-bit halves of each lane's power
C in PLO, PHI: from 0 the power of A, H^(n+2) (lane 0 only); from 16
C bytes on those of C(0), C(1), ... and L, H^(n+1), H^n, ...
.Lpower_index:
	.quad 2, 3
	forloop(<j>, 0, 7, <
	.quad eval(-2 * j), eval(1 - 2 * j)>)
C The counter blocks of GCM_LONG: n - 1 (in the top byte of dword 3)
C plus i - 14 in lane i, 0 .. 16.
	.p2align 6
.Lsteps:
	forloop(<j>, 0, 16, <
	.long 0, 0, 0, eval((j - 14) * 0x1000000)>)
	.p2align 6
.Ldword3:
	forloop(<j>, 0, 3, <
	.long 0, 0, 0, -1>)
C For VPERMI2Q: lanes 1, 0 of the second register, then 3, 2 of the
C first (powers in falling order).
.Lfalling:
	.quad 10, 11, 8, 9, 6, 7, 4, 5>)
