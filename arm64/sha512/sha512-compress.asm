dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha512/sha512-compress.asm -- SHA-512 compression with the
C ARMv8.2 SHA-512 instructions (HWCAP_SHA512).

C void _symcrypt_sha512_compress(uint64_t *state, size_t blocks,
C                                const uint8_t *data)
C
C Why: sha512h and sha512h2 do two rounds (the first the e side, the
C second the a side), sha512su0 and sha512su1 two words of the message
C schedule.  The state is four pairs of words, ab, cd, ef, gh; a double
C round turns (ab, cd, ef, gh) into (ab', ab, ef', ef), so five
C registers rotate through the roles with period five, and after the
C 40 double rounds of a block each is back in its first role.
C
C Two rounds, t and t+1, with KW(t) = K(t) + W(t):
C   fg = (f, g), de = (d, e)                    ext of neighbours
C   gh += (KW(t+1), KW(t)) in the lanes (g, h)
C   sha512h   gh, fg, de  gives (T1(t+1), T1(t)) without the d, c terms
C   ef' = cd + that       gives (e(t+2), e(t+1))
C   sha512h2  gh, cd, ab  gives (a(t+2), a(t+1)) = ab'
C
C Counted (qemu-aarch64 -cpu max, guest instructions per byte of
C sha512_update, gcc 12 -O2, 2026-11-22):
C                       64 B   1 KiB  16 KiB
C   C twin                            21.1
C   this file           4.83   3.79   3.73
C   OpenSSL 3.0.x                      3.79 (the same instructions)
C   Nettle 3.8.1                      19.0 (C)
C Cycles: doc/arm64-cost-model.md.

INCLUDE_SRC(<arm64/sha512-k.m4>)dnl
	ARCH_SHA512

define(<STATE>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<KBASE>, <x3>)
define(<KPTR>, <x4>)

C v0-v4: the state pairs (rotating roles); v16-v23: M(0)-M(7), the
C schedule words W(2i), W(2i+1); v24-v27 the state at the start of the
C block.
define(<M>, <v<>eval(16 + ($1) % 8)>)
define(<KW>, <v5>)	C K + W of the two rounds
define(<FG>, <v6>)
define(<DE>, <v7>)
define(<W7>, <v28>)	C W(t-7), W(t-6) for the schedule
define(<KK>, <v29>)	C K(t), K(t+1)

C DROUND(k, ab, cd, ef, gh, spare): rounds 2k and 2k+1 with the state
C pairs in v(ab) .. v(gh); ef' goes to v(spare).  For k below 32, also the
C schedule words of rounds 2k+16, 2k+17 into M(k).
define(<DROUND>, <
	ld1	{KK.2d}, [KPTR], #16
	add	KW.2d, M($1).2d, KK.2d
	ext	FG.16b, v$4.16b, v$5.16b, #8
	ext	DE.16b, v$3.16b, v$4.16b, #8
	ext	KW.16b, KW.16b, KW.16b, #8
	add	v$5.2d, v$5.2d, KW.2d
	ifelse(eval($1 / 32), 0, <sha512su0	M($1).2d, M($1 + 1).2d
	ext	W7.16b, M($1 + 4).16b, M($1 + 5).16b, #8>)
	sha512h	q$5, QREG(FG), DE.2d
	ifelse(eval($1 / 32), 0, <sha512su1	M($1).2d, M($1 + 7).2d, W7.2d>)
	add	v$6.2d, v$3.2d, v$5.2d
	sha512h2	q$5, q$3, v$2.2d>)
C The roles for k mod 5: (ab, cd, ef, gh, spare) becomes
C (gh, ab, spare, ef, cd).
define(<DROUND_K>, <ifelse(eval($1 % 5), 0, <DROUND($1, 0, 1, 2, 3, 4)>,
	eval($1 % 5), 1, <DROUND($1, 3, 0, 4, 2, 1)>,
	eval($1 % 5), 2, <DROUND($1, 2, 3, 1, 4, 0)>,
	eval($1 % 5), 3, <DROUND($1, 4, 2, 0, 1, 3)>,
	<DROUND($1, 1, 4, 3, 0, 2)>)>)

PROLOGUE(_symcrypt_sha512_compress)
	cbz	BLOCKS, .Lnone
	adrp	KBASE, .Lk
	add	KBASE, KBASE, :lo12:.Lk
	ld1	{v0.2d, v1.2d, v2.2d, v3.2d}, [STATE]

.Lblock:
	C The message words are big-endian.
	ld1	{M(0).16b, M(1).16b, M(2).16b, M(3).16b}, [DATA], #64
	ld1	{M(4).16b, M(5).16b, M(6).16b, M(7).16b}, [DATA], #64
	forloop(<i>, 0, 7, <
	rev64	M(i).16b, M(i).16b>)
	mov	v24.16b, v0.16b
	mov	v25.16b, v1.16b
	mov	v26.16b, v2.16b
	mov	v27.16b, v3.16b
	mov	KPTR, KBASE
	forloop(<i>, 0, 39, <DROUND_K(i)>)
	add	v0.2d, v0.2d, v24.2d
	add	v1.2d, v1.2d, v25.2d
	add	v2.2d, v2.2d, v26.2d
	add	v3.2d, v3.2d, v27.2d
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	st1	{v0.2d, v1.2d, v2.2d, v3.2d}, [STATE]
.Lnone:
	ret
EPILOGUE(_symcrypt_sha512_compress)

	RODATA
	.p2align 4
.Lk:
	SHA512_K
