dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/keccak-permute12-x4.asm -- Keccak-p[1600, 12] (RFC 9861,
C 2.2) on four states at once, one state per 64-bit element of the ymm
C registers, AVX2.
C
C Why: KangarooTwelve's leaves, four at a time, on CPUs with AVX2 and
C without AVX-512: the rounds of x86_64/avx2/keccak-permute-x4.asm
C (x86_64/m4/keccak-avx2.m4) from round 12, two rounds a loop turn.

dnl void _symcrypt_keccak_permute12_x4(uint64_t *states)
dnl STATES holds four states interleaved: lane (x, y) of state j at
dnl index 4 (x + 5y) + j, host order, any alignment.

INCLUDE_SRC(<x86_64/m4/keccak-avx2.m4>)dnl
define(<STATES>, <%rdi>)

PROLOGUE(_symcrypt_keccak_permute12_x4)
	KX4_ENTER
	KX4_PERMUTE(STATES, 12)
	KX4_LEAVE
	vzeroupper
	ret
EPILOGUE(_symcrypt_keccak_permute12_x4)

KX4_TABLES
