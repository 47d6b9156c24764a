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
C Constant-time code that tests/ct-scan-test.sh expects scripts/ct-scan
C to pass: loops counted from the length, constants through %rip, a
C public value spilled and reloaded, a register zeroed, and secrets in
C data flow only (cmov), a subroutine called from two places, a table
C in a register indexed by the data (PSHUFB).  Never
C assembled.
define(<STATE>, <%rdi>)
define(<DATA>, <%rsi>)
define(<LENGTH>, <%rdx>)

PROLOGUE(planted_good)
	sub	$16, %rsp
	mov	LENGTH, 8(%rsp)
	mov	(STATE), %rax
	xor	%rcx, %rcx
	test	LENGTH, LENGTH
	jz	.Ldone
.Loop:
	movdqu	(DATA, %rcx), %xmm0
	pxor	.Lmask(%rip), %xmm0
	movq	%xmm0, %r8
	add	%r8, %rax
	cmp	$1, %r8
	cmovb	%r8, %rax
	add	$16, %rcx
	mov	8(%rsp), %r9
	cmp	%r9, %rcx
	jb	.Loop
.Ldone:
	mov	%rax, (STATE)
	add	$16, %rsp
	ret
EPILOGUE(planted_good)

C A secret computed in a subroutine stays in data flow; the length
C stays public across the calls.
PROLOGUE(planted_good_subroutine)
	xor	%eax, %eax
	test	LENGTH, LENGTH
	jz	.Lsub_end
	call	.Ladd_state
	call	.Ladd_state
.Lsub_end:
	movzbl	.Lmask(%rip), %ecx
	ret
.Ladd_state:
	add	(STATE), %rax
	sub	$1, LENGTH
	ret
EPILOGUE(planted_good_subroutine)

C A table of 16 bytes loaded from a fixed address into a register and
C indexed by the data with PSHUFB: a lookup in registers, allowed
C (HACKING.md, "Secrets"); the same lookup in memory is
C planted_constant_table in tests/ct-scan/bad-x86_64.asm.
PROLOGUE(planted_good_pshufb)
	movdqa	.Lmask(%rip), %xmm1
	movdqu	(DATA), %xmm0
	pand	.Llow_nibbles(%rip), %xmm0
	pshufb	%xmm0, %xmm1
	movdqu	%xmm1, (STATE)
	ret
EPILOGUE(planted_good_pshufb)

RODATA
	.p2align 4
.Llow_nibbles:
	.quad	0x0f0f0f0f0f0f0f0f, 0x0f0f0f0f0f0f0f0f
.Lmask:
	.quad	0x0123456789abcdef, 0x0123456789abcdef
