dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha_ni/sha1-last.asm -- the end of a SHA-1 message with the
C SHA extensions: its padding made in registers and its last block or
C two compressed.

C Why: as x86_64/sha_ni/sha256-last.asm: the padding written into the
C block with byte stores and memset reached the 16-byte loads only
C after the previous block's rounds.  Measured (AMD EPYC Zen 5, family
C 26 model 2, 2026-11-25): see doc/x86_64-hash.md, "Zen 5: the padding
C in registers".

dnl void _symcrypt_sha1_last(struct symcrypt_sha1_ctx *hash)
dnl HASH's state holds a..e in host order; its count and index (taken
dnl modulo 64) are only read; its block is left as the last block
dnl compressed, as the C twin leaves it.  Needs SSSE3 (pshufb) besides
dnl the SHA extensions.

INCLUDE_SRC(<x86_64/m4/sha-pad.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha1-sha_ni.m4>)dnl
define(<HASH>, <%rdi>)		dnl struct symcrypt_sha1_ctx (symcrypt/sha1.h)
define(<T>, <%xmm10>)

PROLOGUE(_symcrypt_sha1_last)
	C count at 24, index at 32, block at 36
	SHA_PAD_LENGTH(24, 32)
	SHA1_NI_STATE_IN(HASH)
	movdqa	.Lbswap(%rip), BSWAP

	C the message and its padding, less the length
	SHA_PAD_QUARTERS(36, MSG0, MSG1, MSG2, MSG3)
	SHA_PAD_BLOCKS(MSG0, MSG1, MSG2, MSG3, <
	forloop(<i>, 0, 3, <pshufb	BSWAP, SHA1_NI_MSG(i)
	>)movdqa	ABCD, ABCD_SAVE
	movdqa	E0, E_SAVE
	SHA1_NI_ROUNDS>, .Lstore, 36)

.Lstore:
	SHA1_NI_STATE_OUT(HASH)
	ret
EPILOGUE(_symcrypt_sha1_last)

RODATA
	.p2align 4
.Lbswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
SHA_PAD_CONSTANTS
