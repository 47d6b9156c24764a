dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/blake2s-4compress.asm -- BLAKE2s compression of four
C independent messages at once, one per 32-bit lane of the xmm
C registers, SSSE3.
C
C Why: one message's compression by rows is a chain of dependent
C operations (x86_64/ssse3/blake2s-compress.asm: 4.4 cycles a byte on
C Zen 4).  In lanes the four G of a step are independent and G needs no
C shuffles: 20 operations a G (the rotations by 12 and 7 take four,
C with the copy), 1600 a block of four messages, 400 cycles at four
C 128-bit operations a cycle, 1.56 cycles a byte, plus the spills of v8
C (80 a block) and the transposes of the blocks and of the states (once
C a call).  Used by symcrypt_blake2s_many (src/blake/blake2.c) for 4 messages
C or more where the wider lane functions are not assembly (no AVX2).
C Measured: doc/blake2.md.

dnl void _symcrypt_blake2s_4compress(uint32_t *const *states,
dnl     size_t blocks, const uint8_t *const *data, unsigned finals,
dnl     const unsigned *last_bytes)
dnl src/functions.def has the contract.  v0..v15 are %xmm0-15 and the
dnl message words are in the frame (x86_64/m4/blake2-ssse3.m4).  Lane
dnl data goes in and out by 16-byte chunks, one a lane, four of them
dnl turned into words by TRANSPOSE4.

INCLUDE_SRC(<x86_64/m4/blake2-ssse3.m4>)dnl
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
define(<M>, <eval(16 * ($1))(%rsp)>)
define(<SAVED>, <eval(256 + 16 * ($1))(%rsp)>)
define(<SPILL>, <384(%rsp)>)
define(<CTR_LO>, <400(%rsp)>)
define(<CTR_HI>, <416(%rsp)>)
define(<INC_LAST>, <432(%rsp)>)
define(<FINAL_MASK>, <448(%rsp)>)
define(<FRAME_SIZE>, <464>)

dnl CHUNKS_IN(table, disp, r[, index]): the 16 bytes at DISP (plus
dnl INDEX, a register) from each of the four lanes' pointers in TABLE
dnl into V(r..r+3), as words: V(r + k) holds word k of the chunk of
dnl every lane.  V(12) and V(13) are clobbered.
define(<CHUNKS_IN>, <forloop(<lane>, 0, 3, <
	mov	eval(8 * lane)($1), PTR
	movdqu	$2(PTR<>ifelse(<$4>, , , <, $4>)), V(eval($3 + lane))>)
	TRANSPOSE4(V($3), V(eval($3 + 1)), V(eval($3 + 2)), V(eval($3 + 3)), V(12), V(13))>)dnl
dnl CHUNKS_OUT(disp, r): the reverse, to the states.
define(<CHUNKS_OUT>, <
	TRANSPOSE4(V($2), V(eval($2 + 1)), V(eval($2 + 2)), V(eval($2 + 3)), V(12), V(13))
forloop(<lane>, 0, 3, <
	mov	eval(8 * lane)(STATES), PTR
	movdqu	V(eval($2 + lane)), $1(PTR)>)>)dnl
dnl B2X_LOAD_LAST: the four lanes' counts at LAST into %xmm14.
define(<B2X_LOAD_LAST>, <movdqu	(LAST), V(14)>)dnl
dnl B2X_LOAD_BLOCK: the block at OFFSET of every lane, transposed, into
dnl M(0..15).
define(<B2X_LOAD_BLOCK>, <forloop(<g>, 0, 3, <CHUNKS_IN(DATA, eval(16 * g), 8, OFFSET)
forloop(<k>, 0, 3, <
	movdqa	V(eval(8 + k)), M(eval(4 * g + k))>)
>)>)

PROLOGUE(_symcrypt_blake2s_4compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-16, %rsp
	sub	$<>FRAME_SIZE, %rsp

	B2X_FINALS(FINALS32)
	C The states: words 0..3, 4..7, and 6, 7 with the counter's
	C two words (bytes 24 to 39).
	CHUNKS_IN(STATES, 0, 0)
	CHUNKS_IN(STATES, 16, 4)
	CHUNKS_IN(STATES, 24, 8)
	movdqa	V(10), CTR_LO
	movdqa	V(11), CTR_HI
	xor	OFFSET, OFFSET

	ALIGN_FUNCTION
.Loop:
	B2X_BLOCK
	add	<$>64, OFFSET
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Back to one state per lane; words 6 and 7 are stored twice,
	C the second time beside the counter.
	movdqa	V(6), V(8)
	movdqa	V(7), V(9)
	movdqa	CTR_LO, V(10)
	movdqa	CTR_HI, V(11)
	CHUNKS_OUT(0, 0)
	CHUNKS_OUT(16, 4)
	CHUNKS_OUT(24, 8)
	B2X_CLEAR_FRAME

	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
.Ldone:
	ret
EPILOGUE(_symcrypt_blake2s_4compress)

RODATA
	.p2align 4
.Lrot16:			C bytes 2, 3, 0, 1 of each word
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
.Lbits:
	.long	1, 2, 4, 8
.Liv:				C RFC 7693, 2.7
	.long	0x6a09e667, 0x6a09e667, 0x6a09e667, 0x6a09e667
	.long	0xbb67ae85, 0xbb67ae85, 0xbb67ae85, 0xbb67ae85
	.long	0x3c6ef372, 0x3c6ef372, 0x3c6ef372, 0x3c6ef372
	.long	0xa54ff53a, 0xa54ff53a, 0xa54ff53a, 0xa54ff53a
	.long	0x510e527f, 0x510e527f, 0x510e527f, 0x510e527f
	.long	0x9b05688c, 0x9b05688c, 0x9b05688c, 0x9b05688c
	.long	0x1f83d9ab, 0x1f83d9ab, 0x1f83d9ab, 0x1f83d9ab
	.long	0x5be0cd19, 0x5be0cd19, 0x5be0cd19, 0x5be0cd19
.Lblock:
	.long	64, 64, 64, 64
