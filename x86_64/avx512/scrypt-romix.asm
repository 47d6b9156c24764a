dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/scrypt-romix.asm -- scrypt's ROMix with BlockMix over
C Salsa20/8, AVX-512 (VL: vpternlogd on xmm).
C
C Why: as x86_64/scrypt-romix.asm, with a shorter chain: a step x ^= (y
C + z) <<< n is an add, two shifts and a vpternlogd that XORs both into
C x, three one-cycle operations in a row against four with SSE2, and
C the Salsa20/8 chain is all ROMix waits for (x86_64/m4/scrypt.m4,
C SCRYPT_TERNLOG).
C
C V is read at the index Integerify gives: scrypt's definition
C (scripts/ct-scan.allow).  Nothing is written to the stack; only xmm0
C to xmm9 are used, and zeroed before the return.
C
C Measured (symcrypt_scrypt N = 2^14, r = 8, p = 1, hashes a second of
C process time, best of four interleaved runs; Intel Xeon family 6 model
C 167 at 2.6 GHz, shared, 2026-11-28): 53.7 with the work area given,
C 41.2 with it mapped: 35 ns, 92 cycles, a Salsa20/8 block, the chain's
C 32 steps of three cycles.  x86_64/ 47.5 and 37.4; libsodium 1.0.18
C (SSE2) 34.4 and OpenSSL 3.0 27.7, which allocate in the call.  The
C bound, and the figures at N = 2^20: doc/scrypt.md.

dnl void _symcrypt_scrypt_romix(uint32_t *b, uint32_t *v, uint32_t *t,
dnl                             size_t n, size_t r)

INCLUDE_SRC(<x86_64/m4/scrypt.m4>)dnl
define(<SCRYPT_TERNLOG>)

PROLOGUE(_symcrypt_scrypt_romix)
	SCRYPT_ROMIX
EPILOGUE(_symcrypt_scrypt_romix)
