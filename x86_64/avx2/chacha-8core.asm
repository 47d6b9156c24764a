dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/chacha-8core.asm -- eight ChaCha blocks side by side, AVX2.
C
C Why: long messages.  Register Xi holds word i of eight blocks, one per
C 32-bit lane, so one instruction does eight blocks' work and the four
C quarter rounds of a round are independent streams, which run side by
C side, step by step (CHACHA8_BODY, x86_64/m4/chacha-avx2.m4).  AVX2 rotates by
C 16 and 8 with one vpshufb; by 12 and 7 with two shifts and an OR
C through one temporary.  Sixteen words and the temporary need
C seventeen registers, so word 11 lives in the frame: a c word, which a
C step reads once (c += d, as a memory operand) and writes back once.
C At the end a 4x4 transpose within each 128-bit half turns lanes into
C blocks k and k + 4.
C
C Counters are computed in vector registers: eight 32-bit stores read
C back as one 32-byte load cannot be forwarded.
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row, fifteen runs; AMD EPYC Zen 4, family 25 model 17, 2026-11-23):
C 373-377 (median 377), the fused crypt 370-373 (370).  A round takes
C 17.5 ticks = 25 cycles against a chain of 16 (four steps of add, XOR
C and a 2-cycle rotate): the chain bounds it, not the pipes
C (doc/x86_64-stream.md, "The AVX2 ChaCha rounds", with the variants
C measured on the way).

dnl void _symcrypt_chacha_8core(uint32_t *dst, const uint32_t *src,
dnl                             unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-avx2.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)
CHACHA8_REGS

PROLOGUE(_symcrypt_chacha_8core)
CHACHA8_BODY
EPILOGUE(_symcrypt_chacha_8core)

CHACHA8_RODATA
