dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): sha_ni/sha256-compress.asm, sha_ni/sha256-hmac-end.asm, sha_ni/sha256-last.asm.
dnl x86_64/m4/sha256-sha_ni.m4 -- one SHA-256 block with the SHA extensions.
dnl
dnl The registers, the same in every user (which names its arguments'
dnl registers itself); ABEF_SAVE and CDGH_SAVE keep the state at the
dnl start of a block for the feed-forward.
define(<K>, <%rax>)		dnl the round constants, SHA256_K
define(<WK>, <%xmm0>)		dnl W + K of two rounds, read by sha256rnds2
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
dnl
dnl SHA256_NI_MSG(i): the register of message words 4i..4i+3, mod 16.
define(<SHA256_NI_MSG>, <ifelse(eval(($1) % 4), 0, <MSG0>, eval(($1) % 4), 1, <MSG1>,
	eval(($1) % 4), 2, <MSG2>, <MSG3>)>)

dnl SHA256_NI_QROUND(i): rounds 4i..4i+3, and the schedule steps that
dnl make the words of later quad-rounds.  Words 4i+4..4i+7 need
dnl w[t-7], that is words 4i-3..4i: the first three come from the
dnl previous register before sha256msg2, the last (4i, of this
dnl quad-round's own words) is added to the top word after it, which
dnl no other word of that sha256msg2 reads.  So the chain from one
dnl quad-round's words to the next is sha256msg2 and one add, not a
dnl palignr and an add before it as well: 8 cycles where 10 were on
dnl Zen 5 (sha256msg2 6, vector operations 2), against 8 for the two
dnl sha256rnds2 that use the words.
define(<SHA256_NI_QROUND>, <
	movdqa	SHA256_NI_MSG($1), WK
	paddd	eval(16 * ($1))(K), WK
	sha256rnds2	WK, ABEF, CDGH
ifelse(eval(($1) / 3 != 0 && ($1) / 15 == 0), 1, <
	movdqa	SHA256_NI_MSG(eval($1 - 1)), T
	psrldq	<$>4, T
	paddd	T, SHA256_NI_MSG(eval($1 + 1))
	sha256msg2	SHA256_NI_MSG($1), SHA256_NI_MSG(eval($1 + 1))
	movdqa	SHA256_NI_MSG($1), T
	pslldq	<$>12, T
	paddd	T, SHA256_NI_MSG(eval($1 + 1))>)
	pshufd	<$>0x0e, WK, WK
	sha256rnds2	WK, CDGH, ABEF
ifelse(eval(($1) != 0 && ($1) / 13 == 0), 1, <
	sha256msg1	SHA256_NI_MSG($1), SHA256_NI_MSG(eval($1 - 1))>)>)

dnl SHA256_NI_ROUNDS: the 64 rounds, the message words in MSG0..MSG3.
define(<SHA256_NI_ROUNDS>, <forloop(<i>, 0, 15, <SHA256_NI_QROUND(i)>)>)

dnl SHA256_NI_STATE_IN(state): a..h in memory order at STATE to the
dnl ABEF/CDGH form the instructions use.
define(<SHA256_NI_STATE_IN>, <
	movdqu	($1), T			C d c b a (dword 3 first)
	movdqu	16($1), CDGH		C h g f e
	pshufd	<$>0xb1, T, T		C c d a b
	pshufd	<$>0x1b, CDGH, CDGH	C e f g h
	movdqa	T, ABEF
	palignr	<$>8, CDGH, ABEF	C a b e f
	shufps	<$>0xe4, T, CDGH	C c d g h>)

dnl SHA256_NI_STATE_OUT(low, high): back to a..h, a..d in LOW and e..h
dnl in HIGH (LOW may be ABEF, HIGH may be CDGH; neither is T).
define(<SHA256_NI_STATE_OUT>, <
	pshufd	<$>0x1b, ABEF, T	C f e b a
	pshufd	<$>0xb1, CDGH, CDGH	C d c h g
	movdqa	T, $1
	shufps	<$>0xe4, CDGH, $1	C d c b a
	palignr	<$>8, T, CDGH		C h g f e
ifelse($2, CDGH, , <	movdqa	CDGH, $2>)>)

dnl SHA256_NI_LAST(exit[, store]): the message of HASH, a struct
dnl symcrypt_sha256_ctx (symcrypt/sha2.h: count at 32, index at 40,
dnl block at 44), padded in registers (x86_64/m4/sha-pad.m4) and its last
dnl block or two compressed from HASH's state; jumps to EXIT with the
dnl result in ABEF and CDGH.  With STORE, each padded block is stored
dnl into HASH's block too.  The user's RODATA has .Lbswap and .LK.
define(<SHA256_NI_LAST>, <
	SHA_PAD_LENGTH(32, 40)

	C the state, the constants
	SHA256_NI_STATE_IN(HASH)
	lea	.LK(%rip), K
	movdqa	.Lbswap(%rip), BSWAP

	C the message and its padding, less the length
	SHA_PAD_QUARTERS(44, MSG0, MSG1, MSG2, MSG3)
	SHA_PAD_BLOCKS(MSG0, MSG1, MSG2, MSG3, <
	forloop(<i>, 0, 3, <pshufb	BSWAP, SHA256_NI_MSG(i)
	>)movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	SHA256_NI_ROUNDS
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH>, $1, ifelse($2, store, 44))>)
