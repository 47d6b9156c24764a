dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): ssse3/blake2s-compress.asm, ssse3/blake3-compress.asm, ssse3/blake3-compress-blocks.asm, avx512/blake2s-compress.asm.
dnl x86_64/m4/blake2s-rows.m4 -- the BLAKE2s compression function by rows:
dnl one xmm register a row of four 32-bit words, the four G of a column
dnl or diagonal step side by side, rows a, c and d turned between the
dnl steps as in x86_64/m4/blake2b-rows.m4.
dnl
dnl The including file names the registers (STATE, LENGTH, DATA, LAST,
dnl CTR, BYTES, FINAL; H0, H1, VA, VB, VC, VD, X, Y, T, U, R16, R8) and
dnl one of two encodings: B2S_SSE, the legacy SSE one (SSSE3: pshufb
dnl for the rotations by 16 and 8, two shifts and an or for 12 and 7;
dnl the message words loaded one by one and interleaved), or neither,
dnl AVX-512 (VL: vprord for 12 and 7; each message word broadcast and
dnl blended into place).
INCLUDE_SRC(<x86-common/blake2-schedule.m4>)dnl

dnl Two- or three-operand forms: B2S_OP(op, s, d) is d = d op s.
define(<B2S_OP>, <ifdef(<B2S_SSE>, <$1	$2, $3>, <v$1	$2, $3, $3>)>)dnl

dnl B2S_RORD(n, x): rotate each word of X right by N.
define(<B2S_RORD>, <ifelse($1, 16, <
	B2S_OP(pshufb, R16, $2)>, $1, 8, <
	B2S_OP(pshufb, R8, $2)>, <ifdef(<B2S_SSE>, <
	movdqa	$2, T
	psrld	$<>$1, $2
	pslld	$<>eval(32 - $1), T
	por	T, $2>, <
	vprord	$<>$1, $2, $2>)>)>)dnl

dnl B2S_TURN(imm, x): the words of X reordered by pshufd's IMM.
define(<B2S_TURN>, <ifdef(<B2S_SSE>, <pshufd	$<>$1, $2, $2>, <vpshufd	$<>$1, $2, $2>)>)dnl

dnl B2S_GATHER1(r, step, half, reg): the four message words of a half
dnl step into REG.  SSE: word 0 and 1, 2 and 3 interleaved (through T
dnl and U), then the pairs; AVX-512: words 1 to 3 broadcast and
dnl blended in.
define(<B2S_GATHER1>, <ifdef(<B2S_SSE>, <
	movd	eval(4 * B2_WORD($1, $2, $3, 0))(DATA), $4
	movd	eval(4 * B2_WORD($1, $2, $3, 1))(DATA), T
	movd	eval(4 * B2_WORD($1, $2, $3, 2))(DATA), U
	punpckldq	T, $4
	movd	eval(4 * B2_WORD($1, $2, $3, 3))(DATA), T
	punpckldq	T, U
	punpcklqdq	U, $4>, <
	vmovd	eval(4 * B2_WORD($1, $2, $3, 0))(DATA), $4<>forloop(<lane>, 1, 3, <
	vpbroadcastd	eval(4 * B2_WORD($1, $2, $3, lane))(DATA), T
	vpblendd	$<>eval(2 ** lane), T, $4, $4>)>)>)dnl

dnl B2S_HALF(m, r1, r2): half of the four G: a += b + m, d = (d ^ a)
dnl rotated by R1, c += d, b = (b ^ c) rotated by R2.
define(<B2S_HALF>, <
	B2S_OP(paddd, $1, VA)
	B2S_OP(paddd, VB, VA)
	B2S_OP(pxor, VA, VD)
	B2S_RORD($2, VD)
	B2S_OP(paddd, VD, VC)
	B2S_OP(pxor, VC, VB)
	B2S_RORD($3, VB)>)dnl

dnl B2S_ROUND(r): round R.
define(<B2S_ROUND>, <
	C round $1
	B2S_GATHER1($1, 0, 0, X)
	B2S_GATHER1($1, 0, 1, Y)
	B2S_HALF(X, 16, 12)
	B2S_HALF(Y, 8, 7)
	B2S_TURN(0x93, VA)
	B2S_TURN(0x39, VC)
	B2S_TURN(0x4e, VD)
	B2S_GATHER1($1, 1, 0, X)
	B2S_GATHER1($1, 1, 1, Y)
	B2S_HALF(X, 16, 12)
	B2S_HALF(Y, 8, 7)
	B2S_TURN(0x39, VA)
	B2S_TURN(0x93, VC)
	B2S_TURN(0x4e, VD)>)dnl

dnl B2S_MOV(s, d): a move of 16 bytes, unaligned if memory.
define(<B2S_MOV>, <ifdef(<B2S_SSE>, <movdqu	$1, $2>, <vmovdqu	$1, $2>)>)dnl

dnl B2S_COMPRESS: the body of _symcrypt_blake2s_compress (the contract
dnl in src/functions.def; the C twin src/blake/blake2-compress.c): whole
dnl blocks, and with LAST the last of 0 to 64 bytes, its flag set.  The
dnl counter's two words are one 64-bit number in CTR.  The branches
dnl depend on LENGTH and LAST alone.
define(<B2S_COMPRESS>, <
	mov	32(STATE), CTR
	B2S_MOV((STATE), H0)
	B2S_MOV(16(STATE), H1)
	B2S_MOV(.Lb2s_rot16(%rip), R16)
	B2S_MOV(.Lb2s_rot8(%rip), R8)
.Lblock:
	B2_NEXT_BLOCK(64, <mov	<$>0xffffffff, FINAL32>)
	add	BYTES, CTR
	C a, b: the chaining value; c: the IV's first row; d: its second
	C XORed with the counter and the flag
	B2S_MOV(H0, VA)
	B2S_MOV(H1, VB)
	B2S_MOV(.Lb2s_iv(%rip), VC)
ifdef(<B2S_SSE>, <
	movq	CTR, VD
	movq	FINAL, T
	punpcklqdq	T, VD
	pxor	.Lb2s_iv+16(%rip), VD>, <
	vmovq	CTR, VD
	vpinsrd	<$>2, FINAL32, VD, VD
	vpxor	.Lb2s_iv+16(%rip), VD, VD>)
forloop(<r>, 0, 9, <B2S_ROUND(r)
>)dnl
	C h ^= a ^ c, b ^ d
	B2S_OP(pxor, VA, VC)
	B2S_OP(pxor, VB, VD)
	B2S_OP(pxor, VC, H0)
	B2S_OP(pxor, VD, H1)
	test	FINAL, FINAL
	jnz	.Ldone
	add	<$>64, DATA
	sub	<$>64, LENGTH
	jmp	.Lblock
.Ldone:
	B2S_MOV(H0, (STATE))
	B2S_MOV(H1, 16(STATE))
	mov	CTR, 32(STATE)
>)dnl

dnl B2S_CONSTANTS: the IV (RFC 7693, 2.6) and the byte patterns of the
dnl rotations by 16 and 8.
define(<B2S_CONSTANTS>, <
RODATA
	.p2align 4
.Lb2s_iv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
	.long	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
.Lb2s_rot16:
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lb2s_rot8:
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
>)dnl
