dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aesni/gcm-open-short.asm -- GCM open of at most 256 bytes with
C a 12-byte nonce in one call, with AES-NI and PCLMULQDQ.
C
C Why: as gcm-seal-short.asm.  The hash of the ciphertext does not
C wait for the keystream; the plaintext is made and stored only after
C the tag matched (all sixteen bytes compared at once), and the
C keystream is wiped from the registers on either path.  Past 96
C bytes the blocks before the last six are hashed first and decrypted
C after the check, their keystream made then (nothing on the stack).
C
C Needs AES-NI, PCLMULQDQ and SSSE3 (PSHUFB).

dnl int _symcrypt_gcm_open_short(const uint8_t *key, unsigned nr,
dnl                              const uint8_t *nonce_ad_lengths, size_t length,
dnl                              uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-short.m4>)dnl

dnl GCM_LONG: the first P blocks of a message of 97 to 256 bytes hashed
dnl with A (.Llong), and after the tag matched, decrypted and stored
dnl (.Lplain, in PH, LO, MI, HI, X and T); x86_64/m4/gcm-short.m4.
define(<GROUP_REG>, <ifelse($1, 0, PH, $1, 1, LO, $1, 2, MI, $1, 3, HI,
	$1, 4, X, T)>)
define(<GCM_LONG>, <
.Llong:
	PUSH(GK)
	LONG_P
	LONG_HASH(.Lhash, SRC)
	LONG_BACK
	add	%rax, DST
	POP(GK)
	jmp	.Lshort

.Lplain:
	PUSH(GK)
	C SRC and DST back to the first block (from 16 P - 16 after it).
	mov	P, %rax
	shl	<$>4, %rax
	sub	<$>16, %rax
	sub	%rax, SRC
	sub	%rax, DST
	LONG_CRYPT(6, .Lcrypt)
	sub	<$>16, SRC
	sub	<$>16, DST
	POP(GK)
	jmp	.Lplained>)

	.file "gcm-open-short.asm"

GCM_SHORT_START(_symcrypt_gcm_open_short, open)
GCM_OPEN_BODY(<
	C The first P blocks, past 96 bytes.
	test	P, P
	jnz	.Lplain>)
GCM_SHORT_END(_symcrypt_gcm_open_short)

C The most bytes it takes (src/aes/gcm.c).
VARIANT_CONSTANT(_symcrypt_gcm_open_short_max, 256)
