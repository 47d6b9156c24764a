dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/blake2b-compress.asm, avx512/blake2b-compress.asm.
dnl x86_64/m4/blake2b-rows.m4 -- the BLAKE2b compression function by rows:
dnl one ymm register a row of four 64-bit words, the four G of a column
dnl or diagonal step side by side.
dnl
dnl The including file names the registers (STATE, LENGTH, DATA, LAST,
dnl CTR0, CTR1, BYTES, FINAL; H0, H1, VA, VB, VC, VD, X, Y, T, U, R16,
dnl R24) and, for AVX-512, B2B_VPRORQ.  The rotations by 32, 24 and 16
dnl are one vpshufd or vpshufb (the patterns in R16 and R24), by 63 one
dnl vprorq (B2B_VPRORQ) or an add, a shift and an or.  Each message word
dnl is broadcast from the block and blended into place in X or Y.
dnl
dnl Measured on Zen 4 (AMD EPYC, family 25 model 17, 2026-11-25,
dnl symcrypt-benchmark medians, rdtsc ticks per byte at 16 KiB),
dnl AVX-512: the message words of a step gathered by one vpermi2q from
dnl the block held in two zmm registers and vprorq for every rotation
dnl 2.33; the same with vpshufd and vpshufb for 32, 24 and 16 2.24-2.25;
dnl with broadcasts and blends instead of vpermi2q, as here, 2.08-2.10.
dnl AVX2, as here: 2.10-2.15.
dnl
dnl Between the steps rows a, c and d turn, not b: b is the last row a
dnl step computes, so turning it would put a lane permute on the chain
dnl of dependent operations twice a round; a, c and d are final a few
dnl operations earlier, and their vpermq run beside b's last ones.  So
dnl in the diagonal step lane j holds b = v[4 + j] and the G it belongs
dnl to: lane 0 G 7 (v3, v4, v9, v14), lane 1 G 4 (v0, v5, v10, v15),
dnl lane 2 G 5, lane 3 G 6.
INCLUDE_SRC(<x86-common/blake2-schedule.m4>)dnl

dnl B2B_RORQ(n, x): rotate each word of X right by N.
define(<B2B_RORQ>, <ifelse($1, 32, <
	vpshufd	$<>0xb1, $2, $2>, $1, 24, <
	vpshufb	R24, $2, $2>, $1, 16, <
	vpshufb	R16, $2, $2>, <ifdef(<B2B_VPRORQ>, <
	vprorq	$<>$1, $2, $2>, <
	vpaddq	$2, $2, T
	vpsrlq	$<>$1, $2, $2
	vpor	T, $2, $2>)>)>)dnl

dnl B2B_GATHER(r, step): the message words of round R's step STEP, the
dnl x words into X, the y words into Y.
define(<B2B_GATHER>, <
	vmovq	eval(8 * B2_WORD($1, $2, 0, 0))(DATA), XMM(X)
	vmovq	eval(8 * B2_WORD($1, $2, 1, 0))(DATA), XMM(Y)<>forloop(<lane>, 1, 3, <
	vpbroadcastq	eval(8 * B2_WORD($1, $2, 0, lane))(DATA), T
	vpbroadcastq	eval(8 * B2_WORD($1, $2, 1, lane))(DATA), U
	vpblendd	$<>eval(3 * 4 ** lane), T, X, X
	vpblendd	$<>eval(3 * 4 ** lane), U, Y, Y>)>)dnl

dnl B2B_HALF(m, r1, r2): half of the four G: a += b + m, d = (d ^ a)
dnl rotated by R1, c += d, b = (b ^ c) rotated by R2.  a + m first,
dnl off the chain.
define(<B2B_HALF>, <
	vpaddq	$1, VA, VA
	vpaddq	VB, VA, VA
	vpxor	VA, VD, VD
	B2B_RORQ($2, VD)
	vpaddq	VD, VC, VC
	vpxor	VC, VB, VB
	B2B_RORQ($3, VB)>)dnl

dnl B2B_ROUND(r): round R, its column step, the turn of a, c and d to
dnl the diagonals, its diagonal step and the turn back.
define(<B2B_ROUND>, <
	C round $1
	B2B_GATHER($1, 0)
	B2B_HALF(X, 32, 24)
	B2B_HALF(Y, 16, 63)
	vpermq	$<>0x93, VA, VA
	vpermq	$<>0x39, VC, VC
	vpermq	$<>0x4e, VD, VD
	B2B_GATHER($1, 1)
	B2B_HALF(X, 32, 24)
	B2B_HALF(Y, 16, 63)
	vpermq	$<>0x39, VA, VA
	vpermq	$<>0x93, VC, VC
	vpermq	$<>0x4e, VD, VD>)dnl

dnl B2B_COMPRESS: the body of _symcrypt_blake2b_compress (the contract
dnl in src/functions.def; the C twin src/blake/blake2-compress.c): whole
dnl blocks, and with LAST the last of 0 to 128 bytes, its flag set.
dnl The branches depend on LENGTH and LAST alone.
define(<B2B_COMPRESS>, <
	mov	64(STATE), CTR0
	mov	72(STATE), CTR1
	vmovdqu	(STATE), H0
	vmovdqu	32(STATE), H1
	vbroadcasti128	.Lb2b_rot16(%rip), R16
	vbroadcasti128	.Lb2b_rot24(%rip), R24
.Lblock:
	B2_NEXT_BLOCK(128)
	C the 128-bit counter
	add	BYTES, CTR0
	adc	<$>0, CTR1
	C a, b: the chaining value; c: the IV's first row; d: its second
	C XORed with the counter and the flag
	vmovdqa	H0, VA
	vmovdqa	H1, VB
	vmovdqa	.Lb2b_iv(%rip), VC
	vmovq	CTR0, XMM(VD)
	vpinsrq	<$>1, CTR1, XMM(VD), XMM(VD)
	vmovq	FINAL, XMM(T)
	vinserti128	<$>1, XMM(T), VD, VD
	vpxor	.Lb2b_iv+32(%rip), VD, VD
forloop(<r>, 0, 11, <B2B_ROUND(r)
>)dnl
	C h ^= a ^ c, b ^ d
	vpxor	VA, VC, VC
	vpxor	VB, VD, VD
	vpxor	VC, H0, H0
	vpxor	VD, H1, H1
	test	FINAL, FINAL
	jnz	.Ldone
	add	<$>128, DATA
	sub	<$>128, LENGTH
	jmp	.Lblock
.Ldone:
	vmovdqu	H0, (STATE)
	vmovdqu	H1, 32(STATE)
	mov	CTR0, 64(STATE)
	mov	CTR1, 72(STATE)
	vzeroupper
>)dnl

dnl B2B_CONSTANTS: the IV (RFC 7693, 2.6) and the byte patterns of the
dnl rotations by 16 and 24.
define(<B2B_CONSTANTS>, <
RODATA
	.p2align 6
.Lb2b_iv:
	.quad	0x6a09e667f3bcc908, 0xbb67ae8584caa73b
	.quad	0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
	.quad	0x510e527fade682d1, 0x9b05688c2b3e6c1f
	.quad	0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
.Lb2b_rot16:
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
.Lb2b_rot24:
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
>)dnl
