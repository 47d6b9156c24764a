dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha_ni/sha256-2compress.asm -- SHA-256 compression of two
C independent messages at once with the SHA extensions.

C Why: a block of one message is one chain of 32 sha256rnds2, each
C waiting for the one before, so the one-message code runs at the
C instruction's latency and leaves the SHA unit idle between rounds.
C Two messages give the out-of-order core a second chain to issue in
C those gaps.  Used by symcrypt_sha256_many, the HMAC _many functions
C and PBKDF2 (src/sha2/md-many.c, src/kdf/pbkdf2.c).
C Measured (symcrypt-benchmark, AMD EPYC Zen 5, family 26 model 2,
C 2026-11-23): see doc/x86_64-hash.md, "Many messages at once".

dnl void _symcrypt_sha256_2compress(uint32_t *state0, uint32_t *state1,
dnl                                  size_t blocks,
dnl                                  const uint8_t *data0,
dnl                                  const uint8_t *data1)
dnl STATE0 and STATE1 hold a..h in host order; DATA0 and DATA1 are
dnl BLOCKS whole 64-byte blocks each, any alignment.  Needs SSSE3
dnl (pshufb, palignr) besides the SHA extensions, nothing from SSE4.
dnl The two streams are A (STATE0, DATA0) and B (STATE1, DATA1); each
dnl macro below takes the stream as its last argument.  The saved
dnl states live in the red zone (a leaf function).

INCLUDE_SRC(<x86_64/m4/sha256-k.m4>)dnl
define(<STATE0>, <%rdi>)
define(<STATE1>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA_A>, <%rcx>)
define(<DATA_B>, <%r8>)
define(<K>, <%rax>)		dnl the round constants
define(<WK>, <%xmm0>)		dnl W + K for either stream: sha256rnds2
				dnl reads it from %xmm0 only
define(<ABEF_A>, <%xmm1>)	dnl a, b, e, f in dwords 3, 2, 1, 0
define(<CDGH_A>, <%xmm2>)	dnl c, d, g, h in dwords 3, 2, 1, 0
define(<MSG0_A>, <%xmm3>)	dnl four message words each, rotating
define(<MSG1_A>, <%xmm4>)
define(<MSG2_A>, <%xmm5>)
define(<MSG3_A>, <%xmm6>)
define(<T_A>, <%xmm7>)
define(<ABEF_B>, <%xmm8>)
define(<CDGH_B>, <%xmm9>)
define(<MSG0_B>, <%xmm10>)
define(<MSG1_B>, <%xmm11>)
define(<MSG2_B>, <%xmm12>)
define(<MSG3_B>, <%xmm13>)
define(<T_B>, <%xmm14>)
define(<BSWAP>, <%xmm15>)	dnl pshufb mask: big-endian words
dnl The chaining words at the start of the block, 16-byte aligned
dnl (%rsp is 8 past a multiple of 16 on entry).
define(<ABEF_SAVE_A>, <-72(%rsp)>)
define(<CDGH_SAVE_A>, <-56(%rsp)>)
define(<ABEF_SAVE_B>, <-40(%rsp)>)
define(<CDGH_SAVE_B>, <-24(%rsp)>)

dnl MSG(n, s): the register of stream s holding words 4n..4n+3.
define(<MSG>, <ifelse(eval(($1) % 4), 0, <MSG0_$2>, eval(($1) % 4), 1, <MSG1_$2>,
	eval(($1) % 4), 2, <MSG2_$2>, <MSG3_$2>)>)

dnl Rounds 4n..4n+3 of stream s in two halves, and the schedule work
dnl that overlaps them: finish words 4(n+1).. (add w[i-7], then
dnl sha256msg2 with w[i-4..i-1]) and start words 4(n+3).. (sha256msg1 of
dnl w[i-16..] with w[i-12..]).  The halves of A and B alternate, so that
dnl each sha256rnds2 is followed by one of the other chain.  WK holds
dnl one stream's W + K at a time: the second half makes it again.
dnl (< and > quote in m4, so 3 <= n <= 14 reads n / 3 != 0 && n / 15 == 0.)
define(<HALF1>, <
	movdqa	MSG($1, $2), WK
	paddd	eval(16 * ($1))(K), WK
	sha256rnds2	WK, ABEF_$2, CDGH_$2
ifelse(eval(($1) / 3 != 0 && ($1) / 15 == 0), 1, <
	movdqa	MSG($1, $2), T_$2
	palignr	<$>4, MSG(eval($1 - 1), $2), T_$2
	paddd	T_$2, MSG(eval($1 + 1), $2)
	sha256msg2	MSG($1, $2), MSG(eval($1 + 1), $2)>)>)
