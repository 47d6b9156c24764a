dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/blake3-compress.asm -- BLAKE3's compression function on
C one state, a row of four words per xmm register, SSSE3.
C
C Why: without AVX2 every message of up to 1 KiB (one chunk) ran the C
C compression.  As x86_64/ssse3/blake2s-compress.asm, the four G of a
C step side by side: a rotation by 16 or 8 is one pshufb, by 12 or 7
C two shifts and an or; the message words of a half step are loaded one
C by one and interleaved, off the chain (x86_64/m4/blake3-ssse3.m4).
C Measured: doc/blake3.md.

dnl void _symcrypt_blake3_compress(uint32_t *out, const uint32_t *cv,
dnl     const uint8_t *block, const uint32_t *tail)
dnl src/functions.def has the contract.

INCLUDE_SRC(<x86_64/m4/blake3-ssse3.m4>)dnl
define(<OUT>, <%rdi>)
define(<CV>, <%rsi>)
define(<DATA>, <%rdx>)		dnl the block
define(<TAIL>, <%rcx>)
define(<H0>, <%xmm0>)		dnl the input chaining value, kept
define(<H1>, <%xmm1>)
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

PROLOGUE(_symcrypt_blake3_compress)
	movdqu	(CV), H0
	movdqu	16(CV), H1
	movdqa	H0, VA
	movdqa	H1, VB
	movdqa	.Lb2s_iv(%rip), VC
	B3_TAIL(VD)
	movdqa	.Lb2s_rot16(%rip), R16
	movdqa	.Lb2s_rot8(%rip), R8
forloop(<r>, 0, 6, <B3_ROUND(r)
>)dnl
	C the output: a ^ c, b ^ d, then c and d XORed with the input
	C chaining value (OUT may be CV, which H0 and H1 hold)
	pxor	VC, VA
	pxor	VD, VB
	pxor	H0, VC
	pxor	H1, VD
	movdqu	VA, (OUT)
	movdqu	VB, 16(OUT)
	movdqu	VC, 32(OUT)
	movdqu	VD, 48(OUT)
	ret
EPILOGUE(_symcrypt_blake3_compress)

B2S_CONSTANTS
