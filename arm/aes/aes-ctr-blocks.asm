dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/aes/aes-ctr-blocks.asm -- AES in CTR mode with the ARMv8 crypto
C extension in AArch32 (HWCAP2_AES), the counter the whole block as a
C 128-bit big-endian number.

C void _symcrypt_aes_ctr_blocks(const uint8_t *keys, unsigned nr,
C                               uint8_t *counter, size_t blocks,
C                               uint8_t *dst, const uint8_t *src)
C How: the blocks before the last 32 bits of the counter wrap go
C through the inc32 loop of aes-ctr32-blocks.asm (arm/aes.m4,
C AES_CTR32); when they wrap to 0, the carry goes into the first 96
C bits, and the loop goes on.  The carry comes once in 2^32 blocks.

	ARCH_CRYPTO
INCLUDE_SRC(<arm/aes.m4>)

define(<COUNTER>, <r2>)
define(<RUN>, <r3>)	C the blocks of this run without a wrap
define(<DST>, <r4>)
define(<SRC>, <r5>)
define(<LEFT>, <r6>)	C the blocks not yet begun
define(<WORD>, <r7>)	C a word of the counter
define(<ROOM>, <r12>)	C the blocks until the last word wraps, or 0
			C for 2^32; also the key pointer of the rounds

PROLOGUE(_symcrypt_aes_ctr_blocks)
	PUSH(r4, r5, r6, r7)
	VPUSH(d8, d9, d10, d11, d12, d13, d14, d15)
	ldr	DST, [sp, #80]
	ldr	SRC, [sp, #84]
	AES_LOAD_KEYS(r0, r1, r12)
	mov	LEFT, RUN
.Lrun:
	cmp	LEFT, #0
	beq	.Ldone
	ldr	WORD, [COUNTER, #12]
	rev	WORD, WORD
	C RUN = LEFT, or ROOM = 2^32 - WORD when that is less (never
	C when WORD is 0: LEFT < 2^32).
	rsbs	ROOM, WORD, #0
	mov	RUN, LEFT
	cmpne	LEFT, ROOM
	movhi	RUN, ROOM
	sub	LEFT, LEFT, RUN
	AES_CTR32(COUNTER, RUN, DST, SRC, r12)
	C The last word is 0 exactly when this run wrapped it.
	ldr	WORD, [COUNTER, #12]
	cmp	WORD, #0
	bne	.Lrun
	ldr	WORD, [COUNTER, #8]
	rev	WORD, WORD
	adds	WORD, WORD, #1
	rev	WORD, WORD
	str	WORD, [COUNTER, #8]
	ldr	WORD, [COUNTER, #4]
	rev	WORD, WORD
	adcs	WORD, WORD, #0
	rev	WORD, WORD
	str	WORD, [COUNTER, #4]
	ldr	WORD, [COUNTER]
	rev	WORD, WORD
	adc	WORD, WORD, #0
	rev	WORD, WORD
	str	WORD, [COUNTER]
	b	.Lrun
.Ldone:
	VPOP(d8, d9, d10, d11, d12, d13, d14, d15)
	POP(r4, r5, r6, r7)
	bx	lr
EPILOGUE(_symcrypt_aes_ctr_blocks)
