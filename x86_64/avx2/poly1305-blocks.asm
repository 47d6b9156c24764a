dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/poly1305-blocks.asm -- Poly1305, eight blocks a step
C in four lanes with AVX2, for CPUs without AVX-512 IFMA.

C Why: the radix-2^64 loop (POLY1305_BLOCKS_64, poly1305.m4) waits for
C each block's product before the next can start.  Four streams have
C no such chain between them:
C
C   h r^n + m_0 r^n + ... + m_(n-1) r
C       = sum over j of (stream j, Horner with r^4) times r^(4-j)
C
C so lane j of each register takes every fourth block, Horner with r^4,
C and the last four blocks are multiplied by r^4, r^3, r^2, r lane by
C lane before the lanes are summed.  The limbs are radix 2^26 (five per
C value, each in a 64-bit lane), so that vpmuludq (32x32->64 bits)
C takes them: 25 products per four blocks, with 5 r_i for the limbs
C that wrap (2^130 = 5 mod p).
C
C The main loop takes two groups of four blocks a step: H r^8 + A r^4
C + B, the 50 products summed before one carry (each sum stays under
C 2^60), and A r^4 does not depend on H.  Per eight blocks that is 50
C vpmuludq, 45 vpaddq, one carry (23 operations) instead of two, and
C one dependency chain (product, carry, add) instead of two: on Zen 4
C the step takes 47 cycles against 65 for two four-block steps (about
C 150 vector operations at 4 a cycle would be 38).
C
C The context has no room for the powers of r (symcrypt/poly1305.h),
C so every call of at least VECTOR_MIN blocks computes r^2, r^3, r^4
C and r^8 (four vector products) into a stack frame; shorter calls and
C the last one to three blocks run the scalar loop, which takes h in
C its own form (h2 small), as this code leaves it.
C
C Measured (rdtsc ticks per call, p25 of 401, four calls in a row; AMD
C EPYC Zen 4, family 25 model 17, 2026-11-22; 1 tick = 1.42 cycles):
C
C   blocks               16    20    24    32    64   1024
C   this (vector)       208   214   240   273   396   4251  (0.26 ticks/byte)
C   x86_64 scalar       169   208   247   325   624   9717
C   avx512ifma          201   234   227   253   344   2996
C
C so the vector path runs from 24 blocks on (240 against 247; the
C scalar loop with its fold deferred, poly1305.m4).

dnl void _symcrypt_poly1305_blocks(struct symcrypt_poly1305_ctx *ctx,
dnl                                 size_t blocks, const uint8_t *data,
dnl                                 unsigned padbit)
dnl ctx (symcrypt/poly1305.h, radix 2^64): r0 at 0, r1 at 8,
dnl s1 at 16, h0, h1, h2 at 24, 32, 40.

INCLUDE_SRC(<x86_64/m4/poly1305.m4>)dnl
define(<VECTOR_MIN>, <24>)	dnl fewer blocks: the scalar loop alone

define(<CTX>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<PADBIT>, <%ecx>)
dnl H: the four streams' accumulators, limb i in H(i); D: a product
dnl before its carries.
define(<H>, <%ymm<>eval($1)>)
define(<D>, <%ymm<>eval(5 + $1)>)
define(<MASK>, <%ymm10>)	dnl 2^26 - 1 in every lane
define(<PAD>, <%ymm11>)		dnl padbit 2^24: 2^128 in limb 4
define(<T>, <%ymm12>)
define(<T2>, <%ymm13>)
define(<ML>, <%ymm14>)		dnl the low words of four blocks
define(<MH>, <%ymm15>)		dnl their high words
define(<X>, <patsubst(<$1>, <ymm>, <xmm>)>)
dnl The lane sums, limbs 0..4, in the scalar part at the end.
define(<LIMB0>, <%r8>)
define(<LIMB1>, <%r9>)
define(<LIMB2>, <%r10>)
define(<LIMB3>, <%r11>)
define(<LIMB4>, <%rdx>)

