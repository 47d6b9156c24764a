dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/chacha-8core.asm -- eight ChaCha blocks in two groups
C of four zmm rows, AVX-512.
C
C Why: 257 to 512 bytes.  As chacha-4core.asm, four blocks per group
C of zmm rows; the rounds of the two groups are interleaved, two
C independent chains for the out-of-order core.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 357; the AVX2
C column-wise 8-block core 393, the 16-block one 481.

dnl void _symcrypt_chacha_8core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%zmm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<D0>, <%zmm16>)	dnl row 3 of each group as it starts
define(<D1>, <%zmm17>)
define(<T0>, <%zmm18>)
define(<T1>, <%zmm19>)
define(<T2>, <%zmm20>)
define(<T3>, <%zmm21>)
define(<T4>, <%zmm22>)
define(<T5>, <%zmm23>)
define(<T6>, <%zmm24>)

define(<ROWS_VPROLD>)

PROLOGUE(_symcrypt_chacha_8core)
	CHACHA_ROWS_ZMM(2)
EPILOGUE(_symcrypt_chacha_8core)

CHACHA_ROWS_ZMM_RODATA(2)
