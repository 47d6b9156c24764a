dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512ifma/poly1305-blocks.asm -- Poly1305, 16 blocks at a
C time with AVX-512 IFMA.

C Why: the radix-2^64 loop (POLY1305_BLOCKS_64, poly1305.m4) waits for
C each block's product before the next block can start, about 13
C cycles a block.  Sixteen blocks have no such chain between them:
C
C   h r^n + m_0 r^n + m_1 r^(n-1) + ... + m_(n-1) r
C
C so here two vectors of eight 64-bit lanes each take every sixteenth
C block, Horner with r^16; then stream A is multiplied by r^8 and
C added to stream B, a last eight blocks and a tail of t under eight
C blocks go in the same way (with r^8, and with r^t into the last t
C lanes), lane i of the sum is multiplied by r^(8-b) where b is the
C block of the eight in that lane, and the lanes are summed.  The limbs
C are radix 2^44 (44, 44 and 42 bits), so that vpmadd52luq and
C vpmadd52huq (the low and high 52 bits of a 52x52-bit product, added
C to a 64-bit lane) take them with room to spare; 2^132 = 20 mod p
C folds the top products.  The context has no room for the powers of
C r (symcrypt/poly1305.h), so every call of at least VECTOR_MIN blocks
C computes r^2 .. r^8 and r^16 (four products, about 90 ticks);
C shorter calls run the scalar loop.  The h stored is the scalar
C loop's form (h2 at most 4), and congruent to the C twin's.
C
C Measured (rdtsc ticks per call on Zen 5, back to back; the scalar
C loop in brackets): 16 blocks 118 (156), 32 blocks 151 (312), 1024
C blocks 1755 (9919), 0.107 ticks/byte.  More in doc/x86_64-hash.md.

dnl void _symcrypt_poly1305_blocks(struct symcrypt_poly1305_ctx *ctx,
dnl                                 size_t blocks, const uint8_t *data,
dnl                                 unsigned padbit)
dnl ctx (symcrypt/poly1305.h, radix 2^64): r0 at 0, r1 at 8,
dnl s1 at 16, h0, h1, h2 at 24, 32, 40.

INCLUDE_SRC(<x86_64/m4/poly1305.m4>)dnl
define(<VECTOR_MIN>, <16>)	dnl fewer blocks: the scalar loop alone

define(<CTX>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<M44>, <%r11>)		dnl 2^44 - 1
dnl Each value in radix 2^44 is three registers: limbs 0, 1, 2.  A and B
dnl are the two streams of eight blocks, with A0-A2 in zmm0-2 so that
dnl the final sums can use VEX instructions.
define(<A0>, <%zmm0>)
define(<A1>, <%zmm1>)
define(<A2>, <%zmm2>)
define(<B0>, <%zmm3>)
define(<B1>, <%zmm4>)
define(<B2>, <%zmm5>)
dnl K: the multiplier of the loop (r^16, then r^8) in every lane, with
dnl KS1 = 20 K1, KS2 = 20 K2.  During the set-up, the multipliers of
dnl the powers.
define(<K0>, <%zmm6>)
define(<K1>, <%zmm7>)
define(<K2>, <%zmm8>)
define(<KS1>, <%zmm9>)
define(<KS2>, <%zmm10>)
dnl D: a product before its carries, low and high 52 bits of each limb.
define(<D0L>, <%zmm11>)
define(<D0H>, <%zmm12>)
define(<D1L>, <%zmm13>)
define(<D1H>, <%zmm14>)
define(<D2L>, <%zmm15>)
define(<D2H>, <%zmm16>)
define(<ONE>, <%zmm17>)		dnl 1 in every lane
define(<MASK44>, <%zmm23>)
define(<MASK42>, <%zmm24>)
define(<PAD>, <%zmm25>)		dnl padbit 2^40: 2^128 in limb 2
dnl P: r^(8-b) in the lane of block b, P0 lane 0 being r^8.
define(<P0>, <%zmm26>)
define(<P1>, <%zmm27>)
define(<P2>, <%zmm28>)
define(<PS1>, <%zmm29>)
define(<PS2>, <%zmm30>)
define(<T>, <%zmm31>)
dnl Lane 0 of P (vpbroadcastq takes it from the xmm register).
define(<P0X>, <%xmm26>)
define(<P1X>, <%xmm27>)
define(<P2X>, <%xmm28>)
define(<PS1X>, <%xmm29>)
define(<PS2X>, <%xmm30>)

