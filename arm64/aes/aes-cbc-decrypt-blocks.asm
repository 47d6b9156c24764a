dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aes-cbc-decrypt-blocks.asm -- CBC decryption with the ARMv8
C AES instructions (AESD, AESIMC; HWCAP_AES), eight blocks a turn, in
C one pass.
C
C Why: the C twin copies the ciphertext aside, runs aes_decrypt_blocks
C and XORs in a second pass.  Here the ciphertext stays in registers
C (DST may be SRC without a copy) and the XOR with the block before is
C the last round key's EOR (AES_CBC_DECRYPT below).
C
C Counted: doc/aes-arm64.md, "CBC decryption".  Not timed on hardware
C (no AArch64 machine here).

dnl void _symcrypt_aes_cbc_decrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                      uint8_t *iv, size_t blocks,
dnl                                      uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<arm64/aes.m4>)dnl
dnl AES_CBC_DECRYPT(iv, blocks, dst, src): CBC decryption of BLOCKS
dnl blocks, eight a turn, then one at a time; IV is left at the last
dnl ciphertext block.  The keys are loaded (the decryption keys).  Uses
dnl v0 .. v16 and x9 (the caller saves d8 .. d15).
dnl
dnl A turn loads its ciphertext twice, into v0 .. v7 to be decrypted and
dnl into v8 .. v15 to be kept: the block before block 0 is v16 (the IV,
dnl then the last turn's v15), before block i v(7 + i).  Those are XORed
dnl with the last round key while the rounds run, so that the last key
dnl and the chaining are one EOR a block.  Every load of a turn comes
dnl before its stores: DST may be SRC.
define(<AES_CBC_DECRYPT>, <
	ld1	{v16.16b}, [$1]
	subs	$2, $2, #8
	b.lo	6f
5:	add	x9, $4, #64
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [$4]
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [x9]
	ld1	{v8.16b, v9.16b, v10.16b, v11.16b}, [$4], #64
	ld1	{v12.16b, v13.16b, v14.16b, v15.16b}, [$4], #64
	eor	v16.16b, v16.16b, v31.16b
	forloop(<blk>, 8, 14, <
	eor	v<>blk.16b, v<>blk.16b, v31.16b>)
	AES_ROUNDS_BUT_KEY(d, w1, 0, 7)
	eor	v0.16b, v0.16b, v16.16b
	forloop(<blk>, 1, 7, <
	eor	v<>blk.16b, v<>blk.16b, v<>eval(blk + 7).16b>)
	mov	v16.16b, v15.16b
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [$3], #64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [$3], #64
	subs	$2, $2, #8
	b.hs	5b
6:	adds	$2, $2, #8
	b.eq	8f
7:	ld1	{v0.16b}, [$4]
	ld1	{v8.16b}, [$4], #16
	eor	v16.16b, v16.16b, v31.16b
	AES_ROUNDS_BUT_KEY(d, w1, 0, 0)
	eor	v0.16b, v0.16b, v16.16b
	mov	v16.16b, v8.16b
	st1	{v0.16b}, [$3], #16
	subs	$2, $2, #1
	b.ne	7b
8:	st1	{v16.16b}, [$1]>)

	.file "aes-cbc-decrypt-blocks.asm"
	ARCH_AES

PROLOGUE(_symcrypt_aes_cbc_decrypt_blocks)
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	AES_LOAD_KEYS(x0, w1)
	AES_CBC_DECRYPT(x2, x3, x4, x5)
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
	ret
EPILOGUE(_symcrypt_aes_cbc_decrypt_blocks)
