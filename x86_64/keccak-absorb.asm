dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/keccak-absorb.asm -- the sponge's absorbing loop around
C Keccak-p[1600, 24] (FIPS 202) in the general registers, lane
C complementing, for every x86_64 CPU (the westmere tier and the base
C of a fat build).
C
C void _symcrypt_keccak_absorb(uint64_t *state, size_t blocks,
C                              const uint8_t *data, unsigned rate)
C
C Why: the C twin's 50 lane variables do not fit in the 15 registers,
C and gcc spills them wherever it runs short, inside chi too.  Here
C (x86_64/m4/keccak-scalar.m4) the state stays in memory by design and a
C round is one pass over it: 25 loads for theta's parities, 25 for the
C rows, 25 stores, and every other operation on registers.  The six
C complemented lanes are complemented once for all the blocks, and
C each block is added to the state in memory (a complemented lane
C takes the data as well: ~a ^ d = ~(a ^ d)).
C
C Measured: doc/sha3.md, "x86_64 without AVX-512".

INCLUDE_SRC(<x86_64/m4/keccak-scalar.m4>)dnl

PROLOGUE(_symcrypt_keccak_absorb)
	KECCAK_GPR_ABSORB
EPILOGUE(_symcrypt_keccak_absorb)

KECCAK_RC_TABLE