dnl The frame: powers of r, 288 bytes each: limbs r_0..r_4 at 32 i,
dnl s_i = 5 r_i (i = 1..4) at 160 + 32 (i - 1), every lane the same but
dnl in the last slot; then the lane sums and the saved data pointer.
define(<POWER>, <eval(288 * ($1 - 1))>)	dnl slot of r^N, N = 1..4
define(<POWER8>, <eval(288 * 4)>)	dnl r^8
define(<LAST>, <eval(288 * 5)>)		dnl r^4, r^2, r^3, r^1 by lane
define(<SUMS>, <eval(288 * 6)>)
define(<SAVED_DATA>, <eval(288 * 6 + 40)>)
define(<FRAME_SIZE>, <eval(288 * 6 + 64)>)
define(<RL>, <eval($1 + 32 * $2)(%rsp)>)		dnl r_i of slot
define(<SL>, <eval($1 + 160 + 32 * ($2 - 1))(%rsp)>)	dnl s_i of slot

C MUL_FACTOR(slot, i, k): the factor of h_i in d_k.
define(<MUL_FACTOR>, <ifelse(eval(($3 - $2 + 5) / 5), 1,
	<RL($1, eval($3 - $2))>, <SL($1, eval($3 + 5 - $2))>)>)

C MUL(slot): D = H times the multiplier in SLOT, limb by limb:
C   d_k = sum over i + j = k of h_i r_j + sum over i + j = k + 5 of h_i s_j
C (r_(k - i) when k - i is 0 to 4, that is (k - i + 5) / 5 = 1)
define(<MUL>, <forloop(<k>, 0, 4, <
	vpmuludq RL($1, k), H(0), D(k)>)
	MUL_ADD($1)>)

C MUL_ADD(slot): D += h_1..h_4 times the multiplier in SLOT (MUL
C without the h_0 row); MUL_ACC(slot): D += H times it, all five rows.
define(<MUL_ADD>, <forloop(<i>, 1, 4, <forloop(<k>, 0, 4, <
	vpmuludq MUL_FACTOR($1, i, k), H(i), T
	vpaddq	T, D(k), D(k)>)>)>)
define(<MUL_ACC>, <forloop(<k>, 0, 4, <
	vpmuludq RL($1, k), H(0), T
	vpaddq	T, D(k), D(k)>)
	MUL_ADD($1)>)

C MSG_LIMB(i): limb I of the four blocks in ML, MH into T2.
define(<MSG_LIMB>, <ifelse($1, 0, <
	vpand	MASK, ML, T2>, $1, 1, <
	vpsrlq	$<>26, ML, T2
	vpand	MASK, T2, T2>, $1, 2, <
	vpsrlq	$<>52, ML, T2
	vpsllq	$<>12, MH, T
	vpor	T, T2, T2
	vpand	MASK, T2, T2>, $1, 3, <
	vpsrlq	$<>14, MH, T2
	vpand	MASK, T2, T2>, <
	vpsrlq	$<>40, MH, T2
	vpor	PAD, T2, T2>)>)

C MSG_MUL(slot): D = the next four blocks at DATA times the multiplier
C in SLOT, each limb multiplied as soon as it is split off (lanes in
C the order of LOAD_ADD).
define(<MSG_MUL>, <
	vmovdqu	0(DATA), T
	vpunpcklqdq 32(DATA), T, ML		C low words
	vpunpckhqdq 32(DATA), T, MH		C high words
	MSG_LIMB(0)
	forloop(<k>, 0, 4, <
	vpmuludq RL($1, k), T2, D(k)>)
	forloop(<i>, 1, 4, <MSG_LIMB(i)
	forloop(<k>, 0, 4, <
	vpmuludq MUL_FACTOR($1, i, k), T2, T
	vpaddq	T, D(k), D(k)>)>)
	add	$<>64, DATA>)

