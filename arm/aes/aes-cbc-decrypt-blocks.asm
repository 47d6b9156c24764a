dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-cbc-decrypt-blocks.asm -- CBC decryption with the ARMv8
C crypto extension in AArch32 (AESD, AESIMC; HWCAP2_AES), four blocks
C a turn, in one pass.

C void _symcrypt_aes_cbc_decrypt_blocks(const uint8_t *keys, unsigned nr,
C                                       uint8_t *iv, size_t blocks,
C                                       uint8_t *dst, const uint8_t *src)
C Why: the C twin copies the ciphertext aside, runs aes_decrypt_blocks
C and XORs in a second pass; here the XOR follows the rounds in the
C same turn, and DST may be SRC without a copy (arm/aes.m4,
C AES_CBC_DECRYPT).  Counted: doc/aes-arm.md, "CBC decryption".

	ARCH_CRYPTO
INCLUDE_SRC(<arm/aes.m4>)

PROLOGUE(_symcrypt_aes_cbc_decrypt_blocks)
	PUSH(r4, r5)
	VPUSH(d8, d9, d10, d11, d12, d13)
	ldr	r4, [sp, #56]		C dst
	ldr	r5, [sp, #60]		C src
	AES_LOAD_KEYS(r0, r1, r12)
	AES_CBC_DECRYPT(r2, r3, r4, r5, r12)
	VPOP(d8, d9, d10, d11, d12, d13)
	POP(r4, r5)
	bx	lr
EPILOGUE(_symcrypt_aes_cbc_decrypt_blocks)
