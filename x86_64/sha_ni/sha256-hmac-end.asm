dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha_ni/sha256-hmac-end.asm -- the end of an HMAC-SHA256
C message with the SHA extensions: the inner hash's padding and last
C block, then the outer hash's block, the inner digest kept in
C registers between.

C Why: with a reused key and a short message the two compressions are
C most of the cost.  As two calls of sha256-compress.asm, the inner
C digest went out to memory as bytes and the outer block came back in
C with loads that no store could forward (about 10 ticks), and each call
C paid its own entry and state shuffles.  Here the inner digest's
C words are the outer block's first eight message words as they are,
C and the rest of that block is constant.  The inner block's padding
C is made in registers too: written by byte stores and memset just
C before, the block's last loads had to wait for the stores to reach
C the cache.
C Measured (AMD EPYC Zen 5, family 26 model 2, 2026-11-23): see
C doc/x86_64-hash.md, "HMAC with a reused key".

dnl void _symcrypt_sha256_hmac_end(struct symcrypt_sha256_ctx *hash,
dnl                                const uint32_t *outer)
dnl HASH's state and OUTER hold a..h in host order; its count, index
dnl (taken modulo 64) and block are only read, the block at any
dnl alignment.  Needs SSSE3 (pshufb, palignr) besides the SHA
dnl extensions.

INCLUDE_SRC(<x86_64/m4/sha256-k.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha-pad.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha256-sha_ni.m4>)dnl
define(<HASH>, <%rdi>)		dnl struct symcrypt_sha256_ctx
define(<OUTER>, <%rsi>)

PROLOGUE(_symcrypt_sha256_hmac_end)
	C the inner hash's padded last block or two, into its state
	SHA256_NI_LAST(.Louter)

.Louter:
	C the inner digest a..h is message words 0..7 of the outer block;
	C words 8..15 are the padding of 96 bytes (a block and the digest)
	SHA256_NI_STATE_OUT(MSG0, MSG1)
	movdqa	.Lpad(%rip), MSG2
	movdqa	.Lpad+16(%rip), MSG3

	C the outer block, from OUTER, into the state
	SHA256_NI_STATE_IN(OUTER)
	movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	SHA256_NI_ROUNDS
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH
	SHA256_NI_STATE_OUT(ABEF, CDGH)
	movdqu	ABEF, (HASH)
	movdqu	CDGH, 16(HASH)
	ret
EPILOGUE(_symcrypt_sha256_hmac_end)

RODATA
	.p2align 6
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Lpad:
	.long	0x80000000, 0, 0, 0, 0, 0, 0, 96 * 8
SHA_PAD_CONSTANTS
.LK:
	SHA256_K
