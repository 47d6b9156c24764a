dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/chacha-crypt-5core.asm -- five ChaCha blocks XORed with the
C data, four on the vector units (SSE2) and one on the integer units.
C
C Why: x86_64/ssse3/chacha-crypt-5core.asm (see there) for CPUs
C without SSSE3: the SSE2 rotates of x86_64/chacha-crypt-4core.asm
C (pshuflw/pshufhw for 16, shifts for 8).  DST may be SRC.
C
C Needs SSE2 only.  Measured (rdtsc ticks per call, 20 rounds, p25 of
C 401, eight calls in a row, three runs; AMD EPYC Zen 4, family 25 model
C 17, 2026-11-22; doc/x86_64-stream.md, "One more block on the integer
C units"):
C
C   x86_64 chacha_crypt_4core            406-409 (102 per block)
C   this (5 blocks)                      412-416 (83 per block)
C
C Used on AMD Zen only (src/core/cpu.c, _symcrypt_cpu_integer_apart).

dnl void _symcrypt_chacha_crypt_5core(uint8_t *dst, const uint8_t *src,
dnl                                   const uint32_t *state,
dnl                                   unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-hybrid.m4>)dnl
CHACHA_COLS4_REGS
CHACHA_HYBRID5_REGS
define(<COLS4_PUT>, defn(<COLS4_XOR_PUT>))
define(<HYBRID_PUT>, defn(<HYBRID_XOR_PUT>))
COLS4_SSE2_ROTL

PROLOGUE(_symcrypt_chacha_crypt_5core)
CHACHA_HYBRID5_BODY
EPILOGUE(_symcrypt_chacha_crypt_5core)

CHACHA_COLS4_RODATA
