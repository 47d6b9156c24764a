dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/hsalsa20-words.asm -- HSalsa20 in four xmm rows, SSE2.
C
C Why: XSalsa20 runs HSalsa20 once per message, so at 16 to 64 bytes
C it is half the work.  The C twin fills a buffer word by word, runs
C the one-block core on it and subtracts the input again (or, where
C the core is the C one, as in the SSE2 and SSSE3 tiers, runs the
C rounds in C); here the rows come straight from KEY and IN in the
C diagonal order of x86_64/m4/salsa20-rows.m4 and only the eight output
C words are stored.


INCLUDE_SRC(<x86_64/m4/salsa20-rows.m4>)dnl
SALSA_HSALSA_REGS

define(<ROWS_SSE>)

PROLOGUE(_symcrypt_hsalsa20_words)
	SALSA_ROWS_HSALSA
EPILOGUE(_symcrypt_hsalsa20_words)

ROWS_SIGMA_RODATA
