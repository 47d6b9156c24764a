dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/bmi2/sha512-compress.asm -- SHA-512 compression: scalar rounds
C with BMI rotates, the message schedule four words at a time in AVX2.

C Why: the rounds are a serial chain on the general registers; rorx
C (BMI2) saves the moves of the plain rotates, and the vector unit
C computes the schedule (and adds the round constants) in the shadow of
C the rounds.  The schedule is computed for two blocks at once, one in
C each 128-bit lane, two words per step: that needs no lane crossing
C and halves its cost, which otherwise competes with the rounds for
C the decoders.  It is spread over both blocks of a pair: the second
C block's rounds load the next pair's eight steps, the first block's
C rounds compute the other 32 (SHA2_BLOCKS).  Ch is andn(e, g) + (e &
C f) (SHA2_ANDN: BMI1, which the folder's bmi2 implies); a computed
C step goes in two groups inside the first round of the step it is
C placed at (SCHED_INS).  A block alone runs its schedule beside a zero
C block, so that only the low half of the frame needs clearing.
C
C Measured 2026-11-23, AMD EPYC family 25 model 17 (Zen 4), --tier
C haswell, medians of five runs, rdtsc ticks per byte at 16 KiB (1 KiB,
C 1420 bytes; the last is bimodal from one process to the next, 3.15 or
C 3.25):
C   this file                               2.86 (3.29, 3.15)
C   OpenSSL 3.0.19 (AVX2, BMI1/2)           2.97 (3.48, 3.32)
C The variants measured on the way: doc/x86_64-hash.md.

dnl void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 128-byte
dnl blocks, any alignment.

INCLUDE_SRC(<x86_64/m4/sha512-pair.m4>)dnl
define(<SHA2_ANDN>, <1>)
SHA512_AVX2_COMPRESS(<SHA2_BLOCKS(8)>)
