dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl x86_64/machine.m4 -- the ABI of the x86_64 assembly (System V):
dnl function alignment, the CET landing pad and note, pushes and pops
dnl with unwind information.  The bodies that several files share are
dnl in x86_64/m4/ (INCLUDE_SRC, asm.m4).  See x86_64/README.
dnl Control-flow protection (asm.m4): the x86 feature property
dnl (GNU_PROPERTY_X86_FEATURE_1_AND) has the bits of __CET__, IBT 1 and
dnl SHSTK 2; with IBT every function starts with endbr64.  No function
dnl here reaches its return address other than by ret.
ifelse(eval(ASM_CET & 1), 1, <define(<ENTRY_PAD>, <endbr64>)>)dnl
ifelse(ASM_CET, 0, , <GNU_PROPERTY(0xc0000002, ASM_CET, 8)
>)dnl
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl PUSH/POP of a callee-saved register, with unwind information.
define(<PUSH>, <push $1
	CFI(<.cfi_adjust_cfa_offset 8>)
	CFI(<.cfi_rel_offset $1, 0>)>)dnl
define(<POP>, <pop $1
	CFI(<.cfi_adjust_cfa_offset -8>)
	CFI(<.cfi_restore $1>)>)dnl
dnl
dnl XMM(reg): the low 128 bits of a ymm register.
define(<XMM>, <patsubst(<$1>, <ymm>, <xmm>)>)dnl
dnl
dnl CLEAR_HIGH(first, last): zeroes %zmmFIRST .. %zmmLAST (16 .. 31),
dnl which vzeroupper and vzeroall leave as they are.  An AVX-512
dnl function that kept round keys, H, keystream, a tag mask or a keyed
dnl state there runs it before it returns; the EVEX zero idiom on the
dnl xmm name zeroes the whole register and takes no execution unit.
define(<CLEAR_HIGH>, <forloop(<clear_high_k>, $1, $2, <
	vpxord	%xmm<>clear_high_k, %xmm<>clear_high_k, %xmm<>clear_high_k>)>)dnl
