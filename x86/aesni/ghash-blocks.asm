dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/ghash-blocks.asm -- GHASH with PCLMULQDQ in 32-bit code,
C eight blocks a reduction.
C
C Why: the C twin builds each 64 x 64-bit carry-less product from
C integer multiplications; here it is one PCLMULQDQ.  The method and
C its macros are x86-common/ghash-pclmul.m4's, as in
C x86_64/aesni/ghash-blocks.asm: a block byte-reversed is a 128-bit
C number, the powers of H are kept times x^-1, three products a block
C (Karatsuba), one reduction a turn of eight blocks by two products.
C With eight xmm registers the prepared powers and the constants live
C in an aligned frame (x86/ghash-ni.m4).  The folder's AES-NI
C condition stands in for SSSE3 (PSHUFB) too.  Figures: doc/x86-32.md.

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

INCLUDE_SRC(<x86/ghash-ni.m4>)dnl

	.file "ghash-blocks.asm"

GHASH_BLOCKS(_symcrypt_ghash_blocks)
