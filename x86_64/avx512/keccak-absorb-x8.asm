dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-absorb-x8.asm -- the absorbing loop of eight
C Keccak states at once, one state per 64-bit element of the zmm
C registers, AVX-512 F and VL (vpternlogq, vprolq, vshufi64x2,
C vpgatherqq).
C
C void _symcrypt_keccak_absorb_x8(uint64_t *states, size_t blocks,
C                                 const uint8_t *const *data,
C                                 unsigned rate)
C
C Why: the eight states stay in zmm registers from block to block, and
C each block's lanes are added in the registers.  The eight blocks are
C rows of a matrix whose columns are the lanes: every 8 lanes of it
C (64 bytes of each block) are eight loads and an 8 x 8 transpose of
C 64-bit elements, 24 shuffles, where a gather of each lane (Zen 4 runs
C one as eight loads) cost about twice as much.  The lanes past the
C last whole 8 (one of SHA3-256's 17) are still gathered.  The
C transposes need nine registers where the rounds leave seven free, so
C lanes 21 to 24, which no rate reaches, wait in STATES meanwhile.
C
C Measured: doc/sha3.md, "Many messages".

INCLUDE_SRC(<x86_64/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <zmm>)
define(<KECCAK_BCST>, <{1to8}>)
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%r8>)		dnl the table of the eight data pointers
define(<RATE>, <%rcx>)
define(<OFFSET>, <%r9>)		dnl the block's offset from each pointer
define(<ROW0>, <%r10>)		dnl two data pointers of the table
define(<ROW1>, <%r11>)
define(<POINTERS>, <%zmm25>)	dnl the eight data pointers, for gathers

dnl LOAD(i), STORE(i): lanes i to 24 of the eight states.
define(<LOAD>, <ifelse($1, 25, , <
	vmovdqu64	eval(64 * $1)(STATES), %zmm$1<>LOAD(incr($1))>)>)
define(<STORE>, <ifelse($1, 25, , <
	vmovdqu64	%zmm$1, eval(64 * $1)(STATES)<>STORE(incr($1))>)>)

dnl The transpose's registers: four pairs of rows (blocks 2k and
dnl 2k + 1) interleaved, their even lanes in EVENk and odd lanes in
dnl ODDk; TMP and OUT for the shuffles.
define(<EVEN0>, <%zmm21>)
define(<EVEN1>, <%zmm22>)
define(<EVEN2>, <%zmm23>)
define(<EVEN3>, <%zmm24>)
define(<ODD0>, <%zmm25>)
define(<ODD1>, <%zmm26>)
define(<ODD2>, <%zmm27>)
define(<ODD3>, <%zmm28>)
define(<TMP>, <%zmm29>)

dnl ROW_PAIR(k, g): blocks 2k and 2k + 1, lanes G to G + 7 (64 bytes
dnl each), interleaved: in each 128-bit quarter q of EVENk block 2k's
dnl lane G + 2q and block 2k + 1's, in ODDk their lanes G + 2q + 1.
define(<ROW_PAIR>, <
	mov	eval(16 * $1)(DATA), ROW0
	mov	eval(16 * $1 + 8)(DATA), ROW1
	vmovdqu64	eval(8 * $2)(ROW0, OFFSET), ODD$1
	vpunpcklqdq	eval(8 * $2)(ROW1, OFFSET), ODD$1, EVEN$1
	vpunpckhqdq	eval(8 * $2)(ROW1, OFFSET), ODD$1, ODD$1>)

dnl HALF_ADD(r0, r1, r2, r3, lane): the four registers of one kind
dnl (even or odd lanes) as a 4 x 4 matrix of 128-bit quarters,
dnl transposed in two steps of vshufi64x2 (0x88 takes quarters 0 and 2
dnl of each source, 0xdd quarters 1 and 3); quarter q of the
dnl transpose's row i is the pair of rows q, lane LANE + 2i.  Each row
dnl goes to its state lane; R0 to R3 and TMP are overwritten.
define(<HALF_ADD>, <
	vshufi64x2	<$>0x88, $2, $1, TMP
	vshufi64x2	<$>0xdd, $2, $1, $1
	vshufi64x2	<$>0x88, $4, $3, $2
	vshufi64x2	<$>0xdd, $4, $3, $3
	vshufi64x2	<$>0x88, $2, TMP, $4
	vpxorq	$4, %zmm$5, %zmm$5
	vshufi64x2	<$>0xdd, $2, TMP, $4
	vpxorq	$4, %zmm<>eval($5 + 4), %zmm<>eval($5 + 4)
	vshufi64x2	<$>0x88, $3, $1, $4
	vpxorq	$4, %zmm<>eval($5 + 2), %zmm<>eval($5 + 2)
	vshufi64x2	<$>0xdd, $3, $1, $4
	vpxorq	$4, %zmm<>eval($5 + 6), %zmm<>eval($5 + 6)>)

dnl ADD_EIGHT(g): lanes G to G + 7 of the eight states ^= the eight
dnl blocks'.
define(<ADD_EIGHT>, <
	ROW_PAIR(0, $1)
	ROW_PAIR(1, $1)
	ROW_PAIR(2, $1)
	ROW_PAIR(3, $1)
	HALF_ADD(EVEN0, EVEN1, EVEN2, EVEN3, $1)
	HALF_ADD(ODD0, ODD1, ODD2, ODD3, incr($1))>)

dnl ADD_GATHERED(first, last): lanes FIRST to LAST of the eight states
dnl ^= the eight blocks', a gather each, through zmm26-31 and the masks
dnl k1-k6 in turn (a gather clears its mask).
define(<ADD_GATHERED>, <forloop(<i>, $1, $2, <
	kxnorw	%k0, %k0, %k<>eval(1 + i % 6)
	vpgatherqq	eval(8 * i)(OFFSET, POINTERS), %zmm<>eval(26 + i % 6){%k<>eval(1 + i % 6)}
	vpxorq	%zmm<>eval(26 + i % 6), %zmm<>i, %zmm<>i>)>)

PROLOGUE(_symcrypt_keccak_absorb_x8)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	C lea, not mov: scripts/ct-scan follows a table of public pointers
	C through lea
	lea	(%rdx), DATA
	mov	%ecx, %ecx
	xor	OFFSET, OFFSET
	LOAD(0)
.Lblock:
	C The block's lanes for each rate (72, 104, 136, 144 or 168
	C bytes): 8 + 1, 8 + 5, 16 + 1, 16 + 2 and 16 + 5.
	STORE(21)
	ADD_EIGHT(0)
	cmp	<$>136, %ecx
	jb	.Lshort
	ADD_EIGHT(8)
	vmovdqu64	(DATA), POINTERS
	ADD_GATHERED(16, 16)
	cmp	<$>136, %ecx
	je	.Ladded
	ADD_GATHERED(17, 17)
	cmp	<$>144, %ecx
	je	.Ladded
	ADD_GATHERED(18, 20)
	jmp	.Ladded
.Lshort:
	vmovdqu64	(DATA), POINTERS
	ADD_GATHERED(8, 8)
	cmp	<$>72, %ecx
	je	.Ladded
	ADD_GATHERED(9, 12)
.Ladded:
	LOAD(21)
	add	RATE, OFFSET
	KECCAK_ROUNDS
	dec	BLOCKS
	jnz	.Lblock
	STORE(0)
	vzeroupper
.Lnone:
	ret
EPILOGUE(_symcrypt_keccak_absorb_x8)

KECCAK_RC_TABLE
