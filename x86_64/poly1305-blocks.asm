dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/poly1305-blocks.asm -- Poly1305 blocks: SSE2 two-lane radix
C 2^26 code for long calls, the radix-2^64 loop for short ones.

C Why: the radix-2^64 loop (POLY1305_BLOCKS_64, poly1305.m4) waits for
C each block's product before the next can start, about 13.5 cycles a
C block on Zen 4.  Two streams of blocks (lane j of an xmm register
C takes blocks j, j + 2, ..., Horner with r^2) have no chain between
C them, and pmuludq (32x32->64 bits, two lanes) takes limbs of radix
C 2^26: 25 products per two blocks, with 5 r_i for the limbs that wrap
C (2^130 = 5 mod p).  At the end lane 0 is multiplied by r^2, lane 1
C by r, and the lanes are summed.
C
C The main loop takes four pairs of blocks a step: with H holding the
C pending pair, H r^8 + A r^6 + B r^4 + C r^2 + D for the next pairs A
C to D, the 100 products summed before one carry (each sum stays under
C 2^60), and only those of H wait for the step before; the one to
C three pairs left take one such step of their own.  This is the AVX2
C file's method (x86_64/avx2/poly1305-blocks.asm) at half the width,
C in SSE2 alone (two-operand forms, 16-byte aligned memory operands):
C every x86_64 CPU can run it.  The main step is written out; the
C products and carry of the powers, of the last step and of the last
C multiply are one subroutine, and the message pairs of the last step
C a loop: 5.5 KB of code, which costs about the same whether other code
C ran before it or not (all of it written out, 12 KB, took 130 ticks
C more per call after other code).
C
C Bound on Zen 4 (six operations dispatched a cycle; four vector pipes,
C two of which multiply): per pair, 25 pmuludq, 25 loads or copies of a
C factor (pmuludq overwrites its destination), 20 paddq, 22 to load
C and split the pair: 100 instructions, 17 cycles at six a cycle (the
C multiplies alone, 12.5 a block at two a cycle, would allow 6.25).  The
C main step is 435 instructions per eight blocks (llvm-mca -mcpu=znver3:
C 74 cycles, dispatch-bound), 9.3 cycles a block against the scalar
C loop's 13.5; measured 10.6 (88 %).
C
C The context has no room for the powers of r (symcrypt/poly1305.h),
C so every call of at least VECTOR_MIN blocks computes r^2, r^4, and
C r^8 and r^6 together (one two-lane product), three products in a
C chain, into a stack frame; shorter calls and the last odd block run
C the scalar loop, which takes h in its own form (h2 small), as this
C code leaves it.
C
C Measured (rdtsc ticks per call, AMD EPYC Zen 4, family 25 model 17,
C 2026-11-22; 1 tick = 1.42 cycles; p25 of 401 calls, the least of
C eight runs; "hot": calls back to back, "after other code": each call
C after ChaCha20 of 1 KiB and SHA-256 of 2 KiB, as in the AEAD open):
C
C   blocks                    48    64    72    88   128   1024
C   vector, hot              468   598   650   754  1066   7618
C   vector, after other      494   624   676   780  1092   7670
C   x86_64 scalar, hot       442   598   676   806  1196   9672
C   scalar, after other      442   598   676   832  1222   9672
C
C so the vector path runs from 72 blocks on (1152 bytes).

dnl void _symcrypt_poly1305_blocks(struct symcrypt_poly1305_ctx *ctx,
dnl                                 size_t blocks, const uint8_t *data,
dnl                                 unsigned padbit)
dnl ctx (symcrypt/poly1305.h, radix 2^64): r0 at 0, r1 at 8,
dnl s1 = r1 + r1 / 4 at 16, h0, h1, h2 at 24, 32, 40.

INCLUDE_SRC(<x86_64/m4/poly1305.m4>)dnl
define(<VECTOR_MIN>, <72>)	dnl fewer blocks: the scalar loop alone

