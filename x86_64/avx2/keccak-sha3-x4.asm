dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/keccak-sha3-x4.asm -- SHA-3 messages in four Keccak
C states at once, their final blocks padded and their digests written
C here, one state per 64-bit element of the ymm registers, AVX2.
C
C void _symcrypt_keccak_sha3_x4(uint64_t *states, size_t blocks,
C                               const uint8_t *const *data, unsigned rate,
C                               const unsigned *last_bytes,
C                               uint8_t *const *digests)
C
C Why: around keccak_absorb_x4 the C twin copied and padded each final
C block with memcpy and memset, read the digests lane by lane and
C cleared the states, a call of its own for each step.  Here the final
C block of each state is made in the frame with 8-byte stores, one a
C lane, so that the 8-byte loads adding the block take their data from
C the stores: the message's whole words, then the word holding its
C last bytes and SHA-3's suffix (an 8-byte load ending at the last
C byte, shifted, or byte loads under 8 bytes: nothing past the message
C is read), zeros and the final bit.  The digests are copied from the
C states word by word and the ended states cleared with one masked
C store a lane.  When the four final blocks have one length (as in
C sha3_*_many over messages of one length) none of that copy is made:
C their whole words are added from the messages four lanes at a time
C (32-byte loads and a transpose), the word of the last bytes and the
C suffix is made in a register, the zeros are not added, and SHA3-256's
C and SHA3-512's digests go out through the same transpose.
C
C Measured: doc/sha3.md, "Four states, AVX2".

INCLUDE_SRC(<x86_64/m4/keccak-avx2.m4>)dnl
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<RATE>, <%rcx>)
define(<LAST_BYTES>, <%r8>)
define(<DIGESTS>, <%r9>)
define(<DATA0>, <%r12>)		dnl the four data pointers
define(<DATA1>, <%r13>)
define(<DATA2>, <%r14>)
define(<DATA3>, <%r15>)
define(<DATA>, <%r<>eval(12 + ($1))>)

dnl The frame: the rounds' copy of the states (KX4_FRAME bytes at
dnl (%rsp)), then the four final blocks, PADDED_SIZE bytes each (the
dnl largest rate, 168, rounded up to whole ymm stores).
define(<PADDED>, <eval(KX4_FRAME + 192 * ($1))>)
define(<FRAME_SIZE>, <eval(KX4_FRAME + 4 * 192)>)

dnl While the final blocks are made (the rounds' %r10 and %r11 are
dnl free then, the rate moves to %r11 so that %cl can shift):
define(<LENGTH>, <%rdx>)	dnl the message's bytes in its final block
define(<WORDS>, <%r10>)		dnl LENGTH rounded down to whole words
define(<SAVED_RATE>, <%r11>)
define(<WORD>, <%rax>)
define(<TMP>, <%rbx>)
define(<KEEP>, <%ymm1>)		dnl all ones for the states without a digest

dnl LAST_WORD(j): WORD = the word of state J's final block (LENGTH bytes
dnl at DATA(j), WORDS of them whole words) that holds the message's last
dnl LENGTH mod 8 bytes and SHA-3's suffix 0x06, with the final bit when
dnl it is the rate's last word (the rate in SAVED_RATE).
define(<LAST_WORD>, <
	C its last LENGTH mod 8 bytes, in the low bytes of WORD
	xor	%eax, %eax
	mov	%edx, %ecx
	and	<$>7, %ecx
	jz	4f
	cmp	<$>8, %edx
	jb	3f
	mov	-8(DATA($1), LENGTH), WORD
	neg	%ecx
	lea	64(, %rcx, 8), %ecx
	shr	%cl, WORD
	jmp	4f
3:	shl	<$>8, WORD
	movzbl	-1(DATA($1), %rcx), %ebx
	or	TMP, WORD
	dec	%ecx
	jnz	3b
4:	C the suffix after them, and the final bit when it is that word
	mov	%edx, %ecx
	and	<$>7, %ecx
	shl	<$>3, %ecx
	mov	<$>0x06, %ebx
	shl	%cl, TMP
	or	TMP, WORD
	mov	<$>0x80, %ebx
	shl	<$>56, TMP
	lea	8(WORDS), %rcx
	cmp	SAVED_RATE, %rcx
	mov	<$>0, %ecx
	cmovne	%rcx, TMP
	or	TMP, WORD>)

