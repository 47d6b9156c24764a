dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-permute12.asm -- Keccak-p[1600, 12] (RFC 9861,
C 2.2), one lane per xmm register, AVX-512 F and VL (vpternlogq,
C vprolq).
C
C Why: TurboSHAKE and KangarooTwelve's single state.  These are the
C rounds of x86_64/avx512/keccak-absorb.asm (x86_64/m4/keccak-avx512.m4,
C unrolled) from round 12, on xmm registers only (no 512-bit frequency
C licence); pi renames the registers, so after twelve rounds the lanes
C are stored from the registers it left them in.  About 9 KiB of code.

dnl void _symcrypt_keccak_permute12(uint64_t *state)
dnl STATE holds the 25 lanes, lane (x, y) at index x + 5y, host order.

INCLUDE_SRC(<x86_64/m4/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <xmm>)
define(<KECCAK_BCST>, <{1to2}>)
define(<STATE>, <%rdi>)

PROLOGUE(_symcrypt_keccak_permute12)
	KU_PERMUTE(12, <vmovq>, 8, STATE)
EPILOGUE(_symcrypt_keccak_permute12)

KECCAK_RC_TABLE
