dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/memxor3.asm -- dst[i] = a[i] ^ b[i], SSE2.
C
C Why: every stream cipher's crypt loop XORs keystream into the data
C through memxor3.  The loop is MEMXOR_BODY in memxor.m4, shared with
C x86_64/memxor.asm, which says how it works (dst may equal a or b).
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, for 1.0.0; rdtsc
C ticks/byte, 4 KiB, cache-resident, median of 31):
C   this file  0.059     C twin  0.113  (unaligned a, b)

dnl void _symcrypt_memxor3(uint8_t *dst, const uint8_t *a, const uint8_t *b,
dnl                        size_t length)

INCLUDE_SRC(<x86_64/m4/memxor.m4>)dnl
define(<DST>, <%rdi>)
define(<A>, <%rsi>)
define(<B>, <%rdx>)
define(<LENGTH>, <%rcx>)
define(<OFF>, <%rax>)	dnl offset of the next block
define(<END>, <%r11>)	dnl length rounded down to 16
define(<NEXT>, <%r8>)
define(<T0>, <%r9>)	dnl small cases: first word
define(<T1>, <%r10>)	dnl small cases: last word
define(<LAST>, <%xmm4>)	dnl the last 16 bytes' result

PROLOGUE(_symcrypt_memxor3)
	MEMXOR_BODY
EPILOGUE(_symcrypt_memxor3)
