dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/alu6/sha512-compress.asm -- SHA-512 compression for cores with
C six integer ALUs (AMD Zen 5): rounds four operations deep, the second
C block of a pair in a loop.

C Why: Zen 5 has six integer ALUs, so the 22 ALU operations of the
C bmi2 and avx512 files' rounds would fit in four cycles, below their
C chains, five deep from e to e and from a to a; but their loops, two
C blocks of 80 unrolled rounds (5,200 instructions, 22 KB), run at the
C front end's pace there: rounds with two more operations ran 40%
C slower in the avx512 file.  Here the rounds are SHA2_ROUND4 (24 ALU
C operations on chains four deep: four cycles a round on six ALUs, six
C on four, so src/models.tab chooses this file only for Zen 5), and
C the second block's rounds run as a loop of eight from the frame
C (SHA2_BLOCKS_ROLLED: 3,650 instructions, 16 KB).  The schedule is
C the bmi2 file's: two blocks in the two lanes of a ymm, spread inside
C the first block's rounds.
C
C Measured on AMD EPYC Zen 5 (family 26 model 2): doc/x86_64-hash.md,
C "Zen 5: SHA-2 rounds four deep".

dnl void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 128-byte
dnl blocks, any alignment.

INCLUDE_SRC(<x86_64/m4/sha512-pair.m4>)dnl
define(<SHA2_ANDN>, <1>)
define(<SHA2_SHORT>, <1>)
SHA512_AVX2_COMPRESS(<SHA2_BLOCKS_ROLLED>)
