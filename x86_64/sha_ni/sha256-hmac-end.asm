dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha_ni/sha256-hmac-end.asm -- the end of an HMAC-SHA256
C message with the SHA extensions: the inner hash's padding and last
C block, then the outer hash's block, the inner digest kept in
C registers between.

C Why: with a reused key and a short message the two compressions are
C most of the cost.  As two calls of sha256-compress.asm, the inner
C digest went out to memory as bytes and the outer block came back in
C with loads that no store could forward (about 10 ticks), and each call
C paid its own entry and state shuffles.  Here the inner digest's
C words are the outer block's first eight message words as they are,
C and the rest of that block is constant.  The inner block's padding
C is made in registers too: written by byte stores and memset just
C before, the block's last loads had to wait for the stores to reach
C the cache.
C Measured (AMD EPYC Zen 5, family 26 model 2, 2026-11-23): see
C doc/x86_64-hash.md, "HMAC with a reused key".

dnl void _symcrypt_sha256_hmac_end(struct symcrypt_sha256_ctx *hash,
dnl                                const uint32_t *outer)
dnl HASH's state and OUTER hold a..h in host order; its count, index
dnl (taken modulo 64) and block are only read, the block at any
dnl alignment.  Needs SSSE3 (pshufb, palignr) besides the SHA
dnl extensions.

INCLUDE_SRC(<x86_64/sha256-k.m4>)dnl
INCLUDE_SRC(<x86_64/sha256-ni.m4>)dnl
define(<HASH>, <%rdi>)		dnl struct symcrypt_sha256_ctx
define(<OUTER>, <%rsi>)
define(<INDEX>, <%rcx>)		dnl message bytes in the block, modulo 64
define(<INDEX32>, <%ecx>)
define(<BITS>, <%rdx>)		dnl the message's bit length, big-endian
define(<BLOCKS>, <%r8d>)	dnl inner blocks left: 2 when the length
				dnl does not fit after the message
define(<POS>, <%xmm11>)		dnl the byte positions of a quarter block
define(<LIMIT>, <%xmm12>)	dnl INDEX in every byte
define(<PAD80>, <%xmm13>)	dnl 0x80 in every byte
define(<SIXTEEN>, <%xmm14>)	dnl 16 in every byte

C The offsets in struct symcrypt_sha256_ctx (symcrypt/sha2.h).
define(<COUNT_OFFSET>, 32)
define(<INDEX_OFFSET>, 40)
define(<BLOCK_OFFSET>, 44)

C SHA256_PAD_QUARTER(i): message words 4i..4i+3 as bytes: the block's
C bytes below INDEX, 0x80 at INDEX, zeros after.
define(<SHA256_PAD_QUARTER>, <
	movdqu	eval(BLOCK_OFFSET + 16 * ($1))(HASH), SHA256_NI_MSG($1)
	movdqa	LIMIT, T
	pcmpgtb	POS, T			C 0xff below INDEX
	pand	T, SHA256_NI_MSG($1)
	movdqa	POS, T
	pcmpeqb	LIMIT, T		C 0xff at INDEX
	pand	PAD80, T
	por	T, SHA256_NI_MSG($1)
	paddb	SIXTEEN, POS>)

PROLOGUE(_symcrypt_sha256_hmac_end)
	C INDEX, and the bit length count * 512 + INDEX * 8
	mov	eval(INDEX_OFFSET)(HASH), INDEX32
	and	<$>63, INDEX32
	mov	eval(COUNT_OFFSET)(HASH), BITS
	shl	<$>9, BITS
	lea	(BITS, INDEX, 8), BITS
	bswap	BITS
	mov	<$>2, BLOCKS
	cmp	<$>56, INDEX32
	sbb	<$>0, BLOCKS

	C the inner state, the constants
	SHA256_NI_STATE_IN(HASH)
	lea	.LK(%rip), K
	movdqa	.Lbswap(%rip), BSWAP

	C the message and its padding, less the length
	movd	INDEX32, LIMIT
	pxor	T, T
	pshufb	T, LIMIT
	movdqa	.Lpositions(%rip), POS
	movdqa	.Lpad80(%rip), PAD80
	movdqa	.Lsixteen(%rip), SIXTEEN
	forloop(<i>, 0, 3, <SHA256_PAD_QUARTER(i)>)

.Linner:
	C the length in the last block's last eight bytes
	cmp	<$>1, BLOCKS
	jne	.Lswap
	movq	BITS, T
	pslldq	<$>8, T
	por	T, MSG3
.Lswap:
	forloop(<i>, 0, 3, <pshufb	BSWAP, SHA256_NI_MSG(i)
	>)movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	SHA256_NI_ROUNDS
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH
	dec	BLOCKS
	jz	.Louter
	C a block of zeros and the length
	forloop(<i>, 0, 3, <pxor	SHA256_NI_MSG(i), SHA256_NI_MSG(i)
	>)jmp	.Linner

.Louter:
	C the inner digest a..h is message words 0..7 of the outer block;
	C words 8..15 are the padding of 96 bytes (a block and the digest)
	SHA256_NI_STATE_OUT(MSG0, MSG1)
	movdqa	.Lpad(%rip), MSG2
	movdqa	.Lpad+16(%rip), MSG3

	C the outer block, from OUTER, into the state
	SHA256_NI_STATE_IN(OUTER)
	movdqa	ABEF, ABEF_SAVE
	movdqa	CDGH, CDGH_SAVE
	SHA256_NI_ROUNDS
	paddd	ABEF_SAVE, ABEF
	paddd	CDGH_SAVE, CDGH
	SHA256_NI_STATE_OUT(ABEF, CDGH)
	movdqu	ABEF, (HASH)
	movdqu	CDGH, 16(HASH)
	ret
EPILOGUE(_symcrypt_sha256_hmac_end)

RODATA
	.p2align 6
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Lpad:
	.long	0x80000000, 0, 0, 0, 0, 0, 0, 96 * 8
.Lpositions:
	.byte	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
.Lpad80:
	.fill	16, 1, 0x80
.Lsixteen:
	.fill	16, 1, 16
.LK:
	SHA256_K
