dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/hchacha20-words.asm -- HChaCha20 in four xmm rows,
C SSSE3 (pshufb).
C
C Why: as x86_64/hchacha20-words.asm, with the rotates of
C x86_64/ssse3/chacha-crypt1.asm.


INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
CHACHA_HCHACHA_REGS
define(<M16>, <%xmm5>)	dnl pshufb pattern: rotate words by 16
define(<M8>, <%xmm6>)	dnl and by 8

define(<ROWS_SSE>)
define(<ROWS_PSHUFB>)

PROLOGUE(_symcrypt_hchacha20_words)
	CHACHA_ROWS_HCHACHA
EPILOGUE(_symcrypt_hchacha20_words)

CHACHA_ROWS_HCHACHA_RODATA
