dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/gcm-open-short.asm -- GCM open of at most 256 bytes with
C a 12-byte nonce in one call, with 512-bit VAES and VPCLMULQDQ.
C
C Why: as gcm-seal-short.asm.  The hash of the ciphertext does not
C wait for the keystream; the plaintext is made and stored only after
C the tag matched, and the keystream is wiped from the registers on
C either path.
C
C Needs AVX-512 (F, BW, DQ, VL), VAES, VPCLMULQDQ and BMI2 (BZHI).

dnl int _symcrypt_gcm_open_short(const uint8_t *key, unsigned nr,
dnl                              const uint8_t *nonce_ad_lengths, size_t length,
dnl                              uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/ghash-vaes512.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-vaes512.m4>)dnl

	.file "gcm-open-short.asm"

GCM_SHORT(_symcrypt_gcm_open_short, open)

C The most bytes it takes (src/aes/gcm.c).
VARIANT_CONSTANT(_symcrypt_gcm_open_short_max, 256)
