dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/polyval-blocks.asm -- POLYVAL (RFC 8452, 3) with
C PCLMULQDQ, eight blocks a reduction.
C
C Why: AES-GCM-SIV hashed through ghash_blocks, each block byte-reversed
C into a buffer first and the hash value after; here the blocks go
C straight into the products.  GHASH's code of x86-common/ghash-pclmul.m4
C byte-reverses each block into a little-endian number, which is what
C a POLYVAL block is as it is stored: the same loops without that step
C (GHASH_POLYVAL) compute POLYVAL under the key H whose GHASH form
C mulX_GHASH(ByteReverse(H)) has the powers POWERS (RFC 8452,
C appendix A).  In this folder beside ghash-blocks.asm, whose macros it
C runs.
C
C Measured: doc/x86_64-aes.md, section "AES-GCM-SIV".

dnl void _symcrypt_polyval_blocks(const uint8_t *powers, uint8_t *state,
dnl                               size_t blocks, const uint8_t *data)
dnl POWERS holds the GHASH form's powers H'^1 .. H'^8, 16 bytes each in
dnl GCM's byte order; STATE and the blocks are POLYVAL's.

define(<GHASH_POLYVAL>)dnl
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

	.file "polyval-blocks.asm"

PROLOGUE(_symcrypt_polyval_blocks)
	movdqa	.Lbswap(%rip), BSWAP	C for the powers only
	movdqu	(STATE), HI
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
EPILOGUE(_symcrypt_polyval_blocks)

GHASH_RODATA