C CARRY: H = D with the carries, two chains at once (limbs 0 to 2 and
C 3 to 0, through 2^130 = 5): every limb under 2^26 but 1 and 4, which
C may be a bit over.
define(<CARRY>, <
	vpsrlq	$<>26, D(0), T
	vpsrlq	$<>26, D(3), T2
	vpand	MASK, D(0), H(0)
	vpand	MASK, D(3), H(3)
	vpaddq	T, D(1), D(1)
	vpaddq	T2, D(4), D(4)
	vpsrlq	$<>26, D(1), T
	vpsrlq	$<>26, D(4), T2
	vpand	MASK, D(1), H(1)
	vpand	MASK, D(4), H(4)
	vpaddq	T, D(2), D(2)
	vpaddq	T2, H(0), H(0)
	vpsllq	$<>2, T2, T2
	vpaddq	T2, H(0), H(0)		C + 5 c4
	vpsrlq	$<>26, D(2), T
	vpsrlq	$<>26, H(0), T2
	vpand	MASK, D(2), H(2)
	vpand	MASK, H(0), H(0)
	vpaddq	T, H(3), H(3)
	vpaddq	T2, H(1), H(1)
	vpsrlq	$<>26, H(3), T
	vpand	MASK, H(3), H(3)
	vpaddq	T, H(4), H(4)>)

C LOAD_ADD: H += the next four blocks at DATA, split into limbs.  The
C unpacks put the blocks in the lanes in the order 0, 2, 1, 3.
define(<LOAD_ADD>, <
	vmovdqu	0(DATA), D(0)
	vmovdqu	32(DATA), D(1)
	vpunpcklqdq D(1), D(0), D(2)		C low words
	vpunpckhqdq D(1), D(0), D(3)		C high words
	vpand	MASK, D(2), D(0)
	vpaddq	D(0), H(0), H(0)
	vpsrlq	$<>26, D(2), D(0)
	vpand	MASK, D(0), D(0)
	vpaddq	D(0), H(1), H(1)
	vpsrlq	$<>52, D(2), D(0)
	vpsllq	$<>12, D(3), D(1)
	vpor	D(1), D(0), D(0)
	vpand	MASK, D(0), D(0)
	vpaddq	D(0), H(2), H(2)
	vpsrlq	$<>14, D(3), D(0)
	vpand	MASK, D(0), D(0)
	vpaddq	D(0), H(3), H(3)
	vpsrlq	$<>40, D(3), D(0)
	vpor	PAD, D(0), D(0)
	vpaddq	D(0), H(4), H(4)
	add	$<>64, DATA>)

C STORE_POWER(slot): H (carried) as a multiplier into SLOT.
define(<STORE_POWER>, <forloop(<i>, 0, 4, <
	vmovdqa	H(i), RL($1, i)>)
	forloop(<i>, 1, 4, <
	vpsllq	$<>2, H(i), T
	vpaddq	H(i), T, T
	vmovdqa	T, SL($1, i)>)>)

C HSUM(i): lane sum of H(i) into SUMS + 8 i.
define(<HSUM>, <
	vextracti128 $<>1, H($1), X(T)
	vpaddq	X(T), X(H($1)), X(H($1))
	vpshufd	$<>0x4e, X(H($1)), X(T)
	vpaddq	X(T), X(H($1)), X(H($1))
	vmovq	X(H($1)), eval(SUMS + 8 * $1)(%rsp)>)

C The threshold, for symcrypt_implementation_for_length.
VARIANT_CONSTANT(_symcrypt_poly1305_vector_min, VECTOR_MIN)

PROLOGUE(_symcrypt_poly1305_blocks)
	cmp	$<>VECTOR_MIN, BLOCKS
	jae	.Lvector
.Lscalar:
POLY1305_BLOCKS_64

