dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/arcfour-crypt.asm -- the RC4 keystream loop for 32-bit x86.

dnl void _symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
dnl                              size_t length, uint8_t *dst, const uint8_t *src)
dnl ctx->S[256] is followed by ctx->i (offset 256) and ctx->j (257).
dnl
dnl Why this file exists: a plain RC4 loop (the C one, whose -m32 code
dnl spills three values per byte, or a spill-free assembly version)
dnl loads S[i + 1] after storing S[j]; the load then waits for j, and
dnl on a Zen 5 every such loop runs at about 4 ticks per byte whatever
dnl its instruction count.  Here the next S[i] is loaded before S[j] is
dnl stored; it is wrong only when j = i + 1, and a predicted-not-taken
dnl branch then takes the right value, the current S[i].
dnl
dnl Every value of the loop is in a register: ctx, i, j, S[i], the
dnl next S[i], S[j] (then S[i] + S[j], then the keystream byte) and
dnl the dst pointer; only the end of dst is compared from the stack.
dnl A source pointer would not fit, so dst is first filled with src
dnl (rep movs, skipped in place) and the keystream is xored into dst.
dnl Eight steps per iteration, dst by displacement, S[i] and the next
dnl S[i] swapping registers each step.  Indexes are kept zero-extended
dnl with movzbl: no whole register is read after a byte write, which
dnl stalls the P6-family CPUs that 32-bit code still runs on.
dnl
dnl Measured (doc/x86-32.md; rdtsc ticks per byte, 16 KiB, Zen 5,
dnl medians of 12 interleaved runs): this file 2.41, -m32 C 4.05,
dnl x86_64/arcfour-crypt.asm 2.88.  callgrind: 14 instructions per
dnl step, 14.6 per byte in place, 14.9 with the copy (C: 23.0).

define(<CTX>, <%ebp>)
define(<P>, <%edi>)	dnl dst of the current eight steps
define(<I>, <%esi>)	dnl i of the step, 0..255
define(<J>, <%ebx>)	dnl j, 0..255
define(<JL>, <%bl>)
define(<T>, <%edx>)	dnl S[j], then S[i] + S[j], then the keystream byte
define(<TL>, <%dl>)
define(<SA>, <%ecx>)	dnl S[i] in even steps, the next S[i] in odd ones
define(<SAL>, <%cl>)
define(<SB>, <%eax>)	dnl the other way round
define(<SBL>, <%al>)

C Arguments, after the four pushes and the end of dst.
define(<ARG_CTX>, <24(%esp)>)
define(<ARG_DST>, <32(%esp)>)
define(<ARG_SRC>, <36(%esp)>)
define(<END>, <(%esp)>)

C STEP(si, si low byte, next, offset, label): one byte.  On entry I
C is i and si = S[i]; on exit I is i + 1 and next = S[i + 1].
define(<STEP>, <
	C j = j + si; t = S[j]; S[i] = t
	add	$1, J
	movzbl	JL, J
	movzbl	(CTX, J), T
	movb	TL, (CTX, I)
	C i = i + 1; next = S[i], early; S[j] = si
	add	$<>1, I
	and	$<>255, I
	movzbl	(CTX, I), $3
	movb	$2, (CTX, J)
	cmp	I, J
	je	$5
$5<>_back:
	C k = S[(si + t) mod 256]; dst byte ^= k
	add	$1, T
	movzbl	TL, T
	movzbl	(CTX, T), T
	xorb	TL, $4(P)>)

C FIX(si, next, label): j = i + 1, so the new S[i] is the old S[j],
C which the step just set to si.
define(<FIX>, <
$3:
	mov	$1, $2
	jmp	$3<>_back>)

PROLOGUE(_symcrypt_arcfour_crypt)
	PUSH(%ebx)
	PUSH(%ebp)
	PUSH(%esi)
	PUSH(%edi)
	mov	16+8(%esp), %ecx	C length
	test	%ecx, %ecx
	jz	.Lnothing
	mov	16+12(%esp), %edi	C dst
	lea	(%edi, %ecx), %eax
	PUSH(%eax)

	C Copy src to dst (the direction flag is clear by the ABI):
	C words, then the last 0..3 bytes.
	mov	ARG_SRC, %esi
	cmp	%esi, %edi
	je	.Lcopied
	mov	%ecx, %edx
	shr	$2, %ecx
	rep movsl
	mov	%edx, %ecx
	and	$3, %ecx
	rep movsb
.Lcopied:
	mov	ARG_DST, P
	mov	ARG_CTX, CTX
	movzbl	256(CTX), I
	movzbl	257(CTX), J
	add	$1, I
	and	$255, I
	movzbl	(CTX, I), SA
	jmp	.Lcheck8

	ALIGN_FUNCTION
.Loop8:
	STEP(SA, SAL, SB, 0, .Lfix0)
	STEP(SB, SBL, SA, 1, .Lfix1)
	STEP(SA, SAL, SB, 2, .Lfix2)
	STEP(SB, SBL, SA, 3, .Lfix3)
	STEP(SA, SAL, SB, 4, .Lfix4)
	STEP(SB, SBL, SA, 5, .Lfix5)
	STEP(SA, SAL, SB, 6, .Lfix6)
	STEP(SB, SBL, SA, 7, .Lfix7)
	add	$8, P
.Lcheck8:
	C SB is free between iterations.
	mov	END, SB
	sub	P, SB
	cmp	$8, SB
	jae	.Loop8

	C The last 0..7 bytes one at a time.
	test	SB, SB
	jz	.Lstore
.Loop1:
	STEP(SA, SAL, SB, 0, .Lfix_tail)
	mov	SB, SA
	add	$1, P
	cmp	END, P
	jne	.Loop1

.Lstore:
	C i of the last step is one behind I.
	lea	-1(I), %eax
	movb	%al, 256(CTX)
	movb	JL, 257(CTX)
	add	$4, %esp
	CFI(<.cfi_adjust_cfa_offset -4>)
.Lnothing:
	POP(%edi)
	POP(%esi)
	POP(%ebp)
	POP(%ebx)
	ret

	C Out of line, with the end of dst still pushed.
	CFI(<.cfi_adjust_cfa_offset 4>)
	FIX(SA, SB, .Lfix0)
	FIX(SB, SA, .Lfix1)
	FIX(SA, SB, .Lfix2)
	FIX(SB, SA, .Lfix3)
	FIX(SA, SB, .Lfix4)
	FIX(SB, SA, .Lfix5)
	FIX(SA, SB, .Lfix6)
	FIX(SB, SA, .Lfix7)
	FIX(SA, SB, .Lfix_tail)
EPILOGUE(_symcrypt_arcfour_crypt)
