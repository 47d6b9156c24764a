dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aegis128l-encrypt.asm -- AEGIS-128L with the ARMv8 AES instructions
C (HWCAP_AES): encrypts whole 32-byte blocks on the state, one AESE and
C AESMC pair per block of the state and update.
C
C Why: the draft's update is one AES round per state block, AESE with
C a zero key, AESMC and EOR; the C twin runs the bitsliced round.  The
C state stays in registers for the whole call (arm64/aegis.m4).
C
C Measured (guest instructions a byte, AEGIS-128L seal of 16 KiB under
C qemu-aarch64 -cpu cortex-a72, scripts/icount-compare.sh, 2026-11-28):
C 1.30, of which the blocks 1.18 (37 instructions a 32-byte block and
C five a turn of eight); the C twin 84.7.

dnl void _symcrypt_aegis128l_encrypt(uint8_t *state, size_t blocks,
dnl                                  uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<arm64/aegis.m4>)dnl

	.file "aegis128l-encrypt.asm"
	ARCH_AES

AEGIS_BLOCKS(_symcrypt_aegis128l_encrypt, 8, 1, encrypt)
