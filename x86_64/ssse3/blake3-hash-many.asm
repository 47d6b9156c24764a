dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/ssse3/blake3-hash-many.asm -- BLAKE3's hash_many: N inputs of
C whole blocks to N chaining values, four inputs at once, one per
C 32-bit lane of the xmm registers, SSSE3.
C
C Why: without AVX2 (the westmere tier: Westmere to Ivy Bridge, the
C Atoms, AMD before Excavator, VMs that hide AVX) BLAKE3's chunks ran
C the C twin, one compression after another.  Four chains side by side
C fill the vector units, and G needs no shuffles in lanes.  BLAKE3's G
C is BLAKE2s's, so the rounds are x86_64/m4/blake2-ssse3.m4's with
C BLAKE3's message schedule: 20 operations a G, 1120 a block of four
C inputs.  A group of fewer than four inputs (the last, or a call with
C fewer) runs in all four lanes, the missing lanes repeating the
C group's last input, and only its own chaining values are stored.
C Measured: doc/blake3.md.

dnl void _symcrypt_blake3_hash_many(uint8_t *out,
dnl     const uint8_t *const *inputs, size_t n, size_t blocks,
dnl     const uint32_t *key_counter, unsigned flags)
dnl src/functions.def has the contract.  v0..v15 are %xmm0-15, word j
dnl of every lane in %xmm j; v0..v7 carry the chaining value from
dnl block to block.  The block's message words, transposed, are in the
dnl frame (M), where the rounds take them as memory operands.

INCLUDE_SRC(<x86_64/m4/blake2-ssse3.m4>)dnl
INCLUDE_SRC(<x86-common/blake3-schedule.m4>)dnl
dnl The rounds of x86_64/m4/blake2-ssse3.m4 with BLAKE3's words and
dnl rotations (those of BLAKE2s).
define(<B2L_MSG>, <MSG($1, $2)>)
define(<B2L_W>, <d>)
define(<B2L_WORD>, <4>)
define(<B2L_ROT>, <ifelse($1, 1, 16, $1, 2, 12, $1, 3, 8, 7)>)

define(<OUT>, <%rdi>)
define(<INPUTS>, <%rsi>)
define(<N>, <%rdx>)		dnl inputs left
define(<BLOCKS>, <%rcx>)
define(<KC>, <%r8>)
define(<FLAGS>, <%r9>)
define(<FLAGS32>, <%r9d>)
define(<U>, <%r10>)		dnl temporaries
define(<U32>, <%r10d>)
define(<T>, <%rax>)
define(<T32>, <%eax>)
define(<COUNTER>, <%r11>)	dnl the counter of the group's first lane
define(<LEFT>, <%rbx>)		dnl blocks left in the group
define(<LEFT32>, <%ebx>)
define(<COUNT>, <%rbp>)	dnl inputs in this group, 1..4
define(<P>, <ifelse($1, 0, <%r12>, $1, 1, <%r13>, $1, 2, <%r14>, <%r15>)>)

dnl The frame (16-byte aligned): the message words, v8 while it is a
dnl temporary, the lanes' counters (low and high words).
define(<M>, <eval(16 * ($1))(%rsp)>)
define(<SPILL>, <256(%rsp)>)
define(<CTR_LO>, <272(%rsp)>)
define(<CTR_HI>, <288(%rsp)>)
define(<FRAME_SIZE>, <304>)
define(<FRAME_PAD>, <8>)	dnl the six pushes leave %rsp 8 off

dnl SPLAT(src, reg): the 32-bit SRC (a register or memory) in every
dnl lane of REG.
define(<SPLAT>, <
	movd	$1, $2
	pshufd	<$>0, $2, $2>)

PROLOGUE(_symcrypt_blake3_hash_many)
	test	N, N
	jz	.Lnothing
	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	sub	<$>eval(FRAME_SIZE + FRAME_PAD), %rsp
	CFI(<.cfi_adjust_cfa_offset eval(FRAME_SIZE + FRAME_PAD)>)

	C the first counter
	mov	32(KC), T32
	mov	36(KC), U32
	shl	<$>32, U
	lea	(T, U), COUNTER

.Lgroup:
	C COUNT = min(N, 4); lane i reads input min(i, COUNT - 1)
	mov	<$>4, COUNT
	cmp	COUNT, N
	cmovb	N, COUNT
	lea	-1(COUNT), U
	mov	(INPUTS), P(0)
forloop(<lane>, 1, 3, <
	mov	<$>lane, T
	cmp	U, T
	cmova	U, T
	mov	(INPUTS, T, 8), P(lane)>)
	C lane i's counter: COUNTER + i, or COUNTER if bit 24 of FLAGS
	C is clear; low and high words
	mov	FLAGS, U
	shr	<$>24, U
	and	<$>1, U
	mov	COUNTER, T
