dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/salsa20-2core.asm -- two Salsa20 blocks in four ymm rows,
C AVX2.
C
C Why: 65 to 128 bytes.  As salsa20-core.asm, with one block in each
C 128-bit lane of a ymm register: two blocks for the instructions and
C the dependency chain of one.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 230; the C twin
C 510, one block 224.

dnl void _symcrypt_salsa20_2core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<P0>, <%ymm4>)
define(<P1>, <%ymm5>)
define(<P2>, <%ymm6>)
define(<P3>, <%ymm7>)
define(<TA>, <P0>)
define(<TB>, <P1>)
define(<T>, <%ymm8>)
define(<T2>, <%ymm9>)

define(<VMOV>, <vmovdqa>)
define(<BLEND>, <vpblendd $<>eval($1 * 0x11), $2, $3, $4>)
PROLOGUE(_symcrypt_salsa20_2core)
	SALSA_ROWS_YMM(1)
EPILOGUE(_symcrypt_salsa20_2core)

SALSA_ROWS_YMM_RODATA(1)
