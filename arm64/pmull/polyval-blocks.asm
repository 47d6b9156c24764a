dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull/polyval-blocks.asm -- POLYVAL (RFC 8452, 3) with PMULL
C and PMULL2, eight blocks a reduction.
C
C Why: AES-GCM-SIV's C twin byte-reverses each block into a buffer and
C runs ghash_blocks; here the blocks go into the products as they are,
C POLYVAL's own bit order being the plain one, with POLYVAL's reduction
C (x^-128 modulo x^128 + x^127 + x^126 + x^121 + 1) and no RBIT: the
C code of ghash-blocks.asm of this folder under GHASH_POLYVAL
C (arm64/ghash-pmull.m4).
C
C Counted: doc/aes-arm64.md, section "AES-GCM-SIV".

dnl void _symcrypt_polyval_blocks(const uint8_t *powers, uint8_t *state,
dnl                               size_t blocks, const uint8_t *data)
dnl POWERS holds the GHASH form's powers H'^1 .. H'^8, 16 bytes each in
dnl GCM's byte order; STATE and the blocks are POLYVAL's.

define(<GHASH_POLYVAL>)dnl
INCLUDE_SRC(<arm64/ghash-pmull.m4>)dnl

	.file "polyval-blocks.asm"
	ARCH_PMULL

GHASH_BLOCKS
