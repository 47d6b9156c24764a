/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* abi-x86_64.S -- a trampoline that calls a function with every
   callee-saved register (SysV AMD64: rbx, rbp, r12-r15) holding a known
   value and records what they hold after the call.

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
	/* The caller's callee-saved registers, and SAVED: 7 pushes
	   leave the stack 16-byte aligned for the call.  */
	push	%rbx
	push	%rbp
	push	%r12
	push	%r13
	push	%r14
	push	%r15
	push	%rdx
	.cfi_adjust_cfa_offset 56
	mov	%rdi, %rax
	mov	%rsi, %r11
	/* Known values, one per register (see expected() in abi-test.c).  */
	movabs	$0x5ab1c0de0000b000, %rbx
	movabs	$0x5ab1c0de0000b001, %rbp
	movabs	$0x5ab1c0de0000b002, %r12
	movabs	$0x5ab1c0de0000b003, %r13
	movabs	$0x5ab1c0de0000b004, %r14
	movabs	$0x5ab1c0de0000b005, %r15
	/* Up to six arguments.  */
	mov	0(%r11), %rdi
	mov	8(%r11), %rsi
	mov	16(%r11), %rdx
	mov	24(%r11), %rcx
	mov	32(%r11), %r8
	mov	40(%r11), %r9
	call	*%rax
	/* Record what the callee left.  */
	pop	%r11
	.cfi_adjust_cfa_offset -8
	mov	%rbx, 0(%r11)
	mov	%rbp, 8(%r11)
	mov	%r12, 16(%r11)
	mov	%r13, 24(%r11)
	mov	%r14, 32(%r11)
	mov	%r15, 40(%r11)
	pop	%r15
	pop	%r14
	pop	%r13
	pop	%r12
	pop	%rbp
	pop	%rbx
	.cfi_adjust_cfa_offset -48
	ret
	.cfi_endproc
	.size	abi_trampoline, . - abi_trampoline

	.section .note.GNU-stack,"",@progbits
