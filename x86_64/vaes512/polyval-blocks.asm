dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/polyval-blocks.asm -- POLYVAL (RFC 8452, 3) with
C 512-bit VPCLMULQDQ, sixteen blocks a reduction.
C
C Why: AES-GCM-SIV hashed through ghash_blocks, each block byte-reversed
C into a buffer first; a POLYVAL block as stored is already the
C little-endian number that GHASH's code makes of a byte-reversed GCM
C block (x86_64/m4/ghash-vaes512.m4), so this is ghash-blocks.asm of
C this folder, the same macro, without the VPSHUFB of the blocks and of
C the hash value (GHASH_POLYVAL): the same turns of sixteen blocks
C times H'^16 .. H'^1, H'^9 .. H'^16 made on entry, the last blocks
C under masks.  H' is the key's GHASH
C form mulX_GHASH(ByteReverse(H)) (RFC 8452, appendix A), whose powers
C POWERS holds in GCM's byte order, as for ghash_blocks.
C
C Needs AVX-512 (F, BW, DQ, VL), VPCLMULQDQ and BMI2 (BZHI).
C Measured: doc/x86_64-aes.md, section "AES-GCM-SIV".

dnl The function: GHASH_BLOCKS, x86_64/m4/ghash-vaes512.m4, under
dnl GHASH_POLYVAL.

define(<GHASH_POLYVAL>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-vaes512.m4>)dnl

	.file "polyval-blocks.asm"
GHASH_BLOCKS
