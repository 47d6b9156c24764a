dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/aegis256x4-encrypt.asm -- AEGIS-256X4 with VAES on zmm (AVX-512): encrypts whole 64-byte blocks
C on the state, on one zmm register per state block (all four instances).
C
C Why: one VAESENC on a zmm register runs the rounds of four AES
C blocks, the state of the four instances in eight (six) registers,
C where x86_64/vaes runs two halves one after the other.  Body:
C x86_64/m4/aegis.m4.
C
C Measured (TSC ticks per byte at 16 KiB, symcrypt-benchmark medians;
C Intel Xeon, family 6 model 167, shared, 2026-11-28): seal 0.16, open
C 0.19; x86_64/vaes's two halves 0.21 and 0.28.

dnl void _symcrypt_aegis256x4_encrypt(uint8_t *state, size_t blocks,
dnl                                uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aegis.m4>)dnl

	.file "aegis256x4-encrypt.asm"

AEGIS_VBLOCKS(_symcrypt_aegis256x4_encrypt, 6, 4, encrypt, zmm)
