dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vpclmul512/tz-mul-chains.asm -- the Tillich-Zémor hash of four
C slices at once, six bytes per carry-less product; the matrices built
C bit by bit in 512-bit registers (AVX-512F/BW/VL, VPCLMULQDQ).  The
C code and its design: x86_64/m4/tzhash-zmm.m4.
C
C The Tillich-Zémor hash has no key: %zmm16 .. %zmm31 hold the
C message's matrices and constants only, and are left as they are.

define(<TZ_TABLE_BITS>, 0)dnl
INCLUDE_SRC(<x86_64/m4/tzhash-zmm.m4>)dnl
