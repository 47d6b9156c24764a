dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-2core.asm, chacha-core.asm, chacha-crypt1.asm, hchacha20-words.asm, avx2/chacha-2core.asm, avx2/chacha-4core.asm, avx2/chacha-core.asm, avx2/chacha-crypt1.asm, avx2/hchacha20-words.asm, avx512/chacha-2core.asm, avx512/chacha-4core.asm, avx512/chacha-8core.asm, avx512/chacha-core.asm, avx512/chacha-crypt1.asm, avx512/hchacha20-words.asm, ssse3/chacha-crypt1.asm, ssse3/hchacha20-words.asm.
dnl x86_64/m4/chacha-rows.m4 -- ChaCha by rows.
INCLUDE_SRC(<x86_64/m4/stream-rot.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-rows.m4>)dnl
dnl ROWS_XOR(s, d): d ^= s word by word.
define(<ROWS_XOR>, <ifdef(<ROWS_SSE>, <pxor	$1, $2>,
	<ifdef(<ROWS_VPROLD>, <vpxord>, <vpxor>)	$1, $2, $2>)>)dnl
dnl ROWS_ROTL(x, n): rotate each word of X left by N in place.  SSE:
dnl two word shuffles for 16, otherwise a copy to T, two shifts and an
dnl or; with ROWS_PSHUFB (SSSE3, the file names M16 and M8) one pshufb
dnl for 16 and 8.  AVX-512: one vprold.  AVX2: one vpshufb for 16 and
dnl 8, two shifts (one into T) and an or for 12 and 7.
define(<ROWS_ROTL_SHIFTS>, <
	movdqa	$1, T
	pslld	$<>$2, $1
	psrld	$<>eval(32 - $2), T
	por	T, $1>)dnl
define(<ROWS_ROTL>, <ifdef(<ROWS_SSE>, <ifdef(<ROWS_PSHUFB>, <ifelse($2, 16, <
	pshufb	M16, $1>, $2, 8, <
	pshufb	M8, $1>, <ROWS_ROTL_SHIFTS($1, $2)>)>, <ifelse($2, 16, <
	pshuflw	$<>0xb1, $1, $1
	pshufhw	$<>0xb1, $1, $1>, <ROWS_ROTL_SHIFTS($1, $2)>)>)>, <ifdef(<ROWS_VPROLD>, <
	vprold	$<>$2, $1, $1>, <ifelse($2, 16, <
	vpshufb	M16, $1, $1>, $2, 8, <
	vpshufb	M8, $1, $1>, <
	vpslld	$<>$2, $1, T
	vpsrld	$<>eval(32 - $2), $1, $1
	vpor	T, $1, $1>)>)>)>)dnl
dnl ROWS_ROT_MASKS(load): the byte shuffle patterns into M16 and M8,
dnl AVX2 with the instruction LOAD (vmovdqa for xmm, vbroadcasti128 for
dnl ymm), SSE with ROWS_PSHUFB with movdqa; nothing in the other
dnl encodings.  ROWS_ROT_RODATA: their
dnl bytes, in the constants after .p2align 4 or more (also the pshufb
dnl patterns of x86_64/ssse3/chacha-4core.asm).
define(<ROWS_ROT_MASKS>, <ifdef(<ROWS_VPROLD>, , <ifdef(<ROWS_SSE>, <ifdef(<ROWS_PSHUFB>, <
	movdqa	.Lrot16(%rip), M16
	movdqa	.Lrot8(%rip), M8>)>, <
	$1 .Lrot16(%rip), M16
	$1 .Lrot8(%rip), M8>)>)>)dnl
