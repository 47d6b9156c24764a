dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/salsa20-4core.asm -- four Salsa20 blocks in four zmm rows,
C AVX-512.
C
C Why: 129 to 256 bytes.  As salsa20-2core.asm, but each zmm register
C holds a row of four blocks, one per 128-bit lane: four blocks for
C the chain of one.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 263; the 2-block
C core 221, the 16-block one 474.

dnl void _symcrypt_salsa20_4core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%zmm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<TA0>, <%zmm16>)
define(<TB0>, <%zmm17>)
define(<TA>, <TA$1>)
define(<TB>, <TB$1>)
define(<P0>, <%zmm18>)
define(<P1>, <%zmm19>)
define(<P2>, <%zmm20>)
define(<P3>, <%zmm21>)
define(<T>, <%zmm22>)
define(<T0>, <%zmm23>)
define(<T1>, <%zmm24>)
define(<T3>, <%zmm25>)

define(<VMOV>, <vmovdqa64>)
dnl LANE_MASK(mask): the mask register SALSA_ROWS_ZMM sets up for MASK.
define(<LANE_MASK>, <ifelse($1, 0x2, <%k1>, $1, 0x8, <%k2>, <%k3>)>)
define(<BLEND>, <vpblendmd $2, $3, $4{LANE_MASK($1)}>)
define(<ROWS_VPROLD>)

PROLOGUE(_symcrypt_salsa20_4core)
	SALSA_ROWS_ZMM(1)
EPILOGUE(_symcrypt_salsa20_4core)

SALSA_ROWS_ZMM_RODATA(1)
