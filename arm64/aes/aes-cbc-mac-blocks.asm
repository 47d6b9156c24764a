dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aes-cbc-mac-blocks.asm -- the CBC-MAC chain (CMAC's) with
C the ARMv8 AES instructions (AESE, AESMC; HWCAP_AES).
C
C Why: the C twin calls aes_encrypt_blocks once a block, which loads the
C round keys again and stores and reloads the chain.  Here the keys
C stay in v17 .. v31 (arm64/aes.m4) and a block waits only on the
C rounds of the block before: AESE adds its key first, so the first
C round of the next block takes the next block XOR round key 0 XOR the
C last round key as its key, made while the rounds run, and the last
C key's EOR and the chaining EOR leave the chain.
C Contract: src/functions.def (aes_cbc_mac_blocks); counted:
C doc/aes-arm64.md, "The CBC-MAC chain".

dnl void _symcrypt_aes_cbc_mac_blocks(const uint8_t *keys, unsigned nr,
dnl                                   uint8_t *x, size_t blocks,
dnl                                   const uint8_t *src)

INCLUDE_SRC(<arm64/aes.m4>)dnl
dnl CBC_MAC_REST: rounds 2 to NR of the chain in v0 (keys 1 .. NR - 1,
dnl entered by NR in w1), the last key not added.
define(<CBC_MAC_REST>, <
	cmp	w1, #12
	b.lo	3f
	b.eq	4f
	AES_ROUND(e, v18, 0, 0)
	AES_ROUND(e, v19, 0, 0)
4:	AES_ROUND(e, v20, 0, 0)
	AES_ROUND(e, v21, 0, 0)
3:	forloop(<key>, 22, 29, <AES_ROUND(e, v<>key, 0, 0)>)
	aese	v0.16b, v30.16b>)

	.file "aes-cbc-mac-blocks.asm"
	ARCH_AES

PROLOGUE(_symcrypt_aes_cbc_mac_blocks)
	cbz	x3, 9f
	C v3 = round key 0, then the keys; v2 = key 0 XOR the last key
	ld1	{v3.16b}, [x0]
	AES_LOAD_KEYS(x0, w1)
	eor	v2.16b, v3.16b, v31.16b
	C v0 = the chain; v1 = the first block XOR key 0, round 1's key
	ld1	{v0.16b}, [x2]
	ld1	{v1.16b}, [x4], #16
	eor	v1.16b, v1.16b, v3.16b
	subs	x3, x3, #1
	b.eq	8f
1:	C A block with one after it: round 1, the next one's round-1 key
	C (next block XOR v2, which adds this block's last key too)
	ld1	{v4.16b}, [x4], #16
	aese	v0.16b, v1.16b
	aesmc	v0.16b, v0.16b
	eor	v1.16b, v4.16b, v2.16b
	CBC_MAC_REST
	subs	x3, x3, #1
	b.ne	1b
8:	C The last block, then its last key
	aese	v0.16b, v1.16b
	aesmc	v0.16b, v0.16b
	CBC_MAC_REST
	eor	v0.16b, v0.16b, v31.16b
	st1	{v0.16b}, [x2]
9:	ret
EPILOGUE(_symcrypt_aes_cbc_mac_blocks)
