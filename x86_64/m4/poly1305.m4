dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-poly1305-4core.asm, poly1305-blocks.asm, avx2/poly1305-blocks.asm, avx512ifma/poly1305-blocks.asm, ssse3/chacha-poly1305-4core.asm.
dnl x86_64/m4/poly1305.m4 -- Poly1305 with 64-bit limbs, and the radix-2^26 split.
dnl POLY1305_SPLIT26(lo, hi, top, i): limb I (0..4) of the 130-bit value
dnl TOP:HI:LO into %rax; clobbers %r8 (the vector poly1305_blocks of
dnl x86_64 and x86_64/avx2, for r and h into radix 2^26).
define(<POLY1305_SPLIT26>, <ifelse($4, 0, <
	mov	$1, %rax
	and	$<>0x3ffffff, %eax>, $4, 1, <
	mov	$1, %rax
	shr	$<>26, %rax
	and	$<>0x3ffffff, %eax>, $4, 2, <
	mov	$1, %rax
	shrd	$<>52, $2, %rax
	and	$<>0x3ffffff, %eax>, $4, 3, <
	mov	$2, %rax
	shr	$<>14, %rax
	and	$<>0x3ffffff, %eax>, <
	mov	$2, %rax
	shr	$<>40, %rax
	mov	$3, %r8
	shl	$<>24, %r8
	or	%r8, %rax>)>)dnl
dnl POLY1305_PACK26: h (24, 32, 40 of CTX) from five radix-2^26 sums
dnl (under 2^29 each) in LIMB0..LIMB4: carried into 26-bit limbs,
dnl 2^130 folded as 5, packed into h0, h1, h2; clobbers %rax.  The
dnl last step of the vector poly1305_blocks of x86_64 and x86_64/avx2.
define(<POLY1305_PACK26>, <	forloop(<i>, 0, 3, <
	mov	indir(<LIMB>i), %rax
	shr	$<>26, %rax
	add	%rax, indir(<LIMB>eval(i + 1))
	and	$<>0x3ffffff, indir(<LIMB>i)>)
	mov	LIMB4, %rax
	shr	$<>26, %rax
	and	$<>0x3ffffff, LIMB4
	lea	(%rax, %rax, 4), %rax
	add	%rax, LIMB0
	mov	LIMB0, %rax
	shr	$<>26, %rax
	add	%rax, LIMB1
	and	$<>0x3ffffff, LIMB0
	C h0 = l0 + l1 2^26 + l2 2^52, h1 = l2 / 2^12 + l3 2^14 + l4 2^40,
	C h2 = l4 / 2^24, with the carries (no shift between an add and
	C the adc that takes its carry)
	shl	$<>14, LIMB3
	mov	LIMB2, %rax
	shr	$<>12, %rax
	add	%rax, LIMB3		C l2 / 2^12 + l3 2^14, under 2^41
	shl	$<>26, LIMB1
	add	LIMB1, LIMB0
	shl	$<>52, LIMB2
	mov	LIMB4, %rax
	shl	$<>40, %rax
	shr	$<>24, LIMB4
	add	LIMB2, LIMB0
	mov	LIMB0, 24(CTX)
	adc	$<>0, LIMB3
	add	%rax, LIMB3
	mov	LIMB3, 32(CTX)
	adc	$<>0, LIMB4
	mov	LIMB4, 40(CTX)>)dnl
