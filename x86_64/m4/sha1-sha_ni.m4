dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): sha_ni/sha1-compress.asm, sha_ni/sha1-last.asm.
dnl x86_64/m4/sha1-sha_ni.m4 -- one SHA-1 block with the SHA extensions.
dnl
dnl The registers, the same in every user (which names its arguments'
dnl registers itself); ABCD_SAVE and E_SAVE keep the state at the start
dnl of a block for the feed-forward.
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

dnl SHA1_NI_MSG(n): the register holding words 4n..4n+3 of the schedule;
dnl SHA1_NI_E(n): the register with e + words 4n.. for quad-round n.
define(<SHA1_NI_MSG>, <ifelse(eval(($1) % 4), 0, <MSG0>, eval(($1) % 4), 1, <MSG1>,
	eval(($1) % 4), 2, <MSG2>, <MSG3>)>)
define(<SHA1_NI_E>, <ifelse(eval(($1) % 2), 0, <E0>, <E1>)>)

dnl SHA1_NI_QROUND(n): rounds 4n..4n+3 with round function n / 5, and
dnl the schedule work beside them: finish words 4(n+1).. (sha1msg2 with
dnl w[i-4..i-1]), fold in w[i-8..] for words 4(n+2).., start words
dnl 4(n+3).. (sha1msg1 of w[i-16..] with w[i-12..]).  SHA1_NI_E(n) is
dnl e + w, made from a copy of a taken before the previous quad-round
dnl (the e of four rounds later is a rotated by 30).
dnl (< and > quote in m4, so 3 <= n <= 18 reads n / 3 != 0 && n / 19 == 0.)
define(<SHA1_NI_QROUND>, <ifelse($1, 0, <
	paddd	MSG0, E0>, <
	sha1nexte	SHA1_NI_MSG($1), SHA1_NI_E($1)>)
	movdqa	ABCD, SHA1_NI_E(eval($1 + 1))
ifelse(eval(($1) / 3 != 0 && ($1) / 19 == 0), 1, <
	sha1msg2	SHA1_NI_MSG($1), SHA1_NI_MSG(eval($1 + 1))>)
	sha1rnds4	<$>eval(($1) / 5), SHA1_NI_E($1), ABCD
ifelse(eval(($1) != 0 && ($1) / 17 == 0), 1, <
	sha1msg1	SHA1_NI_MSG($1), SHA1_NI_MSG(eval($1 - 1))>)
ifelse(eval(($1) / 2 != 0 && ($1) / 18 == 0), 1, <
	pxor	SHA1_NI_MSG($1), SHA1_NI_MSG(eval($1 + 2))>)>)

dnl SHA1_NI_ROUNDS: the 80 rounds of a block whose message words are in
dnl MSG0..MSG3 (big-endian, word 4n in dword 3), from ABCD and E0 (e in
dnl dword 3), and the feed-forward from ABCD_SAVE and E_SAVE.
define(<SHA1_NI_ROUNDS>, <forloop(<i>, 0, 19, <SHA1_NI_QROUND(i)>)
	C the final e is a from before quad-round 19, rotated, plus the old e
	sha1nexte	E_SAVE, E0
	paddd	ABCD_SAVE, ABCD>)

dnl SHA1_NI_STATE_IN(state): a..e in memory order at STATE to ABCD and E0.
define(<SHA1_NI_STATE_IN>, <
	movdqu	($1), ABCD
	pshufd	<$>0x1b, ABCD, ABCD	C a b c d (dword 3 first)
	movd	16($1), E0
	pslldq	<$>12, E0		C e 0 0 0>)

dnl SHA1_NI_STATE_OUT(state): ABCD and E0 back to a..e at STATE.
define(<SHA1_NI_STATE_OUT>, <
	pshufd	<$>0x1b, ABCD, ABCD
	movdqu	ABCD, ($1)
	pshufd	<$>3, E0, E0
	movd	E0, 16($1)>)
