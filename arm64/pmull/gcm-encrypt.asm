dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/pmull/gcm-encrypt.asm -- GCM encryption and its hash in one
C loop with the ARMv8 AES and PMULL instructions (HWCAP_AES and
C HWCAP_PMULL; the folder's feature pmull implies aes), eight blocks a
C turn.
C
C Why: the C twin runs aes_ctr32_blocks and ghash_blocks one after the
C other on each 4 KiB chunk, so that the AES and the PMULL instructions
C take turns.  Here a turn encrypts eight counter blocks and, after
C each block's AESE and AESMC of a round, runs a piece of the hash of
C the previous turn's eight ciphertext blocks: block j in the round
C with key k(NR - 9 + j), times H^(8 - j) (Karatsuba, three PMULL, as
C in ghash-blocks.asm), the sum reduced once in the last two rounds
C (arm64/gcm-pmull.m4, with the table of powers on the stack, wiped on
C return).  The last 1 to 127 bytes run a whole turn in a buffer on
C the stack (wiped too), of which only their blocks are hashed and
C counted.
C
C Predicted (llvm-mca 14, AES-128, cycles a 16-byte block; no AArch64
C hardware here): cortex-a72 22.9 (the two passes 26.7), cortex-a53
C 91.1 (111.9), apple-m1 22.7 (24.2).  Counted (qemu-aarch64 -cpu
C cortex-a72, guest instructions, gcc 12 -O2, 2026-11-26): AES-128-GCM
C seal of 16 KiB 2.30 a byte (the two passes 2.18; OpenSSL 3.0 2.90).
C doc/aes-arm64.md.

dnl void _symcrypt_gcm_encrypt(const uint8_t *key, unsigned nr,
dnl                            uint8_t *counter_state, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)
dnl KEY: the round keys, then H^1 .. H^8 in GCM's byte order;
dnl COUNTER_STATE: the counter block, then the hash value.

INCLUDE_SRC(<arm64/aes.m4>)dnl
INCLUDE_SRC(<arm64/gcm-pmull.m4>)dnl

define(<KEYS>, <x0>)
define(<NR>, <w1>)
define(<COUNTER_STATE>, <x2>)
define(<LENGTH>, <x3>)
define(<DST>, <x4>)
define(<SRC>, <x5>)
define(<PREV>, <x6>)		C the ciphertext to hash, of the previous turn
define(<OUT>, <x7>)		C DST while the last bytes are in the buffer
define(<N>, <x8>)		C the blocks of the last turn
define(<TP>, <x12>)		C a row of the table

dnl The stack: the table of arm64/gcm-pmull.m4, then the buffer of the
dnl last bytes.
define(<BUF>, <288>)
define(<FRAME>, <416>)

dnl TURN(hash): eight counter blocks from CTR on (which advances by 8)
dnl encrypted, XORed with the 128 bytes at SRC and stored at DST, both
dnl advanced; with HASH 1, the eight blocks at PREV hashed between the
dnl rounds into MID, PREV advanced.
define(<TURN>, <
	COUNTERS(8)
	ROUNDS(8, $1)
	forloop(<blk>, 0, 7, <
	eor	v<>blk.16b, v<>blk.16b, v31.16b>)
	ld1	{v11.16b, v12.16b, v13.16b, v14.16b}, [SRC], #64
	forloop(<blk>, 0, 3, <
	eor	v<>blk.16b, v<>blk.16b, v<>eval(blk + 11).16b>)
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [DST], #64
	ld1	{v11.16b, v12.16b, v13.16b, v14.16b}, [SRC], #64
	forloop(<blk>, 4, 7, <
	eor	v<>blk.16b, v<>blk.16b, v<>eval(blk + 7).16b>)
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [DST], #64>)

dnl COPY(dst, src): the first LENGTH bytes (fewer than 128) of SRC to
dnl DST, by 16 and then by one.
define(<COPY>, <
	mov	x10, #0
5:	add	x11, x10, #16
	cmp	x11, LENGTH
	b.hi	6f
	ldr	q0, [$2, x10]
	str	q0, [$1, x10]
	mov	x10, x11
	b	5b
6:	cmp	x10, LENGTH
	b.hs	7f
	ldrb	w11, [$2, x10]
	strb	w11, [$1, x10]
	add	x10, x10, #1
	b	6b
7:>)

dnl FILL_BUF: the buffer = the last LENGTH bytes of SRC, zeros after
dnl them; OUT keeps DST, and SRC and DST point to the buffer.
define(<FILL_BUF>, <
	movi	v0.2d, #0
	add	x9, sp, #BUF
	forloop(<i>, 0, 3, <
	stp	q0, q0, [x9, #eval(32 * i)]>)
	mov	OUT, DST
	COPY(x9, SRC)
	mov	SRC, x9
	mov	DST, x9>)

	.file "gcm-encrypt.asm"
	ARCH_PMULL

PROLOGUE(_symcrypt_gcm_encrypt)
	cbz	LENGTH, .Lreturn
	GCM_ENTER

	cmp	LENGTH, #128
	b.lo	.Lshort
	mov	PREV, DST
	TURN(0)
	C LENGTH counts the bytes after the next turn's.
	subs	LENGTH, LENGTH, #256
	b.lo	.Lend
.Lturn:
	TURN(1)
	subs	LENGTH, LENGTH, #128
	b.hs	.Lturn

.Lend:
	add	LENGTH, LENGTH, #128
	mov	N, #8
	cbz	LENGTH, .Lhash

	C The last 1 to 127 bytes go through the buffer; after a whole
	C turn, with its hash.
	FILL_BUF
	TURN(1)
	b	.Llast
.Lshort:
	FILL_BUF
	TURN(0)

	C The buffer holds LENGTH bytes of ciphertext in N blocks: the
	C counter moved back to the block after them, the rest of their
	C last block zeroed, the ciphertext copied to OUT.
.Llast:
	add	N, LENGTH, #15
	lsr	N, N, #4
	mov	w9, #8
	sub	w9, w9, w8
	mov	w10, CTR.s[3]
	sub	w10, w10, w9
	mov	CTR.s[3], w10
	add	PREV, sp, #BUF
	mov	x10, LENGTH
	lsl	x11, N, #4
8:	cmp	x10, x11
	b.hs	9f
	strb	wzr, [PREV, x10]
	add	x10, x10, #1
	b	8b
9:	COPY(OUT, PREV)

	C The last N blocks at PREV hashed.
.Lhash:
	GCM_HASH_LAST
	GCM_LEAVE
.Lreturn:
	ret
EPILOGUE(_symcrypt_gcm_encrypt)
