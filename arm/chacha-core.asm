dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/chacha-core.asm -- the ChaCha permutation on one block, ARMv6.

C void _symcrypt_chacha_core(uint32_t *dst, const uint32_t *src,
C                            unsigned rounds)
C dst[i] = permuted state[i] + src[i], 16 host-order words.
C
C Why this file exists: on Cortex-A9 one block on the integer unit is
C faster than one block on NEON (doc/arm-cost-model.md), so it is the
C single-block core of every ARM build, NEON or not.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions per 64-byte
C block, 20 rounds, gcc 12 -O2, November 2026) and the Cortex-A9 model
C of doc/arm-cost-model.md (cycles a round, one block):
C                          instructions   cycles/round (model)
C   this file                  772             32
C   C twin (Thumb-2)          1574              -
C   one block on NEON          395             40
C
C Rotations cost nothing: a register that should be rotated is kept
C unrotated and the rotation is applied where it is next read, as the
C shifted second operand of add or eor.  Between quarter rounds the b
C words (4-7) are kept rotated right by 7 and the d words (12-15) right
C by 8 from their true values, so every quarter round is 8 instructions
C (gcc: 12).  Fourteen registers hold 14 words; x8-x9 and x10-x11 take
C turns in two of them, the other pair waiting on the stack.

	ARCH_SCALAR

define(<A0>, <r0>)	C x0-x3
define(<A1>, <r1>)
define(<A2>, <r2>)
define(<A3>, <r3>)
define(<B0>, <r4>)	C x4-x7, true value ror 25
define(<B1>, <r5>)
define(<B2>, <r6>)
define(<B3>, <r7>)
define(<CE>, <r8>)	C x8 or x10 (even, for ldrd/strd)
define(<CO>, <r9>)	C x9 or x11
define(<D0>, <r10>)	C x12-x15, true value ror 24
define(<D1>, <r11>)
define(<D2>, <r12>)
define(<D3>, <lr>)

C Stack frame.
define(<C89>, <0>)	C x8, x9 while x10, x11 are in registers
define(<C1011>, <8>)	C x10, x11 while x8, x9 are in registers
define(<COUNT>, <16>)	C double rounds left
define(<DST>, <20>)	C pushed r0
define(<SRC>, <24>)	C pushed r1
define(<LOCALS>, <20>)	C bytes below the pushed registers

C QR2(a, b, c, d, e, f, g, h): the quarter rounds on (a, b, c, d) and
C on (e, f, g, h), interleaved so that each instruction's result is
C needed two instructions later, not at once.  The b and d words enter
C rotated right by 25 and 24 from their true values and leave that way.
define(<QR2>, <
	add	$1, $1, $2, ror #25
	add	$5, $5, $6, ror #25
	eor	$4, $1, $4, ror #24
	eor	$8, $5, $8, ror #24
	add	$3, $3, $4, ror #16
	add	$7, $7, $8, ror #16
	eor	$2, $3, $2, ror #25
	eor	$6, $7, $6, ror #25
	add	$1, $1, $2, ror #20
	add	$5, $5, $6, ror #20
	eor	$4, $1, $4, ror #16
	eor	$8, $5, $8, ror #16
	add	$3, $3, $4, ror #24
	add	$7, $7, $8, ror #24
	eor	$2, $3, $2, ror #20
	eor	$6, $7, $6, ror #20>)

PROLOGUE(_symcrypt_chacha_core)
	PUSH(r0, r1, r4, r5, r6, r7, r8, r9, r10, r11, lr)
	sub	sp, sp, #LOCALS
	CFI(<.cfi_adjust_cfa_offset LOCALS>)

	C Load the state: x10, x11 to the stack, the rest to registers.
	lsrs	r2, r2, #1
	str	r2, [sp, #COUNT]
	add	r12, r1, #40
	ldm	r12, {r8, r9, r10, r11, r12, lr}	C x10-x15
	strd	r8, r9, [sp, #C1011]
	ldm	r1, {r0, r1, r2, r3, r4, r5, r6, r7, r8, r9}	C x0-x9
	C Bring b and d into their rotated form.
	ror	B0, B0, #7
	ror	B1, B1, #7
	ror	B2, B2, #7
	ror	B3, B3, #7
	ror	D0, D0, #8
	ror	D1, D1, #8
	ror	D2, D2, #8
	ror	D3, D3, #8
	beq	.Lfinal			C rounds == 0

.Loop:
	C Column round, x8 and x9 in CE and CO.
	QR2(A0, B0, CE, D0, A1, B1, CO, D1)
	strd	CE, CO, [sp, #C89]
	ldr	CE, [sp, #COUNT]	C count down, the flags last to the bne
	subs	CE, CE, #1
	str	CE, [sp, #COUNT]
	ldrd	CE, CO, [sp, #C1011]
	QR2(A2, B2, CE, D2, A3, B3, CO, D3)
	C Diagonal round, x10 and x11 still in CE and CO.
	QR2(A0, B1, CE, D3, A1, B2, CO, D0)
	strd	CE, CO, [sp, #C1011]
	ldrd	CE, CO, [sp, #C89]
	QR2(A2, B3, CE, D1, A3, B0, CO, D2)
	bne	.Loop

.Lfinal:
	C Add the input and store, a and b first, then c and d.
	strd	CE, CO, [sp, #C89]
	ldr	r8, [sp, #SRC]
	ldr	r9, [r8]
	add	A0, A0, r9
	ldr	r9, [r8, #4]
	add	A1, A1, r9
	ldr	r9, [r8, #8]
	add	A2, A2, r9
	ldr	r9, [r8, #12]
	add	A3, A3, r9
	ldr	r9, [r8, #16]
	add	B0, r9, B0, ror #25
	ldr	r9, [r8, #20]
	add	B1, r9, B1, ror #25
	ldr	r9, [r8, #24]
	add	B2, r9, B2, ror #25
	ldr	r9, [r8, #28]
	add	B3, r9, B3, ror #25
	ldr	r9, [sp, #DST]
	stm	r9!, {r0, r1, r2, r3, r4, r5, r6, r7}
	ldm	sp, {r0, r1, r2, r3}	C x8-x11
	add	r8, r8, #32
	ldm	r8!, {r4, r5, r6, r7}
	add	r0, r0, r4
	add	r1, r1, r5
	add	r2, r2, r6
	add	r3, r3, r7
	ldm	r8, {r4, r5, r6, r7}
	add	r4, r4, D0, ror #24
	add	r5, r5, D1, ror #24
	add	r6, r6, D2, ror #24
	add	r7, r7, D3, ror #24
	stm	r9, {r0, r1, r2, r3, r4, r5, r6, r7}

	add	sp, sp, #(LOCALS + 8)
	CFI(<.cfi_adjust_cfa_offset -(LOCALS + 8)>)
	POP(r4, r5, r6, r7, r8, r9, r10, r11, pc)
EPILOGUE(_symcrypt_chacha_core)
