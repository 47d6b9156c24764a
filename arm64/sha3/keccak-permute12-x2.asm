dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha3/keccak-permute12-x2.asm -- Keccak-p[1600, 12] (RFC 9861,
C 2.2) on two states at once with the Armv8.2 SHA3 instructions.

C void _symcrypt_keccak_permute12_x2(uint64_t *states)
C
C STATES holds the two states interleaved as
C arm64/sha3/keccak-absorb-x2.asm has them, lane (x, y) of state j at
C index 2 (x + 5y) + j, one state in each half of v0-v24.
C
C Why: KangarooTwelve's leaves (src/keccak/k12.c), two at a time, in the
C rounds of arm64/keccak-sha3.m4 (80 instructions a round for both
C states) from round 12.
C
C Needs: HWCAP_SHA3.

INCLUDE_SRC(<arm64/keccak-sha3.m4>)dnl
	ARCH_SHA3

PERMUTE_STATES(_symcrypt_keccak_permute12_x2, 2d, 16, <SHA3_ROUNDS(RC, COUNT, 12)>)

RC_TABLE