C LOAD(offset): D0L, D1L, D2L = eight blocks from DATA + OFFSET, split
C into limbs.  The unpacks put the blocks in the lanes in the order
C 0, 4, 1, 5, 2, 6, 3, 7.
define(<LOAD>, <
	vmovdqu64	$1(DATA), D1L
	vmovdqu64	eval($1 + 64)(DATA), D2L
	vpunpcklqdq	D2L, D1L, D0L		C low words
	vpunpckhqdq	D2L, D1L, D2L		C high words
	vpsrlq		$<>44, D0L, D1L
	vpsllq		$<>20, D2L, T
	vpternlogq	$<>0xa8, MASK44, T, D1L	C (lo / 2^44 or hi 2^20) and MASK44
	vpandq		MASK44, D0L, D0L
	vpsrlq		$<>24, D2L, D2L
	vporq		PAD, D2L, D2L>)

C ZERO_LOW: D0L, D1L, D2L = 0, for a product with nothing added.
define(<ZERO_LOW>, <
	vpxorq		D0L, D0L, D0L
	vpxorq		D1L, D1L, D1L
	vpxorq		D2L, D2L, D2L>)

C MUL(a0, a1, a2, b0, b1, b2, s1, s2): D = D0L + D1L 2^44 + D2L 2^88
C (what is to be added: blocks, or 0) + a b, where s1 = 20 b1 and
C s2 = 20 b2, limb by limb:
C   d0 = a0 b0 + a1 s2 + a2 s1
C   d1 = a0 b1 + a1 b0 + a2 s2
C   d2 = a0 b2 + a1 b1 + a2 b0
define(<MUL>, <
	vpxorq		D0H, D0H, D0H
	vpxorq		D1H, D1H, D1H
	vpxorq		D2H, D2H, D2H
	vpmadd52luq	$4, $1, D0L
	vpmadd52huq	$4, $1, D0H
	vpmadd52luq	$5, $1, D1L
	vpmadd52huq	$5, $1, D1H
	vpmadd52luq	$6, $1, D2L
	vpmadd52huq	$6, $1, D2H
	vpmadd52luq	$8, $2, D0L
	vpmadd52huq	$8, $2, D0H
	vpmadd52luq	$4, $2, D1L
	vpmadd52huq	$4, $2, D1H
	vpmadd52luq	$5, $2, D2L
	vpmadd52huq	$5, $2, D2H
	vpmadd52luq	$7, $3, D0L
	vpmadd52huq	$7, $3, D0H
	vpmadd52luq	$8, $3, D1L
	vpmadd52huq	$8, $3, D1H
	vpmadd52luq	$4, $3, D2L
	vpmadd52huq	$4, $3, D2H>)

C REDUCE(a0, a1, a2): A = D with the carries, in two rounds that carry
C every limb at once (2^130 = 5 mod p from limb 2 to limb 0).  With
C factors of 44 bits plus a few, the first round leaves limbs under
C 2^50, the second 44 bits plus a few (42 plus a few in limb 2).
define(<REDUCE>, <
	vpsrlq		$<>44, D0L, T
	vpsllq		$<>8, D0H, D0H
	vpandq		MASK44, D0L, $1
	vpaddq		T, D0H, D0H		C c0 = d0 / 2^44
	vpsrlq		$<>44, D1L, T
	vpsllq		$<>8, D1H, D1H
	vpandq		MASK44, D1L, $2
	vpaddq		T, D1H, D1H		C c1 = d1 / 2^44
	vpsrlq		$<>42, D2L, T
	vpsllq		$<>10, D2H, D2H
	vpandq		MASK42, D2L, $3
	vpaddq		T, D2H, D2H		C c2 = d2 / 2^42
	vpaddq		D0H, $2, $2
	vpaddq		D1H, $3, $3
	vpaddq		D2H, $1, $1
	vpsllq		$<>2, D2H, D2H
	vpaddq		D2H, $1, $1		C + 5 c2
	vpsrlq		$<>44, $1, D0L
	vpsrlq		$<>44, $2, D1L
	vpsrlq		$<>42, $3, D2L
	vpandq		MASK44, $1, $1
	vpandq		MASK44, $2, $2
	vpandq		MASK42, $3, $3
	vpaddq		D0L, $2, $2
	vpaddq		D1L, $3, $3
	vpaddq		D2L, $1, $1
	vpsllq		$<>2, D2L, D2L
	vpaddq		D2L, $1, $1>)

C TIMES20(src, dst): dst = 20 src.
define(<TIMES20>, <
	vpmullq		.Ltwenty(%rip){1to8}, $1, $2>)

