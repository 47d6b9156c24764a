dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/table32/arcfour-crypt.asm -- the RC4 keystream loop on a copy of
C S widened to 32-bit entries on the stack, for calls of WIDE_FROM bytes
C or more; shorter calls run the loop of x86_64/arcfour-crypt.asm.
C
C Why: on AMD Zen 3 the byte loop takes about 5.7 rdtsc ticks a byte;
C the same steps on a table of 32-bit entries about 4.2.  The context
C keeps S as 256 bytes (the ABI), so a long call widens S into a 1 KiB
C table in its frame (SSE2 unpacks), runs there, packs the table back
C (packssdw, packuswb: the entries are 0..255) and clears it.  The loop
C on the table also gathers the eight keystream bytes of a turn in one
C register (ror, then a byte load into the low byte) and XORs the data
C 8 bytes at a time (2.6-3.0 ticks a byte against 4.2 a byte at a time), and addresses the
C turn's S[i] by displacement from an i that is a multiple of 8 (single
C steps get there first).  A step stores S[i] and S[j] before it loads
C the next S[i] (right when j == i + 1); loading it between the two
C stores, as OpenSSL does, took 11-16 % more ticks here.  Widening,
C packing and clearing cost about as much as 20 steps, so calls under
C WIDE_FROM bytes keep the byte loop.  Chosen only by a row of
C src/models.tab (zen1-3).
C
C Measured (rdtsc ticks a byte, the range of three medians of 31
C interleaved best-of-15 calls, AMD EPYC Zen 3, family 25 model 1,
C 2026-11-27, load average 20-24; doc/x86_64-stream.md, "Zen 3: RC4 on
C a 32-bit table"):
C   bytes    x86_64 (byte loop)  the 32-bit table  OpenSSL 3.0
C   64       5.36                5.36              3.06-3.44
C   128      5.36-5.55           3.83-4.02         2.87-3.25
C   1 KiB    5.65-5.74           2.97-3.35         2.87-3.25
C   16 KiB   5.93-5.95           3.04-3.41         3.20-3.49

dnl void _symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
dnl                              size_t length, uint8_t *dst,
dnl                              const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/arcfour.m4>)dnl

define(<WIDE_FROM>, <64>)	dnl from this length on, the 32-bit table

define(<CTX>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DST>, <%rdx>)
define(<SRC>, <%rcx>)
define(<I>, <%rax>)	dnl i of the next step, 0..255
define(<I32>, <%eax>)
define(<I8>, <%al>)
define(<J>, <%r8>)	dnl j, 0..255
define(<J32>, <%r8d>)
define(<J8>, <%r8b>)
define(<SI>, <%r9>)	dnl S[i], loaded ahead (the 32-bit table: even steps)
define(<SI32>, <%r9d>)
define(<SI8>, <%r9b>)
define(<SJ>, <%r10>)	dnl S[j], then (S[i] + S[j]) mod 256
define(<SJ32>, <%r10d>)
define(<SJ8>, <%r10b>)
define(<K32>, <%r11d>)	dnl keystream byte (the byte loop)
define(<K8>, <%r11b>)
define(<SO>, <%r11>)	dnl the 32-bit table: S[i] of odd steps
define(<KS>, <%rbx>)	dnl the 32-bit table: a turn's eight keystream bytes
define(<N>, <%r9>)	dnl offset in S, widening and packing

define(<ZERO>, <%xmm4>)
define(<FRAME>, <1024>)	dnl S[k] as a 32-bit word at 4k(%rsp)

dnl R8(reg), R32(reg): the 8- and 32-bit forms of a register named above.
define(<R8>, <ifelse($1, %rbx, %bl, $1<>b)>)
define(<R32>, <ifelse($1, %rbx, %ebx, $1<>d)>)

C WIDE_STEP: one RC4 step on the 32-bit table, XORing the byte at SRC
C into DST; moves SRC and DST on.
define(<WIDE_STEP>, <
	add	SI8, J8			C j += S[i]
	mov	(%rsp, J, 4), SJ32	C sj = S[j]
	mov	SJ32, (%rsp, I, 4)	C swap S[i] and S[j]
	mov	SI32, (%rsp, J, 4)
	add	$<>1, I8		C i += 1
	add	SI8, SJ8		C (si + sj) mod 256
	mov	(%rsp, I, 4), SI32	C next S[i], after the stores
	movzbl	(%rsp, SJ, 4), R32(SO)	C k = S[si + sj]
	xorb	(SRC), R8(SO)
	movb	R8(SO), (DST)
	add	$<>1, SRC
	add	$<>1, DST>)

