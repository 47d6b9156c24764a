dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/polyval-blocks.asm -- POLYVAL (RFC 8452, 3) with PCLMULQDQ
C in 32-bit code, eight blocks a reduction.
C
C Why: AES-GCM-SIV hashed through ghash_blocks, each block
C byte-reversed into a buffer first and the hash value after; here the
C blocks go straight into the products.  GHASH's code byte-reverses
C each block into a little-endian number, which is what a POLYVAL
C block is as it is stored: the same code without that step
C (GHASH_POLYVAL, x86/ghash-ni.m4) computes POLYVAL under the key H
C whose GHASH form mulX_GHASH(ByteReverse(H)) has the powers POWERS
C (RFC 8452, appendix A), as x86_64/aesni/polyval-blocks.asm does.
C Figures: doc/x86-32.md.

dnl void _symcrypt_polyval_blocks(const uint8_t *powers, uint8_t *state,
dnl                               size_t blocks, const uint8_t *data)
dnl POWERS holds the GHASH form's powers H'^1 .. H'^8, 16 bytes each in
dnl GCM's byte order; STATE and the blocks are POLYVAL's.

define(<GHASH_POLYVAL>)dnl
INCLUDE_SRC(<x86/ghash-ni.m4>)dnl

	.file "polyval-blocks.asm"

GHASH_BLOCKS(_symcrypt_polyval_blocks)
