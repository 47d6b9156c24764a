dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl arm64/machine.m4 -- the ABI of the AArch64 assembly (AAPCS64,
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
dnl ARCH_BASE, ARCH_SHA1, ARCH_SHA2, ARCH_SHA512, ARCH_SHA3, ARCH_AES,
dnl ARCH_PMULL, ARCH_PMULL_SHA3, ARCH_AES_SHA3: what a file's
dnl instructions may need.
dnl The assembler then rejects anything newer, whatever -mcpu says.
dnl NEON (Advanced SIMD) is part of the base.
define(<ARCH_BASE>, <.arch armv8-a>)dnl
dnl (GNU as has no extension with only the SHA-1 instructions: +sha2
dnl enables both, so a SHA-1 file must not use sha256 instructions.)
define(<ARCH_SHA1>, <.arch armv8-a+sha2>)dnl
define(<ARCH_SHA2>, <.arch armv8-a+sha2>)dnl
define(<ARCH_SHA512>, <.arch armv8.2-a+sha2+sha3>)dnl
dnl (+sha3 enables the SHA-512 and the SHA3 instructions alike: a SHA-512
dnl file must not use eor3, rax1, xar or bcax.)
define(<ARCH_SHA3>, <.arch armv8.2-a+sha3>)dnl
dnl (GNU as's +aes enables the AES instructions and PMULL together.)
define(<ARCH_AES>, <.arch armv8-a+aes>)dnl
define(<ARCH_PMULL>, <.arch armv8-a+aes>)dnl
dnl (PMULL with EOR3: a file of arm64/pmull_sha3 must not use the SHA-512
dnl instructions, which +sha3 enables too.)
define(<ARCH_PMULL_SHA3>, <.arch armv8.2-a+aes+sha3>)dnl
dnl (AES with EOR3, arm64/aes_sha3: the same; it must not use PMULL
dnl either, which +aes enables too.)
define(<ARCH_AES_SHA3>, <.arch armv8.2-a+aes+sha3>)dnl
