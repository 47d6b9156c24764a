dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/ and x86_64/): x86/sse2/blake3-compress.asm, x86/sse2/blake3-hash-many.asm, x86_64/avx2/blake3-hash-many.asm, x86_64/avx2/blake3-parents16.asm, x86_64/avx512/blake3-hash-many.asm, x86_64/avx512/blake3-parents16.asm, x86_64/ssse3/blake3-hash-many.asm.
dnl x86-common/blake3-schedule.m4 -- BLAKE3's message schedule for the
dnl code by lanes, word k of the message in M(k), which each file
dnl defines (registers, or the frame).
dnl
dnl The message schedule (the BLAKE3 specification, table 2, applied
dnl round after round): word k of round r, as a hex digit of its row.
define(<B3_ROW0>, <0123456789abcdef>)dnl
define(<B3_ROW1>, <263a704d1bc59ef8>)dnl
define(<B3_ROW2>, <34acd27e6590bf81>)dnl
define(<B3_ROW3>, <a7c9e3df40b25816>)dnl
define(<B3_ROW4>, <cd9bfae872530164>)dnl
define(<B3_ROW5>, <9eb58cf1d30a2647>)dnl
define(<B3_ROW6>, <bf501986ea2c347d>)dnl
dnl MSG(r, k): the message word that round R takes k-th.
define(<MSG>, <M(eval(0x<>substr(B3_ROW$1, $2, 1)))>)dnl
