dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/gcm-seal-short.asm -- GCM seal of at most 256 bytes with
C a 12-byte nonce in one call, with 512-bit VAES and VPCLMULQDQ.
C
C Why: seal of a short message called aes_ctr32_blocks and
C ghash_blocks, each with its set-up (round keys broadcast, powers
C times x^-1), around C that copied the message, the associated data
C and the lengths into buffers for them.  Here the counter blocks
C are two registers (five from 97 bytes on), the message is loaded and
C stored under masks, and the hash of the associated data, ciphertext and lengths
C is one reduction (x86_64/m4/gcm-vaes512.m4).
C
C Needs AVX-512 (F, BW, DQ, VL), VAES, VPCLMULQDQ and BMI2 (BZHI).

dnl void _symcrypt_gcm_seal_short(const uint8_t *key, unsigned nr,
dnl                               const uint8_t *nonce_ad_lengths, size_t length,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/ghash-vaes512.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-vaes512.m4>)dnl

	.file "gcm-seal-short.asm"

GCM_SHORT(_symcrypt_gcm_seal_short, seal)

C The most bytes it takes (src/aes/gcm.c).
VARIANT_CONSTANT(_symcrypt_gcm_seal_short_max, 256)
