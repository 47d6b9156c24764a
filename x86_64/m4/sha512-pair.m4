dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): alu6/sha512-compress.asm, bmi2/sha512-compress.asm, opcache4k/sha512-compress.asm.
dnl x86_64/m4/sha512-pair.m4 -- SHA-512 compression with the general-register rounds
dnl of x86_64/m4/sha2-pipe.m4 (rorx, andn) and the message schedule of two
dnl blocks at once in the two 128-bit lanes of AVX2 registers.  The
dnl files that include it choose the loop over the pairs of blocks.
INCLUDE_SRC(<x86_64/m4/sha2-pipe.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha512-k.m4>)dnl
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

dnl SHA2_K_AT(n), SHA2_WK_AT(n): where SCHED_INS finds k and
dnl puts w + k of step n; in the loop of SHA2_BLOCKS_LOOPED (in
dnl x86_64/opcache4k/sha512-compress.asm, which
dnl defines SHA2_LOOPED_PASS), relative to its registers.
define(<SHA2_K_AT>, <ifdef(<SHA2_LOOPED_PASS>,
	<eval(16 * (($1) - WORD))(%rsi)>, <.LK+eval(16 * ($1))(%rip)>)>)dnl
define(<SHA2_WK_AT>, <ifdef(<SHA2_LOOPED_PASS>,
	<eval(32 * (($1) + SHA2_STEPS - WORD))(%rsp, %rdi)>,
	<eval(32 * ($1))(%rsp)>)>)dnl
dnl SCHED_INS(n, k): instruction k of the schedule of w[2n], w[2n+1]
dnl into X(n), which held w[2n-16], w[2n-15]: w[i] = w[i-16] +
dnl s0(w[i-15]) + w[i-7] + s1(w[i-2]).  0-2: w[i-15], w[i-14] into V0,
dnl w[i-7], w[i-6] added; 3-10: s0 (rotates by 1 and 8, shift by 7)
dnl added; 11-20: s1 of w[i-2], w[i-1] (rotates by 19 and 61, shift by
dnl 6) added; 21-23: w + k into the frame (as SHA2_WK; at SHA2_K_AT and
dnl SHA2_WK_AT).  SHA2_BLOCKS
dnl issues them in two groups of twelve (SCHED_GROUP), after h += w + k
dnl and after t1 of the first of a step's two rounds: 2-3% faster on
dnl AMD Zen 4 than all 24 before the rounds (2.96-2.97 against
dnl 3.00-3.06 ticks per byte at 16 KiB); four groups of six gave
dnl 3.00-3.01, three of eight 2.98.  A file may choose another size
dnl (six or more) by defining SCHED_GROUP before it includes this one.
ifdef(<SCHED_GROUP>, , <define(<SCHED_GROUP>, 12)>)
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
	vbroadcasti128	SHA2_K_AT($1), V0>,
	$2, 22, <
	SHA2_VPADD	V0, X($1), V0>,
	$2, 23, <
	vmovdqu	V0, SHA2_WK_AT($1)>)>)

dnl SHA512_AVX2_COMPRESS(loop): the function, LOOP running the pairs of
dnl blocks (SHA2_BLOCKS or SHA2_BLOCKS_ROLLED of x86_64/m4/sha2-pipe.m4),
dnl and its constants.
define(<SHA512_AVX2_COMPRESS>, <
PROLOGUE(_symcrypt_sha512_compress)
	SHA2_ENTER
	vmovdqa	.Lbswap(%rip), BSWAP
	vmovdqa	.Lror8(%rip), ROR8
	$1
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
	.fill	128, 1, 0>)dnl
