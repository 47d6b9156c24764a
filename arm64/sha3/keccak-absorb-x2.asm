dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha3/keccak-absorb-x2.asm -- the sponge's absorbing loop of two
C states at once around Keccak-p[1600, 24] (FIPS 202) with the Armv8.2
C SHA3 instructions.

C void _symcrypt_keccak_absorb_x2(uint64_t *states, size_t blocks,
C                                 const uint8_t *const *data,
C                                 unsigned rate)
C
C STATES holds the two states interleaved, lane (x, y) of state j at
C index 2 (x + 5y) + j, so each 16 bytes are one lane of both: lane
C (x, y) lives in vector register x + 5y, state j in its 64-bit half j.
C RATE is 72, 104, 136, 144 or 168, or 0 for
C arm64/sha3/keccak-permute-x2.asm, which permutes once through here
C reading no data.
C
C Why: eor3, rax1, xar and bcax work on both halves of a register, so
C the rounds of the one-state file (arm64/keccak-sha3.m4: 80
C instructions a round) permute two states for the price of one.  Each
C block adds two lanes of each state from one 16-byte load per data
C pointer, paired by zip1 and zip2 (three instructions a lane of both
C states; an odd last lane takes two 8-byte lane loads).
C
C Needs: HWCAP_SHA3.  src/keccak/sha3-many.c runs two messages at a time
C through it (keccak_sha3_x2's C twin around it).
C
C Counted (qemu-aarch64 -cpu max, guest instructions a message of
C sha3_256 over 1000 messages of 64 bytes and 100 of 1 KiB, gcc 12 -O2,
C 2026-11-26; doc/sha3.md, "Two states at once"):
C                                     64 B   1 KiB
C   sha3_256_many, through this file  1332    8284
C   ours one at a time                2189   15995
C   OpenSSL 3.0.20 one at a time      5107   27976

INCLUDE_SRC(<arm64/keccak-sha3.m4>)dnl
	ARCH_SHA3

ABSORB_X2(_symcrypt_keccak_absorb_x2, 0)

RC_TABLE
