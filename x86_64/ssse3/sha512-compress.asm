dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/sha512-compress.asm -- SHA-512 compression: scalar
C rounds, the message schedule two words at a time in SSE registers.

C Why: for CPUs without AVX2 (Intel Westmere to Ivy Bridge, Atom, AMD
C before Excavator), where the C runs otherwise.  The design of
C sha256-compress.asm in this folder: the rounds of x86_64/m4/sha2-ssse3.m4
C with plain rotates; the schedule of step n + 8 (two words) in two
C parts between the two rounds of step n, w + k through the stack.
C Needs SSSE3 (palignr; pshufb for the rotate by 8), nothing from SSE4.
C Each sigma is three rotated copies xored, as in sha256-compress.asm
C (a chain of three instead of five; 436 rdtsc ticks a block instead of
C 455 in a driver, doc/x86_64-hash.md).
C
C Measured 2026-11-22, AMD EPYC family 25 model 17 (Zen 4) limited to
C SSSE3 (symcrypt-benchmark --tier westmere: OpenSSL with AVX and leaf
C 7 masked, so its scalar code), fat build, five runs, medians, rdtsc
C ticks per byte at 16 KiB (1 KiB), load average 8-14:
C   this file                 3.43 (3.89)
C   the chains of five        3.59 (4.07)
C   C twin                    4.88 (6.29)   (three runs, earlier)
C   OpenSSL 3.0.19            4.30 (5.04)   this file 1.26x (1.30x)
C   Nettle 3.8 (x86_64 asm)   4.30 (4.94)

dnl void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 128-byte
dnl blocks, any alignment.

INCLUDE_SRC(<x86_64/m4/sha2-ssse3.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha512-k.m4>)dnl
define(<SHA2_SSE>, <1>)
define(<SHA2_ROR>, <1>)
SHA2_REGS(8)
dnl The schedule: X(n) holds w[2n], w[2n+1]; X(n) and X(n+8) share a
dnl register.
define(<BSWAP>, <%xmm8>)	dnl pshufb mask: big-endian qwords
define(<ROR8>, <%xmm12>)	dnl pshufb mask: each qword rotated by 8 bits
define(<V0>, <%xmm9>)
define(<V1>, <%xmm10>)
define(<V2>, <%xmm11>)
define(<X>, <%xmm<>eval(($1) % 8)>)
define(<SHA2_PADD>, <paddq>)

dnl SCHED(n, part): w[2n], w[2n+1] into X(n), which held w[2n-16],
dnl w[2n-15]: w[i] = w[i-16] + s0(w[i-15]) + w[i-7] + s1(w[i-2]), in
dnl two parts that go between the rounds.  Then SHA2_SSE_WK(n).
define(<SCHED>, <ifelse($2, 0, <
	movdqa	X(eval($1 + 1)), V0
	palignr	<$>8, X($1), V0		C w[i-15], w[i-14]
	movdqa	X(eval($1 + 5)), V1
	palignr	<$>8, X(eval($1 + 4)), V1	C w[i-7], w[i-6]
	paddq	V1, X($1)
	C s0: rotates by 1 and 8, shift by 7
	movdqa	V0, V1
	psrlq	<$>7, V1
	movdqa	V0, V2
	pshufb	ROR8, V2
	pxor	V2, V1
	movdqa	V0, V2
	psrlq	<$>1, V2
	pxor	V2, V1
	psllq	<$>63, V0
	pxor	V0, V1
	paddq	V1, X($1)>, <
	C s1 of w[i-2], w[i-1]: rotates by 19 and 61, shift by 6
	movdqa	X(eval($1 + 7)), V1
	psrlq	<$>6, V1
	movdqa	X(eval($1 + 7)), V2
	psrlq	<$>19, V2
	pxor	V2, V1
	psrlq	<$>42, V2
	pxor	V2, V1
	movdqa	X(eval($1 + 7)), V2
	psllq	<$>3, V2
	pxor	V2, V1
	psllq	<$>42, V2
	pxor	V2, V1
	paddq	V1, X($1)
	SHA2_SSE_WK($1)>)>)

PROLOGUE(_symcrypt_sha512_compress)
	SHA2_ENTER
	movdqa	.Lbswap(%rip), BSWAP
	movdqa	.Lror8(%rip), ROR8
	SHA2_SSE_BLOCKS
	SHA2_LEAVE
EPILOGUE(_symcrypt_sha512_compress)

RODATA
	.p2align 4
.Lbswap:
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
.Lror8:
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
.LK:
	SHA512_K
