dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/blake2b-2compress.asm -- BLAKE2b compression of two
C independent messages at once, one per 64-bit lane of the NEON
C registers.

C void _symcrypt_blake2b_2compress(uint64_t *const *states,
C     size_t blocks, const uint8_t *const *data, unsigned finals,
C     const unsigned *last_bytes)
C src/functions.def has the contract.
C
C Why: on the rows of the state (arm64/blake2b-compress.asm) a round
C is about 76 instructions for one message, the message pairs and the
C diagonals' ext included; in lanes it is 8 G of 15 instructions (and
C three loads of message words from the frame) for two, about 62 a
C message, with no shuffles.  Used by symcrypt_blake2b_many
C (src/blake/blake2.c) for 2 messages or more.  Instruction counts:
C doc/blake2.md.
C
C Registers (arm64/blake2-lanes.m4): the state words in v16-v31, the
C message words 0..12 in v0-v12 and 13..15 in the frame; ROT24 (v13)
C and ROT16 (v14) the tbl indices of those rotations, T (v15) the
C temporary.  ld4 to one lane reads four consecutive words of one
C message into lane L of four registers, the transposition in the
C load; st4 stores the states back the same way.  d8-d15 are saved for
C the call.

INCLUDE_SRC(<arm64/blake2-lanes.m4>)dnl
	ARCH_BASE

define(<STATES>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<FINALS>, <w3>)
define(<LAST>, <x4>)
define(<P0>, <x5>)	C the lanes' data pointers
define(<P1>, <x6>)
define(<CONST>, <x9>)
define(<TMP>, <x10>)
define(<BLOCK>, <x11>)	C the block's bytes
define(<PTR>, <x12>)	C one lane's state

define(<B2N_W>, <2d>)
define(<B2N_BITS>, <64>)
define(<B2N_ROUNDS>, <12>)
define(<B2N_ROT>, <ifelse($1, 1, 32, $1, 2, 24, $1, 3, 16, 63)>)
define(<NREG>, <13>)
define(<ROT24>, <v13>)
define(<ROT16>, <v14>)
define(<T>, <v15>)

C The frame: message words 13 to 15, the counters (low, high words),
C INC_LAST, FINAL_MASK, the chaining words at the start of a block.
define(<CTR>, <48>)
define(<INC_LAST>, <80>)
define(<FINAL_MASK>, <96>)
define(<SAVED>, <112>)
define(<FRAME_SIZE>, <240>)

dnl LOAD_LANE(lane, ptr): the block at PTR into lane LANE of the
dnl message registers, words 12..15 into v24-v27 for now; PTR moves on
dnl by 128 bytes.
define(<LOAD_LANE>, <
	ld4	{v0.d, v1.d, v2.d, v3.d}[$1], [$2], #32
	ld4	{v4.d, v5.d, v6.d, v7.d}[$1], [$2], #32
	ld4	{v8.d, v9.d, v10.d, v11.d}[$1], [$2], #32
	ld4	{v24.d, v25.d, v26.d, v27.d}[$1], [$2], #32>)

PROLOGUE(_symcrypt_blake2b_2compress)
	cbz	BLOCKS, .Lnothing
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	sub	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset FRAME_SIZE>)

	adrp	CONST, .Lconst
	add	CONST, CONST, :lo12:.Lconst
	add	TMP, CONST, #80
	ld1	{ROT24.16b, ROT16.16b}, [TMP]
	mov	BLOCK, #128
	B2N_FINALS(FINALS, LAST, BLOCK)
	ldp	P0, P1, [DATA]

	C the states: words 0..7, the counter's two words
forloop(<lane>, 0, 1, <
	ldr	PTR, [STATES, #eval(8 * lane)]
	ld4	{v16.d, v17.d, v18.d, v19.d}[lane], [PTR], #32
	ld4	{v20.d, v21.d, v22.d, v23.d}[lane], [PTR], #32
	ld2	{v24.d, v25.d}[lane], [PTR]>)
	stp	q24, q25, [sp, #CTR]

.Lblock:
	C the message (v24-v31 are free between blocks)
	LOAD_LANE(0, P0)
	LOAD_LANE(1, P1)
	mov	v12.16b, v24.16b
	str	q25, [sp]
	stp	q26, q27, [sp, #16]
	B2N_BLOCK_START(BLOCKS, BLOCK)
	B2N_ROUNDS_BODY
	B2N_BLOCK_END
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	C back to one state per lane
	ldp	q24, q25, [sp, #CTR]
forloop(<lane>, 0, 1, <
	ldr	PTR, [STATES, #eval(8 * lane)]
	st4	{v16.d, v17.d, v18.d, v19.d}[lane], [PTR], #32
	st4	{v20.d, v21.d, v22.d, v23.d}[lane], [PTR], #32
	st2	{v24.d, v25.d}[lane], [PTR]>)

	C the frame held message words (a key block, for a keyed
	C message) and chaining words: cleared
	movi	v0.16b, #0
forloop(<i>, 0, eval(FRAME_SIZE / 32 - 1), <
	stp	q0, q0, [sp, #eval(32 * i)]>)
	str	q0, [sp, #eval(FRAME_SIZE - 16)]
	add	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset -FRAME_SIZE>)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lnothing:
	ret
EPILOGUE(_symcrypt_blake2b_2compress)

	RODATA
	.p2align 4
.Lconst:
	C the IV (RFC 7693, 2.6)
	.quad	0x6a09e667f3bcc908, 0xbb67ae8584caa73b
	.quad	0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
	.quad	0x510e527fade682d1, 0x9b05688c2b3e6c1f
	.quad	0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
	C the lanes' bits
	.quad	1, 2
	C ROT24, ROT16: byte i of each 64-bit word takes byte (i + 3) or
	C (i + 2) mod 8 (little-endian)
	.byte	3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
	.byte	2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
