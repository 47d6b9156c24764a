dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in arm64/): chacha-4core.asm, salsa20-4core.asm.
dnl arm64/stream4.m4 -- four blocks by columns (ChaCha and Salsa20).
dnl
dnl STREAM4_STORE(i): for the 4-block ChaCha and Salsa20 cores, whose
dnl register W(i) holds word i of blocks 0-3 (one per lane): transpose
dnl W(i..i+3) into four rows of blocks 0-3 through T(0)..T(3) and store
dnl them at DST.
define(<STREAM4_STORE>, <
	zip1	T(0).4s, W($1).4s, W(eval($1 + 1)).4s	C a0 b0 a1 b1
	zip2	T(1).4s, W($1).4s, W(eval($1 + 1)).4s	C a2 b2 a3 b3
	zip1	T(2).4s, W(eval($1 + 2)).4s, W(eval($1 + 3)).4s	C c0 d0 c1 d1
	zip2	T(3).4s, W(eval($1 + 2)).4s, W(eval($1 + 3)).4s	C c2 d2 c3 d3
	zip1	W($1).2d, T(0).2d, T(2).2d		C block 0
	zip2	W(eval($1 + 1)).2d, T(0).2d, T(2).2d	C block 1
	zip1	W(eval($1 + 2)).2d, T(1).2d, T(3).2d	C block 2
	zip2	W(eval($1 + 3)).2d, T(1).2d, T(3).2d	C block 3
	str	QREG(W($1)), [DST, #eval(4 * $1)]
	str	QREG(W(eval($1 + 1))), [DST, #eval(64 + 4 * $1)]
	str	QREG(W(eval($1 + 2))), [DST, #eval(128 + 4 * $1)]
	str	QREG(W(eval($1 + 3))), [DST, #eval(192 + 4 * $1)]>)dnl
