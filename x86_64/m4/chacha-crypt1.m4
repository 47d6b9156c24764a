dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-crypt1.asm, avx2/chacha-crypt1.asm, avx512/chacha-crypt1.asm, ssse3/chacha-crypt1.asm.
dnl x86_64/m4/chacha-crypt1.m4 -- the fused one-block ChaCha crypt by rows.
INCLUDE_SRC(<x86_64/m4/chacha-rows.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-crypt1.m4>)dnl
INCLUDE_SRC(<x86_64/m4/stream-rows.m4>)dnl
dnl
dnl The fused single-block crypt (chacha-crypt1.asm, salsa20-crypt1.asm;
dnl functions.def): the file names KS (the 64-byte keystream buffer),
dnl SRC (the state), ROUNDS, LENGTH (bytes of data, 64 at most used),
dnl OUT and IN (the data), OFF (64-bit scratch), W, W32, W16 and W8 (one
dnl scratch register at four sizes), T (an xmm temporary) and the
dnl encoding as for the row-wise cores.
dnl ROWS_FEED1: SRC added to the block in rows 0..3.
define(<ROWS_FEED1>, <
	C Feed-forward
	forloop(<rw>, 0, 3, <ifdef(<ROWS_SSE>, <
	movdqu	eval(16 * rw)(SRC), T
	paddd	T, ROW(rw)>, <
	vpaddd	eval(16 * rw)(SRC), ROW(rw), ROW(rw)>)>)>)dnl
dnl CHACHA_CRYPT1_REGS: the registers of the three chacha-crypt1.asm
dnl files (x86_64, avx2, avx512): the arguments KS, SRC (the state),
dnl ROUNDS, LENGTH, OUT, IN (functions.def, chacha_crypt1), the scratch
dnl OFF, W (W32, W16, W8), the rows ROW(0..3) of the block and T.  The
dnl file adds what its rounds need (M16 and M8, or TL and TR).
define(<CHACHA_CRYPT1_REGS>, <define(<KS>, <%rdi>)dnl
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
define(<T>, <%xmm4>)>)dnl
dnl CHACHA_ROWS_CRYPT1: the fused single-block ChaCha crypt (the
dnl chacha-crypt1.asm files), with CHACHA_ROWS_CORE1_RODATA where the
dnl rotates shuffle bytes (AVX2, SSSE3).
define(<CHACHA_ROWS_CRYPT1>, <ROWS_LOAD1_WORDS(%xmm4, %xmm5, %xmm6, 1)
	ROWS_ROT_MASKS(vmovdqa)
	CHACHA_ROWS_ROUNDS(1)
	ROWS_FEED1
	ROWS_CRYPT1_XOR>)dnl