dnl FINAL_BLOCK(j): when DIGESTS[j] is not NULL, state J's final block,
dnl LAST_BYTES[j] bytes at DATA(j), padded in the frame, and DATA(j)
dnl pointed there; else DATA(j) is left at its whole block.  KT is
dnl zeros.
define(<FINAL_BLOCK>, <
	cmpq	<$>0, eval(8 * $1)(DIGESTS)
	je	.Lwhole$1
	mov	eval(4 * $1)(LAST_BYTES), %edx
	mov	%edx, %r10d
	and	<$>-8, %r10d
	C zeros after the word of the suffix, up to the rate's last word
	C (the last store may reach 24 bytes past the rate)
	lea	8(WORDS), TMP
	lea	-8(SAVED_RATE), %rcx
	jmp	6f
5:	vmovdqu	KT, PADDED($1)(%rsp, TMP)
	add	<$>32, TMP
6:	cmp	%rcx, TMP
	jb	5b
	C the final bit, in the rate's last word
	mov	<$>0x80, %eax
	shl	<$>56, WORD
	mov	WORD, eval(PADDED($1) - 8)(%rsp, SAVED_RATE)
	C the message's whole words, 32 bytes at a time, then 8
	xor	%ebx, %ebx
	jmp	8f
7:	vmovdqu	(DATA($1), TMP), KB(0)
	vmovdqu	KB(0), PADDED($1)(%rsp, TMP)
	add	<$>32, TMP
8:	lea	32(TMP), %rcx
	cmp	WORDS, %rcx
	jbe	7b
	jmp	2f
1:	mov	(DATA($1), TMP), WORD
	mov	WORD, PADDED($1)(%rsp, TMP)
	add	<$>8, TMP
2:	cmp	WORDS, TMP
	jb	1b
	LAST_WORD($1)
	mov	WORD, PADDED($1)(%rsp, WORDS)
	lea	PADDED($1)(%rsp), DATA($1)
.Lwhole$1:>)

dnl TRANSPOSE4: the 4 x 4 words in KB(0)-KB(3) transposed, through
dnl KC(0)-KC(3): word i of KB(j) goes to word j of KB(i).  This turns
dnl four messages' four words into four lanes of the states, and four
dnl lanes back into four digests' words.
define(<TRANSPOSE4>, <
	vpunpcklqdq	KB(1), KB(0), KC(0)
	vpunpckhqdq	KB(1), KB(0), KC(1)
	vpunpcklqdq	KB(3), KB(2), KC(2)
	vpunpckhqdq	KB(3), KB(2), KC(3)
	vperm2i128	<$>0x20, KC(2), KC(0), KB(0)
	vperm2i128	<$>0x20, KC(3), KC(1), KB(1)
	vperm2i128	<$>0x31, KC(2), KC(0), KB(2)
	vperm2i128	<$>0x31, KC(3), KC(1), KB(3)>)

dnl SAME_ENDS: ZF set when the four states all have a digest (KEEP is
dnl their compare with zero, none equal) and their final blocks the same
dnl number of bytes; %eax and %ebx are clobbered.
define(<SAME_ENDS>, <
	vmovmskpd	KEEP, %eax
	mov	(LAST_BYTES), %ebx
	xor	4(LAST_BYTES), %ebx
	or	%ebx, %eax
	mov	(LAST_BYTES), %ebx
	xor	8(LAST_BYTES), %ebx
	or	%ebx, %eax
	mov	(LAST_BYTES), %ebx
	xor	12(LAST_BYTES), %ebx
	or	%ebx, %eax>)

