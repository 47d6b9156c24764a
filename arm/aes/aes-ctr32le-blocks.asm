dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-ctr32le-blocks.asm -- AES in CTR mode with the ARMv8
C crypto extension in AArch32 (HWCAP2_AES), four blocks a turn, the
C counter the first 32 bits of the block, little-endian (RFC 8452,
C AES-GCM-SIV).

C void _symcrypt_aes_ctr32le_blocks(const uint8_t *keys, unsigned nr,
C                                   uint8_t *counter, size_t blocks,
C                                   uint8_t *dst, const uint8_t *src)
C Why: the C twin is bitsliced; here a round of a block is AESE and
C AESMC on four independent blocks, as in aes-ctr32-blocks.asm, whose
C loop this is (arm/aes.m4, AES_CTR32 with LE 1): the counter is word 0
C of the block as loaded, so a counter block costs a VMOV and a VADD.
C
C Counted (qemu-arm -cpu max, guest instructions a byte, AES-128-GCM-SIV
C seal with the arm/pmull GHASH, gcc 12 -O2, November 2026; doc/aes-arm.md,
C section "AES-GCM-SIV"):
C                                          1420 B   16 KiB
C   with this file                          20.78     4.87
C   with the C twin                        197.18   170.53

	ARCH_CRYPTO
INCLUDE_SRC(<arm/aes.m4>)

PROLOGUE(_symcrypt_aes_ctr32le_blocks)
	PUSH(r4, r5)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ldr	r4, [sp, #72]		C dst
	ldr	r5, [sp, #76]		C src
	AES_LOAD_KEYS(r0, r1, r12)
	AES_CTR32(r2, r3, r4, r5, r12, 1)
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5)
	bx	lr
EPILOGUE(_symcrypt_aes_ctr32le_blocks)
