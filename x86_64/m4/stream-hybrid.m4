dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-5core.asm, chacha-crypt-5core.asm, avx2/chacha-9core.asm, avx2/chacha-crypt-9core.asm, avx2/salsa20-9core.asm, avx2/salsa20-crypt-9core.asm, gpr/chacha-core.asm, gpr/chacha-crypt1.asm, gpr/hchacha20-words.asm, gpr/hsalsa20-words.asm, gpr/salsa20-crypt1.asm, ssse3/chacha-5core.asm, ssse3/chacha-crypt-5core.asm.
dnl x86_64/m4/stream-hybrid.m4 -- one block in general registers (beside vector blocks in the hybrids).
dnl GWI(i): the register of scalar word I.
define(<GWI>, <indir(<GW>$1)>)dnl
dnl GPR_ENTER(frame): the callee-saved registers pushed and FRAME bytes
dnl of frame made; GPR_LEAVE(frame) undoes both and returns.
define(<GPR_ENTER>, <
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	sub	$<>$1, %rsp
	CFI(<.cfi_adjust_cfa_offset $1>)>)dnl
define(<GPR_LEAVE>, <
	add	$<>$1, %rsp
	CFI(<.cfi_adjust_cfa_offset -$1>)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
	ret>)dnl
dnl GPR_PUT(i, t, state, ks, in, out): word I of the block, in T, plus
dnl word I of the state, to KS; when IN is given, XORed with the data
dnl and stored to OUT.
define(<GPR_PUT>, <
	add	eval(4 * $1)($3), $2
	mov	$2, eval(4 * $1)($4)ifelse($5, , , <
	xor	eval(4 * $1)($5), $2
	mov	$2, eval(4 * $1)($6)>)>)dnl
dnl GPR_OUT(spare, state, ks, in, out): every word of a block in the
dnl general registers put (GPR_PUT): words 0..3 wait in the frame at
dnl SPARE(%rsp) while %rax, %rbx, %rcx and %rdx take the pointers from
dnl the frame slots STATE, KS and, when given, IN and OUT; words kept in
dnl frame slots (GWI not a register) and then words 0..3 go through %esi.
define(<GPR_OUT>, <
	forloop(<i>, 0, 3, <
	mov	GWI(i), eval($1 + 4 * i)(%rsp)>)
	mov	$2, %rax
	mov	$3, %rbx
	ifelse($4, , , <mov	$4, %rcx
	mov	$5, %rdx>)
	forloop(<i>, 4, 15, <ifelse(substr(GWI(i), 0, 1), %, <
	GPR_PUT(i, GWI(i), %rax, %rbx, ifelse($4, , , %rcx), %rdx)>, <
	mov	GWI(i), %esi
	GPR_PUT(i, %esi, %rax, %rbx, ifelse($4, , , %rcx), %rdx)>)>)
	forloop(<i>, 0, 3, <
	mov	eval($1 + 4 * i)(%rsp), %esi
	GPR_PUT(i, %esi, %rax, %rbx, ifelse($4, , , %rcx), %rdx)>)>)dnl
dnl GPR_XOR_TAIL(in, out, length): the short message of a one-block
dnl crypt, its keystream block stored at %rbx: the LENGTH bytes at IN
dnl XORed with it to OUT (IN, OUT, LENGTH: frame slots), four bytes at a
dnl time as the keystream words were stored, then one by one; falls
dnl through at the end.  Clobbers %rax, %rcx, %rdx, %rsi, %rdi.
define(<GPR_XOR_TAIL>, <
	mov	$1, %rcx
	mov	$2, %rdx
	mov	$3, %rdi
	xor	%rsi, %rsi
.Lword:
	lea	4(%rsi), %rax
	cmp	%rdi, %rax
	ja	.Lbyte
	mov	(%rbx, %rsi), %eax
	xor	(%rcx, %rsi), %eax
	mov	%eax, (%rdx, %rsi)
	add	<$>4, %rsi
	jmp	.Lword
.Lbyte:
	cmp	%rdi, %rsi
	jae	.Ldone
	movzbl	(%rbx, %rsi), %eax
	xorb	(%rcx, %rsi), %al
	mov	%al, (%rdx, %rsi)
	inc	%rsi
	jmp	.Lbyte
.Ldone:>)dnl
dnl GPR_STEP2(a0, b0, d0, a1, b1, d1, n): a += b; d ^= a; d <<<= n in
dnl both scalar quarter rounds of a pair.
define(<GPR_STEP2>, <
	add	$2, $1
	add	$5, $4
	xor	$1, $3
	xor	$4, $6
	rol	$<>$7, $3
	rol	$<>$7, $6>)dnl
dnl HYBRID_OUT(i, t): word I of the scalar block, in T, plus word I of
dnl the input (of GCTR for the counter words), to DST + GBLOCK + 4i
dnl (HYBRID_PUT); SRC, DST, DATA are %rax, %rbx, %rcx here.
define(<HYBRID_OUT>, <ifelse($1, 12, <
	add	GCTR, $2>, $1, 13, <
	add	4+GCTR, $2>, <
	add	eval(4 * $1)(%rax), $2>)
	HYBRID_PUT($2, eval(GBLOCK + 4 * $1))>)dnl
dnl HYBRID_PUT(t, offset): T to DST + OFFSET; the fused crypts redefine
dnl it to HYBRID_XOR_PUT, which XORs T with the data at DATA + OFFSET
dnl first.
define(<HYBRID_PUT>, <
	mov	$1, $2(%rbx)>)dnl
define(<HYBRID_XOR_PUT>, <
	xor	$2(%rcx), $1
	mov	$1, $2(%rbx)>)dnl