define(<CTX>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<PADBIT>, <%ecx>)
define(<SLOT>, <%r8>)		dnl the multiplier of the products
define(<COUNT>, <%r9d>)		dnl pairs left in a step's loop
define(<OFFSET>, <%r10>)	dnl of r^(2 K), K the pairs of a step
dnl H: the two streams' accumulators, limb i in H(i); D: a product
dnl before its carries.
define(<H>, <%xmm<>eval($1)>)
define(<D>, <%xmm<>eval(5 + $1)>)
define(<MASK>, <%xmm10>)	dnl 2^26 - 1 in both lanes
define(<PAD>, <%xmm11>)		dnl padbit 2^24: 2^128 in limb 4
define(<T>, <%xmm12>)
define(<T2>, <%xmm13>)
define(<ML>, <%xmm14>)		dnl the low words of two blocks
define(<MH>, <%xmm15>)		dnl their high words
dnl The lane sums, limbs 0..4, in the scalar part at the end.
define(<LIMB0>, <%r8>)
define(<LIMB1>, <%r9>)
define(<LIMB2>, <%r10>)
define(<LIMB3>, <%r11>)
define(<LIMB4>, <%rdx>)

dnl The frame: multipliers, 144 bytes each: limbs r_0..r_4 at 16 i,
dnl s_i = 5 r_i (i = 1..4) at 80 + 16 (i - 1), both lanes the same but
dnl in LAST (and in its uses for r^8 and r^6 while they are made); then
dnl the saved data pointer.
define(<POWER1>, <0>)			dnl r
define(<POWER2>, <eval(144 * $1)>)	dnl r^(2 N), N = 1..4
define(<LAST>, <eval(144 * 5)>)		dnl r^2, r by lane
define(<SAVED_DATA>, <eval(144 * 6)>)
define(<FRAME_SIZE>, <eval(144 * 6 + 16)>)
define(<RL>, <eval(16 * $1)(SLOT)>)		dnl r_i of the multiplier
define(<SL>, <eval(80 + 16 * ($1 - 1))(SLOT)>)	dnl s_i of the multiplier

C MUL_FACTOR(i, k): the factor of h_i in d_k.
define(<MUL_FACTOR>, <ifelse(eval(($2 - $1 + 5) / 5), 1,
	<RL(eval($2 - $1))>, <SL(eval($2 + 5 - $1))>)>)

C PRODUCT(i, src): D += SRC times the factor of limb I in every d_k of
C the multiplier at SLOT:
C   d_k = sum over i + j = k of h_i r_j + sum over i + j = k + 5 of h_i s_j
C (r_(k - i) when k - i is 0 to 4, that is (k - i + 5) / 5 = 1)
define(<PRODUCT>, <forloop(<k>, 0, 4, <
	movdqa	MUL_FACTOR($1, k), T
	pmuludq	$2, T
	paddq	T, D(k)>)>)

