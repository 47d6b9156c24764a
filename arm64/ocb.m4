dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): aes/ocb-encrypt-blocks.asm, aes/ocb-decrypt-blocks.asm.
dnl arm64/ocb.m4 -- OCB3 (RFC 7253) on whole blocks with the ARMv8 AES
dnl instructions: the body of ocb_encrypt_blocks and ocb_decrypt_blocks
dnl (OCB_BLOCKS), on the rounds and key registers of arm64/aes.m4.
dnl
dnl Block j's offset is the one before it XOR L_ntz(j).  From a block
dnl number that is a multiple of 8 on, eight blocks a turn: their
dnl offsets are the offset before them XOR L_0, L_1, L_0, L_2, L_0, L_1,
dnl L_0 in turn, and for the eighth L_ntz(i + 8), eight EORs from one
dnl load of L_0 .. L_2 and one of L_ntz(i + 8).  Other blocks (up to
dnl that multiple, and the last 0 .. 7) one at a time.  The block number
dnl i is public (src/functions.def): it chooses which L a block takes
dnl whatever the key and the data; the offsets, the checksum, the keys
dnl and the data take no branch and index nothing.
dnl
dnl Registers: the blocks in v0 .. v7, their offsets in v8 .. v15 (the
dnl offset of the last block done in v15 between turns), the checksum
dnl in v16, the round keys in v17 .. v31.  L_0, L_1, L_2 and L_ntz(i +
dnl 8) are loaded into v0 .. v3 before the blocks.

dnl OCB_BLOCKS(name, e|d): the function NAME(key, nr, state, blocks,
dnl dst, src); E encrypts (the checksum of the plaintext before the
dnl rounds), D decrypts with the decryption keys (the checksum after).
define(<OCB_BLOCKS>, <
PROLOGUE($1)
	cbz	BLOCKS, .Ldone
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	C L_0 at KEY + 32 NR + 64, past both key schedules, L_* and L_$
	mov	w9, NR				C NR zero-extended
	add	LBASE, KEY, x9, lsl <#>5
	add	LBASE, LBASE, <#>64
	ifelse($2, d, <
	C The decryption keys after the encryption ones
	add	KEY, KEY, x9, lsl <#>4
	add	KEY, KEY, <#>16>)
	AES_LOAD_KEYS(KEY, NR)
	ld1	{v15.16b, v16.16b}, [STATE]
	ldr	I, [STATE, <#>32]
.Lnext:
	cbz	BLOCKS, .Lend
	tst	I, <#>7
	b.ne	.Lone
	cmp	BLOCKS, <#>8
	b.lo	.Lone
.Leight:
	C Eight blocks' offsets: L_0 .. L_2 and L_ntz(i + 8), then the chain
	add	x9, I, <#>8
	rbit	x9, x9
	clz	x9, x9
	add	x9, LBASE, x9, lsl <#>4
	ld1	{v0.16b, v1.16b, v2.16b}, [LBASE]
	ld1	{v3.16b}, [x9]
	eor	v8.16b, v15.16b, v0.16b
	eor	v9.16b, v8.16b, v1.16b
	eor	v10.16b, v9.16b, v0.16b
	eor	v11.16b, v10.16b, v2.16b
	eor	v12.16b, v11.16b, v0.16b
	eor	v13.16b, v12.16b, v1.16b
	eor	v14.16b, v13.16b, v0.16b
	eor	v15.16b, v14.16b, v3.16b
	C The blocks read, into the checksum (encryption), their offsets added
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [SRC], <#>64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [SRC], <#>64
	forloop(<j>, 0, 7, <ifelse($2, e, <
	eor	v16.16b, v16.16b, v<>j.16b>)
	eor	v<>j.16b, v<>j.16b, v<>eval(8 + j).16b>)
	AES_ROUNDS_BUT_KEY($2, NR, 0, 7)
	C The last round key and the offsets added, into the checksum
	C (decryption), stored
	forloop(<j>, 0, 7, <
	eor	v<>j.16b, v<>j.16b, v31.16b
	eor	v<>j.16b, v<>j.16b, v<>eval(8 + j).16b>)
	ifelse($2, d, <forloop(<j>, 0, 7, <
	eor	v16.16b, v16.16b, v<>j.16b>)>)
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [DST], <#>64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [DST], <#>64
	add	I, I, <#>8
	sub	BLOCKS, BLOCKS, <#>8
	cmp	BLOCKS, <#>8
	b.hs	.Leight
	b	.Lnext
.Lone:
	C One block: its offset the last one XOR L_ntz(i + 1)
	add	I, I, <#>1
	rbit	x9, I
	clz	x9, x9
	add	x9, LBASE, x9, lsl <#>4
	ld1	{v1.16b}, [x9]
	eor	v15.16b, v15.16b, v1.16b
	ld1	{v0.16b}, [SRC], <#>16
	ifelse($2, e, <eor	v16.16b, v16.16b, v0.16b>)
	eor	v0.16b, v0.16b, v15.16b
	AES_ROUNDS_BUT_KEY($2, NR, 0, 0)
	eor	v0.16b, v0.16b, v31.16b
	eor	v0.16b, v0.16b, v15.16b
	ifelse($2, d, <eor	v16.16b, v16.16b, v0.16b>)
	st1	{v0.16b}, [DST], <#>16
	sub	BLOCKS, BLOCKS, <#>1
	b	.Lnext
.Lend:
	st1	{v15.16b, v16.16b}, [STATE]
	str	I, [STATE, <#>32]
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Ldone:
	ret
EPILOGUE($1)>)
