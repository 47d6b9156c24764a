dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/scrypt-romix-x2.asm -- two lanes of scrypt's ROMix side by
C side, SSE2.
C
C Why: one ROMix waits on its one chain of Salsa20/8 steps, each step
C four dependent one-cycle operations (x86_64/scrypt-romix.asm); two
C independent lanes (scrypt's P blocks, two at a time) fill the cycles
C one chain leaves idle, so a pair costs little more than one.  The
C rows of the two blocks take eight xmm registers, their instructions
C alternate, and the two tables and scratch blocks are interleaved by
C 64 bytes (x86_64/m4/scrypt.m4, SCRYPT_ROMIX_X2), so that one pointer
C walks both lanes.
C
C V is read at the index Integerify gives: scrypt's definition
C (scripts/ct-scan.allow).  Nothing is written to the stack; the xmm
C registers are zeroed before the return.
C
C Measured (symcrypt_scrypt N = 2^14, r = 8, work area given, thread
C CPU time, medians of three interleaved runs; AMD EPYC Zen 4 family 25
C model 17, load average 13, 2026-11-29): p = 2 38.1 ms, 1.51 times
C p = 1's 26.4 ms, against 52.6 ms one lane after the other.  The
C bound and the rest: doc/scrypt.md, "Two lanes".

dnl void _symcrypt_scrypt_romix_x2(uint32_t *b, uint32_t *v, uint32_t *t,
dnl                                size_t n, size_t r)

INCLUDE_SRC(<x86_64/m4/scrypt.m4>)dnl

PROLOGUE(_symcrypt_scrypt_romix_x2)
	SCRYPT_ROMIX_X2
EPILOGUE(_symcrypt_scrypt_romix_x2)
