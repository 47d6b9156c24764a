dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/aes-encrypt-keys.asm -- the AES encryption key schedule
C (FIPS 197, 5.2) with AESKEYGENASSIST, for 128-, 192- and 256-bit keys.
C
C Why: the C twin runs SubWord through the bitsliced S-box, about as
C long as the encryption of a few blocks; AES-GCM-SIV expands a new key
C for every message, so at 64 bytes the schedule was half its time.
C AESKEYGENASSIST gives SubWord and RotWord of a word with the round
C constant in one instruction; the rest of a step is shifts and XORs of
C the words of the last round key (or two, for 256-bit keys).
C
C Measured (TSC ticks a call of symcrypt_aes128_set_encrypt_key, lowest
C of 50 batches; Intel Xeon family 6 model 167, 2026-11-28): 106, the
C C twin 731 (doc/x86_64-aes.md, section "AES-GCM-SIV").
C
C The steps are x86-common/aes-key-schedule.m4's, as in
C x86/aesni/aes-encrypt-keys.asm.

dnl void _symcrypt_aes_encrypt_keys(uint8_t *keys, unsigned nr,
dnl                                 const uint8_t *key)

define(<KEYS>, <%rdi>)
define(<NR>, <%esi>)
define(<KEY>, <%rdx>)

INCLUDE_SRC(<x86-common/aes-key-schedule.m4>)dnl

	.file "aes-encrypt-keys.asm"

PROLOGUE(_symcrypt_aes_encrypt_keys)
AES_ENCRYPT_KEYS
EPILOGUE(_symcrypt_aes_encrypt_keys)
