dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/blake3-hash-many.asm -- BLAKE3's hash_many: N inputs of
C whole blocks to N chaining values, four inputs at once, one per
C 32-bit lane of the xmm registers, SSE2.
C
C Why: one input is a chain of compressions, each waiting for the one
C before; four chains side by side fill the vector units, and each G
C of a step works on its own lane-wide words, so no shuffles are
C needed inside the rounds.  BLAKE3 feeds it the chunks of a long input
C and the parents of the tree a level at a time (src/blake/blake3.c), and
C the messages of symcrypt_blake3_many (src/blake/blake3-many.c).  A group
C of fewer than four inputs (the last, or a call with fewer) runs in
C all four lanes, the missing lanes repeating the group's last input,
C and only its own chaining values are stored.
C
C The layout is that of the ChaCha cores (x86/sse2/chacha-4core.asm):
C eight xmm registers for sixteen state words, so the b words (4..7,
C the b of every G, column or diagonal) stay in registers and the a,
C c and d words live in the frame; two G run at a time, each with its
C d word and one temporary in registers.  The message words of the
C block, transposed, are in the frame too, added as memory operands
C off the chain.  A rotation by 16 is pshuflw and pshufhw; by 12, 8 and
C 7 two shifts and an OR.
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4), gcc -m32,
C rdtsc ticks (doc/x86-32.md has the method and the bound):
C                                 this file    C twin
C   4 inputs of 16 blocks, a call    5559        18880
C   symcrypt_blake3, 16 KiB, a byte  1.50         4.92

dnl void _symcrypt_blake3_hash_many(uint8_t *out,
dnl     const uint8_t *const *inputs, size_t n, size_t blocks,
dnl     const uint32_t *key_counter, unsigned flags)
dnl src/functions.def has the contract.

INCLUDE_SRC(<x86/stream4.m4>)dnl
INCLUDE_SRC(<x86-common/blake3-schedule.m4>)dnl
dnl The arguments, after the four saved registers.
define(<ARG_OUT>, <20(%ebp)>)
define(<ARG_INPUTS>, <24(%ebp)>)
define(<ARG_N>, <28(%ebp)>)
define(<ARG_BLOCKS>, <32(%ebp)>)
define(<ARG_KC>, <36(%ebp)>)
define(<ARG_FLAGS>, <40(%ebp)>)
dnl The frame: the state words in SLOT(0..15), the message words in
dnl M(0..15) = SLOT(16..31), the lanes' counters in CTR_LO(0) and
dnl CTR_HI(0) (x86/stream4.m4); below the slots the scalars, above
dnl them the constant words of every block (the IV's first four words
dnl and the block length, in every lane).
define(<M>, <SLOT(eval(16 + ($1)))>)
define(<OUT>, <32(%esp)>)	dnl where the group's chaining values go
define(<INPUTS>, <36(%esp)>)	dnl its input pointers
define(<LEFT_N>, <40(%esp)>)	dnl inputs left, this group's included
define(<COUNT>, <44(%esp)>)	dnl inputs in this group, 1..4
define(<COUNTER_LO>, <48(%esp)>)	dnl the counter of its first lane
define(<COUNTER_HI>, <52(%esp)>)
define(<LEFT>, <56(%esp)>)	dnl blocks left in the group
define(<NEXT_FLAGS>, <60(%esp)>)	dnl the next block's flags but its end's
define(<CONST>, <eval(576 + 16 * ($1))(%esp)>)
define(<FRAME>, <656>)
dnl The lanes' input pointers, advanced block by block.
define(<P0>, <%ebx>)
define(<P1>, <%esi>)
define(<P2>, <%edi>)
define(<P3>, <%edx>)
define(<XW>, <%xmm<>eval(($1) - 4)>)	dnl words 4..7, the b words: %xmm0..3
define(<D1>, <%xmm4>)	dnl word d of the first G
define(<T1>, <%xmm5>)	dnl its temporary
define(<D2>, <%xmm6>)	dnl the same for the second
define(<T2>, <%xmm7>)

