dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/blake2b-4compress.asm, avx2/blake2s-8compress.asm, avx512/blake2b-8compress.asm, avx512/blake2s-16compress.asm, ssse3/blake2b-2compress.asm, ssse3/blake2s-4compress.asm, ssse3/blake3-hash-many.asm.
dnl x86_64/m4/blake2-lanes.m4 -- BLAKE2's message schedule for code by lanes
dnl (B2L_MSG, from sigma in x86-common/blake2-schedule.m4, where the
dnl code by rows finds B2_WORD), and the lanes' G.
INCLUDE_SRC(<x86-common/blake2-schedule.m4>)dnl
dnl
dnl For code by lanes (x86_64/m4/blake2-avx512.m4, x86_64/m4/blake2-avx2.m4,
dnl x86_64/m4/blake2-ssse3.m4:
dnl word j of every lane's state in V(j), message word k in M(k)):
dnl B2L_MSG(r, k): message word k of round R's schedule.
define(<B2L_MSG>, <M(eval(0x<>substr(B2_SIGMA(eval(($1) % 10)), $2, 1)))>)dnl
dnl The four G of a column step (DIAG 0: G j on v[j], v[4 + j],
dnl v[8 + j], v[12 + j]) or of a diagonal step (DIAG 1: v[j],
dnl v[4 + (j + 1) % 4], v[8 + (j + 2) % 4], v[12 + (j + 3) % 4]).
define(<B2L_A>, <V($1)>)dnl
define(<B2L_B>, <V(eval(4 + ($1 + $2) % 4))>)dnl
define(<B2L_C>, <V(eval(8 + ($1 + 2 * $2) % 4))>)dnl
define(<B2L_D>, <V(eval(12 + ($1 + 3 * $2) % 4))>)dnl