dnl ADD_FINAL: the four final blocks, all LENGTH bytes, added to the
dnl states straight from the messages: their whole words four at a time
dnl (four 32-byte loads and a transpose), then one at a time, then the
dnl word of the last bytes and the suffix made in WORD for each, and the
dnl final bit.  The block's zeros are not added.  OFFSET counts the
dnl bytes of a message's whole words added.
define(<OFFSET>, <%rsi>)
define(<ADD_FINAL>, <
	xor	%esi, %esi
	jmp	2f
1:	forloop(<j>, 0, 3, <
	vmovdqu	(DATA(j), OFFSET), KB(j)>)
	TRANSPOSE4
	forloop(<i>, 0, 3, <
	vpxor	eval(32 * i)(STATES, OFFSET, 4), KB(i), KB(i)
	vmovdqu	KB(i), eval(32 * i)(STATES, OFFSET, 4)>)
	add	<$>32, OFFSET
2:	lea	32(OFFSET), %rax
	cmp	WORDS, %rax
	jbe	1b
	jmp	4f
3:	vmovq	(DATA0, OFFSET), XMM(KB(0))
	vpinsrq	<$>1, (DATA1, OFFSET), XMM(KB(0)), XMM(KB(0))
	vmovq	(DATA2, OFFSET), XMM(KB(1))
	vpinsrq	<$>1, (DATA3, OFFSET), XMM(KB(1)), XMM(KB(1))
	vinserti128	<$>1, XMM(KB(1)), KB(0), KB(0)
	vpxor	(STATES, OFFSET, 4), KB(0), KB(0)
	vmovdqu	KB(0), (STATES, OFFSET, 4)
	add	<$>8, OFFSET
4:	cmp	WORDS, OFFSET
	jb	3b
	C the word of the last bytes and the suffix
	LAST_WORD(0)
	vmovq	WORD, XMM(KB(2))
	LAST_WORD(1)
	vpinsrq	<$>1, WORD, XMM(KB(2)), XMM(KB(2))
	LAST_WORD(2)
	vmovq	WORD, XMM(KB(3))
	LAST_WORD(3)
	vpinsrq	<$>1, WORD, XMM(KB(3)), XMM(KB(3))
	vinserti128	<$>1, XMM(KB(3)), KB(2), KB(2)
	vpxor	(STATES, WORDS, 4), KB(2), KB(2)
	vmovdqu	KB(2), (STATES, WORDS, 4)
	C the final bit, unless that word had it
	lea	8(WORDS), %rax
	cmp	SAVED_RATE, %rax
	je	5f
	mov	<$>0x80, %eax
	shl	<$>56, WORD
	vmovq	WORD, XMM(KT)
	vpbroadcastq	XMM(KT), KT
	vpxor	-32(STATES, SAVED_RATE, 4), KT, KT
	vmovdqu	KT, -32(STATES, SAVED_RATE, 4)
5:>)

dnl DIGEST(j): when DIGESTS[j] is not NULL, the first (200 - rate) / 2
dnl bytes of state J there, a word at a time (4 bytes at the end for
dnl SHA3-224), and the message's words in state J's final block in the
dnl frame cleared.  TMP is the digest's whole words times 8, LENGTH its
dnl bytes.
define(<DIGEST>, <
	mov	eval(8 * $1)(DIGESTS), WORD
	test	WORD, WORD
	jz	.Lno_digest$1
	mov	eval(4 * $1)(LAST_BYTES), %r10d
	xor	%ecx, %ecx
2:	vmovdqa	KT, PADDED($1)(%rsp, %rcx)
	add	<$>32, %ecx
	cmp	%r10d, %ecx
	jbe	2b
	xor	%ecx, %ecx
1:	mov	eval(8 * $1)(STATES, %rcx, 4), %r10
	mov	%r10, (WORD, %rcx)
	add	<$>8, %ecx
	cmp	TMP, %rcx
	jb	1b
	cmp	LENGTH, %rcx
	jae	.Lno_digest$1
	mov	eval(8 * $1)(STATES, %rcx, 4), %r10d
	mov	%r10d, (WORD, %rcx)
.Lno_digest$1:>)

