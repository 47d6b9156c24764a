dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/salsa20-4core.asm -- four Salsa20 blocks in two groups of
C four ymm rows, AVX2.
C
C Why: 129 to 256 bytes.  As salsa20-2core.asm, two blocks per group
C of ymm rows; the two groups' rounds are interleaved, two independent
C chains for the out-of-order core.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 276; the C twin
C (vectorized by gcc) 448.

dnl void _symcrypt_salsa20_4core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<TA0>, <%ymm8>)
define(<TB0>, <%ymm9>)
define(<TA1>, <%ymm10>)
define(<TB1>, <%ymm11>)
define(<TA>, <TA$1>)
define(<TB>, <TB$1>)
define(<P0>, <TA0>)	dnl the temporaries of the diagonal order
define(<P1>, <TB0>)
define(<P2>, <TA1>)
define(<P3>, <TB1>)
define(<T>, <%ymm12>)
define(<T2>, <%ymm13>)

define(<VMOV>, <vmovdqa>)
define(<BLEND>, <vpblendd $<>eval($1 * 0x11), $2, $3, $4>)

PROLOGUE(_symcrypt_salsa20_4core)
	SALSA_ROWS_YMM(2)
EPILOGUE(_symcrypt_salsa20_4core)

SALSA_ROWS_YMM_RODATA(2)
