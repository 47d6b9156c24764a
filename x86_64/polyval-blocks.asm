dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/polyval-blocks.asm -- POLYVAL in SSE2 registers, eight blocks
C a reduction, for x86_64 without PCLMULQDQ.
C
C Why: POLYVAL is GHASH with the bytes of the blocks and of the hash
C value reversed (RFC 8452, appendix A), and the powers those of
C GHASH's key (src/functions.def).  x86_64/ghash-blocks.asm's code
C (x86_64/m4/ghash-x86_64.m4) takes the blocks with their dwords
C reversed instead of their bytes swapped in each dword, one PSHUFD,
C where the C twin reverses them into a buffer for ghash_blocks.
C
C Measured (TSC ticks per byte, symcrypt-benchmark -t sse2 medians; AMD
C EPYC Zen 4, family 25 model 17, shared and noisy, 2026-11-29):
C AES-128-GCM-SIV seal of 16 KiB 7.68, with the C twin 11.09
C (doc/aes-sse2.md, "GHASH in SSE2 registers").

dnl void _symcrypt_polyval_blocks(const uint8_t *powers, uint8_t *state,
dnl                               size_t blocks, const uint8_t *data)
dnl POWERS holds H'^1 .. H'^8, 16 bytes each in GCM's byte order.

INCLUDE_SRC(<x86_64/m4/ghash-x86_64.m4>)dnl

dnl REVERSE32(x): the dwords of X in reverse order: a block or hash
dnl value of POLYVAL, whose bytes are GCM's reversed, as a3 a2 a1 a0.
define(<REVERSE32>, <
	pshufd	<$>0x1b, $1, $1>)

	.file "polyval-blocks.asm"

GHASH_SSE2(_symcrypt_polyval_blocks, <REVERSE32>)
