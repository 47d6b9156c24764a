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

INCLUDE_SRC(<x86_64/sha256-k.m4>)dnl
define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<K>, <%rax>)		dnl the round constants
define(<WK>, <%xmm0>)		dnl W + K, two rounds' worth in the low half
define(<ABEF>, <%xmm1>)		dnl a, b, e, f in dwords 3, 2, 1, 0
define(<CDGH>, <%xmm2>)		dnl c, d, g, h in dwords 3, 2, 1, 0
define(<MSG0>, <%xmm3>)		dnl four message words each, rotating
define(<MSG1>, <%xmm4>)
define(<MSG2>, <%xmm5>)
define(<MSG3>, <%xmm6>)
define(<T>, <%xmm7>)
define(<BSWAP>, <%xmm8>)	dnl pshufb mask: big-endian words
define(<ABEF_SAVE>, <%xmm9>)
define(<CDGH_SAVE>, <%xmm10>)

dnl MSG(n): the register holding words 4n..4n+3 of the schedule.
define(<MSG>, <ifelse(eval(($1) % 4), 0, <MSG0>, eval(($1) % 4), 1, <MSG1>,
	eval(($1) % 4), 2, <MSG2>, <MSG3>)>)

dnl QROUND(n): rounds 4n..4n+3, and the schedule work that overlaps them:
dnl finish words 4(n+1).. (add w[i-7], then sha256msg2 with w[i-4..i-1])
dnl and start words 4(n+3).. (sha256msg1 of w[i-16..] with w[i-12..]).
dnl (< and > quote in m4, so 3 <= n <= 14 reads n / 3 != 0 && n / 15 == 0.)
define(<QROUND>, <
	movdqa	MSG($1), WK
	paddd	eval(16 * ($1))(K), WK
	sha256rnds2	WK, ABEF, CDGH
ifelse(eval(($1) / 3 != 0 && ($1) / 15 == 0), 1, <
	movdqa	MSG($1), T
	palignr	<$>4, MSG(eval($1 - 1)), T
	paddd	T, MSG(eval($1 + 1))
	sha256msg2	MSG($1), MSG(eval($1 + 1))>)
	pshufd	<$>0x0e, WK, WK
	sha256rnds2	WK, CDGH, ABEF
ifelse(eval(($1) != 0 && ($1) / 13 == 0), 1, <
	sha256msg1	MSG($1), MSG(eval($1 - 1))>)>)

dnl LOAD(n): message words 4n..4n+3 from the block, byte-swapped.
define(<LOAD>, <
	movdqu	eval(16 * ($1))(DATA), MSG($1)
	pshufb	BSWAP, MSG($1)>)

PROLOGUE(_symcrypt_sha256_compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone

	C a..h in memory order to the ABEF/CDGH form the instructions use
	movdqu	(STATE), T		C d c b a (dword 3 first)
	movdqu	16(STATE), CDGH		C h g f e
	pshufd	<$>0xb1, T, T		C c d a b
	pshufd	<$>0x1b, CDGH, CDGH	C e f g h
	movdqa	T, ABEF
	palignr	<$>8, CDGH, ABEF	C a b e f
	shufps	<$>0xe4, T, CDGH	C c d g h

	lea	.LK(%rip), K
	movdqa	.Lbswap(%rip), BSWAP

	ALIGN_FUNCTION
.Loop:
	movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	LOAD(0)
	LOAD(1)
	LOAD(2)
	LOAD(3)
	QROUND(0)
	QROUND(1)
	QROUND(2)
	QROUND(3)
	QROUND(4)
	QROUND(5)
	QROUND(6)
	QROUND(7)
	QROUND(8)
	QROUND(9)
	QROUND(10)
	QROUND(11)
	QROUND(12)
	QROUND(13)
	QROUND(14)
	QROUND(15)
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH
	add	<$>64, DATA
	sub	<$>1, BLOCKS
	jnz	.Loop

	C back to a..h
	pshufd	<$>0x1b, ABEF, T	C f e b a
	pshufd	<$>0xb1, CDGH, CDGH	C d c h g
	movdqa	T, ABEF
	shufps	<$>0xe4, CDGH, ABEF	C d c b a
	palignr	<$>8, T, CDGH		C h g f e
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
