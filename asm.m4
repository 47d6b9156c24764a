changequote(<,>)dnl
dnl asm.m4 -- macros shared by the assembly of every architecture.
dnl
dnl The Makefile runs m4 on asm.m4, <arch>/machine.m4 and the .asm file,
dnl defining SYMCRYPT_VARIANT as the file's folder with '_' for '/'
dnl ("x86_64_avx2"), ASM_CFI (yes or no) and SYMCRYPT_FAT (0 or 1).
dnl Each function is named _symcrypt_<name>_<variant>; src/dispatch.c
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
	CFI(<.cfi_startproc>)>)dnl
define(<EPILOGUE>, <CFI(<.cfi_endproc>)
	.size C_NAME($1), . - C_NAME($1)>)dnl
dnl
dnl RODATA: read-only constants follow.
define(<RODATA>, <.section .rodata>)dnl
dnl
dnl forloop(var, from, to, body): BODY once for each VAR = FROM..TO.
define(<forloop>, <pushdef(<$1>, <$2>)_forloop(<$1>, <$2>, <$3>, <$4>)popdef(<$1>)>)dnl
define(<_forloop>, <$4<>ifelse($1, <$3>, ,
	<define(<$1>, incr($1))_forloop(<$1>, <$2>, <$3>, <$4>)>)>)dnl
