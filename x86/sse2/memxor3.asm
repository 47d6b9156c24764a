dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/memxor3.asm -- dst[i] = a[i] ^ b[i], SSE2.
C
C Why: every stream cipher's crypt loop XORs keystream into the data
C through memxor3, and the -m32 C twin moves 4 bytes per step (0.24
C ticks per byte, a tenth of the ChaCha20 time).  The loop is
C MEMXOR_BODY in memxor.m4, shared with memxor.asm, which says how it
C works (dst may equal a or b).
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, -m32; rdtsc
C ticks/byte, 4 KiB, unaligned; doc/x86-32.md):
C   this file  0.063     C twin (4 bytes a step)  0.25

dnl void _symcrypt_memxor3(uint8_t *dst, const uint8_t *a, const uint8_t *b,
dnl                        size_t length)

INCLUDE_SRC(<x86/memxor.m4>)dnl
define(<DST>, <%eax>)
define(<A>, <%ecx>)	dnl a, then a - dst
define(<A_W>, <%cx>)
define(<A_B>, <%cl>)
define(<B>, <%edx>)	dnl b, then b - dst
define(<LENGTH>, <%ebx>)	dnl then the count of 16-byte blocks
define(<LAST>, <%xmm4>)	dnl the last 16 bytes' result

PROLOGUE(_symcrypt_memxor3)
	MEMXOR_BODY(12(%esp), 16(%esp), 20(%esp))
EPILOGUE(_symcrypt_memxor3)
