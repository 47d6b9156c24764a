dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/ and x86_64/): x86/aesni/ghash-blocks.asm, x86/aesni/polyval-blocks.asm, x86_64/aesni/ghash-blocks.asm, x86_64/aesni/ghash-powers.asm, x86_64/aesni/polyval-blocks.asm, x86_64/aesni/gcm-encrypt.asm, x86_64/aesni/gcm-hash-keystream.asm, x86_64/aesni/gcm-seal-short.asm, x86_64/aesni/gcm-open-short.asm, x86_64/vaes/gcm-seal-short.asm, x86_64/vaes/gcm-open-short.asm.
dnl x86-common/ghash-pclmul.m4 -- GHASH with PCLMULQDQ in xmm registers,
dnl the same instructions in 32- and 64-bit code: the powers of H
dnl prepared, the Karatsuba products and the reduction.
dnl
dnl The representation is that of x86_64/m4/ghash-vaes512.m4: a block
dnl byte-reversed (PSHUFB) is a 128-bit number whose bit 127 - i is the
dnl coefficient of x^i; each power of H is kept multiplied by x^-1, so
dnl that the carry-less products need no shift; the reduction folds the
dnl low 64 bits twice, each by one product with x^63 + x^62 + x^57.
dnl A block and a power make three products (Karatsuba): the low halves',
dnl the high halves', and that of the XORs of the halves, whose sum over
dnl the blocks plus the other two is the middle 128 bits.
dnl
dnl The including file names what differs between the architectures:
dnl the xmm registers LO, MI, HI (the sums of the products: low, middle
dnl and high 128 bits; HI the hash value), X and T (scratch) and BSWAP
dnl (the PSHUFB pattern reversing 16 bytes); SP, the stack pointer; and
dnl GFPOLY, a 16-byte aligned memory operand holding x^-1 modulo the
dnl GCM polynomial, reversed (bits 0, 121, 126 and 127), the quadwords
dnl 1 and 0xc200000000000000 (x86_64: a constant RIP-relative;
dnl x86, which has no PC-relative operand, a slot of its frame).

dnl The table of powers on the stack (16-byte aligned, at SP): at 0,
dnl H^8 .. H^1 prepared; at 128, their halves XORed.
define(<POW>, <eval(16 * $1)(SP)>)
define(<KAR>, <eval(128 + 16 * $1)(SP)>)

