dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arch: x86_64
C Planted mistakes for tests/ct-scan-test.sh: each function must be
C reported by scripts/ct-scan.  Never assembled.
define(<STATE>, <%rdi>)
define(<TABLE>, <%rsi>)
define(<LENGTH>, <%rdx>)

C A branch on a byte of the state.
PROLOGUE(planted_branch)
	movzbl	(STATE), %eax
	test	%eax, %eax
	jz	.Lzero
	add	$1, %eax
.Lzero:
	ret
EPILOGUE(planted_branch)

C A table lookup indexed by a state word, after a public loop counter.
PROLOGUE(planted_index)
	xor	%ecx, %ecx
.Loop:
	mov	(STATE, %rcx, 4), %eax
	and	$255, %eax
	movzbl	(TABLE, %rax), %r8d
	add	$1, %rcx
	cmp	LENGTH, %rcx
	jb	.Loop
	ret
EPILOGUE(planted_index)

C A secret spilled to the stack and reloaded as an index.
PROLOGUE(planted_spill)
	sub	$16, %rsp
	mov	8(STATE), %r9
	mov	%r9, 8(%rsp)
	mov	8(%rsp), %r10
	movzbl	(TABLE, %r10), %eax
	add	$16, %rsp
	ret
EPILOGUE(planted_spill)

C A branch on a secret inside a subroutine of the function: the scan
C follows the call into it.
PROLOGUE(planted_subroutine)
	call	.Lsub
	ret
.Lsub:
	mov	(STATE), %rax
	test	%rax, %rax
	jnz	.Lsub_done
	add	$1, %rax
.Lsub_done:
	ret
EPILOGUE(planted_subroutine)

C A secret index after a subroutine made the register secret: the
C state at its ret flows back to the instruction after the call.
PROLOGUE(planted_after_call)
	xor	%ecx, %ecx
	call	.Lload
	movzbl	(TABLE, %rcx), %eax
	ret
.Lload:
	mov	(STATE), %rcx
	ret
EPILOGUE(planted_after_call)

C A lookup in a read-only table of the file (its address fixed, as
C for a lookup in registers) indexed by a byte of the state: memory,
C so it must be reported; tests/ct-scan/good-x86_64.asm has the same
C table loaded into a register for PSHUFB, which must pass.
PROLOGUE(planted_constant_table)
	movzbl	(STATE), %eax
	and	$15, %eax
	lea	.Lnibbles(%rip), %rcx
	movzbl	(%rcx, %rax), %eax
	ret
EPILOGUE(planted_constant_table)

C A function after a read-only constant of its file (VARIANT_CONSTANT,
C whose .size comes before its label).
VARIANT_CONSTANT(planted_constant, 4)
PROLOGUE(planted_after_constant)
	mov	(STATE), %rax
	movzbl	(TABLE, %rax), %eax
	ret
EPILOGUE(planted_after_constant)

RODATA
	.p2align 4
.Lnibbles:
	.byte	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
