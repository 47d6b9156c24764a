dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/gcm-open-short.asm -- GCM open of at most 256 bytes with
C a 12-byte nonce in one call, with 256-bit VAES and VPCLMULQDQ.
C
C Why: as gcm-seal-short.asm.  From 97 bytes on the ciphertext is
C hashed first, from SRC; the keystream waits in the registers while
C the tag is checked (all sixteen bytes at once), and the plaintext is
C made and stored only when it matched.  The keystream and the powers
C are wiped on either path.
C
C Needs AVX2, VAES, VPCLMULQDQ (and AES-NI, PCLMULQDQ, SSSE3).

dnl int _symcrypt_gcm_open_short(const uint8_t *key, unsigned nr,
dnl                              const uint8_t *nonce_ad_lengths, size_t length,
dnl                              uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86-common/ghash-pclmul.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-xmm.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-short.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-vaes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/gcm-vaes.m4>)dnl

dnl LONG_BODY(first): open of n blocks, FIRST = 4, 2 or 0 for n up to
dnl 8, 12 or 16: the hash first, from SRC; the keystream; the plaintext
dnl only when the tag matched.
define(<LONG_BODY>, <
	C The ciphertext, the lanes before the message zero, A added, and
	C the last block's bytes after the message (the tag's) zeroed.
	LONG_A
	forloop(<j>, $1, LAST_MASKED($1), <
	vmovdqu	32*j<>(LANE_MASKS), VM
	vpmaskmovq 32*j<>(SRC), VM, VB(j)
	vpshufb	GBSWAP, VB(j), VB(j)
	A_LANE(j)>)
	forloop(<j>, eval(LAST_MASKED($1) + 1), 6, <
	vmovdqu	32*j<>(SRC), VB(j)
	vpshufb	GBSWAP, VB(j), VB(j)>)
	LAST_MASK
	vmovdqu	224(SRC), VB(7)
	vpand	(%rcx), VB(7), VB(7)
	vpshufb	GBSWAP, VB(7), VB(7)
	LONG_HASH($1)

	LONG_AES($1)
	C The tag against the one after the ciphertext, all 16 bytes.
	vpxor	XMM(VJ), XMM(Y), XMM(Y)
	vpxor	240(SRC, LAST_BYTES), XMM(Y), XMM(Y)
	vptest	XMM(Y), XMM(Y)
	jnz	.Llong_forged

	C The plaintext.
	STORE_XORED($1)
	vpxor	224(SRC), VB(7), VB(7)		C (the tag after the message)
	vmovdqu	XMM(VB(7)), 224(DST)
	C The last T bytes: the 16 bytes that end the message.
	vextracti128 <$>1, VB(7), XMM(VD)
	lea	.Lwindow+16(%rip), %rcx
	add	LAST_BYTES, %rcx
	vpshufb	(%rcx), XMM(VB(7)), XMM(VM)	C block n - 2's last 16 - T
	vpshufb	-16(%rcx), XMM(VD), XMM(VD)	C the last block's T
	vpor	XMM(VM), XMM(VD), XMM(VD)
	vmovdqu	XMM(VD), 224(DST, LAST_BYTES)
	mov	<$>1, %eax>)

define(<GCM_LONG>, <GCM_LONG256>)

	.file "gcm-open-short.asm"

GCM_SHORT_START(_symcrypt_gcm_open_short, open)
GCM_OPEN_BODY()
GCM_SHORT_END(_symcrypt_gcm_open_short)
GCM_LONG256_RODATA

C The most bytes it takes (src/aes/gcm.c).
VARIANT_CONSTANT(_symcrypt_gcm_open_short_max, 256)
