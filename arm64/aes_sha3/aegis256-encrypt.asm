dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes_sha3/aegis256-encrypt.asm -- AEGIS-256 with the ARMv8 AES
C instructions and the Armv8.2 EOR3 (HWCAP_SHA3 besides HWCAP_AES):
C encrypts whole 16-byte blocks on the state.
C
C Why: the loop of arm64/aes/aegis256-encrypt.asm (arm64/aegis.m4, the
C same source) with its three-way XORs as one EOR3 each: the message and
C the old block 0 added to the new one and the keystream's sums, three
C instructions a 16-byte block fewer.  doc/aegis.md, "EOR3 on arm64".
C
C Counted (guest instructions, seal of 16 KiB under qemu-aarch64 7.2
C -cpu max, scripts/icount-compare.sh, host AMD EPYC family 25 model 17,
C 2026-11-29): 1.62 a byte, arm64/aes 1.81, libaegis (no EOR3 code for
C AEGIS-256) 2.41; open 1.62 (1.81).

dnl void _symcrypt_aegis256_encrypt(uint8_t *state, size_t blocks,
dnl                                 uint8_t *dst, const uint8_t *src)

define(<AEGIS_EOR3>)
INCLUDE_SRC(<arm64/aegis.m4>)dnl

	.file "aegis256-encrypt.asm"
	ARCH_AES_SHA3

AEGIS_BLOCKS(_symcrypt_aegis256_encrypt, 6, 1, encrypt)