dnl GHASH_POWER(mem, h, k): H = the power at MEM (GCM's byte order)
dnl byte-reversed and times x^-1 (shifted left by one bit, x^-1 added
dnl when bit 127 was set); K = its two halves XORed, in both halves.
dnl T is lost.
define(<GHASH_POWER>, <
	movdqu	$1, $2
	pshufb	BSWAP, $2
	movdqa	$2, $3
	psrlq	<$>63, $3
	pslldq	<$>8, $3		C bit 63 to bit 64
	pshufd	<$>0xff, $2, T
	psrad	<$>31, T
	pand	GFPOLY, T
	psllq	<$>1, $2
	pxor	$3, $2
	pxor	T, $2
	pshufd	<$>0x4e, $2, $3
	pxor	$2, $3>)

dnl GHASH_TABLE(powers): the table from the key's H^1 .. H^8 at POWERS,
dnl through %xmm0 and %xmm1.
define(<GHASH_TABLE>, <forloop(<j>, 0, 7, <
	GHASH_POWER(16*eval(7 - j)<>($1), %xmm0, %xmm1)
	movdqa	%xmm0, POW(j)
	movdqa	%xmm1, KAR(j)>)>)

dnl GHASH_TABLE_WIPE: the table zeroed (X is lost).
define(<GHASH_TABLE_WIPE>, <
	pxor	X, X
	forloop(<j>, 0, 15, <
	movdqa	X, eval(16 * j)(SP)>)>)

dnl MUL_FIRST(x, h, k), MUL_ADD(x, h, k): LO, MI, HI = or += the
dnl products of the block X (byte-reversed) and the power H with its
dnl halves XORed K (registers, or aligned memory).  X and T are lost.
define(<MUL_FIRST>, <
	pshufd	<$>0x4e, $1, T
	pxor	$1, T
	pclmulqdq <$>0x00, $3, T
	movdqa	T, MI
	movdqa	$1, T
	pclmulqdq <$>0x00, $2, T
	movdqa	T, LO
	pclmulqdq <$>0x11, $2, $1
	movdqa	$1, HI>)
define(<MUL_ADD>, <
	pshufd	<$>0x4e, $1, T
	pxor	$1, T
	pclmulqdq <$>0x00, $3, T
	pxor	T, MI
	movdqa	$1, T
	pclmulqdq <$>0x00, $2, T
	pxor	T, LO
	pclmulqdq <$>0x11, $2, $1
	pxor	$1, HI>)

dnl REDUCE: HI = the sums reduced.  The middle is Karatsuba's plus LO
dnl and HI; then the low 64 bits of LO go, times GFPOLY's high half,
dnl into the middle, and its low 64 bits likewise into HI.
define(<REDUCE>, <
	pxor	LO, MI
	pxor	HI, MI
	movdqa	LO, T
	pclmulqdq <$>0x10, GFPOLY, T
	pshufd	<$>0x4e, LO, LO
	pxor	T, MI
	pxor	LO, MI
	movdqa	MI, T
	pclmulqdq <$>0x10, GFPOLY, T
	pshufd	<$>0x4e, MI, MI
	pxor	T, HI
	pxor	MI, HI>)
dnl
dnl The loops of _symcrypt_ghash_blocks, over the names its files
dnl define: POWERS, STATE, BLOCKS, DATA, PH (the power of a block of
dnl the last ones) and FIRST (block 0 of a turn plus the hash value).
dnl GHASH_LOAD(offset): X = the block at DATA + OFFSET as a number.
define(<GHASH_LOAD>, <
	movdqu	$1<>(DATA), X
	GHASH_ORDER(X)>)dnl
dnl
dnl GHASH_ORDER(x): X, a block or the hash value as stored, as a
dnl number: byte-reversed for GHASH; as it is for POLYVAL (RFC 8452,
dnl 3: a little-endian number, the same number the byte reversal of
dnl GHASH's block makes), where the including file defines
dnl GHASH_POLYVAL.
define(<GHASH_ORDER>, <ifdef(<GHASH_POLYVAL>, , <pshufb	BSWAP, $1>)>)dnl
dnl
dnl GHASH_TURNS: HI = the hash of the turns of eight blocks at DATA,
dnl while BLOCKS >= 8, with the table on the stack.  Block 0 and the
dnl hash value wait for the last turn's reduction: they are multiplied
dnl last.
define(<GHASH_TURNS>, <
.Leight:
	movdqu	(DATA), FIRST
	GHASH_ORDER(FIRST)
	pxor	HI, FIRST
	GHASH_LOAD(16)
	MUL_FIRST(X, POW(1), KAR(1))
	forloop(<j>, 2, 7, <
	GHASH_LOAD(16*j)
	MUL_ADD(X, POW(j), KAR(j))>)
	MUL_ADD(FIRST, POW(0), KAR(0))
	REDUCE
	add	<$>128, DATA
	sub	<$>8, BLOCKS
	cmp	<$>8, BLOCKS
	jae	.Leight>)dnl
dnl
dnl GHASH_REST: the last n < 8 blocks, times H^n .. H^1 read from
dnl POWERS (PH points to H^n), and one reduction; then the hash value
dnl to STATE.  %xmm0 and %xmm1 are lost.
define(<GHASH_REST>, <
.Lrest:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	GHASH_LOAD(0)
	pxor	HI, X
	pxor	LO, LO
	pxor	MI, MI
	pxor	HI, HI
	mov	BLOCKS, PH
	shl	<$>4, PH
	lea	-16(POWERS, PH), PH
.Lrest_loop:
	GHASH_POWER((PH), %xmm0, %xmm1)
	MUL_ADD(X, %xmm0, %xmm1)
	sub	<$>16, PH
	add	<$>16, DATA
	dec	BLOCKS
	jz	.Lreduce
	GHASH_LOAD(0)
	jmp	.Lrest_loop
.Lreduce:
	REDUCE

.Ldone:
	GHASH_ORDER(HI)
	movdqu	HI, (STATE)>)dnl
