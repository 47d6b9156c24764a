dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/blake3-hash-many.asm -- BLAKE3's hash_many: N inputs of whole
C blocks to N chaining values, four inputs at once, one per 32-bit lane
C of the NEON registers.

C void _symcrypt_blake3_hash_many(uint8_t *out,
C     const uint8_t *const *inputs, size_t n, size_t blocks,
C     const uint32_t *key_counter, unsigned flags)
C src/functions.def has the contract.
C
C Why: one input is a chain of compressions, each waiting for the one
C before; four chains side by side make every instruction do four
C compressions' work.  BLAKE3 feeds it the chunks of a long input
C (src/blake/blake3.c), the parents a level at a time, and the messages of
C symcrypt_blake3_many with the same number of blocks.  A group of
C fewer than four inputs (the last, or a call with fewer than four)
C runs in all four lanes, the missing lanes repeating the group's last
C input, and only its own chaining values are stored.
C
C Registers: v16-v31 hold the state words 0..15, word j of every lane
C in v(16 + j); v16-v23 carry the chaining value from block to block.
C The block's message words 0..12 are v0-v12 and word 13 is v15
C (transposed the same way); words 14 and 15 are in the frame, loaded
C where a round takes them: 32 registers do not hold the 16 state
C words, the 16 message words, the tbl indices and a temporary.  ld4 to
C one lane reads four consecutive words of one input into lane L of
C four registers, the transposition in the load; st4 stores the
C chaining values back the same way.  A rotation by 16 is rev32 on the
C halfwords, by 8 a tbl with the indices in v13, by 12 and 7 shl and
C sri through v14.  d8-d15 are saved for the call.

INCLUDE_SRC(<arm64/blake3.m4>)dnl
	ARCH_BASE

define(<OUT>, <x0>)
define(<INPUTS>, <x1>)
define(<N>, <x2>)		C inputs left
define(<BLOCKS>, <x3>)
define(<KC>, <x4>)
define(<FLAGS>, <w5>)
define(<COUNTER>, <x6>)	C the counter of the group's first lane
define(<COUNTERW>, <w6>)
define(<COUNT>, <x7>)	C inputs in this group, 1..4
define(<P0>, <x8>)	C the lanes' input pointers
define(<P1>, <x9>)
define(<P2>, <x10>)
define(<P3>, <x11>)
define(<LEFT>, <x12>)	C blocks left in the group
define(<STEP_MASK>, <x13>)	C all ones if the counter grows per input, else 0
define(<STEP_MASKW>, <w13>)
define(<BFLAGS>, <w14>)	C the next block's flags but the last block's
define(<LAST_FLAGS>, <w17>)	C bits 16..23 of FLAGS
define(<CONST>, <x15>)
define(<TMP>, <x16>)
define(<TMPW>, <w16>)

C The frame: message words 14 and 15, the lanes' counters (low, high).
define(<FRAME_SIZE>, <64>)
define(<CTR_OFFSET>, <32>)

define(<S>, <v<>eval(16 + $1)>)
define(<ROT8>, <v13>)
define(<T>, <v14>)

dnl ADD_MSG(a, w): a += message word W, from its register or the frame.
define(<ADD_MSG>, <ifelse($2, 13, <
	add	$1.4s, $1.4s, v15.4s>,
	$2, 14, <ADD_MSG_FRAME($1, 0)>, $2, 15, <ADD_MSG_FRAME($1, 16)>, <
	add	$1.4s, $1.4s, v$2.4s>)>)
