dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/blake2s-8compress.asm, avx2/blake3-hash-many.asm, avx2/blake3-parents16.asm, avx2/sha256-8compress.asm, avx512/blake2s-16compress.asm, avx512/blake3-hash-many.asm, avx512/blake3-parents16.asm, avx512/sha1-16compress.asm, avx512/sha256-16compress.asm.
dnl x86_64/m4/sha-lanes.m4 -- what the SHA-1, SHA-256, BLAKE2s and BLAKE3
dnl vector-lane files share: one message per 32-bit lane, word j of every
dnl lane in one register.
dnl
dnl A register holds four lanes per 128-bit chunk: chunk c of a ymm or
dnl zmm is lanes 4c..4c+3.  Lane data goes in and out by chunks: four
dnl words of lane 4c+m are chunk c of register m of a group of four,
dnl and TRANSPOSE4 turns the group into four registers each holding
dnl one word of all the lanes (and back: it is its own inverse).
dnl
dnl TRANSPOSE4(r0, r1, r2, r3, t0, t1, t2, t3): in every 128-bit chunk,
dnl the 4x4 matrix of dwords whose row k is that chunk of rk is
dnl transposed in place; t0..t3 are clobbered.  (The body ends with a
dnl newline, so that the comment on its last line ends there.)
define(<TRANSPOSE4>, <
	vpunpckldq	$2, $1, $5	C r0.0 r1.0 r0.1 r1.1
	vpunpckhdq	$2, $1, $6	C r0.2 r1.2 r0.3 r1.3
	vpunpckldq	$4, $3, $7	C r2.0 r3.0 r2.1 r3.1
	vpunpckhdq	$4, $3, $8	C r2.2 r3.2 r2.3 r3.3
	vpunpcklqdq	$7, $5, $1	C r0.0 r1.0 r2.0 r3.0
	vpunpckhqdq	$7, $5, $2	C r0.1 r1.1 r2.1 r3.1
	vpunpcklqdq	$8, $6, $3	C r0.2 r1.2 r2.2 r3.2
	vpunpckhqdq	$8, $6, $4	C r0.3 r1.3 r2.3 r3.3
>)dnl
dnl
dnl The N working variables (a = 0, b = 1, ...) rotate over N registers
dnl instead of moving: in round i, variable v is in register
dnl LANE_VAR(prefix, N, v, i), so that the new a is written over the
dnl last variable's register (SHA-256: h; the new e over d).  After a
dnl multiple of N rounds a is in register 0 again.
dnl LANE_VAR(prefix, N, v, i): e.g. LANE_VAR(%ymm, 8, 4, 1) is %ymm3.
define(<LANE_VAR>, <$1<>eval((($3) - ($4) % ($2) + ($2)) % ($2))>)dnl
dnl
dnl LANES16_LOAD_BLOCK: for the 16-lane files (zmm), the next block of
dnl every lane into W(0..15), words in big-endian order, from the
dnl pointers DATA[0..15] plus OFFSET (through PTR), with the vpshufb
dnl mask BSWAP and T0..T3 as temporaries.  Register W(4g + m) first
dnl gets words 4g..4g+3 of lane 4c + m in chunk c, which TRANSPOSE4
dnl turns into words.
define(<LANES16_LOAD_BLOCK>, <forloop(<lane>, 0, 15, <
	mov	eval(8 * lane)(DATA), PTR
	forloop(<g>, 0, 3, <vinserti32x4	<$>eval(lane / 4), eval(16 * g)(PTR, OFFSET), W(eval(4 * g + lane % 4)), W(eval(4 * g + lane % 4))
	>)>)
forloop(<g>, 0, 3, <TRANSPOSE4(W(eval(4 * g)), W(eval(4 * g + 1)), W(eval(4 * g + 2)), W(eval(4 * g + 3)), T0, T1, T2, T3)
>)forloop(<j>, 0, 15, <
	vpshufb	BSWAP, W(j), W(j)>)>)dnl
