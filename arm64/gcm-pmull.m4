dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): pmull/gcm-encrypt.asm, pmull/gcm-hash-keystream.asm, pmull_sha3/gcm-encrypt.asm, pmull_sha3/gcm-hash-keystream.asm.
dnl arm64/gcm-pmull.m4 -- what GCM's one-pass functions with the ARMv8
dnl AES and PMULL instructions share: the table of powers, the hash of a
dnl block cut into pieces that follow the AES rounds of counter blocks,
dnl the reduction likewise, the last blocks' hash, and the two
dnl functions themselves.  Their files in arm64/pmull_sha3 (HWCAP_SHA3
dnl as well) define GCM_EOR3 first: three-way sums become one EOR3
dnl each (the reduction's two, and the last key with the data in
dnl gcm_encrypt), the only difference between the two forms.
dnl
dnl Registers: the round keys in v(31 - NR) .. v31 (arm64/aes.m4), the
dnl counter blocks in v0 .. v7, the hash in v8 .. v15 and the counter
dnl in v16: no room for the powers of H.  They wait on the stack with
dnl RBIT applied (GCM's bit order turned into the plain one, as in
dnl ghash-blocks.asm), each beside its Karatsuba sum h0 + h1, so that
dnl one LDP a block loads both.  The general registers and the frame
dnl (KEYS, NR, COUNTER_STATE, PREV: the blocks to hash, N, TP, FRAME)
dnl are each function's, defined at the start of GCM_ENCRYPT and
dnl GCM_HASH_KEYSTREAM, whose code also names x8 .. x11 as scratch.

define(<LO>, <v8>)		C the sums of the products: low,
define(<HI>, <v9>)		C high
define(<MID>, <v10>)		C and middle; between turns the hash value
define(<X>, <v11>)		C a block to hash
define(<H>, <v12>)		C a power of H
define(<K>, <v13>)		C its Karatsuba sum (lane 0); 0x87 in REDUCE
define(<T>, <v14>)
define(<S>, <v15>)
define(<CTR>, <v16>)		C the counter block, words in host order

dnl The stack from sp: row j (0 .. 7) of the table at 32 j, H^(8 - j)
dnl and its Karatsuba sum; then 0x87 in both lanes (x^128 modulo the
dnl polynomial) and the counter step (0, 0, 0, 1).
define(<POLY_AT>, <256>)
define(<ONE_AT>, <272>)

