dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/blake2b-8compress.asm -- BLAKE2b compression of eight
C independent messages at once, one per 64-bit lane of the zmm
C registers.
C
C Why: one message's compression is a chain of dependent operations
C (x86_64/m4/blake2b-rows.m4: 2.25 cycles a byte on Zen 4 at best).  In
C lanes the four G of a step are independent and G needs no shuffles:
C 14 operations a G, 1344 a block of eight messages, 672 cycles at two
C 512-bit operations a cycle on Zen 4, 0.66 cycles a byte, plus the
C transposes of the blocks (64 operations) and of the states (once a
C call).  Used by symcrypt_blake2b_many (src/blake/blake2.c) for 8 messages
C or more.  Measured: doc/blake2.md.

dnl void _symcrypt_blake2b_8compress(uint64_t *const *states,
dnl     size_t blocks, const uint8_t *const *data, unsigned finals,
dnl     const unsigned *last_bytes)
dnl src/functions.def has the contract.  v0..v15 are %zmm0-15 and the
dnl message words %zmm16-31 (x86_64/m4/blake2-avx512.m4); the chaining
dnl words at the start of the block and the counter are in the frame.

INCLUDE_SRC(<x86_64/m4/blake2-avx512.m4>)dnl
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<FINALS32>, <%ecx>)
define(<LAST>, <%r8>)
define(<OFFSET>, <%r9>)		dnl bytes of each lane done
define(<PTR>, <%rax>)		dnl one lane's pointer
define(<B2L_W>, <q>)
define(<B2L_WORD>, <8>)
define(<B2L_LANES>, <8>)
define(<B2L_ROUNDS>, <12>)
define(<B2L_ROT>, <ifelse($1, 1, 32, $1, 2, 24, $1, 3, 16, 63)>)
define(<SAVED>, <eval(64 * ($1))(%rsp)>)
define(<CTR_LO>, <512(%rsp)>)
define(<CTR_HI>, <576(%rsp)>)
define(<FRAME_SIZE>, <640>)

dnl TRANSPOSE8(a, b): the 8 x 8 matrix of qwords whose row i is
dnl %zmm(a + i) transposed into %zmm(b + i) (row j of the result: word
dnl j of each row), in three rounds of eight shuffles: pairs of
dnl qwords, of 128-bit chunks, of chunk pairs.  %zmm(a..a+7) are
dnl clobbered.
define(<QREG>, <%zmm<>eval($1 + $2)>)
define(<TRANSPOSE8>, <forloop(<i>, 0, 3, <
	vpunpcklqdq	QREG($1, eval(2 * i + 1)), QREG($1, eval(2 * i)), QREG($2, eval(2 * i))
	vpunpckhqdq	QREG($1, eval(2 * i + 1)), QREG($1, eval(2 * i)), QREG($2, eval(2 * i + 1))>)
forloop(<i>, 0, 1, <
	vshufi64x2	<$>0x88, QREG($2, eval(4 * i + 2)), QREG($2, eval(4 * i)), QREG($1, eval(4 * i))
	vshufi64x2	<$>0xdd, QREG($2, eval(4 * i + 2)), QREG($2, eval(4 * i)), QREG($1, eval(4 * i + 1))
	vshufi64x2	<$>0x88, QREG($2, eval(4 * i + 3)), QREG($2, eval(4 * i + 1)), QREG($1, eval(4 * i + 2))
	vshufi64x2	<$>0xdd, QREG($2, eval(4 * i + 3)), QREG($2, eval(4 * i + 1)), QREG($1, eval(4 * i + 3))>)
	vshufi64x2	<$>0x88, QREG($1, 4), QREG($1, 0), QREG($2, 0)
	vshufi64x2	<$>0xdd, QREG($1, 4), QREG($1, 0), QREG($2, 4)
	vshufi64x2	<$>0x88, QREG($1, 5), QREG($1, 1), QREG($2, 2)
	vshufi64x2	<$>0xdd, QREG($1, 5), QREG($1, 1), QREG($2, 6)
	vshufi64x2	<$>0x88, QREG($1, 6), QREG($1, 2), QREG($2, 1)
	vshufi64x2	<$>0xdd, QREG($1, 6), QREG($1, 2), QREG($2, 5)
	vshufi64x2	<$>0x88, QREG($1, 7), QREG($1, 3), QREG($2, 3)
	vshufi64x2	<$>0xdd, QREG($1, 7), QREG($1, 3), QREG($2, 7)>)

