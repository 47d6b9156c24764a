dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/bmi2/keccak-permute12.asm -- Keccak-p[1600, 12] (RFC 9861, 2.2)
C in the general registers, chi with andn (BMI1):
C the haswell tier.
C
C Why: TurboSHAKE and KangarooTwelve's single state; the rounds of
C x86_64/bmi2/keccak-permute.asm (x86_64/m4/keccak-scalar.m4) from
C round 12.

dnl void _symcrypt_keccak_permute12(uint64_t *state)
dnl STATE holds the 25 lanes, lane (x, y) at index x + 5y, host order.

define(<KECCAK_ANDN>)
INCLUDE_SRC(<x86_64/m4/keccak-scalar.m4>)dnl

PROLOGUE(_symcrypt_keccak_permute12)
	KECCAK_GPR_ENTER(208)
	KECCAK_GPR_ROUNDS(12)
	KECCAK_GPR_LEAVE(208)
	ret
EPILOGUE(_symcrypt_keccak_permute12)

KECCAK_RC_TABLE
