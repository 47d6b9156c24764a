dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arch: arm64
C Planted mistakes for tests/ct-scan-test.sh (AArch64): a branch on flags
C from a state word, a load indexed by one, cbz on one, a lookup in a
C read-only table of the file indexed by a data byte (memory, though its
C address is fixed; tests/ct-scan/good-arm64.asm does the same lookup
C with TBL, which must pass).  Checked once
C arm64/machine.m4 exists (the arm64 port).  Never assembled.
PROLOGUE(planted_a64_branch)
	ldr	w2, [x0]
	cmp	w2, #0
	b.eq	1f
	add	w2, w2, #1
1:
	ret
EPILOGUE(planted_a64_branch)

PROLOGUE(planted_a64_index)
	mov	x3, #0
.Loop:
	ldr	w4, [x0, x3, lsl #2]
	and	w4, w4, #255
	ldrb	w5, [x1, x4]
	add	x3, x3, #1
	cmp	x3, x2
	b.lo	.Loop
	ret
EPILOGUE(planted_a64_index)

PROLOGUE(planted_a64_cbz)
	ldr	x4, [x0]
	cbz	x4, .Lz
	str	x4, [x1]
.Lz:
	ret
EPILOGUE(planted_a64_cbz)

PROLOGUE(planted_a64_constant_table)
	ldrb	w4, [x1]
	and	w4, w4, #15
	adrp	x5, .Lnibbles
	add	x5, x5, :lo12:.Lnibbles
	ldrb	w6, [x5, x4]
	strb	w6, [x0]
	ret
EPILOGUE(planted_a64_constant_table)

	RODATA
	.p2align 4
.Lnibbles:
	.byte	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
