dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/blake3-compress-blocks.asm -- the blocks of a chunk but
C its last, compressed one after the other on rows, AVX-512VL.

C Why: a chunk of one message is a chain of compressions.  Through
C blake3_compress each block's chaining value goes to memory and back
C (a store, a forwarded load and the call), on the chain; here it stays
C in two xmm registers from block to block, and only words 0..7 of each
C output are made.  The rounds are x86_64/avx512/blake3-compress.asm's
C but for the rotations: vprord takes two cycles on Zen 4, so here each
C rotation of d ^ a (b ^ c) is d (b) rotated off the chain, XORed with
C a's (c's) two shifts by one vpternlogd, 12 cycles a step instead of
C 16.  That is four more operations a half step, which a lone
C compression (blake3-compress.asm) keeps out: there calls back to back
C overlap, and the operations cost more than the chain.
C
C Measured 2026-11-28, AMD EPYC family 25 model 17 (Zen 4): a 1 KiB
C message in 2320 rdtsc ticks, the blake3 crate 1.8.7 in 2730
C (doc/blake3.md, "One chunk on Zen 4: the rotations off the chain").

dnl void _symcrypt_blake3_compress_blocks(uint32_t *cv,
dnl     const uint8_t *data, size_t blocks, const uint32_t *tail)
dnl src/functions.def has the contract.

define(<CV>, <%rdi>)
define(<BLOCK>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<TAIL>, <%rcx>)

INCLUDE_SRC(<x86_64/m4/blake3-avx512.m4>)dnl
define(<FIRST_LO>, <%ymm24>)	dnl the block's words to round 0's order
define(<FIRST_HI>, <%ymm25>)
define(<HALF>, <%ymm26>)	dnl the block's first 32 bytes
define(<T0>, <%xmm4>)		dnl the shifts' results
define(<T1>, <%xmm5>)
define(<TAIL_ROW>, <%xmm6>)	dnl row 3 of the next block's state
define(<IV_ROW>, <%xmm7>)	dnl row 2 of every block's state

dnl G_STEP(x, y): the four G functions of the rows as they stand, with
dnl the message words X and Y.  (d ^ a) >>> n is made as (d >>> n) ^
dnl (a >> n) ^ (a << 32 - n): d's rotation waits for no one, and on the
dnl chain a is followed by the two shifts and the three-way XOR, two
dnl cycles instead of three; b's likewise with c.
define(<G_STEP>, <
	vpaddd	$1, ROW(0), ROW(0)		C a += m[x]
	vprord	<$>16, ROW(3), ROW(3)		C d rotated right by 16, off the chain
	vpaddd	ROW(1), ROW(0), ROW(0)		C a += b
	vprord	<$>12, ROW(1), ROW(1)		C b rotated right by 12, off the chain
	vpsrld	<$>16, ROW(0), T0		C d ^= a rotated right by 16
	vpslld	<$>16, ROW(0), T1
	vpternlogd	<$>0x96, T1, T0, ROW(3)
	vpaddd	ROW(3), ROW(2), ROW(2)		C c += d
	vpsrld	<$>12, ROW(2), T0		C b ^= c rotated right by 12
	vpslld	<$>20, ROW(2), T1
	vpternlogd	<$>0x96, T1, T0, ROW(1)
	vpaddd	$2, ROW(0), ROW(0)		C a += m[y]
	vprord	<$>8, ROW(3), ROW(3)		C d rotated right by 8, off the chain
	vpaddd	ROW(1), ROW(0), ROW(0)		C a += b
	vprord	<$>7, ROW(1), ROW(1)		C b rotated right by 7, off the chain
	vpsrld	<$>8, ROW(0), T0		C d ^= a rotated right by 8
	vpslld	<$>24, ROW(0), T1
	vpternlogd	<$>0x96, T1, T0, ROW(3)
	vpaddd	ROW(3), ROW(2), ROW(2)		C c += d
	vpsrld	<$>7, ROW(2), T0		C b ^= c rotated right by 7
	vpslld	<$>25, ROW(2), T1
	vpternlogd	<$>0x96, T1, T0, ROW(1)>)

PROLOGUE(_symcrypt_blake3_compress_blocks)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C The chaining value in rows 0 and 1, the tail in TAIL_ROW a word
	C at a time (its words are stored one by one just before the call).
	vmovdqu	(CV), ROW(0)
	vmovdqu	16(CV), ROW(1)
	vmovd	(TAIL), TAIL_ROW
	vmovd	4(TAIL), SECOND
	vmovd	8(TAIL), DSECOND
	vmovd	12(TAIL), ROW(2)
	vpunpckldq	SECOND, TAIL_ROW, TAIL_ROW
	vpunpckldq	ROW(2), DSECOND, DSECOND
	vpunpcklqdq	DSECOND, TAIL_ROW, TAIL_ROW
	vmovdqa	.Liv(%rip), IV_ROW
	vmovdqa32	.Lfirst(%rip), FIRST_LO
	vmovdqa32	.Lfirst+32(%rip), FIRST_HI
	vmovdqa32	.Lnext(%rip), NEXT_LO
	vmovdqa32	.Lnext+32(%rip), NEXT_HI
.Lblock:
	vmovdqa	IV_ROW, ROW(2)
	vmovdqa	TAIL_ROW, ROW(3)
	C The blocks after the first are not the chunk's start.
	vpand	.Lrest(%rip), TAIL_ROW, TAIL_ROW
	C The block's words in round 0's order.
	vmovdqu32	(BLOCK), HALF
	vmovdqa32	FIRST_LO, MSG_LO(0)
	vpermi2d	32(BLOCK), HALF, MSG_LO(0)
	vmovdqa32	FIRST_HI, MSG_HI(0)
	vpermi2d	32(BLOCK), HALF, MSG_HI(0)
forloop(<r>, 0, 6, <ROUND(r)>)
	C The next chaining value, words 0..7 of the output.
	vpxor	ROW(2), ROW(0), ROW(0)
	vpxor	ROW(3), ROW(1), ROW(1)
	add	<$>64, BLOCK
	dec	BLOCKS
	jnz	.Lblock
	vmovdqu	ROW(0), (CV)
	vmovdqu	ROW(1), 16(CV)
.Ldone:
	ret
EPILOGUE(_symcrypt_blake3_compress_blocks)

RODATA
ROW_TABLES
C Every bit of the tail but CHUNK_START, bit 0 of its last word.
.Lrest:
	.long	-1, -1, -1, -2
