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
C other on each 4 KiB chunk, so that the AES pipe and the PMULL pipe
C idle in turn.  Here a turn encrypts eight counter blocks and, after
C each block's AESE and AESMC of its rounds, runs a piece of the hash
C of the previous turn's eight ciphertext blocks: block j of them in
C the round with key k(NR - 10 + j + 1), times H^(8 - j) (Karatsuba,
C three PMULL, as in ghash-blocks.asm), the sum reduced once in the
C last two rounds.  The rounds the longer keys add come first, without
C hash work.
C
C Registers: the round keys in v(31 - NR) .. v31 as arm64/aes.m4 loads
C them, the eight blocks in v0 .. v7, the hash in v8 .. v15 and the
C counter in v16: no room for the powers of H.  They wait on the stack
C with RBIT applied and beside each its Karatsuba sum h0 + h1, one LDP
C a block; the table is wiped on return.  The last 1 to 127 bytes run
C a whole turn in a buffer on the stack (wiped too), of which only
C their blocks are hashed and counted.
C
C Predicted and counted: doc/aes-arm64.md.

dnl void _symcrypt_gcm_encrypt(const uint8_t *key, unsigned nr,
dnl                            uint8_t *counter_state, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)
dnl KEY: the round keys, then H^1 .. H^8 in GCM's byte order;
dnl COUNTER_STATE: the counter block, then the hash value.

INCLUDE_SRC(<arm64/aes.m4>)dnl

define(<KEYS>, <x0>)
define(<NR>, <w1>)
define(<COUNTER_STATE>, <x2>)
define(<LENGTH>, <x3>)
define(<DST>, <x4>)
define(<SRC>, <x5>)
define(<PREV>, <x6>)		C the ciphertext of the previous turn
define(<OUT>, <x7>)		C DST while the last bytes are in the buffer
define(<N>, <x8>)		C the blocks of the last turn
define(<TP>, <x12>)		C a row of the table

define(<LO>, <v8>)		C the sums of the products: low,
define(<HI>, <v9>)		C high
define(<MID>, <v10>)		C and middle; between turns the hash value
define(<X>, <v11>)		C a ciphertext block
define(<H>, <v12>)		C a power of H
define(<K>, <v13>)		C its Karatsuba sum (lane 0); 0x87 in REDUCE
define(<T>, <v14>)
define(<S>, <v15>)
define(<CTR>, <v16>)		C the counter block, words in host order

dnl The stack: row j (0 .. 7) of the table, at 32 j, is H^(8 - j) and
dnl its Karatsuba sum; then 0x87 in both lanes, the counter step (0, 0,
dnl 0, 1) and the buffer of the last bytes.
define(<POLY_AT>, <256>)
define(<ONE_AT>, <272>)
define(<BUF>, <288>)
define(<FRAME>, <416>)

dnl HASH(j, piece, block, row): the piece (0 .. 7) of the hash of
dnl ciphertext block J of a turn, loaded from BLOCK, times the power of
dnl H and its Karatsuba sum at ROW, added to LO, HI, MID (set for J =
dnl 0, which also adds the hash value MID to the block).  A piece is at
dnl most two instructions, to follow one block's AESE and AESMC.
define(<HASH>, <ifelse(
$2, 0, <ldr	QREG(X), $3>,
$2, 1, <ldp	QREG(H), QREG(K), $4>,
$2, 2, <rbit	X.16b, X.16b>,
$2, 3, <ifelse($1, 0, <eor	X.16b, X.16b, MID.16b>)>,
$2, 4, <pmull	ifelse($1, 0, LO, T).1q, X.1d, H.1d
	ext	S.16b, X.16b, X.16b, #8>,
$2, 5, <pmull2	ifelse($1, 0, HI, H).1q, X.2d, H.2d
	eor	S.16b, S.16b, X.16b>,
$2, 6, <pmull	ifelse($1, 0, MID, K).1q, S.1d, K.1d
	ifelse($1, 0, , <eor	LO.16b, LO.16b, T.16b>)>,
$2, 7, <ifelse($1, 0, , <eor	HI.16b, HI.16b, H.16b
	eor	MID.16b, MID.16b, K.16b>)>)>)

