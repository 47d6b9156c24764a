dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-absorb-x8.asm -- the absorbing loop of eight
C Keccak states at once, one state per 64-bit element of the zmm
C registers, AVX-512 F and VL (vpternlogq, vprolq, vshufi64x2,
C vpgatherqq).
C
C void _symcrypt_keccak_absorb_x8(uint64_t *states, size_t blocks,
C                                 const uint8_t *const *data,
C                                 unsigned rate)
C
C Why: the eight states stay in zmm registers from block to block, and
C each block's lanes are added in the registers, by transposes
C (x86_64/m4/keccak-avx512.m4, KX8_ADD_BLOCK).
C
C Measured: doc/sha3.md, "Many messages".

INCLUDE_SRC(<x86_64/m4/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <zmm>)
define(<KECCAK_BCST>, <{1to8}>)
define(<BLOCKS>, <%rsi>)
define(<RATE>, <%rcx>)
define(<KX8_STATES>, <%rdi>)
define(<KX8_DATA>, <%r8>)	dnl the table of the eight data pointers
define(<KX8_OFFSET>, <%r9>)	dnl the block's offset from each pointer
define(<KX8_ROW0>, <%r10>)	dnl two data pointers of the table
define(<KX8_ROW1>, <%r11>)

KX8_ABSORB(_symcrypt_keccak_absorb_x8, 0)

KECCAK_RC_TABLE