define(<ADD_MSG_FRAME>, <
	ldr	QREG(T), [sp, #$2]
	add	$1.4s, $1.4s, T.4s>)

dnl The four G of a column step (DIAG 0: G j on v[j], v[4 + j],
dnl v[8 + j], v[12 + j]) or of a diagonal step (DIAG 1: v[j],
dnl v[4 + (j + 1) % 4], v[8 + (j + 2) % 4], v[12 + (j + 3) % 4]).
define(<GA>, <S($1)>)
define(<GB>, <S(eval(4 + ($1 + $2) % 4))>)
define(<GC>, <S(eval(8 + ($1 + 2 * $2) % 4))>)
define(<GD>, <S(eval(12 + ($1 + 3 * $2) % 4))>)

dnl ROTATE_B(diag, n): b = (b ^ c) rotated right by n, shift and insert.
define(<ROTATE_B>, <forloop(<j>, 0, 3, <
	eor	T.16b, GB(j, $1).16b, GC(j, $1).16b
	shl	GB(j, $1).4s, T.4s, #eval(32 - $2)
	sri	GB(j, $1).4s, T.4s, #$2>)>)

dnl STEP(r, diag): the four G of round R's column or diagonal step,
dnl side by side; G j takes message words 8 diag + 2 j and + 1 of the
dnl round's schedule.
define(<STEP>, <forloop(<j>, 0, 3, <
	ADD_MSG(GA(j), MSG_WORD($1, eval(8 * $2 + 2 * j)))>)	C a += m[x]
forloop(<j>, 0, 3, <
	add	GA(j).4s, GA(j).4s, GB(j, $2).4s>)	C a += b
forloop(<j>, 0, 3, <
	eor	GD(j, $2).16b, GD(j, $2).16b, GA(j).16b>)
forloop(<j>, 0, 3, <
	rev32	GD(j, $2).8h, GD(j, $2).8h>)		C d = (d ^ a) rotated right by 16
forloop(<j>, 0, 3, <
	add	GC(j, $2).4s, GC(j, $2).4s, GD(j, $2).4s>)	C c += d
	ROTATE_B($2, 12)
forloop(<j>, 0, 3, <
	ADD_MSG(GA(j), MSG_WORD($1, eval(8 * $2 + 2 * j + 1)))>)	C a += m[y]
forloop(<j>, 0, 3, <
	add	GA(j).4s, GA(j).4s, GB(j, $2).4s>)	C a += b
forloop(<j>, 0, 3, <
	eor	GD(j, $2).16b, GD(j, $2).16b, GA(j).16b>)
forloop(<j>, 0, 3, <
	tbl	GD(j, $2).16b, {GD(j, $2).16b}, ROT8.16b>)	C d = (d ^ a) rotated right by 8
forloop(<j>, 0, 3, <
	add	GC(j, $2).4s, GC(j, $2).4s, GD(j, $2).4s>)	C c += d
	ROTATE_B($2, 7)>)

dnl LOAD_LANE(lane, ptr): the block at PTR into lane LANE of the
dnl message registers, words 12..15 into v28-v31 for now; PTR moves on
dnl by 64 bytes.
define(<LOAD_LANE>, <
	ld4	{v0.s, v1.s, v2.s, v3.s}[$1], [$2], #16
	ld4	{v4.s, v5.s, v6.s, v7.s}[$1], [$2], #16
	ld4	{v8.s, v9.s, v10.s, v11.s}[$1], [$2], #16
	ld4	{v28.s, v29.s, v30.s, v31.s}[$1], [$2], #16>)

PROLOGUE(_symcrypt_blake3_hash_many)
	cbz	N, .Lnothing
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	sub	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset FRAME_SIZE>)

	adrp	CONST, .Lconst
	add	CONST, CONST, :lo12:.Lconst
	ldr	QREG(ROT8), [CONST, #64]
	ldr	COUNTERW, [KC, #32]			C the first counter
	ldr	TMPW, [KC, #36]
	orr	COUNTER, COUNTER, TMP, lsl #32
	sbfx	STEP_MASK, x5, #24, #1		C bit 24 of FLAGS
	ubfx	LAST_FLAGS, FLAGS, #16, #8

.Lgroup:
	C COUNT = min(N, 4)
	mov	COUNT, #4
	cmp	N, COUNT
	csel	COUNT, N, COUNT, lo
	C lane i reads input min(i, COUNT - 1): the pointers are read
	C one after the other, INPUTS moving past the group's
	ldr	P0, [INPUTS], #8
	mov	P1, P0
	mov	P2, P0
	mov	P3, P0
	cmp	COUNT, #2
	b.lo	.Lpointers
	ldr	P1, [INPUTS], #8
	mov	P2, P1
	mov	P3, P1
	cmp	COUNT, #3
	b.lo	.Lpointers
	ldr	P2, [INPUTS], #8
	mov	P3, P2
	cmp	COUNT, #4
	b.lo	.Lpointers
	ldr	P3, [INPUTS], #8
.Lpointers:
	C lane i's counter: COUNTER + i, or COUNTER if bit 24 of FLAGS
	C is clear; low words, then high words with the carry
	ldr	QREG(v16), [CONST, #80]		C 0, 1, 2, 3
	dup	v17.4s, STEP_MASKW
	and	v16.16b, v16.16b, v17.16b
	dup	v18.4s, COUNTERW
	lsr	TMP, COUNTER, #32
	dup	v19.4s, TMPW
	add	v18.4s, v18.4s, v16.4s
	cmhi	v17.4s, v16.4s, v18.4s		C all ones where the add wrapped
	sub	v19.4s, v19.4s, v17.4s
	stp	QREG(v18), QREG(v19), [sp, #CTR_OFFSET]

	C the key words in every lane
	ld4r	{v16.4s, v17.4s, v18.4s, v19.4s}, [KC]
	add	TMP, KC, #16
	ld4r	{v20.4s, v21.4s, v22.4s, v23.4s}, [TMP]

	C the first block's flags
	and	TMPW, FLAGS, #0xff
	ubfx	BFLAGS, FLAGS, #8, #8
	orr	BFLAGS, BFLAGS, TMPW
	mov	LEFT, BLOCKS
	cbz	LEFT, .Lstore

.Lblock:
	C this block's flags in TMPW: every block's and the first's
	C (BFLAGS: the first's or every block's), the last's
	cmp	LEFT, #1
	csel	TMPW, LAST_FLAGS, wzr, eq
	orr	TMPW, BFLAGS, TMPW
	and	BFLAGS, FLAGS, #0xff		C for the blocks after this one

	C the message (v24-v31 are free between blocks)
	LOAD_LANE(0, P0)
	LOAD_LANE(1, P1)
	LOAD_LANE(2, P2)
	LOAD_LANE(3, P3)
	mov	v12.16b, v28.16b
	mov	v15.16b, v29.16b
	stp	q30, q31, [sp]

	C v8..v15 of the state: the IV's first words, the counters, the
	C length, the flags
	ld1	{v24.4s, v25.4s, v26.4s, v27.4s}, [CONST]
	ldp	q28, q29, [sp, #CTR_OFFSET]
	movi	v30.4s, #64
	dup	v31.4s, TMPW

forloop(<r>, 0, 6, <
	C round r
	STEP(r, 0)
	STEP(r, 1)>)

	C the next chaining value: v[j] ^ v[8 + j]
forloop(<j>, 0, 7, <
	eor	S(j).16b, S(j).16b, S(eval(8 + j)).16b>)
	subs	LEFT, LEFT, #1
	b.ne	.Lblock

.Lstore:
	C the chaining value of each of the group's inputs, words 0..3
	C and 4..7 of its lane
	st4	{v16.s, v17.s, v18.s, v19.s}[0], [OUT], #16
	st4	{v20.s, v21.s, v22.s, v23.s}[0], [OUT], #16
forloop(<lane>, 1, 3, <
	cmp	COUNT, #lane
	b.eq	.Lstored
	st4	{v16.s, v17.s, v18.s, v19.s}[lane], [OUT], #16
	st4	{v20.s, v21.s, v22.s, v23.s}[lane], [OUT], #16>)
.Lstored:
	C the next group: COUNTER + COUNT (if it grows)
	and	TMP, COUNT, STEP_MASK
	add	COUNTER, COUNTER, TMP
	subs	N, N, COUNT
	b.ne	.Lgroup

	C no key material is left in the frame: it held message words
	C and counters only
	add	sp, sp, #FRAME_SIZE
	CFI(<.cfi_adjust_cfa_offset -FRAME_SIZE>)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lnothing:
	ret
EPILOGUE(_symcrypt_blake3_hash_many)

	RODATA
	.p2align 4
.Lconst:
	C the IV's first four words (SHA-256's, the specification, table 1),
	C each in four lanes
	.word	0x6a09e667, 0x6a09e667, 0x6a09e667, 0x6a09e667
	.word	0xbb67ae85, 0xbb67ae85, 0xbb67ae85, 0xbb67ae85
	.word	0x3c6ef372, 0x3c6ef372, 0x3c6ef372, 0x3c6ef372
	.word	0xa54ff53a, 0xa54ff53a, 0xa54ff53a, 0xa54ff53a
	C ROT8: byte i of each word takes byte (i + 1) mod 4 (little-endian)
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
	C the lanes' counter offsets
	.word	0, 1, 2, 3
