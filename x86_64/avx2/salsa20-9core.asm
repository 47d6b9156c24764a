dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/salsa20-9core.asm -- nine Salsa20 blocks, eight on the
C vector units (AVX2) and one on the integer units.
C
C Why: the keystream form of salsa20-crypt-9core.asm (see there), for
C the crypt loop when 9 blocks are wanted but not all 576 bytes.  DST
C may be SRC.
C
C Needs AVX2.  Measured (rdtsc ticks per call, 20 rounds, p25 of 401,
C eight calls in a row, interleaved with the 8-block core; AMD EPYC Zen 4,
C family 25 model 17, 2026-11-23): 396-403 (the 8-block core: 399).
C Used on AMD Zen only (src/core/cpu.c, _symcrypt_cpu_integer_apart).

dnl void _symcrypt_salsa20_9core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-avx2.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl unused
define(<SRC>, <%rdx>)		dnl the state, moved from %rsi
SALSA8_REGS
SALSA_HYBRID9_REGS

PROLOGUE(_symcrypt_salsa20_9core)
	C The fused crypt's argument registers: ROUNDS to %ecx, SRC to %rdx
	mov	%edx, %ecx
	mov	%rsi, %rdx
SALSA_HYBRID9_BODY
EPILOGUE(_symcrypt_salsa20_9core)

SALSA8_RODATA
