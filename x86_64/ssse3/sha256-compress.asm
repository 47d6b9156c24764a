dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/sha256-compress.asm -- SHA-256 compression: scalar
C rounds, the message schedule four words at a time in SSE registers.

C Why: for CPUs without AVX2 or the SHA extensions (Intel Westmere to
C Ivy Bridge, Atom Silvermont to Tremont, AMD before Excavator), where
C the C runs otherwise.  The rounds are the x86_64/bmi2 ones with plain
C rotates, each sigma as three rotated copies xored (a chain of three,
C as with rorx; T2 is DATA's register, DATA waits in the frame); the
C vector unit computes the schedule and adds the round constants four
C rounds ahead, in the shadow of the rounds.  Needs SSSE3 (pshufb,
C palignr), nothing from SSE4.  Shared with the other SHA-2 files
C through the SHA2_* macros of x86_64/m4/sha2.m4 and sha2-ssse3.m4.
C
C The sigmas as three rotated copies xored keep the chain from e to the
C next e at five operations (seven with OpenSSL's form, rotate, XOR,
C rotate, XOR, rotate, which the loop ran at), for two more moves a
C round (2432 instructions a block, callgrind).  The schedule goes
C between the rounds five instructions at a time, after h += w + k and
C after t1 in each round (SCHED_INS).  Sixteen rounds a pass, looped
C (x86_64/m4/sha2-ssse3.m4, SHA2_SSE_BLOCKS): 4 KB of code instead of 9, at
C the same speed.  The other forms and placements measured:
C doc/x86_64-hash.md.
C
C Measured 2026-11-22, AMD EPYC family 25 model 17 (Zen 4) limited to
C SSSE3 (symcrypt-benchmark --tier westmere: OpenSSL with AVX and leaf
C 7 masked), fat build, five runs, medians, rdtsc ticks per byte at
C 16 KiB (1 KiB), load average 8-14:
C   this file                 4.87 (5.23)
C   OpenSSL 3.0.19 (SSSE3)    5.08 (5.52)   this file 1.04x (1.06x)
C   Nettle 3.8 (x86_64 asm)   6.79 (7.23)

dnl void _symcrypt_sha256_compress(uint32_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 64-byte blocks,
dnl any alignment.

INCLUDE_SRC(<x86_64/m4/sha2-ssse3.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha256-k.m4>)dnl
define(<SHA2_SSE>, <1>)
define(<SHA2_ROR>, <1>)
SHA2_REGS(4)
dnl The schedule: X(n) holds w[4n..4n+3]; X(n) and X(n+4) share a
dnl register.
define(<BSWAP>, <%xmm4>)	dnl pshufb mask: big-endian dwords
define(<LOW2>, <%xmm5>)		dnl pshufb mask: dwords 0, 2 to 0, 1; zeros
define(<HIGH2>, <%xmm6>)	dnl pshufb mask: dwords 0, 2 to 2, 3; zeros
define(<V0>, <%xmm7>)
define(<V1>, <%xmm8>)
define(<V2>, <%xmm9>)
define(<X>, <%xmm<>eval(($1) % 4)>)
define(<SHA2_PADD>, <paddd>)

dnl SCHED_INS(n, k): instruction k of the schedule of w[4n..4n+3] into
dnl X(n), which held w[4n-16..4n-13]: w[i] = w[i-16] + s0(w[i-15]) +
dnl w[i-7] + s1(w[i-2]).  SHA2_STEP_SCHED (x86_64/m4/sha2-ssse3.m4) spreads
dnl them over the rounds, five at a time.  0-4: w[i-15..i-12] into V0,
dnl w[i-7..i-4] added; 5-16: s0 (shifts right by 3, 7 and 18, left by
dnl 14 and 25) added; 17-25: s1 of w[i-2], w[i-1] into the first two
dnl words (pshufd makes x, x, y, y: a right shift of the qword x:x
dnl rotates x, so shifts by 17 and 19 and the dword shift by 10 give
dnl s1 in dwords 0 and 2, which LOW2 gathers); 26-34: the same for
dnl w[i], w[i+1], just made, into the last two (HIGH2); 35-37: w + k
dnl into the frame (SHA2_SSE_WK).  V0 to V2 are clobbered.
define(<SCHED_INS>, <ifelse($2, 0, <
	movdqa	X(eval($1 + 1)), V0>,
	$2, 1, <
	palignr	<$>4, X($1), V0>,
	$2, 2, <
	movdqa	X(eval($1 + 3)), V1>,
	$2, 3, <
	palignr	<$>4, X(eval($1 + 2)), V1>,
	$2, 4, <
	paddd	V1, X($1)>,
	$2, 5, <
	movdqa	V0, V1>,
	$2, 6, <
	psrld	<$>3, V1>,
	$2, 7, <
	movdqa	V0, V2>,
	$2, 8, <
	psrld	<$>7, V2>,
	$2, 9, <
	pxor	V2, V1>,
	$2, 10, <
	psrld	<$>11, V2>,
	$2, 11, <
	pxor	V2, V1>,
	$2, 12, <
	pslld	<$>14, V0>,
	$2, 13, <
	pxor	V0, V1>,
	$2, 14, <
	pslld	<$>11, V0>,
	$2, 15, <
	pxor	V0, V1>,
	$2, 16, <
	paddd	V1, X($1)>,
	$2, 17, <
	pshufd	<$>0xfa, X(eval($1 + 3)), V0>,
	$2, 18, <
	movdqa	V0, V1>,
	$2, 19, <
	psrld	<$>10, V1>,
	$2, 20, <
	psrlq	<$>17, V0>,
	$2, 21, <
	pxor	V0, V1>,
	$2, 22, <
	psrlq	<$>2, V0>,
	$2, 23, <
	pxor	V0, V1>,
	$2, 24, <
	pshufb	LOW2, V1>,
	$2, 25, <
	paddd	V1, X($1)>,
	$2, 26, <
	pshufd	<$>0x50, X($1), V0>,
	$2, 27, <
	movdqa	V0, V1>,
	$2, 28, <
	psrld	<$>10, V1>,
	$2, 29, <
	psrlq	<$>17, V0>,
	$2, 30, <
	pxor	V0, V1>,
	$2, 31, <
	psrlq	<$>2, V0>,
	$2, 32, <
	pxor	V0, V1>,
	$2, 33, <
	pshufb	HIGH2, V1>,
	$2, 34, <
	paddd	V1, X($1)>,
	$2, 35, <
	movdqa	X($1), V0>,
	$2, 36, <
	SHA2_PADD	eval(16 * (($1) % WORD))(KP), V0>,
	$2, 37, <
	movdqa	V0, eval(16 * (($1) % WORD))(%rsp)>)>)

PROLOGUE(_symcrypt_sha256_compress)
	SHA2_ENTER
	movdqa	.Lbswap(%rip), BSWAP
	movdqa	.Llow2(%rip), LOW2
	movdqa	.Lhigh2(%rip), HIGH2
	SHA2_SSE_BLOCKS
	SHA2_LEAVE
EPILOGUE(_symcrypt_sha256_compress)

RODATA
	.p2align 4
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Llow2:
	.byte	0, 1, 2, 3, 8, 9, 10, 11, -1, -1, -1, -1, -1, -1, -1, -1
.Lhigh2:
	.byte	-1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 2, 3, 8, 9, 10, 11
.LK:
	SHA256_K
