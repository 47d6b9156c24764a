dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/polyval-blocks.asm -- POLYVAL (RFC 8452, 3) with 256-bit
C VPCLMULQDQ, eight blocks a reduction, sixteen in long calls.
C
C Why: AES-GCM-SIV hashed through ghash_blocks, each block byte-reversed
C into a buffer first; a POLYVAL block as stored is already the
C little-endian number that GHASH's code makes of a byte-reversed GCM
C block (x86_64/m4/ghash-vaes.m4), so this is ghash-blocks.asm of this
C folder, the same macro, without the VPSHUFB of the blocks and of the
C hash value (GHASH_POLYVAL): the same turns of eight blocks, of
C sixteen from 80 blocks on, the table of powers on the stack, made on
C entry and wiped on return.  H' is the
C key's GHASH form mulX_GHASH(ByteReverse(H)) (RFC 8452, appendix A),
C whose powers POWERS holds in GCM's byte order, as for ghash_blocks.
C
C Needs AVX2 and VPCLMULQDQ.
C Measured: doc/x86_64-aes.md, section "AES-GCM-SIV".

dnl The function: GHASH_BLOCKS, x86_64/m4/ghash-vaes.m4, under
dnl GHASH_POLYVAL.

define(<GHASH_POLYVAL>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-vaes.m4>)dnl

	.file "polyval-blocks.asm"
GHASH_BLOCKS