dnl HASH(j, piece, block, row): the piece (0 .. 7) of the hash of block
dnl J of a turn, loaded from BLOCK, times the power of H and its
dnl Karatsuba sum at ROW, added to LO, HI, MID (set for J = 0, which
dnl also adds the hash value MID to the block).  A piece is at most two
dnl instructions.
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
dnl MID), the middle's part below x^128.  With GCM_EOR3 the middle term
dnl is one EOR3 and so is the last sum; pieces 1 and 8 are empty.
define(<REDUCE>, <ifelse(
$1, 0, <ldr	QREG(K), [sp, #POLY_AT]
	ifdef(<GCM_EOR3>, <eor3	MID.16b, MID.16b, LO.16b, HI.16b>,
	<eor	MID.16b, MID.16b, LO.16b>)>,
$1, 1, <ifdef(<GCM_EOR3>, , <eor	MID.16b, MID.16b, HI.16b>)>,
$1, 2, <pmull2	T.1q, HI.2d, K.2d>,
$1, 3, <eor	MID.16b, MID.16b, T.16b>,
$1, 4, <ext	T.16b, MID.16b, MID.16b, #8>,
$1, 5, <eor	S.16b, HI.16b, T.16b>,
$1, 6, <pmull	S.1q, S.1d, K.1d
	movi	X.2d, #0>,
$1, 7, <ext	T.16b, X.16b, MID.16b, #8>,
$1, 8, <ifdef(<GCM_EOR3>, , <eor	LO.16b, LO.16b, T.16b>)>,
$1, 9, <ifdef(<GCM_EOR3>, <eor3	MID.16b, LO.16b, T.16b, S.16b>,
	<eor	MID.16b, LO.16b, S.16b>)>)>)

dnl WORK(which, piece): piece PIECE of the hash of block WHICH of the
dnl 128 bytes at PREV, of REDUCE for WHICH R, or nothing.
define(<WORK>, <ifelse($1, , , $1, R, <REDUCE($2)>,
	<HASH($1, $2, <[PREV, #eval(16 * $1)]>, <[sp, #eval(32 * $1)]>)>)>)

dnl ROUND(key, which, blocks): a round with KEY on v0 .. v<BLOCKS - 1>
dnl (8 or 4), the eight pieces of WORK(which) after the AESE and AESMC
dnl of the blocks, one or two after each.
define(<ROUND>, <forloop(<blk>, 0, eval($3 - 1), <
	aese	v<>blk.16b, $1.16b
	aesmc	v<>blk.16b, v<>blk.16b
	ifelse($3, 8, <WORK($2, blk)>, <WORK($2, eval(2 * blk))
	WORK($2, eval(2 * blk + 1))>)>)>)

dnl COUNTERS(blocks): v0 .. v<BLOCKS - 1> the next counter blocks.
define(<COUNTERS>, <
	ldr	QREG(T), [sp, #ONE_AT]
	forloop(<blk>, 0, eval($1 - 1), <
	rev32	v<>blk.16b, CTR.16b
	add	CTR.4s, CTR.4s, T.4s>)>)

dnl ROUNDS(blocks, hash): AES on v0 .. v<BLOCKS - 1> (8 or 4), the
dnl last key not yet added; with HASH 1, the eight blocks at PREV
dnl (which advances by 128) hashed into MID between the rounds common
dnl to every key size (block j in the round with key k(NR - 9 + j)),
dnl and the sum reduced in the last two.  The rounds the longer keys add come first, entered by
dnl bits 2 and 1 of NR (10, 12 or 14): one branch for AES-128.
define(<ROUNDS>, <
	tbz	NR, #2, 3f
	tbz	NR, #1, 4f
	AES_ROUND(e, v17, 0, eval($1 - 1))
	AES_ROUND(e, v18, 0, eval($1 - 1))
4:	AES_ROUND(e, v19, 0, eval($1 - 1))
	AES_ROUND(e, v20, 0, eval($1 - 1))
3:	forloop(<row>, 0, 7, <
	ROUND(v<>eval(21 + row), ifelse($2, 1, row), $1)>)
	ROUND(v29, ifelse($2, 1, R), $1)
	forloop(<blk>, 0, eval($1 - 1), <
	aese	v<>blk.16b, v30.16b
	ifelse($2, 1, <ifelse(blk, 0, <REDUCE(8)>, blk, 1, <REDUCE(9)>,
	       blk, 2, <add	PREV, PREV, #128>)>)>)>)

dnl GCM_ENTER: d8 .. d15 saved, FRAME bytes of stack, the round keys
dnl loaded, the table made, the counter block in CTR and the hash value
dnl in MID.
define(<GCM_ENTER>, <
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	sub	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	AES_LOAD_KEYS(KEYS, NR)
	C H^1 .. H^8 follow the last round key; KEYS is left at the third
	C last.
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
	rbit	MID.16b, MID.16b>)

dnl GCM_HASH_LAST: the N (1 .. 8) blocks at PREV times H^N .. H^1 (rows
dnl 8 - N on), the hash value MID added to the first, into MID; PREV
dnl advances, N ends at 0, v0 is zero.
define(<GCM_HASH_LAST>, <
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
	REDUCE(p)>)>)

dnl GCM_LEAVE: the counter block and the hash value stored, the FRAME
dnl bytes of stack wiped and freed, d8 .. d15 restored.
define(<GCM_LEAVE>, <
	rev32	CTR.16b, CTR.16b
	st1	{CTR.16b}, [COUNTER_STATE]
	rbit	MID.16b, MID.16b
	str	QREG(MID), [COUNTER_STATE, #16]
	movi	v0.2d, #0
	forloop(<i>, 0, eval(FRAME / 32 - 1), <
	stp	q0, q0, [sp, #eval(32 * i)]>)
	add	sp, sp, #FRAME
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)>)

dnl TURN(hash): eight counter blocks from CTR on (which advances by 8)
dnl encrypted, XORed with the 128 bytes at SRC and stored at DST, both
dnl advanced; with HASH 1, the eight blocks at PREV hashed between the
dnl rounds into MID, PREV advanced.
define(<TURN>, <
	COUNTERS(8)
	ROUNDS(8, $1)
	ifdef(<GCM_EOR3>, , <forloop(<blk>, 0, 7, <
	eor	v<>blk.16b, v<>blk.16b, v31.16b>)>)
	ld1	{v11.16b, v12.16b, v13.16b, v14.16b}, [SRC], #64
	forloop(<blk>, 0, 3, <
	LAST_ADD(v<>blk, v<>eval(blk + 11))>)
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [DST], #64
	ld1	{v11.16b, v12.16b, v13.16b, v14.16b}, [SRC], #64
	forloop(<blk>, 4, 7, <
	LAST_ADD(v<>blk, v<>eval(blk + 7))>)
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [DST], #64>)

dnl LAST_ADD(block, data): the DATA added to the BLOCK, and with
dnl GCM_EOR3 the last round key too (without, TURN has added it).
define(<LAST_ADD>, <ifdef(<GCM_EOR3>,
	<eor3	$1.16b, $1.16b, v31.16b, $2.16b>,
	<eor	$1.16b, $1.16b, $2.16b>)>)

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

dnl GCM_ENCRYPT: the function _symcrypt_gcm_encrypt (arguments in
dnl gcm-encrypt.asm): the counter blocks encrypted a turn of eight
dnl ahead of their hash, the last 1 to 127 bytes through the buffer.
dnl The stack: the table above, then the buffer of the last bytes.
define(<GCM_ENCRYPT>, <
define(<KEYS>, <x0>)dnl
define(<NR>, <w1>)dnl
define(<COUNTER_STATE>, <x2>)dnl
define(<LENGTH>, <x3>)dnl
define(<DST>, <x4>)dnl
define(<SRC>, <x5>)dnl
define(<PREV>, <x6>)dnl		the ciphertext to hash, of the previous turn
define(<OUT>, <x7>)dnl		DST while the last bytes are in the buffer
define(<N>, <x8>)dnl		the blocks of the last turn
define(<TP>, <x12>)dnl		a row of the table
define(<BUF>, <288>)dnl
define(<FRAME>, <416>)dnl
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
EPILOGUE(_symcrypt_gcm_encrypt)>)

dnl GCM_HASH_KEYSTREAM: the function _symcrypt_gcm_hash_keystream
dnl (arguments in gcm-hash-keystream.asm): eight blocks hashed and four
dnl of keystream made a turn, then the last ones.  The stack: the table
dnl above.
define(<GCM_HASH_KEYSTREAM>, <
define(<KEYS>, <x0>)dnl
define(<NR>, <w1>)dnl
define(<COUNTER_STATE>, <x2>)dnl
define(<BLOCKS>, <x3>)dnl
define(<KEYSTREAM>, <x4>)dnl
define(<PREV>, <x5>)dnl		the ciphertext to hash
define(<N>, <x8>)dnl
define(<TP>, <x12>)dnl
define(<FRAME>, <288>)dnl
PROLOGUE(_symcrypt_gcm_hash_keystream)
	cbz	BLOCKS, .Lreturn
	GCM_ENTER
	subs	BLOCKS, BLOCKS, #8
	b.lo	.Lrest
.Lturn:
	COUNTERS(4)
	ROUNDS(4, 1)
	forloop(<blk>, 0, 3, <
	eor	v<>blk.16b, v<>blk.16b, v31.16b>)
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [KEYSTREAM], #64
	subs	BLOCKS, BLOCKS, #8
	b.hs	.Lturn

	C The last 1 to 7 blocks hashed, then half as many counter blocks.
.Lrest:
	adds	BLOCKS, BLOCKS, #8
	b.eq	.Ldone
	mov	N, BLOCKS
	GCM_HASH_LAST
	lsr	BLOCKS, BLOCKS, #1
	cbz	BLOCKS, .Ldone
	ldr	QREG(T), [sp, #ONE_AT]
5:	rev32	v0.16b, CTR.16b
	add	CTR.4s, CTR.4s, T.4s
	AES_ROUNDS(e, NR, 0, 0)
	st1	{v0.16b}, [KEYSTREAM], #16
	subs	BLOCKS, BLOCKS, #1
	b.ne	5b

.Ldone:
	GCM_LEAVE
.Lreturn:
	ret
EPILOGUE(_symcrypt_gcm_hash_keystream)>)