dnl CHACHA_ROWS_ARX(x, y, z, n, g): x += y; z ^= x; z <<<= n on rows X,
dnl Y, Z of G groups, each operation for every group before the next.
dnl With ROWS_TERNLOG (AVX-512; the file names TL(g) and TR(g), two
dnl temporaries of group g): z <<<= n first, off the chain (z is final
dnl a step earlier), then z ^= (x << n) ^ (x >> 32 - n) in one
dnl vpternlogd: (z ^ x) <<< n is z <<< n ^ x <<< n, and the two shifts
dnl of x have no bit in common.  The chain from x to z is then an add,
dnl a shift and the vpternlogd, three one-cycle operations on Zen 4,
dnl against four cycles with the vpxord and the two-cycle vprold.
define(<CHACHA_ROWS_ARX>, <ifdef(<ROWS_TERNLOG>, <forloop(<grp>, 0, eval($5 - 1), <
	vprold	$<>$4, ROW(4 * grp + $3), ROW(4 * grp + $3)>)
	forloop(<grp>, 0, eval($5 - 1), <
	ROWS_ADD(ROW(4 * grp + $2), ROW(4 * grp + $1))>)
	forloop(<grp>, 0, eval($5 - 1), <
	vpslld	$<>$4, ROW(4 * grp + $1), TL(grp)
	vpsrld	$<>eval(32 - $4), ROW(4 * grp + $1), TR(grp)>)
	forloop(<grp>, 0, eval($5 - 1), <
	vpternlogd $<>0x96, TR(grp), TL(grp), ROW(4 * grp + $3)>)>, <forloop(<grp>, 0, eval($5 - 1), <
	ROWS_ADD(ROW(4 * grp + $2), ROW(4 * grp + $1))>)
	forloop(<grp>, 0, eval($5 - 1), <
	ROWS_XOR(ROW(4 * grp + $1), ROW(4 * grp + $3))>)
	forloop(<grp>, 0, eval($5 - 1), <
	ROWS_ROTL(ROW(4 * grp + $3), $4)>)>)>)dnl
dnl CHACHA_ROWS_QROUND(g): the four quarter rounds of a column round.
define(<CHACHA_ROWS_QROUND>, <
	CHACHA_ROWS_ARX(0, 1, 3, 16, $1)
	CHACHA_ROWS_ARX(2, 3, 1, 12, $1)
	CHACHA_ROWS_ARX(0, 1, 3, 8, $1)
	CHACHA_ROWS_ARX(2, 3, 1, 7, $1)>)dnl
dnl CHACHA_ROWS_TURN(g, i0, i2, i3): vpshufd of rows 0, 2, 3 of G
dnl groups by I0, I2, I3.  A round ends with row 1 (b) and begins with
dnl a += b: turning rows 0, 2 and 3 instead of 1, 2 and 3 takes the
dnl turns out of the chain of dependent operations (a, c and d are
dnl final several steps before the next round needs them), one cycle
dnl per round.
define(<CHACHA_ROWS_TURN>, <forloop(<grp>, 0, eval($1 - 1), <
	ROWS_SHUF($2, ROW(4 * grp))
	ROWS_SHUF($3, ROW(4 * grp + 2))
	ROWS_SHUF($4, ROW(4 * grp + 3))>)>)dnl
dnl CHACHA_ROWS_ROUNDS(g): ROUNDS (even, maybe 0) rounds, column then
dnl diagonal, on G groups; counts ROUNDS down, ends at .Lfeed.
define(<CHACHA_ROWS_ROUNDS>, <
	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	CHACHA_ROWS_QROUND($1)
	C Row 0 to (a3 a0 a1 a2), row 2 to (c1 c2 c3 c0), row 3 to
	C (d2 d3 d0 d1): lane 1 holds words 0, 5, 10, 15
	CHACHA_ROWS_TURN($1, 0x93, 0x39, 0x4e)
	CHACHA_ROWS_QROUND($1)
	CHACHA_ROWS_TURN($1, 0x39, 0x93, 0x4e)
	sub	$<>2, ROUNDS
	ja	.Loop
.Lfeed:>)dnl
dnl ROWS_FEED_STORE1: SRC added to the block in rows 0..3, stored to DST.
define(<ROWS_FEED_STORE1>, <
	C Feed-forward (all of SRC read before DST is written: DST may be SRC)
	forloop(<rw>, 0, 3, <
	vpaddd	eval(16 * rw)(SRC), ROW(rw), ROW(rw)>)forloop(<rw>, 0, 3, <
	vmovdqu	ROW(rw), eval(16 * rw)(DST)>)>)dnl
