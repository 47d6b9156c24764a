dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): aes/aes-encrypt-blocks.asm, aes/aes-decrypt-blocks.asm, aes/aes-cbc-decrypt-blocks.asm, aes/aes-cbc-mac-blocks.asm, aes/aes-kw-wrap.asm, aes/aes-kw-unwrap.asm, aes/aes-ctr32-blocks.asm, aes/aes-ctr32le-blocks.asm, aes/aes-ctr-blocks.asm, aes/xts-encrypt-blocks.asm, aes/xts-decrypt-blocks.asm, aes/ocb-encrypt-blocks.asm, aes/ocb-decrypt-blocks.asm, aes/ccm-encrypt-blocks.asm, aes/ccm-decrypt-blocks.asm, pmull/gcm-encrypt.asm, pmull/gcm-hash-keystream.asm, pmull_sha3/gcm-encrypt.asm, pmull_sha3/gcm-hash-keystream.asm.
dnl arm64/aes.m4 -- AES rounds with the ARMv8 AES instructions, the
dnl round keys in registers, and the CTR loop with GCM's inc32.
dnl
dnl The round keys k0 .. kNR sit at v(31 - NR) .. v31 (AES-128 v21 ..
dnl v31, AES-192 v19 .. v31, AES-256 v17 .. v31), so that the last
dnl rounds are the same registers for every key size and a key size
dnl only changes where the rounds start.

dnl AES_LOAD_KEYS(keys, nr): the NR + 1 round keys at KEYS (which
dnl advances) into v(31 - NR) .. v31.
define(<AES_LOAD_KEYS>, <
	cmp	$2, #12
	b.lo	1f
	b.eq	2f
	ld1	{v17.16b, v18.16b}, [$1], #32
2:	ld1	{v19.16b, v20.16b}, [$1], #32
1:	ld1	{v21.16b, v22.16b, v23.16b, v24.16b}, [$1], #64
	ld1	{v25.16b, v26.16b, v27.16b, v28.16b}, [$1], #64
	ld1	{v29.16b, v30.16b, v31.16b}, [$1]>)

dnl AES_ROUND(e|d, key, first, last): one round (AESE and AESMC, or
dnl AESD and AESIMC) with round key KEY on blocks v<first> .. v<last>.
dnl Each AESMC follows its AESE on the same register, the pair that
dnl Cortex-A57, A72 and later cores fuse.
define(<AES_ROUND>, <forloop(<blk>, $3, $4, <
	aes$1	v<>blk.16b, $2.16b
	aes<>ifelse($1, e, mc, imc)	v<>blk.16b, v<>blk.16b>)>)

dnl AES_ROUNDS_BUT_KEY(e|d, nr, first, last): the whole cipher on blocks
dnl v<first> .. v<last> with the keys of AES_LOAD_KEYS but the last
dnl key's addition: NR rounds entered by the key size, the last one
dnl without (Inv)MixColumns.
define(<AES_ROUNDS_BUT_KEY>, <
	cmp	$2, #12
	b.lo	3f
	b.eq	4f
	AES_ROUND($1, v17, $3, $4)
	AES_ROUND($1, v18, $3, $4)
4:	AES_ROUND($1, v19, $3, $4)
	AES_ROUND($1, v20, $3, $4)
3:	forloop(<key>, 21, 29, <AES_ROUND($1, v<>key, $3, $4)>)
	forloop(<blk>, $3, $4, <
	aes$1	v<>blk.16b, v30.16b>)>)

dnl AES_ROUNDS(e|d, nr, first, last): the whole cipher, the last key
dnl added.
define(<AES_ROUNDS>, <AES_ROUNDS_BUT_KEY($1, $2, $3, $4)
	forloop(<blk>, $3, $4, <
	eor	v<>blk.16b, v<>blk.16b, v31.16b>)>)

dnl AES_ECB(name, e|d): the function NAME(keys, nr, blocks, dst, src)
dnl of symcrypt/aes.h's ECB, eight blocks a turn, then one at a time.
define(<AES_ECB>, <
PROLOGUE($1)
	AES_LOAD_KEYS(x0, w1)
	subs	x2, x2, #8
	b.lo	6f
5:	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [x4], #64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [x4], #64
	AES_ROUNDS($2, w1, 0, 7)
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [x3], #64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [x3], #64
	subs	x2, x2, #8
	b.hs	5b
6:	adds	x2, x2, #8
	b.eq	8f
7:	ld1	{v0.16b}, [x4], #16
	AES_ROUNDS($2, w1, 0, 0)
	st1	{v0.16b}, [x3], #16
	subs	x2, x2, #1
	b.ne	7b
8:	ret
EPILOGUE($1)>)

dnl AES_CTR_BLOCK(le, block, counter): BLOCK = the counter block of
dnl COUNTER as AES_CTR32 keeps it.
define(<AES_CTR_BLOCK>, <ifelse($1, 1, <mov	$2.16b, $3.16b>, <rev32	$2.16b, $3.16b>)>)

dnl AES_CTR32(counter, blocks, dst, src[, le]): DST = SRC XOR the
dnl encryptions of BLOCKS counter blocks from the one at COUNTER on,
dnl whose last 32 bits (big-endian) advance modulo 2^32, left at the
dnl block after the last; with LE 1, the first 32 bits (little-endian,
dnl RFC 8452's counter) instead.  BLOCKS counts down to 0 or below; the
dnl keys are loaded.  Uses v0 .. v12 (the caller saves d8 .. d12) and
dnl v16.
dnl
dnl The counter block sits in v16 with its four words in host order
dnl (REV32), so that one vector ADD of v12 = (0, 0, 0, 1) is inc32 and
dnl one REV32 turns it back into a block: two instructions a block.
dnl RFC 8452's counter is word 0 of the block as loaded: v12 = (1, 0,
dnl 0, 0), and a MOV instead of the REV32.
define(<AES_CTR32>, <
	ld1	{v16.16b}, [$1]
	ifelse($5, 1, , <rev32	v16.16b, v16.16b>)
	movi	v12.2d, #0
	mov	w9, #1
	mov	v12.s[ifelse($5, 1, 0, 3)], w9
	subs	$2, $2, #8
	b.lo	6f
5:	forloop(<blk>, 0, 7, <
	AES_CTR_BLOCK($5, v<>blk, v16)
	add	v16.4s, v16.4s, v12.4s>)
	AES_ROUNDS(e, w1, 0, 7)
	ld1	{v8.16b, v9.16b, v10.16b, v11.16b}, [$4], #64
	forloop(<blk>, 0, 3, <
	eor	v<>blk.16b, v<>blk.16b, v<>eval(blk + 8).16b>)
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [$3], #64
	ld1	{v8.16b, v9.16b, v10.16b, v11.16b}, [$4], #64
	forloop(<blk>, 4, 7, <
	eor	v<>blk.16b, v<>blk.16b, v<>eval(blk + 4).16b>)
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [$3], #64
	subs	$2, $2, #8
	b.hs	5b
6:	adds	$2, $2, #8
	b.eq	8f
7:	AES_CTR_BLOCK($5, v0, v16)
	add	v16.4s, v16.4s, v12.4s
	AES_ROUNDS(e, w1, 0, 0)
	ld1	{v8.16b}, [$4], #16
	eor	v0.16b, v0.16b, v8.16b
	st1	{v0.16b}, [$3], #16
	subs	$2, $2, #1
	b.ne	7b
8:	ifelse($5, 1, , <rev32	v16.16b, v16.16b>)
	st1	{v16.16b}, [$1]>)
