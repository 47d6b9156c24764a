dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): ssse3/blake2b-2compress.asm, ssse3/blake2s-4compress.asm, ssse3/blake3-hash-many.asm.
dnl x86_64/m4/blake2-ssse3.m4 -- BLAKE2 on many messages at once, one
dnl per lane of the xmm registers (BLAKE2b: 2 lanes of 64 bits;
dnl BLAKE2s: 4 of 32), as x86_64/m4/blake2-avx2.m4 does in ymm, with
dnl SSSE3's two-operand instructions: v0..v15 are %xmm0-15, the block's
dnl message words, transposed, are in the frame (M), where the rounds
dnl take them as memory operands.  A rotation by 32 is a pshufd, by 24,
dnl 16 or 8 a pshufb (the including file's .Lrot24, .Lrot16, .Lrot8);
dnl by 12, 7 or 63 a copy, two shifts (or a shift and an add) and an
dnl OR, through %xmm8 (v8) saved in the frame meanwhile: those are
dnl rotations of b, which come after the last use of the step's c.
dnl
dnl The including file defines B2L_W (q or d: the word's instruction
dnl suffix), B2L_WORD (its bytes), B2L_ROT(k) (G's rotations, k =
dnl 1..4), B2L_ROUNDS, the register BLOCKS, the frame's M(k), SAVED(i),
dnl SPILL, CTR_LO, CTR_HI, INC_LAST and FINAL_MASK, B2X_LOAD_LAST
dnl (LAST's words, one a lane, into %xmm14), B2X_LOAD_BLOCK (the block
dnl into M, with v8..v15 free), and the constants, 16 bytes each
dnl (aligned: they are memory operands): .Liv (the eight IV words, each
dnl in every lane), .Lblock (the block's bytes in every lane) and
dnl .Lbits (lane i: 1 << i in each of its 32-bit words).
dnl BLAKE3's G is BLAKE2s's: x86_64/ssse3/blake3-hash-many.asm takes
dnl B2X_HALF and redefines B2L_MSG, after this file, as BLAKE3's schedule.
INCLUDE_SRC(<x86_64/m4/blake2-lanes.m4>)dnl
define(<V>, <%xmm<>eval($1)>)dnl
define(<B2X_BITS>, <eval(8 * B2L_WORD)>)dnl
dnl
dnl B2X_ROTATE(n, reg): REG rotated right by N, where N is 32 (64-bit
dnl words) or a multiple of 8; B2X_ROTATE_B(diag, n): every b of the
dnl step, by any N.
define(<B2X_ROTATE>, <ifelse($1, 32, <pshufd	<$>0xb1, $2, $2>,
	<pshufb	.Lrot$1(%rip), $2>)>)dnl
define(<B2X_ROTATE_B>, <ifelse(eval($2 % 8), 0, <forloop(<j>, 0, 3, <
	B2X_ROTATE($2, B2L_B(j, $1))>)>, <
	movdqa	V(8), SPILL
forloop(<j>, 0, 3, <
	movdqa	B2L_B(j, $1), V(8)
	psrl<>B2L_W	<$>$2, V(8)
	ifelse(eval($2 + 1), B2X_BITS, <padd<>B2L_W	B2L_B(j, $1), B2L_B(j, $1)>,
	<psll<>B2L_W	<$>eval(B2X_BITS - $2), B2L_B(j, $1)>)
	por	V(8), B2L_B(j, $1)>)
	movdqa	SPILL, V(8)>)>)dnl
dnl
dnl B2X_HALF(r, diag, half): half HALF (0: message word x, rotations 1
dnl and 2; 1: word y, rotations 3 and 4) of the four G of round R's
dnl step DIAG, the G side by side, an operation at a time:
dnl a += m + b, d = (d ^ a) >>> r1, c += d, b = (b ^ c) >>> r2.
define(<B2X_HALF>, <
forloop(<j>, 0, 3, <
	padd<>B2L_W	B2L_MSG($1, eval(8 * $2 + 2 * j + $3)), B2L_A(j)>)
forloop(<j>, 0, 3, <
	padd<>B2L_W	B2L_B(j, $2), B2L_A(j)>)
forloop(<j>, 0, 3, <
	pxor	B2L_A(j), B2L_D(j, $2)
	B2X_ROTATE(B2L_ROT(eval(1 + 2 * $3)), B2L_D(j, $2))>)
forloop(<j>, 0, 3, <
	padd<>B2L_W	B2L_D(j, $2), B2L_C(j, $2)
	pxor	B2L_C(j, $2), B2L_B(j, $2)>)B2X_ROTATE_B($2, B2L_ROT(eval(2 + 2 * $3)))>)dnl
dnl
dnl B2X_FINALS(finals32): before the first block, the lanes' mask of
dnl bits FINALS32 (all ones in lane i when bit i is set) to FINAL_MASK,
dnl and the increment of the call's last block (LAST's word in those
dnl lanes, a whole block in the others) to INC_LAST.  Clobbers
dnl v13..v15.
define(<B2X_FINALS>, <
	movd	$1, V(15)
	pshufd	<$>0, V(15), V(15)
	movdqa	.Lbits(%rip), V(14)
	pand	V(14), V(15)
	pcmpeqd	V(14), V(15)
	movdqa	V(15), FINAL_MASK
	B2X_LOAD_LAST
	pand	V(15), V(14)
	pandn	.Lblock(%rip), V(15)
	por	V(15), V(14)
	movdqa	V(14), INC_LAST>)dnl
dnl
dnl B2X_BLOCK_START: the block into M, v0..v7 into SAVED, then v8..v15:
dnl the IV, with the counter advanced by the block's bytes (a whole
dnl block, or INC_LAST on the call's last block) and XORed into v12 and
dnl v13, and on the last block FINAL_MASK into v14.  The low word's
dnl carry is the top bit of (old & inc) | ((old | inc) & ~new).
define(<B2X_BLOCK_START>, <B2X_LOAD_BLOCK
forloop(<i>, 0, 7, <
	movdqa	V(i), SAVED(i)>)
	cmp	<$>1, BLOCKS
	jne	.Lnot_last
	movdqa	INC_LAST, V(14)		C the call's last block
	movdqa	FINAL_MASK, V(15)
	jmp	.Lincrement
.Lnot_last:
	movdqa	.Lblock(%rip), V(14)
	pxor	V(15), V(15)
.Lincrement:
	movdqa	CTR_LO, V(12)
	movdqa	V(12), V(8)
	movdqa	V(12), V(9)
	padd<>B2L_W	V(14), V(12)		C new
	pand	V(14), V(8)		C old & inc
	por	V(14), V(9)		C old | inc
	movdqa	V(12), V(10)
	pandn	V(9), V(10)		C (old | inc) & ~new
	por	V(10), V(8)
	psrl<>B2L_W	<$>eval(B2X_BITS - 1), V(8)	C the carry, 0 or 1
	movdqa	CTR_HI, V(13)
	padd<>B2L_W	V(8), V(13)
	movdqa	V(12), CTR_LO
	movdqa	V(13), CTR_HI
	pxor	.Liv+64(%rip), V(12)
	pxor	.Liv+80(%rip), V(13)
	movdqa	.Liv+96(%rip), V(14)
	pxor	V(15), V(14)		C final: all ones XORed
	movdqa	.Liv+112(%rip), V(15)
forloop(<i>, 0, 3, <
	movdqa	.Liv+eval(16 * i)(%rip), V(eval(8 + i))>)>)dnl
dnl
dnl B2X_BLOCK: the compression of the block into the chaining words in
dnl v0..v7.
define(<B2X_BLOCK>, <B2X_BLOCK_START
forloop(<r>, 0, eval(B2L_ROUNDS - 1), <B2X_HALF(r, 0, 0)B2X_HALF(r, 0, 1)B2X_HALF(r, 1, 0)B2X_HALF(r, 1, 1)>)
	C the new chaining words: h ^ v[i] ^ v[i + 8]
forloop(<i>, 0, 7, <
	pxor	V(eval(i + 8)), V(i)
	pxor	SAVED(i), V(i)>)>)dnl
dnl
dnl B2X_CLEAR_FRAME: the frame, which held message words (a key block,
dnl for a keyed message) and chaining words, cleared.
define(<B2X_CLEAR_FRAME>, <
	pxor	V(0), V(0)
forloop(<i>, 0, eval(FRAME_SIZE / 16 - 1), <
	movdqa	V(0), eval(16 * i)(%rsp)>)>)dnl
dnl
dnl TRANSPOSE4(r0, r1, r2, r3, t0, t1): the 4x4 matrix of dwords whose
dnl row k is rk, transposed in place; t0 and t1 are clobbered.  Users:
dnl ssse3/blake2s-4compress.asm, ssse3/blake3-hash-many.asm.
define(<TRANSPOSE4>, <
	movdqa	$1, $5
	punpckldq	$2, $5		C r0.0 r1.0 r0.1 r1.1
	punpckhdq	$2, $1		C r0.2 r1.2 r0.3 r1.3
	movdqa	$3, $6
	punpckldq	$4, $6		C r2.0 r3.0 r2.1 r3.1
	punpckhdq	$4, $3		C r2.2 r3.2 r2.3 r3.3
	movdqa	$5, $2
	punpckhqdq	$6, $2		C r0.1 r1.1 r2.1 r3.1
	movdqa	$1, $4
	punpckhqdq	$3, $4		C r0.3 r1.3 r2.3 r3.3
	punpcklqdq	$3, $1		C r0.2 r1.2 r2.2 r3.2
	movdqa	$1, $3
	punpcklqdq	$6, $5		C r0.0 r1.0 r2.0 r3.0
	movdqa	$5, $1
>)dnl
