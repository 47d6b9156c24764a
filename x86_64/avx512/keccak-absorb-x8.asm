dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-absorb-x8.asm -- the absorbing loop of eight
C Keccak states at once, one state per 64-bit element of the zmm
C registers, AVX-512 F and VL (vpternlogq, vprolq, vpgatherqq).
C
C void _symcrypt_keccak_absorb_x8(uint64_t *states, size_t blocks,
C                                 const uint8_t *const *data,
C                                 unsigned rate)
C
C Why: src/sha3-many.c added each message's block to its state in C,
C lane by lane through the interleaved states in memory, before each
C call of x86_64/avx512/keccak-permute-x8.asm: for a 64-byte message
C about as long as the permutation's share.  Here the eight states stay
C in zmm registers from block to block, and lane i of the eight blocks
C is one gather (the eight data pointers in a zmm as its indices, the
C block's offset and 8 i as its base and displacement) and one XOR.
C The gathers run while the registers 26-31 are free of the rounds
C (x86_64/keccak-avx512.m4), six at a time in flight.
C
C Measured: doc/sha3.md, "Many messages".

INCLUDE_SRC(<x86_64/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <zmm>)
define(<KECCAK_BCST>, <{1to8}>)
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%r8>)		dnl the table of the eight data pointers
define(<RATE>, <%rcx>)
define(<OFFSET>, <%r9>)		dnl the block's offset from each pointer
define(<POINTERS>, <%zmm25>)	dnl the eight data pointers

dnl LOAD(i), STORE(i): lanes i to 24 of the eight states.
define(<LOAD>, <ifelse($1, 25, , <
	vmovdqu64	eval(64 * $1)(STATES), %zmm$1<>LOAD(incr($1))>)>)
define(<STORE>, <ifelse($1, 25, , <
	vmovdqu64	%zmm$1, eval(64 * $1)(STATES)<>STORE(incr($1))>)>)

dnl ADD_DATA(first, last): lanes FIRST to LAST of the eight states ^=
dnl the eight blocks', through zmm26-31 and the masks k1-k6 in turn (a
dnl gather clears its mask).
define(<ADD_DATA>, <forloop(<i>, $1, $2, <
	kxnorw	%k0, %k0, %k<>eval(1 + i % 6)
	vpgatherqq	eval(8 * i)(OFFSET, POINTERS), %zmm<>eval(26 + i % 6){%k<>eval(1 + i % 6)}
	vpxorq	%zmm<>eval(26 + i % 6), %zmm<>i, %zmm<>i>)>)

PROLOGUE(_symcrypt_keccak_absorb_x8)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	C lea, not mov: scripts/ct-scan follows a table of public pointers
	C through lea
	lea	(%rdx), DATA
	mov	%ecx, %ecx
	xor	OFFSET, OFFSET
	LOAD(0)
.Lblock:
	vmovdqu64	(DATA), POINTERS
	KECCAK_ADD_BLOCK(<ADD_DATA>)
	add	RATE, OFFSET
	KECCAK_ROUNDS
	dec	BLOCKS
	jnz	.Lblock
	STORE(0)
	vzeroupper
.Lnone:
	ret
EPILOGUE(_symcrypt_keccak_absorb_x8)

KECCAK_RC_TABLE
