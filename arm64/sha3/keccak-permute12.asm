dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha3/keccak-permute12.asm -- Keccak-p[1600, 12] (RFC 9861, 2.2)
C with the Armv8.2 SHA3 instructions.

C void _symcrypt_keccak_permute12(uint64_t *state)
C
C Why: TurboSHAKE's and KangarooTwelve's single state, in the rounds of
C arm64/sha3/keccak-absorb.asm (arm64/keccak-sha3.m4: 80 instructions a
C round, lane (x, y) in the low half of vector register x + 5y) from
C round 12.
C
C Needs: HWCAP_SHA3.  src/models.tab keeps the C twin where it keeps
C keccak_permute off this folder (Neoverse).

INCLUDE_SRC(<arm64/keccak-sha3.m4>)dnl
	ARCH_SHA3

PERMUTE_STATES(_symcrypt_keccak_permute12, 1d, 8, <SHA3_ROUNDS(RC, COUNT, 12)>)

RC_TABLE
