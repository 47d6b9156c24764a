dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/ocb-encrypt-blocks.asm -- OCB3 encryption of whole blocks,
C eight at once bitsliced in NEON, the offsets made beside the rounds.

C void _symcrypt_ocb_encrypt_blocks(const uint8_t *key, unsigned nr,
C                                   uint8_t *state, size_t blocks,
C                                   uint8_t *dst, const uint8_t *src)
C Why: on 32-bit ARM without the crypto extension the C twin makes the
C offsets of 32 blocks into a buffer and XORs them into DST, calls
C aes_encrypt_blocks (slicing the keys again for each 512 bytes) and
C XORs them again with memxor.  Here a turn of eight blocks makes its
C offsets (L_ntz(i) by the public block number) into the stack beside
C the rounds of arm/neon/aes-encrypt-blocks.asm (OCB_FUNCTION in
C arm/aes-bitslice.m4), adds its input to the checksum in registers,
C and the keys are sliced once a call.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions a byte,
C AES-128-OCB seal of 16 KiB, gcc 12 -O2, November 2026; doc/aes-arm.md,
C "OCB3 with NEON"):
C   with this file                                          18.12
C   with the C twin over arm/neon/aes-encrypt-blocks.asm    22.08
C   OpenSSL 3.0.20 (C over its table AES)                   42.82
C   AES-128-CTR with arm/neon/aes-ctr-blocks.asm            17.32

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice.m4>)

	AES_TABLES
OCB_FUNCTION(_symcrypt_ocb_encrypt_blocks, <AES_ENTER>, <AES_ENCRYPT8>, e)
