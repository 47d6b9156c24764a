dnl x86/machine.m4 -- conventions of the 32-bit x86 assembly (cdecl).
dnl See x86/README.
define(<ALIGN_FUNCTION>, <.p2align 4>)dnl
dnl PUSH/POP of a callee-saved register, with unwind information.
define(<PUSH>, <push $1
	CFI(<.cfi_adjust_cfa_offset 4>)
	CFI(<.cfi_rel_offset $1, 0>)>)dnl
define(<POP>, <pop $1
	CFI(<.cfi_adjust_cfa_offset -4>)
	CFI(<.cfi_restore $1>)>)dnl
