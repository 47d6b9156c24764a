dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/aegis128x2-encrypt.asm -- AEGIS-128X2 with AES-NI in
C 32-bit code: encrypts whole 64-byte blocks on the state, its two
C instances one after the other.
C
C Why: each instance runs as AEGIS-128L does, one AESENC per block of
C the state and update, where the C twin runs the bitsliced round.
C Body: x86/aegis-aesni.m4.
C
C Measured (TSC ticks a byte, gcc -m32 fat build, symcrypt-benchmark
C -r 9, medians of three interleaved runs, 2026-11-29, AMD EPYC
C family 25 model 17, shared: load average 16 on 2 vCPUs; the C twin
C with SYMCRYPT_FAT_OVERRIDE=none; doc/x86-32.md):
C                           64 B    1420 B   16 KiB
C   seal x86/aesni         16.57      1.08     0.39
C   open x86/aesni         17.12      1.14     0.39
C   seal C twin             1133     110.2     65.3
C   AEGIS-128L seal         9.88      0.78     0.35

dnl void _symcrypt_aegis128x2_encrypt(uint8_t *state, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86/aegis-aesni.m4>)dnl

	.file "aegis128x2-encrypt.asm"

AEGIS_BLOCKS(_symcrypt_aegis128x2_encrypt, 8, 2, encrypt)
