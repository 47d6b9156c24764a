dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aes-cbc-decrypt-blocks.asm -- CBC decryption with the ARMv8
C AES instructions (AESD, AESIMC; HWCAP_AES), eight blocks a turn, in
C one pass.
C
C Why: the C twin copies the ciphertext aside, runs aes_decrypt_blocks
C and XORs in a second pass.  Here the ciphertext stays in registers
C (DST may be SRC without a copy) and the XOR with the block before is
C the last round key's EOR (arm64/aes.m4, AES_CBC_DECRYPT).
C
C Counted: doc/aes-arm64.md, "CBC decryption".  Not timed on hardware
C (no AArch64 machine here).

dnl void _symcrypt_aes_cbc_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                      uint8_t *iv, size_t blocks,
dnl                                      uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<arm64/aes.m4>)dnl

	.file "aes-cbc-decrypt-blocks.asm"
	ARCH_AES

PROLOGUE(_symcrypt_aes_cbc_decrypt_blocks)
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	AES_LOAD_KEYS(x0, w1)
	AES_CBC_DECRYPT(x2, x3, x4, x5)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
	ret
EPILOGUE(_symcrypt_aes_cbc_decrypt_blocks)
