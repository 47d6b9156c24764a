dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/keccak-absorb12-x2.asm -- the absorbing loop of two states at
C once with Keccak-p[1600, 12] (RFC 9861, 2.2) in plain NEON, for every
C AArch64 CPU.

C void _symcrypt_keccak_absorb12_x2(uint64_t *states, size_t blocks,
C                                   const uint8_t *const *data,
C                                   unsigned rate)
C
C STATES holds the two states interleaved as keccak-absorb-x2.asm has
C them, lane (x, y) of state j at index 2 (x + 5y) + j.  RATE is 72,
C 104, 136, 144 or 168 (KT128 168, KT256 136).
C
C Why: KangarooTwelve's leaves (src/keccak/k12.c), two at a time, stay
C in v0-v24 from block to block, where keccak-permute12-x2.asm loads
C and stores them around every block and the C twin adds the lanes in
C memory: keccak-absorb-x2.asm's loop (ABSORB_X2, arm64/keccak-neon.m4)
C with the rounds of arm64/keccak-neon-x2.m4 from round 12.
C src/models.tab keeps the C twin where it keeps keccak_permute12_x2's
C (Cortex-A53, Neoverse).
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions a byte of
C KT128 over 1 MiB, gcc 12 -O2, 2026-11-28; doc/sha3.md, "KangarooTwelve
C on arm64"): 6.18 through this file, 6.85 through
C keccak_absorb12_x2's C twin.

INCLUDE_SRC(<arm64/keccak-neon-x2.m4>)dnl
	ARCH_BASE

ABSORB_X2(_symcrypt_keccak_absorb12_x2, 12)

RC_TABLE
