dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-kw-wrap.asm -- key wrap's six passes (RFC 3394) with the
C ARMv8 crypto extension in AArch32 (AESE, AESMC; HWCAP2_AES), the
C round keys and the integrity value in registers.

C void _symcrypt_aes_kw_wrap(const uint8_t *keys, unsigned nr,
C                            size_t n, uint8_t *buf)
C Why: each step waits for the one before, so the C twin's call of
C aes_encrypt_blocks a step (four-block code for one block, which
C loads the round keys again) and its trip of A and R[i] through the
C stack lie on the chain; here a step is its rounds, a load of R[i]
C into the block's high half and four instructions for the count
C (arm/kw.m4).  Contract: src/functions.def (aes_kw_wrap); figures:
C doc/aes-arm.md, "Key wrap with the crypto extension".
C
C Measured (guest instructions a byte under qemu-arm 7.2 -cpu max,
C 2026-11-29; AES-128 wrap, the key set once):
C
C   wrap of             64 B    1 KiB
C   this file           24.29   21.46   (28.6 a step)
C   the C twin          81.62   64.41   (over arm/aes)
C   Nettle 3.8.1        504.51  502.17
C   OpenSSL 3.0.20      450.62  451.28
C
C llvm-mca 14 (Cortex-A57 model): 57.1 cycles a step, the rounds' own.

	ARCH_CRYPTO
INCLUDE_SRC(<arm/kw.m4>)

KW_STEPS(_symcrypt_aes_kw_wrap, e)
