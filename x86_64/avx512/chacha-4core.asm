dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/chacha-4core.asm -- four ChaCha blocks in four zmm
C rows, AVX-512.
C
C Why: 129 to 256 bytes.  As chacha-2core.asm, but each zmm register
C holds a row of four blocks, one per 128-bit lane: four blocks for
C the chain of one (Zen 4 splits a zmm operation into two 256-bit
C halves, which the chain leaves room for).
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 253; the 2-block
C core 221, the 16-block one 481.

dnl void _symcrypt_chacha_4core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%zmm<>eval($1)>)	dnl rows 0..3, block k in lane k
define(<D0>, <%zmm16>)	dnl row 3 as it starts
define(<T0>, <%zmm18>)
define(<T1>, <%zmm19>)
define(<T2>, <%zmm20>)
define(<T3>, <%zmm21>)
define(<T4>, <%zmm22>)
define(<T5>, <%zmm23>)
define(<T6>, <%zmm24>)

define(<ROWS_VPROLD>)

PROLOGUE(_symcrypt_chacha_4core)
	CHACHA_ROWS_ZMM(1)
EPILOGUE(_symcrypt_chacha_4core)

CHACHA_ROWS_ZMM_RODATA(1)
