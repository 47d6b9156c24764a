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
C Measured (guest instructions a byte under qemu-aarch64 7.2 -cpu
C cortex-a72, 2026-11-29; AES-128 unwrap, the key set once):
C
C   unwrap of           64 B    1 KiB
C   this file           28.43   22.58
C   the C twin          50.14   43.63
C   Nettle 3.8.1        41.04   37.87
C
C llvm-mca 14 (Cortex-A72 model): 42.1 cycles a step, the rounds' own.

dnl void _symcrypt_aes_kw_unwrap(const uint8_t *keys, unsigned nr,
dnl                              size_t n, uint8_t *buf)

INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/kw.m4>)dnl

	.file "aes-kw-unwrap.asm"
	ARCH_AES

KW_STEPS(_symcrypt_aes_kw_unwrap, d)