C PRODUCT_FIRST(src): D = SRC times r_0..r_4 of the multiplier at SLOT
C (limb 0's row, which starts the sums).
define(<PRODUCT_FIRST>, <forloop(<k>, 0, 4, <
	movdqa	RL(k), D(k)
	pmuludq	$1, D(k)>)>)

C MSG_LIMB(i): limb I of the two blocks in ML, MH into T2 (clobbers T).
define(<MSG_LIMB>, <ifelse($1, 0, <
	movdqa	ML, T2
	pand	MASK, T2>, $1, 1, <
	movdqa	ML, T2
	psrlq	$<>26, T2
	pand	MASK, T2>, $1, 2, <
	movdqa	ML, T2
	psrlq	$<>52, T2
	movdqa	MH, T
	psllq	$<>12, T
	por	T, T2
	pand	MASK, T2>, $1, 3, <
	movdqa	MH, T2
	psrlq	$<>14, T2
	pand	MASK, T2>, <
	movdqa	MH, T2
	psrlq	$<>40, T2
	por	PAD, T2>)>)

C LOAD_WORDS: the next two blocks at DATA as low words in ML, high
C words in MH (block 0 in lane 0).
define(<LOAD_WORDS>, <
	movdqu	0(DATA), ML
	movdqu	16(DATA), T
	movdqa	ML, MH
	punpcklqdq T, ML
	punpckhqdq T, MH
	add	$<>32, DATA>)

C LOAD_ADD: H += the next two blocks at DATA, split into limbs.
define(<LOAD_ADD>, <LOAD_WORDS
	forloop(<i>, 0, 4, <MSG_LIMB(i)
	paddq	T2, H(i)>)>)

C CARRY: H = D with the carries, two chains at once (limbs 0 to 2 and
C 3 to 0, through 2^130 = 5): every limb under 2^26 but 1 and 4, which
C may be a bit over.
define(<CARRY>, <
	movdqa	D(0), T
	movdqa	D(3), T2
	psrlq	$<>26, T
	psrlq	$<>26, T2
	movdqa	D(0), H(0)
	movdqa	D(3), H(3)
	pand	MASK, H(0)
	pand	MASK, H(3)
	paddq	T, D(1)
	paddq	T2, D(4)
	movdqa	D(1), T
	movdqa	D(4), T2
	psrlq	$<>26, T
	psrlq	$<>26, T2
	movdqa	D(1), H(1)
	movdqa	D(4), H(4)
	pand	MASK, H(1)
	pand	MASK, H(4)
	paddq	T, D(2)
	paddq	T2, H(0)
	psllq	$<>2, T2
	paddq	T2, H(0)		C + 5 c4
	movdqa	D(2), T
	movdqa	H(0), T2
	psrlq	$<>26, T
	psrlq	$<>26, T2
	movdqa	D(2), H(2)
	pand	MASK, H(2)
	pand	MASK, H(0)
	paddq	T, H(3)
	paddq	T2, H(1)
	movdqa	H(3), T
	psrlq	$<>26, T
	pand	MASK, H(3)
	paddq	T, H(4)>)

C ZERO_D: D = 0, to start the sums.
define(<ZERO_D>, <forloop(<k>, 0, 4, <
	pxor	D(k), D(k)>)>)

C STORE_POWER(offset): H (carried) as a multiplier into the frame at
C OFFSET.
define(<STORE_POWER>, <forloop(<i>, 0, 4, <
	movdqa	H(i), eval($1 + 16 * i)(%rsp)>)
	forloop(<i>, 1, 4, <
	movdqa	H(i), T
	psllq	$<>2, T
	paddq	H(i), T
	movdqa	T, eval($1 + 80 + 16 * (i - 1))(%rsp)>)>)

C JOIN_LANES(dst, a, b, label): into the multiplier at DST that at A in
C lane 0 and that at B in lane 1 (from their lane 0), a loop on %rax
C at LABEL.
define(<JOIN_LANES>, <
	xor	%eax, %eax
.L$4:
	movq	$2(%rsp, %rax), T
	movq	$3(%rsp, %rax), T2
	punpcklqdq T2, T
	movdqa	T, $1(%rsp, %rax)
	add	$<>16, %eax
	cmp	$<>144, %eax
	jb	.L$4>)

C The threshold, for symcrypt_implementation_for_length.
VARIANT_CONSTANT(_symcrypt_poly1305_vector_min, VECTOR_MIN)

PROLOGUE(_symcrypt_poly1305_blocks)
	cmp	$<>VECTOR_MIN, BLOCKS
	jae	.Lvector
.Lscalar:
POLY1305_BLOCKS_64

	C A subroutine of the vector code below, for the products run
	C once or a few times per call (the powers, the last step, the
	C last multiply): one copy of them keeps the code a call runs
	C small, which is what costs at a few hundred blocks when other
	C code ran in between.  Leaf-like: the unwind rule here is the
	C entry's (CFA = %rsp + 8, the return address into the caller's
	C frame, which the rules there unwind).
	C .Lmul_carry: H = H times the multiplier at SLOT; .Lmul_acc_carry:
	C H = D + H times it.  Clobbers D, T, T2.
.Lmul_carry:
	ZERO_D
.Lmul_acc_carry:
	forloop(<i>, 0, 4, <PRODUCT(i, H(i))>)
	CARRY
	ret

.Lvector:
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-16, %rsp
	sub	$<>FRAME_SIZE, %rsp

	C Constants
	mov	$<>0x3ffffff, %eax
	movq	%rax, MASK
	punpcklqdq MASK, MASK
	mov	PADBIT, %eax
	shl	$<>24, %eax
	movq	%rax, PAD
	punpcklqdq PAD, PAD

	C r in radix 2^26 in both lanes (r1 of radix 2^64 at most 2^60)
	mov	0(CTX), %r9
	mov	8(CTX), %r10
	xor	%r11d, %r11d
	forloop(<i>, 0, 4, <
	POLY1305_SPLIT26(%r9, %r10, %r11, i)
	movq	%rax, H(i)
	punpcklqdq H(i), H(i)>)
	STORE_POWER(POWER1)
	C r^2 = r r, r^4 = r^2 r^2, then r^8 and r^6 at once: (r^4, r^4)
	C times (r^4, r^2) lane by lane, three products in a chain
	lea	POWER1<>(%rsp), SLOT
	call	.Lmul_carry
	STORE_POWER(POWER2(1))
	lea	POWER2(1)(%rsp), SLOT
	call	.Lmul_carry
	STORE_POWER(POWER2(2))
	JOIN_LANES(LAST, POWER2(2), POWER2(1), join_r4_r2)
	lea	LAST<>(%rsp), SLOT
	call	.Lmul_carry
	STORE_POWER(LAST)
	C Lane 0 (r^8) and lane 1 (r^6) each into both lanes of its slot
	xor	%eax, %eax
