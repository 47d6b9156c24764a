dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/keccak-absorb-x2.asm -- the sponge's absorbing loop of two
C states at once around Keccak-p[1600, 24] (FIPS 202) in plain NEON, for
C every AArch64 CPU.

C void _symcrypt_keccak_absorb_x2(uint64_t *states, size_t blocks,
C                                 const uint8_t *const *data,
C                                 unsigned rate)
C
C STATES holds the two states interleaved, lane (x, y) of state j at
C index 2 (x + 5y) + j, so each 16 bytes are one lane of both: lane
C (x, y) lives in vector register x + 5y, state j in its 64-bit half j
C (arm64/keccak-neon.m4).  RATE is 72, 104, 136, 144 or 168, or 0 for
C arm64/keccak-permute-x2.asm, which permutes once through here reading
C no data.
C
C Why: 25 vector registers hold both states whole, so the rounds run
C without a load or store, and every instruction does the work of two
C states.  Without the SHA3 instructions a rotation is two (shl, then
C sri inserting the bits shifted out), and chi's and-not is one bic.
C A round, for both states:
C   theta: the column parities                     20 eor
C          the D values (rotl(C[x+1], 1) ^ C[x-1]) 15
C   theta's addition, rho and pi                   73 (eor, shl, sri a
C                                                     lane; (0, 0) eor)
C          closing pi's cycle                       1 mov
C   chi: five bic, then five eor a row             50
C   iota                                            2
C   the loop                                        2
C   total                                         163
C 81.5 a state, against 104 for arm64/keccak-absorb.asm's one state in
C general registers.  Each block adds two lanes of each state from one
C 16-byte load per data pointer, paired by zip1 and zip2 (three
C instructions a lane of both states; an odd last lane takes two 8-byte
C lane loads).
C
C src/keccak/sha3-many.c runs two messages at a time through it (keccak_sha3_x2's
C C twin around it), but on the CPUs whose src/models.tab rows say
C otherwise (Cortex-A53's 64-bit NEON unit, Neoverse).
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions a message
C of sha3_256 over 1000 messages of 64 bytes and 100 of 1 KiB, gcc 12
C -O2, 2026-11-26; doc/sha3.md, "Two states at once"):
C                                     64 B   1 KiB
C   sha3_256_many, through this file  2324   16251
C   ours one at a time                2806   20941
C   OpenSSL 3.0.20 one at a time      5108   27976

INCLUDE_SRC(<arm64/keccak-neon-x2.m4>)dnl
	ARCH_BASE

ABSORB_X2(_symcrypt_keccak_absorb_x2, 0)

RC_TABLE
