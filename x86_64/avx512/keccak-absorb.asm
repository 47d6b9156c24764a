dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/keccak-absorb.asm -- the sponge's absorbing loop around
C Keccak-p[1600, 24] (FIPS 202), one lane per xmm register, AVX-512 F
C and VL (vpternlogq, vprolq).
C
C void _symcrypt_keccak_absorb(uint64_t *state, size_t blocks,
C                              const uint8_t *data, unsigned rate)
C
C Why: the rounds of x86_64/avx512/keccak-permute.asm
C (x86_64/m4/keccak-avx512.m4, unrolled) with the lanes kept in registers from one
C block to the next: each block's lanes are added in the registers, and
C the state is loaded once and stored once a call.  Without this file
C a fat build would take the absorbing loop from x86_64/ (general
C registers), slower here than the AVX-512 rounds.
C
C Measured: doc/x86_64-hash.md, "Keccak".

INCLUDE_SRC(<x86_64/m4/keccak-avx512.m4>)dnl
define(<KECCAK_REG>, <xmm>)
define(<KECCAK_BCST>, <{1to2}>)
define(<STATE>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%r8>)
define(<RATE>, <%rcx>)

dnl LOAD(i), STORE(i): lanes i to 24 from or to the state.
define(<LOAD>, <ifelse($1, 25, , <
	vmovq	eval(8 * $1)(STATE), %xmm$1<>LOAD(incr($1))>)>)
define(<STORE>, <ifelse($1, 25, , <
	vmovq	%xmm$1, eval(8 * $1)(STATE)<>STORE(incr($1))>)>)

dnl ADD_DATA(first, last): lanes FIRST to LAST ^= the block's.
define(<ADD_DATA>, <forloop(<i>, $1, $2, <
	vmovq	eval(8 * i)(DATA), %xmm25
	vpxorq	%xmm25, %xmm<>i, %xmm<>i>)>)

PROLOGUE(_symcrypt_keccak_absorb)
	test	BLOCKS, BLOCKS
	jz	.Lnone
	mov	%rdx, DATA
	mov	%ecx, %ecx
	LOAD(0)
.Lblock:
	KECCAK_ADD_BLOCK(<ADD_DATA>)
	add	RATE, DATA
	KECCAK_ROUNDS_X8(0)
	dec	BLOCKS
	jnz	.Lblock
	STORE(0)
	CLEAR_HIGH(16, 31)		C the states
	vzeroupper
.Lnone:
	ret
EPILOGUE(_symcrypt_keccak_absorb)

KECCAK_RC_TABLE
