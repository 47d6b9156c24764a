dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/blake2b-4compress.asm, avx2/blake2s-8compress.asm.
dnl x86_64/m4/blake2-avx2.m4 -- BLAKE2 on many messages at once, one
dnl per lane of the ymm registers (BLAKE2b: 4 lanes of 64 bits;
dnl BLAKE2s: 8 of 32), as x86_64/m4/blake2-avx512.m4 does in zmm, with
dnl AVX2's sixteen registers: v0..v15 are %ymm0-15, the block's message
dnl words, transposed, are in the frame (M), where the rounds take them
dnl as memory operands.  A rotation by 32 is a vpshufd, by 24, 16 or 8
dnl a vpshufb (the including file's .Lrot24, .Lrot16, .Lrot8); by 12, 7
dnl or 63 two shifts (or a shift and an add) and an OR, through %ymm8
dnl (v8) saved in the frame meanwhile: those are rotations of b, which
dnl come after the last use of the step's c.
dnl
dnl The including file defines B2L_W (q or d: the word's instruction
dnl suffix), B2L_WORD (its bytes), B2L_ROT(k) (G's rotations, k =
dnl 1..4), B2L_ROUNDS, the register BLOCKS, the frame's M(k), SAVED(i),
dnl SPILL, CTR_LO, CTR_HI, INC_LAST and FINAL_MASK, B2V_LOAD_BLOCK (the
dnl block into M, with v8..v15 free), and the constants .Liv (the eight
dnl IV words), .Lblock (the block's bytes, a word), .Lsign (the word's
dnl top bit) and .Lbits (word i: 1 << i).
INCLUDE_SRC(<x86_64/m4/blake2-lanes.m4>)dnl
define(<V>, <%ymm<>eval($1)>)dnl
define(<B2V_BITS>, <eval(8 * B2L_WORD)>)dnl
dnl
dnl B2V_ROTATE(n, reg): REG rotated right by N, where N is 32 (64-bit
dnl words) or a multiple of 8; B2V_ROTATE_B(diag, n): every b of the
dnl step, by any N.
define(<B2V_ROTATE>, <ifelse($1, 32, <vpshufd	<$>0xb1, $2, $2>,
	<vpshufb	.Lrot$1(%rip), $2, $2>)>)dnl
define(<B2V_ROTATE_B>, <ifelse(eval($2 % 8), 0, <forloop(<j>, 0, 3, <
	B2V_ROTATE($2, B2L_B(j, $1))>)>, <
	vmovdqa	V(8), SPILL
forloop(<j>, 0, 3, <
	vpsrl<>B2L_W	<$>$2, B2L_B(j, $1), V(8)
	ifelse(eval($2 + 1), B2V_BITS, <vpadd<>B2L_W	B2L_B(j, $1), B2L_B(j, $1), B2L_B(j, $1)>,
	<vpsll<>B2L_W	<$>eval(B2V_BITS - $2), B2L_B(j, $1), B2L_B(j, $1)>)
	vpor	V(8), B2L_B(j, $1), B2L_B(j, $1)>)
	vmovdqa	SPILL, V(8)>)>)dnl
dnl
dnl B2V_HALF(r, diag, half): half HALF (0: message word x, rotations 1
dnl and 2; 1: word y, rotations 3 and 4) of the four G of round R's
dnl step DIAG, the G side by side, an operation at a time:
dnl a += m + b, d = (d ^ a) >>> r1, c += d, b = (b ^ c) >>> r2.
define(<B2V_HALF>, <
forloop(<j>, 0, 3, <
	vpadd<>B2L_W	B2L_MSG($1, eval(8 * $2 + 2 * j + $3)), B2L_A(j), B2L_A(j)>)
forloop(<j>, 0, 3, <
	vpadd<>B2L_W	B2L_B(j, $2), B2L_A(j), B2L_A(j)>)
forloop(<j>, 0, 3, <
	vpxor	B2L_A(j), B2L_D(j, $2), B2L_D(j, $2)
	B2V_ROTATE(B2L_ROT(eval(1 + 2 * $3)), B2L_D(j, $2))>)
forloop(<j>, 0, 3, <
	vpadd<>B2L_W	B2L_D(j, $2), B2L_C(j, $2), B2L_C(j, $2)
	vpxor	B2L_C(j, $2), B2L_B(j, $2), B2L_B(j, $2)>)B2V_ROTATE_B($2, B2L_ROT(eval(2 + 2 * $3)))>)dnl
dnl
dnl B2V_FINALS(finals32, last): before the first block, the lanes' mask
dnl of bits FINALS32 (all ones in lane i when bit i is set) to
dnl FINAL_MASK, and the increment of the call's last block (the word
dnl at LAST[i] in those lanes, a whole block in the others) to
dnl INC_LAST.  Clobbers v12..v15.
define(<B2V_FINALS>, <
	vmovd	$1, %xmm15
	vpbroadcast<>B2L_W	%xmm15, V(15)
	vmovdqa	.Lbits(%rip), V(14)
	vpand	V(14), V(15), V(15)
	vpcmpeq<>B2L_W	V(14), V(15), V(15)
	vmovdqa	V(15), FINAL_MASK
	ifelse(B2L_W, q, <vpmovzxdq	($2), V(14)>, <vmovdqu	($2), V(14)>)
	vpbroadcast<>B2L_W	.Lblock(%rip), V(13)
	vpblendvb	V(15), V(14), V(13), V(13)
	vmovdqa	V(13), INC_LAST>)dnl
