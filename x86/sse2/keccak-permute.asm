dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/keccak-permute.asm -- Keccak-p[1600, 24] (FIPS 202) on
C 32-bit x86 in MMX registers, one 64-bit lane each, SSE2.

C void _symcrypt_keccak_permute(uint64_t *state)
C
C The C twin is in src/keccak/keccak-permute.c; its absorbing loop then adds
C the blocks to the lanes as they are and calls this.  Needs SSE2 (paddq
C on MMX registers).
C
C Why: the -m32 C twin works on lanes split into 32-bit words of their
C even and odd bits, converting the state in and out.  MMX has 64-bit
C XOR, and-not (pandn, chi's and-not in one instruction) and shifts,
C and takes its memory operands unaligned, which SSE2's pxor does not;
C eight registers.  A round, the state in memory:
C - theta's column parities in mm0-mm4, 25 (a load and four pxor from
C   memory each);
C - the values D[x] = C[x-1] ^ rotl(C[x+1], 1) to the frame, 35;
C - each output row: its five inputs (pi) loaded, D added from the
C   frame, rotated (rho: movq, psllq, psrlq, por), 30; chi four an
C   output (movq, pandn, pxor, the store), 20;
C - iota, one pxor from the constants copied to the frame.
C About 307 a round; two rounds a loop turn, from the caller's state to
C a copy in the frame and back.
C
C Measured 2026-11-26, AMD EPYC family 25 model 17 (Zen 4), gcc -m32,
C minimum rdtsc ticks of 400 calls (doc/sha3.md):
C                                  this file    C twin
C   keccak_absorb, 136-byte block    1411        2104
C   keccak_permute                   1378        2496

define(<SRC>, <%esi>)		C the state, or its copy
define(<DST>, <%edi>)		C the copy, or the state
define(<ROUND_I>, <%ecx>)	C the round of this turn's first
C The frame: the round constants, D, the copy of the state.
define(<RC>, <eval(8 * ($1))(%esp, ROUND_I, 8)>)
define(<D>, <eval(192 + 8 * ($1))(%esp)>)
define(<COPY>, <232>)
define(<FRAME>, <432>)

C rho_XY: the rotation of rho for lane (x, y) = (X, Y) (FIPS 202,
C 3.2.2, Table 2).
define(<rho_00>, 0)define(<rho_10>, 1)define(<rho_20>, 62)define(<rho_30>, 28)define(<rho_40>, 27)
define(<rho_01>, 36)define(<rho_11>, 44)define(<rho_21>, 6)define(<rho_31>, 55)define(<rho_41>, 20)
define(<rho_02>, 3)define(<rho_12>, 10)define(<rho_22>, 43)define(<rho_32>, 25)define(<rho_42>, 39)
define(<rho_03>, 41)define(<rho_13>, 45)define(<rho_23>, 15)define(<rho_33>, 21)define(<rho_43>, 8)
define(<rho_04>, 18)define(<rho_14>, 2)define(<rho_24>, 61)define(<rho_34>, 56)define(<rho_44>, 14)

C MM(k): %mm(k mod 5), the registers of the parities and of a row.
define(<MM>, <%mm<>eval(($1) % 5)>)

C THETA(src): the parities of the lanes at SRC, then D.
define(<THETA>, <forloop(<x>, 0, 4, <
	movq	eval(8 * x)($1), MM(x)<>forloop(<y>, 1, 4, <
	pxor	eval(8 * x + 40 * y)($1), MM(x)>)>)
	forloop(<x>, 0, 4, <
	movq	MM(x + 1), %mm5
	movq	%mm5, %mm6
	paddq	%mm5, %mm5
	psrlq	$<>63, %mm6
	por	%mm6, %mm5
	pxor	MM(x + 4), %mm5
	movq	%mm5, D(x)>)>)

C ROW(y, src, dst, rc): output row y from the lanes at SRC to DST: its
C input k is lane (x, k) with x = k + 3y mod 5 (pi), D added (theta),
C rotated (rho), into MM(k); then chi, out_i = b_i ^ (~b_{i+1} &
C b_{i+2}); for row 0, iota with the constant of round ROUND_I + RC.
define(<ROW_X>, <eval(($2 + 3 * $1) % 5)>)
define(<ROW_RHO>, <indir(<rho_>ROW_X($1, $2)<>$2)>)
define(<ROW>, <forloop(<k>, 0, 4, <
	movq	eval(8 * (ROW_X($1, k) + 5 * k))($2), MM(k)
	pxor	D(ROW_X($1, k)), MM(k)<>ifelse(ROW_RHO($1, k), 0, , <
	movq	MM(k), %mm7
	psllq	$<>ROW_RHO($1, k), MM(k)
	psrlq	$<>eval(64 - ROW_RHO($1, k)), %mm7
	por	%mm7, MM(k)>)>)
	forloop(<i>, 0, 4, <
	movq	MM(i + 1), %mm5
	pandn	MM(i + 2), %mm5
	pxor	MM(i), %mm5<>ifelse($1<>i, 00, <
	pxor	RC($4), %mm5>)
	movq	%mm5, eval(8 * (i + 5 * $1))($3)>)>)

define(<ROUND>, <THETA($1)<>forloop(<y>, 0, 4, <ROW(y, $1, $2, $3)>)>)

PROLOGUE(_symcrypt_keccak_permute)
	PUSH(%ebp)
	PUSH(%esi)
	PUSH(%edi)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	$<>FRAME, %esp
	and	$<>-8, %esp
	C FIPS 202, 3.2.5: the round constants of iota, low word first.
	forloop(<k>, 0, 47, <
	movl	$<>substr(<0x00000001 0x00000000 0x00008082 0x00000000 0x0000808a 0x80000000 0x80008000 0x80000000 0x0000808b 0x00000000 0x80000001 0x00000000 0x80008081 0x80000000 0x00008009 0x80000000 0x0000008a 0x00000000 0x00000088 0x00000000 0x80008009 0x00000000 0x8000000a 0x00000000 0x8000808b 0x00000000 0x0000008b 0x80000000 0x00008089 0x80000000 0x00008003 0x80000000 0x00008002 0x80000000 0x00000080 0x80000000 0x0000800a 0x00000000 0x8000000a 0x80000000 0x80008081 0x80000000 0x00008080 0x80000000 0x80000001 0x00000000 0x80008008 0x80000000>, eval(11 * k), 10), eval(4 * k)(%esp)>)
	mov	16(%ebp), SRC
	lea	eval(COPY)(%esp), DST
	xor	ROUND_I, ROUND_I
.Lrounds:
	ROUND(SRC, DST, 0)
	ROUND(DST, SRC, 1)
	add	$<>2, ROUND_I
	cmp	$<>24, ROUND_I
	jne	.Lrounds

	C The registers and the frame's D and copy of the state wiped.
	forloop(<k>, 0, 7, <
	pxor	%mm<>k, %mm<>k>)
	forloop(<k>, 24, 53, <
	movq	%mm0, eval(8 * k)(%esp)>)
	emms
	mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%edi)
	POP(%esi)
	POP(%ebp)
	ret
EPILOGUE(_symcrypt_keccak_permute)
