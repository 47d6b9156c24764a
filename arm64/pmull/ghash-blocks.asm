dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull/ghash-blocks.asm -- GHASH with 64-bit carry-less
C multiplication (PMULL, PMULL2; HWCAP_PMULL), eight blocks a
C reduction.
C
C Why: the C twin builds each 64 x 64-bit carry-less product from 16
C integer multiplications; here it is one PMULL.
C
C How: RBIT reverses the bits of each byte, which turns GCM's bit
C order (x^0 the top bit of the first byte) into the plain one: bit i
C of the 128-bit little-endian number is the coefficient of x^i, so
C that products need no shift.  The eight blocks of a turn are
C multiplied by H^8 .. H^1 (Karatsuba: lo = x0 h0, hi = x1 h1, mid =
C (x0 + x1)(h0 + h1), the sums h0 + h1 made once a call, two powers a
C register, and x0 + x1 of two blocks made together by TRN1/TRN2),
C their products added unreduced and reduced once modulo x^128 + x^7
C + x^2 + x + 1: the top 64 bits D3 of the 256-bit sum fold down as
C D3 * 0x87 at x^64, then the next 64 bits D2 as D2 * 0x87 at x^0 (two
C PMULL).  The last n < 8 blocks likewise with H^n .. H^1.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions, gcc 12
C -O2, 2026-11-25; doc/aes-arm64.md): 10.3 a block inside AES-128-GCM
C seal of 16 KiB; with aes-ctr32-blocks.asm the seal takes 0.76x the
C instructions of OpenSSL 3.0's.  Not timed on hardware.

dnl void _symcrypt_ghash_blocks(const uint8_t *powers, uint8_t *state,
dnl                             size_t blocks, const uint8_t *data)
dnl POWERS holds H^1 .. H^8, 16 bytes each in GCM's byte order.

INCLUDE_SRC(<arm64/ghash-pmull.m4>)dnl

	.file "ghash-blocks.asm"
	ARCH_PMULL

GHASH_BLOCKS
