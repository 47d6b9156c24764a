dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/blake2b-4compress.asm -- BLAKE2b compression of four
C independent messages at once, one per 64-bit lane of the ymm
C registers.
C
C Why: one message's compression is a chain of dependent operations
C (x86_64/m4/blake2b-rows.m4: 2.44 cycles a byte on Zen 4 with AVX2).  In
C lanes the four G of a step are independent and G needs no shuffles:
C 16 operations a G (the rotation by 63 takes three), 1536 a block of
C four messages, 384 cycles at four 256-bit operations a cycle, 0.75
C cycles a byte, plus the spills of v8 (96 a block), the transposes of
C the blocks (48 operations, 16 stores) and of the states (once a
C call).  Used by symcrypt_blake2b_many (src/blake/blake2.c) for 4 messages
C or more where blake2b_8compress is not assembly.  Measured:
C doc/blake2.md.

dnl void _symcrypt_blake2b_4compress(uint64_t *const *states,
dnl     size_t blocks, const uint8_t *const *data, unsigned finals,
dnl     const unsigned *last_bytes)
dnl src/functions.def has the contract.  v0..v15 are %ymm0-15 and the
dnl message words are in the frame (x86_64/m4/blake2-avx2.m4).  Lane
dnl data goes in and out by pairs of words: lanes m and m + 2 in the two
dnl halves of one register, the two registers of m = 0, 1 interleaved.

INCLUDE_SRC(<x86_64/m4/blake2-avx2.m4>)dnl
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<FINALS32>, <%ecx>)
define(<LAST>, <%r8>)
define(<OFFSET>, <%r9>)		dnl bytes of each lane done
define(<PTR>, <%rax>)		dnl one lane's pointer
define(<B2L_W>, <q>)
define(<B2L_WORD>, <8>)
define(<B2L_ROUNDS>, <12>)
define(<B2L_ROT>, <ifelse($1, 1, 32, $1, 2, 24, $1, 3, 16, 63)>)
define(<M>, <eval(32 * ($1))(%rsp)>)
define(<SAVED>, <eval(512 + 32 * ($1))(%rsp)>)
define(<SPILL>, <768(%rsp)>)
define(<CTR_LO>, <800(%rsp)>)
define(<CTR_HI>, <832(%rsp)>)
define(<INC_LAST>, <864(%rsp)>)
define(<FINAL_MASK>, <896(%rsp)>)
define(<FRAME_SIZE>, <928>)

dnl PAIRS_IN(table, disp, r, t0, t1[, index]): the two words at DISP
dnl (plus INDEX, a register) from each of the four lanes' pointers in
dnl TABLE into registers R and R + 1, one word of the four lanes each;
dnl T0 and T1 are clobbered.
define(<PAIRS_IN>, <forloop(<lane>, 0, 3, <
	mov	eval(8 * lane)($1), PTR
	ifelse(eval(lane / 2), 0,
	<vmovdqu	$2(PTR<>ifelse(<$6>, , , <, $6>)), %xmm<>eval($4 + lane)>,
	<vinserti128	<$>1, $2(PTR<>ifelse(<$6>, , , <, $6>)), V(eval($4 + lane % 2)), V(eval($4 + lane % 2))>)>)
	vpunpcklqdq	V(eval($4 + 1)), V($4), V($3)
	vpunpckhqdq	V(eval($4 + 1)), V($4), V(eval($3 + 1))>)dnl
dnl PAIRS_OUT(offset, r, t0, t1): the reverse, to the states.
define(<PAIRS_OUT>, <
	vpunpcklqdq	V(eval($2 + 1)), V($2), V($3)
	vpunpckhqdq	V(eval($2 + 1)), V($2), V($4)
forloop(<lane>, 0, 3, <
	mov	eval(8 * lane)(STATES), PTR
	ifelse(eval(lane / 2), 0,
	<vmovdqu	%xmm<>eval($3 + lane), $1(PTR)>,
	<vextracti128	<$>1, V(eval($3 + lane % 2)), $1(PTR)>)>)>)dnl
dnl B2V_LOAD_BLOCK: the block at OFFSET of every lane, transposed, into
dnl M(0..15).
define(<B2V_LOAD_BLOCK>, <forloop(<p>, 0, 7, <PAIRS_IN(DATA, eval(16 * p), 10, 8, 9, OFFSET)
	vmovdqa	V(10), M(eval(2 * p))
	vmovdqa	V(11), M(eval(2 * p + 1))
>)>)

PROLOGUE(_symcrypt_blake2b_4compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-32, %rsp
	sub	$<>FRAME_SIZE, %rsp

	B2V_FINALS(FINALS32, LAST)
	C The counters (words 8 and 9), then the chaining words.
	PAIRS_IN(STATES, 64, 10, 8, 9)
	vmovdqa	V(10), CTR_LO
	vmovdqa	V(11), CTR_HI
forloop(<p>, 0, 3, <PAIRS_IN(STATES, eval(16 * p), eval(2 * p), 8, 9)
>)dnl
	xor	OFFSET, OFFSET

	ALIGN_FUNCTION
.Loop:
	B2V_BLOCK
	add	<$>128, OFFSET
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Back to one state per lane.
forloop(<p>, 0, 3, <PAIRS_OUT(eval(16 * p), eval(2 * p), 8, 9)
>)dnl
	vmovdqa	CTR_LO, V(10)
	vmovdqa	CTR_HI, V(11)
	PAIRS_OUT(64, 10, 8, 9)

	C The frame held message words (a key block, for a keyed
	C message) and chaining words: cleared.
	vpxor	V(0), V(0), V(0)
forloop(<i>, 0, eval(FRAME_SIZE / 32 - 1), <
	vmovdqa	V(0), eval(32 * i)(%rsp)>)

	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	vzeroupper
.Ldone:
	ret
EPILOGUE(_symcrypt_blake2b_4compress)

RODATA
	.p2align 5
.Lrot24:			C bytes 3..7, 0..2 of each word
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
.Lrot16:
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
.Lbits:
	.quad	1, 2, 4, 8
.Liv:				C RFC 7693, 2.6
	.quad	0x6a09e667f3bcc908, 0xbb67ae8584caa73b
	.quad	0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
	.quad	0x510e527fade682d1, 0x9b05688c2b3e6c1f
	.quad	0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
.Lblock:
	.quad	128
.Lsign:
	.quad	0x8000000000000000
