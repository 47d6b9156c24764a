dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/gcm-seal-short.asm -- GCM seal of at most 256 bytes with
C a 12-byte nonce in one call, with 256-bit VAES and VPCLMULQDQ.
C
C Why: up to 96 bytes this is x86_64/aesni's code (seven blocks' rounds
C in xmm registers, x86_64/m4/gcm-short.m4).  From 97 to 256 bytes
C that code rounds one block an instruction, up to seventeen through
C each round; here two blocks go through a 256-bit VAESENC, nine
C registers at most, and the hash takes two blocks a product, the
C powers H^1 .. H^9 in two tables on the stack (wiped), two reductions
C (x86_64/m4/gcm-vaes.m4).  With the xmm code, AES-256 seal of 256
C bytes took longer than the three calls before it (hash of the
C associated data, gcm_encrypt, the tag) on Zen 3 (doc/x86_64-aes.md).
C
C Needs AVX2, VAES, VPCLMULQDQ (and AES-NI, PCLMULQDQ, SSSE3).

dnl void _symcrypt_gcm_seal_short(const uint8_t *key, unsigned nr,
dnl                               const uint8_t *nonce_ad_lengths, size_t length,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-short.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-vaes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-vaes.m4>)dnl

dnl LONG_BODY(first): seal of n blocks, FIRST = 4, 2 or 0 for n up to
dnl 8, 12 or 16.
define(<LONG_BODY>, <
	LONG_AES($1)

	C The ciphertext, stored; the last register whole (its bytes after
	C the message are zero, and the tag comes over them).
	STORE_XORED($1)
	lea	.Lwindow+32(%rip), %rcx
	sub	LAST_BYTES, %rcx
	vmovdqu	224(SRC, LAST_BYTES), XMM(VD)	C the message's last 16 bytes
	vpshufb	(%rcx), XMM(VD), XMM(VD)	C its last T bytes moved down
	vmovdqu	224(SRC), XMM(VM)
	vinserti128 <$>1, XMM(VD), VM, VD
	vpxor	VD, VB(7), VB(7)
	LAST_MASK
	vpand	(%rcx), VB(7), VB(7)
	vmovdqu	VB(7), 224(DST)

	C The blocks hashed: the lanes before the message zeroed, A added.
	LONG_A
	forloop(<j>, $1, 7, <
	vpshufb	GBSWAP, VB(j), VB(j)>)
	forloop(<j>, $1, LAST_MASKED($1), <
	vpand	32*j<>(LANE_MASKS), VB(j), VB(j)
	A_LANE(j)>)
	LONG_HASH($1)
	vpxor	XMM(VJ), XMM(Y), XMM(Y)
	vmovdqu	XMM(Y), 240(DST, LAST_BYTES)>)

define(<GCM_LONG>, <GCM_LONG256>)

	.file "gcm-seal-short.asm"

GCM_SHORT_START(_symcrypt_gcm_seal_short, seal)
GCM_SEAL_BODY
GCM_SHORT_END(_symcrypt_gcm_seal_short)
GCM_LONG256_RODATA

C The most bytes it takes (src/aes/gcm.c).
VARIANT_CONSTANT(_symcrypt_gcm_seal_short_max, 256)