dnl POLY1305_BLOCK_64: one block of POLY1305_BLOCKS_64's loop, on the
dnl names it defines (CTX, DATA, PADBIT, R0, S1, FOLD, H0-H2, T0-T2;
dnl R0, S1 and PADBIT may be memory or immediate operands), %rax and
dnl %rdx: h += the block at DATA + PADBIT 2^128 + FOLD, then h = h r
dnl with the bits from 2^130 up left in FOLD (5 floor(h2 / 4)).  DATA
dnl is not advanced.  x86_64/chacha-poly1305-4core.asm runs it between
dnl the ChaCha rounds.
define(<POLY1305_BLOCK_64>, <dnl
	C h += m + padbit 2^128, then the fold of the block before
	add	(DATA), H0
	adc	8(DATA), H1
	adc	PADBIT, H2
	add	FOLD, H0
	adc	$<>0, H1
	adc	$<>0, H2

	C d1 = h1 r0 + h0 r1
	mov	R0, %rax
	mul	H1
	mov	%rax, T2
	mov	%rdx, T1
	mov	8(CTX), %rax
	mul	H0
	add	%rax, T2
	adc	%rdx, T1
	C d0 = h1 s1 + h0 r0; h1 r1 2^128 = h1 s1 since 2^128 = 5/4 mod p
	mov	S1, %rax
	mul	H1
	mov	T1, H1			C H1: high word of d1 from here
	mov	%rax, T0
	mov	%rdx, T1
	mov	R0, %rax
	mul	H0
	add	%rax, T0
	adc	%rdx, T1
	C d1 += h2 s1 (h2 at most 7: fits in 64 bits); h2 = h2 r0 + high(d1)
	mov	S1, %rax
	imul	H2, %rax
	imul	R0, H2
	add	%rax, T2
	adc	$<>0, H1
	add	T1, T2			C + high word of d0
	adc	H1, H2
	C h0 = low(d0), h1 = low(d1); the bits 130 and up, with 2^130 = 5
	C mod p, go to FOLD = 5 floor(h2 / 4) = floor(h2 / 4) + (h2 and -4)
	mov	H2, FOLD
	mov	H2, %rdx
	shr	$<>2, FOLD
	and	$<>-4, %rdx
	and	$<>3, H2
	add	%rdx, FOLD
	mov	T0, H0
	mov	T2, H1>)dnl
dnl POLY1305_BLOCKS_64: the body of poly1305_blocks in radix 2^64, from
dnl the arguments in %rdi, %rsi, %rdx, %ecx to the ret (labels
dnl .Lp64_*).  One block is h = (h + m) r mod 2^130 - 5 with h in three
dnl 64-bit words and r in two: four 64x64-bit mul and two small imul,
dnl the partial reduction of the C twin (src/mac/poly1305-64.c), so that
dnl both leave the same h (h2 at most 4).  x86_64/poly1305-blocks.asm
dnl is this alone; x86_64/avx512ifma and x86_64/avx2 run it for short
dnl calls and tails.
dnl
dnl The fold of a block's bits from 2^130 up (FOLD, 5 floor(h2 / 4)) is
dnl the last link of the chain from one block to the next; it is added
dnl after the next block's message, which does not wait for it, so the
dnl chain has one add less per block (9698 rdtsc ticks per 1024 blocks
dnl on Zen 4, family 25 model 17, 2026-11-22; doc/x86_64-stream.md,
dnl "The scalar loop").  The sums
dnl are the same, so h after the call is the C twin's.
define(<POLY1305_BLOCKS_64>, <dnl
pushdef(<CTX>, <%rdi>)dnl
pushdef(<BLOCKS>, <%rsi>)dnl
pushdef(<PADBIT>, <%rcx>)dnl
pushdef(<DATA>, <%r8>)dnl	moved from %rdx, which mul writes
pushdef(<R0>, <%r9>)dnl
pushdef(<FOLD>, <%r10>)dnl	5 floor(h2 / 4) of the block before, not yet in h
pushdef(<S1>, <%r11>)dnl	r1 + r1 / 4
pushdef(<H0>, <%rbx>)dnl
pushdef(<H1>, <%rbp>)dnl
pushdef(<H2>, <%r12>)dnl
pushdef(<T0>, <%r13>)dnl	low word of d0 = h0 r0 + h1 s1
pushdef(<T1>, <%r14>)dnl	high word of d0
pushdef(<T2>, <%r15>)dnl	low word of d1 = h0 r1 + h1 r0 + h2 s1
dnl H1 holds the high word of d1 once h1 has gone into the products;
dnl r1 is read from the context (8(CTX)).
	test	BLOCKS, BLOCKS
	jz	.Lp64_return
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	mov	%rdx, DATA
	mov	%ecx, %ecx		C padbit is 32 bits: clear the upper half
	mov	(CTX), R0
	mov	16(CTX), S1
	mov	24(CTX), H0
	mov	32(CTX), H1
	mov	40(CTX), H2
	xor	%r10d, %r10d		C FOLD = 0

	ALIGN_FUNCTION
.Lp64_loop:
POLY1305_BLOCK_64
	add	$<>16, DATA
	dec	BLOCKS
	jnz	.Lp64_loop

	C The last fold
	add	FOLD, H0
	adc	$<>0, H1
	adc	$<>0, H2
	mov	H0, 24(CTX)
	mov	H1, 32(CTX)
	mov	H2, 40(CTX)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Lp64_return:
	ret
popdef(<CTX>, <BLOCKS>, <PADBIT>, <DATA>, <R0>, <FOLD>, <S1>, <H0>, <H1>, <H2>, <T0>, <T1>, <T2>)>)dnl
