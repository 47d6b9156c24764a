dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/memxor.asm -- dst[i] ^= src[i], AVX2.
C
C Why: x86_64/memxor.asm with 32-byte loads and stores (MEMXOR32_BODY
C in memxor.m4, which says how it works; dst may equal src).
C
C Measured: as x86_64/avx2/memxor3.asm, the same loop (MEMXOR32_BODY).

dnl void _symcrypt_memxor(uint8_t *dst, const uint8_t *src, size_t length)

INCLUDE_SRC(<x86_64/m4/memxor.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<A>, <DST>)		dnl MEMXOR32_BODY (memxor.m4) computes DST = A ^ B
define(<B>, <SRC>)
define(<LENGTH>, <%rdx>)
define(<OFF>, <%rax>)	dnl offset of the next block
define(<END>, <%rcx>)	dnl length rounded down to 32
define(<NEXT>, <%r8>)
define(<T0>, <%r9>)	dnl small cases: first word
define(<T1>, <%r10>)	dnl small cases: last word
define(<LAST>, <%ymm4>)	dnl the last 32 bytes' result

PROLOGUE(_symcrypt_memxor)
	MEMXOR32_BODY
EPILOGUE(_symcrypt_memxor)
