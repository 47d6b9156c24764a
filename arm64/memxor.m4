dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): memxor.asm, memxor3.asm.
dnl arm64/memxor.m4 -- memxor and memxor3.
dnl
dnl MEMXOR_BODY(dst, a, b, length): dst = a ^ b over LENGTH bytes (a
dnl pointer may equal DST), then return.  64 bytes per iteration through
dnl NEON registers v0-v7, then 16, 8, 4, 2 and 1 bytes.  Each piece is
dnl loaded before it is stored, so DST may be A or B.
define(<MEMXOR_BODY>, <
	subs	$4, $4, #64
	b.lo	.Lmx_tail64
.Lmx_loop64:
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [$2], #64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [$3], #64
	eor	v0.16b, v0.16b, v4.16b
	eor	v1.16b, v1.16b, v5.16b
	eor	v2.16b, v2.16b, v6.16b
	eor	v3.16b, v3.16b, v7.16b
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [$1], #64
	subs	$4, $4, #64
	b.hs	.Lmx_loop64
.Lmx_tail64:
	add	$4, $4, #64		C 0 to 63 bytes left
	C Bits 5 and 4: 32 and 16 bytes; then 8, 4, 2, 1.
	tbz	$4, #5, .Lmx_16
	ld1	{v0.16b, v1.16b}, [$2], #32
	ld1	{v4.16b, v5.16b}, [$3], #32
	eor	v0.16b, v0.16b, v4.16b
	eor	v1.16b, v1.16b, v5.16b
	st1	{v0.16b, v1.16b}, [$1], #32
.Lmx_16:
	tbz	$4, #4, .Lmx_8
	ldr	q0, [$2], #16
	ldr	q4, [$3], #16
	eor	v0.16b, v0.16b, v4.16b
	str	q0, [$1], #16
.Lmx_8:
	tbz	$4, #3, .Lmx_4
	ldr	x5, [$2], #8
	ldr	x6, [$3], #8
	eor	x5, x5, x6
	str	x5, [$1], #8
.Lmx_4:
	tbz	$4, #2, .Lmx_2
	ldr	w5, [$2], #4
	ldr	w6, [$3], #4
	eor	w5, w5, w6
	str	w5, [$1], #4
.Lmx_2:
	tbz	$4, #1, .Lmx_1
	ldrh	w5, [$2], #2
	ldrh	w6, [$3], #2
	eor	w5, w5, w6
	strh	w5, [$1], #2
.Lmx_1:
	tbz	$4, #0, .Lmx_done
	ldrb	w5, [$2]
	ldrb	w6, [$3]
	eor	w5, w5, w6
	strb	w5, [$1]
.Lmx_done:
	ret>)dnl
