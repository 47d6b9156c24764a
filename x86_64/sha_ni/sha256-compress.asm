dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha_ni/sha256-compress.asm -- SHA-256 compression with the SHA
C extensions.

C Why: sha256rnds2 does two rounds and sha256msg1/2 the message
C schedule, so a block costs about a fifth of the scalar code.
C Measured (symcrypt-benchmark, 16 KiB, AMD EPYC Zen 4): see
C doc/x86_64-hash.md; about 1.6 cycles/byte against 7.3 for the C.

dnl void _symcrypt_sha256_compress(uint32_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 64-byte blocks,
dnl any alignment.  Needs SSSE3 (pshufb, palignr) besides the SHA
dnl extensions, nothing from SSE4.

INCLUDE_SRC(<x86_64/m4/sha256-k.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha256-sha_ni.m4>)dnl
define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)

PROLOGUE(_symcrypt_sha256_compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone

	C a..h in memory order to the ABEF/CDGH form the instructions use
	SHA256_NI_STATE_IN(STATE)

	lea	.LK(%rip), K
	movdqa	.Lbswap(%rip), BSWAP

	ALIGN_FUNCTION
.Loop:
	movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	C message words 4i..4i+3, big-endian
	forloop(<i>, 0, 3, <movdqu	eval(16 * i)(DATA), SHA256_NI_MSG(i)
	pshufb	BSWAP, SHA256_NI_MSG(i)
	>)
	SHA256_NI_ROUNDS
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH
	add	<$>64, DATA
	sub	<$>1, BLOCKS
	jnz	.Loop

	C back to a..h
	SHA256_NI_STATE_OUT(ABEF, CDGH)
	movdqu	ABEF, (STATE)
	movdqu	CDGH, 16(STATE)
.Ldone:
	ret
EPILOGUE(_symcrypt_sha256_compress)

RODATA
	.p2align 6
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.LK:
	SHA256_K