dnl LOAD_HALF(h, b): qwords 8h..8h+7 of every lane's block at OFFSET
dnl into %zmm(b..b+7), word j in %zmm(b + j).
define(<LOAD_HALF>, <forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)(DATA), PTR
	vmovdqu64	eval(64 * ($1))(PTR, OFFSET), V(eval(8 + lane))>)
	TRANSPOSE8(8, $2)>)

PROLOGUE(_symcrypt_blake2b_8compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-64, %rsp
	sub	$<>FRAME_SIZE, %rsp

	C The counters: lane 4c + m's two words are chunk m of
	C v(8 + c); the even and odd qwords of the pair are the low and
	C high words of every lane.
forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)(STATES), PTR
	vinserti64x2	<$>eval(lane % 4), 64(PTR), V(eval(8 + lane / 4)), V(eval(8 + lane / 4))>)
	vmovdqa64	.Llow_words(%rip), V(10)
	vpermi2q	V(9), V(8), V(10)
	vmovdqa64	.Lhigh_words(%rip), V(11)
	vpermi2q	V(9), V(8), V(11)
	vmovdqa64	V(10), CTR_LO
	vmovdqa64	V(11), CTR_HI
	C The chaining words: lane i's in v(8 + i), transposed.
forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)(STATES), PTR
	vmovdqu64	(PTR), V(eval(8 + lane))>)
	TRANSPOSE8(8, 0)
	xor	OFFSET, OFFSET

.Loop:
forloop(<i>, 0, 7, <
	vmovdqa64	V(i), SAVED(i)>)
	LOAD_HALF(0, 16)
	LOAD_HALF(1, 24)
	B2L_BLOCK
	add	<$>128, OFFSET
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Back to one state per lane.
	TRANSPOSE8(0, 8)
forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)(STATES), PTR
	vmovdqu64	V(eval(8 + lane)), (PTR)>)
	vmovdqa64	CTR_LO, V(8)
	vmovdqa64	CTR_HI, V(9)
	vmovdqa64	.Lpairs_low(%rip), V(10)
	vpermi2q	V(9), V(8), V(10)
	vmovdqa64	.Lpairs_high(%rip), V(11)
	vpermi2q	V(9), V(8), V(11)
forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)(STATES), PTR
	vextracti64x2	<$>eval(lane % 4), V(eval(10 + lane / 4)), 64(PTR)>)

	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	CLEAR_HIGH(16, 31)		C the states and message words
	vzeroupper
.Ldone:
	ret
EPILOGUE(_symcrypt_blake2b_8compress)

RODATA
	.p2align 6
.Llow_words:			C the counters' words from the lanes' pairs
	.quad	0, 2, 4, 6, 8, 10, 12, 14
.Lhigh_words:
	.quad	1, 3, 5, 7, 9, 11, 13, 15
.Lpairs_low:			C and back
	.quad	0, 8, 1, 9, 2, 10, 3, 11
.Lpairs_high:
	.quad	4, 12, 5, 13, 6, 14, 7, 15
.Liv:				C RFC 7693, 2.6
	.quad	0x6a09e667f3bcc908, 0xbb67ae8584caa73b
	.quad	0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
	.quad	0x510e527fade682d1, 0x9b05688c2b3e6c1f
	.quad	0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
.Lone:
	.quad	1
.Lblock:
	.quad	128
