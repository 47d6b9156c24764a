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
C flags from a state word, and a load indexed by one.  Never assembled.
PROLOGUE(planted_arm)
	ldr	r2, [r0]
	cmp	r2, #0
	beq	.Lzero
	and	r2, r2, #0xff
	ldrb	r3, [r1, r2]
.Lzero:
	bx	lr
EPILOGUE(planted_arm)