C ROTR16(x): rotate each word right (or left) by 16.
define(<ROTR16>, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>)

C TRANSPOSE4(x0, x1, x2, x3, t0, t1): four words of lanes 0..3 in X0..X3
C to the lanes of words 0..3 in T0, X1, X0, X3.
define(<TRANSPOSE4>, <
	movdqa	$1, $5
	punpckldq $2, $5		C (a0 b0 a1 b1)
	punpckhdq $2, $1		C (a2 b2 a3 b3)
	movdqa	$3, $6
	punpckldq $4, $6		C (c0 d0 c1 d1)
	punpckhdq $4, $3		C (c2 d2 c3 d3)
	movdqa	$5, $2
	punpcklqdq $6, $5		C word 0
	punpckhqdq $6, $2		C word 1
	movdqa	$1, $4
	punpcklqdq $3, $1		C word 2
	punpckhqdq $3, $4		C word 3>)

C G2(r, diag, j, k): G j and G k of round R's column (DIAG 0) or
C diagonal (DIAG 1) step, interleaved.  G j works on words a = j,
C b = 4 + (j + diag) % 4, c = 8 + (j + 2 diag) % 4, d = 12 + (j +
C 3 diag) % 4, with message words 8 diag + 2 j and + 1 of the round.
define(<GA>, <$1>)
define(<GB>, <eval(4 + ($1 + $2) % 4)>)
define(<GC>, <eval(8 + ($1 + 2 * $2) % 4)>)
define(<GD>, <eval(12 + ($1 + 3 * $2) % 4)>)
define(<G2>, <
	C a += m[x] + b; d = (d ^ a) rotated right by 16
	G_ADD3(GA($3), MSG($1, eval(8 * $2 + 2 * $3)), XW(GB($3, $2)), T1)
	G_ADD3(GA($4), MSG($1, eval(8 * $2 + 2 * $4)), XW(GB($4, $2)), T2)
	movdqa	SLOT(GD($3, $2)), D1
	movdqa	SLOT(GD($4, $2)), D2
	pxor	T1, D1
	pxor	T2, D2
	ROTR16(D1)
	ROTR16(D2)
	C c += d; b = (b ^ c) rotated right by 12
	G_ADD2(GC($3, $2), D1, T1)
	G_ADD2(GC($4, $2), D2, T2)
	pxor	T1, XW(GB($3, $2))
	pxor	T2, XW(GB($4, $2))
	ROTL(XW(GB($3, $2)), 20, T1)
	ROTL(XW(GB($4, $2)), 20, T2)
	C a += m[y] + b; d = (d ^ a) rotated right by 8
	G_ADD3(GA($3), MSG($1, eval(8 * $2 + 2 * $3 + 1)), XW(GB($3, $2)), T1)
	G_ADD3(GA($4), MSG($1, eval(8 * $2 + 2 * $4 + 1)), XW(GB($4, $2)), T2)
	pxor	T1, D1
	pxor	T2, D2
	ROTL(D1, 24, T1)
	ROTL(D2, 24, T2)
	movdqa	D1, SLOT(GD($3, $2))
	movdqa	D2, SLOT(GD($4, $2))
	C c += d; b = (b ^ c) rotated right by 7
	G_ADD2(GC($3, $2), D1, T1)
	G_ADD2(GC($4, $2), D2, T2)
	pxor	T1, XW(GB($3, $2))
	pxor	T2, XW(GB($4, $2))
	ROTL(XW(GB($3, $2)), 25, T1)
	ROTL(XW(GB($4, $2)), 25, T2)>)
C G_ADD3(w, m, x, t): word W (in its slot) += M + X; the sum left in T.
define(<G_ADD3>, <
	movdqa	SLOT($1), $4
	paddd	$2, $4
	paddd	$3, $4
	movdqa	$4, SLOT($1)>)
C G_ADD2(w, x, t): word W += X; the sum left in T.
define(<G_ADD2>, <
	movdqa	SLOT($1), $3
	paddd	$2, $3
	movdqa	$3, SLOT($1)>)

