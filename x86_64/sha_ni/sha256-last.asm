dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha_ni/sha256-last.asm -- the end of a SHA-256 or SHA-224
C message with the SHA extensions: its padding made in registers and
C its last block or two compressed.

C Why: the padding that MD_PAD_LENGTH writes into the block with byte
C stores and memset reached the 16-byte loads of sha256-compress.asm
C only after the previous block's rounds (a load that no single store
C covers waits for the stores to reach the cache), so a message of one
C or two blocks paid that wait on its chain of rounds.
C Measured (AMD EPYC Zen 5, family 26 model 2, 2026-11-25): see
C doc/x86_64-hash.md, "Zen 5: the padding in registers".

dnl void _symcrypt_sha256_last(struct symcrypt_sha256_ctx *hash)
dnl HASH's state holds a..h in host order; its count and index (taken
dnl modulo 64) are only read; its block is left as the last block
dnl compressed, as the C twin leaves it.  Needs SSSE3 (pshufb, palignr)
dnl besides the SHA extensions.

INCLUDE_SRC(<x86_64/m4/sha256-k.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha-pad.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha256-sha_ni.m4>)dnl
define(<HASH>, <%rdi>)		dnl struct symcrypt_sha256_ctx

PROLOGUE(_symcrypt_sha256_last)
	SHA256_NI_LAST(.Lstore, store)

.Lstore:
	SHA256_NI_STATE_OUT(ABEF, CDGH)
	movdqu	ABEF, (HASH)
	movdqu	CDGH, 16(HASH)
	ret
EPILOGUE(_symcrypt_sha256_last)

RODATA
	.p2align 6
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
SHA_PAD_CONSTANTS
.LK:
	SHA256_K
