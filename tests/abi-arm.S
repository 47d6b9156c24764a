/* Copyright (C) 2026 libsymcrypt maintainers
   SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
   This file is free software: you can redistribute it and/or modify it
   under the terms of the GNU Lesser General Public License as published
   by the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version, or under the terms of the GNU
   General Public License as published by the Free Software Foundation,
   either version 2 of the License, or (at your option) any later version.
   The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.  */
/* abi-arm.S -- a trampoline that calls a function with every
   callee-saved register (AAPCS: r4-r11, and d8-d15 where the ABI has
   VFP registers) holding a known value and records what they hold
   after the call.

   uintptr_t abi_trampoline(void (*fn)(void), const uintptr_t args[6],
                            uintptr_t saved[SAVED_REGS]);  (SAVED_REGS: tests/abi-test.c)  */
	.syntax	unified
	.arm
	.text
	.globl	abi_trampoline
	.type	abi_trampoline, %function
	.p2align 2
abi_trampoline:
	push	{r4-r11, lr}
#ifdef __ARM_PCS_VFP
	vpush	{d8-d15}
#endif
	/* saved, then arguments 5 and 6 on the stack (8-byte aligned:
	   9 + 16 words pushed, plus 3 here).  */
	push	{r2}
	ldr	r2, [r1, #20]
	push	{r2}
	ldr	r2, [r1, #16]
	push	{r2}
	mov	r12, r0
	ldr	r4, =0x5ab1b000
	add	r5, r4, #1
	add	r6, r4, #2
	add	r7, r4, #3
	add	r8, r4, #4
	add	r9, r4, #5
	add	r10, r4, #6
	add	r11, r4, #7
#ifdef __ARM_PCS_VFP
	/* d8-d15 = pairs of known words.  */
	vmov	d8, r4, r5
	vmov	d9, r6, r7
	vmov	d10, r8, r9
	vmov	d11, r10, r11
	vmov	d12, r5, r4
	vmov	d13, r7, r6
	vmov	d14, r9, r8
	vmov	d15, r11, r10
#endif
	ldr	r0, [r1, #0]
	ldr	r2, [r1, #8]
	ldr	r3, [r1, #12]
	ldr	r1, [r1, #4]
	blx	r12
	add	sp, sp, #8
	pop	{r12}			/* saved */
	stm	r12!, {r4-r11}
#ifdef __ARM_PCS_VFP
	vstm	r12, {d8-d15}
	vpop	{d8-d15}
#endif
	pop	{r4-r11, pc}
	.ltorg
	.size	abi_trampoline, . - abi_trampoline

	.section .note.GNU-stack,"",%progbits
