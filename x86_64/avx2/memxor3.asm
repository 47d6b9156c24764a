dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/memxor3.asm -- dst[i] = a[i] ^ b[i], AVX2.
C
C Why: the crypt loops of ChaCha and Salsa20 XOR each group of
C keystream blocks into the data through memxor3; at 16 KiB that pass
C was about a tenth of the time of the widest cores.  This is
C x86_64/memxor3.asm with 32-byte loads and stores (MEMXOR32_BODY in
C memxor.m4, which says how it works; dst may equal a or b).
C
C Measured (rdtsc ticks per byte, p25 of 1001, eight calls in a row,
C unaligned a and dst; AMD EPYC Zen 4, family 25 model 17, 2026-11-22):
C   bytes          64     256    2048   4096
C   this file    0.094  0.051  0.035  0.036
C   x86_64       0.141  0.074  0.057  0.058
C   C twin       0.203  0.152  0.136  0.141
C symcrypt_chacha_crypt at 16 KiB gained 1-2 % (doc/x86_64-stream.md).

dnl void _symcrypt_memxor3(uint8_t *dst, const uint8_t *a, const uint8_t *b,
dnl                        size_t length)

INCLUDE_SRC(<x86_64/m4/memxor.m4>)dnl
define(<DST>, <%rdi>)
define(<A>, <%rsi>)
define(<B>, <%rdx>)
define(<LENGTH>, <%rcx>)
define(<OFF>, <%rax>)	dnl offset of the next block
define(<END>, <%r11>)	dnl length rounded down to 32
define(<NEXT>, <%r8>)
define(<T0>, <%r9>)	dnl small cases: first word
define(<T1>, <%r10>)	dnl small cases: last word
define(<LAST>, <%ymm4>)	dnl the last 32 bytes' result

PROLOGUE(_symcrypt_memxor3)
	MEMXOR32_BODY
EPILOGUE(_symcrypt_memxor3)
