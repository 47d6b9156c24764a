dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/aesni/aes-encrypt-keys.asm -- the AES encryption key schedule
C (FIPS 197, 5.2) with AESKEYGENASSIST in 32-bit code, for 128-, 192-
C and 256-bit keys.
C
C Why: the C twin runs SubWord through the bitsliced S-box; AES-GCM-SIV
C expands a new key for every message, so in -m32 builds the schedule
C was most of a short message's time (doc/x86-32.md).  The steps are
C x86-common/aes-key-schedule.m4's, as in x86_64/aesni/aes-encrypt-keys.asm;
C only the arguments' registers differ.

dnl void _symcrypt_aes_encrypt_keys(uint8_t *keys, unsigned nr,
dnl                                 const uint8_t *key)

define(<KEYS>, <%eax>)
define(<NR>, <%ecx>)
define(<KEY>, <%edx>)

INCLUDE_SRC(<x86-common/aes-key-schedule.m4>)dnl

	.file "aes-encrypt-keys.asm"

PROLOGUE(_symcrypt_aes_encrypt_keys)
	mov	4(%esp), KEYS		C the arguments (cdecl), in registers
	mov	8(%esp), NR		C the caller may clobber
	mov	12(%esp), KEY
AES_ENCRYPT_KEYS
EPILOGUE(_symcrypt_aes_encrypt_keys)
