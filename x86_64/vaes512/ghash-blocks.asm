dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/ghash-blocks.asm -- GHASH with 512-bit VPCLMULQDQ,
C sixteen blocks a reduction.
C
C Why: x86_64/aesni multiplies one block by a power of H in four
C 128-bit PCLMULQDQs; here four blocks are four 512-bit ones.  The
C sixteen blocks of a turn are multiplied by H^16 .. H^1, their
C products added unreduced (low, middle and high 128 bits of each
C lane) and reduced once, lane by lane, before the four lanes are
C added (x86_64/ghash-vpclmul512.m4).  The key holds H^1 .. H^8
C (symcrypt/gcm.h); H^9 .. H^16 are made on entry when more than eight
C blocks come, two 512-bit multiplications by H^8.  A last turn of
C n < 16 blocks takes H^n .. H^1 from the table and the blocks under
C masks.
C
C Needs AVX-512 (F, BW, DQ, VL), VPCLMULQDQ and BMI2 (BZHI).

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

INCLUDE_SRC(<x86_64/ghash-vpclmul512.m4>)dnl

define(<POWERS>, <%rdi>)
define(<STATE>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA>, <%rcx>)
define(<MASK>, <%r11>)

dnl LOAD_BLOCKS: GX(0) .. GX(3) = the blocks at DATA byte-reversed,
dnl under the masks %k1 .. %k4.
define(<LOAD_BLOCKS>, <forloop(<j>, 0, 3, <
	vmovdqu64 64*j<>(DATA), GX(j){%k<>eval(j + 1)}{z}
	vpshufb	BSWAP, GX(j), GX(j)>)>)

	.file "ghash-blocks.asm"

PROLOGUE(_symcrypt_ghash_blocks)
	test	BLOCKS, BLOCKS
	jz	.Lreturn
	sub	<$>TABLE_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset TABLE_FRAME>)
	vbroadcasti32x4	.Lbswap(%rip), BSWAP
	vmovdqu	(STATE), %xmm8
	vpshufb	%xmm15, %xmm8, %xmm8
	TABLE_LOW(POWERS)
	cmp	<$>8, BLOCKS
	jbe	.Ltail
	TABLE_HIGH

	kxnorq	%k1, %k1, %k1
	kxnorq	%k2, %k2, %k2
	kxnorq	%k3, %k3, %k3
	kxnorq	%k4, %k4, %k4
.Lsixteen:
	cmp	<$>16, BLOCKS
	jb	.Ltail
	LOAD_BLOCKS
	GHASH_TURN()
	add	<$>256, DATA
	sub	<$>16, BLOCKS
	jmp	.Lsixteen

	C The last n < 16 blocks under the masks of 2n bits, times the
	C powers from 256 - 16 n on.
.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	lea	(BLOCKS, BLOCKS), %rax
	mov	<$>-1, MASK
	bzhi	%rax, MASK, MASK
	kmovq	MASK, %k1
	kshiftrq <$>8, %k1, %k2
	kshiftrq <$>16, %k1, %k3
	kshiftrq <$>24, %k1, %k4
	LOAD_BLOCKS
	mov	BLOCKS, %rax
	shl	<$>4, %rax
	neg	%rax
	add	<$>256, %rax
	GHASH_TURN(%rax)

.Ldone:
	vpshufb	%xmm15, %xmm8, %xmm8
	vmovdqu	%xmm8, (STATE)
	TABLE_WIPE
	add	<$>TABLE_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -TABLE_FRAME>)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_ghash_blocks)

GHASH_RODATA
