dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-permute12-x8.asm -- Keccak-p[1600, 12] (RFC 9861,
C 2.2) on eight states at once, one state per 64-bit element of the zmm
C registers, AVX-512 F and VL (vpternlogq, vprolq).
C
C Why: KangarooTwelve's leaves, eight at a time.  These are the rounds
C of x86_64/avx512/keccak-permute-x8.asm (x86_64/m4/keccak-avx512.m4)
C from round 12: pi renames the registers, so after twelve rounds the
C lanes are stored from the registers it left them in.  About 9 KiB of
C code.

dnl void _symcrypt_keccak_permute12_x8(uint64_t *states)
dnl STATES holds eight states interleaved: lane (x, y) of state j at
dnl index 8 (x + 5y) + j, host order, any alignment.

INCLUDE_SRC(<x86_64/m4/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <zmm>)
define(<KECCAK_BCST>, <{1to8}>)
define(<STATES>, <%rdi>)

PROLOGUE(_symcrypt_keccak_permute12_x8)
	KU_PERMUTE(12, <vmovdqu64>, 64, STATES)
EPILOGUE(_symcrypt_keccak_permute12_x8)

KECCAK_RC_TABLE
