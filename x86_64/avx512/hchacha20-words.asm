dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/hchacha20-words.asm -- HChaCha20 in four xmm rows,
C AVX-512VL (vprold, vpternlogd).
C
C Why: as x86_64/hchacha20-words.asm, with the rounds of
C x86_64/avx512/chacha-core.asm.


INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
CHACHA_HCHACHA_REGS
define(<TL>, <%xmm4>)	dnl temporaries of the rounds (ROWS_TERNLOG)
define(<TR>, <%xmm5>)
define(<ROWS_VPROLD>)
define(<ROWS_TERNLOG>)

PROLOGUE(_symcrypt_hchacha20_words)
	CHACHA_ROWS_HCHACHA
EPILOGUE(_symcrypt_hchacha20_words)

CHACHA_ROWS_HCHACHA_RODATA
