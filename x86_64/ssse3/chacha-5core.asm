dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/chacha-5core.asm -- five ChaCha blocks, four on the
C vector units (SSSE3) and one on the integer units.
C
C Why: the keystream form of chacha-crypt-5core.asm (see there), for
C the crypt loop when 5 blocks are wanted but not all 320 bytes (the
C last block partial).  DST may be SRC.
C
C Needs SSSE3.  Measured (rdtsc ticks per call, 20 rounds, p25 of 401,
C eight calls in a row, three runs; AMD EPYC Zen 4, family 25 model 17,
C 2026-11-22): 373-380, the 4-block core 370-390.  Used on AMD Zen only
C (src/core/cpu.c, _symcrypt_cpu_integer_apart).

dnl void _symcrypt_chacha_5core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-hybrid.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-rot.m4>)dnl
CHACHA_COLS4_REGS
CHACHA_HYBRID5_REGS
COLS4_SSSE3_ROTL

PROLOGUE(_symcrypt_chacha_5core)
	C The fused crypt's argument registers: ROUNDS to %ecx, SRC to %rdx
	mov	%edx, %ecx
	mov	%rsi, %rdx
CHACHA_HYBRID5_BODY
EPILOGUE(_symcrypt_chacha_5core)

CHACHA_COLS4_RODATA
ROWS_ROT_RODATA