define(<HALF2>, <
	movdqa	MSG($1, $2), WK
	paddd	eval(16 * ($1))(K), WK
	pshufd	<$>0x0e, WK, WK
	sha256rnds2	WK, CDGH_$2, ABEF_$2
ifelse(eval(($1) != 0 && ($1) / 13 == 0), 1, <
	sha256msg1	MSG($1, $2), MSG(eval($1 - 1), $2)>)>)

dnl QROUNDS(n): rounds 4n..4n+3 of both streams.
define(<QROUNDS>, <HALF1($1, A)
HALF1($1, B)
HALF2($1, A)
HALF2($1, B)>)

dnl LOAD(n, s): message words 4n..4n+3 of stream s, byte-swapped.
define(<LOAD>, <
	movdqu	eval(16 * ($1))(DATA_$2), MSG($1, $2)
	pshufb	BSWAP, MSG($1, $2)>)

dnl GET_STATE(ptr, s): a..h at ptr to the ABEF/CDGH form of stream s.
define(<GET_STATE>, <
	movdqu	($1), T_$2		C d c b a (dword 3 first)
	movdqu	16($1), CDGH_$2		C h g f e
	pshufd	<$>0xb1, T_$2, T_$2	C c d a b
	pshufd	<$>0x1b, CDGH_$2, CDGH_$2	C e f g h
	movdqa	T_$2, ABEF_$2
	palignr	<$>8, CDGH_$2, ABEF_$2	C a b e f
	shufps	<$>0xe4, T_$2, CDGH_$2	C c d g h>)

dnl PUT_STATE(ptr, s): back to a..h at ptr.
define(<PUT_STATE>, <
	pshufd	<$>0x1b, ABEF_$2, T_$2	C f e b a
	pshufd	<$>0xb1, CDGH_$2, CDGH_$2	C d c h g
	movdqa	T_$2, ABEF_$2
	shufps	<$>0xe4, CDGH_$2, ABEF_$2	C d c b a
	palignr	<$>8, T_$2, CDGH_$2	C h g f e
	movdqu	ABEF_$2, ($1)
	movdqu	CDGH_$2, 16($1)>)

PROLOGUE(_symcrypt_sha256_2compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	GET_STATE(STATE0, A)
	GET_STATE(STATE1, B)
	lea	.LK(%rip), K
	movdqa	.Lbswap(%rip), BSWAP

	ALIGN_FUNCTION
.Loop:
	C keep the chaining words for the final additions
	movdqa	ABEF_A, ABEF_SAVE_A
	movdqa	CDGH_A, CDGH_SAVE_A
	movdqa	ABEF_B, ABEF_SAVE_B
	movdqa	CDGH_B, CDGH_SAVE_B
	forloop(<i>, 0, 3, <LOAD(i, A)
	LOAD(i, B)>)
	forloop(<i>, 0, 15, <QROUNDS(i)>)
	paddd	ABEF_SAVE_A, ABEF_A
	paddd	CDGH_SAVE_A, CDGH_A
	paddd	ABEF_SAVE_B, ABEF_B
	paddd	CDGH_SAVE_B, CDGH_B
	add	<$>64, DATA_A
	add	<$>64, DATA_B
	sub	<$>1, BLOCKS
	jnz	.Loop

	PUT_STATE(STATE0, A)
	PUT_STATE(STATE1, B)
.Ldone:
	ret
EPILOGUE(_symcrypt_sha256_2compress)

RODATA
	.p2align 6
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.LK:
	SHA256_K
