dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aegis256-absorb.asm -- AEGIS-256 with the ARMv8 crypto
C extension in AArch32 (AESE, AESMC; HWCAP2_AES): absorbs whole
C 16-byte blocks into the state, one AESE and AESMC pair per block of
C the state and update.

C void _symcrypt_aegis256_absorb(uint8_t *state, size_t blocks,
C                                const uint8_t *src)
C Why: the draft's update is one AES round per state block, AESE with
C a zero key, AESMC and VEOR; the C twin runs the bitsliced round.  The
C state stays in registers for the whole call (arm/aegis.m4).
C
C Measured (guest instructions a byte, AEGIS-256 seal with no
C associated data, qemu-arm -cpu max, scripts/icount-compare.sh,
C 2026-11-29, host AMD EPYC family 25 model 17; the counts are exact):
C                           64 B    1420 B   16 KiB
C   arm/aes                37.60      3.41     1.84
C   C twin                1966.28   362.36   291.31
C The blocks are 27 instructions a 16-byte block and two a turn of
C six, 1.71 a byte; the rest is the Init, the Finalize and aegis.c.

	ARCH_CRYPTO
INCLUDE_SRC(<arm/aegis.m4>)

AEGIS_BLOCKS(_symcrypt_aegis256_absorb, 6, 1, absorb)
