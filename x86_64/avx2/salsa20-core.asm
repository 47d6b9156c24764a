dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/salsa20-core.asm -- one Salsa20 block in four xmm rows,
C AVX2 (VEX encoding, vpblendd).
C
C Why: messages of one block (up to 64 bytes, and the HSalsa20 of
C XSalsa20).  The block is turned into diagonal order (x86_64/m4/salsa20-rows.m4,
C SALSA_ROWS_*), so each round is four steps x ^= (y + z) <<< n on
C whole rows, with one vpshufd per row between column and row rounds.
C A step is five operations (add, two shifts, two XORs into x), a
C chain of four one-cycle ones on Zen 4.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 224, and
C 217-227 with the state loaded in diagonal order a word at a time
C (x86_64/m4/salsa20-rows.m4, SALSA_ROWS_DIAG1); the C code 253.

dnl void _symcrypt_salsa20_core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%xmm<>eval($1)>)	dnl rows 0..3 of the block
define(<P0>, <%xmm4>)
define(<P1>, <%xmm5>)
define(<P2>, <%xmm6>)
define(<P3>, <%xmm7>)
define(<TA>, <P0>)
define(<TB>, <P1>)
define(<T>, <%xmm8>)
define(<I>, <%xmm<>eval(9 + $1)>)	dnl the input, in diagonal order

define(<VMOV>, <vmovdqa>)
define(<BLEND>, <vpblendd $<>$1, $2, $3, $4>)
PROLOGUE(_symcrypt_salsa20_core)
	SALSA_ROWS_CORE1
EPILOGUE(_symcrypt_salsa20_core)
