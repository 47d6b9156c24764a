dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/blake2s-compress.asm -- the BLAKE2s compression
C function by rows, SSSE3.
C
C Why: as x86_64/avx2/blake2b-compress.asm for BLAKE2b: the four G of a
C step in one xmm register, a chain of seven operations a half step
C (the rotations by 16 and 8 one pshufb, by 12 and 7 two shifts and an
C or, two deep), where the C code keeps four integer ALUs busy
C (x86_64/m4/blake2s-rows.m4 has the body).
C
C Bound on Zen 4: 28 cycles a round, 280 a block of 64 bytes, 4.4
C cycles per byte; about 560 vector operations a block, 140 cycles on
C four pipes.  Measured: doc/blake2.md.

dnl void _symcrypt_blake2s_compress(uint32_t *state, size_t length,
dnl                                 const uint8_t *data, unsigned last_bit)

INCLUDE_SRC(<x86_64/m4/blake2s-rows.m4>)dnl
define(<STATE>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)
define(<LAST>, <%ecx>)
define(<CTR>, <%r8>)		dnl the counter, its two words
define(<BYTES>, <%r10>)		dnl bytes of the block
define(<FINAL>, <%r11>)		dnl its flag: 0 or 2^32 - 1
define(<FINAL32>, <%r11d>)
define(<H0>, <%xmm0>)		dnl the chaining value
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

PROLOGUE(_symcrypt_blake2s_compress)
	B2S_COMPRESS
	ret
EPILOGUE(_symcrypt_blake2s_compress)

B2S_CONSTANTS