dnl
dnl CHACHA_ROWS_CORE1: the function of one block in xmm rows, AVX2 or
dnl AVX-512 (x86_64/avx2/chacha-core.asm, x86_64/avx512/chacha-core.asm);
dnl CHACHA_ROWS_CORE1_RODATA its constants (none for AVX-512).  The
dnl state is loaded through %xmm4..%xmm6, free before the rounds.
define(<CHACHA_ROWS_CORE1>, <ROWS_LOAD1_WORDS(%xmm4, %xmm5, %xmm6, 1)
	ROWS_ROT_MASKS(vmovdqa)
	CHACHA_ROWS_ROUNDS(1)
	ROWS_FEED_STORE1
	ret>)dnl
define(<CHACHA_ROWS_CORE1_RODATA>, <ifdef(<ROWS_VPROLD>, , <RODATA
	.p2align 4
ROWS_ROT_RODATA>)>)dnl
dnl
dnl CHACHA_ROWS_HCHACHA: the function of HChaCha20 in xmm rows, SSE2,
dnl AVX2 or AVX-512 (hchacha20-words.asm in x86_64/, avx2/, avx512/):
dnl the rows straight from the constants, KEY and IN, the twenty rounds
dnl and words 0-3 and 12-15 to DST, with no feed-forward to take off
dnl again and no state in memory (the C twin's buffer, its word loads
dnl and its wipe cost a quarter of the rounds' time on Zen 4).
dnl CHACHA_ROWS_HCHACHA_RODATA its constants.
dnl CHACHA_HCHACHA_REGS: the registers of the four files: the arguments
dnl DST, KEY, IN (functions.def, hchacha20_words), ROUNDS, the rows
dnl ROW(0..3) and T.  The file adds what its rounds need (M16 and M8,
dnl or TL and TR) and the encoding.
define(<CHACHA_HCHACHA_REGS>, <define(<DST>, <%rdi>)dnl
define(<KEY>, <%rsi>)dnl
define(<IN>, <%rdx>)dnl
define(<ROUNDS>, <%ecx>)dnl
define(<ROW>, defn(<ROWS_XMM>))dnl
define(<T>, <%xmm4>)>)dnl
define(<CHACHA_ROWS_HCHACHA>, <
	ROWS_MOVU	.Lsigma(%rip), ROW(0)
	ROWS_MOVU	(KEY), ROW(1)
	ROWS_MOVU	16(KEY), ROW(2)
	ROWS_MOVU	(IN), ROW(3)
	ROWS_ROT_MASKS(vmovdqa)
	mov	$<>20, ROUNDS
	CHACHA_ROWS_ROUNDS(1)
	ROWS_MOVU	ROW(0), (DST)
	ROWS_MOVU	ROW(3), 16(DST)
	ret>)dnl
define(<CHACHA_ROWS_HCHACHA_RODATA>, <ROWS_SIGMA_RODATA
ROWS_ROT_RODATA>)dnl
dnl
dnl CHACHA_ROWS_YMM(g): the function of 2G blocks in G groups of ymm
dnl rows, group g holding blocks 2g and 2g + 1, AVX2 or AVX-512
dnl (x86_64/avx2/chacha-2core.asm and chacha-4core.asm,
dnl x86_64/avx512/chacha-2core.asm); the file also names D0..D(G - 1)
dnl (row 3 of each group as it starts) and T2.
dnl CHACHA_ROWS_YMM_RODATA(g): its constants.
define(<CHACHA_ROWS_YMM>, <
	C Every lane from SRC; block k's 64-bit counter (the low qword of
	C its row 3) plus k.
	ROWS_LOAD_WORDS_BCAST(ymm)ifelse($1, 1, , <forloop(<grp>, 1, eval($1 - 1), <
	vmovdqa	ROW(0), ROW(4 * ($1 - grp))
	vmovdqa	ROW(1), ROW(4 * ($1 - grp) + 1)
	vmovdqa	ROW(2), ROW(4 * ($1 - grp) + 2)
	vpaddq	.Lblock+eval(32 * (grp - 1))(%rip), ROW(3), ROW(4 * ($1 - grp) + 3)>)>)
	vpaddq	.Lblock+eval(32 * ($1 - 1))(%rip), ROW(3), ROW(3)forloop(<grp>, 0, eval($1 - 1), <
	vmovdqa	ROW(4 * grp + 3), indir(<D>grp)>)
	ROWS_ROT_MASKS(vbroadcasti128)
	CHACHA_ROWS_ROUNDS($1)
	C Feed-forward (all of SRC read before DST is written)
	forloop(<rw>, 0, 2, <
	vbroadcasti128 eval(16 * rw)(SRC), T<>forloop(<grp>, 0, eval($1 - 1), <
	vpaddd	T, ROW(4 * grp + rw), ROW(4 * grp + rw)>)>)forloop(<grp>, 0, eval($1 - 1), <
	vpaddd	indir(<D>grp), ROW(4 * grp + 3), ROW(4 * grp + 3)>)
	C Rows to blocks, group by group
	forloop(<grp>, 0, eval($1 - 1), <
	ROWS_STORE2(grp, 128 * grp)>)
	vzeroupper
	ret>)dnl
