dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/bmi2/keccak-absorb.asm -- the sponge's absorbing loop around
C Keccak-p[1600, 24] (FIPS 202) in the general registers, chi with
C andn (BMI1): the haswell tier.
C
C void _symcrypt_keccak_absorb(uint64_t *state, size_t blocks,
C                              const uint8_t *data, unsigned rate)
C
C Why: x86_64/keccak-absorb.asm's rounds (x86_64/m4/keccak-scalar.m4) with
C each output of chi two operations, ~b1 & b2 in one andn and the XOR,
C instead of a copy, an AND or OR and the XOR with some lanes kept
C complemented.
C
C Measured: doc/sha3.md, "x86_64 without AVX-512".

define(<KECCAK_ANDN>)
INCLUDE_SRC(<x86_64/m4/keccak-scalar.m4>)dnl

PROLOGUE(_symcrypt_keccak_absorb)
	KECCAK_GPR_ABSORB
EPILOGUE(_symcrypt_keccak_absorb)

KECCAK_RC_TABLE