PROLOGUE(_symcrypt_keccak_sha3_x4)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	PUSH(%rbx)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	<$>-32, %rsp
	sub	<$>FRAME_SIZE, %rsp
	mov	%ecx, %ecx
	mov	(%rdx), DATA0
	mov	8(%rdx), DATA1
	mov	16(%rdx), DATA2
	mov	24(%rdx), DATA3
.Lblock:
	cmp	<$>1, BLOCKS
	jne	.Ladd
	C the final blocks: four of the same length straight from the
	C messages, else made in the frame
	mov	RATE, SAVED_RATE
	vpxor	XMM(KT), XMM(KT), XMM(KT)
	vpcmpeqq	(DIGESTS), KT, KEEP
	SAME_ENDS
	jnz	.Lframe
	mov	(LAST_BYTES), %edx
	mov	%edx, %r10d
	and	<$>-8, %r10d
	ADD_FINAL
	mov	SAVED_RATE, RATE
	mov	<$>1, BLOCKS		C OFFSET was BLOCKS' register
	jmp	.Lpermute
.Lframe:
	forloop(<j>, 0, 3, <FINAL_BLOCK(j)>)
	mov	SAVED_RATE, RATE
.Ladd:
	KECCAK_ADD_BLOCK(<ADD_DATA>)
.Lpermute:
	KX4_PERMUTE(STATES, 0)
	add	RATE, DATA0
	add	RATE, DATA1
	add	RATE, DATA2
	add	RATE, DATA3
	dec	BLOCKS
	jnz	.Lblock

	C The states with a digest: none, or their digests out and them
	C cleared (KEEP has all ones for the others).
	vpxor	XMM(KT), XMM(KT), XMM(KT)
	vpcmpeqq	(DIGESTS), KT, KEEP
	vmovmskpd	KEEP, %eax
	cmp	<$>15, %eax
	je	.Ldone
	C the digest's bytes, (200 - rate) / 2
	mov	<$>200, %edx
	sub	%ecx, %edx
	shr	%edx
	C all four ended with final blocks not in the frame, and digests
	C of whole 32 bytes (SHA3-256 and SHA3-512): transposed out, four
	C words of each a turn, and the states cleared
	SAME_ENDS
	jnz	.Ldigests
	test	<$>31, %edx
	jnz	.Ldigests
	xor	%eax, %eax
1:	forloop(<i>, 0, 3, <
	vmovdqu	eval(32 * i)(STATES, %rax, 4), KB(i)>)
	TRANSPOSE4
	forloop(<j>, 0, 3, <
	mov	eval(8 * j)(DIGESTS), TMP
	vmovdqu	KB(j), (TMP, %rax)>)
	add	<$>32, %eax
	cmp	%edx, %eax
	jb	1b
	vpxor	XMM(KT), XMM(KT), XMM(KT)
	forloop(<i>, 0, 24, <
	vmovdqu	KT, eval(32 * i)(STATES)>)
	jmp	.Ldone
.Ldigests:
	C the digest's whole words
	mov	%edx, %ebx
	and	<$>-8, %ebx
	forloop(<j>, 0, 3, <DIGEST(j)>)
	forloop(<i>, 0, 24, <
	vpand	eval(32 * i)(STATES), KEEP, KB(0)
	vmovdqu	KB(0), eval(32 * i)(STATES)>)
.Ldone:
	KX4_WIPE
	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbx)
.Lnone:
	ret
EPILOGUE(_symcrypt_keccak_sha3_x4)

KX4_TABLES
