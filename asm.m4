dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
changequote(<,>)dnl
dnl asm.m4 -- macros shared by the assembly of every architecture.
dnl
dnl The Makefile runs m4 on asm.m4, <arch>/machine.m4 and the .asm file,
dnl defining SYMCRYPT_VARIANT as the file's folder with '_' for '/'
dnl ("x86_64_avx2"), ASM_CFI (yes or no), SYMCRYPT_FAT (0 or 1), and
dnl ASM_CET (the compiler's __CET__, 0 when off) and ASM_BTI (1 when the
dnl compiler emits AArch64 BTI landing pads, else 0).
dnl Each function is named _symcrypt_<name>_<variant>; src/core/dispatch.c
dnl knows it by the same rule.
dnl
dnl C starts a comment that runs to the end of the line, also after an
dnl instruction: it ends the line, then dnl drops the comment.
define(<C>, <
dnl>)dnl
dnl
dnl Every file says no executable stack is needed.
.section .note.GNU-stack,"",%progbits
dnl
dnl Control-flow protection.  The linker marks a library as compatible
dnl with indirect-branch tracking and shadow stacks (x86 CET) or branch
dnl target identification (AArch64 BTI) only if every object says so in
dnl a GNU property note.  When the compiler marks its objects, the
dnl architecture's machine.m4 calls GNU_PROPERTY once with its feature
dnl bits, and defines ENTRY_PAD as the landing-pad instruction that
dnl PROLOGUE puts first in every function (endbr64, endbr32, bti c).
dnl ENTRY_PAD: empty when protection is off or the architecture has none.
define(<ENTRY_PAD>, <>)dnl
dnl GNU_PROPERTY(type, bits, align): a .note.gnu.property section with
dnl one 32-bit property TYPE holding BITS, padded to a multiple of ALIGN
dnl bytes (8 on 64-bit ELF, 4 on 32-bit); the layout is the one of the
dnl generic ELF gABI notes and of the x86-64 and AArch64 psABI documents.
define(<GNU_PROPERTY>, <.pushsection .note.gnu.property, "a"
	.balign	$3
	C name size, descriptor size, type NT_GNU_PROPERTY_TYPE_0, name
	.long	4
	.long	eval((12 + $3 - 1) / $3 * $3)
	.long	5
	.asciz	"GNU"
	C the property: its type, the size of its data, the bits
	.long	$1
	.long	4
	.long	$2
	.balign	$3
	.popsection>)dnl
dnl
dnl C_NAME(name): the symbol of NAME in this variant.
define(<C_NAME>, <$1_<>SYMCRYPT_VARIANT>)dnl
dnl
dnl CFI(directive): an unwind directive, when the assembler has them.
define(<CFI>, <ifelse(ASM_CFI, yes, <$1>)>)dnl
dnl
dnl PROLOGUE(name) ... EPILOGUE(name) around each function.
define(<PROLOGUE>, <.text
	.globl C_NAME($1)
	.hidden C_NAME($1)
	.type C_NAME($1), %function
	ALIGN_FUNCTION
C_NAME($1):
	CFI(<.cfi_startproc>)
	ENTRY_PAD>)dnl
define(<EPILOGUE>, <CFI(<.cfi_endproc>)
	.size C_NAME($1), . - C_NAME($1)>)dnl
dnl
dnl VARIANT_CONSTANT(name, value): a read-only 32-bit word holding VALUE,
dnl named C_NAME(name) (hidden), for C to read a figure the code uses:
dnl _symcrypt_poly1305_vector_min_<variant>, from how many blocks a
dnl poly1305_blocks variant runs its vector code (src/core/dispatch.c);
dnl _symcrypt_gcm_seal_short_max_<variant> and
dnl _symcrypt_gcm_open_short_max_<variant>, the most bytes a
dnl gcm_seal_short or gcm_open_short variant takes (src/aes/gcm.c).
define(<VARIANT_CONSTANT>, <.pushsection .rodata
	.balign	4
	.globl C_NAME($1)
	.hidden C_NAME($1)
	.type C_NAME($1), %object
	.size C_NAME($1), 4
C_NAME($1):
	.long	$2
	.popsection>)dnl
dnl
dnl RODATA: read-only constants follow.
define(<RODATA>, <.section .rodata>)dnl
dnl
dnl INCLUDE_SRC(file): read the macros of FILE, a path from the top of
dnl the source tree (x86_64/m4/sha2.m4), once however often it is named.
dnl m4 runs with -I on the top of the source tree.  An .asm file names
dnl each .m4 file whose macros it uses; an .m4 file names the ones its
dnl own macros use.  A macro lives in the narrowest file that every user
dnl of it reads: machine.m4 for the ABI, a file of x86_64/m4/ or an
dnl <arch>/<technique>.m4 for what several files share, the .asm file
dnl itself when it is the only user.
define(<INCLUDE_SRC>, <ifdef(<INCLUDED:$1>, ,
	<define(<INCLUDED:$1>)include(<$1>)>)>)dnl
dnl
dnl forloop(var, from, to, body): BODY once for each VAR = FROM..TO.
define(<forloop>, <pushdef(<$1>, <$2>)_forloop(<$1>, <$2>, <$3>, <$4>)popdef(<$1>)>)dnl
define(<_forloop>, <$4<>ifelse($1, <$3>, ,
	<define(<$1>, incr($1))_forloop(<$1>, <$2>, <$3>, <$4>)>)>)dnl
