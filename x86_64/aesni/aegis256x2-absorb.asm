dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/aegis256x2-absorb.asm -- AEGIS-256X2 with AES-NI: absorbs whole 32-byte blocks
C on the state, its 2 instances one after the other.
C
C Why: for CPUs with AES-NI and no VAES (x86_64/vaes runs the
C instances side by side): each instance runs at the speed of
C AEGIS-256 with AES-NI, where the C twin runs the bitsliced round.
C Body: x86_64/m4/aegis-aesni.m4.
C
C Measured: as aegis256x4-encrypt.asm per instance; the 256X2 rows
C are not in the benchmark.

dnl void _symcrypt_aegis256x2_absorb(uint8_t *state, size_t blocks,
dnl                                const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aegis-aesni.m4>)dnl

	.file "aegis256x2-absorb.asm"

AEGIS_BLOCKS(_symcrypt_aegis256x2_absorb, 6, 2, absorb)
