dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/aes-kw-wrap.asm -- key wrap's six passes (RFC 3394)
C with AES-NI, the round keys and the integrity value in registers.
C
C Why: each step waits for the one before, so the C twin's call of
C aes_encrypt_blocks a step, its loads of the keys and its trip of A
C and R[i] through the stack lie on the chain; here a step is its
C rounds and one MOVSD.
C Contract: src/functions.def (aes_kw_wrap); figures:
C doc/x86_64-aes.md, "Key wrap".
C
C Measured (symcrypt-benchmark, medians of three runs; AMD EPYC Zen 4,
C family 25 model 17, 2026-11-28): AES-128 wrap of 16 bytes 168 MB/s,
C 1.42 times Nettle 3.8 and 11 times OpenSSL 3.0; of 1 KiB 120 MB/s,
C 11.1 ns a step, the latency of the AES chain.

dnl void _symcrypt_aes_kw_wrap(const uint8_t *keys, unsigned nr,
dnl                            size_t n, uint8_t *buf)

INCLUDE_SRC(<x86_64/m4/kw-aesni.m4>)dnl

	.file "aes-kw-wrap.asm"

KW_STEPS(_symcrypt_aes_kw_wrap, enc)
