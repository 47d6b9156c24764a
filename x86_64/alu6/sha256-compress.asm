dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/alu6/sha256-compress.asm -- SHA-256 compression for cores with
C six integer ALUs (AMD Zen 5): rounds four operations deep, the second
C block of a pair in a loop.

C Why: as x86_64/alu6/sha512-compress.asm, on the schedule of
C x86_64/bmi2/sha256-compress.asm (two blocks in the two lanes of a
C ymm).  Measured on AMD EPYC Zen 5 (family 26 model 2):
C doc/x86_64-hash.md, "Zen 5: SHA-2 rounds four deep".

dnl void _symcrypt_sha256_compress(uint32_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 64-byte blocks,
dnl any alignment.

INCLUDE_SRC(<x86_64/m4/sha256-pair.m4>)dnl
define(<SHA2_ANDN>, <1>)
define(<SHA2_SHORT>, <1>)
SHA256_AVX2_COMPRESS(<SHA2_BLOCKS_ROLLED>)