C SPLAT(value, slot): the 32-bit VALUE (a register or an immediate)
C in every lane of SLOT, through %eax and T1.
define(<SPLAT>, <
	mov	$1, %eax
	movd	%eax, T1
	pshufd	$<>0, T1, T1
	movdqa	T1, $2>)

PROLOGUE(_symcrypt_blake3_hash_many)
	PUSH(%ebp)
	PUSH(%ebx)
	PUSH(%esi)
	PUSH(%edi)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	$<>FRAME+16, %esp
	and	$<>-16, %esp
	mov	ARG_N, %ecx
	test	%ecx, %ecx
	jz	.Ldone
	mov	%ecx, LEFT_N
	mov	ARG_OUT, %eax
	mov	%eax, OUT
	mov	ARG_INPUTS, %eax
	mov	%eax, INPUTS
	mov	ARG_KC, %ecx
	mov	32(%ecx), %eax
	mov	%eax, COUNTER_LO
	mov	36(%ecx), %eax
	mov	%eax, COUNTER_HI
	C the IV's first words (SHA-256's, the specification, table 1) and
	C the block length
	SPLAT($<>0x6a09e667, CONST(0))
	SPLAT($<>0xbb67ae85, CONST(1))
	SPLAT($<>0x3c6ef372, CONST(2))
	SPLAT($<>0xa54ff53a, CONST(3))
	SPLAT($<>64, CONST(4))

.Lgroup:
	C lane i's counter: the group's + i if bit 24 of the flags is set
	mov	ARG_FLAGS, %ecx
	shr	$<>24, %ecx
	and	$<>1, %ecx
	mov	COUNTER_LO, %eax
	mov	COUNTER_HI, %edx
	forloop(<k>, 0, 3, <ifelse(k, 0, , <
	add	%ecx, %eax
	adc	$<>0, %edx>)
	mov	%eax, eval(4 * k)(%esp)
	mov	%edx, eval(16 + 4 * k)(%esp)>)

	C COUNT = min(LEFT_N, 4); lane i reads input min(i, COUNT - 1)
	mov	LEFT_N, %ecx
	mov	$<>4, %eax
	cmp	%eax, %ecx
	cmova	%eax, %ecx
	mov	%ecx, COUNT
	mov	INPUTS, %eax
	mov	(%eax), P0
	mov	P0, P1
	mov	P0, P2
	mov	P0, P3
	cmp	$<>2, %ecx
	jb	.Lpointers
	mov	4(%eax), P1
	mov	P1, P2
	mov	P1, P3
	je	.Lpointers
	mov	8(%eax), P2
	mov	P2, P3
	cmp	$<>3, %ecx
	je	.Lpointers
	mov	12(%eax), P3
.Lpointers:

	C the key words in every lane: words 0..3 in their slots, 4..7 in
	C SLOT(4..7) too, loaded into the b registers at each block
	mov	ARG_KC, %ecx
	forloop(<j>, 0, 7, <
	SPLAT(eval(4 * j)(%ecx), SLOT(j))>)

	mov	ARG_BLOCKS, %eax
	mov	%eax, LEFT
	test	%eax, %eax
	jz	.Lstore
	C the first block's flags, but the end's
	mov	ARG_FLAGS, %eax
	mov	%eax, %ecx
	shr	$<>8, %ecx
	or	%ecx, %eax
	and	$<>0xff, %eax
	mov	%eax, NEXT_FLAGS

	ALIGN_FUNCTION
.Lblock:
	C the message, transposed into M, four words of every lane at a time
	forloop(<g>, 0, 3, <
	movdqu	eval(16 * g)(P0), %xmm0
	movdqu	eval(16 * g)(P1), %xmm1
	movdqu	eval(16 * g)(P2), %xmm2
	movdqu	eval(16 * g)(P3), %xmm3
	TRANSPOSE4(%xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5)
	movdqa	%xmm4, M(eval(4 * g))
	movdqa	%xmm1, M(eval(4 * g + 1))
	movdqa	%xmm0, M(eval(4 * g + 2))
	movdqa	%xmm3, M(eval(4 * g + 3))>)
	add	$<>64, P0
	add	$<>64, P1
	add	$<>64, P2
	add	$<>64, P3

	C this block's flags: NEXT_FLAGS, the end's too on the last
	mov	NEXT_FLAGS, %eax
	cmpl	$<>1, LEFT
	jne	.Lnot_last
	mov	ARG_FLAGS, %ecx
	shr	$<>16, %ecx
	and	$<>0xff, %ecx
	or	%ecx, %eax
