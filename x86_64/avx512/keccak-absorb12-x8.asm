dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-absorb12-x8.asm -- the absorbing loop of eight
C states at once with Keccak-p[1600, 12] (RFC 9861, 2.2), one state per
C 64-bit element of the zmm registers, AVX-512 F and VL (vpternlogq,
C vprolq, vshufi64x2, vpgatherqq).
C
C void _symcrypt_keccak_absorb12_x8(uint64_t *states, size_t blocks,
C                                   const uint8_t *const *data,
C                                   unsigned rate)
C
C Why: KangarooTwelve's leaves (src/keccak/k12.c) stay in zmm registers
C from block to block, as keccak-absorb-x8.asm keeps SHA-3's, where
C keccak-permute12-x8.asm loads and stores them around every block.
C The same block addition (KX8_ADD_BLOCK) and rounds
C (x86_64/m4/keccak-avx512.m4) from round 12; after the twelve rounds
C the lanes are moved back to the registers they started in (HOME_LANES).
C
C Measured: doc/sha3.md, "Beside XKCP".

INCLUDE_SRC(<x86_64/m4/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <zmm>)
define(<KECCAK_BCST>, <{1to8}>)
define(<BLOCKS>, <%rsi>)
define(<RATE>, <%rcx>)
define(<KX8_STATES>, <%rdi>)
define(<KX8_DATA>, <%r8>)	dnl the table of the eight data pointers
define(<KX8_OFFSET>, <%r9>)	dnl the block's offset from each pointer
define(<KX8_ROW0>, <%r10>)	dnl two data pointers of the table
define(<KX8_ROW1>, <%r11>)

dnl HOME_LANES: after KECCAK_ROUNDS_X8(12), lane (x, y) moved back from
dnl the register pi left it in (KU_REG) to register x + 5y, where the
dnl next block's addition and rounds want it.  Each cycle of the
dnl renaming is followed from its first register, whose lane waits in
dnl KC0: twelve steps of pi are twelve swaps, 36 register moves.
dnl HOME_SOURCE(r): the register holding the lane whose home is R.
define(<HOME_SOURCE>, <KU_REG(eval($1 % 5), eval($1 / 5))>)
define(<HOME_STEP>, <define(<HOME_DONE_$1>)ifelse(HOME_SOURCE($1), $2, <
	vmovdqa64	KC0, %KECCAK_REG<>$1>, <
	vmovdqa64	%KECCAK_REG<>HOME_SOURCE($1), %KECCAK_REG<>$1<>HOME_STEP(HOME_SOURCE($1), $2)>)>)
define(<HOME_LANES>, <forloop(<home_r>, 0, 24, <ifdef(<HOME_DONE_>home_r, ,
	<ifelse(HOME_SOURCE(home_r), home_r, , <
	vmovdqa64	%KECCAK_REG<>home_r, KC0<>HOME_STEP(home_r, home_r)>)>)>)<>dnl
forloop(<home_r>, 0, 24, <ifdef(<HOME_DONE_>home_r, <undefine(<HOME_DONE_>home_r)>)>)>)

PROLOGUE(_symcrypt_keccak_absorb12_x8)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	C lea, not mov: scripts/ct-scan follows a table of public pointers
	C through lea
	lea	(%rdx), KX8_DATA
	mov	%ecx, %ecx
	xor	KX8_OFFSET, KX8_OFFSET
	KX8_LOAD(0)
.Lblock:
	KX8_ADD_BLOCK(data)
	add	RATE, KX8_OFFSET
	KECCAK_ROUNDS_X8(12)
	HOME_LANES
	dec	BLOCKS
	jnz	.Lblock
	KX8_STORE(0)
	CLEAR_HIGH(16, 31)		C the states
	vzeroupper
.Lnone:
	ret
EPILOGUE(_symcrypt_keccak_absorb12_x8)

KECCAK_RC_TABLE
