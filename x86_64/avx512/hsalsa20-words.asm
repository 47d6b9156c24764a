dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/hsalsa20-words.asm -- HSalsa20 in four xmm rows,
C AVX-512VL (vpternlogd).
C
C Why: as x86_64/hsalsa20-words.asm, with the rounds of
C x86_64/avx512/salsa20-core.asm.


INCLUDE_SRC(<x86_64/m4/salsa20-rows.m4>)dnl
SALSA_HSALSA_REGS
define(<ROWS_VPROLD>)
define(<ROWS_TERNLOG>)

PROLOGUE(_symcrypt_hsalsa20_words)
	SALSA_ROWS_HSALSA
EPILOGUE(_symcrypt_hsalsa20_words)

ROWS_SIGMA_RODATA
