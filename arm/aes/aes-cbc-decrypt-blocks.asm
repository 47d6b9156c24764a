dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-cbc-decrypt-blocks.asm -- CBC decryption with the ARMv8
C crypto extension in AArch32 (AESD, AESIMC; HWCAP2_AES), four blocks
C a turn, in one pass.

C void _symcrypt_aes_cbc_decrypt_blocks(const uint8_t *keys, unsigned nr,
C                                       uint8_t *iv, size_t blocks,
C                                       uint8_t *dst, const uint8_t *src)
C Why: the C twin copies the ciphertext aside, runs aes_decrypt_blocks
C and XORs in a second pass; here the XOR follows the rounds in the
C same turn, and DST may be SRC without a copy (AES_CBC_DECRYPT
C below).  Counted: doc/aes-arm.md, "CBC decryption".

	ARCH_CRYPTO
INCLUDE_SRC(<arm/aes.m4>)
dnl AES_CBC_DECRYPT(iv, blocks, dst, src, keyp): CBC decryption of BLOCKS
dnl blocks, four a turn, then one at a time; IV is left at the last
dnl ciphertext block.  The keys are r0, the rounds r1, and q8 .. q15
dnl loaded (the decryption keys).  Uses q0 .. q6.
dnl
dnl q6 holds the ciphertext block before the turn's first.  After the
dnl rounds, KEYP (free again) reads the turn's ciphertext back into q4
dnl and q5, two blocks at a time, for the XOR and the next q6; every load
dnl of a turn comes before its stores: DST may be SRC.
define(<AES_CBC_DECRYPT>, <
	vld1.8	{d12, d13}, [$1]
	subs	$2, $2, #4
	blo	6f
5:	vld1.8	{d0, d1, d2, d3}, [$4]!
	vld1.8	{d4, d5, d6, d7}, [$4]!
	AES_ROUNDS(d, r0, r1, $5, 0, 3)
	sub	$5, $4, #64
	vld1.8	{d8, d9, d10, d11}, [$5]!
	veor	q0, q0, q6
	veor	q1, q1, q4
	veor	q2, q2, q5
	vld1.8	{d8, d9, d10, d11}, [$5]
	veor	q3, q3, q4
	vmov	q6, q5
	vst1.8	{d0, d1, d2, d3}, [$3]!
	vst1.8	{d4, d5, d6, d7}, [$3]!
	subs	$2, $2, #4
	bhs	5b
6:	adds	$2, $2, #4
	beq	8f
7:	vld1.8	{d0, d1}, [$4]!
	AES_ROUNDS(d, r0, r1, $5, 0, 0)
	sub	$5, $4, #16
	vld1.8	{d8, d9}, [$5]
	veor	q0, q0, q6
	vmov	q6, q4
	vst1.8	{d0, d1}, [$3]!
	subs	$2, $2, #1
	bne	7b
8:	vst1.8	{d12, d13}, [$1]>)

PROLOGUE(_symcrypt_aes_cbc_decrypt_blocks)
	PUSH(r4, r5)
	VPUSH(d8, d9, d10, d11, d12, d13)
	ldr	r4, [sp, #56]		C dst
	ldr	r5, [sp, #60]		C src
	AES_LOAD_KEYS(r0, r1, r12)
	AES_CBC_DECRYPT(r2, r3, r4, r5, r12)
	VPOP(d8, d9, d10, d11, d12, d13)
	POP(r4, r5)
	bx	lr
EPILOGUE(_symcrypt_aes_cbc_decrypt_blocks)