C POWER_STEP(mask): lanes of P in MASK times the power of r in lane 0.
define(<POWER_STEP>, <
	mov		$<>$1, %eax
	kmovw		%eax, %k1
	vmovdqa64	ONE, K0
	vpbroadcastq	P0X, K0{%k1}
	vpbroadcastq	P1X, K1{%k1}{z}
	vpbroadcastq	P2X, K2{%k1}{z}
	TIMES20(K1, KS1)
	TIMES20(K2, KS2)
	ZERO_LOW
	MUL(P0, P1, P2, K0, K1, K2, KS1, KS2)
	REDUCE(P0, P1, P2)>)

C HSUM(n, gpr): the sum of the lanes of %zmm(N) into GPR.
define(<HSUM>, <
	vextracti64x4	$<>1, %zmm$1, %ymm11
	vpaddq		%ymm11, %ymm$1, %ymm$1
	vextracti128	$<>1, %ymm$1, %xmm11
	vpaddq		%xmm11, %xmm$1, %xmm$1
	vpsrldq		$<>8, %xmm$1, %xmm11
	vpaddq		%xmm11, %xmm$1, %xmm$1
	vmovq		%xmm$1, $2>)

C The threshold, for symcrypt_implementation_for_length.
VARIANT_CONSTANT(_symcrypt_poly1305_vector_min, VECTOR_MIN)

PROLOGUE(_symcrypt_poly1305_blocks)
	cmp		$<>VECTOR_MIN, BLOCKS
	jae		.Lvector
.Lscalar:
POLY1305_BLOCKS_64

.Lvector:
	C Constants
	movabs		$<>0xfffffffffff, M44
	vpbroadcastq	M44, MASK44
	vpsrlq		$<>2, MASK44, MASK42
	mov		%ecx, %eax
	shl		$<>40, %rax
	vpbroadcastq	%rax, PAD
	mov		$<>1, %eax
	vpbroadcastq	%rax, ONE

	C r in radix 2^44, in every lane of P
	mov		(CTX), %rax
	mov		8(CTX), %r8
	mov		%rax, %r9
	and		M44, %r9
	vpbroadcastq	%r9, P0
	shrd		$<>44, %r8, %rax
	and		M44, %rax
	vpbroadcastq	%rax, P1
	shr		$<>24, %r8
	vpbroadcastq	%r8, P2

	C The lanes hold blocks 0, 4, 1, 5, 2, 6, 3, 7 and need r^8, r^4,
	C r^7, r^3, r^6, r^2, r^5, r^1: from r, multiply the lanes whose
	C exponent - 1 has bit 0 set by r, bit 1 by r^2, bit 2 by r^4,
	C taking r, r^2 and r^4 from lane 0.
	POWER_STEP(0x33)
	POWER_STEP(0x0f)
	POWER_STEP(0x55)
	TIMES20(P1, PS1)
	TIMES20(P2, PS2)

	C K = r^16 = (r^8)^2
	vpbroadcastq	P0X, K0
	vpbroadcastq	P1X, K1
	vpbroadcastq	P2X, K2
	vpbroadcastq	PS1X, KS1
	vpbroadcastq	PS2X, KS2
	ZERO_LOW
	MUL(K0, K1, K2, K0, K1, K2, KS1, KS2)
	REDUCE(K0, K1, K2)
	TIMES20(K1, KS1)
	TIMES20(K2, KS2)

	C A = blocks 0-7 plus h in lane 0 (h2 is small: limb 2 fits), B =
	C blocks 8-15
	mov		24(CTX), %rax
	mov		32(CTX), %r8
	mov		40(CTX), %r9
	mov		%rax, %r10
	and		M44, %r10
	vmovq		%r10, %xmm0
	shrd		$<>44, %r8, %rax
	and		M44, %rax
	vmovq		%rax, %xmm1
	shrd		$<>24, %r9, %r8
	vmovq		%r8, %xmm2
	LOAD(0)
	vpaddq		D0L, A0, A0
	vpaddq		D1L, A1, A1
	vpaddq		D2L, A2, A2
	LOAD(128)
	vmovdqa64	D0L, B0
	vmovdqa64	D1L, B1
	vmovdqa64	D2L, B2
	add		$<>256, DATA
	sub		$<>16, BLOCKS
	cmp		$<>16, BLOCKS
	jb		.Lfold

	ALIGN_FUNCTION
.Lloop:
	C A = A r^16 + next 8 blocks, B = B r^16 + the 8 after
	LOAD(0)
	MUL(A0, A1, A2, K0, K1, K2, KS1, KS2)
	REDUCE(A0, A1, A2)
	LOAD(128)
	MUL(B0, B1, B2, K0, K1, K2, KS1, KS2)
	REDUCE(B0, B1, B2)
	add		$<>256, DATA
	sub		$<>16, BLOCKS
	cmp		$<>16, BLOCKS
	jae		.Lloop