define(<CHACHA_ROWS_YMM_RODATA>, <RODATA
	.p2align 5
C Added to row 3: the block numbers in the counter qwords of the
C lanes, the last group first.
.Lblock:forloop(<grp>, 1, $1, <
	.quad eval(2 * ($1 - grp)), 0, eval(2 * ($1 - grp) + 1), 0>)
ROWS_ROT_RODATA>)dnl
dnl CHACHA_ROWS_ZMM(g): the function of 4G blocks in G groups of zmm
dnl rows, group g holding blocks 4g..4g + 3, AVX-512
dnl (x86_64/avx512/chacha-4core.asm and chacha-8core.asm); the file
dnl also names D0..D(G - 1) (row 3 of each group as it starts) and
dnl T0..T6.  CHACHA_ROWS_ZMM_RODATA(g): its constants.
define(<CHACHA_ROWS_ZMM>, <
	C Every lane from SRC; block k's 64-bit counter (the low qword of
	C its row 3) plus k.
	ROWS_LOAD_WORDS_BCAST(zmm)
	vpaddq	.Lblock(%rip), ROW(3), ROW(3)
	vmovdqa64 ROW(3), D0<>ifelse($1, 1, , <forloop(<grp>, 1, eval($1 - 1), <
	vmovdqa64 ROW(0), ROW(4 * grp)
	vmovdqa64 ROW(1), ROW(4 * grp + 1)
	vmovdqa64 ROW(2), ROW(4 * grp + 2)
	vpaddq	.Lblock+eval(64 * grp)(%rip), indir(<D>eval(grp - 1)), ROW(4 * grp + 3)
	vmovdqa64 ROW(4 * grp + 3), indir(<D>grp)>)>)
	CHACHA_ROWS_ROUNDS($1)
	C Feed-forward (all of SRC read before DST is written)
	vbroadcasti32x4 0(SRC), T0
	vbroadcasti32x4 16(SRC), T1
	vbroadcasti32x4 32(SRC), T2
	forloop(<grp>, 0, eval($1 - 1), <
	vpaddd	T0, ROW(4 * grp), ROW(4 * grp)
	vpaddd	T1, ROW(4 * grp + 1), ROW(4 * grp + 1)
	vpaddd	T2, ROW(4 * grp + 2), ROW(4 * grp + 2)
	vpaddd	indir(<D>grp), ROW(4 * grp + 3), ROW(4 * grp + 3)>)
	forloop(<grp>, 0, eval($1 - 1), <
	ROWS_STORE4(ROW(4 * grp), ROW(4 * grp + 1), ROW(4 * grp + 2), ROW(4 * grp + 3), T3, T4, T5, T6, 256 * grp)>)
	CLEAR_HIGH(16, 24)		C keystream rows
	vzeroupper
	ret>)dnl
define(<CHACHA_ROWS_ZMM_RODATA>, <RODATA
	.p2align 6
C Added to row 3: the block number in the counter qword of each lane;
C then for each further group, four more than the group before.
.Lblock:
	.quad 0, 0, 1, 0, 2, 0, 3, 0<>ifelse($1, 1, , <forloop(<grp>, 1, eval($1 - 1), <
	.quad 4, 0, 4, 0, 4, 0, 4, 0>)>)>)dnl
