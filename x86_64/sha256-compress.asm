dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/sha256-compress.asm -- SHA-256 compression: scalar rounds and
C message schedule, integer instructions only.

C Why: for x86_64 CPUs without SSSE3 (the x86_64/ssse3 file needs
C pshufb and palignr), where the C runs otherwise.  The rounds of
C x86_64/m4/sha2.m4 with plain rotates (no rorx: BMI2 may be absent),
C each sigma three rotated copies xored (T2 is STATE's register, the
C schedule's S1, free in the rounds);
C w loaded with bswap, the schedule in three spare general registers,
C w in a ring of sixteen words on the stack; each round computes its own
C w + k, which the processor runs beside the rounds' two chains.
C Sixteen rounds a pass, looped (SHA2_SCALAR_BLOCKS).  Needs only the
C base x86_64 ISA (SSE2 stores wipe the frame).
C
C Measured 2026-11-22, AMD EPYC family 25 model 17 (Zen 4) limited to
C SSE2 (symcrypt-benchmark --tier sse2: SYMCRYPT_FAT_OVERRIDE=sse2,
C OpenSSL with SSSE3, AVX and leaf 7 masked, so its scalar code), fat
C build, medians of five runs, load average 8-12, rdtsc ticks per byte
C at 16 KiB (1 KiB):
C   this file                 6.52 (6.97)
C   sigmas as chains of five  6.65 (7.08)
C   C twin                    7.21 (7.82)   (override none, earlier)
C   OpenSSL 3.0.19 (scalar)   6.67 (7.20)   this file 1.02x (1.03x)
C   Nettle 3.8 (x86_64 asm)   6.77 (7.22)

dnl void _symcrypt_sha256_compress(uint32_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 64-byte blocks,
dnl any alignment.

INCLUDE_SRC(<x86_64/m4/sha2-x86_64.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha256-k.m4>)dnl
define(<SHA2_SCALAR>, <1>)
define(<SHA2_ROR>, <1>)
SHA2_REGS(4)
dnl The schedule's scratch (BLOCKS and STATE wait in the frame).
define(<S0>, <%esi>)
define(<S1>, <%edi>)
define(<S2>, <%edx>)
define(<V0>, <%xmm0>)		dnl zeros, for the wipe

define(<SCHED0_ROT>, <7, 18, 3>)
define(<SCHED1_ROT>, <17, 19, 10>)

PROLOGUE(_symcrypt_sha256_compress)
	SHA2_ENTER
	SHA2_SCALAR_BLOCKS
	SHA2_LEAVE
EPILOGUE(_symcrypt_sha256_compress)

RODATA
	.p2align 4
.LK:
	SHA256_K
