dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/sha512-compress.asm -- SHA-512 compression: scalar
C rounds with BMI2 rotates, the message schedule of two blocks in AVX2
C registers with the AVX-512VL rotate and three-way XOR.

C Why: the design of x86_64/bmi2/sha512-compress.asm (two blocks'
C schedules in one ymm, one block per 128-bit lane; the rounds on the
C general registers), with each sigma of the schedule as two vprorq, a
C shift and one vpternlogq: 13 vector instructions a step instead of
C 22, which leaves the front end to the rounds.  Needs AVX-512 F and VL
C (EVEX on ymm only, so no 512-bit frequency licence) and BMI2 (rorx),
C which every CPU with AVX-512 VL has.
C
C Ch is andn(e, g) + (e & f) (SHA2_ANDN), and a block alone runs its
C schedule beside a zero block.  The schedule is spread over both
C blocks of a pair: the second block's rounds load the next pair's
C eight steps, the first block's rounds compute the other 32 (SHA2_BLOCKS).
C
C Measured 2026-11-23, AMD EPYC family 25 model 17 (Zen 4), fat build,
C symcrypt-benchmark --tier avx512, five runs, medians, rdtsc ticks
C per byte at 16 KiB (1 KiB, 1420 bytes):
C   this file                      2.77 (3.19, 3.05)   1.07x (1.09x, 1.09x) OpenSSL
C   OpenSSL 3.0.19 (its AVX2 code) about 2.97 (3.49, 3.32)
C The rounds are the limit: 22 ALU operations each on four ALUs, five
C deep from e to e and from a to a; 2.78 ticks per byte is about 6.3
C core cycles a round against 5.5 for the ALU operations alone.  The
C variants measured on the way: doc/x86_64-hash.md.

dnl void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 128-byte
dnl blocks, any alignment.

INCLUDE_SRC(<x86_64/m4/sha2-pipe.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha512-k.m4>)dnl
define(<SHA2_ANDN>, <1>)
SHA2_REGS(8)
dnl The schedule: X(n) holds w[2n], w[2n+1] of the first block in the
dnl low lane and of the second block in the high lane; X(n) and X(n+8)
dnl share a register.
define(<BSWAP>, <%ymm8>)	dnl vpshufb mask: big-endian qwords
define(<V0>, <%ymm10>)
define(<V1>, <%ymm11>)
define(<V2>, <%ymm12>)
define(<V3>, <%ymm13>)
define(<X>, <%ymm<>eval(($1) % 8)>)
define(<XL>, <%xmm<>eval(($1) % 8)>)

dnl SCHED(n): w[2n], w[2n+1] into X(n), which held w[2n-16], w[2n-15]:
dnl w[i] = w[i-16] + s0(w[i-15]) + w[i-7] + s1(w[i-2]).  Then SHA2_WK(n).
define(<SCHED>, <
	vpalignr	<$>8, X($1), X(eval($1 + 1)), V0	C w[i-15], w[i-14]
	vpalignr	<$>8, X(eval($1 + 4)), X(eval($1 + 5)), V1	C w[i-7], w[i-6]
	vpaddq	V1, X($1), X($1)
	C s0: rotates by 1 and 8, shift by 7
	vprorq	<$>1, V0, V1
	vprorq	<$>8, V0, V2
	vpsrlq	<$>7, V0, V0
	vpternlogq	<$>0x96, V2, V1, V0	C V0 ^ V1 ^ V2
	vpaddq	V0, X($1), X($1)
	C s1 of w[i-2], w[i-1]: rotates by 19 and 61, shift by 6
	vprorq	<$>19, X(eval($1 + 7)), V1
	vprorq	<$>61, X(eval($1 + 7)), V2
	vpsrlq	<$>6, X(eval($1 + 7)), V3
	vpternlogq	<$>0x96, V2, V1, V3
	vpaddq	V3, X($1), X($1)
	SHA2_WK($1)>)

PROLOGUE(_symcrypt_sha512_compress)
	SHA2_ENTER
	vmovdqa	.Lbswap(%rip), BSWAP
	SHA2_BLOCKS(8)
	SHA2_LEAVE
EPILOGUE(_symcrypt_sha512_compress)

RODATA
	.p2align 5
.Lbswap:
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
.LK:
	SHA512_K
	C the zero block: the second lane of a block alone
.Lzero:
	.fill	128, 1, 0
