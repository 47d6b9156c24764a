dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/gcm-seal-short.asm -- GCM seal of at most 256 bytes with
C a 12-byte nonce in one call, with AES-NI and PCLMULQDQ.
C
C Why: without it, seal of a short message called aes_ctr32_blocks
C for the tag mask and the message and ghash_blocks for the associated
C data, the ciphertext and the lengths, around C that copied them into
C buffers; past 96 bytes the tag mask and the lengths block were two
C calls more.  Here the seven counter blocks are encrypted in
C registers, and the associated data, ciphertext and lengths blocks
C are hashed with one reduction (x86_64/m4/gcm-short.m4).  From 97
C to 256 bytes the blocks before the last six are encrypted first, all
C at once in six or ten registers, and hashed from DST in groups of up to
C eight, one reduction each (they took a hash call for the associated
C data, gcm_encrypt, which makes and wipes its table of powers for a
C turn or two, and this function for the tag).  src/aes/gcm.c
C also takes the tag of a longer message with a 12-byte nonce from it.
C
C Needs AES-NI, PCLMULQDQ and SSSE3 (PSHUFB).

dnl void _symcrypt_gcm_seal_short(const uint8_t *key, unsigned nr,
dnl                               const uint8_t *nonce_ad_lengths, size_t length,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-short.m4>)dnl

dnl GCM_LONG: the first P blocks of a message of 97 to 256 bytes
dnl encrypted and stored, in one group of six or ten registers (%xmm0 ..
dnl %xmm5, then PH, LO, MI, HI), then hashed with A from DST
dnl (x86_64/m4/gcm-short.m4).
define(<GROUP_REG>, <ifelse($1, 6, PH, $1, 7, LO, $1, 8, MI, $1, 9, HI,
	<%xmm$1>)>)
define(<GCM_LONG>, <
.Llong:
	PUSH(GK)
	LONG_P
	cmp	<$>6, P
	ja	.Lwide
	LONG_CRYPT(6, .Lcrypt6, one)
	jmp	.Lcrypted
.Lwide:
	LONG_CRYPT(10, .Lcrypt10, one)
.Lcrypted:
	LONG_BACK
	sub	%rax, DST
	LONG_HASH(.Lhash, DST)
	POP(GK)
	jmp	.Lshort>)

	.file "gcm-seal-short.asm"

GCM_SHORT_START(_symcrypt_gcm_seal_short, seal)
GCM_SEAL_BODY
GCM_SHORT_END(_symcrypt_gcm_seal_short)

C The most bytes it takes (src/aes/gcm.c).
VARIANT_CONSTANT(_symcrypt_gcm_seal_short_max, 256)