dnl REDUCE(piece): the piece (0 .. 9) of MID = LO + MID x^64 + HI
dnl x^128 reduced modulo x^128 + x^7 + x^2 + x + 1, MID first made the
dnl Karatsuba middle term.  With the sum's 64-bit words D0 .. D3: D3
dnl x^192 is D3 * 0x87 x^64, added to the middle; then D2 (lane 0 of S
dnl in piece 5) x^128 is D2 * 0x87; piece 7 makes (0, the low half of
dnl MID), the middle's part below x^128.
define(<REDUCE>, <ifelse(
$1, 0, <ldr	QREG(K), [sp, #POLY_AT]
	eor	MID.16b, MID.16b, LO.16b>,
$1, 1, <eor	MID.16b, MID.16b, HI.16b>,
$1, 2, <pmull2	T.1q, HI.2d, K.2d>,
$1, 3, <eor	MID.16b, MID.16b, T.16b>,
$1, 4, <ext	T.16b, MID.16b, MID.16b, #8>,
$1, 5, <eor	S.16b, HI.16b, T.16b>,
$1, 6, <pmull	S.1q, S.1d, K.1d
	movi	X.2d, #0>,
$1, 7, <ext	T.16b, X.16b, MID.16b, #8>,
$1, 8, <eor	LO.16b, LO.16b, T.16b>,
$1, 9, <eor	MID.16b, LO.16b, S.16b>)>)

dnl ROUND(key, work): a round with KEY on v0 .. v7; after the AESE and
dnl AESMC of block b, piece b of the hash of ciphertext block WORK of
dnl the previous turn, or of REDUCE for WORK R, or nothing.
define(<ROUND>, <forloop(<blk>, 0, 7, <
	aese	v<>blk.16b, $1.16b
	aesmc	v<>blk.16b, v<>blk.16b
	ifelse($2, , , $2, R, <REDUCE(blk)>,
	       <HASH($2, blk, <[PREV, #eval(16 * $2)]>, <[sp, #eval(32 * $2)]>)>)>)>)

dnl TURN(hash): eight counter blocks from CTR on (which advances by 8)
dnl encrypted, XORed with the 128 bytes at SRC and stored at DST, both
dnl advanced; with HASH 1, the eight blocks at PREV hashed between the
dnl rounds into MID.
define(<TURN>, <
	ldr	QREG(T), [sp, #ONE_AT]
	forloop(<blk>, 0, 7, <
	rev32	v<>blk.16b, CTR.16b
	add	CTR.4s, CTR.4s, T.4s>)
	cmp	NR, #12
	b.lo	3f
	b.eq	4f
	AES_ROUND(e, v17, 0, 7)
	AES_ROUND(e, v18, 0, 7)
4:	AES_ROUND(e, v19, 0, 7)
	AES_ROUND(e, v20, 0, 7)
3:	forloop(<row>, 0, 7, <
	ROUND(v<>eval(21 + row), ifelse($1, 1, row))>)
	ROUND(v29, ifelse($1, 1, R))
	forloop(<blk>, 0, 7, <
	aese	v<>blk.16b, v30.16b
	ifelse($1, 1, <ifelse(blk, 0, <REDUCE(8)>, blk, 1, <REDUCE(9)>)>)>)
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
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	sub	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	AES_LOAD_KEYS(KEYS, NR)

	C The table: H^8 .. H^1 (after the last round key; KEYS is left
	C at the third last) bit-reversed in each byte, each with h0 + h1
	C in lane 0.
	add	x9, KEYS, #48
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [x9], #64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [x9]
	forloop(<row>, 0, 7, <
	rbit	H.16b, v<>eval(7 - row).16b
	ext	K.16b, H.16b, H.16b, #8
	eor	K.16b, K.16b, H.16b
	stp	QREG(H), QREG(K), [sp, #eval(32 * row)]>)
	mov	x9, #0x87
	dup	T.2d, x9
	movi	S.2d, #0
	mov	w9, #1
	mov	S.s[3], w9
	stp	QREG(T), QREG(S), [sp, #POLY_AT]

	ld1	{CTR.16b}, [COUNTER_STATE]
	rev32	CTR.16b, CTR.16b
	ldr	QREG(MID), [COUNTER_STATE, #16]
	rbit	MID.16b, MID.16b

	cmp	LENGTH, #128
	b.lo	.Lshort
	TURN(0)
	sub	PREV, DST, #128
	sub	LENGTH, LENGTH, #128
.Lturn:
	cmp	LENGTH, #128
	b.lo	.Lend
	TURN(1)
	sub	PREV, DST, #128
	sub	LENGTH, LENGTH, #128
	b	.Lturn

.Lend:
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

	C The N blocks at PREV times H^N .. H^1 (rows 8 - N on), the hash
	C value added to the first.
.Lhash:
	mov	v0.16b, MID.16b
	movi	LO.2d, #0
	movi	HI.2d, #0
	movi	MID.2d, #0
	mov	x9, #8
	sub	x9, x9, N
	lsl	x9, x9, #5
	add	TP, sp, x9
1:	forloop(<p>, 0, 2, <
	HASH(1, p, <[PREV], #16>, <[TP], #32>)>)
	eor	X.16b, X.16b, v0.16b
	movi	v0.2d, #0
	forloop(<p>, 4, 7, <
	HASH(1, p)>)
	subs	N, N, #1
	b.ne	1b
	forloop(<p>, 0, 9, <
	REDUCE(p)>)

	rev32	CTR.16b, CTR.16b
	st1	{CTR.16b}, [COUNTER_STATE]
	rbit	MID.16b, MID.16b
	str	QREG(MID), [COUNTER_STATE, #16]

	C The table and the buffer wiped (v0 is zero).
	forloop(<i>, 0, 12, <
	stp	q0, q0, [sp, #eval(32 * i)]>)
	add	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lreturn:
	ret
EPILOGUE(_symcrypt_gcm_encrypt)
