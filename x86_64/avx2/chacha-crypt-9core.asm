dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/chacha-crypt-9core.asm -- nine ChaCha blocks XORed with
C the data, eight on the vector units (AVX2) and one on the integer
C units.
C
C Why: the AVX2 8-block rounds leave the four integer ALUs idle; a
C ninth block in the general registers runs beside them
C (CHACHA_HYBRID9_BODY, x86_64/m4/chacha-avx2.m4).  Blocks 0..7 go out as in
C chacha-crypt-8core.asm (32 bytes at a time), block 8 word by word.
C The state is not written; the loop advances the counter.  DST may be
C SRC.
C
C Needs AVX2.  Measured (rdtsc ticks per call, 20 rounds, p25 of 401,
C eight calls in a row, fifteen runs; AMD EPYC Zen 4, family 25 model
C 17, 2026-11-23; doc/x86_64-stream.md, "One more block on the integer
C units" and "The AVX2 ChaCha rounds"):
C
C   x86_64/avx2 chacha_crypt_8core       370-373 (46 per block)
C   this (9 blocks)                      370-377 (41-42 per block)
C
C symcrypt_chacha_crypt at 16 KiB limited to AVX2 (Zen 4, 2026-11-22):
C 0.68 cycles a byte against 0.74 without the ninth block, 1.09-1.10x
C OpenSSL's AVX2 code.  Used on AMD Zen only (src/core/cpu.c,
C _symcrypt_cpu_integer_apart).

dnl void _symcrypt_chacha_crypt_9core(uint8_t *dst, const uint8_t *src,
dnl                                   const uint32_t *state,
dnl                                   unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-avx2.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state
CHACHA8_REGS
CHACHA_HYBRID9_REGS
define(<HYBRID_PUT>, defn(<HYBRID_XOR_PUT>))

PROLOGUE(_symcrypt_chacha_crypt_9core)
CHACHA_HYBRID9_BODY(xor)
EPILOGUE(_symcrypt_chacha_crypt_9core)

CHACHA8_RODATA
