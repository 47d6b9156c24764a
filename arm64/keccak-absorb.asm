dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/keccak-absorb.asm -- the sponge's absorbing loop around
C Keccak-p[1600, 24] (FIPS 202) in general registers, every lane in a
C register, for every AArch64 CPU.

C void _symcrypt_keccak_absorb(uint64_t *state, size_t blocks,
C                              const uint8_t *data, unsigned rate)
C
C RATE is 72, 104, 136, 144 or 168, or 0 for arm64/keccak-permute.asm,
C which permutes once through here adding nothing.
C
C Why: the C twin spends a ror on each of the 24 lanes that rho moves,
C and chi's and-not comes free on AArch64 (bic), so lane complementing
C (src/keccak/keccak-permute.c) saves nothing here.  This file does not rotate
C lanes at all: each register holds its lane rotated right by a known
C amount, its pending rotation, and every instruction that reads a lane
C rotates it in its shifted operand (eor and bic take "ror #n").  Each
C value written takes the pending rotation of one operand, so the
C pending rotations change from round to round; m4 tracks them, and the
C 24 rounds are unrolled.  The five lanes of each chi row go to free
C registers and the registers they leave take the next row, so no lane
C is moved.  The lane (0, 0) keeps no pending rotation (one ror more a
C round) so that iota takes the round constant as it is.  A round is
C 104 instructions: theta 51 (20 for the column parities, 6 for the
C five D values, 25 to add them), chi 51, iota 2.  The arguments wait
C on the stack; x19-x30 are saved.  Each block's lanes are loaded, the
C data added in registers, and stored after the permutation with their
C pending rotations undone (the registers that hold the lanes at the
C end are not those of the start).
C
C Counted (qemu-aarch64 -cpu cortex-a72, guest instructions per byte of
C sha3_256_update, gcc 12 -O2, 2026-11-25; doc/sha3.md):
C                       64 B   1 KiB  16 KiB
C   this file          20.27  19.16  19.02
C   OpenSSL 3.0.20     26.46  24.25  24.04 (scalar)
C   Nettle 3.8.1       39.56  37.54  37.34 (C)
C The technique of pending ("lazy") rotations: Becker and Kannwischer,
C IACR ePrint 2022/1243.

INCLUDE_SRC(<arm64/keccak-gpr.m4>)dnl
	ARCH_BASE

C XOR_DATA(first, last): lanes first to last ^= the next data words.
define(<XOR_DATA>, <forloop(<i>, $1, $2, <ifelse(eval((i - $1) % 2), 0, <ifelse(i, $2, <
	ldr	x29, [x27], #8
	eor	START_REG(i), START_REG(i), x29>, <
	ldp	x29, x30, [x27], #16
	eor	START_REG(i), START_REG(i), x29
	eor	START_REG(eval(i + 1)), START_REG(eval(i + 1)), x30>)>)>)>)

PROLOGUE(_symcrypt_keccak_absorb)
	cbz	x1, .Lnone
	hint	#25				C paciasp: x30 goes to the stack
	CFI(<.cfi_negate_ra_state>)
	PUSHP(x29, x30)
	PUSHP(x27, x28)
	PUSHP(x25, x26)
	PUSHP(x23, x24)
	PUSHP(x21, x22)
	PUSHP(x19, x20)
	sub	sp, sp, #32
	CFI(<.cfi_adjust_cfa_offset 32>)
	stp	x0, x1, [sp]			C STATE, BLOCKS
	stp	x2, x3, [sp, #16]		C DATA, RATE

.Lblock:
	C x0 is the state here, x27 the data, x28 the rate.
	forloop(<i>, 0, 11, <
	ldp	START_REG(eval(2 * i)), START_REG(eval(2 * i + 1)), [x0, #eval(16 * i)]>)
	ldr	START_REG(24), [x0, #192]
	ldp	x27, x28, [sp, #16]
	cbz	x28, .Lpermute
	XOR_DATA(0, 8)
	cmp	x28, #72
	b.eq	.Ladded
	XOR_DATA(9, 12)
	cmp	x28, #104
	b.eq	.Ladded
	XOR_DATA(13, 16)
	cmp	x28, #136
	b.eq	.Ladded
	XOR_DATA(17, 17)
	cmp	x28, #144
	b.eq	.Ladded
	XOR_DATA(18, 20)
.Ladded:
	str	x27, [sp, #16]
.Lpermute:

forloop(<round>, 0, 23, <ROUND(round)>)

	forloop(<i>, 0, 24, <UNROTATE(eval(i % 5), eval(i / 5))>)
	ldp	pool0, pool1, [sp]
	forloop(<i>, 0, 11, <
	stp	L(eval((2 * i) % 5), eval(2 * i / 5)), L(eval((2 * i + 1) % 5), eval((2 * i + 1) / 5)), [pool0, #eval(16 * i)]>)
	str	L(4, 4), [pool0, #192]
	subs	pool1, pool1, #1
	str	pool1, [sp, #8]
	mov	x0, pool0
	b.ne	.Lblock

	add	sp, sp, #32
	CFI(<.cfi_adjust_cfa_offset -32>)
	POPP(x19, x20)
	POPP(x21, x22)
	POPP(x23, x24)
	POPP(x25, x26)
	POPP(x27, x28)
	POPP(x29, x30)
	hint	#29				C autiasp
	CFI(<.cfi_negate_ra_state>)
.Lnone:
	ret
	.ltorg
EPILOGUE(_symcrypt_keccak_absorb)
