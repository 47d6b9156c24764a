dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx512/blake2b-8compress.asm, avx512/blake2s-16compress.asm.
dnl x86_64/m4/blake2-avx512.m4 -- BLAKE2 on many messages at once, one per
dnl vector lane: word j of the state of every lane in one zmm register,
dnl so that G runs on the lanes with no shuffles and each step's four G
dnl are independent (BLAKE2b: 8 lanes of 64 bits; BLAKE2s: 16 of 32).
dnl
dnl The including file defines B2L_W (q or d: the word's instruction
dnl suffix), B2L_WORD (its bytes), B2L_LANES (8 or 16), B2L_ROT(k)
dnl (G's rotations, k = 1..4), B2L_ROUNDS, the registers BLOCKS,
dnl FINALS32 and LAST, the frame's SAVED(i), CTR_LO and CTR_HI, and the
dnl constants .Liv (the eight IV words), .Lone (the word 1) and .Lblock
dnl (the block's bytes, a word).
dnl v0..v15 are %zmm0-15; the message words of the block %zmm16-31.
INCLUDE_SRC(<x86_64/m4/blake2-lanes.m4>)dnl
define(<V>, <%zmm<>eval($1)>)dnl
define(<M>, <%zmm<>eval(16 + ($1))>)dnl
dnl
dnl B2L_HALF(r, diag, half): half HALF (0: message word x, rotations 1
dnl and 2; 1: word y, rotations 3 and 4) of the four G of round R's
dnl step DIAG, the G side by side, an operation at a time:
dnl a += m + b, d = (d ^ a) >>> r1, c += d, b = (b ^ c) >>> r2.
define(<B2L_HALF>, <
forloop(<j>, 0, 3, <
	vpadd<>B2L_W	B2L_MSG($1, eval(8 * $2 + 2 * j + $3)), B2L_A(j), B2L_A(j)>)
forloop(<j>, 0, 3, <
	vpadd<>B2L_W	B2L_B(j, $2), B2L_A(j), B2L_A(j)>)
forloop(<j>, 0, 3, <
	vpxor<>B2L_W	B2L_A(j), B2L_D(j, $2), B2L_D(j, $2)
	vpror<>B2L_W	<$>B2L_ROT(eval(1 + 2 * $3)), B2L_D(j, $2), B2L_D(j, $2)>)
forloop(<j>, 0, 3, <
	vpadd<>B2L_W	B2L_D(j, $2), B2L_C(j, $2), B2L_C(j, $2)
	vpxor<>B2L_W	B2L_C(j, $2), B2L_B(j, $2), B2L_B(j, $2)
	vpror<>B2L_W	<$>B2L_ROT(eval(2 + 2 * $3)), B2L_B(j, $2), B2L_B(j, $2)>)>)dnl
dnl
dnl B2L_BLOCK_START: v8..v15 of the block: the IV, with the counter
dnl advanced by the block's bytes (a whole block, or LAST[i] in lane i
dnl when the block is the call's last and bit i of FINALS is set) and
dnl XORed into v12 and v13, and the final flag into v14 of those lanes.
dnl The counter carries into its high word where the new low word is
dnl below the increment.
define(<B2L_BLOCK_START>, <
	kxorw	%k2, %k2, %k2		C the lanes whose block is final
	cmp	<$>1, BLOCKS
	jne	.Lnot_last
	kmovw	FINALS32, %k2
.Lnot_last:
	vpbroadcast<>B2L_W	.Lblock(%rip), V(14)
	ifelse(B2L_W, q, <vpmovzxdq	(LAST), V(14){%k2}>,
	<vmovdqu32	(LAST), V(14){%k2}>)
	vmovdqa64	CTR_LO, V(12)
	vpadd<>B2L_W	V(14), V(12), V(12)
	vpcmpu<>B2L_W	<$>1, V(14), V(12), %k3	C carried: below the increment
	vmovdqa64	CTR_HI, V(13)
	vpadd<>B2L_W	.Lone(%rip){1to<>B2L_LANES}, V(13), V(13){%k3}
	vmovdqa64	V(12), CTR_LO
	vmovdqa64	V(13), CTR_HI
	vpxor<>B2L_W	.Liv+eval(4 * B2L_WORD)(%rip){1to<>B2L_LANES}, V(12), V(12)
	vpxor<>B2L_W	.Liv+eval(5 * B2L_WORD)(%rip){1to<>B2L_LANES}, V(13), V(13)
	vpbroadcast<>B2L_W	.Liv+eval(6 * B2L_WORD)(%rip), V(14)
	vpternlog<>B2L_W	<$>0x55, V(14), V(14), V(14){%k2}	C final: all ones XORed
	vpbroadcast<>B2L_W	.Liv+eval(7 * B2L_WORD)(%rip), V(15)
forloop(<i>, 0, 3, <
	vpbroadcast<>B2L_W	.Liv+eval(i * B2L_WORD)(%rip), V(eval(8 + i))>)>)dnl
dnl
dnl B2L_BLOCK: the compression of the block whose words are in M(0..15)
dnl into the chaining words in v0..v7 (kept in SAVED meanwhile).
define(<B2L_BLOCK>, <B2L_BLOCK_START
forloop(<r>, 0, eval(B2L_ROUNDS - 1), <B2L_HALF(r, 0, 0)B2L_HALF(r, 0, 1)B2L_HALF(r, 1, 0)B2L_HALF(r, 1, 1)>)
	C the new chaining words: h ^ v[i] ^ v[i + 8]
forloop(<i>, 0, 7, <
	vpternlog<>B2L_W	<$>0x96, SAVED(i), V(eval(i + 8)), V(i)>)>)dnl
