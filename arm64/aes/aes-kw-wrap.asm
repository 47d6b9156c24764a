dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aes-kw-wrap.asm -- key wrap's six passes (RFC 3394) with
C the ARMv8 AES instructions (AESE, AESMC; HWCAP_AES), the round keys
C and the integrity value in registers.
C
C Why: each step waits for the one before, so the C twin's call of
C aes_encrypt_blocks a step, its loads of the keys and its trip of A
C and R[i] through the stack lie on the chain; here a step is its
C rounds and one BIT (arm64/kw.m4).
C Contract: src/functions.def (aes_kw_wrap); figures: doc/aes-arm64.md,
C "Key wrap".
C
C Measured (guest instructions a byte under qemu-aarch64 7.2 -cpu
C cortex-a72, 2026-11-29; AES-128 wrap, the key set once):
C
C   wrap of             64 B    1 KiB
C   this file           24.33   22.06   (29.4 a step)
C   the C twin          47.65   43.20
C   Nettle 3.8.1        38.79   37.02
C   OpenSSL 3.0.22      493.9   496.2
C
C llvm-mca 14 (Cortex-A72 model): 42.1 cycles a step, the rounds' own.

dnl void _symcrypt_aes_kw_wrap(const uint8_t *keys, unsigned nr,
dnl                            size_t n, uint8_t *buf)

INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/kw.m4>)dnl

	.file "aes-kw-wrap.asm"
	ARCH_AES

KW_STEPS(_symcrypt_aes_kw_wrap, e)
