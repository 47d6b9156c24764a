dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/ocb-decrypt-blocks.asm -- OCB3 decryption of whole blocks with
C the ARMv8 AES instructions (AESD, AESIMC; HWCAP_AES), eight blocks
C a turn.
C
C Why: the C twin makes the offsets of 32 blocks into a buffer and runs
C aes_decrypt_blocks over it, two more passes over memory; here the
C offsets and the checksum stay in registers (arm64/ocb.m4), beside
C eight independent blocks whose rounds hide the latency of AESD.

dnl void _symcrypt_ocb_decrypt_blocks(const uint8_t *key, unsigned nr,
dnl                                  uint8_t *state, size_t blocks,
dnl                                  uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/ocb.m4>)dnl

define(<KEY>, <x0>)
define(<NR>, <w1>)
define(<STATE>, <x2>)
define(<BLOCKS>, <x3>)
define(<DST>, <x4>)
define(<SRC>, <x5>)
define(<I>, <x6>)		C the number of the last block done
define(<LBASE>, <x7>)		C L_0

	.file "ocb-decrypt-blocks.asm"
	ARCH_AES

OCB_BLOCKS(_symcrypt_ocb_decrypt_blocks, d)
