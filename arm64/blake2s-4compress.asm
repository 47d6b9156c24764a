dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/blake2s-4compress.asm -- BLAKE2s compression of four
C independent messages at once, one per 32-bit lane of the NEON
C registers.

C void _symcrypt_blake2s_4compress(uint32_t *const *states,
C     size_t blocks, const uint8_t *const *data, unsigned finals,
C     const unsigned *last_bytes)
C src/functions.def has the contract.
C
C Why: on the rows of the state (arm64/blake2s-compress.asm) a round
C is 43 instructions for one message; in lanes it is 8 G of 16
C instructions (and two loads of message words from the frame) for
C four, about 33 a message, with no shuffles.  Used by
C symcrypt_blake2s_many (src/blake/blake2.c) for 4 messages or more.
C Instruction counts: doc/blake2.md.
C
C Registers (arm64/blake2-lanes.m4): the state words in v16-v31, the
C message words 0..13 in v0-v13 and 14, 15 in the frame; ROT8 (v14)
C the tbl indices of the rotation by 8, T (v15) the temporary.  ld4 to
C one lane reads four consecutive words of one message into lane L of
C four registers, the transposition in the load; st4 stores the states
C back the same way.  d8-d15 are saved for the call.

INCLUDE_SRC(<arm64/blake2-lanes.m4>)dnl
	ARCH_BASE

define(<STATES>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<FINALS>, <w3>)
define(<LAST>, <x4>)
define(<P0>, <x5>)	C the lanes' data pointers
define(<P1>, <x6>)
define(<P2>, <x7>)
define(<P3>, <x8>)
define(<CONST>, <x9>)
define(<TMP>, <x10>)
define(<BLOCK>, <w11>)	C the block's bytes
define(<PTR>, <x12>)	C one lane's state

define(<B2N_W>, <4s>)
define(<B2N_BITS>, <32>)
define(<B2N_ROUNDS>, <10>)
define(<B2N_ROT>, <ifelse($1, 1, 16, $1, 2, 12, $1, 3, 8, 7)>)
define(<NREG>, <14>)
define(<ROT8>, <v14>)
define(<T>, <v15>)

C The frame: message words 14 and 15, the counters (low, high words),
C INC_LAST, FINAL_MASK, the chaining words at the start of a block.
define(<CTR>, <32>)
define(<INC_LAST>, <64>)
define(<FINAL_MASK>, <80>)
define(<SAVED>, <96>)
define(<FRAME_SIZE>, <224>)

dnl LOAD_LANE(lane, ptr): the block at PTR into lane LANE of the
dnl message registers, words 12..15 into v24-v27 for now; PTR moves on
dnl by 64 bytes.
define(<LOAD_LANE>, <
	ld4	{v0.s, v1.s, v2.s, v3.s}[$1], [$2], #16
	ld4	{v4.s, v5.s, v6.s, v7.s}[$1], [$2], #16
	ld4	{v8.s, v9.s, v10.s, v11.s}[$1], [$2], #16
	ld4	{v24.s, v25.s, v26.s, v27.s}[$1], [$2], #16>)

PROLOGUE(_symcrypt_blake2s_4compress)
	cbz	BLOCKS, .Lnothing
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	sub	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset FRAME_SIZE>)

	adrp	CONST, .Lconst
	add	CONST, CONST, :lo12:.Lconst
	ldr	QREG(ROT8), [CONST, #48]
	mov	BLOCK, #64
	B2N_FINALS(FINALS, LAST, BLOCK)
	ldp	P0, P1, [DATA]
	ldp	P2, P3, [DATA, #16]

	C the states: words 0..7, the counter's two words
forloop(<lane>, 0, 3, <
	ldr	PTR, [STATES, #eval(8 * lane)]
	ld4	{v16.s, v17.s, v18.s, v19.s}[lane], [PTR], #16
	ld4	{v20.s, v21.s, v22.s, v23.s}[lane], [PTR], #16
	ld2	{v24.s, v25.s}[lane], [PTR]>)
	stp	q24, q25, [sp, #CTR]

.Lblock:
	C the message (v24-v31 are free between blocks)
	LOAD_LANE(0, P0)
	LOAD_LANE(1, P1)
	LOAD_LANE(2, P2)
	LOAD_LANE(3, P3)
	mov	v12.16b, v24.16b
	mov	v13.16b, v25.16b
	stp	q26, q27, [sp]
	B2N_BLOCK_START(BLOCKS, BLOCK)
	B2N_ROUNDS_BODY
	B2N_BLOCK_END
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	C back to one state per lane
	ldp	q24, q25, [sp, #CTR]
forloop(<lane>, 0, 3, <
	ldr	PTR, [STATES, #eval(8 * lane)]
	st4	{v16.s, v17.s, v18.s, v19.s}[lane], [PTR], #16
	st4	{v20.s, v21.s, v22.s, v23.s}[lane], [PTR], #16
	st2	{v24.s, v25.s}[lane], [PTR]>)

	C the frame held message words (a key block, for a keyed
	C message) and chaining words: cleared
	movi	v0.16b, #0
forloop(<i>, 0, eval(FRAME_SIZE / 32 - 1), <
	stp	q0, q0, [sp, #eval(32 * i)]>)
	add	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset -FRAME_SIZE>)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lnothing:
	ret
EPILOGUE(_symcrypt_blake2s_4compress)

	RODATA
	.p2align 4
.Lconst:
	C the IV (RFC 7693, 2.7)
	.word	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
	.word	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
	C the lanes' bits
	.word	1, 2, 4, 8
	C ROT8: byte i of each word takes byte (i + 1) mod 4 (little-endian)
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
