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
C message with the SHA extensions: the inner hash's last block, then
C the outer hash's block, the inner digest kept in registers between.

C Why: with a reused key and a short message the two compressions are
C most of the cost.  As two calls of sha256-compress.asm, the inner
C digest went out to memory as bytes and the outer block came back in
C with loads that no store could forward (about 10 ticks), and each call
C paid its own entry and state shuffles.  Here the inner digest's
C words are the outer block's first eight message words as they are,
C and the rest of that block is constant.
C Measured (AMD EPYC Zen 5, family 26 model 2, 2026-11-23): see
C doc/x86_64-hash.md, "HMAC with a reused key".

dnl void _symcrypt_sha256_hmac_end(uint32_t *state, const uint8_t *block,
dnl                                const uint32_t *outer)
dnl STATE and OUTER hold a..h in host order; BLOCK is the inner hash's
dnl padded last block, any alignment, and is only read.  Needs SSSE3
dnl (pshufb, palignr) besides the SHA extensions.

INCLUDE_SRC(<x86_64/sha256-k.m4>)dnl
INCLUDE_SRC(<x86_64/sha256-ni.m4>)dnl
define(<STATE>, <%rdi>)
define(<BLOCK>, <%rsi>)
define(<OUTER>, <%rdx>)

PROLOGUE(_symcrypt_sha256_hmac_end)
	C the inner hash's last block, from STATE
	SHA256_NI_STATE_IN(STATE)
	lea	.LK(%rip), K
	movdqa	.Lbswap(%rip), BSWAP
	movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	forloop(<i>, 0, 3, <SHA256_NI_LOAD(i, BLOCK)>)
	SHA256_NI_ROUNDS
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH

	C the inner digest a..h is message words 0..7 of the outer block;
	C words 8..15 are the padding of 96 bytes (a block and the digest)
	SHA256_NI_STATE_OUT(MSG0, MSG1)
	movdqa	.Lpad(%rip), MSG2
	movdqa	.Lpad+16(%rip), MSG3

	C the outer block, from OUTER, into STATE
	SHA256_NI_STATE_IN(OUTER)
	movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	SHA256_NI_ROUNDS
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH
	SHA256_NI_STATE_OUT(ABEF, CDGH)
	movdqu	ABEF, (STATE)
	movdqu	CDGH, 16(STATE)
	ret
EPILOGUE(_symcrypt_sha256_hmac_end)

RODATA
	.p2align 6
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Lpad:
	.long	0x80000000, 0, 0, 0, 0, 0, 0, 96 * 8
.LK:
	SHA256_K
