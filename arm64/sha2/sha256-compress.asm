dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha2/sha256-compress.asm -- SHA-256 compression with the ARMv8
C SHA-256 instructions (HWCAP_SHA2).

C void _symcrypt_sha256_compress(uint32_t *state, size_t blocks,
C                                const uint8_t *data)
C
C Why: sha256h and sha256h2 do four rounds on the two state halves,
C sha256su0 and sha256su1 four words of the message schedule: about
C 100 instructions per block where gcc's C needs some 1940.  The 64
C round constants stay in v16-v31 for all the blocks.
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte of
C sha256_update, gcc 12 -O2, 2026-11-22):
C                       64 B   1 KiB  16 KiB
C   C twin             31.8           30.3
C   this file           2.73   1.62   1.55
C   OpenSSL 3.0.x                      1.81
C   Nettle 3.8.1                       2.08
C Cycles (Cortex-A72, Neoverse N1): doc/arm64-cost-model.md.

INCLUDE_SRC(<arm64/sha256-k.m4>)dnl
	ARCH_SHA2

define(<STATE>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<KPTR>, <x3>)

define(<ABCD>, <v0>)	C state words a-d, then e-h
define(<EFGH>, <v1>)
define(<ABCD0>, <v2>)	C the state at the start of the block
define(<EFGH0>, <v3>)
define(<M>, <v<>eval(4 + $1)>)	C M(0)-M(3): 16 words of the schedule
define(<WK>, <v8>)	C schedule words plus constants (d8, d9 saved)
define(<ABCDT>, <v9>)	C a-d before sha256h changes them

C QUAD(i): rounds 4i-4i+3, and for i below 12 the schedule words of rounds
C 4i+16-4i+19 into M(i mod 4).
define(<QUAD>, <
	add	WK.4s, M(eval($1 % 4)).4s, K($1).4s
	mov	ABCDT.16b, ABCD.16b
	ifelse(eval($1 / 12), 0, <sha256su0	M(eval($1 % 4)).4s, M(eval(($1 + 1) % 4)).4s>)
	sha256h	QREG(ABCD), QREG(EFGH), WK.4s
	sha256h2	QREG(EFGH), QREG(ABCDT), WK.4s
	ifelse(eval($1 / 12), 0, <sha256su1	M(eval($1 % 4)).4s, M(eval(($1 + 2) % 4)).4s, M(eval(($1 + 3) % 4)).4s>)>)

PROLOGUE(_symcrypt_sha256_compress)
	cbz	BLOCKS, .Lnone
	PUSHP(d8, d9)
	SHA256_K_LOAD
	ld1	{ABCD.4s, EFGH.4s}, [STATE]

.Lblock:
	C The message words are big-endian.
	ld1	{M(0).16b, M(1).16b, M(2).16b, M(3).16b}, [DATA], #64
	rev32	M(0).16b, M(0).16b
	rev32	M(1).16b, M(1).16b
	rev32	M(2).16b, M(2).16b
	rev32	M(3).16b, M(3).16b
	mov	ABCD0.16b, ABCD.16b
	mov	EFGH0.16b, EFGH.16b
	forloop(<i>, 0, 15, <QUAD(i)>)
	add	ABCD.4s, ABCD.4s, ABCD0.4s
	add	EFGH.4s, EFGH.4s, EFGH0.4s
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	st1	{ABCD.4s, EFGH.4s}, [STATE]
	POPP(d8, d9)
.Lnone:
	ret
EPILOGUE(_symcrypt_sha256_compress)

	RODATA
	.p2align 4
.Lk:
	SHA256_K
