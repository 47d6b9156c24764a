dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): keccak-permute.asm, keccak-permute12.asm, keccak-absorb.asm, keccak-squeeze.asm, bmi2/keccak-permute.asm, bmi2/keccak-permute12.asm, bmi2/keccak-absorb.asm, avx512/keccak-permute-x8.asm, avx512/keccak-permute12.asm, avx512/keccak-permute12-x2.asm, avx512/keccak-permute12-x8.asm, avx512/keccak-absorb.asm, avx512/keccak-absorb-x8.asm, avx512/keccak-absorb12-x8.asm, avx512/keccak-sha3-x8.asm, avx2/keccak-permute-x4.asm, avx2/keccak-permute12-x4.asm, avx2/keccak-absorb-x4.asm, avx2/keccak-absorb12-x4.asm, avx2/keccak-sha3-x4.asm.
dnl x86_64/m4/keccak.m4 -- the round constants of Keccak-p[1600, 24] (the
dnl last twelve are Keccak-p[1600, 12]'s), which
dnl every x86_64 version reads (through keccak-scalar.m4, keccak-avx512.m4
dnl or keccak-avx2.m4), and the rate ladder of the absorbing loops.

dnl KECCAK_RC_TABLE: the round constants the rounds read.
define(<KECCAK_RC_TABLE>, <
	RODATA
	.balign	8
C FIPS 202, 3.2.5: the round constants of iota, rounds 0 to 23.
.Lkeccak_rc:
	.quad	0x0000000000000001, 0x0000000000008082
	.quad	0x800000000000808a, 0x8000000080008000
	.quad	0x000000000000808b, 0x0000000080000001
	.quad	0x8000000080008081, 0x8000000000008009
	.quad	0x000000000000008a, 0x0000000000000088
	.quad	0x0000000080008009, 0x000000008000000a
	.quad	0x000000008000808b, 0x800000000000008b
	.quad	0x8000000000008089, 0x8000000000008003
	.quad	0x8000000000008002, 0x8000000000000080
	.quad	0x000000000000800a, 0x800000008000000a
	.quad	0x8000000080008081, 0x8000000000008080
	.quad	0x0000000080000001, 0x8000000080008008>)

dnl KECCAK_ADD_BLOCK(add): add(first, last) adds a block's lanes FIRST
dnl to LAST to the state's; this adds the lanes of one block at the
dnl rate in %ecx, one of the SHA-3 and SHAKE rates (72, 104, 136, 144
dnl or 168 bytes), and goes on at .Ladded, which it defines.  The
dnl squeezing loop (keccak-squeeze.asm) passes a copy out for ADD.
define(<KECCAK_ADD_BLOCK>, <
	$1(0, 8)
	cmp	<$>72, %ecx
	je	.Ladded
	$1(9, 12)
	cmp	<$>104, %ecx
	je	.Ladded
	$1(13, 16)
	cmp	<$>136, %ecx
	je	.Ladded
	$1(17, 17)
	cmp	<$>144, %ecx
	je	.Ladded
	$1(18, 20)
.Ladded:>)
