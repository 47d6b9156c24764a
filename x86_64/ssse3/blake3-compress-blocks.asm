dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/blake3-compress-blocks.asm -- the blocks of a chunk but
C its last, compressed one after the other on rows, SSSE3.
C
C Why: as x86_64/avx2/blake3-compress-blocks.asm, the chaining value
C stays in two xmm registers from block to block, and only words 0..7
C of each output are made.  The rounds are
C x86_64/ssse3/blake3-compress.asm's (x86_64/m4/blake3-ssse3.m4).
C Measured: doc/blake3.md.

dnl void _symcrypt_blake3_compress_blocks(uint32_t *cv,
dnl     const uint8_t *data, size_t blocks, const uint32_t *tail)
dnl src/functions.def has the contract.

INCLUDE_SRC(<x86_64/m4/blake3-ssse3.m4>)dnl
define(<CV>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the block
define(<BLOCKS>, <%rdx>)
define(<TAIL>, <%rcx>)
define(<TAIL_ROW>, <%xmm0>)	dnl row d of the next block's state
define(<REST>, <%xmm1>)		dnl the tail's bits but CHUNK_START
define(<VA>, <%xmm2>)		dnl the rows of the state
define(<VB>, <%xmm3>)
define(<VC>, <%xmm4>)
define(<VD>, <%xmm5>)
define(<X>, <%xmm6>)		dnl a step's message words, x and y
define(<Y>, <%xmm7>)
define(<T>, <%xmm8>)		dnl temporaries
define(<U>, <%xmm9>)
define(<R16>, <%xmm10>)		dnl the pshufb patterns
define(<R8>, <%xmm11>)
define(<B2S_SSE>)

PROLOGUE(_symcrypt_blake3_compress_blocks)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C the chaining value in rows a and b, the tail in TAIL_ROW
	movdqu	(CV), VA
	movdqu	16(CV), VB
	B3_TAIL(TAIL_ROW)
	movdqa	.Lrest(%rip), REST
	movdqa	.Lb2s_rot16(%rip), R16
	movdqa	.Lb2s_rot8(%rip), R8
.Lblock:
	movdqa	.Lb2s_iv(%rip), VC
	movdqa	TAIL_ROW, VD
	C the blocks after the first are not the chunk's start
	pand	REST, TAIL_ROW
forloop(<r>, 0, 6, <B3_ROUND(r)
>)dnl
	C the next chaining value, words 0..7 of the output
	pxor	VC, VA
	pxor	VD, VB
	add	$<>64, DATA
	dec	BLOCKS
	jnz	.Lblock
	movdqu	VA, (CV)
	movdqu	VB, 16(CV)
.Ldone:
	ret
EPILOGUE(_symcrypt_blake3_compress_blocks)

B2S_CONSTANTS
C every bit of the tail but CHUNK_START, bit 0 of its last word
	.p2align 4
.Lrest:
	.long	-1, -1, -1, -2
