dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): hchacha20-words.asm, avx2/chacha-2core.asm, avx2/chacha-4core.asm, avx2/chacha-core.asm, avx2/chacha-crypt1.asm, avx2/hchacha20-words.asm, avx512/chacha-2core.asm, avx512/hchacha20-words.asm, ssse3/chacha-4core.asm, ssse3/chacha-5core.asm, ssse3/chacha-crypt-4core.asm, ssse3/chacha-crypt-5core.asm, ssse3/chacha-crypt1.asm, ssse3/chacha-poly1305-4core.asm, ssse3/hchacha20-words.asm.
dnl x86_64/m4/stream-rot.m4 -- pshufb patterns that rotate words by 16 and 8.
dnl ROWS_ROT_RODATA: the patterns (ROWS_ROT_BYTES) where the rotates
dnl shuffle bytes: AVX2, SSE with ROWS_PSHUFB, and the files that name
dnl no encoding (x86_64/ssse3's column-wise ones); nothing with
dnl ROWS_VPROLD or plain SSE.
define(<ROWS_ROT_RODATA>, <ifdef(<ROWS_VPROLD>, , <ifdef(<ROWS_SSE>, <ifdef(<ROWS_PSHUFB>, <ROWS_ROT_BYTES>)>, <ROWS_ROT_BYTES>)>)>)dnl
define(<ROWS_ROT_BYTES>, <
C Byte indices for (v)pshufb: each word rotated left by 16, by 8.
.Lrot16:
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14>)dnl
