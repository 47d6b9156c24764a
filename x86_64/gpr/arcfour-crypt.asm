dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/gpr/arcfour-crypt.asm -- the RC4 keystream loop with the next
C S[i] loaded before the swap, for cores that hold a load behind an
C older store of unknown address once the two have met.
C
C Why: in x86_64/arcfour-crypt.asm the next S[i] is loaded after the
C swap's stores, which is right when j == i + 1 and costs nothing on
C AMD Zen.  On the Intel core measured below the chain is then
C longer: in one step of 256 the store to S[j] does meet the next
C load of S[i], and after that the core makes the load wait for the
C store's address, so each step carries j += S[i], the store's address
C and a load (8 cycles a byte).  Here S[i + 1] is loaded before the
C swap and replaced by the old S[i] when j == i + 1 (cmp, cmov: data
C flow, no branch), so the chain is the add, the compare and the
C select, and the load has a step to complete.  The i of consecutive
C steps and their S[i] alternate between two registers each.  Chosen
C only by a row of src/models.tab (icelake, sapphirerapids).
C
C Measured (2026-11-25, an Intel core of the Sapphire Rapids class, KVM
C guest reporting family 6 model 167; symcrypt-benchmark -r 5, three
C runs, MB/s; doc/x86_64-stream.md, "Intel: RC4 with the next S[i]
C loaded ahead"):
C   this file                 16 B 813-814, 64 B 843, 1 KiB 820
C   x86_64/arcfour-crypt.asm  16 B 517, 64 B 519-521, 1 KiB 520-522
C   OpenSSL 3.0 RC4           16 B 651-682, 64 B 538-563, 1 KiB 517-523

dnl void _symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
dnl                              size_t length, uint8_t *dst, const uint8_t *src)
dnl ctx->S[256] is followed by ctx->i (offset 256) and ctx->j (257).

define(<CTX>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DST>, <%rdx>)
define(<SRC>, <%rcx>)
define(<J>, <%r8>)	dnl j, 0..255
define(<SJ>, <%r10>)	dnl S[j], then (S[i] + S[j]) mod 256, then k
dnl i of a step (0..255) and S[i], in A for even steps, B for odd ones.
define(<IA>, <%rax>)
define(<IB>, <%r11>)
define(<SA>, <%r9>)
define(<SB>, <%rbx>)

dnl The 8-, 32-bit forms of a register named above.
define(<R8>, <ifelse($1, %rax, %al, $1, %rbx, %bl, $1<>b)>)
define(<R32>, <ifelse($1, %rax, %eax, $1, %rbx, %ebx, $1<>d)>)

C STEP(offset, i, i', si, si'): one RC4 step, XORing byte OFFSET of src
C into dst; leaves i + 1 in I' and the S[i + 1] of after the swap in SI'.
define(<STEP>, <
	add	R8($4), R8(J)		C j += S[i]
	movzbl	(CTX, J), R32(SJ)	C sj = S[j]
	mov	R32($2), R32($3)
	add	$<>1, R8($3)		C i' = i + 1
	movzbl	(CTX, $3), R32($5)	C S[i'], before the swap
	movb	R8(SJ), (CTX, $2)	C swap S[i] and S[j]
	movb	R8($4), (CTX, J)
	cmp	R8(J), R8($3)
	cmove	R32($4), R32($5)	C j == i': the swap put S[i] there
	add	R8($4), R8(SJ)		C (si + sj) mod 256
	movzbl	(CTX, SJ), R32(SJ)	C k = S[si + sj]
	xorb	$1(SRC), R8(SJ)
	movb	R8(SJ), $1(DST)>)

PROLOGUE(_symcrypt_arcfour_crypt)
	test	LENGTH, LENGTH
	jz	.Lreturn
	PUSH(%rbx)
	movzbl	256(CTX), R32(IA)
	movzbl	257(CTX), R32(J)
	add	$<>1, R8(IA)
	movzbl	(CTX, IA), R32(SA)
	sub	$<>8, LENGTH
	jb	.Lshort

	ALIGN_FUNCTION
.Loop8:
	STEP(0, IA, IB, SA, SB)
	STEP(1, IB, IA, SB, SA)
	STEP(2, IA, IB, SA, SB)
	STEP(3, IB, IA, SB, SA)
	STEP(4, IA, IB, SA, SB)
	STEP(5, IB, IA, SB, SA)
	STEP(6, IA, IB, SA, SB)
	STEP(7, IB, IA, SB, SA)
	add	$<>8, SRC
	add	$<>8, DST
	sub	$<>8, LENGTH
	jae	.Loop8

.Lshort:
	C The last 0..7 bytes one at a time.
	add	$<>8, LENGTH
	jz	.Lstore
.Loop1:
	STEP(0, IA, IB, SA, SB)
	mov	R32(IB), R32(IA)
	mov	R32(SB), R32(SA)
	add	$<>1, SRC
	add	$<>1, DST
	sub	$<>1, LENGTH
	jnz	.Loop1

.Lstore:
	sub	$<>1, R8(IA)		C back to the i of the last step
	movb	R8(IA), 256(CTX)
	movb	R8(J), 257(CTX)
	POP(%rbx)
.Lreturn:
	ret
EPILOGUE(_symcrypt_arcfour_crypt)
