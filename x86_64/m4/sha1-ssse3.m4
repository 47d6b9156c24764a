dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): ssse3/sha1-compress.asm, ssse3/sha1-last.asm.
dnl x86_64/m4/sha1-ssse3.m4 -- SHA-1 with scalar rounds and the schedule in
dnl SSE registers (SSSE3): the round, the schedule and the constants of
dnl x86_64/ssse3/sha1-compress.asm (its header says why they are so), for
dnl x86_64/m4/sha1.m4's SHA1_BODY and SHA1_ROUNDS.
INCLUDE_SRC(<x86_64/m4/sha1.m4>)dnl
dnl SHA1_CONSTANTS: .Lbswap and .LK, after RODATA.
define(<SHA1_CONSTANTS>, <
	.p2align 4
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
	C The round constants of FIPS 180-4, section 4.2.1, four of each.
.LK:
	.long	0x5a827999, 0x5a827999, 0x5a827999, 0x5a827999
	.long	0x6ed9eba1, 0x6ed9eba1, 0x6ed9eba1, 0x6ed9eba1
	.long	0x8f1bbcdc, 0x8f1bbcdc, 0x8f1bbcdc, 0x8f1bbcdc
	.long	0xca62c1d6, 0xca62c1d6, 0xca62c1d6, 0xca62c1d6>)dnl
SHA1_REGS
dnl X(n): the xmm register of w[4n..4n+3]; V0, V1 for the schedule;
dnl BSWAP, the pshufb mask of big-endian dwords.
define(<X>, <%xmm<>eval(($1) % 8)>)dnl
define(<V0>, <%xmm8>)dnl
define(<V1>, <%xmm9>)dnl
define(<BSWAP>, <%xmm10>)dnl
dnl SHA1_WK(n): w + k of step n into the frame.
define(<SHA1_WK>, <
	movdqa	X($1), V0
	paddd	.LK+eval(16 * (($1) / 5))(%rip), V0
	movdqa	V0, eval(16 * ($1))(%rsp)>)dnl
dnl SHA1_ROUND(i): round i with w + k from the frame: e += (a rotated
dnl left by 5) + f(b, c, d) + w + k; b rotated left by 30.
define(<SHA1_ROUND>, <ifelse(eval(($1) / 20 % 2), 1, <SHA1_PARITY_ROUND($1)>,
	<SHA1_ROUND_F(eval(($1) / 20), SHA1_REG(0 - ($1)),
	SHA1_REG(1 - ($1)), SHA1_REG(2 - ($1)), SHA1_REG(3 - ($1)),
	SHA1_REG(4 - ($1)), eval(4 * ($1))(%rsp),
	ifelse(eval(($1) % 20), 19, <SHA1_G(eval(($1) + 1))>))>)>)dnl
dnl The parity rounds rotate a by 5 in place and, in the next round, by
dnl 7 to the right, which makes the b rol 30 of the round after: no copy
dnl for either rotate.  The one copy a round is of a before its rotate, which
dnl becomes the next round's b ^ d; the next round finishes its f with
dnl c.  8 instructions a round instead of 9 (SHA1_ROUND_F).  The
dnl rotate by 7 comes a cycle later than the rol 30 of SHA1_ROUND_F,
dnl which the rounds' chain from a to the next a (two operations) does
dnl not wait for here, but the Ch and Maj rounds (c ^ d and more
dnl after c) would.
dnl Round i finds a in R(-i), the a of round i - 1 rotated left by 5
dnl in R(1-i), c in R(2-i), d in R(3-i), e in R(4-i) (SHA1_REG) and b ^
dnl d in SHA1_G(i); the last of the twenty (39, 79) rotates a copy of
dnl a, leaving a whole for the next round's SHA1_ROUND_F or the state.
define(<SHA1_G>, <ifelse(eval(($1) % 2), 0, <T2>, <T1>)>)dnl
define(<SHA1_PARITY_ROUND>, <SHA1_PARITY_ROUND_F(eval(($1) % 20 == 19),
	SHA1_REG(0 - ($1)), SHA1_REG(1 - ($1)), SHA1_REG(2 - ($1)),
	SHA1_REG(4 - ($1)), SHA1_G($1), SHA1_G(eval(($1) + 1)),
	eval(4 * ($1))(%rsp))>)dnl
dnl SHA1_PARITY_ROUND_F(last, a, a' rol 5, c, e, b ^ d, next, w + k)
define(<SHA1_PARITY_ROUND_F>, <
	add	$8, $5			C e += w + k
	xor	$4, $6			C b ^ c ^ d
	ifelse($1, 1, <add	$6, $5
	mov	$2, $7
	rol	<$>5, $7
	ror	<$>7, $3		C b rol 30, the next c
	add	$7, $5>, <mov	$2, $7
	rol	<$>5, $2
	add	$6, $5
	xor	$4, $7			C b ^ d of the next round
	ror	<$>7, $3		C b rol 30, the next c
	add	$2, $5>)>)dnl
dnl
dnl SCHED_16 for words 16..31: t = w[i-16] ^ w[i-14] ^ w[i-8] ^ w[i-3],
dnl with 0 for w[i-3] in the fourth lane (it is w[i], being made);
dnl w = t <<< 1, and the fourth lane ^= t[0] <<< 2, which is w[i] <<< 1.
define(<SCHED_16>, <ifelse($2, 0, <
	movdqa	X(eval($1 - 3)), V0
	palignr	<$>8, X(eval($1 - 4)), V0	C w[i-14..i-11]
	movdqa	X(eval($1 - 1)), V1
	psrldq	<$>4, V1		C w[i-3..i-1], 0
	pxor	X(eval($1 - 4)), V0>, $2, 1, <
	pxor	X(eval($1 - 2)), V1
	pxor	V1, V0			C t
	movdqa	V0, V1
	pslldq	<$>12, V1		C 0, 0, 0, t[0]
	movdqa	V0, X($1)>, $2, 2, <
	psrld	<$>31, V0
	paddd	X($1), X($1)
	por	V0, X($1)		C t rotated left by 1
	movdqa	V1, V0
	psrld	<$>30, V1>, <
	pslld	<$>2, V0
	pxor	V1, X($1)
	pxor	V0, X($1)
	SHA1_WK($1)>)>)
dnl SCHED_32 for words 32..79: X(n) held w[i-32..i-29].
define(<SCHED_32>, <ifelse($2, 0, <
	movdqa	X(eval($1 - 1)), V0
	C w[i-6..i-3]
	palignr	<$>8, X(eval($1 - 2)), V0>, $2, 1, <
	pxor	X(eval($1 - 4)), V0
	pxor	X(eval($1 - 7)), V0
	pxor	V0, X($1)>, $2, 2, <
	C rotated left by 2
	movdqa	X($1), V0
	pslld	<$>2, X($1)
	psrld	<$>30, V0
	por	V0, X($1)>, <
	SHA1_WK($1)>)>)
dnl SHA1_ROUNDS(load): the 80 rounds of a block with the schedule in
dnl vector registers; LOAD (with n for 0..3) puts the block's bytes
dnl 16n..16n + 15 into X(n), or nothing where they are there already.
define(<SHA1_ROUNDS>, <forloop(<n>, 0, 3, <
	$1
	pshufb	BSWAP, X(n)
	SHA1_WK(n)>)
	C The rounds of step n, and the schedule of step n + 4
forloop(<n>, 0, 15, <forloop(<j>, 0, 3, <
	SHA1_SCHED(eval(n + 4), j)
	SHA1_ROUND(eval(4 * n + j))>)>)
forloop(<i>, 64, 79, <
	SHA1_ROUND(i)>)>)dnl
