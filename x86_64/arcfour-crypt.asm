dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/arcfour-crypt.asm -- the RC4 keystream loop.
C
C Why: RC4 is one long chain through the permutation: j += S[i] is the
C only loop-carried dependency (1 cycle per byte), everything else is
C loads and byte stores that out-of-order execution overlaps.  The C
C compiler's loop re-extends bytes and recomputes addresses; here
C every value stays in a caller-saved register (no spills, no pushes),
C byte loads zero-extend (movzbl), byte adds keep the index registers'
C upper bits zero, and the next S[i] is loaded straight after the
C swap is stored (correct when j == i + 1, and issued long before the
C next step needs it).  Eight steps per iteration address src and dst
C by displacement.
C
C Gathering eight keystream bytes in a register (shl/or) and XORing
C 64 bits at a time measured 5-10% slower than one load-xor-store per
C byte: the two extra ALU ops per byte cost more than the stores.
C
C Measured (rdtsc ticks/byte, 8 KiB, median of 31, AMD Zen 5 shared
C machine, interleaved in one process; two machine states):
C   this file  2.26 / 2.77   OpenSSL 3.0 RC4  2.75 / 3.60
C   Nettle 3.8 4.02 / 3.73   C twin           3.99 / 3.82

dnl void _symcrypt_arcfour_crypt(struct symcrypt_arcfour_ctx *ctx,
dnl                              size_t length, uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/arcfour.m4>)dnl

define(<CTX>, <%rdi>)
define(<LENGTH>, <%rsi>)
define(<DST>, <%rdx>)
define(<SRC>, <%rcx>)
define(<I>, <%rax>)	dnl i of the next step, 0..255
define(<I32>, <%eax>)
define(<I8>, <%al>)
define(<J>, <%r8>)	dnl j, 0..255
define(<J32>, <%r8d>)
define(<J8>, <%r8b>)
define(<SI32>, <%r9d>)	dnl S[i], loaded ahead
define(<SI8>, <%r9b>)
define(<SJ>, <%r10>)	dnl S[j], then (S[i] + S[j]) mod 256
define(<SJ32>, <%r10d>)
define(<SJ8>, <%r10b>)
define(<K32>, <%r11d>)	dnl keystream byte
define(<K8>, <%r11b>)

PROLOGUE(_symcrypt_arcfour_crypt)
	test	LENGTH, LENGTH
	jz	.Lreturn
	ARCFOUR_LOAD_IJ
	movzbl	(CTX, I), SI32
	ARCFOUR_BYTE_LOOP(.Lstore)

.Lstore:
	ARCFOUR_STORE_IJ
.Lreturn:
	ret
EPILOGUE(_symcrypt_arcfour_crypt)
