dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/keccak-permute12-x2.asm -- Keccak-p[1600, 12] (RFC 9861, 2.2) on
C two states at once in plain NEON, for every AArch64 CPU.

C void _symcrypt_keccak_permute12_x2(uint64_t *states)
C
C STATES holds the two states interleaved as arm64/keccak-absorb-x2.asm
C has them: lane (x, y) of state j at index 2 (x + 5y) + j.
C
C Why: KangarooTwelve's leaves (src/keccak/k12.c), two at a time, in the
C rounds of keccak-absorb-x2.asm (arm64/keccak-neon-x2.m4: 163
C instructions a round for both states) from round 12.  src/models.tab
C keeps the C twin, one state after the other, where it keeps
C keccak_permute_x2's (Cortex-A53, Neoverse).

INCLUDE_SRC(<arm64/keccak-neon-x2.m4>)dnl
	ARCH_BASE

PERMUTE_STATES(_symcrypt_keccak_permute12_x2, 2d, 16, <X2_ROUNDS(12)>)

RC_TABLE
