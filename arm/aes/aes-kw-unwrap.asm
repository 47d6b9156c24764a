dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-kw-unwrap.asm -- key unwrap's six passes backwards
C (RFC 3394) with the ARMv8 crypto extension in AArch32 (AESD, AESIMC;
C HWCAP2_AES), the round keys and the integrity value in registers.

C void _symcrypt_aes_kw_unwrap(const uint8_t *keys, unsigned nr,
C                              size_t n, uint8_t *buf)
C Why: as aes-kw-wrap.asm: the steps form one chain, which the C twin's
C call of aes_decrypt_blocks a step lengthens.  The keys are the
C equivalent inverse cipher's, as aes-decrypt-blocks.asm takes them.
C Contract: src/functions.def (aes_kw_unwrap); figures:
C doc/aes-arm.md, "Key wrap with the crypto extension".
C
C Measured (guest instructions a byte under qemu-arm 7.2 -cpu max,
C 2026-11-29; AES-128 unwrap, the key set once):
C
C   unwrap of           64 B    1 KiB
C   this file           41.68   23.36
C   the C twin          86.90   66.96   (over arm/aes)
C   Nettle 3.8.1        511.59  507.54
C
C llvm-mca 14 (Cortex-A57 model): 57.1 cycles a step, the rounds' own.

	ARCH_CRYPTO
INCLUDE_SRC(<arm/kw.m4>)

KW_STEPS(_symcrypt_aes_kw_unwrap, d)
