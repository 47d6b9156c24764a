dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/sha1-last.asm -- the end of a SHA-1 message without the
C SHA extensions: its padding made in registers and its last block or
C two compressed with the rounds of ssse3/sha1-compress.asm.

C Why: the C twin writes the padding into the block with byte stores
C and memset, and the compression's 16-byte loads of it wait until
C those stores have left for the cache, as with the SHA extensions
C (x86_64/sha_ni/sha1-last.asm).  Measured (AMD EPYC Zen 5, family 26
C model 2, 2026-11-25): see doc/x86_64-hash.md, "Zen 5: the padding in
C registers without the SHA extensions".

dnl void _symcrypt_sha1_last(struct symcrypt_sha1_ctx *hash)
dnl HASH's state holds a..e in host order; its count and index (taken
dnl modulo 64) are only read; its block is left as the last block
dnl compressed, as the C twin leaves it.

INCLUDE_SRC(<x86_64/m4/sha-pad.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha1-ssse3.m4>)dnl
define(<HASH>, <%rdi>)		dnl struct symcrypt_sha1_ctx (symcrypt/sha1.h),
				dnl the state first: STATE
dnl The padding's registers, apart from those of the rounds: the index
dnl in WIPE's and the table pointer in T2's (both free until the
dnl rounds), the bit length in DATA's, the blocks left in BLOCKS.
define(<INDEX>, <%r11>)
define(<INDEX32>, <%r11d>)
define(<MASKS>, <%r10>)
define(<T>, <%xmm11>)

PROLOGUE(_symcrypt_sha1_last)
	C count at 24, index at 32, block at 36
	SHA_PAD_LENGTH(24, 32)
	SHA1_ENTER

	C the message and its padding, less the length
	SHA_PAD_QUARTERS(36, X(0), X(1), X(2), X(3))
	SHA_PAD_BLOCKS(X(0), X(1), X(2), X(3), <SHA1_ROUNDS()
	SHA1_STATE_ADD>, .Lend, 36)

.Lend:
	SHA1_LEAVE
	ret
EPILOGUE(_symcrypt_sha1_last)

RODATA
	SHA1_CONSTANTS
SHA_PAD_CONSTANTS