C TURN_STEP(k, si, si'): step K of a turn of eight from an i (I) that is
C a multiple of 8, the keystream byte into the low byte of KS; leaves
C the next S[i] in SI'.
define(<TURN_STEP>, <
	add	R8($2), J8		C j += S[i]
	mov	(%rsp, J, 4), SJ32	C sj = S[j]
	mov	SJ32, eval(4 * $1)(%rsp, I, 4)	C swap S[i] and S[j]
	mov	R32($2), (%rsp, J, 4)
ifelse($1, 7, <
	add	$<>8, I8		C the next turn's i
	mov	(%rsp, I, 4), R32($3)	C next S[i], after the stores>, <
	mov	eval(4 * $1 + 4)(%rsp, I, 4), R32($3)	C next S[i], after the stores>)
	add	R8($2), SJ8		C (si + sj) mod 256
	ror	$<>8, KS		C make room for k
	movb	(%rsp, SJ, 4), R8(KS)	C k = S[si + sj]>)

PROLOGUE(_symcrypt_arcfour_crypt)
	test	LENGTH, LENGTH
	jz	.Lreturn
	ARCFOUR_LOAD_IJ
	cmp	$<>WIDE_FROM, LENGTH
	jae	.Lwide

	movzbl	(CTX, I), SI32
	ARCFOUR_BYTE_LOOP(.Lstore)

.Lstore:
	ARCFOUR_STORE_IJ
.Lreturn:
	ret

.Lwide:
	PUSH(KS)
	sub	$<>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	C Widen S, 16 bytes a turn: bytes to 16-bit, then to 32-bit words.
	pxor	ZERO, ZERO
	xor	R32(N), R32(N)
.Lwiden:
	movdqu	(CTX, N), %xmm0
	movdqa	%xmm0, %xmm2
	punpcklbw ZERO, %xmm0
	punpckhbw ZERO, %xmm2
	movdqa	%xmm0, %xmm1
	movdqa	%xmm2, %xmm3
	punpcklwd ZERO, %xmm0
	punpckhwd ZERO, %xmm1
	punpcklwd ZERO, %xmm2
	punpckhwd ZERO, %xmm3
	movdqa	%xmm0, (%rsp, N, 4)
	movdqa	%xmm1, 16(%rsp, N, 4)
	movdqa	%xmm2, 32(%rsp, N, 4)
	movdqa	%xmm3, 48(%rsp, N, 4)
	add	$<>16, N
	cmp	$<>256, N
	jne	.Lwiden
	mov	(%rsp, I, 4), SI32

	C Single steps up to an i that is a multiple of 8 (LENGTH >= 8).
.Lalign:
	test	$<>7, I8
	jz	.Lturns
	WIDE_STEP
	sub	$<>1, LENGTH
	jmp	.Lalign

.Lturns:
	sub	$<>8, LENGTH
	jb	.Lwide_short
	ALIGN_FUNCTION
.Lturn:
	TURN_STEP(0, SI, SO)
	TURN_STEP(1, SO, SI)
	TURN_STEP(2, SI, SO)
	TURN_STEP(3, SO, SI)
	TURN_STEP(4, SI, SO)
	TURN_STEP(5, SO, SI)
	TURN_STEP(6, SI, SO)
	TURN_STEP(7, SO, SI)
	ror	$<>8, KS		C k of step 0 in the low byte
	xor	(SRC), KS
	mov	KS, (DST)
	add	$<>8, SRC
	add	$<>8, DST
	sub	$<>8, LENGTH
	jae	.Lturn

.Lwide_short:
	C The last 0..7 bytes one at a time.
	add	$<>8, LENGTH
	jz	.Lpack_start
.Lwide1:
	WIDE_STEP
	sub	$<>1, LENGTH
	jnz	.Lwide1

.Lpack_start:
	C Pack the table back into S, 16 entries a turn, and clear it.
	xor	R32(N), R32(N)
.Lpack:
	movdqa	(%rsp, N, 4), %xmm0
	movdqa	16(%rsp, N, 4), %xmm1
	movdqa	32(%rsp, N, 4), %xmm2
	movdqa	48(%rsp, N, 4), %xmm3
	packssdw %xmm1, %xmm0		C 0..255 in each: no saturation
	packssdw %xmm3, %xmm2
	packuswb %xmm2, %xmm0
	movdqu	%xmm0, (CTX, N)
	movdqa	ZERO, (%rsp, N, 4)
	movdqa	ZERO, 16(%rsp, N, 4)
	movdqa	ZERO, 32(%rsp, N, 4)
	movdqa	ZERO, 48(%rsp, N, 4)
	add	$<>16, N
	cmp	$<>256, N
	jne	.Lpack
	pxor	%xmm0, %xmm0		C no copy of S left in registers
	pxor	%xmm1, %xmm1
	pxor	%xmm2, %xmm2
	pxor	%xmm3, %xmm3
	add	$<>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POP(KS)
	jmp	.Lstore
EPILOGUE(_symcrypt_arcfour_crypt)
