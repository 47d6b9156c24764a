dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/salsa20-crypt-9core.asm -- nine Salsa20 blocks XORed
C with the data, eight on the vector units (AVX2) and one on the
C integer units.
C
C Why: the AVX2 8-block rounds leave the four integer ALUs idle; a
C ninth block in the general registers runs beside them
C (SALSA_HYBRID9_BODY, x86_64/m4/salsa20-avx2.m4: lea, rol, xor a step, one
C renamed temporary for both quarter rounds of a pair, six words
C sharing three registers with the frame; one scalar step after each
C half of a vector step of SALSA8_DROUND).  Blocks 0..7 go out as in
C salsa20-crypt-8core.asm (32 bytes at a time), block 8 word by word.
C The state is not written; the loop advances the counter.  DST may be
C SRC.
C
C Needs AVX2.  Measured (rdtsc ticks per call, 20 rounds, p25 of 401,
C eight calls in a row, both in one process; AMD EPYC Zen 4, family 25
C model 17, 2026-11-23; doc/x86_64-stream.md, "Salsa20: the ninth block
C too" and "Salsa20: four quarter rounds together"):
C
C   x86_64/avx2 salsa20_crypt_8core  396 (50/block)
C   this (9 blocks)                  399-403 (45/block)
C
C symcrypt_salsa20_crypt at 16 KiB limited to AVX2 (Zen 4, 2026-11-22,
C with the quarter rounds then in pairs): 0.73 ticks/byte against 0.76
C without the ninth block, 1.13x libsodium's AVX2 code.  Used on AMD Zen
C only (src/core/cpu.c, _symcrypt_cpu_integer_apart).

dnl void _symcrypt_salsa20_crypt_9core(uint8_t *dst, const uint8_t *src,
dnl                                    const uint32_t *state,
dnl                                    unsigned rounds)

INCLUDE_SRC(<x86_64/m4/salsa20-avx2.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state
SALSA8_REGS
SALSA_HYBRID9_REGS
define(<HYBRID_PUT>, defn(<HYBRID_XOR_PUT>))

PROLOGUE(_symcrypt_salsa20_crypt_9core)
SALSA_HYBRID9_BODY(xor)
EPILOGUE(_symcrypt_salsa20_crypt_9core)

SALSA8_RODATA
