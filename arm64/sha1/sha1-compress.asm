dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha1/sha1-compress.asm -- SHA-1 compression with the ARMv8 SHA-1
C instructions (HWCAP_SHA1).

C void _symcrypt_sha1_compress(uint32_t *state, size_t blocks,
C                              const uint8_t *data)
C
C Why: sha1c, sha1p and sha1m do four rounds each, sha1h gives the e of
C the next four rounds (a rotated by 30), sha1su0 and sha1su1 four words
C of the message schedule: about 100 instructions per block, against
C some 1060 for gcc's C.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte of
C sha1_update, gcc 12 -O2, 2026-11-22):
C                       64 B   1 KiB  16 KiB
C   C twin                            16.6
C   this file           2.75   1.68   1.61
C   OpenSSL 3.0.x                      1.59
C   Nettle 3.8.1                       2.17
C OpenSSL's loop has the same instructions per block; its update path
C costs about one instruction per block less.

	ARCH_SHA1

define(<STATE>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<KPTR>, <x3>)

define(<ABCD>, <v0>)	C state words a-d
define(<E>, <v<>eval(1 + ($1) % 2)>)	C E(i): e of rounds 4i-4i+3 (v1, v2)
define(<M>, <v<>eval(4 + $1)>)	C M(0)-M(3): 16 words of the schedule
define(<K>, <v<>eval(16 + $1)>)	C K(0)-K(3): a round constant in each lane
define(<WK>, <v20>)	C schedule words plus constant
define(<ABCD0>, <v21>)	C the state at the start of the block
define(<E0>, <v22>)

C QUAD(i, op): rounds 4i-4i+3 with sha1c, sha1p or sha1m, and for i below 16
C the schedule words of rounds 4i+16-4i+19 into M(i mod 4).
define(<QUAD>, <
	add	WK.4s, M(eval($1 % 4)).4s, K(eval($1 / 5)).4s
	sha1h	SREG(E($1 + 1)), SREG(ABCD)
	ifelse(eval($1 / 16), 0, <sha1su0	M(eval($1 % 4)).4s, M(eval(($1 + 1) % 4)).4s, M(eval(($1 + 2) % 4)).4s>)
	$2	QREG(ABCD), SREG(E($1)), WK.4s
	ifelse(eval($1 / 16), 0, <sha1su1	M(eval($1 % 4)).4s, M(eval(($1 + 3) % 4)).4s>)>)

PROLOGUE(_symcrypt_sha1_compress)
	cbz	BLOCKS, .Lnone
	adrp	KPTR, .Lk
	add	KPTR, KPTR, :lo12:.Lk
	ld4r	{K(0).4s, K(1).4s, K(2).4s, K(3).4s}, [KPTR]
	ld1	{ABCD.4s}, [STATE]
	ldr	SREG(E(0)), [STATE, #16]

.Lblock:
	C The message words are big-endian.
	ld1	{M(0).16b, M(1).16b, M(2).16b, M(3).16b}, [DATA], #64
	rev32	M(0).16b, M(0).16b
	rev32	M(1).16b, M(1).16b
	rev32	M(2).16b, M(2).16b
	rev32	M(3).16b, M(3).16b
	mov	ABCD0.16b, ABCD.16b
	mov	E0.16b, E(0).16b
	forloop(<i>, 0, 4, <QUAD(i, sha1c)>)
	forloop(<i>, 5, 9, <QUAD(i, sha1p)>)
	forloop(<i>, 10, 14, <QUAD(i, sha1m)>)
	forloop(<i>, 15, 19, <QUAD(i, sha1p)>)
	C After 20 quads the final e is back in E(0).
	add	ABCD.4s, ABCD.4s, ABCD0.4s
	add	E(0).2s, E(0).2s, E0.2s
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	st1	{ABCD.4s}, [STATE]
	str	SREG(E(0)), [STATE, #16]
.Lnone:
	ret
EPILOGUE(_symcrypt_sha1_compress)

	RODATA
	.p2align 4
C The round constants (FIPS 180-4, 4.2.1).
.Lk:
	.word	0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6
