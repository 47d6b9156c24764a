dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aes-ctr32le-blocks.asm -- AES in CTR mode with the ARMv8 AES
C instructions (HWCAP_AES), eight blocks a turn, the counter the first
C 32 bits of the block, little-endian (RFC 8452, AES-GCM-SIV).
C
C Why: the C twin is bitsliced, four blocks in 64-bit words; here a
C round of a block is AESE and AESMC on eight independent blocks, as in
C aes-ctr32-blocks.asm, whose loop this is (arm64/aes.m4, AES_CTR32 with
C LE 1): the counter is word 0 of the block as loaded, so a counter
C block costs a MOV and an ADD.
C
C Counted: doc/aes-arm64.md, section "AES-GCM-SIV".

dnl void _symcrypt_aes_ctr32le_blocks(const uint8_t *keys, unsigned nr,
dnl                                   uint8_t *counter, size_t blocks,
dnl                                   uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<arm64/aes.m4>)dnl

	.file "aes-ctr32le-blocks.asm"
	ARCH_AES

PROLOGUE(_symcrypt_aes_ctr32le_blocks)
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	AES_LOAD_KEYS(x0, w1)
	AES_CTR32(x2, x3, x4, x5, 1)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
	ret
EPILOGUE(_symcrypt_aes_ctr32le_blocks)
