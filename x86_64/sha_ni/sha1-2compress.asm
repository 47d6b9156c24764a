dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha_ni/sha1-2compress.asm -- SHA-1 compression of two
C independent messages at once with the SHA extensions.

C Why: a block of one message is one chain of 20 sha1rnds4, each
C waiting for the one before, so the one-message code runs at the
C instruction's latency; a second message gives the out-of-order core
C another chain to issue in the gaps.  Used by symcrypt_sha1_many,
C symcrypt_hmac_sha1_many and PBKDF2-HMAC-SHA1 with more than one
C output block (WPA2's 32 bytes).
C Measured (AMD EPYC Zen 5, family 26 model 2, 2026-11-23): see
C doc/x86_64-hash.md, "Many messages at once".

dnl void _symcrypt_sha1_2compress(uint32_t *state0, uint32_t *state1,
dnl                                size_t blocks,
dnl                                const uint8_t *data0,
dnl                                const uint8_t *data1)
dnl STATE0 and STATE1 hold a..e in host order; DATA0 and DATA1 are
dnl BLOCKS whole 64-byte blocks each, any alignment.  Needs SSSE3
dnl (pshufb) besides the SHA extensions, nothing from SSE4.  The two
dnl streams are A (STATE0, DATA0) and B (STATE1, DATA1); each macro
dnl below takes the stream as its last argument.  The saved states live
dnl in the red zone (a leaf function).

define(<STATE0>, <%rdi>)
define(<STATE1>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<DATA_A>, <%rcx>)
define(<DATA_B>, <%r8>)
define(<ABCD_A>, <%xmm0>)	dnl a, b, c, d in dwords 3, 2, 1, 0
define(<E0_A>, <%xmm1>)		dnl e (dword 3) plus four message words,
define(<E1_A>, <%xmm2>)		dnl alternating between quad-rounds
define(<MSG0_A>, <%xmm3>)	dnl four message words each, rotating
define(<MSG1_A>, <%xmm4>)
define(<MSG2_A>, <%xmm5>)
define(<MSG3_A>, <%xmm6>)
define(<ABCD_B>, <%xmm7>)
define(<E0_B>, <%xmm8>)
define(<E1_B>, <%xmm9>)
define(<MSG0_B>, <%xmm10>)
define(<MSG1_B>, <%xmm11>)
define(<MSG2_B>, <%xmm12>)
define(<MSG3_B>, <%xmm13>)
define(<BSWAP>, <%xmm14>)	dnl pshufb mask: big-endian words, reversed
dnl The chaining words at the start of the block, 16-byte aligned
dnl (%rsp is 8 past a multiple of 16 on entry).
define(<ABCD_SAVE_A>, <-72(%rsp)>)
define(<E_SAVE_A>, <-56(%rsp)>)
define(<ABCD_SAVE_B>, <-40(%rsp)>)
define(<E_SAVE_B>, <-24(%rsp)>)

dnl MSG(n, s): the register of stream s holding words 4n..4n+3;
dnl E(n, s): the register with e + words 4n.. for quad-round n.
define(<MSG>, <ifelse(eval(($1) % 4), 0, <MSG0_$2>, eval(($1) % 4), 1, <MSG1_$2>,
	eval(($1) % 4), 2, <MSG2_$2>, <MSG3_$2>)>)
define(<E>, <ifelse(eval(($1) % 2), 0, <E0_$2>, <E1_$2>)>)

dnl QROUND(n, s): rounds 4n..4n+3 of stream s with round function
dnl n / 5, and the schedule work beside them: finish words 4(n+1)..
dnl (sha1msg2 with w[i-4..i-1]), fold in w[i-8..] for words 4(n+2)..,
dnl start words 4(n+3).. (sha1msg1 of w[i-16..] with w[i-12..]).  E(n)
dnl is e + w, made from a copy of a taken before the previous
dnl quad-round (the e of four rounds later is a rotated by 30).
dnl (< and > quote in m4, so 3 <= n <= 18 reads n / 3 != 0 && n / 19 == 0.)
define(<QROUND>, <ifelse($1, 0, <
	paddd	MSG0_$2, E0_$2>, <
	sha1nexte	MSG($1, $2), E($1, $2)>)
	movdqa	ABCD_$2, E(eval($1 + 1), $2)
ifelse(eval(($1) / 3 != 0 && ($1) / 19 == 0), 1, <
	sha1msg2	MSG($1, $2), MSG(eval($1 + 1), $2)>)
	sha1rnds4	<$>eval(($1) / 5), E($1, $2), ABCD_$2
ifelse(eval(($1) != 0 && ($1) / 17 == 0), 1, <
	sha1msg1	MSG($1, $2), MSG(eval($1 - 1), $2)>)
ifelse(eval(($1) / 2 != 0 && ($1) / 18 == 0), 1, <
	pxor	MSG($1, $2), MSG(eval($1 + 2), $2)>)
>)

dnl QROUNDS(n): quad-round n of both streams.
define(<QROUNDS>, <QROUND($1, A)
QROUND($1, B)>)

dnl LOAD(n, s): message words 4n..4n+3 of stream s, byte-swapped, word
dnl 4n in dword 3.
define(<LOAD>, <
	movdqu	eval(16 * ($1))(DATA_$2), MSG($1, $2)
	pshufb	BSWAP, MSG($1, $2)>)

dnl GET_STATE(ptr, s): a..e at ptr to the register order of stream s.
define(<GET_STATE>, <
	movdqu	($1), ABCD_$2
	pshufd	<$>0x1b, ABCD_$2, ABCD_$2	C a b c d (dword 3 first)
	movd	16($1), E0_$2
	pslldq	<$>12, E0_$2		C e 0 0 0>)

dnl PUT_STATE(ptr, s): back to a..e at ptr.
define(<PUT_STATE>, <
	pshufd	<$>0x1b, ABCD_$2, ABCD_$2
	movdqu	ABCD_$2, ($1)
	pshufd	<$>3, E0_$2, E0_$2
	movd	E0_$2, 16($1)>)

dnl FINISH(s): the end of a block of stream s.  The final e is a from
dnl before quad-round 19, rotated, plus the old e.
define(<FINISH>, <
	sha1nexte	E_SAVE_$1, E0_$1
	paddd	ABCD_SAVE_$1, ABCD_$1>)

PROLOGUE(_symcrypt_sha1_2compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	GET_STATE(STATE0, A)
	GET_STATE(STATE1, B)
	movdqa	.Lbswap(%rip), BSWAP

	ALIGN_FUNCTION
.Loop:
	C keep the chaining words for the final additions
	movdqa	ABCD_A, ABCD_SAVE_A
	movdqa	E0_A, E_SAVE_A
	movdqa	ABCD_B, ABCD_SAVE_B
	movdqa	E0_B, E_SAVE_B
	forloop(<i>, 0, 3, <LOAD(i, A)
	LOAD(i, B)>)
	forloop(<i>, 0, 19, <QROUNDS(i)>)
	FINISH(A)
	FINISH(B)
	add	<$>64, DATA_A
	add	<$>64, DATA_B
	sub	<$>1, BLOCKS
	jnz	.Loop

	PUT_STATE(STATE0, A)
	PUT_STATE(STATE1, B)
.Ldone:
	ret
EPILOGUE(_symcrypt_sha1_2compress)

RODATA
	.p2align 4
.Lbswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
