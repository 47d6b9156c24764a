dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arch: arm
C Planted mistakes for tests/ct-scan-test.sh (32-bit ARM): a branch on
C flags from a state word, a load indexed by one, and a load of several
C NEON registers based on one.  Never assembled.
PROLOGUE(planted_arm)
	ldr	r2, [r0]
	cmp	r2, #0
	beq	.Lzero
	and	r2, r2, #0xff
	ldrb	r3, [r1, r2]
.Lzero:
	bx	lr
EPILOGUE(planted_arm)

PROLOGUE(planted_arm_vldm)
	ldr	r2, [r0]
	add	r1, r1, r2
	vldm	r1, {d0-d3}
	bx	lr
EPILOGUE(planted_arm_vldm)
