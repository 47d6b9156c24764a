dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/blake3-compress-blocks.asm -- the blocks of a chunk but
C its last, compressed one after the other on rows, AVX2.

C Why: a chunk of one message is a chain of compressions.  Through
C blake3_compress each block's chaining value goes to memory and back
C (a store, a forwarded load and the call), on the chain; here it stays
C in two xmm registers from block to block, and only words 0..7 of each
C output are made.  The rounds are x86_64/avx2/blake3-compress.asm's.
C
C Measured: doc/blake3.md ("One chunk on Zen 3"), AMD EPYC family 25
C model 1 (Zen 3): 15 blocks in 181 rdtsc ticks a block against 186
C through blake3_compress; 168.5 with the message words made in lanes.

dnl void _symcrypt_blake3_compress_blocks(uint32_t *cv,
dnl     const uint8_t *data, size_t blocks, const uint32_t *tail)
dnl src/functions.def has the contract.

INCLUDE_SRC(<x86_64/m4/blake3-avx2.m4>)dnl
define(<CV>, <%rdi>)
define(<BLOCK>, <%rsi>)
define(<BLOCKS>, <%rdx>)
define(<TAIL>, <%rcx>)

define(<ROW>, <%xmm<>eval($1)>)
dnl The message words of round R (0..6), two sets in turns
dnl (x86_64/m4/blake3-avx2.m4 has their order).
define(<MA>, <%xmm<>eval(4 + 4 * (($1) % 2))>)
define(<MB>, <%xmm<>eval(5 + 4 * (($1) % 2))>)
define(<MC>, <%xmm<>eval(6 + 4 * (($1) % 2))>)
define(<MD>, <%xmm<>eval(7 + 4 * (($1) % 2))>)
define(<SECOND>, <%xmm12>)	dnl ROWS_TAIL's temporaries
define(<DSECOND>, <%xmm13>)
define(<TR>, <%xmm13>)		dnl the rotations' temporary
define(<TAIL_ROW>, <%xmm14>)	dnl row 3 of the next block's state
define(<IV_ROW>, <%xmm15>)	dnl row 2 of every block's state

PROLOGUE(_symcrypt_blake3_compress_blocks)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C The chaining value in rows 0 and 1, the tail in TAIL_ROW (a word
	C at a time: its words are stored one by one just before the call).
	vmovdqu	(CV), ROW(0)
	vmovdqu	16(CV), ROW(1)
	ROWS_TAIL(TAIL_ROW)
	vmovdqa	.Liv(%rip), IV_ROW
.Lblock:
	vmovdqa	IV_ROW, ROW(2)
	vmovdqa	TAIL_ROW, ROW(3)
	C The blocks after the first are not the chunk's start.
	vpand	.Lrest(%rip), TAIL_ROW, TAIL_ROW
	ROWS_FIRST_MESSAGE
forloop(<r>, 0, 6, <ROWS_ROUND(r)>)
	C The next chaining value, words 0..7 of the output.
	vpxor	ROW(2), ROW(0), ROW(0)
	vpxor	ROW(3), ROW(1), ROW(1)
	add	<$>64, BLOCK
	dec	BLOCKS
	jnz	.Lblock
	vmovdqu	ROW(0), (CV)
	vmovdqu	ROW(1), 16(CV)
	vzeroupper
.Ldone:
	ret
EPILOGUE(_symcrypt_blake3_compress_blocks)

RODATA
	.balign	32
.Lrot16:
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
C The first four words of the IV (the specification, table 1).
.Liv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
C Every bit of the tail but CHUNK_START, bit 0 of its last word.
.Lrest:
	.long	-1, -1, -1, -2
