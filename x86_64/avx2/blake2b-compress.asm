dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/blake2b-compress.asm -- the BLAKE2b compression function
C by rows, AVX2.
C
C Why: as x86_64/avx512/blake2b-compress.asm, without vprorq: the
C rotations by 32, 24 and 16 are one vpshufd or vpshufb, by 63 an add,
C a shift and an or; each message word is broadcast from the block and
C blended into place (x86_64/m4/blake2b-rows.m4).
C
C Bound on Zen 4: the chain of a step's second half grows by one cycle
C (the rotation by 63 is two deep), 26 cycles a round, 312 a block,
C 2.44 cycles per byte; about 950 vector operations a block, 240 cycles
C on four pipes.
C Measured: doc/blake2.md.

dnl void _symcrypt_blake2b_compress(uint64_t *state, size_t length,
dnl                                 const uint8_t *data, unsigned last_bit)

INCLUDE_SRC(<x86_64/m4/blake2b-rows.m4>)dnl
define(<STATE>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DATA>, <%rdx>)
define(<LAST>, <%ecx>)
define(<CTR0>, <%r8>)		dnl the counter, low and high words
define(<CTR1>, <%r9>)
define(<BYTES>, <%r10>)		dnl bytes of the block
define(<FINAL>, <%r11>)		dnl its flag: 0 or all ones
define(<H0>, <%ymm0>)		dnl the chaining value
define(<H1>, <%ymm1>)
define(<VA>, <%ymm2>)		dnl the rows of the state
define(<VB>, <%ymm3>)
define(<VC>, <%ymm4>)
define(<VD>, <%ymm5>)
define(<X>, <%ymm6>)		dnl a step's message words, x and y
define(<Y>, <%ymm7>)
define(<T>, <%ymm8>)		dnl temporaries
define(<U>, <%ymm9>)
define(<R16>, <%ymm10>)		dnl the vpshufb patterns
define(<R24>, <%ymm11>)

PROLOGUE(_symcrypt_blake2b_compress)
	B2B_COMPRESS
	ret
EPILOGUE(_symcrypt_blake2b_compress)

B2B_CONSTANTS
