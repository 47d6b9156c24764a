dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/keccak-permute.asm -- Keccak-p[1600, 24] (FIPS 202) on 32-bit ARM
C without NEON, ARMv6.

C void _symcrypt_keccak_permute(uint64_t *state)
C
C One block of rate 0 through arm/keccak-absorb.asm, which holds the
C rounds.  Needs ARMv6 in ARM state.

	ARCH_SCALAR

PROLOGUE(_symcrypt_keccak_permute)
	mov	r1, #1
	mov	r3, #0
	b	C_NAME(_symcrypt_keccak_absorb)
EPILOGUE(_symcrypt_keccak_permute)
