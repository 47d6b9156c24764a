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
C four columns (DUP) ShiftRows moves nothing, and a zero round key
C leaves SubBytes alone.  The rest is the schedule's word loop in
C general registers, its branches on the word's place only.
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
define(<NK>, <w3>)		C the key's words: 4, 6 or 8
define(<LEFT>, <w4>)		C the words still to make
define(<W>, <w5>)		C the last word made
define(<BACK>, <x6>)		C word i - NK
define(<J>, <w7>)		C i mod NK
define(<RCON>, <w8>)		C the round constant, in the low byte
define(<OLD>, <w9>)		C word i - NK, loaded
define(<T>, <w10>)
define(<V>, <v0>)		C SubWord's word, four times
define(<ZERO>, <v1>)		C the zero round key

dnl SUBWORD: W = SubWord(W), through AESE.
define(<SUBWORD>, <
	dup	V.4s, W
	aese	V.16b, ZERO.16b
	umov	W, V.s[0]>)

	.file "aes-encrypt-keys.asm"
	ARCH_AES

PROLOGUE(_symcrypt_aes_encrypt_keys)
	sub	NK, NR, #6
	lsl	LEFT, NR, #2
	add	LEFT, LEFT, #4
	sub	LEFT, LEFT, NK		C 4 (NR + 1) - NK
	mov	BACK, KEYS
	mov	J, NK
.Lcopy:					C words 0 .. NK - 1: the key
	ldr	W, [KEY], #4
	str	W, [KEYS], #4
	subs	J, J, #1
	b.ne	.Lcopy
	movi	ZERO.2d, #0
	mov	RCON, #1

.Lword:					C word i from W = word i - 1
	cbnz	J, .Lmiddle
	SUBWORD				C i mod NK = 0
	ror	W, W, #8		C RotWord
	eor	W, W, RCON
	lsl	RCON, RCON, #1		C times x modulo x^8 + x^4 + x^3 + x + 1
	mov	T, #0x11b
	eor	T, RCON, T
	tst	RCON, #0x100
	csel	RCON, T, RCON, ne
	b	.Ladd
.Lmiddle:
	cmp	NK, #8			C 256-bit keys: SubWord at i mod 8 = 4
	ccmp	J, #4, #0, eq
	b.ne	.Ladd
	SUBWORD
.Ladd:
	ldr	OLD, [BACK], #4
	eor	W, W, OLD
	str	W, [KEYS], #4
	add	J, J, #1
	cmp	J, NK
	csel	J, wzr, J, eq
	subs	LEFT, LEFT, #1
	b.ne	.Lword

	movi	V.2d, #0		C the key words cleared
	mov	W, #0
	mov	OLD, #0
	ret
EPILOGUE(_symcrypt_aes_encrypt_keys)
