dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/ghash-blocks.asm -- GHASH with PCLMULQDQ, eight blocks
C a reduction.
C
C Why: the C twin builds each 64 x 64-bit carry-less product from 16
C integer multiplications; here it is one PCLMULQDQ.  The eight blocks
C of a turn are multiplied by the powers H^8 .. H^1 (Karatsuba, three
C products a block, x86-common/ghash-pclmul.m4), their products added
C and reduced once; the last n < 8 blocks likewise with H^n .. H^1,
C each power prepared as its block comes.  Block 0 of a turn, the one that
C waits for the previous turn's hash, is multiplied last.  PSHUFB
C (SSSE3) turns GCM's byte order into 128-bit numbers; every CPU with
C AES-NI has it.  The function is in this folder because GCM is its
C only user.
C
C Measured (TSC ticks per byte, 16 KiB in one call, best of 200; AMD
C EPYC Zen 4, family 25 model 17, shared, 2026-11-25): 0.297, where
C 26 PCLMULQDQ a turn at one every two cycles bound it at 0.286
C (doc/x86_64-aes.md); with four products a block and a reduction by
C shifts, AES-256-GCM open of 16 KiB ran at 0.76 in all against 0.65
C now (symcrypt-benchmark --tier westmere).

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-xmm.m4>)dnl

define(<POWERS>, <%rdi>)
define(<STATE>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA>, <%rcx>)
define(<PH>, <%r8>)		C the power for a block of the last ones
define(<FIRST>, <%xmm2>)	C block 0 of a turn plus the hash value

dnl The table of powers, and 8 bytes that align it to 16.
define(<FRAME>, <264>)

	.file "ghash-blocks.asm"

PROLOGUE(_symcrypt_ghash_blocks)
	movdqa	.Lbswap(%rip), BSWAP
	movdqu	(STATE), HI
	pshufb	BSWAP, HI
	cmp	$8, BLOCKS
	jb	.Lrest
	sub	$FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	GHASH_TABLE(POWERS)

	GHASH_TURNS
	GHASH_TABLE_WIPE
	add	$FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)

	GHASH_REST
	ret
EPILOGUE(_symcrypt_ghash_blocks)

GHASH_RODATA