.Lnot_last:
	SPLAT(%eax, SLOT(15))
	mov	ARG_FLAGS, %eax
	and	$<>0xff, %eax
	mov	%eax, NEXT_FLAGS

	C v8..v14: the IV's first words, the counters, the length
	forloop(<j>, 0, 3, <
	movdqa	CONST(j), T1
	movdqa	T1, SLOT(eval(8 + j))>)
	movdqa	CTR_LO(0), T1
	movdqa	T1, SLOT(12)
	movdqa	CTR_HI(0), T1
	movdqa	T1, SLOT(13)
	movdqa	CONST(4), T1
	movdqa	T1, SLOT(14)
	C the b words
	forloop(<j>, 4, 7, <
	movdqa	SLOT(j), XW(j)>)

	forloop(<r>, 0, 6, <
	C round r: the columns, then the diagonals
	G2(r, 0, 0, 1)
	G2(r, 0, 2, 3)
	G2(r, 1, 0, 1)
	G2(r, 1, 2, 3)>)

	C the next chaining value: v[j] ^= v[8 + j]
	forloop(<j>, 0, 3, <
	movdqa	SLOT(j), T1
	pxor	SLOT(eval(8 + j)), T1
	movdqa	T1, SLOT(j)>)
	forloop(<j>, 4, 7, <
	pxor	SLOT(eval(8 + j)), XW(j)
	movdqa	XW(j), SLOT(j)>)
	subl	$<>1, LEFT
	jnz	.Lblock

.Lstore:
	C back to one chaining value per lane, words 4..7 then 0..3; only
	C the group's own lanes are stored
	mov	OUT, %eax
	mov	COUNT, %ecx
	forloop(<h>, 0, 1, <
	movdqa	SLOT(eval(4 - 4 * h)), %xmm0
	movdqa	SLOT(eval(5 - 4 * h)), %xmm1
	movdqa	SLOT(eval(6 - 4 * h)), %xmm2
	movdqa	SLOT(eval(7 - 4 * h)), %xmm3
	TRANSPOSE4(%xmm0, %xmm1, %xmm2, %xmm3, %xmm4, %xmm5)
	movdqu	%xmm4, eval(16 - 16 * h)(%eax)
	cmp	$<>2, %ecx
	jb	.Lstored<>h
	movdqu	%xmm1, eval(48 - 16 * h)(%eax)
	je	.Lstored<>h
	movdqu	%xmm0, eval(80 - 16 * h)(%eax)
	cmp	$<>3, %ecx
	je	.Lstored<>h
	movdqu	%xmm3, eval(112 - 16 * h)(%eax)
.Lstored<>h:>)

	C the next group: the counter + COUNT (if it grows), past the
	C outputs and inputs
	mov	ARG_FLAGS, %eax
	shr	$<>24, %eax
	and	$<>1, %eax
	neg	%eax
	and	%ecx, %eax
	add	%eax, COUNTER_LO
	adcl	$<>0, COUNTER_HI
	mov	%ecx, %eax
	shl	$<>5, %eax
	add	%eax, OUT
	shl	$<>2, %ecx
	add	%ecx, INPUTS
	mov	COUNT, %ecx
	sub	%ecx, LEFT_N
	jnz	.Lgroup

	C the frame held the key and the message: wiped
	pxor	%xmm0, %xmm0
	forloop(<k>, 0, 40, <
	movdqa	%xmm0, eval(16 * k)(%esp)>)
.Ldone:
	mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%edi)
	POP(%esi)
	POP(%ebx)
	POP(%ebp)
	ret
EPILOGUE(_symcrypt_blake3_hash_many)
