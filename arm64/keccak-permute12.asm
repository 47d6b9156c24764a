dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/keccak-permute12.asm -- Keccak-p[1600, 12] (RFC 9861, 2.2) in
C general registers, every lane in a register, for every AArch64 CPU.

C void _symcrypt_keccak_permute12(uint64_t *state)
C
C Why: TurboSHAKE's and KangarooTwelve's single state, in the rounds of
C arm64/keccak-absorb.asm (arm64/keccak-gpr.m4: pending rotations, 104
C instructions a round) from round 12.  The lanes are loaded into the
C registers of round 0 with no pending rotation, and stored after round
C 23 from the registers the twelve rounds left them in, their pending
C rotations undone.  The state pointer waits on the stack (x0 is a
C working register of the rounds); x19-x30 are saved.

INCLUDE_SRC(<arm64/keccak-gpr.m4>)dnl
	ARCH_BASE

PROLOGUE(_symcrypt_keccak_permute12)
	hint	#25				C paciasp: x30 goes to the stack
	CFI(<.cfi_negate_ra_state>)
	PUSHP(x29, x30)
	PUSHP(x27, x28)
	PUSHP(x25, x26)
	PUSHP(x23, x24)
	PUSHP(x21, x22)
	PUSHP(x19, x20)
	sub	sp, sp, #16
	CFI(<.cfi_adjust_cfa_offset 16>)
	str	x0, [sp]			C STATE

	C The lanes, in the registers of round 0.
	forloop(<i>, 0, 11, <
	ldp	START_REG(eval(2 * i)), START_REG(eval(2 * i + 1)), [x0, #eval(16 * i)]>)
	ldr	START_REG(24), [x0, #192]

forloop(<round>, 12, 23, <ROUND(round)>)

	C The lanes as they are, stored where they belong.
	forloop(<i>, 0, 24, <UNROTATE(eval(i % 5), eval(i / 5))>)
	ldr	pool0, [sp]
	forloop(<i>, 0, 11, <
	stp	L(eval((2 * i) % 5), eval(2 * i / 5)), L(eval((2 * i + 1) % 5), eval((2 * i + 1) / 5)), [pool0, #eval(16 * i)]>)
	str	L(4, 4), [pool0, #192]

	add	sp, sp, #16
	CFI(<.cfi_adjust_cfa_offset -16>)
	POPP(x19, x20)
	POPP(x21, x22)
	POPP(x23, x24)
	POPP(x25, x26)
	POPP(x27, x28)
	POPP(x29, x30)
	hint	#29				C autiasp
	CFI(<.cfi_negate_ra_state>)
	ret
	.ltorg
EPILOGUE(_symcrypt_keccak_permute12)
