dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/keccak-absorb12-x4.asm -- the absorbing loop of four
C states at once with Keccak-p[1600, 12] (RFC 9861, 2.2), one state per
C 64-bit element of the ymm registers, AVX2.
C
C void _symcrypt_keccak_absorb12_x4(uint64_t *states, size_t blocks,
C                                   const uint8_t *const *data,
C                                   unsigned rate)
C
C Why: KangarooTwelve's leaves (src/keccak/k12.c) on CPUs with AVX2 and
C without AVX-512: keccak-absorb-x4.asm's loop with the rounds from
C round 12 (x86_64/m4/keccak-avx2.m4), so that each block's lanes are
C added in the call that permutes them and its frame is set up once.
C
C Measured: doc/sha3.md, "Beside XKCP".

INCLUDE_SRC(<x86_64/m4/keccak-avx2.m4>)dnl
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<RATE>, <%rcx>)
define(<DATA0>, <%r8>)		dnl the four data pointers
define(<DATA1>, <%r9>)
define(<DATA2>, <%rax>)
define(<DATA3>, <%rdx>)

KX4_ABSORB(_symcrypt_keccak_absorb12_x4, 12)

KX4_TABLES
