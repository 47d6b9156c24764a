dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/xts-decrypt-blocks.asm -- XTS decryption of whole blocks with
C the ARMv8 AES instructions (AESD, AESIMC; HWCAP_AES), eight blocks
C a turn.
C
C Why: the C twin makes the tweaks of 32 blocks into a buffer and runs
C aes_decrypt_blocks over it, two more passes over memory; here the
C tweaks stay in registers, eight a turn made by three instructions
C each (arm64/xts.m4), beside eight independent blocks whose rounds hide
C the latency of AESD.

dnl void _symcrypt_xts_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                  uint8_t *tweak, size_t blocks,
dnl                                  uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/xts.m4>)dnl

define(<KEYS>, <x0>)
define(<NR>, <w1>)
define(<TWEAK>, <x2>)
define(<BLOCKS>, <x3>)
define(<DST>, <x4>)
define(<SRC>, <x5>)

	.file "xts-decrypt-blocks.asm"
	ARCH_AES

XTS_BLOCKS(_symcrypt_xts_decrypt_blocks, d)
