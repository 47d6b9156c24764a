dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha_ni/sha1-compress.asm -- SHA-1 compression with the SHA
C extensions.

C Why: sha1rnds4 does four rounds, sha1nexte derives the next e and
C sha1msg1/2 the message schedule; a block costs a fraction of the
C scalar code.  Measured (16 KiB, AMD EPYC Zen 4): see doc/x86_64-hash.md.

dnl void _symcrypt_sha1_compress(uint32_t *state, size_t blocks,
dnl                               const uint8_t *data)
dnl STATE holds a..e in host order; DATA is BLOCKS whole 64-byte blocks,
dnl any alignment.  Needs SSSE3 (pshufb) besides the SHA extensions,
dnl nothing from SSE4.

INCLUDE_SRC(<x86_64/m4/sha1-sha_ni.m4>)dnl
define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)

dnl LOAD(n): message words 4n..4n+3 from the block, byte-swapped, word
dnl 4n in dword 3.
define(<LOAD>, <
	movdqu	eval(16 * ($1))(DATA), SHA1_NI_MSG($1)
	pshufb	BSWAP, SHA1_NI_MSG($1)>)

PROLOGUE(_symcrypt_sha1_compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone

	C a..e from memory order to the register order
	SHA1_NI_STATE_IN(STATE)
	movdqa	.Lbswap(%rip), BSWAP

	ALIGN_FUNCTION
.Loop:
	movdqa	ABCD, ABCD_SAVE
	movdqa	E0, E_SAVE
	LOAD(0)
	LOAD(1)
	LOAD(2)
	LOAD(3)
	SHA1_NI_ROUNDS
	add	<$>64, DATA
	sub	<$>1, BLOCKS
	jnz	.Loop

	SHA1_NI_STATE_OUT(STATE)
.Ldone:
	ret
EPILOGUE(_symcrypt_sha1_compress)

RODATA
	.p2align 4
.Lbswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
