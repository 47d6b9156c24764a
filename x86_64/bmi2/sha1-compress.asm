dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/bmi2/sha1-compress.asm -- SHA-1 compression: scalar rounds
C with rorx and andn, the message schedule of two blocks at once, four
C words of each per ymm register (one block per 128-bit lane), AVX2.

C Why: for CPUs with AVX2 and BMI1/BMI2 but no SHA extensions (Intel
C Haswell to Comet Lake), the design of x86_64/ssse3/sha1-compress.asm
C without its copies: rorx takes a rotated copy of a for each round,
C and each round computes the next round's f from its own a with andn
C (SHA1_ANDN in x86_64/machine.m4), so that the Ch and parity rounds
C need no move; the three-operand forms save the schedule's movdqa.
C The schedule runs for a pair of blocks, spread over both blocks'
C rounds (SHA1_PAIR_BODY(6)): the second block's rounds, which take
C their w + k from the frame, compute the next pair's first six
C steps (loads, byte swaps and words 16..23), the first block's rounds
C the other fourteen of their own pair.  A last odd block is paired with
C a zero block (.Lzero).  Each round adds the next round's w + k
C (SHA1_ANDN_ROUND).  callgrind: 754 instructions a block against 842
C with the schedule of one block per xmm (the file before, session 4).
C Uses AVX2, BMI1 and BMI2.  Shared with the SSSE3 file through the
C SHA1_* macros of x86_64/machine.m4.
C
C Measured 2026-11-22/23, AMD EPYC family 25 model 17 (Zen 4) limited
C to the haswell tier (symcrypt-benchmark --tier haswell: OpenSSL with
C SHA-NI and AVX-512 masked, so its AVX2 code, which schedules two
C blocks at once), fat build, medians of five to seven runs of -r 5,
C rdtsc ticks per byte at 16 KiB (1 KiB, 64 B), doc/x86_64-hash.md:
C   this file                          2.02 (2.20, 4.99)
C   the schedule in the first block    2.10 (2.28, 5.01)
C   w + k added in its own round       2.15 (2.33, 5.12)
C   one block per xmm (session 4)      2.15 (2.35, 5.34)
C   x86_64/ssse3/sha1-compress.asm     2.30 (2.50)
C   C twin                             3.53 (3.75)
C   OpenSSL 3.0.19 (AVX2, BMI1/2)      2.10 (2.43, 6.85)

dnl void _symcrypt_sha1_compress(uint32_t *state, size_t blocks,
dnl                               const uint8_t *data)
dnl STATE holds a..e in host order; DATA is BLOCKS whole 64-byte
dnl blocks, any alignment.

define(<SHA1_ANDN>, <1>)
define(<SHA1_PAIR>, <1>)
define(<SHA1_SECOND>, 0)
SHA1_REGS
dnl SCHED_16 for words 16..31: t = w[i-16] ^ w[i-14] ^ w[i-8] ^ w[i-3],
dnl with 0 for w[i-3] in the fourth lane (it is w[i], being made);
dnl w = t <<< 1, and the fourth lane ^= t[0] <<< 2, which is w[i] <<< 1.
define(<SCHED_16>, <ifelse($2, 0, <
	vpalignr	<$>8, X(eval($1 - 4)), X(eval($1 - 3)), V0	C w[i-14..i-11]
	vpsrldq	<$>4, X(eval($1 - 1)), V1	C w[i-3..i-1], 0
	vpxor	X(eval($1 - 4)), V0, V0>, $2, 1, <
	vpxor	X(eval($1 - 2)), V1, V1
	vpxor	V1, V0, V0		C t
	vpslldq	<$>12, V0, V1		C 0, 0, 0, t[0]>, $2, 2, <
	vpsrld	<$>31, V0, X($1)
	vpaddd	V0, V0, V0
	vpor	V0, X($1), X($1)	C t rotated left by 1
	vpsrld	<$>30, V1, V0>, <
	vpslld	<$>2, V1, V1
	vpxor	V0, X($1), X($1)
	vpxor	V1, X($1), X($1)
	SHA1_WK($1)>)>)
dnl SCHED_32 for words 32..79: X(n) held w[i-32..i-29].
define(<SCHED_32>, <ifelse($2, 0, <
	C w[i-6..i-3]
	vpalignr	<$>8, X(eval($1 - 2)), X(eval($1 - 1)), V0>, $2, 1, <
	vpxor	X(eval($1 - 4)), V0, V0
	vpxor	X(eval($1 - 7)), V0, V0
	vpxor	V0, X($1), X($1)>, $2, 2, <
	C rotated left by 2
	vpsrld	<$>30, X($1), V0
	vpslld	<$>2, X($1), X($1)
	vpor	V0, X($1), X($1)>, <
	SHA1_WK($1)>)>)

PROLOGUE(_symcrypt_sha1_compress)
	SHA1_PAIR_BODY(6)
EPILOGUE(_symcrypt_sha1_compress)

RODATA
	SHA1_PAIR_CONSTANTS
