dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/chacha-crypt1.asm -- one ChaCha block XORed with up to
C 64 bytes of data, SSSE3 (pshufb).
C
C Why: x86_64/chacha-crypt1.asm with one pshufb for each rotate by 16
C and by 8, in place of two word shuffles and of two shifts, a copy and
C an or: a double round of 44 instructions instead of 52.  On Zen 4 both take two
C cycles on the chain, so what it gains is issue room, which the
C benchmark's back-to-back messages use (ChaCha20 of 64 bytes in the
C westmere tier: doc/x86_64-stream.md).


INCLUDE_SRC(<x86_64/m4/chacha-crypt1.m4>)dnl
CHACHA_CRYPT1_REGS
define(<M16>, <%xmm5>)	dnl pshufb pattern: rotate words by 16
define(<M8>, <%xmm6>)	dnl and by 8

define(<ROWS_SSE>)
define(<ROWS_PSHUFB>)

PROLOGUE(_symcrypt_chacha_crypt1)
	CHACHA_ROWS_CRYPT1
EPILOGUE(_symcrypt_chacha_crypt1)

CHACHA_ROWS_CORE1_RODATA
