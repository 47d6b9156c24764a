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
C Constant-time code that tests/ct-scan-test.sh expects scripts/ct-scan
C to pass: a table of 64 bytes loaded from a fixed address into four
C registers and indexed by the data with TBL (a lookup in registers,
C allowed: HACKING.md, "Secrets"), in a loop counted from the length.
C Never assembled.
define(<OUT>, <x0>)
define(<DATA>, <x1>)
define(<LENGTH>, <x2>)

PROLOGUE(planted_good_tbl)
	adrp	x3, .Ltable
	add	x3, x3, :lo12:.Ltable
	ld1	{v16.16b, v17.16b, v18.16b, v19.16b}, [x3]
	movi	v20.16b, #63
	cbz	LENGTH, .Ldone
.Loop:
	ld1	{v0.16b}, [DATA], #16
	and	v0.16b, v0.16b, v20.16b
	tbl	v1.16b, {v16.16b, v17.16b, v18.16b, v19.16b}, v0.16b
	st1	{v1.16b}, [OUT], #16
	subs	LENGTH, LENGTH, #16
	b.hi	.Loop
.Ldone:
	ret
EPILOGUE(planted_good_tbl)

	RODATA
	.p2align 4
.Ltable:
	.byte	forloop(<i>, 0, 63, <eval((i * 37) % 64)ifelse(i, 63, , <, >)>)
