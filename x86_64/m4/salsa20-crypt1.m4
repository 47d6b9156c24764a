dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): salsa20-crypt1.asm, avx2/salsa20-crypt1.asm, avx512/salsa20-crypt1.asm.
dnl x86_64/m4/salsa20-crypt1.m4 -- the fused one-block Salsa20 crypt by rows.
INCLUDE_SRC(<x86_64/m4/stream-crypt1.m4>)dnl
INCLUDE_SRC(<x86_64/m4/salsa20-rows.m4>)dnl
dnl SALSA_ROWS_CRYPT1: the fused single-block Salsa20 crypt, SSE2, AVX2
dnl or AVX-512 (salsa20-crypt1.asm of x86_64 and both folders).
define(<SALSA_ROWS_CRYPT1>, <SALSA_ROWS_DIAG1
	ROWS_CRYPT1_XOR>)dnl
dnl SALSA_CRYPT1_REGS: the registers of the three files: the arguments
dnl KS, SRC (the state), ROUNDS, LENGTH, OUT, IN (functions.def,
dnl salsa20_crypt1), the scratch OFF, W (W32, W16, W8), the rows
dnl ROW(0..3), the temporaries P0..P3, TA, TB, T and I(0..3), the input
dnl in diagonal order.  The file adds VMOV, BLEND and the encoding.
define(<SALSA_CRYPT1_REGS>, <define(<KS>, <%rdi>)dnl
define(<SRC>, <%rsi>)dnl
define(<ROUNDS>, <%edx>)dnl
define(<LENGTH>, <%rcx>)dnl
define(<OUT>, <%r8>)dnl
define(<IN>, <%r9>)dnl
define(<OFF>, <%r10>)dnl
define(<W>, <%rax>)dnl
define(<W32>, <%eax>)dnl
define(<W16>, <%ax>)dnl
define(<W8>, <%al>)dnl
define(<ROW>, defn(<SALSA_CRYPT1_ROW>))dnl
define(<P0>, <%xmm4>)dnl
define(<P1>, <%xmm5>)dnl
define(<P2>, <%xmm6>)dnl
define(<P3>, <%xmm7>)dnl
define(<TA>, <P0>)dnl
define(<TB>, <P1>)dnl
define(<T>, <%xmm8>)dnl
define(<I>, defn(<SALSA_CRYPT1_I>))>)dnl
define(<SALSA_CRYPT1_I>, <%xmm<>eval(9 + $1)>)dnl
