dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl arm64/machine.m4 -- conventions of the AArch64 assembly (AAPCS64,
dnl little-endian).  See arm64/README.
dnl
dnl '#' marks immediates, not comments: let m4 expand macros after it.
changecom()dnl
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl
dnl Branch Target Identification, when the compiler marks its own
dnl objects for it (ASM_BTI 1: -mbranch-protection=bti or standard;
dnl Debian 12's gcc does not by default): every function starts with a
dnl landing pad for indirect calls (ENTRY_PAD, which asm.m4's PROLOGUE
dnl puts first: "bti c", a hint, a no-op on CPUs and processes without
dnl BTI), and every file carries the GNU property note
dnl GNU_PROPERTY_AARCH64_FEATURE_1_AND with BTI (bit 0) and PAC (bit 1):
dnl no return address is kept in memory unsigned (our functions are
dnl leaves; arm64/sha512-compress.asm, which saves x30, signs it first
dnl with paciasp).  The linker keeps a property only when every object
dnl of the output has it, so without the note our objects would turn BTI
dnl off for the whole library (tests/cet-test.sh checks).
ifelse(ASM_BTI, 1, <define(<ENTRY_PAD>, <hint	#34		// bti c>)dnl
GNU_PROPERTY(0xc0000000, 3, 8)
>)dnl
dnl
dnl PUSHP(a, b) / POPP(a, b): push and pop a pair of registers (x or d)
dnl with a 16-byte step of sp, recording where each is saved for
dnl unwinding.  Pop in the reverse order of the pushes.
define(<PUSHP>, <stp	$1, $2, [sp, #-16]!
	CFI(<.cfi_adjust_cfa_offset 16>)
	CFI(<.cfi_rel_offset $1, 0>)
	CFI(<.cfi_rel_offset $2, 8>)>)dnl
define(<POPP>, <ldp	$1, $2, [sp], #16
	CFI(<.cfi_adjust_cfa_offset -16>)
	CFI(<.cfi_restore $1>)
	CFI(<.cfi_restore $2>)>)dnl
dnl
dnl QREG(vN), DREG(vN), SREG(vN): the 128-, 64- and 32-bit scalar names
dnl of vector register vN, for the instructions that take them.
define(<QREG>, <q<>substr($1, 1)>)dnl
define(<DREG>, <d<>substr($1, 1)>)dnl
define(<SREG>, <s<>substr($1, 1)>)dnl
dnl
dnl ARCH_BASE, ARCH_SHA1, ARCH_SHA2, ARCH_SHA512, ARCH_PMULL: what a file's
dnl instructions may need.  The assembler then rejects anything newer,
dnl whatever -mcpu says.  NEON (Advanced SIMD) is part of the base.
define(<ARCH_BASE>, <.arch armv8-a>)dnl
dnl (GNU as has no extension with only the SHA-1 instructions: +sha2
dnl enables both, so a SHA-1 file must not use sha256 instructions.)
define(<ARCH_SHA1>, <.arch armv8-a+sha2>)dnl
define(<ARCH_SHA2>, <.arch armv8-a+sha2>)dnl
define(<ARCH_SHA512>, <.arch armv8.2-a+sha2+sha3>)dnl
define(<ARCH_PMULL>, <.arch armv8-a+aes>)dnl
dnl
dnl MEMXOR_BODY(dst, a, b, length): dst = a ^ b over LENGTH bytes (a
dnl pointer may equal DST), then return.  64 bytes per iteration through
dnl NEON registers v0-v7, then 16, 8, 4, 2 and 1 bytes.  Each piece is
dnl loaded before it is stored, so DST may be A or B.
define(<MEMXOR_BODY>, <
	subs	$4, $4, #64
	b.lo	.Lmx_tail64
.Lmx_loop64:
	ld1	{v0.16b, v1.16b, v2.16b, v3.16b}, [$2], #64
	ld1	{v4.16b, v5.16b, v6.16b, v7.16b}, [$3], #64
	eor	v0.16b, v0.16b, v4.16b
	eor	v1.16b, v1.16b, v5.16b
	eor	v2.16b, v2.16b, v6.16b
	eor	v3.16b, v3.16b, v7.16b
	st1	{v0.16b, v1.16b, v2.16b, v3.16b}, [$1], #64
	subs	$4, $4, #64
	b.hs	.Lmx_loop64
.Lmx_tail64:
	add	$4, $4, #64		C 0 to 63 bytes left
	C Bits 5 and 4: 32 and 16 bytes; then 8, 4, 2, 1.
	tbz	$4, #5, .Lmx_16
	ld1	{v0.16b, v1.16b}, [$2], #32
	ld1	{v4.16b, v5.16b}, [$3], #32
	eor	v0.16b, v0.16b, v4.16b
	eor	v1.16b, v1.16b, v5.16b
	st1	{v0.16b, v1.16b}, [$1], #32
.Lmx_16:
	tbz	$4, #4, .Lmx_8
	ldr	q0, [$2], #16
	ldr	q4, [$3], #16
	eor	v0.16b, v0.16b, v4.16b
	str	q0, [$1], #16
.Lmx_8:
	tbz	$4, #3, .Lmx_4
	ldr	x5, [$2], #8
	ldr	x6, [$3], #8
	eor	x5, x5, x6
	str	x5, [$1], #8
.Lmx_4:
	tbz	$4, #2, .Lmx_2
	ldr	w5, [$2], #4
	ldr	w6, [$3], #4
	eor	w5, w5, w6
	str	w5, [$1], #4
.Lmx_2:
	tbz	$4, #1, .Lmx_1
	ldrh	w5, [$2], #2
	ldrh	w6, [$3], #2
	eor	w5, w5, w6
	strh	w5, [$1], #2
.Lmx_1:
	tbz	$4, #0, .Lmx_done
	ldrb	w5, [$2]
	ldrb	w6, [$3]
	eor	w5, w5, w6
	strb	w5, [$1]
.Lmx_done:
	ret>)dnl
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
dnl
dnl SHA512_K: the 80 round constants of SHA-512 (FIPS 180-4, 4.2.3),
dnl for arm64/sha512-compress.asm and arm64/sha512/sha512-compress.asm.
define(<SHA512_K>, <.quad	0x428a2f98d728ae22, 0x7137449123ef65cd
	.quad	0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad	0x3956c25bf348b538, 0x59f111f1b605d019
	.quad	0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad	0xd807aa98a3030242, 0x12835b0145706fbe
	.quad	0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad	0x72be5d74f27b896f, 0x80deb1fe3b1696b1
	.quad	0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad	0xe49b69c19ef14ad2, 0xefbe4786384f25e3
	.quad	0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad	0x2de92c6f592b0275, 0x4a7484aa6ea6e483
	.quad	0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad	0x983e5152ee66dfab, 0xa831c66d2db43210
	.quad	0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad	0xc6e00bf33da88fc2, 0xd5a79147930aa725
	.quad	0x06ca6351e003826f, 0x142929670a0e6e70
	.quad	0x27b70a8546d22ffc, 0x2e1b21385c26c926
	.quad	0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad	0x650a73548baf63de, 0x766a0abb3c77b2a8
	.quad	0x81c2c92e47edaee6, 0x92722c851482353b
	.quad	0xa2bfe8a14cf10364, 0xa81a664bbc423001
	.quad	0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad	0xd192e819d6ef5218, 0xd69906245565a910
	.quad	0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad	0x19a4c116b8d2d0c8, 0x1e376c085141ab53
	.quad	0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb
	.quad	0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad	0x748f82ee5defb2fc, 0x78a5636f43172f60
	.quad	0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad	0x90befffa23631e28, 0xa4506cebde82bde9
	.quad	0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad	0xca273eceea26619c, 0xd186b8c721c0c207
	.quad	0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad	0x06f067aa72176fba, 0x0a637dc5a2c898a6
	.quad	0x113f9804bef90dae, 0x1b710b35131c471b
	.quad	0x28db77f523047d84, 0x32caab7b40c72493
	.quad	0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a
	.quad	0x5fcb6fab3ad6faec, 0x6c44198c4a475817>)dnl
