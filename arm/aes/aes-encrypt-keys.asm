dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-encrypt-keys.asm -- the AES encryption key schedule
C (FIPS 197, 5.2) with the ARMv8 AES instructions in AArch32
C (HWCAP2_AES), for 128-, 192- and 256-bit keys.
C
C void _symcrypt_aes_encrypt_keys(uint8_t *keys, unsigned nr,
C                                 const uint8_t *key)
C
C Why: the C twin runs SubWord through the bitsliced S-box, as long as
C the encryption of a few blocks; AES-GCM-SIV expands a new key for
C every message.  Here SubWord is one AESE: with the word in all four
C columns ShiftRows moves nothing, and a zero round key leaves
C SubBytes alone; with the four columns alike, a VEXT of the whole
C vector by one byte is RotWord.  For 128- and 256-bit keys a round key
C is one q register, the chain w[i] = w[i - nk] ^ w[i - 1] of its words
C two VEXT and two VEOR.  192-bit keys, whose six words a step do not
C fill whole vectors, take the schedule's word loop in general
C registers (VDUP for the columns).  Every branch depends on the key
C size and the word's place only.
C
C The round keys are stored as the C twin stores them: word i of
C FIPS 197 at KEYS + 4 i, its bytes in order (a little-endian load
C makes byte 0 the low byte, so RotWord is a rotation right by 8 and
C the round constant goes into the low byte).  Every register that
C held a key word is cleared.
C
C Guest instructions under qemu-arm -cpu max (qemu 7.2, the
C qemu-icount plugin; 2026-11-29), an AES-128 key: 188 here, 6874 for
C the C twin.  The rest: doc/aes-arm.md, section "AES-GCM-SIV".

define(<KEYS>, <r0>)		C where the next word goes
define(<NR>, <r1>)
define(<KEY>, <r2>)
define(<LEFT>, <r3>)		C the steps or words still to make
define(<RCON>, <r12>)		C the round constant, in the low byte
define(<W>, <r1>)		C 192: the last word made (after NR)
define(<J>, <r2>)		C 192: i mod 6 (after KEY)
define(<OLD>, <r4>)		C 192: word i - 6

define(<V>, <q0>)		C SubWord's word, four times
define(<VLOW>, <d0>)
define(<ZERO>, <q1>)		C the zero round key
define(<A>, <q2>)		C words 4j .. 4j + 3
define(<A3>, <d5[1]>)		C and the last of them
define(<B>, <q3>)		C 256-bit keys: words 4j + 4 .. 4j + 7
define(<B3>, <d7[1]>)
define(<S>, <q8>)		C the shifted words
define(<R>, <q9>)		C the round constant in each column

dnl SPREAD(x): X = X ^ X << 32 ^ X << 64 ^ X << 96, word i the XOR of
dnl words 0 .. i.  S is lost.
define(<SPREAD>, <
	vext.8	S, ZERO, $1, #12
	veor	$1, $1, S		C word i ^ word i - 1
	vext.8	S, ZERO, $1, #8
	veor	$1, $1, S>)

dnl NEXT_RCON: RCON times x modulo x^8 + x^4 + x^3 + x + 1.
define(<NEXT_RCON>, <
	lsl	RCON, RCON, #1
	tst	RCON, #0x100
	eorne	RCON, RCON, #0x1b
	and	RCON, RCON, #0xff>)

dnl STEP_ROT(x, w): the next four words into X from X and the word W
dnl (a d-register lane, the last word made): SubWord, RotWord and the
dnl round constant; stored.
define(<STEP_ROT>, <
	vdup.32	V, $2			C w[i - 1], four times
	aese.8	V, ZERO			C SubWord
	vext.8	V, V, V, #1		C RotWord
	vdup.32	R, RCON
	veor	V, V, R
	SPREAD($1)
	veor	$1, $1, V
	vst1.8	{$1}, [KEYS]!
	NEXT_RCON>)

	ARCH_CRYPTO

PROLOGUE(_symcrypt_aes_encrypt_keys)
	PUSH(r4, lr)
	vmov.i8	ZERO, #0
	mov	RCON, #1
	cmp	NR, #12
	beq	.L192
	vld1.8	{A}, [KEY]!
	vst1.8	{A}, [KEYS]!
	mov	LEFT, #10
	cmp	NR, #14
	beq	.L256
.L128:					C round keys 1 .. 10
	STEP_ROT(A, A3)
	subs	LEFT, LEFT, #1
	bne	.L128
	b	.Lclear

.L256:
	vld1.8	{B}, [KEY]
	vst1.8	{B}, [KEYS]!
	mov	LEFT, #7
.Lpair:					C words 8j .. 8j + 7
	STEP_ROT(A, B3)
	subs	LEFT, LEFT, #1
	beq	.Lclear
	vdup.32	V, A3			C SubWord of word 8j + 3 only
	aese.8	V, ZERO
	SPREAD(B)
	veor	B, B, V
	vst1.8	{B}, [KEYS]!
	b	.Lpair

.L192:					C six words a step
	vld1.8	{d4, d5, d6}, [KEY]	C words 0 .. 5: the key
	vst1.8	{d4, d5, d6}, [KEYS]!
	vmov.32	W, d6[1]
	mov	J, #0
	mov	LEFT, #46		C words 6 .. 51
.Lword:					C word i from W = word i - 1
	cmp	J, #0
	bne	.Ladd
	vdup.32	V, W			C i mod 6 = 0: SubWord
	aese.8	V, ZERO
	vmov.32	W, VLOW[0]
	ror	W, W, #8		C RotWord
	eor	W, W, RCON
	NEXT_RCON
.Ladd:
	ldr	OLD, [KEYS, #-24]	C word i - 6
	eor	W, W, OLD
	str	W, [KEYS], #4
	add	J, J, #1
	cmp	J, #6
	moveq	J, #0
	subs	LEFT, LEFT, #1
	bne	.Lword

.Lclear:
	vmov.i8	V, #0			C the key words cleared
	vmov.i8	A, #0
	vmov.i8	B, #0
	vmov.i8	S, #0
	mov	W, #0
	mov	OLD, #0
	POP(r4, pc)
EPILOGUE(_symcrypt_aes_encrypt_keys)
