dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm/): sha256-compress.asm, neon/sha256-compress.asm.
dnl arm/sha256.m4 -- SHA-256: the round, the state update, the constants.
dnl
dnl SHA256_ADD_STATE: the block's feed-forward, for both SHA-256
dnl files: a..h in r4-r11 added to the state words (its pointer reloaded
dnl from the frame slot SSTATE into STATE), four at a time through r1,
dnl r2, r3 and r12, and stored back.
define(<SHA256_ADD_STATE>, <
	ldr	STATE, [sp, #SSTATE]
	ldm	STATE, {r1, r2, r3, r12}
	add	r4, r4, r1
	add	r5, r5, r2
	add	r6, r6, r3
	add	r7, r7, r12
	ldr	r1, [STATE, #16]
	ldr	r2, [STATE, #20]
	ldr	r3, [STATE, #24]
	ldr	r12, [STATE, #28]
	add	r8, r8, r1
	add	r9, r9, r2
	add	r10, r10, r3
	add	r11, r11, r12
	stm	STATE, {r4, r5, r6, r7, r8, r9, r10, r11}>)dnl
dnl SHA256_ROUND(a, b, c, d, e, f, g, h, x, y, t): the part of a
dnl SHA-256 round (FIPS 180-4, 6.2.2) after h has received K[t] + W[t],
dnl for arm/sha256-compress.asm and arm/neon/sha256-compress.asm.  The
dnl working variables are never moved: the caller names them one place
dnl further on each round (h becomes the new a, d the new e).  X holds
dnl b ^ c, the previous round's a ^ b, and leaves holding Maj; Y is
dnl free and leaves holding a ^ b, the next round's X; T is a temporary.
dnl The rotations of Sigma0 and Sigma1 fold into shifted operands:
dnl Sigma1(e) = ror6(e ^ ror5(e) ^ ror19(e)), likewise
dnl Sigma0(a) = ror2(a ^ ror11(a) ^ ror20(a)); and
dnl Maj(a, b, c) = ((a ^ b) & (b ^ c)) ^ b.
define(<SHA256_ROUND>, <
	eor	$11, $5, $5, ror #5
	eor	$10, $6, $7
	eor	$11, $11, $5, ror #19
	and	$10, $10, $5
	add	$8, $8, $11, ror #6
	eor	$10, $10, $7
	eor	$11, $1, $1, ror #11
	add	$8, $8, $10
	eor	$11, $11, $1, ror #20
	eor	$10, $1, $2
	add	$4, $4, $8
	and	$9, $9, $10
	add	$8, $8, $11, ror #2
	eor	$9, $9, $2
	add	$8, $8, $9>)dnl
dnl
dnl SHA256_K: the 64 SHA-256 round constants, FIPS 180-4, 4.2.2.
define(<SHA256_K>, <.word	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.word	0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.word	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.word	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.word	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.word	0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.word	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.word	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.word	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.word	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.word	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.word	0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.word	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.word	0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.word	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.word	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2>)dnl
