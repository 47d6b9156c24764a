dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-permute12-x2.asm -- Keccak-p[1600, 12] (RFC 9861,
C 2.2) on two states at once, one state per 64-bit element of the xmm
C registers, AVX-512 F and VL (vpternlogq, vprolq).
C
C Why: the one-state rounds (x86_64/avx512/keccak-permute12.asm) leave
C the high element of each xmm register idle; with the second state
C there, two states cost the instructions of one.  KangarooTwelve hashes
C its first chunk beside the first leaf with it, and two or three leaves
C at a time.  xmm registers only (no 512-bit frequency licence); pi
C renames the registers, so after twelve rounds the lanes are stored
C from the registers it left them in.

dnl void _symcrypt_keccak_permute12_x2(uint64_t *states)
dnl STATES holds two states interleaved: lane (x, y) of state j at
dnl index 2 (x + 5y) + j, host order, any alignment.

INCLUDE_SRC(<x86_64/m4/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <xmm>)
define(<KECCAK_BCST>, <{1to2}>)
define(<STATES>, <%rdi>)

PROLOGUE(_symcrypt_keccak_permute12_x2)
	KU_PERMUTE(12, <vmovdqu64>, 16, STATES)
EPILOGUE(_symcrypt_keccak_permute12_x2)

KECCAK_RC_TABLE
