dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/xts-encrypt-blocks.asm -- XTS encryption of whole blocks,
C eight at once bitsliced in NEON, the tweaks made in NEON registers.

C void _symcrypt_xts_encrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   uint8_t *tweak, size_t blocks,
C                                   uint8_t *dst, const uint8_t *src)
C Why: on 32-bit ARM without the crypto extension the C twin makes the
C tweaks of 32 blocks with 64-bit shifts in pairs of 32-bit registers,
C calls aes_encrypt_blocks (slicing the keys again for each 512 bytes)
C and XORs twice in memory.  Here each tweak is made in five NEON
C instructions beside the rounds of arm/neon/aes-encrypt-blocks.asm
C (XTS_FUNCTION in arm/aes-bitslice.m4), and the keys are sliced once a
C call.
C
C Counted (qemu-arm -cpu cortex-a15, guest instructions a byte,
C AES-128-XTS of 16 KiB, gcc 12 -O2, November 2026; doc/aes-arm.md,
C "XTS with NEON"):
C   with this file                                          17.48
C   with the C twin over arm/neon/aes-encrypt-blocks.asm    21.48
C   OpenSSL 3.0.20 (bsaes-armv7)                            17.97

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice.m4>)

	AES_TABLES
XTS_FUNCTION(_symcrypt_xts_encrypt_blocks, <AES_ENTER>, <AES_ENCRYPT8>)
