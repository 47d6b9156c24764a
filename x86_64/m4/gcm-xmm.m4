dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/gcm-encrypt.asm, aesni/gcm-hash-keystream.asm, aesni/gcm-seal-short.asm, aesni/gcm-open-short.asm, vaes/gcm-seal-short.asm, vaes/gcm-open-short.asm.
dnl x86_64/m4/gcm-xmm.m4 -- what GCM's one-pass functions with AES-NI
dnl and PCLMULQDQ share: the state loaded and the table of powers made
dnl on entry, the counter blocks of a turn, the state stored and the
dnl table wiped on return, the constants; the one-call short seal and
dnl open (x86_64/m4/gcm-short.m4) take the constants.
INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-xmm.m4>)dnl
dnl
dnl The one-pass functions take (key, nr, counter_state, ...): KEY
dnl holds the round keys, then H^1 .. H^8; COUNTER_STATE the counter
dnl block, then the hash value.  The files name KEYS, LAST (NR on
dnl entry, then the last round key), CTR, KP (a pointer), K (a round
dnl key) and COUNTER (the counter block byte-reversed); the hash's names
dnl are those of x86-common/ghash-pclmul.m4 and ghash-xmm.m4.

dnl GCM_START: COUNTER and the hash value HI from CTR, LAST = KEYS +
dnl 16 NR, and the table of powers made from H^1 .. H^8 after it.
define(<GCM_START>, <
	movdqa	.Lbswap(%rip), BSWAP
	movdqu	(CTR), COUNTER
	pshufb	BSWAP, COUNTER
	movdqu	16(CTR), HI
	pshufb	BSWAP, HI
	shl	<$>4, %esi
	add	KEYS, LAST

	lea	16(LAST), KP		C H^1 .. H^8
	GHASH_TABLE(KP)>)

dnl COUNTERS(n): %xmm0 .. %xmm<n - 1> = the n counter blocks from
dnl COUNTER on (which is not moved), XORed with round key 0.
define(<COUNTERS>, <
	forloop(<i>, 0, eval($1 - 1), <
	movdqa	COUNTER, %xmm<>i
	ifelse(i, 0, , <paddd	.Lcounters+16*i<>(%rip), %xmm<>i
	>)pshufb	BSWAP, %xmm<>i>)
	movdqu	(KEYS), K
	forloop(<i>, 0, eval($1 - 1), <
	pxor	K, %xmm<>i>)>)

dnl GCM_FINISH: the counter and the hash value stored to CTR, the table
dnl of powers wiped (X is left zero).
define(<GCM_FINISH>, <
	pshufb	BSWAP, HI
	movdqu	HI, 16(CTR)
	pshufb	BSWAP, COUNTER
	movdqu	COUNTER, (CTR)
	GHASH_TABLE_WIPE>)

dnl GCM_RODATA: the hash's constants, then the steps from the counter
dnl block to the eight (or fewer) of a turn and to the next turn, and to
dnl the tenth of the one-call seal's first blocks.
define(<GCM_RODATA>, <
GHASH_RODATA
	.p2align 4
.Lcounters:
	forloop(<i>, 0, 9, <
	.long i, 0, 0, 0>)>)

dnl GCM_MASK: sixteen bytes of ones, then sixteen of zeros: from
dnl .Lmask + 16 - k on, the mask of the first k bytes of a block.
define(<GCM_MASK>, <
.Lmask:
	.byte 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
	.byte 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
	.byte 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>)