forloop(<lane>, 0, 3, <
	mov	T32, eval(272 + 4 * lane)(%rsp)
	mov	T, LEFT
	shr	<$>32, LEFT
	mov	LEFT32, eval(288 + 4 * lane)(%rsp)
	add	U, T>)

	C the key words in every lane
forloop(<j>, 0, 7, <SPLAT(eval(4 * j)(KC), V(j))>)

	mov	BLOCKS, LEFT
	test	LEFT, LEFT
	jz	.Lstore

	ALIGN_FUNCTION
.Lblock:
	C this block's flags: every block's, the first's, the last's
	mov	FLAGS32, U32
	and	<$>0xff, U32
	cmp	BLOCKS, LEFT
	jne	.Lnot_first
	mov	FLAGS32, T32
	shr	<$>8, T32
	and	<$>0xff, T32
	or	T32, U32
.Lnot_first:
	cmp	<$>1, LEFT
	jne	.Lnot_last
	mov	FLAGS32, T32
	shr	<$>16, T32
	and	<$>0xff, T32
	or	T32, U32
.Lnot_last:

	C the message, transposed into the frame (v8..v15 are free)
forloop(<g>, 0, 3, <forloop(<lane>, 0, 3, <
	movdqu	eval(16 * g)(P(lane)), V(eval(8 + lane))>)
	TRANSPOSE4(V(8), V(9), V(10), V(11), V(12), V(13))
forloop(<k>, 0, 3, <
	movdqa	V(eval(8 + k)), M(eval(4 * g + k))>)
>)dnl
forloop(<lane>, 0, 3, <
	add	<$>64, P(lane)>)

	C v8..v15: the IV's first words, the counters, the length, the flags
forloop(<j>, 0, 3, <
	movdqa	.Liv+eval(16 * j)(%rip), V(eval(8 + j))>)
	movdqa	CTR_LO, V(12)
	movdqa	CTR_HI, V(13)
	movdqa	.Lblock_length(%rip), V(14)
	SPLAT(U32, V(15))

forloop(<r>, 0, 6, <
	C round r: the columns, then the diagonals
B2X_HALF(r, 0, 0)B2X_HALF(r, 0, 1)B2X_HALF(r, 1, 0)B2X_HALF(r, 1, 1)>)

	C the next chaining value: v[j] ^ v[8 + j]
forloop(<j>, 0, 7, <
	pxor	V(eval(8 + j)), V(j)>)
	sub	<$>1, LEFT
	jnz	.Lblock

.Lstore:
	C Back to one chaining value per lane: lane i's words 0..3 in v[i],
	C its words 4..7 in v[4 + i]; only the group's own lanes stored.
	TRANSPOSE4(V(0), V(1), V(2), V(3), V(8), V(9))
	TRANSPOSE4(V(4), V(5), V(6), V(7), V(8), V(9))
forloop(<lane>, 0, 3, <ifelse(lane, 0, , <
	cmp	<$>lane, COUNT
	jbe	.Lstored>)
	movdqu	V(lane), eval(32 * lane)(OUT)
	movdqu	V(eval(4 + lane)), eval(32 * lane + 16)(OUT)>)
.Lstored:

	C the next group: COUNTER + COUNT (if it grows), past the outputs
	C and inputs
	mov	FLAGS, T
	shl	<$>39, T
	sar	<$>63, T			C bit 24 as 0 or all ones
	and	COUNT, T
	add	T, COUNTER
	mov	COUNT, T
	shl	<$>5, T
	add	T, OUT
	lea	(INPUTS, COUNT, 8), INPUTS
	sub	COUNT, N
	jnz	.Lgroup

	B2X_CLEAR_FRAME
	add	<$>eval(FRAME_SIZE + FRAME_PAD), %rsp
	CFI(<.cfi_adjust_cfa_offset -eval(FRAME_SIZE + FRAME_PAD)>)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
.Lnothing:
	ret
EPILOGUE(_symcrypt_blake3_hash_many)

RODATA
	.p2align 4
.Lrot16:			C bytes 2, 3, 0, 1 of each word
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
C the IV's first four words (SHA-256's, the specification, table 1),
C each in every lane
.Liv:
	.long	0x6a09e667, 0x6a09e667, 0x6a09e667, 0x6a09e667
	.long	0xbb67ae85, 0xbb67ae85, 0xbb67ae85, 0xbb67ae85
	.long	0x3c6ef372, 0x3c6ef372, 0x3c6ef372, 0x3c6ef372
	.long	0xa54ff53a, 0xa54ff53a, 0xa54ff53a, 0xa54ff53a
.Lblock_length:
	.long	64, 64, 64, 64
