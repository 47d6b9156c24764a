dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/ghash-blocks.asm -- GHASH with 512-bit VPCLMULQDQ,
C sixteen blocks a reduction.
C
C Why: x86_64/aesni multiplies one block by a power of H in four
C 128-bit PCLMULQDQs; here four blocks are four 512-bit ones.  The
C sixteen blocks of a turn are multiplied by H^16 .. H^1, their
C products added unreduced (low, middle and high 128 bits of each
C lane) and reduced once, lane by lane, before the four lanes are
C added (x86_64/m4/ghash-vaes512.m4).  The key holds H^1 .. H^8
C (symcrypt/gcm.h); H^9 .. H^16 are made on entry when more than eight
C blocks come, two 512-bit multiplications by H^8.  The powers stay in
C registers: the last n < 16 blocks are loaded as the last n of a
C turn, from 16 (16 - n) bytes before them under a mask that leaves
C the lanes before them out (a masked-out lane is not read), so that
C they meet H^n .. H^1 without a table in memory; a short hash (at
C most eight blocks, the tag of a short message) uses only the two
C registers of H^8 .. H^1.
C
C Needs AVX-512 (F, BW, DQ, VL), VPCLMULQDQ and BMI2 (BZHI).

dnl The function: GHASH_BLOCKS, x86_64/m4/ghash-vaes512.m4.

INCLUDE_SRC(<x86_64/m4/ghash-vaes512.m4>)dnl

	.file "ghash-blocks.asm"
GHASH_BLOCKS
