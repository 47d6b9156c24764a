dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/memxor.asm -- dst ^= src, NEON.

C void _symcrypt_memxor(uint8_t *dst, const uint8_t *src, size_t length)
C
C Why: gcc's C XORs eight bytes per five instructions; 64 bytes per
C nine instructions here (four 16-byte registers per load).  The body
C is MEMXOR_BODY of arm64/memxor.m4, shared with memxor3.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte,
C gcc 12 -O2, 2026-11-22):   64 B   1 KiB  16 KiB
C   C twin                   1.14   1.01   1.00
C   this file                0.33   0.15   0.14

INCLUDE_SRC(<arm64/memxor.m4>)dnl
	ARCH_BASE

define(<DST>, <x0>)
define(<SRC>, <x1>)
define(<LENGTH>, <x2>)
define(<IN>, <x3>)	C reads DST while DST advances as the output

PROLOGUE(_symcrypt_memxor)
	mov	IN, DST
	MEMXOR_BODY(DST, IN, SRC, LENGTH)
EPILOGUE(_symcrypt_memxor)
