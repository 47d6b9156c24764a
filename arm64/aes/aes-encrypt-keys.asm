dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aes-encrypt-keys.asm -- the AES encryption key schedule
C (FIPS 197, 5.2) with the ARMv8 AES instructions (HWCAP_AES), for
C 128-, 192- and 256-bit keys.
C
C Why: the C twin runs SubWord through the bitsliced S-box, about as
C long as the encryption of a few blocks; AES-GCM-SIV expands a new key
C for every message.  Here SubWord is one AESE: with the word in all
C four columns ShiftRows moves nothing, and a zero round key leaves
C SubBytes alone.  For 128- and 256-bit keys (GCM-SIV's) a round key
C is one vector: TBL puts RotWord of its last word in all four columns,
C and three EXT and EOR make the chain w[i] = w[i - nk] ^ w[i - 1] of
C its words, 16 instructions a round key.  192-bit keys, whose six
C words a step do not fill whole vectors, take the schedule's word loop
C in general registers (DUP for the columns), about 12 instructions a
C word.  Every branch depends on the key size and the word's place
C only.
C
C The round keys are stored as the C twin stores them: word i of
C FIPS 197 at KEYS + 4 i, its bytes in order (the byte order of the
C key itself; a little-endian load makes byte 0 the low byte, so
C RotWord is a rotation right by 8 and the round constant goes into
C the low byte).  Every register that held a key word is cleared.
C
C Counted: doc/aes-arm64.md, section "AES-GCM-SIV".

dnl void _symcrypt_aes_encrypt_keys(uint8_t *keys, unsigned nr,
dnl                                 const uint8_t *key)

define(<KEYS>, <x0>)		C where the next word goes
define(<NR>, <w1>)
define(<KEY>, <x2>)
define(<LEFT>, <w4>)		C the steps or words still to make
define(<W>, <w5>)		C 192: the last word made
define(<BACK>, <x6>)		C 192: word i - 6
define(<J>, <w7>)		C 192: i mod 6
define(<RCON>, <w8>)		C the round constant, in the low byte
define(<OLD>, <w9>)		C 192: word i - 6, loaded
define(<T>, <w10>)
define(<V>, <v0>)		C SubWord's word, four times
define(<ZERO>, <v1>)		C the zero round key
define(<A>, <v2>)		C words 4j .. 4j + 3
define(<B>, <v3>)		C 256-bit keys: words 4j + 4 .. 4j + 7
define(<S>, <v4>)		C the shifted words
define(<R>, <v5>)		C the round constant in each column
define(<ROT>, <v6>)		C TBL's indices: RotWord of word 3, four times

dnl SUBWORD: W = SubWord(W), through AESE.
define(<SUBWORD>, <
	dup	V.4s, W
	aese	V.16b, ZERO.16b
	umov	W, V.s[0]>)

dnl SPREAD(x): X = X ^ X << 32 ^ X << 64 ^ X << 96, word i the XOR of
dnl words 0 .. i.  S is lost.
define(<SPREAD>, <
	ext	S.16b, ZERO.16b, $1.16b, #12
	eor	$1.16b, $1.16b, S.16b
	ext	S.16b, ZERO.16b, S.16b, #12
	eor	$1.16b, $1.16b, S.16b
	ext	S.16b, ZERO.16b, S.16b, #12
	eor	$1.16b, $1.16b, S.16b>)

dnl NEXT_RCON: RCON times x modulo x^8 + x^4 + x^3 + x + 1.
define(<NEXT_RCON>, <
	lsl	RCON, RCON, #1
	mov	T, #0x11b
	eor	T, RCON, T
	tst	RCON, #0x100
	csel	RCON, T, RCON, ne>)

dnl STEP_ROT(x, y): the next four words into X from X and the last word
dnl of Y (SubWord, RotWord and the round constant), stored.
define(<STEP_ROT>, <
	tbl	V.16b, {$2.16b}, ROT.16b	C RotWord(w[i - 1]), four times
	aese	V.16b, ZERO.16b		C SubWord
	dup	R.4s, RCON
	eor	V.16b, V.16b, R.16b
	SPREAD($1)
	eor	$1.16b, $1.16b, V.16b
	st1	{$1.16b}, [KEYS], #16
	NEXT_RCON>)

	.file "aes-encrypt-keys.asm"
	ARCH_AES

PROLOGUE(_symcrypt_aes_encrypt_keys)
	movi	ZERO.2d, #0
	mov	RCON, #1
	cmp	NR, #12
	b.eq	.Lwords
	mov	T, #0x0e0d		C bytes 13, 14, 15, 12
	movk	T, #0x0c0f, lsl #16
	dup	ROT.4s, T
	ld1	{A.16b}, [KEY], #16
	st1	{A.16b}, [KEYS], #16
	mov	LEFT, #10
	cmp	NR, #14
	b.eq	.L256
.L128:					C round keys 1 .. 10
	STEP_ROT(A, A)
	subs	LEFT, LEFT, #1
	b.ne	.L128
	b	.Lclear

.L256:
	ld1	{B.16b}, [KEY]
	st1	{B.16b}, [KEYS], #16
	mov	LEFT, #7
.Lpair:					C words 8j .. 8j + 7
	STEP_ROT(A, B)
	subs	LEFT, LEFT, #1
	b.eq	.Lclear
	dup	V.4s, A.s[3]		C SubWord of word 8j + 3 only
	aese	V.16b, ZERO.16b
	SPREAD(B)
	eor	B.16b, B.16b, V.16b
	st1	{B.16b}, [KEYS], #16
	b	.Lpair

.Lwords:				C 192-bit keys: six words a step
	mov	LEFT, #46		C words 6 .. 51
	mov	BACK, KEYS
	mov	J, #6
.Lcopy:					C words 0 .. 5: the key
	ldr	W, [KEY], #4
	str	W, [KEYS], #4
	subs	J, J, #1
	b.ne	.Lcopy
.Lword:					C word i from W = word i - 1
	cbnz	J, .Ladd
	SUBWORD				C i mod 6 = 0
	ror	W, W, #8		C RotWord
	eor	W, W, RCON
	NEXT_RCON
.Ladd:
	ldr	OLD, [BACK], #4		C word i - 6
	eor	W, W, OLD
	str	W, [KEYS], #4
	add	J, J, #1
	cmp	J, #6
	csel	J, wzr, J, eq
	subs	LEFT, LEFT, #1
	b.ne	.Lword

.Lclear:
	movi	V.2d, #0		C the key words cleared
	movi	A.2d, #0
	movi	B.2d, #0
	movi	S.2d, #0
	mov	W, #0
	mov	OLD, #0
	ret
EPILOGUE(_symcrypt_aes_encrypt_keys)
