dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx512/chacha-16core.asm, avx512/chacha-32core.asm, avx512/chacha-crypt-16core.asm, avx512/chacha-crypt-32core.asm, avx512/salsa20-16core.asm, avx512/salsa20-crypt-16core.asm.
dnl x86_64/m4/stream-avx512.m4 -- sixteen blocks by columns in zmm registers (AVX-512).
dnl
dnl The 16-block stream cores (AVX-512) keep word i of sixteen blocks
dnl in register Z(base + i), block k in lane k, with BASE 0 (and 16
dnl for a second group of blocks), and read the state at SRC.
dnl Z(i): the zmm register numbered by the expression I.
define(<Z>, <%zmm<>eval($1)>)dnl
dnl
dnl COUNTERS16(i, lo, hi, blocks): the 64-bit block counter of words I
dnl and I + 1 of SRC, plus the sixteen words at BLOCKS (block numbers)
dnl lane by lane, carrying from LO (word I) into HI (word I + 1).
dnl Needs the constant .Lone (1).
define(<COUNTERS16>, <
	vpbroadcastd eval(4 * $1)(SRC), $2
	vpaddd	$4(%rip), $2, $2
	vpcmpud	$<>1, $4(%rip), $2, %k1	C carry where lo + k is below k
	vpbroadcastd eval(4 * $1 + 4)(SRC), $3
	vpaddd	.Lone(%rip){1to16}, $3, $3{%k1}>)dnl
dnl
dnl LOAD16(base, i): every word of SRC but the counter words I and
dnl I + 1 into its register.
define(<LOAD16>, <forloop(<w>, 0, 15, <ifelse(w, $2, , w, eval($2 + 1), , <
	vpbroadcastd eval(4 * w)(SRC), Z($1 + w)>)>)>)dnl
dnl
dnl FEED16(base, i, lo, hi): the feed-forward: the words of SRC added,
dnl but LO and HI to the counter words I and I + 1.
define(<FEED16>, <forloop(<w>, 0, 15, <ifelse(w, $2, <
	vpaddd	$3, Z($1 + w), Z($1 + w)>, w, eval($2 + 1), <
	vpaddd	$4, Z($1 + w), Z($1 + w)>, <
	vpaddd	eval(4 * w)(SRC){1to16}, Z($1 + w), Z($1 + w)>)>)>)dnl
dnl
dnl (A forloop body must not end in a C comment: it would swallow the
dnl rest of the loop.)
dnl
dnl TRANSPOSE16_STORE(xor): store block k (lane k of %zmm0..%zmm15) at
dnl DST + 64 * k; with XOR not empty, XORed first with the 64 bytes of
dnl DATA at the same place (DATA may be DST).  Clobbers every zmm
dnl register.
dnl STORE16_BLOCK(x, k, xor): block K in X to DST, as above.
define(<STORE16_BLOCK>, <ifelse(<$3>, , , <
	vpxord	eval(64 * ($2))(DATA), $1, $1>)
	vmovdqu64 $1, eval(64 * ($2))(DST)>)dnl
define(<TRANSPOSE16_STORE>, <
	C Within each 128-bit lane l, a 4x4 transpose per group of four
	C words a, b, c, d: afterwards Z(4g + j) holds words 4g..4g+3 of
	C block 4l + j in lane l.
	forloop(<g>, 0, 3, <
	vpunpckldq Z(4*g+1), Z(4*g), Z(16+4*g)	C (a0 b0 a1 b1)
	vpunpckhdq Z(4*g+1), Z(4*g), Z(17+4*g)	C (a2 b2 a3 b3)
	vpunpckldq Z(4*g+3), Z(4*g+2), Z(18+4*g)	C (c0 d0 c1 d1)
	vpunpckhdq Z(4*g+3), Z(4*g+2), Z(19+4*g)	C (c2 d2 c3 d3)
>)
	forloop(<g>, 0, 3, <
	vpunpcklqdq Z(18+4*g), Z(16+4*g), Z(4*g)	C (a0 b0 c0 d0)
	vpunpckhqdq Z(18+4*g), Z(16+4*g), Z(4*g+1)	C (a1 b1 c1 d1)
	vpunpcklqdq Z(19+4*g), Z(17+4*g), Z(4*g+2)	C (a2 b2 c2 d2)
	vpunpckhqdq Z(19+4*g), Z(17+4*g), Z(4*g+3)	C (a3 b3 c3 d3)
>)
	C Then a 4x4 transpose of 128-bit lanes over the groups: A..D =
	C Z(j), Z(4 + j), Z(8 + j), Z(12 + j) give blocks j, j + 4, j + 8,
	C j + 12.
	forloop(<j>, 0, 3, <
	vshufi32x4 $<>0x44, Z(4+j), Z(j), Z(16+4*j)	C (A0 A1 B0 B1)
	vshufi32x4 $<>0xee, Z(4+j), Z(j), Z(17+4*j)	C (A2 A3 B2 B3)
	vshufi32x4 $<>0x44, Z(12+j), Z(8+j), Z(18+4*j)	C (C0 C1 D0 D1)
	vshufi32x4 $<>0xee, Z(12+j), Z(8+j), Z(19+4*j)	C (C2 C3 D2 D3)
	vshufi32x4 $<>0x88, Z(18+4*j), Z(16+4*j), Z(j)	C (A0 B0 C0 D0)
	vshufi32x4 $<>0xdd, Z(18+4*j), Z(16+4*j), Z(4+j)	C (A1 B1 C1 D1)
	vshufi32x4 $<>0x88, Z(19+4*j), Z(17+4*j), Z(8+j)	C (A2 B2 C2 D2)
	vshufi32x4 $<>0xdd, Z(19+4*j), Z(17+4*j), Z(12+j)	C (A3 B3 C3 D3)
	STORE16_BLOCK(Z(j), j, <$1>)
	STORE16_BLOCK(Z(4+j), j + 4, <$1>)
	STORE16_BLOCK(Z(8+j), j + 8, <$1>)
	STORE16_BLOCK(Z(12+j), j + 12, <$1>)>)>)dnl
dnl
dnl COUNTERS16_RODATA(groups): the constants of COUNTERS16 for one or two
dnl groups of sixteen blocks (64-byte aligned): the block numbers at
dnl .Lblock (and .Lblock16), the carry at .Lone.
define(<COUNTERS16_RODATA>, <RODATA
	.p2align 6
C Block numbers, added to the counter, and the carry.
.Lblock:
	.long 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
ifelse($1, 2, <.Lblock16:
	.long 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
>).Lone:
	.long 1>)dnl
