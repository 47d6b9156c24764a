dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ghash-blocks.asm -- GHASH in SSE2 registers, eight blocks a
C reduction, for x86_64 without PCLMULQDQ.
C
C Why: the C twin makes a 64 x 64-bit carry-less product from 32
C integer multiplications of operands with holes; here PMULUDQ makes
C two 32 x 32-bit ones at a time, nine a block by Karatsuba's method
C twice (x86_64/m4/ghash-x86_64.m4).  No table indexed by data, no
C branch on it.
C
C Measured (TSC ticks per byte, 16 KiB in one call, best of 200; AMD
C EPYC Zen 4, family 25 model 17, shared and noisy, 2026-11-29): 3.0,
C the C twin 5.9; AES-128-GCM seal of 16 KiB 1.48 times Nettle 3.8's
C table code (symcrypt-benchmark -t sse2 medians; doc/aes-sse2.md,
C "GHASH in SSE2 registers").

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

INCLUDE_SRC(<x86_64/m4/ghash-x86_64.m4>)dnl

	.file "ghash-blocks.asm"

GHASH_SSE2(_symcrypt_ghash_blocks, <GHASH_SWAP32>)
