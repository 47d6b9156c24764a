dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): sha1-compress.asm, bmi2/sha1-compress.asm, ssse3/sha1-compress.asm, ssse3/sha1-last.asm.
dnl x86_64/m4/sha1.m4 -- SHA-1: rounds, register rotation, schedule ring.
dnl
dnl SHA-1 with scalar rounds: x86_64/sha1-compress.asm (the schedule in
dnl a general register; the file defines SHA1_SCALAR), and with the
dnl message schedule four words at a time in vector registers:
dnl x86_64/ssse3/sha1-compress.asm (SSE) and x86_64/bmi2/sha1-compress.asm
dnl (VEX encoding, two blocks a pass; the file defines SHA1_PAIR).  The
dnl vector files call SHA1_REGS, then name X(n) (the register of
dnl w[4n..4n+3], X(n) and X(n+8) sharing one), V0, V1 and BSWAP (the
dnl pshufb mask of big-endian dwords), and define SHA1_WK(n) and
dnl SCHED_16(n, part) and SCHED_32(n, part), part 0 to 3 of step n of
dnl the schedule for words 16..31 and 32..79, the last ending with
dnl SHA1_WK(n); the SSE file also defines SHA1_ROUND(i), the round
dnl SHA1_BODY runs.
dnl
dnl SHA1_REGS: the registers of both vector files: STATE, BLOCKS, DATA;
dnl R0..R4 (see SHA1_REG), T1, T2 (32-bit) and WIPE (64-bit).
define(<SHA1_REGS>, <define(<STATE>, <%rdi>)dnl
define(<BLOCKS>, <%rsi>)dnl
define(<DATA>, <%rdx>)dnl
define(<R0>, <%eax>)dnl
define(<R1>, <%ebx>)dnl
define(<R2>, <%ecx>)dnl
define(<R3>, <%ebp>)dnl
define(<R4>, <%r8d>)dnl
define(<T1>, <%r9d>)dnl
define(<T2>, <%r10d>)dnl
define(<WIPE>, <%r11>)>)dnl
dnl SHA1_SCHED(n, part): the file's SCHED_16 or SCHED_32 for step N.
define(<SHA1_SCHED>, <ifelse(eval(($1) / 8), 0, <SCHED_16($1, $2)>,
	<SCHED_32($1, $2)>)>)dnl
dnl
dnl Or, for x86_64 CPUs without SSSE3 (x86_64/sha1-compress.asm, which
dnl defines SHA1_SCALAR), the schedule in a general register: instead
dnl of SHA1_REGS, X, V1, BSWAP and SCHED the file names the registers
dnl itself, with W (32-bit, not one of the others) and V0 (an xmm
dnl register, for the wipe only), and its rounds are SHA1_SCALAR_ROUND.
dnl
dnl The frame: w + k of the 80 rounds, or with SHA1_SCALAR a ring of
dnl the last sixteen w; after the return address and two pushes, it
dnl keeps %rsp 16-byte aligned.
define(<SHA1_WK_SIZE>, <ifdef(<SHA1_SCALAR>, 64, <ifdef(<SHA1_PAIR>, 640, 320)>)>)dnl
define(<SHA1_FRAME>, <eval(SHA1_WK_SIZE + 8)>)dnl
dnl SHA1_REG(i): round i finds a in R(-i), b in R(1-i), ..., e in R(4-i)
dnl (indices mod 5), and leaves the new a in e's register.
define(<SHA1_REG>, <indir(<R>eval(((($1) % 5) + 5) % 5))>)dnl
dnl SHA1_ROUND_F(f, a, b, c, d, e, w + k): f 0 is Ch, 1 and 3 parity,
dnl 2 Maj.  The chain from a to the next a is the rotate and one add
dnl (f takes b, a round older), so the round's length is what counts.
dnl With an eighth argument (rounds 19 and 59, before the parity rounds
dnl of x86_64/ssse3/sha1-compress.asm), a is rotated in place and the
dnl next round's b ^ d goes into that register.
define(<SHA1_ROUND_F>, <
	add	$7, $6			C e += w + k
	mov	$4, T1
	ifelse($1, 0, <xor	$5, T1
	and	$3, T1
	xor	$5, T1			C Ch(b, c, d) = d ^ (b & (c ^ d))>,
	$1, 2, <and	$5, T1
	add	T1, $6			C c & d
	mov	$4, T1
	xor	$5, T1
	and	$3, T1			C Maj(b, c, d) = (c & d) + (b & (c ^ d))>,
	<xor	$5, T1
	xor	$3, T1			C b ^ c ^ d>)
	ifelse($8, , <mov	$2, T2
	add	T1, $6
	rol	<$>5, T2
	add	T2, $6>, <mov	$2, $8
	add	T1, $6
	xor	$4, $8			C b ^ d of the next round
	rol	<$>5, $2
	add	$2, $6>)
	rol	<$>30, $3>)dnl
dnl
dnl SHA1_K(t): the round constant of rounds 20t to 20t + 19 (FIPS 180-4,
dnl section 4.2.1).
define(<SHA1_K>, <ifelse($1, 0, 0x5a827999, $1, 1, 0x6ed9eba1,
	$1, 2, 0x8f1bbcdc, 0xca62c1d6)>)dnl
dnl SHA1_BODY: the function from its first instruction to its ret (the
dnl ssse3 and x86_64 files; the bmi2 file has SHA1_PAIR_BODY); the ssse3
dnl file's rounds are SHA1_ROUNDS of x86_64/m4/sha1-ssse3.m4.
define(<SHA1_BODY>, <
	test	BLOCKS, BLOCKS
	jz	.Ldone
	SHA1_ENTER

	ALIGN_FUNCTION
.Loop:
ifdef(<SHA1_SCALAR>, <forloop(<i>, 0, 79, <
	SHA1_SCALAR_ROUND(i)>)>, <dnl
	SHA1_ROUNDS(<movdqu	eval(16 * n)(DATA), X(n)>)>)

	SHA1_STATE_ADD
	add	<$>64, DATA
	sub	<$>1, BLOCKS
	jnz	.Loop

	SHA1_LEAVE
.Ldone:
	ret>)dnl
dnl SHA1_ENTER: the pushes and the frame, BSWAP (the vector files) and
dnl a..e of STATE in R0..R4.
define(<SHA1_ENTER>, <
	PUSH(%rbx)
	PUSH(%rbp)
	sub	<$>SHA1_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset SHA1_FRAME>)
	ifdef(<SHA1_SCALAR>, , <movdqa	.Lbswap(%rip), BSWAP>)
forloop(<j>, 0, 4, <
	mov	eval(4 * j)(STATE), indir(<R>j)>)>)dnl
dnl SHA1_STATE_ADD: the 80 rounds leave a..e back in R0..R4; added
dnl into STATE.
define(<SHA1_STATE_ADD>, <
	C The 80 rounds leave a..e back in R0..R4.
forloop(<j>, 0, 4, <
	add	eval(4 * j)(STATE), indir(<R>j)
	mov	indir(<R>j), eval(4 * j)(STATE)>)>)dnl
dnl SHA1_LEAVE: the frame cleared (w + k derive from the message), and
dnl the frame and the pushes undone.
define(<SHA1_LEAVE>, <
	C Clear the frame: w + k derive from the message.
	mov	<$>SHA1_WK_SIZE, WIPE
	pxor	V0, V0
.Lwipe:
	movdqa	V0, -16(%rsp, WIPE)
	sub	<$>16, WIPE
	jnz	.Lwipe
	add	<$>SHA1_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -SHA1_FRAME>)
	POP(%rbp)
	POP(%rbx)>)dnl
