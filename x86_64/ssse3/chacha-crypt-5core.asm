dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/chacha-crypt-5core.asm -- five ChaCha blocks XORed with
C the data, four on the vector units (SSSE3) and one on the integer
C units.
C
C Why: the SSSE3 4-block rounds take about 25 cycles each (a chain of
C 16, an issue bound of about 14) and leave the four integer ALUs idle;
C a fifth block in the general registers runs beside them
C (CHACHA_HYBRID5_BODY, x86_64/m4/chacha-hybrid.m4).
C Blocks 0..3 go out as in chacha-crypt-4core.asm (COLS4_XOR_PUT),
C block 4 word by word (HYBRID_XOR_PUT).  The state is not written;
C the loop advances the counter.  DST may be SRC.
C
C Needs SSSE3.  Measured (rdtsc ticks per call, 20 rounds, p25 of 401,
C eight calls in a row, three runs; AMD EPYC Zen 4, family 25 model 17,
C 2026-11-22; doc/x86_64-stream.md, "One more block on the integer
C units"):
C
C   x86_64/ssse3 chacha_crypt_4core      373-377 (93 per block)
C   this (5 blocks)                      377-380 (75 per block)
C
C symcrypt_chacha_crypt at 16 KiB limited to SSSE3: 1.22 cycles/byte,
C 1.19x OpenSSL's SSSE3 code (1.49 without this core).  Used on AMD Zen only
C (src/core/cpu.c, _symcrypt_cpu_integer_apart).

dnl void _symcrypt_chacha_crypt_5core(uint8_t *dst, const uint8_t *src,
dnl                                   const uint32_t *state,
dnl                                   unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-hybrid.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-rot.m4>)dnl
CHACHA_COLS4_REGS
CHACHA_HYBRID5_REGS
define(<COLS4_PUT>, defn(<COLS4_XOR_PUT>))
define(<HYBRID_PUT>, defn(<HYBRID_XOR_PUT>))
COLS4_SSSE3_ROTL

PROLOGUE(_symcrypt_chacha_crypt_5core)
CHACHA_HYBRID5_BODY
EPILOGUE(_symcrypt_chacha_crypt_5core)

CHACHA_COLS4_RODATA
ROWS_ROT_RODATA
