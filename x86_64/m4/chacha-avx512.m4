dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx512/chacha-16core.asm, avx512/chacha-32core.asm, avx512/chacha-crypt-16core.asm, avx512/chacha-crypt-32core.asm.
dnl x86_64/m4/chacha-avx512.m4 -- ChaCha, sixteen and thirty-two blocks in zmm registers.
INCLUDE_SRC(<x86_64/m4/stream-avx512.m4>)dnl
dnl
dnl The ChaCha rounds on this layout, for G groups of sixteen blocks.
dnl CHACHA_QA(q, s) .. CHACHA_QD(q, s): the words of quarter round Q
dnl (0..4G - 1; group q / 4) of a column (S = 0) or diagonal (S = 1)
dnl round.
define(<CHACHA_QA>, <Z(16 * ($1 / 4) + $1 % 4)>)dnl
define(<CHACHA_QB>, <Z(16 * ($1 / 4) + 4 + ($1 + $2) % 4)>)dnl
define(<CHACHA_QC>, <Z(16 * ($1 / 4) + 8 + ($1 + 2 * $2) % 4)>)dnl
define(<CHACHA_QD>, <Z(16 * ($1 / 4) + 12 + ($1 + 3 * $2) % 4)>)dnl
dnl
dnl CHACHA_ARX(x, y, z, n, s, g): x += y; z ^= x; z <<<= n, in the 4G
dnl quarter rounds of round S, where X, Y, Z name the words' roles;
dnl each operation for every quarter round before the next.
define(<CHACHA_ARX>, <forloop(<q>, 0, eval(4 * $6 - 1), <
	vpaddd	$2(q, $5), $1(q, $5), $1(q, $5)>)
	forloop(<q>, 0, eval(4 * $6 - 1), <
	vpxord	$1(q, $5), $3(q, $5), $3(q, $5)>)
	forloop(<q>, 0, eval(4 * $6 - 1), <
	vprold	$<>$4, $3(q, $5), $3(q, $5)>)>)dnl
dnl
dnl CHACHA_ROUND(s, g): a column or diagonal round of G groups.
define(<CHACHA_ROUND>, <
	CHACHA_ARX(<CHACHA_QA>, <CHACHA_QB>, <CHACHA_QD>, 16, $1, $2)
	CHACHA_ARX(<CHACHA_QC>, <CHACHA_QD>, <CHACHA_QB>, 12, $1, $2)
	CHACHA_ARX(<CHACHA_QA>, <CHACHA_QB>, <CHACHA_QD>, 8, $1, $2)
	CHACHA_ARX(<CHACHA_QC>, <CHACHA_QD>, <CHACHA_QB>, 7, $1, $2)>)dnl
dnl
dnl The AVX-512 16-block ChaCha core and fused crypt (chacha-16core.asm
dnl and chacha-crypt-16core.asm of x86_64/avx512): one body, see the
dnl header of chacha-16core.asm.  Word i of the sixteen blocks in Z(i),
dnl the counter words as they start in CHACHA16_CTR_LO and
dnl CHACHA16_CTR_HI.  The file names DST, SRC (the state), ROUNDS and,
dnl for the crypt, DATA; CHACHA16_BODY(xor) is the function between
dnl PROLOGUE and EPILOGUE (XOR as for TRANSPOSE16_STORE), with
dnl COUNTERS16_RODATA(1).
define(<CHACHA16_CTR_LO>, <%zmm16>)dnl word 12 of the sixteen blocks
define(<CHACHA16_CTR_HI>, <%zmm17>)dnl word 13
define(<CHACHA16_BODY>, <
	COUNTERS16(12, CHACHA16_CTR_LO, CHACHA16_CTR_HI, .Lblock)
	vmovdqa64 CHACHA16_CTR_LO, Z(12)
	vmovdqa64 CHACHA16_CTR_HI, Z(13)
	LOAD16(0, 12)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	CHACHA_ROUND(0, 1)		C columns
	CHACHA_ROUND(1, 1)		C diagonals
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	FEED16(0, 12, CHACHA16_CTR_LO, CHACHA16_CTR_HI)
	TRANSPOSE16_STORE(<$1>)
	CLEAR_HIGH(16, 31)		C keystream words
	vzeroupper
	ret>)dnl
dnl
dnl The AVX-512 32-block ChaCha core and fused crypt (chacha-32core.asm
dnl and chacha-crypt-32core.asm of x86_64/avx512): one body, see the
dnl header of chacha-32core.asm.  The file names DST, SRC (the state),
dnl ROUNDS and, for the crypt, DATA; CHACHA32_BODY(xor) is the function
dnl between PROLOGUE and EPILOGUE (XOR as for TRANSPOSE16_STORE), with
dnl COUNTERS16_RODATA(2).  A 64-byte aligned frame holds the counter
dnl words of both groups, then the second group's sixteen words while
dnl the first is stored.
define(<CHACHA32_CTR_LO_A>, <0(%rsp)>)dnl
define(<CHACHA32_CTR_HI_A>, <64(%rsp)>)dnl
define(<CHACHA32_CTR_LO_B>, <128(%rsp)>)dnl
define(<CHACHA32_CTR_HI_B>, <192(%rsp)>)dnl
define(<CHACHA32_SPILL>, <eval(256 + 64 * $1)(%rsp)>)dnl word $1 of group B
define(<CHACHA32_BODY>, <
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	sub	$<>1280, %rsp
	and	$<>-64, %rsp

	C Blocks 0..15 and 16..31, counters kept for the feed-forward.
	COUNTERS16(12, Z(12), Z(13), .Lblock)
	COUNTERS16(12, Z(28), Z(29), .Lblock16)
	vmovdqa64 Z(12), CHACHA32_CTR_LO_A
	vmovdqa64 Z(13), CHACHA32_CTR_HI_A
	vmovdqa64 Z(28), CHACHA32_CTR_LO_B
	vmovdqa64 Z(29), CHACHA32_CTR_HI_B
	LOAD16(0, 12)
	LOAD16(16, 12)

	test	ROUNDS, ROUNDS
	jz	.Lfeed
	ALIGN_FUNCTION
.Loop:
	CHACHA_ROUND(0, 2)		C columns
	CHACHA_ROUND(1, 2)		C diagonals
	sub	$<>2, ROUNDS
	ja	.Loop

.Lfeed:
	FEED16(0, 12, CHACHA32_CTR_LO_A, CHACHA32_CTR_HI_A)
	FEED16(16, 12, CHACHA32_CTR_LO_B, CHACHA32_CTR_HI_B)
	C Group B aside; group A transposed (XORed with the data) and stored
	forloop(<w>, 0, 15, <
	vmovdqa64 Z(16 + w), CHACHA32_SPILL(w)>)
	TRANSPOSE16_STORE(<$1>)
	C Then group B, 1024 bytes on
	forloop(<w>, 0, 15, <
	vmovdqa64 CHACHA32_SPILL(w), Z(w)>)
	add	$<>1024, DST
ifelse(<$1>, , , <	add	$<>1024, DATA
>)dnl
	TRANSPOSE16_STORE(<$1>)

	CLEAR_HIGH(16, 31)		C keystream words
	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	ret>)dnl
