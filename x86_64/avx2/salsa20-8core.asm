dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/salsa20-8core.asm -- eight Salsa20 blocks side by side, AVX2.
C
C Why: long messages.  Register Xi holds word i of eight blocks, one
C per 32-bit lane, so one instruction does eight blocks' work, the
C column and row rounds need no shuffles, and the four quarter rounds
C of a round are independent streams.  A step b ^= rol(a + d, n) is
C five ops (add, two shifts, two XORs into b), 4 * 4 * 5 = 80 per
C round for 512 bytes.  Sixteen words and two temporaries need eighteen
C registers, so two words are in the frame at any time.  The four
C quarter rounds run together, step by step (SALSA8_DROUND in
C x86_64/m4/salsa20-avx2.m4): the two words out are ones the step does not
C write, read as memory operands (vpaddd SLOT, a, T) and brought back
C by the XOR that writes them (vpxor SLOT, U, b), each load four steps
C after its store, off the chains; which words are out changes with the
C step (6, 11; 10, 15; 14, 3).  At the end a 4x4 transpose within each
C 128-bit half turns lanes into blocks k and k + 4.
C
C Needs AVX2.  Measured (rdtsc ticks per call, 20 rounds, p25 of 401,
C eight calls in a row; AMD EPYC Zen 4, family 25 model 17,
C 2026-11-23): 399.  The rounds take about 36 ticks (51 cycles) a
C double round for 160 vector operations (64 of them shifts, on two of
C the four pipes): the issue bound is 40 cycles, and the same mix
C without dependences runs at it; what is lost comes with the chains
C (doc/x86_64-stream.md, "Salsa20: four quarter rounds together", with
C the variants measured on the way).

dnl void _symcrypt_salsa20_8core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-avx2.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
SALSA8_REGS

PROLOGUE(_symcrypt_salsa20_8core)
SALSA8_BODY
EPILOGUE(_symcrypt_salsa20_8core)

SALSA8_RODATA
