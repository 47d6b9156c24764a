dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl x86/machine.m4 -- the ABI of the 32-bit x86 assembly (cdecl).
dnl See x86/README.
dnl Control-flow protection (asm.m4): the x86 feature property
dnl (GNU_PROPERTY_X86_FEATURE_1_AND) has the bits of __CET__, IBT 1 and
dnl SHSTK 2; with IBT every function starts with endbr32.  Nothing here
dnl reads or changes a return address (no call/pop to find the PC), so
dnl the shadow stack always agrees.
ifelse(eval(ASM_CET & 1), 1, <define(<ENTRY_PAD>, <endbr32>)>)dnl
ifelse(ASM_CET, 0, , <GNU_PROPERTY(0xc0000002, ASM_CET, 4)
>)dnl
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl PUSH/POP of a callee-saved register, with unwind information.
define(<PUSH>, <push $1
	CFI(<.cfi_adjust_cfa_offset 4>)
	CFI(<.cfi_rel_offset $1, 0>)>)dnl
define(<POP>, <pop $1
	CFI(<.cfi_adjust_cfa_offset -4>)
	CFI(<.cfi_restore $1>)>)dnl
