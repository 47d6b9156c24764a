dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl arm/machine.m4 -- the ABI of the ARM assembly (AAPCS, ARM state).
dnl See arm/README.
dnl
dnl '#' marks immediates in ARM assembly, not comments: let m4 expand
dnl macros after it, and across it inside macro arguments.
changecom()dnl
define(<ALIGN_FUNCTION>, <.p2align 2>)dnl
dnl
dnl PUSH(r4, r5, lr) / POP(r4, r5, pc): push and pop a list of
dnl registers (no ranges), recording where each is saved for unwinding.
dnl VPUSH(d8, d9) / VPOP(d8, d9) do the same for NEON/VFP registers.
define(<PUSH>, <push	{$*}
	CFI(<.cfi_adjust_cfa_offset eval(4 * $#)>)_CFI_SAVED(4, 0, $@)>)dnl
define(<POP>, <pop	{$*}
	CFI(<.cfi_adjust_cfa_offset eval(-4 * $#)>)_CFI_RESTORED($@)>)dnl
define(<VPUSH>, <vpush	{$*}
	CFI(<.cfi_adjust_cfa_offset eval(8 * $#)>)_CFI_SAVED(8, 0, $@)>)dnl
define(<VPOP>, <vpop	{$*}
	CFI(<.cfi_adjust_cfa_offset eval(-8 * $#)>)_CFI_RESTORED($@)>)dnl
dnl _CFI_SAVED(size, offset, reg...), _CFI_RESTORED(reg...)
define(<_CFI_SAVED>, <ifelse(<$3>, <>, ,
	<
	CFI(<.cfi_rel_offset $3, $2>)<>_CFI_SAVED($1, eval($2 + $1), shift(shift(shift($@))))>)>)dnl
define(<_CFI_RESTORED>, <ifelse(<$1>, <>, , <$1>, <pc>, ,
	<
	CFI(<.cfi_restore $1>)<>_CFI_RESTORED(shift($@))>)>)dnl
dnl
dnl ARCH_SCALAR, ARCH_NEON: what a file's instructions may need.  The
dnl assembler then rejects anything newer, whatever -mcpu says.
define(<ARCH_SCALAR>, <.arch armv6>)dnl
dnl A NEON file in a fat build must not mark the whole library as
dnl needing NEON: it loads on CPUs without it and runs the code only
dnl when AT_HWCAP says NEON is there.
define(<ARCH_NEON>, <.arch armv7-a
	.fpu neon<>ifelse(SYMCRYPT_FAT, 1, <
	.eabi_attribute Tag_Advanced_SIMD_arch, 0>)>)dnl
dnl ARCH_CRYPTO: the ARMv8 crypto extension in AArch32 (AESE, AESMC,
dnl AESD, AESIMC, VMULL.P64), which gas takes on top of ARMv7-A with
dnl its .fpu.  In a fat build it also clears Tag_FP_arch, which that
dnl .fpu raises to ARMv8's FP (the library runs on VFPv3 CPUs too).
define(<ARCH_CRYPTO>, <.arch armv7-a
	.fpu crypto-neon-fp-armv8<>ifelse(SYMCRYPT_FAT, 1, <
	.eabi_attribute Tag_Advanced_SIMD_arch, 0
	.eabi_attribute Tag_FP_arch, 0>)>)dnl
	.syntax unified
	.arm
