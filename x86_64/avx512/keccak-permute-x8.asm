dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-permute-x8.asm -- Keccak-p[1600, 24] on eight
C states at once, one state per 64-bit element of the zmm registers,
C AVX-512 F and VL (vpternlogq, vprolq).
C
C Why: the rounds of x86_64/m4/keccak-avx512.m4 on zmm registers do the
C work of eight states with the instructions of one.  Zen 4 runs a
C 512-bit operation as two 256-bit halves, so the bound is twice that
C of the one-state file: the unrolled rounds (KECCAK_ROUNDS_X8) are 99
C operations, 49.5 cycles a round, 1188 a permutation of all eight,
C 149 cycles a state against 594 for the one-state bound (the same
C rounds on xmm registers).
C
C Measured: doc/sha3.md, "Eight states, AVX-512".

dnl void _symcrypt_keccak_permute_x8(uint64_t *states)
dnl STATES holds eight states interleaved: lane (x, y) of state j at
dnl index 8 (x + 5y) + j, host order, any alignment.

INCLUDE_SRC(<x86_64/m4/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <zmm>)
define(<KECCAK_BCST>, <{1to8}>)
define(<STATES>, <%rdi>)

PROLOGUE(_symcrypt_keccak_permute_x8)
	KU_PERMUTE(0, <vmovdqu64>, 64, STATES)
EPILOGUE(_symcrypt_keccak_permute_x8)

KECCAK_RC_TABLE
