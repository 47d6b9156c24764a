dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/hsalsa20-words.asm -- HSalsa20 in four xmm rows, AVX2
C (VEX encoding).
C
C Why: as x86_64/hsalsa20-words.asm, with the rounds of
C x86_64/avx2/salsa20-core.asm.


INCLUDE_SRC(<x86_64/salsa20-rows.m4>)dnl
define(<LOW>, <%rdi>)
define(<HIGH>, <%rsi>)
define(<KEY>, <%rdx>)
define(<IN>, <%rcx>)
define(<ROUNDS>, <%eax>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block, diagonal order
define(<P0>, <%xmm4>)
define(<P1>, <%xmm5>)
define(<P2>, <%xmm6>)
define(<TA>, <P0>)	dnl temporaries of the rounds
define(<TB>, <P1>)

PROLOGUE(_symcrypt_hsalsa20_words)
	SALSA_ROWS_HSALSA
EPILOGUE(_symcrypt_hsalsa20_words)

ROWS_SIGMA_RODATA
