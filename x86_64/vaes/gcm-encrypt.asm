dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/gcm-encrypt.asm -- GCM encryption and its hash in one
C loop, eight blocks a turn, with 256-bit VAES and VPCLMULQDQ.
C
C Why: seal ran aes_ctr32_blocks and then ghash_blocks over each 4 KiB
C chunk: the ciphertext went to memory and back, and each call set up
C its table of powers again.  Here a turn encrypts sixteen counter
C blocks on eight registers (the rounds of x86_64/m4/aes-vaes.m4) and
C stores the ciphertext, which the next turn reads back and hashes
C between its rounds, a pair of blocks after each of rounds 1 to 8, the
C reduction (x86_64/m4/ghash-vaes.m4) after round 9.  The powers
C H^9 .. H^16 (the key holds H^1 .. H^8) are made once a call, for
C calls of 4 KiB or more.  On Zen 3 the simple vector operations take
C the AES pipes about half the time, and one reduction for sixteen
C blocks saves a product and five of them a 128 bytes; with four
C registers AES-256's chain of fourteen rounds (56 cycles) would bound
C a turn of 128 bytes (doc/x86_64-aes.md, "gcm_encrypt on Zen 3,
C sixteen blocks a turn").  Past the last whole sixteen blocks, and in
C shorter calls, a turn of eight blocks keeps its ciphertext in
C registers to be hashed by the next such turn, between its rounds 1 to
C 5.  The products are
C Karatsuba's, three a block, the sums of the powers' halves made once
C a call.  On Zen 3 a 256-bit VPCLMULQDQ takes an AES pipe for two
C cycles, and the simple vector operations beside the rounds take
C those pipes too (doc/x86_64-aes.md, "gcm_encrypt on Zen 3").  The
C last 1 to 127 bytes are encrypted in BUF; the ciphertext is copied
C out, and back into a zeroed BUF to be hashed with zeros after it.
C
C Needs AVX2, VAES and VPCLMULQDQ.

dnl void _symcrypt_gcm_encrypt(const uint8_t *key, unsigned nr,
dnl                            uint8_t *counter_state, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)
dnl KEY: the round keys, then H^1 .. H^8; COUNTER_STATE: the counter
dnl block, then the hash value.

INCLUDE_SRC(<x86_64/m4/aes-vaes.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-vaes.m4>)dnl

define(<CTR>, <%rdx>)		C the counter, then the hash value
define(<LENGTH>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<OUT>, <%rbx>)		C DST while the last bytes are in BUF
define(<COUNTER>, <%ymm9>)	C byte-reversed counters c, c + 1
define(<LOW32>, <%r11d>)	C in whole turns, the low byte of c
define(<LOW>, <%r11b>)
define(<CT>, <%ymm<>eval($1 + 5)>)	C the last turn's ciphertext, CT(0) .. CT(3)
define(<PAIR>, <%ymm15>)	C in turns of sixteen blocks (in GBSWAP's
				C register), a pair of the last turn's blocks

dnl The stack: the table of powers, then at 256 BUF, 128 bytes, at 384
dnl FOLDS, 128 bytes (PAIR_PRODUCTS), and for turns of sixteen blocks
dnl at 512 HIGH, the powers H^16 .. H^9 as the table has H^8 .. H^1,
dnl and at 640 their FOLDS.  When the hash is done BUF holds the last
dnl ciphertext bytes and zeros.
define(<FRAME>, <768>)
define(<BUF>, <256>)
define(<FOLDS>, <384>)
define(<HIGH>, <512>)
define(<HIGH_FOLDS>, <640>)

dnl BUF_ZERO: BUF zeroed (and GX(0)).
define(<BUF_ZERO>, <
	vpxor	GX(0), GX(0), GX(0)
	forloop(<j>, 0, 3, <
	vmovdqu	GX(0), BUF+32*j<>(%rsp)>)>)

dnl COPY(dst, src, length, index, next, byte, byte8): the LENGTH < 128
dnl bytes at SRC to DST, by 16 bytes and then by one.  INDEX and NEXT
dnl are scratch registers, BYTE a 32-bit one and BYTE8 its low byte;
dnl uses GX(0).
define(<COPY>, <
	xor	$4, $4
1:	lea	16($4), $5
	cmp	$3, $5
	ja	2f
	vmovdqu	($2, $4), XMM(GX(0))
	vmovdqu	XMM(GX(0)), ($1, $4)
	mov	$5, $4
	jmp	1b
2:	cmp	$3, $4
	jae	3f
	movzbl	($2, $4), $6
	mov	$7, ($1, $4)
	inc	$4
	jmp	2b
3:>)

dnl LOAD_BUF: GX(0) .. GX(3) = the blocks of BUF, byte-reversed.
define(<LOAD_BUF>, <forloop(<j>, 0, 3, <
	vmovdqu	BUF+32*j<>(%rsp), GX(j)
	vpshufb	GBSWAP, GX(j), GX(j)>)>)

dnl HASH_PAIR(j): PAIR_PRODUCTS of CT(J), byte-reversed first, with the
dnl powers H^(8 - 2j) and H^(7 - 2j).
define(<HASH_PAIR>, <
	vpshufb	GBSWAP, CT($1), CT($1)
	PAIR_PRODUCTS(ifelse($1, 0, 1, 0), CT($1), 32*$1, FOLDS+32*$1)>)

dnl HASH_PAIR16(j): PAIR_PRODUCTS of pair J of the last turn of sixteen
dnl blocks, the 256 bytes before DST, read into PAIR and byte-reversed
dnl (the pattern from memory: PAIR is GBSWAP's register), with the
dnl powers H^(16 - 2j) and H^(15 - 2j).
define(<HASH_PAIR16>, <
	vmovdqu	eval(32 * $1 - 256)(DST), PAIR
	vpshufb	.Lbswap32(%rip), PAIR, PAIR
	PAIR_PRODUCTS(ifelse($1, 0, 1, 0), PAIR, ifelse(eval($1 / 4), 0,
	<HIGH+32*$1, HIGH_FOLDS+32*$1>, <32*($1 - 4), FOLDS+32*($1 - 4)>))>)

dnl HASH_STEP(i): the hash of the last turn's ciphertext, CT(0) .. CT(3),
dnl after round I of the next turn: a pair after each of rounds 1 to 4,
dnl the reduction into Y after round 5.
define(<HASH_STEP>, <ifelse($1, 1, <HASH_PAIR(0)>, $1, 2, <HASH_PAIR(1)>,
	$1, 3, <HASH_PAIR(2)>, $1, 4, <HASH_PAIR(3)>, $1, 5, <MIDDLE
	GHASH_REDUCE>)>)

dnl HASH_STEP16(i): the hash of the last turn's sixteen blocks after
dnl round I of a turn of sixteen: a pair after each of rounds 1 to 8,
dnl the reduction into Y after round 9.
define(<HASH_STEP16>, <ifelse($1, 9, <MIDDLE
	GHASH_REDUCE>, <HASH_PAIR16(eval($1 - 1))>)>)

dnl COUNTERS: X(0) .. X(3) = the next eight counter blocks, from
dnl COUNTER byte-reversed (.Ltail).
define(<COUNTERS>, <
	vmovdqa	COUNTER, X(0)
	forloop(<j>, 1, 3, <
	vpaddd	.Lpairs+32*j<>(%rip), COUNTER, X(j)>)
	forloop(<j>, 0, 3, <
	vpshufb	GBSWAP, X(j), X(j)>)>)

dnl COUNTERS_BE: X(0) .. X(LAST_X) = the next 2 W counter blocks, from
dnl COUNTER as blocks (whole turns), and COUNTER moved on by 2 W.
dnl While c's last byte, LOW, is below 255 - 2 W (so that c + 2 W + 1,
dnl the next turn's second lane, does not carry out of it), the steps
dnl are added to that byte of the blocks as they are; else the blocks
dnl are byte-reversed, added to and reversed again, as COUNTERS does.
dnl The fast way saves W VPSHUFB a turn.  BSWAP is the pattern: GBSWAP,
dnl or from memory in turns of sixteen.
define(<BSWAP>, <ifelse(W, 8, <.Lbswap32(%rip)>, <GBSWAP>)>)
define(<COUNTERS_BE>, <
	cmp	<$>eval(255 - 2 * W), LOW
	jae	4f
	vmovdqa	COUNTER, X(0)
	forloop(<j>, 1, LAST_X, <
	vpaddd	.Lpairs_be+32*j<>(%rip), COUNTER, X(j)>)
	vpaddd	.Lpairs_be+32*W<>(%rip), COUNTER, COUNTER
	jmp	5f
4:	vpshufb	BSWAP, COUNTER, X(0)
	forloop(<j>, 1, LAST_X, <
	vpaddd	.Lpairs+32*j<>(%rip), X(0), X(j)>)
	vpaddd	.Lpairs+32*W<>(%rip), X(0), COUNTER
	vpshufb	BSWAP, COUNTER, COUNTER
	forloop(<j>, 0, LAST_X, <
	vpshufb	BSWAP, X(j), X(j)>)
5:	add	<$>eval(2 * W), LOW>)

dnl ENCRYPT_TURN(out, step): the counter blocks X(0) .. X(LAST_X)
dnl encrypted (STEP between the rounds, as for ROUNDS), XORed with the
dnl 32 W bytes at SRC, left in OUT(0) .. OUT(LAST_X) and stored at DST.
define(<ENCRYPT_TURN>, <
	ROUNDS(enc, , <$2>)
	forloop(<j>, 0, LAST_X, <
	vpxor	32*j<>(SRC), X(j), $1(j)
	vmovdqu	$1(j), 32*j<>(DST)>)>)

dnl NEXT_TURN: SRC, DST and LENGTH moved on by a turn.
define(<NEXT_TURN>, <
	add	<$>eval(32 * W), SRC
	add	<$>eval(32 * W), DST
	sub	<$>eval(32 * W), LENGTH>)

dnl SET_LASTKEY: LASTKEY = 16 NR.
define(<SET_LASTKEY>, <
	mov	NR, %eax
	shl	<$>4, %eax
	mov	%rax, LASTKEY>)

	.file "gcm-encrypt.asm"

PROLOGUE(_symcrypt_gcm_encrypt)
	test	LENGTH, LENGTH
	jz	.Lreturn
	PUSH(OUT)
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	vbroadcasti128	.Lbswap(%rip), GBSWAP
	SET_LASTKEY
	lea	16(KEYS, LASTKEY), %rax		C H^1 .. H^8
	GHASH_TABLE256(%rax)
	vmovdqu	16(CTR), XMM(Y)
	vpshufb	XMM(GBSWAP), XMM(Y), XMM(Y)
	vbroadcasti128	(CTR), COUNTER
	vpshufb	GBSWAP, COUNTER, COUNTER
	vpaddd	.Lfirst(%rip), COUNTER, COUNTER

	cmp	<$>128, LENGTH
	jb	.Ltail
	FOLDS_TABLE
	vmovd	XMM(COUNTER), LOW32
	vpshufb	GBSWAP, COUNTER, COUNTER	C as blocks, until .Lhash
	cmp	<$>4096, LENGTH
	jb	.Leight
	HIGH_TABLE
pushdef(<W>, <8>)dnl
	C Turns of sixteen blocks, each hashing the last one's from DST.
	COUNTERS_BE
	ENCRYPT_TURN(<X>)
	NEXT_TURN
.Lsixteen:
	cmp	<$>256, LENGTH
	jb	.Lsixteen_hash
	COUNTERS_BE
	ENCRYPT_TURN(<X>, <HASH_STEP16>)
	NEXT_TURN
	jmp	.Lsixteen
.Lsixteen_hash:
	forloop(<i>, 1, 9, <HASH_STEP16(i)>)
	vpxor	GX(0), GX(0), GX(0)		C H^9 .. H^16 wiped
	forloop(<j>, 0, 7, <
	vmovdqu	GX(0), HIGH+32*j<>(%rsp)>)
popdef(<W>)dnl
	vbroadcasti128	.Lbswap(%rip), GBSWAP
	cmp	<$>128, LENGTH
	jae	.Leight
	vpshufb	GBSWAP, COUNTER, COUNTER
	jmp	.Ltail
.Leight:
	COUNTERS_BE
	ENCRYPT_TURN(<CT>)
	NEXT_TURN
	C Each turn hashes the last one's ciphertext between its rounds.
.Lturn:
	cmp	<$>128, LENGTH
	jb	.Lhash
	COUNTERS_BE
	ENCRYPT_TURN(<CT>, <HASH_STEP>)
	NEXT_TURN
	jmp	.Lturn
.Lhash:
	vpshufb	GBSWAP, COUNTER, COUNTER
	forloop(<j>, 0, 3, <HASH_PAIR(j)>)
	MIDDLE
	GHASH_REDUCE

	C The last 1 to 127 bytes: SRC copied into BUF, encrypted there, the
	C ciphertext copied to OUT and from there into BUF again, zeros
	C after it; its n blocks hashed with the powers from 16 (8 - n) on.
.Ltail:
	test	LENGTH, LENGTH
	jz	.Ldone
	mov	DST, OUT
	lea	BUF<>(%rsp), DST
	BUF_ZERO
	COPY(DST, SRC, LENGTH, %rax, %r11, %r10d, %r10b)
	mov	DST, SRC
	SET_LASTKEY
	COUNTERS
	ENCRYPT_TURN(<X>)
	COPY(OUT, SRC, LENGTH, %rax, %r11, %r10d, %r10b)
	BUF_ZERO
	COPY(DST, OUT, LENGTH, %rax, %r11, %r10d, %r10b)
	LOAD_BUF
	lea	15(LENGTH), %rax
	shr	<$>4, %rax
	vmovd	%eax, XMM(GT)
	vpermq	<$>0x44, GT, GT
	vpaddd	GT, COUNTER, COUNTER
	shl	<$>4, %rax
	neg	%rax
	add	<$>128, %rax
	GHASH_TURN(%rax)

.Ldone:
	vpshufb	XMM(GBSWAP), XMM(Y), XMM(Y)
	vmovdqu	XMM(Y), 16(CTR)
	vpshufb	XMM(GBSWAP), XMM(COUNTER), XMM(COUNTER)
	vmovdqu	XMM(COUNTER), (CTR)
	GHASH_WIPE
	forloop(<j>, 0, 3, <
	vmovdqu	GX(0), FOLDS+32*j<>(%rsp)>)
	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POP(OUT)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_gcm_encrypt)

GHASH_RODATA256
	.p2align 5
C The counters of the lanes of the first register, and the steps
C from them to those of register j (a turn of W registers: j < W) and
C to the next turn (j = W, 4 or 8).
.Lfirst:
	.long 0, 0, 0, 0, 1, 0, 0, 0
.Lpairs:
	forloop(<j>, 0, 8, <
	.long eval(2 * j), 0, 0, 0, eval(2 * j), 0, 0, 0>)
C The same steps added to the blocks' last byte.
.Lpairs_be:
	forloop(<j>, 0, 8, <
	.long 0, 0, 0, eval(2 * j * 16777216), 0, 0, 0, eval(2 * j * 16777216)>)
C GBSWAP's pattern in both lanes, for the turns of sixteen.
.Lbswap32:
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
	.byte 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
