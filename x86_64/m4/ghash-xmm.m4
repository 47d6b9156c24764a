dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aesni/ghash-blocks.asm, aesni/ghash-powers.asm, aesni/polyval-blocks.asm, aesni/gcm-encrypt.asm, aesni/gcm-hash-keystream.asm, aesni/gcm-seal-short.asm, aesni/gcm-open-short.asm, vaes/gcm-seal-short.asm, vaes/gcm-open-short.asm.
dnl x86_64/m4/ghash-xmm.m4 -- what x86-common/ghash-pclmul.m4 (GHASH
dnl with PCLMULQDQ, read with this file) takes from 64-bit code: its
dnl registers, the stack pointer and the constants in .rodata.

define(<LO>, <%xmm9>)		C the sums of the products: low,
define(<MI>, <%xmm10>)		C middle (Karatsuba's, then the true one)
define(<HI>, <%xmm11>)		C and high 128 bits; the hash value
define(<X>, <%xmm12>)
define(<T>, <%xmm13>)
define(<BSWAP>, <%xmm14>)	C the PSHUFB pattern reversing 16 bytes
define(<SP>, <%rsp>)
define(<GFPOLY>, <.Lgfpoly(%rip)>)

dnl GHASH_RODATA: the constants (aligned, as SSE operands).
define(<GHASH_RODATA>, <
RODATA
	.p2align 5
C x^-1 modulo the GCM polynomial, reversed (bits 0, 121, 126 and 127);
C twice, for the 256-bit products of x86_64/m4/gcm-vaes.m4.
.Lgfpoly:
	.quad 1, 0xc200000000000000, 1, 0xc200000000000000
.Lbswap:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>)