.Lvector:
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-32, %rsp
	sub	$<>FRAME_SIZE, %rsp

	C Constants
	mov	$<>0x3ffffff, %eax
	vmovq	%rax, X(MASK)
	vpbroadcastq X(MASK), MASK
	mov	PADBIT, %eax
	shl	$<>24, %eax
	vmovq	%rax, X(PAD)
	vpbroadcastq X(PAD), PAD

	C r in radix 2^26 in every lane (r1 of radix 2^64 at most 2^60)
	mov	0(CTX), %r9
	mov	8(CTX), %r10
	xor	%r11d, %r11d
	forloop(<i>, 0, 4, <
	POLY1305_SPLIT26(%r9, %r10, %r11, i)
	vmovq	%rax, X(H(i))
	vpbroadcastq X(H(i)), H(i)>)
	STORE_POWER(POWER(1))
	C r^2 = r r, r^3 = r^2 r, r^4 = r^3 r
	MUL(POWER(1))
	CARRY
	STORE_POWER(POWER(2))
	MUL(POWER(1))
	CARRY
	STORE_POWER(POWER(3))
	MUL(POWER(1))
	CARRY
	STORE_POWER(POWER(4))
	C r^8 = r^4 r^4
	MUL(POWER(4))
	CARRY
	STORE_POWER(POWER8)
	C The last four blocks sit in the lanes in the order 0, 2, 1, 3
	C and need r^4, r^2, r^3, r^1
	forloop(<i>, 0, 8, <
	vmovdqa	eval(POWER(4) + 32 * i)(%rsp), T
	vpblendd $<>0x0c, eval(POWER(2) + 32 * i)(%rsp), T, T
	vpblendd $<>0x30, eval(POWER(3) + 32 * i)(%rsp), T, T
	vpblendd $<>0xc0, eval(POWER(1) + 32 * i)(%rsp), T, T
	vmovdqa	T, eval(LAST + 32 * i)(%rsp)>)

	C H = h in lane 0 (h2 is small: limb 4 fits), plus the first four
	C blocks
	mov	24(CTX), %r9
	mov	32(CTX), %r10
	mov	40(CTX), %r11
	forloop(<i>, 0, 4, <
	POLY1305_SPLIT26(%r9, %r10, %r11, i)
	vmovq	%rax, X(H(i))>)
	LOAD_ADD
	sub	$<>4, BLOCKS

	C Eight blocks a step while eight more follow: with H holding
	C the pending group, (H r^4 + A) r^4 + B = H r^8 + A r^4 + B for
	C the next groups A and B, one carry for both; A r^4 does not
	C wait for H, so the chain per step is one product and one carry
	ALIGN_FUNCTION
.Lloop8:
	cmp	$<>8, BLOCKS
	jb	.Lloop4
	MSG_MUL(POWER(4))
	MUL_ACC(POWER8)
	CARRY
	LOAD_ADD
	sub	$<>8, BLOCKS
	jmp	.Lloop8

	C Four more blocks at most once: Horner with r^4
.Lloop4:
	cmp	$<>4, BLOCKS
	jb	.Lfinal
	MUL(POWER(4))
	CARRY
	LOAD_ADD
	sub	$<>4, BLOCKS

.Lfinal:
	C Lane j times its power of r, then the sum of the lanes
	MUL(LAST)
	CARRY
	forloop(<i>, 0, 4, <HSUM(i)
	>)
	vzeroupper
	mov	DATA, SAVED_DATA<>(%rsp)

	C The sums into LIMB0..LIMB4
	mov	SUMS<>(%rsp), LIMB0
	mov	eval(SUMS + 8)(%rsp), LIMB1
	mov	eval(SUMS + 16)(%rsp), LIMB2
	mov	eval(SUMS + 24)(%rsp), LIMB3
	mov	eval(SUMS + 32)(%rsp), LIMB4
	POLY1305_PACK26

	C The last zero to three blocks in the scalar loop
	mov	SAVED_DATA<>(%rsp), DATA
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	jmp	.Lscalar
EPILOGUE(_symcrypt_poly1305_blocks)
