dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): alu6/sha256-compress.asm, bmi2/sha256-compress.asm.
dnl x86_64/m4/sha256-pair.m4 -- SHA-256 compression with the general-register rounds
dnl of x86_64/m4/sha2-pipe.m4 (rorx, andn) and the message schedule of two
dnl blocks at once in the two 128-bit lanes of AVX2 registers.  The
dnl files that include it choose the loop over the pairs of blocks.
INCLUDE_SRC(<x86_64/m4/sha2-pipe.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha256-k.m4>)dnl
SHA2_REGS(4)
dnl The schedule: X(n) holds w[4n..4n+3] of the first block in the low
dnl lane and of the second block in the high lane; X(n) and X(n+4)
dnl share a register.
define(<BSWAP>, <%ymm8>)	dnl vpshufb mask: big-endian dwords
define(<LOW2>, <%ymm9>)		dnl vpshufb mask: dwords 0, 2 to 0, 1; zeros
define(<HIGH2>, <%ymm10>)	dnl vpshufb mask: dwords 0, 2 to 2, 3; zeros
define(<V0>, <%ymm11>)
define(<V1>, <%ymm12>)
define(<V2>, <%ymm13>)
define(<X>, <%ymm<>eval(($1) % 4)>)
define(<XL>, <%xmm<>eval(($1) % 4)>)

dnl S1PAIR: s1 of x, y given V0 = x, x, y, y into dwords 0 and 2 of V1
dnl (garbage in 1 and 3): a right shift of the qword x:x rotates x.
define(<S1PAIR>, <
	vpsrld	<$>10, V0, V1
	vpsrlq	<$>17, V0, V2
	vpxor	V2, V1, V1
	vpsrlq	<$>19, V0, V2
	vpxor	V2, V1, V1>)

dnl SCHED(n): w[4n..4n+3] into X(n), which held w[4n-16..4n-13]:
dnl w[i] = w[i-16] + s0(w[i-15]) + w[i-7] + s1(w[i-2]).  The last two
dnl words need s1 of the first two.  Then SHA2_WK(n).
define(<SCHED>, <
	vpalignr	<$>4, X($1), X(eval($1 + 1)), V0	C w[i-15..i-12]
	vpalignr	<$>4, X(eval($1 + 2)), X(eval($1 + 3)), V1	C w[i-7..i-4]
	vpaddd	V1, X($1), X($1)
	C s0: rotates by 7 and 18, shift by 3
	vpsrld	<$>3, V0, V1
	vpsrld	<$>7, V0, V2
	vpxor	V2, V1, V1
	vpslld	<$>25, V0, V2
	vpxor	V2, V1, V1
	vpsrld	<$>18, V0, V2
	vpxor	V2, V1, V1
	vpslld	<$>14, V0, V2
	vpxor	V2, V1, V1
	vpaddd	V1, X($1), X($1)
	C s1 of w[i-2], w[i-1]: rotates by 17 and 19, shift by 10
	vpshufd	<$>0xfa, X(eval($1 + 3)), V0
	S1PAIR
	vpshufb	LOW2, V1, V1
	vpaddd	V1, X($1), X($1)		C w[i], w[i+1] done
	C s1 of w[i], w[i+1]
	vpshufd	<$>0x50, X($1), V0
	S1PAIR
	vpshufb	HIGH2, V1, V1
	vpaddd	V1, X($1), X($1)
	SHA2_WK($1)>)

dnl SHA256_AVX2_COMPRESS(loop): the function, LOOP running the pairs of
dnl blocks (SHA2_BLOCKS or SHA2_BLOCKS_ROLLED of x86_64/m4/sha2-pipe.m4),
dnl and its constants.
define(<SHA256_AVX2_COMPRESS>, <
PROLOGUE(_symcrypt_sha256_compress)
	SHA2_ENTER
	vmovdqa	.Lbswap(%rip), BSWAP
	vmovdqa	.Llow2(%rip), LOW2
	vmovdqa	.Lhigh2(%rip), HIGH2
	$1
	SHA2_LEAVE
EPILOGUE(_symcrypt_sha256_compress)


RODATA
	.p2align 5
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Llow2:
	.byte	0, 1, 2, 3, 8, 9, 10, 11, -1, -1, -1, -1, -1, -1, -1, -1
	.byte	0, 1, 2, 3, 8, 9, 10, 11, -1, -1, -1, -1, -1, -1, -1, -1
.Lhigh2:
	.byte	-1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 2, 3, 8, 9, 10, 11
	.byte	-1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 2, 3, 8, 9, 10, 11
.LK:
	SHA256_K
	C the zero block: the second lane of a block alone
.Lzero:
	.fill	64, 1, 0>)dnl
