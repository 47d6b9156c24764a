dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/blake2s-compress.asm -- the BLAKE2s compression
C function by rows, AVX-512 (VL: vprord on xmm).
C
C Why: as x86_64/ssse3/blake2s-compress.asm, three-operand, with one
C vprord for the rotations by 12 and 7 where SSSE3 needs four
C operations (x86_64/m4/blake2s-rows.m4 has the body).
C
C Bound on Zen 4: a half step a chain of six one-cycle operations, 24
C cycles a round, 240 a block, 3.75 cycles per byte; about 500 vector
C operations a block, 125 cycles on four pipes.  Rotating by 12 and 7
C as b rotated XORed with c's two shifts (one vpternlogd, two
C operations on the chain from c instead of three) measured no faster
C (3.63 rdtsc ticks a byte at 16 KiB against 3.61; Zen 4, family 25
C model 17, 2026-11-25).  Measured: doc/blake2.md.

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

PROLOGUE(_symcrypt_blake2s_compress)
	B2S_COMPRESS
	vzeroupper
	ret
EPILOGUE(_symcrypt_blake2s_compress)

B2S_CONSTANTS
