dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/blake2s-8compress.asm -- BLAKE2s compression of eight
C independent messages at once, one per 32-bit lane of the ymm
C registers.
C
C Why: one message's compression is a chain of dependent operations
C (x86_64/m4/blake2s-rows.m4: 4.4 cycles a byte on Zen 4 with SSSE3).  In
C lanes the four G of a step are independent and G needs no shuffles:
C 18 operations a G (the rotations by 12 and 7 take three each), 1440
C a block of eight messages, 360 cycles at four 256-bit operations a
C cycle, 0.70 cycles a byte, plus the spills of v8 (80 a block), the
C transposes of the blocks (32 inserts, 32 unpacks, 16 stores) and of
C the states (once a call).  Used by symcrypt_blake2s_many
C (src/blake/blake2.c) for 8 messages or more where blake2s_16compress is
C not assembly.  Measured: doc/blake2.md.

dnl void _symcrypt_blake2s_8compress(uint32_t *const *states,
dnl     size_t blocks, const uint8_t *const *data, unsigned finals,
dnl     const unsigned *last_bytes)
dnl src/functions.def has the contract.  v0..v15 are %ymm0-15 and the
dnl message words are in the frame (x86_64/m4/blake2-avx2.m4).  Lane
dnl data goes in and out by 128-bit chunks, lanes m and m + 4 in the
dnl two halves of one register, four such registers turned into words
dnl by TRANSPOSE4 (x86_64/m4/sha-lanes.m4).

INCLUDE_SRC(<x86_64/m4/sha-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/blake2-avx2.m4>)dnl
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<FINALS32>, <%ecx>)
define(<LAST>, <%r8>)
define(<OFFSET>, <%r9>)		dnl bytes of each lane done
define(<PTR>, <%rax>)		dnl one lane's pointer
define(<B2L_W>, <d>)
define(<B2L_WORD>, <4>)
define(<B2L_ROUNDS>, <10>)
define(<B2L_ROT>, <ifelse($1, 1, 16, $1, 2, 12, $1, 3, 8, 7)>)
define(<M>, <eval(32 * ($1))(%rsp)>)
define(<SAVED>, <eval(512 + 32 * ($1))(%rsp)>)
define(<SPILL>, <768(%rsp)>)
define(<CTR_LO>, <800(%rsp)>)
define(<CTR_HI>, <832(%rsp)>)
define(<INC_LAST>, <864(%rsp)>)
define(<FINAL_MASK>, <896(%rsp)>)
define(<FRAME_SIZE>, <928>)

dnl CHUNKS_IN(table, disp, r[, index]): the 16 bytes at DISP (plus
dnl INDEX, a register) from each of the eight lanes' pointers in TABLE
dnl into V(r..r+3), as words: V(r + k) holds word k of the chunk of
dnl every lane.  V(12..15) are clobbered.
define(<CHUNKS_IN>, <forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)($1), PTR
	ifelse(eval(lane / 4), 0,
	<vmovdqu	$2(PTR<>ifelse(<$4>, , , <, $4>)), %xmm<>eval($3 + lane)>,
	<vinserti128	<$>1, $2(PTR<>ifelse(<$4>, , , <, $4>)), V(eval($3 + lane % 4)), V(eval($3 + lane % 4))>)>)
	TRANSPOSE4(V($3), V(eval($3 + 1)), V(eval($3 + 2)), V(eval($3 + 3)), V(12), V(13), V(14), V(15))>)dnl
dnl CHUNKS_OUT(disp, r): the reverse, to the states.
define(<CHUNKS_OUT>, <
	TRANSPOSE4(V($2), V(eval($2 + 1)), V(eval($2 + 2)), V(eval($2 + 3)), V(12), V(13), V(14), V(15))
forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)(STATES), PTR
	ifelse(eval(lane / 4), 0,
	<vmovdqu	%xmm<>eval($2 + lane), $1(PTR)>,
	<vextracti128	<$>1, V(eval($2 + lane % 4)), $1(PTR)>)>)>)dnl
dnl B2V_LOAD_BLOCK: the block at OFFSET of every lane, transposed, into
dnl M(0..15).
define(<B2V_LOAD_BLOCK>, <forloop(<g>, 0, 3, <CHUNKS_IN(DATA, eval(16 * g), 8, OFFSET)
forloop(<k>, 0, 3, <
	vmovdqa	V(eval(8 + k)), M(eval(4 * g + k))>)
>)>)

PROLOGUE(_symcrypt_blake2s_8compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-32, %rsp
	sub	$<>FRAME_SIZE, %rsp

	B2V_FINALS(FINALS32, LAST)
	C The states: words 0..3, 4..7, and 6, 7 with the counter's
	C two words (bytes 24 to 39).
	CHUNKS_IN(STATES, 0, 0)
	CHUNKS_IN(STATES, 16, 4)
	CHUNKS_IN(STATES, 24, 8)
	vmovdqa	V(10), CTR_LO
	vmovdqa	V(11), CTR_HI
	xor	OFFSET, OFFSET

	ALIGN_FUNCTION
.Loop:
	B2V_BLOCK
	add	<$>64, OFFSET
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Back to one state per lane; words 6 and 7 are stored twice,
	C the second time beside the counter.
	vmovdqa	V(6), V(8)
	vmovdqa	V(7), V(9)
	vmovdqa	CTR_LO, V(10)
	vmovdqa	CTR_HI, V(11)
	CHUNKS_OUT(0, 0)
	CHUNKS_OUT(16, 4)
	CHUNKS_OUT(24, 8)

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
EPILOGUE(_symcrypt_blake2s_8compress)

RODATA
	.p2align 5
.Lrot16:			C bytes 2, 3, 0, 1 of each word
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
.Lbits:
	.long	1, 2, 4, 8, 16, 32, 64, 128
.Liv:				C RFC 7693, 2.7
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
	.long	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
.Lblock:
	.long	64
.Lsign:
	.long	0x80000000
