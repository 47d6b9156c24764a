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

define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<ABCD>, <%xmm0>)		dnl a, b, c, d in dwords 3, 2, 1, 0
define(<E0>, <%xmm1>)		dnl e (dword 3) plus four message words,
define(<E1>, <%xmm2>)		dnl alternating between quad-rounds
define(<MSG0>, <%xmm3>)		dnl four message words each, rotating
define(<MSG1>, <%xmm4>)
define(<MSG2>, <%xmm5>)
define(<MSG3>, <%xmm6>)
define(<BSWAP>, <%xmm7>)	dnl pshufb mask: big-endian words, reversed
define(<ABCD_SAVE>, <%xmm8>)
define(<E_SAVE>, <%xmm9>)

dnl MSG(n): the register holding words 4n..4n+3 of the schedule;
dnl E(n): the register with e + words 4n.. for quad-round n.
define(<MSG>, <ifelse(eval(($1) % 4), 0, <MSG0>, eval(($1) % 4), 1, <MSG1>,
	eval(($1) % 4), 2, <MSG2>, <MSG3>)>)
define(<E>, <ifelse(eval(($1) % 2), 0, <E0>, <E1>)>)

dnl QROUND(n): rounds 4n..4n+3 with round function n / 5, and the
dnl schedule work beside them: finish words 4(n+1).. (sha1msg2 with
dnl w[i-4..i-1]), fold in w[i-8..] for words 4(n+2).., start words
dnl 4(n+3).. (sha1msg1 of w[i-16..] with w[i-12..]).  E(n) is e + w,
dnl made from a copy of a taken before the previous quad-round (the e
dnl of four rounds later is a rotated by 30).
dnl (< and > quote in m4, so 3 <= n <= 18 reads n / 3 != 0 && n / 19 == 0.)
define(<QROUND>, <ifelse($1, 0, <
	paddd	MSG0, E0>, <
	sha1nexte	MSG($1), E($1)>)
	movdqa	ABCD, E(eval($1 + 1))
ifelse(eval(($1) / 3 != 0 && ($1) / 19 == 0), 1, <
	sha1msg2	MSG($1), MSG(eval($1 + 1))>)
	sha1rnds4	<$>eval(($1) / 5), E($1), ABCD
ifelse(eval(($1) != 0 && ($1) / 17 == 0), 1, <
	sha1msg1	MSG($1), MSG(eval($1 - 1))>)
ifelse(eval(($1) / 2 != 0 && ($1) / 18 == 0), 1, <
	pxor	MSG($1), MSG(eval($1 + 2))>)>)

dnl LOAD(n): message words 4n..4n+3 from the block, byte-swapped, word
dnl 4n in dword 3.
define(<LOAD>, <
	movdqu	eval(16 * ($1))(DATA), MSG($1)
	pshufb	BSWAP, MSG($1)>)

PROLOGUE(_symcrypt_sha1_compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone

	C a..e from memory order to the register order
	movdqu	(STATE), ABCD
	pshufd	<$>0x1b, ABCD, ABCD	C a b c d (dword 3 first)
	movd	16(STATE), E0
	pslldq	<$>12, E0		C e 0 0 0
	movdqa	.Lbswap(%rip), BSWAP

	ALIGN_FUNCTION
.Loop:
	movdqa	ABCD, ABCD_SAVE
	movdqa	E0, E_SAVE
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
	QROUND(16)
	QROUND(17)
	QROUND(18)
	QROUND(19)
	C the final e is a from before quad-round 19, rotated, plus the old e
	sha1nexte	E_SAVE, E0
	paddd	ABCD_SAVE, ABCD
	add	<$>64, DATA
	sub	<$>1, BLOCKS
	jnz	.Loop

	pshufd	<$>0x1b, ABCD, ABCD
	movdqu	ABCD, (STATE)
	pshufd	<$>3, E0, E0
	movd	E0, 16(STATE)
.Ldone:
	ret
EPILOGUE(_symcrypt_sha1_compress)

RODATA
	.p2align 4
.Lbswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
