dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/ and x86_64/): x86/sse2/blake2b-compress.asm, x86/sse2/blake2s-compress.asm, x86_64/avx2/blake2b-compress.asm, x86_64/avx2/blake2b-4compress.asm, x86_64/avx2/blake2s-8compress.asm, x86_64/avx512/blake2b-8compress.asm, x86_64/avx512/blake2b-compress.asm, x86_64/avx512/blake2s-16compress.asm, x86_64/avx512/blake2s-compress.asm, x86_64/ssse3/blake2b-2compress.asm, x86_64/ssse3/blake2b-compress.asm, x86_64/ssse3/blake2s-4compress.asm, x86_64/ssse3/blake2s-compress.asm.
dnl x86-common/blake2-schedule.m4 -- BLAKE2's message schedule: sigma
dnl (B2_SIGMA) and, for code by rows, the word of each lane (B2_WORD).
dnl The rows of sigma (RFC 7693, 2.7), word k of round r as the hex
dnl digit k of B2_SIGMA(r); BLAKE2b's rounds 10 and 11 take rows 0
dnl and 1.
define(<B2_SIGMA>, <ifelse($1, 0, <0123456789abcdef>,
	$1, 1, <ea489fd61c02b753>,
	$1, 2, <b8c052fdae367194>,
	$1, 3, <7931dcbe265a40f8>,
	$1, 4, <905724afe1bc683d>,
	$1, 5, <2c6a0b834d75fe19>,
	$1, 6, <c51fed4a0763928b>,
	$1, 7, <db7ec13950f4862a>,
	$1, 8, <6fe9b308c2d714a5>,
	<a2847615fb9e3cd0>)>)dnl
dnl B2_NEXT_BLOCK(block bytes[, set FINAL]): BYTES of this block and
dnl FINAL its flag: the last (LAST, at most a block left; FINAL all ones,
dnl by "not FINAL" unless the second argument says how), or a whole
dnl block, or none left (to .Ldone); then .Lcompress.
define(<B2_NEXT_BLOCK>, <
	mov	<$>$1, BYTES
	xor	FINAL, FINAL
	test	LAST, LAST
	jz	.Lnot_last
	cmp	<$>$1, LENGTH
	ja	.Lnot_last
	mov	LENGTH, BYTES
	ifelse(<$2>, <>, <not	FINAL>, <$2>)
	jmp	.Lcompress
.Lnot_last:
	cmp	<$>$1, LENGTH
	jb	.Ldone
.Lcompress:>)dnl
dnl B2_WORD(r, step, half, lane): the message word lane LANE adds in
dnl half HALF (0: x, 1: y) of step STEP (0: columns, 1: diagonals) of
dnl round R, where lane j of the diagonal step computes G 4 + (j + 3) %
dnl 4 (row b stays, x86_64/m4/blake2b-rows.m4).
define(<B2_WORD>, <eval(0x<>substr(B2_SIGMA(eval(($1) % 10)),
	eval(8 * ($2) + 2 * ((($4) + 3 * ($2)) % 4) + ($3)), 1))>)dnl
