dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx512/keccak-permute-x8.asm, avx512/keccak-permute12.asm, avx512/keccak-permute12-x2.asm, avx512/keccak-permute12-x8.asm, avx512/keccak-absorb.asm, avx512/keccak-absorb-x8.asm, avx512/keccak-absorb12-x8.asm, avx512/keccak-sha3-x8.asm.
dnl x86_64/m4/keccak-avx512.m4 -- the rounds of Keccak-p[1600, 24] with one
dnl lane per vector register (AVX-512 F and VL): one state in xmm
dnl registers, or eight states in zmm registers, lane (x, y) of state j
dnl in 64-bit element j.
dnl
dnl The 25 lanes fit in registers 0-24 with seven left for the column
dnl parities, D and chi's copies; vpternlogq does a three-way XOR of
dnl theta and the whole of chi, b0 ^ (~b1 & b2), in one instruction, and
dnl vprolq rotates in place, so nothing is shuffled and no lane is kept
dnl complemented.
dnl
dnl The user defines KECCAK_REG, the register kind (xmm or zmm), and
dnl KECCAK_BCST, the broadcast of a 64-bit constant to it ({1to2} or
dnl {1to8}).
dnl
dnl For eight states, KX8_ADD_BLOCK below adds a block of each; its user
dnl defines KX8_STATES, KX8_DATA (the table of the eight data pointers),
dnl KX8_OFFSET (the block's offset from each pointer), KX8_ROW0 and
dnl KX8_ROW1 (general registers), and KX8_FRAME and KX8_LAST_ROWS when
dnl it adds its messages' last blocks, and keeps the rate in %ecx.

INCLUDE_SRC(<x86_64/m4/keccak.m4>)dnl

define(<KC0>, <%KECCAK_REG<>25>)	dnl the column parities of theta
define(<KC1>, <%KECCAK_REG<>26>)
define(<KC2>, <%KECCAK_REG<>27>)
define(<KC3>, <%KECCAK_REG<>28>)
define(<KC4>, <%KECCAK_REG<>29>)
define(<KR0>, <%KECCAK_REG<>30>)	dnl a parity rotated by 1
define(<KR1>, <%KECCAK_REG<>31>)

dnl KECCAK_ROUNDS_X8 (one state in xmm registers or eight in zmm): the
dnl 24 rounds unrolled, pi by renaming.  On Zen 4 vprolq runs on two of
dnl the four vector pipes (and a 512-bit operation holds a 256-bit pipe
dnl for two cycles), so a round whose theta, rho and chi come one after
dnl the other (24 rotations with nothing beside them for the other two
dnl pipes) leaves pipes idle.  Here rho rotates each lane in its
dnl register and pi only changes which register holds which lane, so
dnl each output row of a round can be done whole: its five lanes get D
dnl added and are rotated, then chi on the row, and the rotations of one
dnl row overlap the logic of the rows around.  D is computed before
dnl (five vprolq and five vpxorq: 99 operations a round, 29 rotations,
dnl and chi's ten register copies, which no renaming removes:
dnl doc/sha3.md, "The register copies of the AVX-512 round").
dnl pi has one cycle of 24 lanes, so after 24 rounds every lane is back
dnl in the register it started in.  About 18 KiB of code (xmm or zmm).

dnl KU_REG(x, y): the register number of lane (x, y) in the round being
dnl written (KU_x_y, set by KU_START and KU_PI).
define(<KU_REG>, <defn(<KU_$1_$2>)>)
define(<KU_LANE>, <%KECCAK_REG<>KU_REG($1, $2)>)
define(<KU_START>, <forloop(<ku_x>, 0, 4, <forloop(<ku_y>, 0, 4,
	<define(<KU_>ku_x<_>ku_y, eval(5 * ku_y + ku_x))>)>)>)
dnl KU_PI: lane (x, y) moves to (y, 2x + 3y).
define(<KU_PI>, <forloop(<ku_x>, 0, 4, <forloop(<ku_y>, 0, 4,
	<define(<KU_NEXT_>ku_y<_>eval((2 * ku_x + 3 * ku_y) % 5), KU_REG(ku_x, ku_y))>)>)dnl
forloop(<ku_x>, 0, 4, <forloop(<ku_y>, 0, 4,
	<define(<KU_>ku_x<_>ku_y, defn(<KU_NEXT_>ku_x<_>ku_y))>)>)>)

dnl KU_ROT(x, y): the rotation of lane (x, y), FIPS 202, 3.2.2, Table 2.
define(<KU_ROT>, <substr(<  0  1 62 28 27 36 44  6 55 20  3 10 43 25 39 41 45 15 21  8 18  2 61 56 14>,
	eval(3 * (5 * $2 + $1)), 3)>)

dnl D values: column parities in KC0-4, then D[x] = C[x-1] ^ rol(C[x+1],
dnl 1) into the registers KD0-4, the column parities' and KR0-1, in an
dnl order that overwrites each parity after its last use; KC0 and KC3
dnl are left for chi's copies.
define(<KD0>, <KR0>)
define(<KD1>, <KC4>)
define(<KD2>, <KC2>)
define(<KD3>, <KR1>)
define(<KD4>, <KC1>)
define(<KU_D>, <
	vprolq	<$>1, KC1, KD0
	vpxorq	KC4, KD0, KD0
	vprolq	<$>1, KC4, KD3
	vpxorq	KC2, KD3, KD3
	vprolq	<$>1, KC2, KD1
	vpxorq	KC0, KD1, KD1
	vprolq	<$>1, KC3, KD2
	vpxorq	KC1, KD2, KD2
	vprolq	<$>1, KC0, KD4
	vpxorq	KC3, KD4, KD4>)

dnl Iota is late by one round: the constant of round r - 1 is added to
dnl lane (0, 0) by round r, in the last operation of column 0's parity
dnl and in theta of the lane, each a two-way XOR made three-way, so
dnl iota's own operation is left in the last round only.  KU_RC(round):
dnl the constant's operand.  KU_LATE: 1 if round ku_round adds its
dnl predecessor's constant (every round but the first one written).
define(<KU_RC>, <.Lkeccak_rc+eval(8 * ($1))(%rip)KECCAK_BCST>)
define(<KU_LATE>, <ifelse(ku_round, KU_FIRST_ROUND, 0, 1)>)

dnl KU_PARITY(x): KC<x> = the XOR of the five lanes of column x (and
dnl the late constant for column 0): a two-way XOR first, into KC<x>,
dnl where a copy of lane (x, 0) and two three-way XORs did the same
dnl with one logic operation less but ran slower on Zen 4 (doc/sha3.md).
define(<KU_PARITY>, <
	vpxorq	KU_LANE($1, 1), KU_LANE($1, 0), KC$1
	vpternlogq	<$>0x96, KU_LANE($1, 3), KU_LANE($1, 2), KC$1<>ifelse($1<>KU_LATE, 01, <
	vpternlogq	<$>0x96, KU_RC(ku_round - 1), KU_LANE(0, 4), KC0>, <
	vpxorq	KU_LANE($1, 4), KC$1, KC$1>)>)

dnl KU_THETA_RHO(x, y): lane (x, y) ^= D[x] (and the late constant for
dnl lane (0, 0)), rotated in its register.
define(<KU_THETA_RHO>, <ifelse($1$2<>KU_LATE, 001, <
	vpternlogq	<$>0x96, KU_RC(ku_round - 1), KD0, KU_LANE(0, 0)>, <
	vpxorq	KD$1, KU_LANE($1, $2), KU_LANE($1, $2)>)<>ifelse(KU_ROT($1, $2), <  0>, , <
	vprolq	<$>eval(KU_ROT($1, $2)), KU_LANE($1, $2), KU_LANE($1, $2)>)>)

dnl KU_ROW(Y, round): output row Y of the round: the lane pi moves to
dnl (X, Y) is (3Y + X mod 5, X) (2x + 3y = Y, y = X); theta and rho on
dnl the five, then chi in place, b[x] ^= ~b[x+1] & b[x+2] (0xd2), from
dnl the first output on, KC0 and KC3 keeping b0 and b1 for the last
dnl two, and in the last round iota on lane (0, 0) (KU_LATE above).
define(<KU_B>, <KU_LANE(eval((3 * $1 + $2) % 5), $2)>)
define(<KU_ROW>, <forloop(<ku_c>, 0, 4, <KU_THETA_RHO(eval((3 * $1 + ku_c) % 5), ku_c)>)
	vmovdqa64	KU_B($1, 0), KC0
	vmovdqa64	KU_B($1, 1), KC3
	vpternlogq	<$>0xd2, KU_B($1, 2), KU_B($1, 1), KU_B($1, 0)
	vpternlogq	<$>0xd2, KU_B($1, 3), KU_B($1, 2), KU_B($1, 1)
	vpternlogq	<$>0xd2, KU_B($1, 4), KU_B($1, 3), KU_B($1, 2)
	vpternlogq	<$>0xd2, KC0, KU_B($1, 4), KU_B($1, 3)
	vpternlogq	<$>0xd2, KC3, KC0, KU_B($1, 4)<>ifelse($1$2, 023, <
	vpxorq	KU_RC(23), KU_B(0, 0), KU_B(0, 0)>)>)

dnl KECCAK_ROUNDS_X8(first): rounds FIRST to 23 on the lanes in
dnl registers 0-24, lane (x, y) in register x + 5y, unrolled: 0 for
dnl Keccak-p[1600, 24], whose lanes end in the registers they started
dnl in; 12 for Keccak-p[1600, 12], whose lanes end where twelve steps of
dnl pi took them, lane (x, y) in register KU_REG(x, y) after it.
define(<KECCAK_ROUNDS_X8>, <KU_START<>define(<KU_FIRST_ROUND>, $1)<>forloop(<ku_round>, $1, 23, <
	C round ku_round
	KU_PARITY(0)
	KU_PARITY(1)
	KU_PARITY(2)
	KU_PARITY(3)
	KU_PARITY(4)
	KU_D<>forloop(<ku_row>, 0, 4, <KU_ROW(ku_row, ku_round)>)<>KU_PI>)>)

dnl KU_STORE_LANES(store, size, base): after KECCAK_ROUNDS_X8, lane
dnl (x, y) stored from the register pi left it in (KU_REG) to
dnl SIZE (x + 5y) (BASE) with the instruction STORE.
define(<KU_STORE_LANES>, <forloop(<ku_i>, 0, 24, <
	$1	%KECCAK_REG<>KU_REG(eval(ku_i % 5), eval(ku_i / 5)), eval(($2) * ku_i)($3)>)>)

dnl KU_PERMUTE(first, move, size, base): the body of a permutation
dnl function.  Lane (x, y) of the states at BASE, the SIZE-byte element
dnl x + 5y (one state's lane, or the lanes of several side by side), is
dnl moved with MOVE to register x + 5y; rounds FIRST to 23; the lanes go
dnl back from the registers pi left them in, and registers 16-31, which
dnl held the states, are cleared.
define(<KU_PERMUTE>, <forloop(<ku_i>, 0, 24, <
	$2	eval(($3) * ku_i)($4), %KECCAK_REG<>ku_i>)
	KECCAK_ROUNDS_X8($1)
	KU_STORE_LANES(<$2>, $3, $4)
	CLEAR_HIGH(16, 31)
	vzeroupper
	ret>)

dnl Eight states: the adding of a block of each (x86_64/avx512/
dnl keccak-absorb-x8.asm and keccak-sha3-x8.asm).  The eight blocks are
dnl rows of a matrix whose columns are the lanes: every 8 lanes of it
dnl (64 bytes of each block) are eight loads and an 8 x 8 transpose of
dnl 64-bit elements, 24 shuffles, where a gather of each lane (Zen 4
dnl runs one as eight loads) cost about twice as much.  The lanes past
dnl the last whole 8 (one of SHA3-256's 17) are still gathered.  The
dnl transposes need nine registers where the rounds leave seven free,
dnl so lanes 21 to 24, which no rate reaches, wait in the states'
dnl memory meanwhile.

dnl KX8_LOAD(i), KX8_STORE(i): lanes i to 24 of the eight states.
define(<KX8_LOAD>, <ifelse($1, 25, , <
	vmovdqu64	eval(64 * $1)(KX8_STATES), %zmm$1<>KX8_LOAD(incr($1))>)>)
define(<KX8_STORE>, <ifelse($1, 25, , <
	vmovdqu64	%zmm$1, eval(64 * $1)(KX8_STATES)<>KX8_STORE(incr($1))>)>)

dnl The transpose's registers: four pairs of rows (blocks 2k and
dnl 2k + 1) interleaved, their even lanes in KX8_EVENk and odd lanes in
dnl KX8_ODDk; KX8_TMP for the shuffles.  KX8_POINTERS: the eight data
dnl pointers, for gathers.
define(<KX8_EVEN0>, <%zmm21>)
define(<KX8_EVEN1>, <%zmm22>)
define(<KX8_EVEN2>, <%zmm23>)
define(<KX8_EVEN3>, <%zmm24>)
define(<KX8_ODD0>, <%zmm25>)
define(<KX8_ODD1>, <%zmm26>)
define(<KX8_ODD2>, <%zmm27>)
define(<KX8_ODD3>, <%zmm28>)
define(<KX8_TMP>, <%zmm29>)
define(<KX8_POINTERS>, <%zmm25>)

dnl KX8_ROW_PAIR(k, g): blocks 2k and 2k + 1, lanes G to G + 7 (64 bytes
dnl each), interleaved: in each 128-bit quarter q of KX8_EVENk block
dnl 2k's lane G + 2q and block 2k + 1's, in KX8_ODDk their lanes
dnl G + 2q + 1.  The blocks are read from the data pointers at the
dnl offset or, when KX8_SOURCE is "last", put in KX8_ROW_A and KX8_ROW_B
dnl by the user's KX8_LAST_ROWS(k, g) (see KX8_ADD_BLOCK); that user
dnl defines the two registers.
define(<KX8_ROW_PAIR>, <ifelse(KX8_SOURCE, last, <KX8_LAST_ROWS($1, $2)
	vpunpcklqdq	KX8_ROW_B, KX8_ROW_A, KX8_EVEN$1
	vpunpckhqdq	KX8_ROW_B, KX8_ROW_A, KX8_ODD$1>, <
	mov	eval(16 * $1)(KX8_DATA), KX8_ROW0
	mov	eval(16 * $1 + 8)(KX8_DATA), KX8_ROW1
	vmovdqu64	eval(8 * $2)(KX8_ROW0, KX8_OFFSET), KX8_ODD$1
	vpunpcklqdq	eval(8 * $2)(KX8_ROW1, KX8_OFFSET), KX8_ODD$1, KX8_EVEN$1
	vpunpckhqdq	eval(8 * $2)(KX8_ROW1, KX8_OFFSET), KX8_ODD$1, KX8_ODD$1>)>)

dnl KX8_QUARTERS(r0, r1, r2, r3, out): the four registers of one kind
dnl (even or odd lanes) as a 4 x 4 matrix of 128-bit quarters,
dnl transposed in two steps of vshufi64x2 (0x88 takes quarters 0 and 2
dnl of each source, 0xdd quarters 1 and 3); quarter q of the
dnl transpose's row i is the pair of rows q, element 2i of the rows.
dnl out(i, reg) takes row i from REG; R0 to R3 and KX8_TMP are
dnl overwritten.
define(<KX8_QUARTERS>, <
	vshufi64x2	<$>0x88, $2, $1, KX8_TMP
	vshufi64x2	<$>0xdd, $2, $1, $1
	vshufi64x2	<$>0x88, $4, $3, $2
	vshufi64x2	<$>0xdd, $4, $3, $3
	$5(0, <$>0x88, $2, KX8_TMP)
	$5(2, <$>0xdd, $2, KX8_TMP)
	$5(1, <$>0x88, $3, $1)
	$5(3, <$>0xdd, $3, $1)>)

dnl KX8_ADD_ROW(lane)(i, imm, a, b): row I of the quarters' transpose
dnl (vshufi64x2 IMM of A and B) added to lane LANE + 2i.
define(<KX8_ADD_ROW>, <
	vshufi64x2	$2, $3, $4, KX8_EVEN3
	vpxorq	KX8_EVEN3, %zmm<>eval(KX8_LANE0 + 2 * ($1)), %zmm<>eval(KX8_LANE0 + 2 * ($1))>)

dnl KX8_ADD_EIGHT(g): lanes G to G + 7 of the eight states ^= the eight
dnl blocks'.
define(<KX8_ADD_EIGHT>, <
	KX8_ROW_PAIR(0, $1)
	KX8_ROW_PAIR(1, $1)
	KX8_ROW_PAIR(2, $1)
	KX8_ROW_PAIR(3, $1)
	define(<KX8_LANE0>, $1)dnl
	KX8_QUARTERS(KX8_EVEN0, KX8_EVEN1, KX8_EVEN2, KX8_EVEN3, <KX8_ADD_ROW>)
	define(<KX8_LANE0>, incr($1))dnl
	KX8_QUARTERS(KX8_ODD0, KX8_ODD1, KX8_ODD2, KX8_ODD3, <KX8_ADD_ROW>)>)

dnl KX8_ADD_GATHERED(first, last): lanes FIRST to LAST of the eight
dnl states ^= the eight blocks', a gather each, through zmm26-31 and
dnl the masks k1-k6 in turn (a gather clears its mask); KX8_POINTERS
dnl holds the eight data pointers, or the offsets of the eight blocks
dnl in the frame.
define(<KX8_ADD_GATHERED>, <forloop(<i>, $1, $2, <
	kxnorw	%k0, %k0, %k<>eval(1 + i % 6)
	vpgatherqq	ifelse(KX8_SOURCE, last, <eval(KX8_FRAME + 8 * i)(%rsp, KX8_POINTERS)>, <eval(8 * i)(KX8_OFFSET, KX8_POINTERS)>), %zmm<>eval(26 + i % 6){%k<>eval(1 + i % 6)}
	vpxorq	%zmm<>eval(26 + i % 6), %zmm<>i, %zmm<>i>)>)

dnl KX8_GATHER_POINTERS: KX8_POINTERS for KX8_ADD_GATHERED.
define(<KX8_GATHER_POINTERS>, <ifelse(KX8_SOURCE, last, <
	vmovdqu64	.Lkx8_frame_rows(%rip), KX8_POINTERS>, <
	vmovdqu64	(KX8_DATA), KX8_POINTERS>)>)

dnl KX8_ADD_BLOCK(source, tag): the lanes of a block of each of the
dnl eight states at the rate in %ecx (72, 104, 136, 144 or 168 bytes:
dnl 8 + 1, 8 + 5, 16 + 1, 16 + 2 and 16 + 5 lanes), lanes 0 to 24 in
dnl zmm0-24 before and after.  With SOURCE "data" the blocks are at
dnl the data pointers of the table KX8_DATA plus KX8_OFFSET; with
dnl "last", the user's KX8_LAST_ROWS gives the rows of the lanes that
dnl are transposed (KX8_ROW_PAIR), and the gathered ones are read from
dnl block j at KX8_FRAME + 192 j (%rsp), the user putting the eight
dnl offsets 192 j, quads, at .Lkx8_frame_rows in its read-only data.
dnl It defines the labels .Lshort<tag> and .Ladded<tag>.
define(<KX8_ADD_BLOCK>, <define(<KX8_SOURCE>, <$1>)
	KX8_STORE(21)
	KX8_ADD_EIGHT(0)
	cmp	<$>136, %ecx
	jb	.Lshort$2
	KX8_ADD_EIGHT(8)
	KX8_GATHER_POINTERS
	KX8_ADD_GATHERED(16, 16)
	cmp	<$>136, %ecx
	je	.Ladded$2
	KX8_ADD_GATHERED(17, 17)
	cmp	<$>144, %ecx
	je	.Ladded$2
	KX8_ADD_GATHERED(18, 20)
	jmp	.Ladded$2
.Lshort$2:
	KX8_GATHER_POINTERS
	KX8_ADD_GATHERED(8, 8)
	cmp	<$>72, %ecx
	je	.Ladded$2
	KX8_ADD_GATHERED(9, 12)
.Ladded$2:
	KX8_LOAD(21)>)

dnl KX8_HOME_LANES: after KECCAK_ROUNDS_X8(first), lane (x, y) moved
dnl back from the register pi left it in (KU_REG) to register x + 5y,
dnl where the next block's addition and rounds want it.  Each cycle of
dnl the renaming is followed from its first register, whose lane waits
dnl in KC0: after twelve rounds twelve swaps, 36 register moves; after
dnl 24 none, every lane being home.
dnl KX8_HOME_SOURCE(r): the register holding the lane whose home is R.
dnl KX8_HOME_CYCLE(r, start): the moves into R and the registers after
dnl it in the cycle from START, KC0 holding START's old lane.
define(<KX8_HOME_SOURCE>, <KU_REG(eval($1 % 5), eval($1 / 5))>)
define(<KX8_HOME_CYCLE>, <define(<KX8_HOME_DONE_$1>)ifelse(KX8_HOME_SOURCE($1), $2, <ifelse($1, $2, , <
	vmovdqa64	KC0, %KECCAK_REG<>$1>)>, <
	vmovdqa64	%KECCAK_REG<>KX8_HOME_SOURCE($1), %KECCAK_REG<>$1<>KX8_HOME_CYCLE(KX8_HOME_SOURCE($1), $2)>)>)
define(<KX8_HOME_LANES>, <forloop(<home_r>, 0, 24, <ifdef(<KX8_HOME_DONE_>home_r, ,
	<ifelse(KX8_HOME_SOURCE(home_r), home_r, , <
	vmovdqa64	%KECCAK_REG<>home_r, KC0>)<>KX8_HOME_CYCLE(home_r, home_r)>)>)<>dnl
forloop(<home_r>, 0, 24, <undefine(<KX8_HOME_DONE_>home_r)>)>)

dnl KX8_ABSORB(name, first): the absorbing loop of eight states, NAME's
dnl body (x86_64/avx512/keccak-absorb-x8.asm and keccak-absorb12-x8.asm):
dnl BLOCKS blocks of RATE bytes from the data pointers of the table at
dnl %rdx, each added to the states at KX8_STATES (KX8_ADD_BLOCK) and
dnl permuted from round FIRST (0 for SHA-3's absorbing, 12 for
dnl KangarooTwelve's leaves), the lanes moved home after it.  The states
dnl stay in zmm0-24 from block to block.
define(<KX8_ABSORB>, <
PROLOGUE($1)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	C lea, not mov: scripts/ct-scan follows a table of public pointers
	C through lea
	lea	(%rdx), KX8_DATA
	mov	%ecx, %ecx
	xor	KX8_OFFSET, KX8_OFFSET
	KX8_LOAD(0)
.Lblock:
	KX8_ADD_BLOCK(data)
	add	RATE, KX8_OFFSET
	KECCAK_ROUNDS_X8($2)
	KX8_HOME_LANES
	dec	BLOCKS
	jnz	.Lblock
	KX8_STORE(0)
	CLEAR_HIGH(16, 31)		C the states
	vzeroupper
.Lnone:
	ret
EPILOGUE($1)>)
