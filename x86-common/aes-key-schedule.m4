dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/ and x86_64/): x86/aesni/aes-encrypt-keys.asm, x86_64/aesni/aes-encrypt-keys.asm.
dnl x86-common/aes-key-schedule.m4 -- the AES encryption key schedule
dnl (FIPS 197, 5.2) with AESKEYGENASSIST, the same instructions in 32-
dnl and 64-bit code: AES_ENCRYPT_KEYS is the body of
dnl _symcrypt_aes_encrypt_keys(uint8_t *keys, unsigned nr,
dnl const uint8_t *key) after its arguments are in the registers the
dnl includer names KEYS, NR and KEY.
dnl
dnl The round keys are stored as the C twin stores them: word i of
dnl FIPS 197 at KEYS + 4 i, its bytes in order (the byte order of the
dnl key itself).  Every register that held a key word is cleared.

define(<A>, <%xmm0>)		C words 4j .. 4j + 3 (nk = 4, 8), 6j .. 6j + 3 (nk = 6)
define(<B>, <%xmm1>)		C the words after them: 4 (nk = 8), 2 (nk = 6)
define(<T>, <%xmm2>)		C AESKEYGENASSIST's result, broadcast
define(<S>, <%xmm3>)		C the shifted words

dnl SPREAD(x): X = X ^ X << 32 ^ X << 64 ^ X << 96, word i the XOR of
dnl words 0 .. i (the chain w[i] = w[i - nk] ^ w[i - 1] within a
dnl register).  S is lost.
define(<SPREAD>, <
	movdqa	$1, S
	pslldq	<$>4, S
	pxor	S, $1
	pslldq	<$>4, S
	pxor	S, $1
	pslldq	<$>4, S
	pxor	S, $1>)

dnl STEP128(rcon, k): the round key K from A, into A and KEYS + 16 K.
define(<STEP128>, <
	aeskeygenassist <$>$1, A, T
	pshufd	<$>0xff, T, T		C RotWord(SubWord(w3)) ^ rcon, four times
	SPREAD(A)
	pxor	T, A
	movdqu	A, eval(16 * $2)(KEYS)>)

dnl STEP192(rcon, j, last): words 6j .. 6j + 5 from the six before them
dnl (A, the low half of B), to KEYS + 24 j; only the first four when
dnl LAST is 1 (the schedule ends at word 51).
define(<STEP192>, <
	aeskeygenassist <$>$1, B, T
	pshufd	<$>0x55, T, T		C RotWord(SubWord(w5)) ^ rcon
	SPREAD(A)
	pxor	T, A
	movdqu	A, eval(24 * $2)(KEYS)
	ifelse($3, 1, , <
	movdqa	B, S			C w4' = w4 ^ w3', w5' = w5 ^ w4'
	pslldq	<$>4, S
	pxor	S, B
	pshufd	<$>0xff, A, T
	pxor	T, B
	movq	B, eval(24 * $2 + 16)(KEYS)>)>)

dnl STEP256(rcon, j, last): words 8j .. 8j + 7 from the eight before
dnl them (A, B), to KEYS + 32 j; only the first four when LAST is 1
dnl (the schedule ends at word 59).
define(<STEP256>, <
	aeskeygenassist <$>$1, B, T
	pshufd	<$>0xff, T, T		C RotWord(SubWord(w7)) ^ rcon
	SPREAD(A)
	pxor	T, A
	movdqu	A, eval(32 * $2)(KEYS)
	ifelse($3, 1, , <
	aeskeygenassist <$>0, A, T
	pshufd	<$>0xaa, T, T		C SubWord(w3'), no rotation
	SPREAD(B)
	pxor	T, B
	movdqu	B, eval(32 * $2 + 16)(KEYS)>)>)

dnl AES_ENCRYPT_KEYS: the schedule for NR 10, 12 or 14, then ret.
define(<AES_ENCRYPT_KEYS>, <	movdqu	(KEY), A
	movdqu	A, (KEYS)
	cmp	<$>12, NR
	je	.L192
	ja	.L256
	STEP128(0x01, 1)
	STEP128(0x02, 2)
	STEP128(0x04, 3)
	STEP128(0x08, 4)
	STEP128(0x10, 5)
	STEP128(0x20, 6)
	STEP128(0x40, 7)
	STEP128(0x80, 8)
	STEP128(0x1b, 9)
	STEP128(0x36, 10)
	jmp	.Ldone

.L192:
	movq	16(KEY), B
	movq	B, 16(KEYS)
	STEP192(0x01, 1, 0)
	STEP192(0x02, 2, 0)
	STEP192(0x04, 3, 0)
	STEP192(0x08, 4, 0)
	STEP192(0x10, 5, 0)
	STEP192(0x20, 6, 0)
	STEP192(0x40, 7, 0)
	STEP192(0x80, 8, 1)
	jmp	.Ldone

.L256:
	movdqu	16(KEY), B
	movdqu	B, 16(KEYS)
	STEP256(0x01, 1, 0)
	STEP256(0x02, 2, 0)
	STEP256(0x04, 3, 0)
	STEP256(0x08, 4, 0)
	STEP256(0x10, 5, 0)
	STEP256(0x20, 6, 0)
	STEP256(0x40, 7, 1)

.Ldone:
	C The key words leave no register.
	pxor	A, A
	pxor	B, B
	pxor	T, T
	pxor	S, S
	ret>)dnl
