dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): aes/xts-encrypt-blocks.asm, aes/xts-decrypt-blocks.asm.
dnl arm64/xts.m4 -- XTS (IEEE 1619) on whole blocks with the ARMv8 AES
dnl instructions, eight blocks a turn, then one at a time: the body of
dnl xts_encrypt_blocks and xts_decrypt_blocks (XTS_BLOCKS), on the
dnl rounds and key registers of arm64/aes.m4.
dnl
dnl Registers: the blocks in v0 .. v7, their tweaks T_0 .. T_7 in v8 ..
dnl v15, the constant of XTS_TIMES_X8 in v16, the round keys in v17 .. v31.
dnl A tweak is the 128-bit little-endian number of its bytes, an element
dnl of GF(2^128) modulo x^128 + x^7 + x^2 + x + 1; the product by x^128
dnl folds back as x^7 + x^2 + x + 1 (0x87).  No branch, no table: the
dnl tweak is secret.
dnl
dnl The turn's eight tweaks are T x^0 .. T x^7; the next turn's are each
dnl of them times x^8 (XTS_TIMES_X8), eight independent products of three
dnl instructions: rotating the 16 bytes left by one byte (EXT) is the
dnl product by x^8 with the top byte b carried round to byte 0; the fold
dnl b x^128 = b 0x87 is then b (already at byte 0) plus b 0x86, which the
dnl byte form of PMULL (8 x 8 -> 16 bits, in the base instruction set)
dnl makes in the low halfword from the constant {0x86, 0, ...} in the
dnl low bytes of v16.  The first turn's tweaks, and the one-block tail,
dnl double one tweak at a time (TIMES_X, five instructions).

dnl TIMES_X(out, in, tmp, c): OUT = IN x; C holds the 64-bit lanes
dnl {1, 0x87}; TMP is clobbered; OUT may be IN.
define(<TIMES_X>, <
	sshr	$3.2d, $2.2d, <#>63		C the top bit of each half, spread
	add	$1.2d, $2.2d, $2.2d		C each half shifted left by one
	and	$3.16b, $3.16b, $4.16b		C bit 63: carry 1; bit 127: 0x87
	ext	$3.16b, $3.16b, $3.16b, <#>8	C each to the other half
	eor	$1.16b, $1.16b, $3.16b>)

dnl XTS_TIMES_X8: the eight tweaks v8 .. v15 times x^8, v0 .. v7 (the
dnl blocks, stored) clobbered: each tweak's bytes up by one, the top one
dnl to byte 0 (EXT); that byte times 0x86 (PMULL); the sum (EOR).  Each
dnl step for all eight before the next, so that an in-order core (the
dnl Cortex-A53) never waits on a result.
define(<XTS_TIMES_X8>, <forloop(<i>, 8, 15, <
	ext	v<>i.16b, v<>i.16b, v<>i.16b, <#>15>)
	forloop(<i>, 0, 7, <
	pmull	v<>i.8h, v<>eval(8 + i).8b, v16.8b>)
	forloop(<i>, 0, 7, <
	eor	v<>eval(8 + i).16b, v<>eval(8 + i).16b, v<>i.16b>)>)

dnl XTS_CONST_X(c): C = {1, 0x87}, TIMES_X's constant (x9 clobbered).
define(<XTS_CONST_X>, <
	mov	x9, <#>1
	fmov	DREG($1), x9
	mov	x9, <#>0x87
	mov	$1.d[1], x9>)

dnl XTS_BLOCKS(name, e|d): the function NAME(keys, nr, tweak, blocks,
dnl dst, src); E runs the cipher, D the equivalent inverse cipher with
dnl the decryption keys.
define(<XTS_BLOCKS>, <
PROLOGUE($1)
	cbz	BLOCKS, .Ldone
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	AES_LOAD_KEYS(KEYS, NR)
	ld1	{v8.16b}, [TWEAK]
	mov	x9, <#>0x86			C XTS_TIMES_X8's constant
	fmov	d16, x9
	subs	BLOCKS, BLOCKS, <#>8
	b.lo	.Ltail
	C T_1 .. T_7 from T_0, v7 the constant, v0 .. v6 scratch
	XTS_CONST_X(v7)
	forloop(<i>, 1, 7, <TIMES_X(v<>eval(8 + i), v<>eval(7 + i), v<>eval(i - 1), v7)>)
.Leight:
	C Eight blocks read and their tweaks added
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [SRC], <#>64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [SRC], <#>64
	forloop(<i>, 0, 7, <
	eor	v<>i.16b, v<>i.16b, v<>eval(8 + i).16b>)
	AES_ROUNDS_BUT_KEY($2, NR, 0, 7)
	C The last round key and the tweak added, the blocks stored
	forloop(<i>, 0, 7, <
	eor	v<>i.16b, v<>i.16b, v31.16b
	eor	v<>i.16b, v<>i.16b, v<>eval(8 + i).16b>)
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [DST], <#>64
	st1	{v4.16b, v5.16b, v6.16b, v7.16b}, [DST], <#>64
	C The next turn's tweaks, each times x^8
	XTS_TIMES_X8
	subs	BLOCKS, BLOCKS, <#>8
	b.hs	.Leight
.Ltail:
	C The last 0 .. 7 blocks one at a time, T in v8, v2 the constant
	adds	BLOCKS, BLOCKS, <#>8
	b.eq	.Lend
	XTS_CONST_X(v2)
.Lone:
	ld1	{v0.16b}, [SRC], <#>16
	eor	v0.16b, v0.16b, v8.16b
	AES_ROUNDS_BUT_KEY($2, NR, 0, 0)
	eor	v0.16b, v0.16b, v31.16b
	eor	v0.16b, v0.16b, v8.16b
	st1	{v0.16b}, [DST], <#>16
	TIMES_X(v8, v8, v1, v2)
	subs	BLOCKS, BLOCKS, <#>1
	b.ne	.Lone
.Lend:
	st1	{v8.16b}, [TWEAK]
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Ldone:
	ret
EPILOGUE($1)>)
