dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/memxor.asm -- dst[i] ^= src[i], SSE2.
C
C Why: the -m32 C twin moves 4 bytes per step.  This is memxor3 with
C a = dst: MEMXOR_BODY in memxor.m4, which says how it works.
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, -m32; rdtsc
C ticks/byte, 4 KiB, unaligned; doc/x86-32.md):
C   this file  0.063     C twin (4 bytes a step)  0.25

dnl void _symcrypt_memxor(uint8_t *dst, const uint8_t *src, size_t length)

INCLUDE_SRC(<x86/memxor.m4>)dnl
define(<DST>, <%eax>)
define(<A>, <%ecx>)	dnl dst, then 0
define(<A_W>, <%cx>)
define(<A_B>, <%cl>)
define(<B>, <%edx>)	dnl src, then src - dst
define(<LENGTH>, <%ebx>)	dnl then the count of 16-byte blocks
define(<LAST>, <%xmm4>)	dnl the last 16 bytes' result

PROLOGUE(_symcrypt_memxor)
	MEMXOR_BODY(8(%esp), 12(%esp), 16(%esp))
EPILOGUE(_symcrypt_memxor)
