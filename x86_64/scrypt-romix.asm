dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/scrypt-romix.asm -- scrypt's ROMix with BlockMix over
C Salsa20/8, SSE2.
C
C Why: ROMix is 4 * R * N Salsa20/8 blocks in one dependent chain, whose
C length is the latency of the quarter rounds; the C twin's compiler
C code keeps a block in general registers and spills.  Here a block
C stays in four xmm rows in diagonal order, the table too
C (x86_64/m4/scrypt.m4), each step x ^= (y + z) <<< n an add, two
C shifts and two XORs: four cycles.  The lines of V_j are prefetched as
C soon as j is known.
C
C V is read at the index Integerify gives: scrypt's definition
C (scripts/ct-scan.allow).  Nothing is written to the stack; the xmm
C registers are zeroed before the return.
C
C Measured (symcrypt_scrypt N = 2^14, r = 8, p = 1, hashes a second of
C process time, best of four interleaved runs; Intel Xeon family 6 model
C 167 at 2.6 GHz, shared, 2026-11-28): 47.5 with the work area given,
C 37.4 with it mapped (x86_64/avx512: 53.7 and 41.2; the C twin, mapped,
C 28.2).  libsodium 1.0.18 (SSE2) 34.4 and OpenSSL 3.0 27.7, which
C allocate in the call.  The bound, and the figures at N = 2^20:
C doc/scrypt.md.

dnl void _symcrypt_scrypt_romix(uint32_t *b, uint32_t *v, uint32_t *t,
dnl                             size_t n, size_t r)

INCLUDE_SRC(<x86_64/m4/scrypt.m4>)dnl

PROLOGUE(_symcrypt_scrypt_romix)
	SCRYPT_ROMIX
EPILOGUE(_symcrypt_scrypt_romix)
