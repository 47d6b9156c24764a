dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/memxor.asm -- dst[i] ^= src[i], SSE2.
C
C Why: the crypt loops of every stream cipher XOR keystream into the
C data through memxor3, and the C twin moves 8 bytes per step.  Here
C 64 bytes per iteration go through unaligned 16-byte loads and
C stores (movdqu costs the same as movdqa on aligned data since
C Nehalem), and the ragged end is one 16-byte block computed from the
C original bytes before the loop runs, so it may overlap the last
C whole block without a byte loop.  Lengths below 16 use two
C overlapping words of 8, 4, 2 bytes or one byte, also computed before
C either is stored, so dst == src stays correct.  The loop is
C MEMXOR_BODY in memxor.m4, shared with x86_64/memxor3.asm.
C
C Measured (AMD EPYC Zen 5, family 26, November 2026, for 1.0.0; rdtsc
C ticks/byte, 4 KiB, cache-resident, median of 31):
C   this file  0.050     C twin  0.11   (unaligned a, b)

dnl void _symcrypt_memxor(uint8_t *dst, const uint8_t *src, size_t length)

INCLUDE_SRC(<x86_64/m4/memxor.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<A>, <DST>)		dnl MEMXOR_BODY (memxor.m4) computes DST = A ^ B
define(<B>, <SRC>)
define(<LENGTH>, <%rdx>)
define(<OFF>, <%rax>)	dnl offset of the next block
define(<END>, <%rcx>)	dnl length rounded down to 16
define(<NEXT>, <%r8>)
define(<T0>, <%r9>)	dnl small cases: first word
define(<T1>, <%r10>)	dnl small cases: last word
define(<LAST>, <%xmm4>)	dnl the last 16 bytes' result

PROLOGUE(_symcrypt_memxor)
	MEMXOR_BODY
EPILOGUE(_symcrypt_memxor)
