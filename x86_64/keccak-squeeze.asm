dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/keccak-squeeze.asm -- the sponge's squeezing loop around
C Keccak-p[1600, 24] (FIPS 202) in the general registers, lane
C complementing, for every x86_64 CPU (the westmere tier and the base
C of a fat build).
C
C void _symcrypt_keccak_squeeze(uint64_t *state, size_t blocks,
C                               uint8_t *dst, unsigned rate)
C
C Why: SHAKE's output a block at a time through keccak_permute paid
C the six lanes' complementing twice a block, and the call's saves and
C frame wipe.  Here (the rounds of x86_64/m4/keccak-scalar.m4) they are paid
C once a call, and each block's lanes are copied out of the state in
C memory, the complemented ones complemented back on the way.  There is
C no x86_64/bmi2 version: with no lane to complement, the same loop
C on its rounds was about 1 % slower than its keccak_permute a block on Zen 3
C (family 25 model 1), and a CPU with BMI2 runs the C twin around that
C (src/keccak/shake.c).
C
C Measured: doc/sha3.md, "x86_64 without AVX-512".

INCLUDE_SRC(<x86_64/m4/keccak-scalar.m4>)dnl

dnl The output pointer is in %r14 (KECCAK_DATA), the blocks left and
dnl the rate in the frame as for absorbing.  Lanes are copied out
dnl through %rax, which the rounds load again.

dnl COMPLEMENTED(i): 1 when lane I is kept complemented (the lanes of
dnl KECCAK_COMPLEMENT), else 0.
define(<COMPLEMENTED>, <ifelse($1, 1, 1, $1, 2, 1, $1, 8, 1, $1, 12, 1,
	$1, 17, 1, $1, 20, 1, 0)>)

dnl COPY_OUT(first, last): lanes FIRST to LAST of the state to the
dnl output, as they are, not complemented.
define(<COPY_OUT>, <forloop(<i>, $1, $2, <
	mov	eval(8 * i)(KSTATE), %rax<>ifelse(COMPLEMENTED(i), 1, <
	not	%rax>)
	mov	%rax, eval(8 * i)(KECCAK_DATA)>)>)

PROLOGUE(_symcrypt_keccak_squeeze)
	test	%rsi, %rsi
	jz	.Lnone
	C The frame; the block count, rate and output pointer kept there
	C and in %r14 (the rounds take every other register); the six
	C lanes complemented once for all the blocks.
	KECCAK_GPR_ENTER(224)
	mov	%rsi, KECCAK_BLOCKS_LEFT
	mov	%ecx, %ecx
	mov	%rcx, KECCAK_RATE
	mov	%rdx, KECCAK_DATA
	KECCAK_COMPLEMENT(KSTATE)
.Lblock:
	KECCAK_GPR_ROUNDS(0)
	C The block out, at the rate: 72, 104, 136, 144, 168 bytes.
	mov	KECCAK_RATE, %rcx
	KECCAK_ADD_BLOCK(<COPY_OUT>)
	C The next block.
	add	%rcx, KECCAK_DATA
	decq	KECCAK_BLOCKS_LEFT
	jnz	.Lblock
	C The lanes back as they are, the frame wiped.
	KECCAK_COMPLEMENT(KSTATE)
	KECCAK_GPR_LEAVE(224)
.Lnone:
	ret
EPILOGUE(_symcrypt_keccak_squeeze)

KECCAK_RC_TABLE
