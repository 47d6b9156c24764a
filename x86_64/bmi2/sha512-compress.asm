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

INCLUDE_SRC(<x86_64/sha2-pipe.m4>)dnl
INCLUDE_SRC(<x86_64/sha512-k.m4>)dnl
define(<SHA2_ANDN>, <1>)
SHA2_REGS(8)
dnl The schedule: X(n) holds w[2n], w[2n+1] of the first block in the
dnl low lane and of the second block in the high lane; X(n) and X(n+8)
dnl share a register.
define(<BSWAP>, <%ymm8>)	dnl vpshufb mask: big-endian qwords
define(<ROR8>, <%ymm9>)		dnl vpshufb mask: each qword rotated by 8 bits
define(<V0>, <%ymm10>)
define(<V1>, <%ymm11>)
define(<V2>, <%ymm12>)
define(<X>, <%ymm<>eval(($1) % 8)>)
define(<XL>, <%xmm<>eval(($1) % 8)>)

dnl SCHED_INS(n, k): instruction k of the schedule of w[2n], w[2n+1]
dnl into X(n), which held w[2n-16], w[2n-15]: w[i] = w[i-16] +
dnl s0(w[i-15]) + w[i-7] + s1(w[i-2]).  0-2: w[i-15], w[i-14] into V0,
dnl w[i-7], w[i-6] added; 3-10: s0 (rotates by 1 and 8, shift by 7)
dnl added; 11-20: s1 of w[i-2], w[i-1] (rotates by 19 and 61, shift by
dnl 6) added; 21-23: w + k into the frame (as SHA2_WK).  SHA2_BLOCKS
dnl issues them in two groups of twelve (SCHED_GROUP), after h += w + k
dnl and after t1 of the first of a step's two rounds: 2-3% faster on
dnl AMD Zen 4 than all 24 before the rounds (2.96-2.97 against
dnl 3.00-3.06 ticks per byte at 16 KiB); four groups of six gave
dnl 3.00-3.01, three of eight 2.98.
define(<SCHED_GROUP>, 12)
define(<SCHED_INS>, <ifelse($2, 0, <
	vpalignr	<$>8, X($1), X(eval($1 + 1)), V0>,
	$2, 1, <
	vpalignr	<$>8, X(eval($1 + 4)), X(eval($1 + 5)), V1>,
	$2, 2, <
	vpaddq	V1, X($1), X($1)>,
	$2, 3, <
	vpsrlq	<$>7, V0, V1>,
	$2, 4, <
	vpshufb	ROR8, V0, V2>,
	$2, 5, <
	vpxor	V2, V1, V1>,
	$2, 6, <
	vpsrlq	<$>1, V0, V2>,
	$2, 7, <
	vpxor	V2, V1, V1>,
	$2, 8, <
	vpsllq	<$>63, V0, V2>,
	$2, 9, <
	vpxor	V2, V1, V1>,
	$2, 10, <
	vpaddq	V1, X($1), X($1)>,
	$2, 11, <
	vpsrlq	<$>6, X(eval($1 + 7)), V1>,
	$2, 12, <
	vpsrlq	<$>19, X(eval($1 + 7)), V2>,
	$2, 13, <
	vpxor	V2, V1, V1>,
	$2, 14, <
	vpsllq	<$>45, X(eval($1 + 7)), V2>,
	$2, 15, <
	vpxor	V2, V1, V1>,
	$2, 16, <
	vpsrlq	<$>61, X(eval($1 + 7)), V2>,
	$2, 17, <
	vpxor	V2, V1, V1>,
	$2, 18, <
	vpsllq	<$>3, X(eval($1 + 7)), V2>,
	$2, 19, <
	vpxor	V2, V1, V1>,
	$2, 20, <
	vpaddq	V1, X($1), X($1)>,
	$2, 21, <
	vbroadcasti128	.LK+eval(16 * ($1))(%rip), V0>,
	$2, 22, <
	SHA2_VPADD	V0, X($1), V0>,
	$2, 23, <
	vmovdqu	V0, eval(32 * ($1))(%rsp)>)>)

PROLOGUE(_symcrypt_sha512_compress)
	SHA2_ENTER
	vmovdqa	.Lbswap(%rip), BSWAP
	vmovdqa	.Lror8(%rip), ROR8
	SHA2_BLOCKS(8)
	SHA2_LEAVE
EPILOGUE(_symcrypt_sha512_compress)

RODATA
	.p2align 5
.Lbswap:
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
.Lror8:
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
.LK:
	SHA512_K
	C the zero block: the second lane of a block alone
.Lzero:
	.fill	128, 1, 0
