dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aegis256x4-init.asm -- AEGIS-256X4 with the ARMv8 crypto
C extension in AArch32 (AESE, AESMC; HWCAP2_AES): the initialisation,
C whole 64-byte blocks absorbed into the state, the context row CTX
C XORed into blocks 3 and 5 of each instance before each update.

C void _symcrypt_aegis256x4_init(uint8_t *state, size_t blocks,
C                                const uint8_t *src, const uint8_t *ctx)
C Why: the updates of the initialisation in one call, not a call each
C with C code between them, which on short messages cost more than
C the updates.  Body: arm/aegis.m4.
C
C Measured (guest instructions a byte, AEGIS-256X4 seal with no
C associated data, qemu-arm -cpu max, scripts/icount-compare.sh,
C 2026-11-29, host AMD EPYC family 25 model 17; the counts are exact):
C                           64 B    1420 B   16 KiB
C   arm/aes                96.26      6.32     2.08
C   C twin               5540.82    472.38   244.24

	ARCH_CRYPTO
INCLUDE_SRC(<arm/aegis.m4>)

AEGIS_BLOCKS(_symcrypt_aegis256x4_init, 6, 4, init)
