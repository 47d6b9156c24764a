dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aegis256-decrypt.asm -- AEGIS-256 with the ARMv8 crypto extension
C in AArch32 (AESE, AESMC; HWCAP2_AES): decrypts whole 16-byte blocks on the
C state, one AESE and AESMC pair per block of the state and update.

C void _symcrypt_aegis256_decrypt(uint8_t *state, size_t blocks,
C                                 uint8_t *dst, const uint8_t *src)
C Why: the draft's update is one AES round per state block, AESE with
C a zero key, AESMC and VEOR; the C twin runs the bitsliced round.  The
C state stays in registers for the whole call (arm/aegis.m4).
C
C Measured: MEASURED

	ARCH_CRYPTO
INCLUDE_SRC(<arm/aegis.m4>)

AEGIS_BLOCKS(_symcrypt_aegis256_decrypt, 6, decrypt)
