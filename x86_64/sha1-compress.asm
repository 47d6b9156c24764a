dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha1-compress.asm -- SHA-1 compression: scalar rounds and
C message schedule, integer instructions only.

C Why: for x86_64 CPUs without SSSE3 (the x86_64/ssse3 file needs
C pshufb and palignr), where the C runs otherwise.  The rounds of
C x86_64/m4/sha1.m4 (SHA1_ROUND_F); each computes its own w in one
C general register, loaded with bswap or from a ring of the last sixteen
C words on the stack, and adds K as an immediate: the schedule is off
C the chain from a to the next a, so it runs beside it.  Needs only the
C base x86_64 ISA (SSE2 stores wipe the frame).
C
C Measured 2026-11-22, AMD EPYC family 25 model 17 (Zen 4) limited to
C SSE2 (symcrypt-benchmark --tier sse2: SYMCRYPT_FAT_OVERRIDE=sse2,
C OpenSSL with SSSE3, AVX and leaf 7 masked, so its scalar code), fat
C build, medians of five batches, load average 8, rdtsc ticks per byte
C at 16 KiB (1 KiB):
C   this file                 2.87 (3.09)
C   C twin                    3.49 (3.74)   (override none, next run)
C   OpenSSL 3.0.19 (scalar)   2.93 (3.33)   this file 1.02x (1.08x)
C   Nettle 3.8 (x86_64 asm)   3.15 (3.39)

dnl void _symcrypt_sha1_compress(uint32_t *state, size_t blocks,
dnl                               const uint8_t *data)
dnl STATE holds a..e in host order; DATA is BLOCKS whole 64-byte
dnl blocks, any alignment.

INCLUDE_SRC(<x86_64/m4/sha1.m4>)dnl
dnl SHA1_SCALAR_ROUND(i): round i, computing its w in W: loaded and
dnl byte-swapped (rounds 0 to 15) or w[i-3] ^ w[i-8] ^ w[i-14] ^ w[i-16]
dnl rotated left by 1, kept in the ring while a later round needs it,
dnl plus the round's K as an immediate.
define(<SHA1_SCALAR_ROUND>, <ifelse(eval(($1) / 16), 0, <
	mov	eval(4 * ($1))(DATA), W
	bswap	W>, <
	mov	eval(4 * ((($1) + 13) % 16))(%rsp), W
	xor	eval(4 * ((($1) + 8) % 16))(%rsp), W
	xor	eval(4 * ((($1) + 2) % 16))(%rsp), W
	xor	eval(4 * (($1) % 16))(%rsp), W
	rol	<$>1, W>)<>ifelse(eval(($1) / 77), 0, <
	mov	W, eval(4 * (($1) % 16))(%rsp)>)
	add	<$>SHA1_K(eval(($1) / 20)), W
	SHA1_ROUND_F(eval(($1) / 20), SHA1_REG(0 - ($1)),
	SHA1_REG(1 - ($1)), SHA1_REG(2 - ($1)), SHA1_REG(3 - ($1)),
	SHA1_REG(4 - ($1)), W)>)dnl
define(<SHA1_SCALAR>, <1>)
define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
dnl The working variables (see SHA1_REG in x86_64/m4/sha1.m4).
define(<R0>, <%eax>)
define(<R1>, <%ebx>)
define(<R2>, <%ecx>)
define(<R3>, <%ebp>)
define(<R4>, <%r8d>)
define(<T1>, <%r9d>)
define(<T2>, <%r10d>)
define(<W>, <%r11d>)		dnl w (+ k) of the round
define(<WIPE>, <%r11>)
define(<V0>, <%xmm0>)		dnl zeros, for the wipe

PROLOGUE(_symcrypt_sha1_compress)
	SHA1_BODY
EPILOGUE(_symcrypt_sha1_compress)
