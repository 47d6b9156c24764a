/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* abi-arm64.S -- a trampoline that calls a function with every
   callee-saved register of AAPCS64 (x19-x28, and the low 64 bits of
   v8-v15, d8-d15) holding a known value and records what they hold
   after the call.  x29 (the frame pointer) and sp are checked by the
   trampoline's own return: it restores nothing it did not save.

   uintptr_t abi_trampoline(void (*fn)(void), const uintptr_t args[6],
                            uintptr_t saved[SAVED_REGS]);  (SAVED_REGS: tests/abi-test.c)  */
	.text
	.globl	abi_trampoline
	.type	abi_trampoline, %function
	.p2align 4
abi_trampoline:
	hint	#34			/* bti c */
	/* Frame: x29, x30, then x19-x28, d8-d15 and saved.  */
	stp	x29, x30, [sp, #-176]!
	mov	x29, sp
	stp	x19, x20, [sp, #16]
	stp	x21, x22, [sp, #32]
	stp	x23, x24, [sp, #48]
	stp	x25, x26, [sp, #64]
	stp	x27, x28, [sp, #80]
	stp	d8, d9, [sp, #96]
	stp	d10, d11, [sp, #112]
	stp	d12, d13, [sp, #128]
	stp	d14, d15, [sp, #144]
	str	x2, [sp, #160]
	mov	x16, x0
	mov	x17, x1
	/* x19-x28 = base + 0..9, d8-d15 = base + 10..17.  */
	movz	x19, #0xb000
	movk	x19, #0xc0de, lsl #32
	movk	x19, #0x5ab1, lsl #48
	add	x20, x19, #1
	add	x21, x19, #2
	add	x22, x19, #3
	add	x23, x19, #4
	add	x24, x19, #5
	add	x25, x19, #6
	add	x26, x19, #7
	add	x27, x19, #8
	add	x28, x19, #9
	add	x0, x19, #10
	fmov	d8, x0
	add	x0, x19, #11
	fmov	d9, x0
	add	x0, x19, #12
	fmov	d10, x0
	add	x0, x19, #13
	fmov	d11, x0
	add	x0, x19, #14
	fmov	d12, x0
	add	x0, x19, #15
	fmov	d13, x0
	add	x0, x19, #16
	fmov	d14, x0
	add	x0, x19, #17
	fmov	d15, x0
	ldp	x0, x1, [x17]
	ldp	x2, x3, [x17, #16]
	ldp	x4, x5, [x17, #32]
	blr	x16
	ldr	x2, [sp, #160]
	stp	x19, x20, [x2]
	stp	x21, x22, [x2, #16]
	stp	x23, x24, [x2, #32]
	stp	x25, x26, [x2, #48]
	stp	x27, x28, [x2, #64]
	stp	d8, d9, [x2, #80]
	stp	d10, d11, [x2, #96]
	stp	d12, d13, [x2, #112]
	stp	d14, d15, [x2, #128]
	ldp	x19, x20, [sp, #16]
	ldp	x21, x22, [sp, #32]
	ldp	x23, x24, [sp, #48]
	ldp	x25, x26, [sp, #64]
	ldp	x27, x28, [sp, #80]
	ldp	d8, d9, [sp, #96]
	ldp	d10, d11, [sp, #112]
	ldp	d12, d13, [sp, #128]
	ldp	d14, d15, [sp, #144]
	ldp	x29, x30, [sp], #176
	ret
	.size	abi_trampoline, . - abi_trampoline

	.section .note.GNU-stack,"",%progbits
	/* BTI-compatible (the pad above) and PAC-compatible.  */
	.pushsection .note.gnu.property, "a"
	.p2align 3
	.word	4, 16, 5
	.asciz	"GNU"
	.word	0xc0000000, 4, 3, 0
	.popsection