.Lfold:
	C A = A r^8 + B
	vpbroadcastq	P0X, K0
	vpbroadcastq	P1X, K1
	vpbroadcastq	P2X, K2
	vpbroadcastq	PS1X, KS1
	vpbroadcastq	PS2X, KS2
	vmovdqa64	B0, D0L
	vmovdqa64	B1, D1L
	vmovdqa64	B2, D2L
	MUL(A0, A1, A2, K0, K1, K2, KS1, KS2)
	REDUCE(A0, A1, A2)
	cmp		$<>8, BLOCKS
	jb		.Ltail
	C A = A r^8 + 8 more blocks
	LOAD(0)
	MUL(A0, A1, A2, K0, K1, K2, KS1, KS2)
	REDUCE(A0, A1, A2)
	add		$<>128, DATA
	sub		$<>8, BLOCKS

.Ltail:
	C The last t = BLOCKS blocks, 3 to 7: A = A r^t + the t blocks,
	C placed as the last t of eight blocks.  The eight blocks ending
	C at the end of the data are loaded (at least 16 blocks came
	C before) and the lanes of the first 8 - t are cleared.  One or
	C two blocks go faster through the scalar loop, after the sum.
	cmp		$<>3, BLOCKS
	jb		.Lpowers
	lea		.Ltail_lanes(%rip), %rax
	movzbl		-1(%rax, BLOCKS), %r8d
	vpbroadcastq	%r8, T
	vpermq		P0, T, K0		C r^t from its lane of P
	vpermq		P1, T, K1
	vpermq		P2, T, K2
	vpermq		PS1, T, KS1
	vpermq		PS2, T, KS2
	movzbl		7(%rax, BLOCKS), %r8d
	kmovw		%r8d, %k1
	shl		$<>4, BLOCKS
	lea		-128(DATA, BLOCKS), DATA
	LOAD(0)
	vmovdqa64	D0L, D0L{%k1}{z}
	vmovdqa64	D1L, D1L{%k1}{z}
	vmovdqa64	D2L, D2L{%k1}{z}
	MUL(A0, A1, A2, K0, K1, K2, KS1, KS2)
	REDUCE(A0, A1, A2)
	xor		%esi, %esi		C no blocks left

.Lpowers:
	C Each lane times its power of r, then the sum of the lanes
	ZERO_LOW
	MUL(A0, A1, A2, P0, P1, P2, PS1, PS2)
	REDUCE(A0, A1, A2)
	HSUM(0, %rax)
	HSUM(1, %r8)
	HSUM(2, %r9)
	CLEAR_HIGH(16, 31)		C the powers of r, the accumulators
	vzeroupper

	C Carry (limbs of 44 + 3 bits) and fold bits 130 and up into limb 0;
	C %r11 is free after the last use of M44
	mov		%rax, %r10
	shr		$<>44, %r10
	add		%r10, %r8
	and		M44, %rax
	mov		%r8, %r10
	shr		$<>44, %r10
	add		%r10, %r9
	and		M44, %r8
	mov		%r9, %r10
	shr		$<>42, %r10
	lea		(%r10, %r10, 4), %r10
	add		%r10, %rax
	shl		$<>22, %r9
	shr		$<>22, %r9
	C To radix 2^64: h0 = l0 + l1 2^44, h1 = l1 / 2^20 + l2 2^24,
	C h2 = l2 / 2^40, with the carry of the first addition
	mov		%r9, %r10
	shl		$<>24, %r10
	mov		%r8, %r11
	shr		$<>20, %r11
	or		%r11, %r10
	shr		$<>40, %r9
	shl		$<>44, %r8
	add		%r8, %rax
	adc		$<>0, %r10
	adc		$<>0, %r9
	mov		%rax, 24(CTX)
	mov		%r10, 32(CTX)
	mov		%r9, 40(CTX)
	jmp		.Lscalar		C the last 0 to 2 blocks
EPILOGUE(_symcrypt_poly1305_blocks)

RODATA
	.p2align 3
.Ltwenty:
	.quad 20
C For t = 1 .. 7 tail blocks (1 and 2 unused): the lane of P holding r^t (that of block
C 8 - t), then the lanes of blocks 8 - t .. 7.
.Ltail_lanes:
	.byte 7, 5, 3, 1, 6, 4, 2, 0
	.byte 0x80, 0xa0, 0xa8, 0xaa, 0xea, 0xfa, 0xfe
