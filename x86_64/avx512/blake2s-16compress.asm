dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/blake2s-16compress.asm -- BLAKE2s compression of
C sixteen independent messages at once, one per 32-bit lane of the zmm
C registers.
C
C Why: one message's compression is a chain of dependent operations
C (x86_64/m4/blake2s-rows.m4: 3.75 cycles a byte on Zen 4 at best).  In
C lanes the four G of a step are independent and G needs no shuffles:
C 14 operations a G, 1120 a block of sixteen messages, 560 cycles at
C two 512-bit operations a cycle on Zen 4, 0.55 cycles a byte, plus the
C transposes of the blocks (96 operations) and of the states (once a
C call).  Used by symcrypt_blake2s_many (src/blake/blake2.c) for 16 messages
C or more.  Measured: doc/blake2.md.

dnl void _symcrypt_blake2s_16compress(uint32_t *const *states,
dnl     size_t blocks, const uint8_t *const *data, unsigned finals,
dnl     const unsigned *last_bytes)
dnl src/functions.def has the contract.  v0..v15 are %zmm0-15 and the
dnl message words %zmm16-31 (x86_64/m4/blake2-avx512.m4); the chaining
dnl words at the start of the block and the counter are in the frame.
dnl Lane data goes in and out by 128-bit chunks, four lanes' chunks
dnl turned into words by TRANSPOSE4 (x86_64/m4/sha-lanes.m4).

INCLUDE_SRC(<x86_64/m4/sha-lanes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/blake2-avx512.m4>)dnl
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<FINALS32>, <%ecx>)
define(<LAST>, <%r8>)
define(<OFFSET>, <%r9>)		dnl bytes of each lane done
define(<PTR>, <%rax>)		dnl one lane's pointer
define(<B2L_W>, <d>)
define(<B2L_WORD>, <4>)
define(<B2L_LANES>, <16>)
define(<B2L_ROUNDS>, <10>)
define(<B2L_ROT>, <ifelse($1, 1, 16, $1, 2, 12, $1, 3, 8, 7)>)
define(<SAVED>, <eval(64 * ($1))(%rsp)>)
define(<CTR_LO>, <512(%rsp)>)
define(<CTR_HI>, <576(%rsp)>)
define(<FRAME_SIZE>, <640>)

dnl CHUNKS_IN(offset, r): the 16 bytes at OFFSET of every lane's state
dnl into V(r..r+3) (chunk c of V(r + m) from lane 4c + m), then words.
define(<CHUNKS_IN>, <forloop(<lane>, 0, 15, <
	mov	eval(8 * lane)(STATES), PTR
	vinserti32x4	<$>eval(lane / 4), $1(PTR), V(eval($2 + lane % 4)), V(eval($2 + lane % 4))>)
	TRANSPOSE4(V($2), V(eval($2 + 1)), V(eval($2 + 2)), V(eval($2 + 3)), V(12), V(13), V(14), V(15))>)
dnl CHUNKS_OUT(offset, r): the reverse.
define(<CHUNKS_OUT>, <
	TRANSPOSE4(V($2), V(eval($2 + 1)), V(eval($2 + 2)), V(eval($2 + 3)), V(12), V(13), V(14), V(15))
forloop(<lane>, 0, 15, <
	mov	eval(8 * lane)(STATES), PTR
	vextracti32x4	<$>eval(lane / 4), V(eval($2 + lane % 4)), $1(PTR)>)>)

dnl LOAD_BLOCK: the block at OFFSET of every lane into M(0..15), word
dnl j in M(j); M(4g + m) first gets words 4g..4g+3 of lane 4c + m in
dnl chunk c.
define(<LOAD_BLOCK>, <forloop(<lane>, 0, 15, <
	mov	eval(8 * lane)(DATA), PTR
	forloop(<g>, 0, 3, <vinserti32x4	<$>eval(lane / 4), eval(16 * g)(PTR, OFFSET), M(eval(4 * g + lane % 4)), M(eval(4 * g + lane % 4))
	>)>)
forloop(<g>, 0, 3, <TRANSPOSE4(M(eval(4 * g)), M(eval(4 * g + 1)), M(eval(4 * g + 2)), M(eval(4 * g + 3)), V(8), V(9), V(10), V(11))
>)>)

PROLOGUE(_symcrypt_blake2s_16compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-64, %rsp
	sub	$<>FRAME_SIZE, %rsp

	C The states: words 0..3, 4..7, and 6, 7 with the counter's
	C two words (bytes 24 to 39).
	CHUNKS_IN(0, 0)
	CHUNKS_IN(16, 4)
	CHUNKS_IN(24, 8)
	vmovdqa64	V(10), CTR_LO
	vmovdqa64	V(11), CTR_HI
	xor	OFFSET, OFFSET

.Loop:
forloop(<i>, 0, 7, <
	vmovdqa64	V(i), SAVED(i)>)
	LOAD_BLOCK
	B2L_BLOCK
	add	<$>64, OFFSET
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Back to one state per lane; words 6 and 7 are stored twice,
	C the second time beside the counter.
	vmovdqa64	V(6), V(8)
	vmovdqa64	V(7), V(9)
	vmovdqa64	CTR_LO, V(10)
	vmovdqa64	CTR_HI, V(11)
	CHUNKS_OUT(0, 0)
	CHUNKS_OUT(16, 4)
	CHUNKS_OUT(24, 8)

	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	CLEAR_HIGH(16, 31)		C the states and message words
	vzeroupper
.Ldone:
	ret
EPILOGUE(_symcrypt_blake2s_16compress)

RODATA
	.p2align 6
.Liv:				C RFC 7693, 2.7
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
	.long	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
.Lone:
	.long	1
.Lblock:
	.long	64
