dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha3/keccak-absorb-x2.asm -- the sponge's absorbing loop of two
C states at once around Keccak-p[1600, 24] (FIPS 202) with the Armv8.2
C SHA3 instructions.

C void _symcrypt_keccak_absorb_x2(uint64_t *states, size_t blocks,
C                                 const uint8_t *const *data,
C                                 unsigned rate)
C
C STATES holds the two states interleaved, lane (x, y) of state j at
C index 2 (x + 5y) + j, so each 16 bytes are one lane of both: lane
C (x, y) lives in vector register x + 5y, state j in its 64-bit half j.
C RATE is 72, 104, 136, 144 or 168, or 0 for
C arm64/sha3/keccak-permute-x2.asm, which permutes once through here
C reading no data.
C
C Why: eor3, rax1, xar and bcax work on both halves of a register, so
C the rounds of the one-state file (arm64/keccak-sha3.m4: 80
C instructions a round) permute two states for the price of one.  Each
C block adds two lanes of each state from one 16-byte load per data
C pointer, paired by zip1 and zip2 (three instructions a lane of both
C states; an odd last lane takes two 8-byte lane loads).
C
C Needs: HWCAP_SHA3.  src/sha3-many.c runs two messages at a time
C through it (keccak_sha3_x2's C twin around it).
C
C Counted (qemu-aarch64 -cpu max, guest instructions a message of
C sha3_256 over 1000 messages of 64 bytes and 100 of 1 KiB, gcc 12 -O2,
C 2026-11-26; doc/sha3.md, "Two states at once"):
C                                     64 B   1 KiB
C   sha3_256_many, through this file  1332    8284
C   ours one at a time                2189   15995
C   OpenSSL 3.0.20 one at a time      5107   27976

INCLUDE_SRC(<arm64/keccak-sha3.m4>)dnl
	ARCH_SHA3

define(<STATES>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<RATE>, <x3>)
define(<RC>, <x4>)
define(<COUNT>, <x5>)
define(<PTR>, <x6>)	C the states, for the loads
define(<DATA0>, <x7>)	C the next block of state 0
define(<DATA1>, <x8>)	C and of state 1
define(<PAIR0>, <v30>)	C lane i of both blocks
define(<PAIR1>, <v31>)	C lane i + 1 of both blocks

C LANE_AT(i): the register of lane i = x + 5y.
define(<LANE_AT>, <LANE(eval($1 % 5), eval($1 / 5))>)
C XOR_PAIR(i): lanes i and i + 1 of both states ^= the next 16 bytes
C of each block.
define(<XOR_PAIR>, <
	ldr	QREG(T0), [DATA0], #16
	ldr	QREG(T1), [DATA1], #16
	zip1	PAIR0.2d, T0.2d, T1.2d
	zip2	PAIR1.2d, T0.2d, T1.2d
	eor	LANE_AT($1).16b, LANE_AT($1).16b, PAIR0.16b
	eor	LANE_AT(eval($1 + 1)).16b, LANE_AT(eval($1 + 1)).16b, PAIR1.16b>)
C XOR_ONE(i): lane i of both states ^= the next 8 bytes of each block.
define(<XOR_ONE>, <
	ld1	{T0.d}[0], [DATA0], #8
	ld1	{T0.d}[1], [DATA1], #8
	eor	LANE_AT($1).16b, LANE_AT($1).16b, T0.16b>)

PROLOGUE(_symcrypt_keccak_absorb_x2)
	cbz	BLOCKS, .Lnone
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	mov	PTR, STATES
	ld1	{v0.2d, v1.2d, v2.2d, v3.2d}, [PTR], #64
	ld1	{v4.2d, v5.2d, v6.2d, v7.2d}, [PTR], #64
	ld1	{v8.2d, v9.2d, v10.2d, v11.2d}, [PTR], #64
	ld1	{v12.2d, v13.2d, v14.2d, v15.2d}, [PTR], #64
	ld1	{v16.2d, v17.2d, v18.2d, v19.2d}, [PTR], #64
	ld1	{v20.2d, v21.2d, v22.2d, v23.2d}, [PTR], #64
	ld1	{v24.2d}, [PTR]
	cbz	RATE, .Lblock
	ldp	DATA0, DATA1, [DATA]

.Lblock:
	cbz	RATE, .Ladded
	XOR_PAIR(0)
	XOR_PAIR(2)
	XOR_PAIR(4)
	XOR_PAIR(6)
	cmp	RATE, #72
	b.eq	.Llast8
	XOR_PAIR(8)
	XOR_PAIR(10)
	cmp	RATE, #104
	b.eq	.Llast12
	XOR_PAIR(12)
	XOR_PAIR(14)
	cmp	RATE, #136
	b.eq	.Llast16
	XOR_PAIR(16)
	cmp	RATE, #144
	b.eq	.Ladded
	XOR_PAIR(18)
	XOR_ONE(20)
	b	.Ladded
.Llast8:
	XOR_ONE(8)
	b	.Ladded
.Llast12:
	XOR_ONE(12)
	b	.Ladded
.Llast16:
	XOR_ONE(16)
.Ladded:
	SHA3_ROUNDS(RC, COUNT)
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	st1	{v0.2d, v1.2d, v2.2d, v3.2d}, [STATES], #64
	st1	{v4.2d, v5.2d, v6.2d, v7.2d}, [STATES], #64
	st1	{v8.2d, v9.2d, v10.2d, v11.2d}, [STATES], #64
	st1	{v12.2d, v13.2d, v14.2d, v15.2d}, [STATES], #64
	st1	{v16.2d, v17.2d, v18.2d, v19.2d}, [STATES], #64
	st1	{v20.2d, v21.2d, v22.2d, v23.2d}, [STATES], #64
	st1	{v24.2d}, [STATES]
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lnone:
	ret
EPILOGUE(_symcrypt_keccak_absorb_x2)

RC_TABLE