dnl
dnl B2V_BLOCK_START: the block into M, v0..v7 into SAVED, then v8..v15:
dnl the IV, with the counter advanced by the block's bytes (a whole
dnl block, or INC_LAST on the call's last block) and XORed into v12 and
dnl v13, and on the last block FINAL_MASK into v14.  The counter carries
dnl into its high word where the new low word is below the increment
dnl (unsigned: both with the top bit flipped, compared signed).
define(<B2V_BLOCK_START>, <B2V_LOAD_BLOCK
forloop(<i>, 0, 7, <
	vmovdqa	V(i), SAVED(i)>)
	cmp	<$>1, BLOCKS
	jne	.Lnot_last
	vmovdqa	INC_LAST, V(14)		C the call's last block
	vmovdqa	FINAL_MASK, V(15)
	jmp	.Lincrement
.Lnot_last:
	vpbroadcast<>B2L_W	.Lblock(%rip), V(14)
	vpxor	V(15), V(15), V(15)
.Lincrement:
	vmovdqa	CTR_LO, V(12)
	vmovdqa	CTR_HI, V(13)
	vpadd<>B2L_W	V(14), V(12), V(12)
	vpbroadcast<>B2L_W	.Lsign(%rip), V(8)
	vpxor	V(8), V(14), V(14)
	vpxor	V(8), V(12), V(9)
	vpcmpgt<>B2L_W	V(9), V(14), V(14)	C carried: all ones
	vpsub<>B2L_W	V(14), V(13), V(13)
	vmovdqa	V(12), CTR_LO
	vmovdqa	V(13), CTR_HI
	vpbroadcast<>B2L_W	.Liv+eval(4 * B2L_WORD)(%rip), V(8)
	vpxor	V(8), V(12), V(12)
	vpbroadcast<>B2L_W	.Liv+eval(5 * B2L_WORD)(%rip), V(8)
	vpxor	V(8), V(13), V(13)
	vpbroadcast<>B2L_W	.Liv+eval(6 * B2L_WORD)(%rip), V(14)
	vpxor	V(15), V(14), V(14)	C final: all ones XORed
	vpbroadcast<>B2L_W	.Liv+eval(7 * B2L_WORD)(%rip), V(15)
forloop(<i>, 0, 3, <
	vpbroadcast<>B2L_W	.Liv+eval(i * B2L_WORD)(%rip), V(eval(8 + i))>)>)dnl
dnl
dnl B2V_BLOCK: the compression of the block into the chaining words in
dnl v0..v7.
define(<B2V_BLOCK>, <B2V_BLOCK_START
forloop(<r>, 0, eval(B2L_ROUNDS - 1), <B2V_HALF(r, 0, 0)B2V_HALF(r, 0, 1)B2V_HALF(r, 1, 0)B2V_HALF(r, 1, 1)>)
	C the new chaining words: h ^ v[i] ^ v[i + 8]
forloop(<i>, 0, 7, <
	vpxor	V(eval(i + 8)), V(i), V(i)
	vpxor	SAVED(i), V(i), V(i)>)>)dnl
