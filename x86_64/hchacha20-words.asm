dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/hchacha20-words.asm -- HChaCha20 in four xmm rows, SSE2.
C
C Why: XChaCha20 runs HChaCha20 once per message, so at 16 to 64 bytes
C it is half the work.  The C twin fills a buffer word by word, runs
C the one-block core on it (which reloads it a word at a time, adds
C the input and stores) and subtracts the input again; here the rows
C come straight from KEY and IN and only the eight output words are
C stored.  The rounds are those of x86_64/chacha-core.asm.


INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
CHACHA_HCHACHA_REGS

define(<ROWS_SSE>)

PROLOGUE(_symcrypt_hchacha20_words)
	CHACHA_ROWS_HCHACHA
EPILOGUE(_symcrypt_hchacha20_words)

CHACHA_ROWS_HCHACHA_RODATA
