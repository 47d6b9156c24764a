dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/ghash-blocks.asm -- GHASH with 256-bit VPCLMULQDQ, eight
C blocks a reduction, sixteen in long calls.
C
C Why: x86_64/aesni multiplies one block by a power of H in four
C 128-bit PCLMULQDQs; here two blocks are four 256-bit ones.  The
C eight blocks of a turn are multiplied by H^8 .. H^1, the products
C added unreduced and reduced once (x86_64/m4/ghash-vaes.m4).  The
C powers are in a table on the stack, made on entry and wiped on
C return.  From 80 blocks on (open's pass over the ciphertext) a turn takes
C sixteen blocks and one reduction, the products Karatsuba's (three a
C block), H^9 .. H^16 and the sums of the powers' halves made once a
C call as gcm_encrypt does: 26 products a 256 bytes where two turns of
C eight take 36, on the pipes that a product holds for two cycles on
C Zen 3 (doc/x86_64-aes.md, "open's first pass, sixteen blocks a
C turn").
C
C Needs AVX2 and VPCLMULQDQ.

dnl The function: GHASH_BLOCKS, x86_64/m4/ghash-vaes.m4.

INCLUDE_SRC(<x86_64/m4/ghash-vaes.m4>)dnl

	.file "ghash-blocks.asm"
GHASH_BLOCKS
