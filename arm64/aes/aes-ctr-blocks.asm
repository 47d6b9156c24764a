dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/aes/aes-ctr-blocks.asm -- AES in CTR mode with the ARMv8 AES
C instructions (HWCAP_AES), the counter the whole block as a 128-bit
C big-endian number.
C
C How: the blocks before the last 32 bits of the counter wrap go
C through the inc32 loop of aes-ctr32-blocks.asm (arm64/aes.m4,
C AES_CTR32); when they wrap to 0, the carry goes into the first 96
C bits, and the loop goes on.  The carry comes once in 2^32 blocks.

dnl void _symcrypt_aes_ctr_blocks(const uint8_t *keys, unsigned nr,
dnl                               uint8_t *counter, size_t blocks,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<arm64/aes.m4>)dnl

define(<COUNTER>, <x2>)
define(<LEFT>, <x10>)		C the blocks not yet begun
define(<RUN>, <x3>)		C the blocks of this run without a wrap
define(<LOW>, <x11>)		C the counter's last 32 bits
define(<ROOM>, <x12>)		C the blocks until they wrap, 1 .. 2^32
define(<HIGH>, <x13>)		C its first 64 bits
define(<MIDW>, <w14>)		C and the 32 bits after them

	.file "aes-ctr-blocks.asm"
	ARCH_AES

PROLOGUE(_symcrypt_aes_ctr_blocks)
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	AES_LOAD_KEYS(x0, w1)
	mov	LEFT, x3
.Lrun:
	cbz	LEFT, .Ldone
	ldr	w11, [COUNTER, #12]
	rev	w11, w11
	mov	ROOM, #0x100000000
	sub	ROOM, ROOM, LOW
	cmp	LEFT, ROOM
	csel	RUN, LEFT, ROOM, lo
	sub	LEFT, LEFT, RUN
	AES_CTR32(COUNTER, RUN, x4, x5)
	C The last 32 bits are 0 exactly when this run wrapped them.
	ldr	w11, [COUNTER, #12]
	cbnz	w11, .Lrun
	ldr	HIGH, [COUNTER]
	ldr	MIDW, [COUNTER, #8]
	rev	HIGH, HIGH
	rev	MIDW, MIDW
	adds	MIDW, MIDW, #1
	adc	HIGH, HIGH, xzr
	rev	HIGH, HIGH
	rev	MIDW, MIDW
	str	HIGH, [COUNTER]
	str	MIDW, [COUNTER, #8]
	b	.Lrun
.Ldone:
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
	ret
EPILOGUE(_symcrypt_aes_ctr_blocks)
