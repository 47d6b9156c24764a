dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/chacha-9core.asm -- nine ChaCha blocks, eight on the
C vector units (AVX2) and one on the integer units.
C
C Why: the keystream form of chacha-crypt-9core.asm (see there), for
C the crypt loop when 9 blocks are wanted but not all 576 bytes.  DST
C may be SRC.
C
C Needs AVX2.  Measured (rdtsc ticks per call, 20 rounds, p25 of 401,
C eight calls in a row, fifteen runs; AMD EPYC Zen 4, family 25 model
C 17, 2026-11-23): 373-386 (median 380; 380-383, median 383, with the
C vector rounds in pairs), the 8-block core 373-377.  Used on AMD Zen
C only (src/core/cpu.c, _symcrypt_cpu_integer_apart).

dnl void _symcrypt_chacha_9core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-avx2.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl unused
define(<SRC>, <%rdx>)		dnl the state, moved from %rsi
CHACHA8_REGS
CHACHA_HYBRID9_REGS

PROLOGUE(_symcrypt_chacha_9core)
	C The fused crypt's argument registers: ROUNDS to %ecx, SRC to %rdx
	mov	%edx, %ecx
	mov	%rsi, %rdx
CHACHA_HYBRID9_BODY
EPILOGUE(_symcrypt_chacha_9core)

CHACHA8_RODATA
