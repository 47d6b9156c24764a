dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/chacha-2core.asm -- two ChaCha blocks in four ymm rows,
C AVX-512 (VL: vprold on ymm).
C
C Why: 65 to 128 bytes, as x86_64/avx2/chacha-2core.asm (one block
C per 128-bit lane) with every rotate one vprold.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row; AMD EPYC Zen 4, family 25 model 17, 2026-11-22): 221, about
C one block (214); 188 with the rotates split around a vpternlogd
C (x86_64/m4/chacha-rows.m4, ROWS_TERNLOG; the chain three cycles a step
C instead of four).  The 4- and 8-block zmm cores keep vprold: there
C the two extra shifts, two issue slots each on Zen 4's 256-bit units,
C cost more than the shorter chain saves (doc/x86_64-stream.md, "Small
C messages, second round").

dnl void _symcrypt_chacha_2core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl rows 0..3, block k in lane k
define(<T>, <%ymm4>)
define(<D0>, <%ymm5>)	dnl row 3 of both blocks as they start
define(<T2>, <%ymm6>)
define(<TL>, <%ymm7>)	dnl temporaries of the rounds (ROWS_TERNLOG)
define(<TR>, <%ymm8>)
define(<ROWS_VPROLD>)
define(<ROWS_TERNLOG>)

PROLOGUE(_symcrypt_chacha_2core)
	CHACHA_ROWS_YMM(1)
EPILOGUE(_symcrypt_chacha_2core)

CHACHA_ROWS_YMM_RODATA(1)
