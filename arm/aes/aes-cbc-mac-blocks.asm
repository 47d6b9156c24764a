dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-cbc-mac-blocks.asm -- the CBC-MAC chain (CMAC's, AES-SIV's
C S2V) with the ARMv8 crypto extension in AArch32 (AESE, AESMC;
C HWCAP2_AES).

C void _symcrypt_aes_cbc_mac_blocks(const uint8_t *keys, unsigned nr,
C                                   uint8_t *x, size_t blocks,
C                                   const uint8_t *src)
C Why: the C twin calls aes_encrypt_blocks once a block, which loads
C the round keys again and stores and reloads the chain.  Here the
C chain stays in q0 and every key the rounds need stays in a register
C for the whole call.  AESE adds its key first, so round 1 takes as its
C key the next block XOR k0 XOR kNR (q1), made beside the rounds from
C k0 XOR kNR (q2); the chain register holds M XOR kNR, the last key
C not added, which that key cancels.  So k0 and kNR need no register
C of their own, and k1 .. k(NR - 1) fit in q3 .. q15 even for
C AES-256: k(NR - 1) in q15, kj in q(16 - NR + j).  A block of the
C chain is its rounds alone, NR AESE and NR - 1 AESMC.
C
C Measured (guest instructions under qemu-arm 7.2 -cpu max, 2026-11-29;
C doc/aes-arm.md, "CCM and the CBC-MAC chain with the crypto
C extension"): AES-128-CMAC of 16 KiB 1.63 a byte, 0.37 times main's
C 4.44 (the C twin over aes-encrypt-blocks.asm) and 0.13 times OpenSSL
C 3.0.20's 12.22; this function 25 a block: the 19 AESE and AESMC, the
C load and the VEOR of the next block, 2 for the key size, 2 of loop.

	ARCH_CRYPTO

define(<KEYS>, <r0>)
define(<NR>, <r1>)
define(<X>, <r2>)
define(<BLOCKS>, <r3>)
define(<SRC>, <r4>)
define(<KEYP>, <r12>)	C walks the keys; left at kNR

dnl CBC_MAC_REST: rounds 2 to NR of the chain in q0 with the keys k1
dnl .. k(NR - 1) in q(16 - NR + 1) .. q15, entered by NR; the last key
dnl not added.
define(<CBC_MAC_REST>, <
	cmp	NR, #12
	blo	1f
	beq	2f
	aese.8	q0, q3
	aesmc.8	q0, q0
	aese.8	q0, q4
	aesmc.8	q0, q0
2:	aese.8	q0, q5
	aesmc.8	q0, q0
	aese.8	q0, q6
	aesmc.8	q0, q0
1:	forloop(<key>, 7, 14, <
	aese.8	q0, q<>key
	aesmc.8	q0, q0>)
	aese.8	q0, q15>)

PROLOGUE(_symcrypt_aes_cbc_mac_blocks)
	cmp	BLOCKS, #0
	bxeq	lr
	PUSH(r4)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ldr	SRC, [sp, #68]
	C k1 .. k(NR - 1) into q(16 - NR + 1) .. q15, by the key size
	add	KEYP, KEYS, #16
	cmp	NR, #12
	blo	1f
	beq	2f
	vld1.8	{d6, d7, d8, d9}, [KEYP]!
2:	vld1.8	{d10, d11, d12, d13}, [KEYP]!
1:	vld1.8	{d14, d15}, [KEYP]!
	vld1.8	{d16, d17, d18, d19}, [KEYP]!
	vld1.8	{d20, d21, d22, d23}, [KEYP]!
	vld1.8	{d24, d25, d26, d27}, [KEYP]!
	vld1.8	{d28, d29, d30, d31}, [KEYP]!
	C q2 = k0 XOR kNR; q1 = block 0 XOR k0, the first round's key
	C (the chain does not lack kNR yet); q0 = the chain
	vld1.8	{d0, d1}, [KEYS]
	vld1.8	{d2, d3}, [KEYP]
	veor	q2, q0, q1
	vld1.8	{d2, d3}, [SRC]!
	veor	q1, q1, q0
	vld1.8	{d0, d1}, [X]
	subs	BLOCKS, BLOCKS, #1
	beq	8f
.Lnext:
	C A block with one after it: round 1, then the next one's round-1
	C key (the next block XOR k0 XOR kNR, which also adds this block's
	C last key), then this block's other rounds
	aese.8	q0, q1
	aesmc.8	q0, q0
	vld1.8	{d2, d3}, [SRC]!
	veor	q1, q1, q2
	CBC_MAC_REST
	subs	BLOCKS, BLOCKS, #1
	bne	.Lnext
8:	C The last block, then its last key
	aese.8	q0, q1
	aesmc.8	q0, q0
	CBC_MAC_REST
	vld1.8	{d2, d3}, [KEYP]
	veor	q0, q0, q1
	vst1.8	{d0, d1}, [X]
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4)
	bx	lr
EPILOGUE(_symcrypt_aes_cbc_mac_blocks)
