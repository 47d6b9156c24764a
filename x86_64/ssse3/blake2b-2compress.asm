dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/blake2b-2compress.asm -- BLAKE2b compression of two
C independent messages at once, one per 64-bit lane of the xmm
C registers, SSSE3.
C
C Why: where no AVX2 is, one message's compression is the C code
C (src/blake/blake2-compress.c: 2.5 ticks a byte on Zen 4), bound by four
C integer ALUs.  In lanes the four G of a step are independent and G
C needs no shuffles: 17 operations a G (the rotation by 63 takes four,
C with the copy), 1632 a block of two messages, 408 cycles at four
C 128-bit operations a cycle, 1.6 cycles a byte, plus the spills of v8
C (48 a block) and the transposes of the blocks and of the states (once
C a call).  Used by symcrypt_blake2b_many (src/blake/blake2.c) for 2 messages
C or more where the wider lane functions are not assembly (no AVX2).
C Measured: doc/blake2.md.

dnl void _symcrypt_blake2b_2compress(uint64_t *const *states,
dnl     size_t blocks, const uint8_t *const *data, unsigned finals,
dnl     const unsigned *last_bytes)
dnl src/functions.def has the contract.  v0..v15 are %xmm0-15 and the
dnl message words are in the frame (x86_64/m4/blake2-ssse3.m4).  Lane
dnl data goes in and out by pairs of words, 16 bytes a lane.

INCLUDE_SRC(<x86_64/m4/blake2-ssse3.m4>)dnl
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
define(<M>, <eval(16 * ($1))(%rsp)>)
define(<SAVED>, <eval(256 + 16 * ($1))(%rsp)>)
define(<SPILL>, <384(%rsp)>)
define(<CTR_LO>, <400(%rsp)>)
define(<CTR_HI>, <416(%rsp)>)
define(<INC_LAST>, <432(%rsp)>)
define(<FINAL_MASK>, <448(%rsp)>)
define(<FRAME_SIZE>, <464>)

dnl PAIRS_IN(table, disp, r, t[, index]): the two words at DISP (plus
dnl INDEX, a register) from each of the two lanes' pointers in TABLE
dnl into registers R and R + 1, one word of both lanes each; T is
dnl clobbered.
define(<PAIRS_IN>, <
	mov	($1), PTR
	movdqu	$2(PTR<>ifelse(<$5>, , , <, $5>)), V($3)
	mov	8($1), PTR
	movdqu	$2(PTR<>ifelse(<$5>, , , <, $5>)), V($4)
	movdqa	V($3), V(eval($3 + 1))
	punpcklqdq	V($4), V($3)
	punpckhqdq	V($4), V(eval($3 + 1))>)dnl
dnl PAIRS_OUT(disp, r, t): the reverse, to the states; R is clobbered.
define(<PAIRS_OUT>, <
	movdqa	V($2), V($3)
	punpcklqdq	V(eval($2 + 1)), V($3)
	punpckhqdq	V(eval($2 + 1)), V($2)
	mov	(STATES), PTR
	movdqu	V($3), $1(PTR)
	mov	8(STATES), PTR
	movdqu	V($2), $1(PTR)>)dnl
dnl B2X_LOAD_LAST: the two lanes' counts at LAST into %xmm14, one a
dnl 64-bit word.
define(<B2X_LOAD_LAST>, <movq	(LAST), V(14)
	pxor	V(13), V(13)
	punpckldq	V(13), V(14)>)dnl
dnl B2X_LOAD_BLOCK: the block at OFFSET of both lanes, transposed, into
dnl M(0..15).
define(<B2X_LOAD_BLOCK>, <forloop(<p>, 0, 7, <PAIRS_IN(DATA, eval(16 * p), 10, 8, OFFSET)
	movdqa	V(10), M(eval(2 * p))
	movdqa	V(11), M(eval(2 * p + 1))
>)>)

PROLOGUE(_symcrypt_blake2b_2compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-16, %rsp
	sub	$<>FRAME_SIZE, %rsp

	B2X_FINALS(FINALS32)
	C The counters (words 8 and 9), then the chaining words.
	PAIRS_IN(STATES, 64, 10, 8)
	movdqa	V(10), CTR_LO
	movdqa	V(11), CTR_HI
forloop(<p>, 0, 3, <PAIRS_IN(STATES, eval(16 * p), eval(2 * p), 8)
>)dnl
	xor	OFFSET, OFFSET

	ALIGN_FUNCTION
.Loop:
	B2X_BLOCK
	add	<$>128, OFFSET
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Back to one state per lane.
forloop(<p>, 0, 3, <PAIRS_OUT(eval(16 * p), eval(2 * p), 8)
>)dnl
	movdqa	CTR_LO, V(10)
	movdqa	CTR_HI, V(11)
	PAIRS_OUT(64, 10, 8)
	B2X_CLEAR_FRAME

	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
.Ldone:
	ret
EPILOGUE(_symcrypt_blake2b_2compress)

RODATA
	.p2align 4
.Lrot24:			C bytes 3..7, 0..2 of each word
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
.Lrot16:
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
.Lbits:				C lane i: 1 << i in both halves
	.long	1, 1, 2, 2
.Liv:				C RFC 7693, 2.6
	.quad	0x6a09e667f3bcc908, 0x6a09e667f3bcc908
	.quad	0xbb67ae8584caa73b, 0xbb67ae8584caa73b
	.quad	0x3c6ef372fe94f82b, 0x3c6ef372fe94f82b
	.quad	0xa54ff53a5f1d36f1, 0xa54ff53a5f1d36f1
	.quad	0x510e527fade682d1, 0x510e527fade682d1
	.quad	0x9b05688c2b3e6c1f, 0x9b05688c2b3e6c1f
	.quad	0x1f83d9abfb41bd6b, 0x1f83d9abfb41bd6b
	.quad	0x5be0cd19137e2179, 0x5be0cd19137e2179
.Lblock:
	.quad	128, 128