.Lsplit:
	movq	LAST<>(%rsp, %rax), T
	movq	eval(LAST + 8)(%rsp, %rax), T2
	punpcklqdq T, T
	punpcklqdq T2, T2
	movdqa	T, POWER2(4)(%rsp, %rax)
	movdqa	T2, POWER2(3)(%rsp, %rax)
	add	$<>16, %eax
	cmp	$<>144, %eax
	jb	.Lsplit
	C The last pair needs r^2 in lane 0, r in lane 1
	JOIN_LANES(LAST, POWER2(1), POWER1, join_r2_r)

	C H = h in lane 0 (h2 is small: limb 4 fits), plus the first two
	C blocks
	mov	24(CTX), %r9
	mov	32(CTX), %r10
	mov	40(CTX), %r11
	forloop(<i>, 0, 4, <
	POLY1305_SPLIT26(%r9, %r10, %r11, i)
	movq	%rax, H(i)>)
	LOAD_ADD
	sub	$<>2, BLOCKS

	C Four pairs a step while as many follow: with H holding the
	C pending pair, H = H r^8 + A r^6 + B r^4 + C r^2 + D for the next
	C pairs A to D, the products summed before one carry; those of A,
	C B and C do not wait for H
	ALIGN_FUNCTION
.Lloop4:
	cmp	$<>8, BLOCKS
	jb	.Lloop
	lea	POWER2(3)(%rsp), SLOT
	LOAD_WORDS
	MSG_LIMB(0)
	PRODUCT_FIRST(T2)
	forloop(<i>, 1, 4, <MSG_LIMB(i)
	PRODUCT(i, T2)>)
	forloop(<n>, 2, 3, <
	lea	POWER2(eval(4 - n))(%rsp), SLOT
	LOAD_WORDS
	forloop(<i>, 0, 4, <MSG_LIMB(i)
	PRODUCT(i, T2)>)>)
	lea	POWER2(4)(%rsp), SLOT
	forloop(<i>, 0, 4, <PRODUCT(i, H(i))>)
	CARRY
	LOAD_ADD
	sub	$<>8, BLOCKS
	jmp	.Lloop4

	C The K = 1 to 3 pairs left in one such step: H r^(2 K) + ... + Z,
	C the message pairs in a loop, the rest in the subroutine
.Lloop:
	mov	BLOCKS, %rax
	shr	%rax			C K, the pairs left
	jz	.Lfinal
	sub	%rax, BLOCKS
	sub	%rax, BLOCKS
	lea	(%rax, %rax, 8), OFFSET
	shl	$<>4, OFFSET		C 144 K
	lea	-144(%rsp, OFFSET), SLOT	C r^(2 K - 2), for A
	lea	-1(%rax), COUNT
	ZERO_D
	test	COUNT, COUNT
	jz	.Lpending
.Lmessages:
	LOAD_WORDS
	forloop(<i>, 0, 4, <MSG_LIMB(i)
	PRODUCT(i, T2)>)
	sub	$<>144, SLOT
	dec	COUNT
	jnz	.Lmessages
.Lpending:
	lea	(%rsp, OFFSET), SLOT
	call	.Lmul_acc_carry
	LOAD_ADD

.Lfinal:
	C Lane j times its power of r, then the sum of the lanes
	lea	LAST<>(%rsp), SLOT
	call	.Lmul_carry
	forloop(<i>, 0, 4, <
	pshufd	$<>0x4e, H(i), T
	paddq	T, H(i)>)
	mov	DATA, SAVED_DATA<>(%rsp)
	movq	H(0), LIMB0
	movq	H(1), LIMB1
	movq	H(2), LIMB2
	movq	H(3), LIMB3
	movq	H(4), LIMB4
	POLY1305_PACK26		C h from the sums

	C The last block, if any, in the scalar loop
	mov	SAVED_DATA<>(%rsp), DATA
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	jmp	.Lscalar
EPILOGUE(_symcrypt_poly1305_blocks)
