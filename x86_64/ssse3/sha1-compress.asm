dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/sha1-compress.asm -- SHA-1 compression: scalar rounds,
C the message schedule four words at a time in SSE registers.

C Why: for CPUs without the SHA extensions, where the C runs otherwise.
C A round's chain from a to the next a is two operations (rotate by 5,
C add: f takes b, which is two rounds old), so the rounds are limited
C by the number of instructions, and the schedule (with the round
C constants) goes to the vector unit, four rounds ahead, in four parts
C between the four rounds of a step.  Words 16..31 follow w[i] =
C (w[i-3] ^ w[i-8] ^ w[i-14] ^ w[i-16]) <<< 1, the fourth word of a
C step fixed up with the first; words 32..79 the equivalent w[i] =
C (w[i-6] ^ w[i-16] ^ w[i-28] ^ w[i-32]) <<< 2, which has no
C dependence inside a step.  Needs SSSE3 (pshufb, palignr), nothing
C from SSE4.  Shared with x86_64/bmi2/sha1-compress.asm through the
C SHA1_* macros of x86_64/m4/sha1.m4.
C
C The parity rounds rotate a in place by 5 and, a round later, by 7
C to the right, which makes the b rol 30 of the round after
C (SHA1_PARITY_ROUND below): 8 instructions instead of
C 9, 1021 a block instead of 1061 (callgrind; OpenSSL's SSSE3 code,
C which does the same in all rounds, 1004).  Only there: in the Ch and
C Maj rounds c ^ d would wait for the rotate by 7, a cycle later than a
C rol 30.
C
C Measured 2026-11-22, AMD EPYC family 25 model 17 (Zen 4) limited to
C SSSE3 (symcrypt-benchmark --tier westmere: OpenSSL with AVX and leaf
C 7 masked, so its SSSE3 code), fat build, five runs, medians, rdtsc
C ticks per byte at 16 KiB (1 KiB), load average 8-14:
C   this file                 2.23 (2.42)
C   C twin                    3.53 (3.77)   (three runs, earlier)
C   OpenSSL 3.0.19 (SSSE3)    2.27 (2.58)   this file 1.02x (1.07x)
C   Nettle 3.8 (x86_64 asm)   3.16 (3.39)
C The variants measured on the way: doc/x86_64-hash.md.

dnl void _symcrypt_sha1_compress(uint32_t *state, size_t blocks,
dnl                               const uint8_t *data)
dnl STATE holds a..e in host order; DATA is BLOCKS whole 64-byte
dnl blocks, any alignment.

INCLUDE_SRC(<x86_64/m4/sha1-ssse3.m4>)dnl

PROLOGUE(_symcrypt_sha1_compress)
	SHA1_BODY
EPILOGUE(_symcrypt_sha1_compress)

RODATA
	SHA1_CONSTANTS
