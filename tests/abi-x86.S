/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* abi-x86.S -- a trampoline that calls a function with every
   callee-saved register (i386 cdecl: ebx, esi, edi, ebp) holding a
   known value and records what they hold after the call.

   uintptr_t abi_trampoline(void (*fn)(void), const uintptr_t args[6],
                            uintptr_t saved[SAVED_REGS]);  (SAVED_REGS: tests/abi-test.c)

   With -fcf-protection, the compiler's <cet.h> adds the landing pad
   and the GNU property note, so that this object does not turn
   control-flow protection off for the test program.  */
#include <cet.h>
	.text
	.globl	abi_trampoline
	.type	abi_trampoline, @function
abi_trampoline:
	.cfi_startproc
	_CET_ENDBR
	push	%ebp
	push	%ebx
	push	%esi
	push	%edi
	.cfi_adjust_cfa_offset 16
	/* Arguments of the trampoline, above the return address and the
	   four saved registers.  */
	mov	20(%esp), %eax		/* fn */
	mov	24(%esp), %ecx		/* args */
	/* Six argument words; with the 20 bytes above and 4 of padding the
	   stack is 16-byte aligned at the call.  */
	sub	$8, %esp
	.cfi_adjust_cfa_offset 8
	push	20(%ecx)
	push	16(%ecx)
	push	12(%ecx)
	push	8(%ecx)
	push	4(%ecx)
	push	0(%ecx)
	.cfi_adjust_cfa_offset 24
	mov	$0x5ab1b000, %ebx
	mov	$0x5ab1b001, %esi
	mov	$0x5ab1b002, %edi
	mov	$0x5ab1b003, %ebp
	call	*%eax
	add	$32, %esp
	.cfi_adjust_cfa_offset -32
	mov	28(%esp), %ecx		/* saved */
	mov	%ebx, 0(%ecx)
	mov	%esi, 4(%ecx)
	mov	%edi, 8(%ecx)
	mov	%ebp, 12(%ecx)
	pop	%edi
	pop	%esi
	pop	%ebx
	pop	%ebp
	.cfi_adjust_cfa_offset -16
	ret
	.cfi_endproc
	.size	abi_trampoline, . - abi_trampoline

	.section .note.GNU-stack,"",@progbits
