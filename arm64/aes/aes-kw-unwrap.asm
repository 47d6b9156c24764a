dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aes-kw-unwrap.asm -- key unwrap's six passes backwards
C (RFC 3394) with the ARMv8 AES instructions (AESD, AESIMC; HWCAP_AES),
C the round keys and the integrity value in registers.
C
C Why: as aes-kw-wrap.asm: the steps form one chain, which the C
C twin's call of aes_decrypt_blocks a step lengthens.  The keys are the
C equivalent inverse cipher's, as aes-decrypt-blocks.asm takes them.
C Contract: src/functions.def (aes_kw_unwrap); figures:
C doc/aes-arm64.md, "Key wrap".
C
C Measured (guest instructions under qemu-aarch64 7.2 -cpu cortex-a72,
C 2026-11-29): MEASURED

dnl void _symcrypt_aes_kw_unwrap(const uint8_t *keys, unsigned nr,
dnl                              size_t n, uint8_t *buf)

INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/kw.m4>)dnl

	.file "aes-kw-unwrap.asm"
	ARCH_AES

KW_STEPS(_symcrypt_aes_kw_unwrap, d)
