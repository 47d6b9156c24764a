dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): sha1-compress.asm, bmi2/sha1-compress.asm, ssse3/sha1-compress.asm.
dnl x86_64/sha1.m4 -- SHA-1: rounds, register rotation, schedule ring.
dnl
dnl SHA-1 with scalar rounds and the message schedule four words at a
dnl time in xmm registers: x86_64/ssse3/sha1-compress.asm (SSE) and
dnl x86_64/bmi2/sha1-compress.asm (VEX encoding, rorx and andn; the
dnl file defines SHA1_ANDN and SHA1_PAIR).  The file calls SHA1_REGS and defines
dnl SCHED_16(n, part) and SCHED_32(n, part), part 0 to 3 of step n of
dnl the schedule for words 16..31 and 32..79, the last ending with
dnl SHA1_WK(n).
dnl
dnl SHA1_REGS: the registers of both files: STATE, BLOCKS, DATA; R0..R4
dnl (see SHA1_REG), T1, T2 (32-bit) and WIPE (64-bit; with SHA1_ANDN
dnl also R5, its low half, free again by the wipe); X(n), the xmm
dnl register of w[4n..4n+3], with X(n) and X(n+8) sharing one (SHA1_X);
dnl V0, V1, BSWAP (the pshufb mask of big-endian dwords).  With
dnl SHA1_PAIR (the bmi2 file: two blocks a pass, the first block's
dnl words in the low lane of each ymm, the second's in the high lane)
dnl X, V0, V1 and BSWAP are ymm registers, and TP (the second block,
dnl or .Lzero) and ZP, the 64-bit T2 and T1, are free until the rounds.
define(<SHA1_X>, <%xmm<>eval(($1) % 8)>)dnl
define(<SHA1_Y>, <%ymm<>eval(($1) % 8)>)dnl
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
define(<WIPE>, <%r11>)dnl
ifdef(<SHA1_ANDN>, <define(<R5>, <%r11d>)>)dnl
ifdef(<SHA1_PAIR>, <define(<X>, defn(<SHA1_Y>))dnl
define(<TP>, <%r10>)dnl
define(<ZP>, <%r9>)dnl
define(<V0>, <%ymm8>)dnl
define(<V1>, <%ymm9>)dnl
define(<BSWAP>, <%ymm10>)>, <define(<X>, defn(<SHA1_X>))dnl
define(<V0>, <%xmm8>)dnl
define(<V1>, <%xmm9>)dnl
define(<BSWAP>, <%xmm10>)>)>)dnl
dnl SHA1_SCHED(n, part): the file's SCHED_16 or SCHED_32 for step N.
define(<SHA1_SCHED>, <ifelse(eval(($1) / 8), 0, <SCHED_16($1, $2)>,
	<SCHED_32($1, $2)>)>)dnl
dnl
dnl
dnl Or, for x86_64 CPUs without SSSE3 (x86_64/sha1-compress.asm, which
dnl defines SHA1_SCALAR), the schedule in a general register: instead
dnl of X, V1, BSWAP and SCHED the file defines W (32-bit, not one of the
dnl others) and V0 (an xmm register, for the wipe only).
dnl
dnl The frame: w + k of the 80 rounds, or with SHA1_SCALAR a ring of
dnl the last sixteen w; after the return address and two pushes, it
dnl keeps %rsp 16-byte aligned.
define(<SHA1_WK_SIZE>, <ifdef(<SHA1_SCALAR>, 64, <ifdef(<SHA1_PAIR>, 640, 320)>)>)dnl
dnl SHA1_WK_AT(i): where round i finds w + k: 4 i bytes into the frame,
dnl or with SHA1_PAIR, whose frame holds the first block's 320 bytes
dnl and then the second's, into the half of the block SHA1_SECOND (0 or
dnl 1) says.  (The second block's words 16 bytes into 32-byte steps,
dnl one ymm store a step, ran 0.5-1% slower on AMD Zen 4.)
define(<SHA1_WK_AT>, <ifdef(<SHA1_PAIR>,
	<eval(4 * ($1) + 320 * SHA1_SECOND)>,
	<eval(4 * ($1))>)(%rsp)>)dnl
define(<SHA1_FRAME>, <eval(SHA1_WK_SIZE + 8)>)dnl
dnl SHA1_REG(i): round i finds a in R(-i), b in R(1-i), ..., e in R(4-i)
dnl (indices mod 5), and leaves the new a in e's register.
define(<SHA1_REG>, <indir(<R>eval(((($1) % 5) + 5) % 5))>)dnl
dnl SHA1_ROUND(i): round i with w + k from the frame: e += (a rotated
dnl left by 5) + f(b, c, d) + w + k; b rotated left by 30.
define(<SHA1_ROUND>, <ifdef(<SHA1_ANDN>, <SHA1_ANDN_ROUND($1)>,
	<ifelse(eval(($1) / 20 % 2), 1, <SHA1_PARITY_ROUND($1)>,
	<SHA1_ROUND_F(eval(($1) / 20), SHA1_REG(0 - ($1)),
	SHA1_REG(1 - ($1)), SHA1_REG(2 - ($1)), SHA1_REG(3 - ($1)),
	SHA1_REG(4 - ($1)), eval(4 * ($1))(%rsp),
	ifelse(eval(($1) % 20), 19, <SHA1_G(eval(($1) + 1))>))>)>)>)dnl
dnl SHA1_ROUND_F(f, a, b, c, d, e, w + k): f 0 is Ch, 1 and 3 parity,
dnl 2 Maj.  The chain from a to the next a is the rotate and one add
dnl (f takes b, a round older), so the round's length is what counts.
dnl With an eighth argument (rounds 19 and 59, before parity rounds in
dnl the SHA1_PARITY_ROUND form), a is rotated in place and the next
dnl round's b ^ d goes into that register.
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
dnl The parity rounds of the SSE file (no SHA1_ANDN, no SHA1_SCALAR)
dnl rotate a by 5 in place and, in the next round, by 7 to the right,
dnl which makes the b rol 30 of the round after: no copy for either
dnl rotate.  The one copy a round is of a before its rotate, which
dnl becomes the next round's b ^ d; the next round finishes its f with
dnl c.  8 instructions a round instead of 9 (SHA1_ROUND_F).  The
dnl rotate by 7 comes a cycle later than the rol 30 of SHA1_ROUND_F,
dnl which the rounds' chain from a to the next a (two operations) does
dnl not wait for here, but the Ch and Maj rounds (c ^ d and more
dnl after c) would.
dnl Round i finds a in R(-i), the a of round i - 1 rotated left by 5
dnl in R(1-i), c in R(2-i), d in R(3-i), e in R(4-i) (SHA1_REG) and b ^
dnl d in SHA1_G(i); the last of the twenty (39, 79) rotates a copy of
dnl a, leaving a whole for the next round's SHA1_ROUND_F or the state.
define(<SHA1_G>, <ifelse(eval(($1) % 2), 0, <T2>, <T1>)>)dnl
define(<SHA1_PARITY_ROUND>, <SHA1_PARITY_ROUND_F(eval(($1) % 20 == 19),
	SHA1_REG(0 - ($1)), SHA1_REG(1 - ($1)), SHA1_REG(2 - ($1)),
	SHA1_REG(4 - ($1)), SHA1_G($1), SHA1_G(eval(($1) + 1)),
	eval(4 * ($1))(%rsp))>)dnl
dnl SHA1_PARITY_ROUND_F(last, a, a' rol 5, c, e, b ^ d, next, w + k)
define(<SHA1_PARITY_ROUND_F>, <
	add	$8, $5			C e += w + k
	xor	$4, $6			C b ^ c ^ d
	ifelse($1, 1, <add	$6, $5
	mov	$2, $7
	rol	<$>5, $7
	ror	<$>7, $3		C b rol 30, the next c
	add	$7, $5>, <mov	$2, $7
	rol	<$>5, $2
	add	$6, $5
	xor	$4, $7			C b ^ d of the next round
	ror	<$>7, $3		C b rol 30, the next c
	add	$2, $5>)>)dnl
dnl
dnl With SHA1_ANDN (defined by the file before SHA1_REGS; BMI1 and
dnl BMI2), each round computes the next round's f(b, c, d) from its own
dnl a, the rotated b and c, with no copy: the next b is a, the next c
dnl is b rol 30 (made by rorx one round earlier, in the register of the
dnl f just added), the next d is c; so a, once rotated by 5 and by 30
dnl with rorx, is free to become the next f, and Ch is
dnl (a & c') ^ andn(a, c).  Ch and parity rounds lose the copy of the
dnl SHA1_ROUND_F form (8 and 7 instructions), Maj rounds one of two;
dnl Maj's part a & c' goes straight into the next e, so that the next f
dnl is two operations deep from a as in the other rounds (with Maj
dnl whole, three deep, the loop ran 2% slower on AMD Zen 4).  The order
dnl of the instructions matters there as for SHA-2: rorx for a rol 5
dnl before the andn and the add of f ran 7% slower.
dnl Six registers rotate: round i finds a in R(-i), f in R(1-i), b rol 30
dnl in R(2-i), c in R(3-i), d in R(4-i), e in R(5-i) (indices mod 6);
dnl SHA1_ANDN_REG(p, i) is R(p-i).  After round 79, which computes no
dnl f, the register of f holds b unrotated.
define(<SHA1_ANDN_REG>, <indir(<R>eval(((($1) - ($2)) % 6 + 6) % 6))>)dnl
dnl SHA1_ANDN_ROUND(i): round i, computing f of round i + 1 and adding
dnl w + k of round i + 1 to its e (round 0's is added first).  The
dnl next e is already whole (this round's d), and its w + k one round
dnl early took the loop on AMD Zen 4 from 2.14 to 2.10 ticks a byte;
dnl other orders of the round were slower (doc/x86_64-hash.md, sixth
dnl pass).
define(<SHA1_ANDN_ROUND>, <ifelse($1, 0, <
	add	SHA1_WK_AT(0), SHA1_ANDN_REG(5, 0)	C e += w + k
>)SHA1_ANDN_ROUND_F(eval((($1) + 1) / 20),
	SHA1_ANDN_REG(0, $1), SHA1_ANDN_REG(1, $1), SHA1_ANDN_REG(2, $1),
	SHA1_ANDN_REG(3, $1), SHA1_ANDN_REG(4, $1), SHA1_ANDN_REG(5, $1),
	SHA1_WK_AT(eval(($1) + 1)))>)dnl
dnl SHA1_ANDN_ROUND_F(next f, a, f, b rol 30, c, d, e, next w + k): next
dnl f 0 is Ch, 1 and 3 parity, 2 Maj, 4 none (round 79, which adds no
dnl w + k).
define(<SHA1_ANDN_ROUND_F>, <ifelse($1, 4, , <
	add	$8, $6			C the next e += its w + k>)
	ifelse($1, 0, <andn	$5, $2, T1		C ~a & c>)
	add	$3, $7			C e += f(b, c, d)
	rorx	<$>27, $2, T2		C a rol 5
	ifelse($1, 4, , <rorx	<$>2, $2, $3		C a rol 30, for round i + 2
	>)ifelse($1, 0, <and	$4, $2
	xor	T1, $2			C Ch(a, b rol 30, c)>,
	$1, 2, <mov	$2, T1
	and	$4, T1
	add	T1, $6			C the next e += a & (b rol 30)
	xor	$4, $2
	and	$5, $2			C Maj(a, b rol 30, c) - a & (b rol 30)>,
	$1, 1, <xor	$4, $2
	xor	$5, $2			C a ^ (b rol 30) ^ c>,
	$1, 3, <xor	$4, $2
	xor	$5, $2			C a ^ (b rol 30) ^ c>)
	add	T2, $7>)dnl
dnl SHA1_WK(n): w + k of step n into the frame (of both blocks with
dnl SHA1_PAIR, the high lane into the second half).
define(<SHA1_WK>, <ifdef(<SHA1_PAIR>, <
	vpaddd	.LK+eval(32 * (($1) / 5))(%rip), X($1), V0
	vmovdqa	XMM(V0), eval(16 * ($1))(%rsp)
	vextracti128	<$>1, V0, eval(320 + 16 * ($1))(%rsp)>, <
	movdqa	X($1), V0
	paddd	.LK+eval(16 * (($1) / 5))(%rip), V0
	movdqa	V0, eval(16 * ($1))(%rsp)>)>)dnl
dnl SHA1_SCALAR_ROUND(i): round i, computing its w in W: loaded and
dnl byte-swapped (rounds 0 to 15) or w[i-3] ^ w[i-8] ^ w[i-14] ^ w[i-16]
dnl rotated left by 1, kept in the ring while a later round needs it,
dnl plus the round's K as an immediate.
define(<SHA1_SCALAR_ROUND>, <ifelse(eval(($1) / 16), 0, <
	mov	eval(4 * ($1))(DATA), W
	bswap	W>, <
	mov	eval(4 * ((($1) + 13) % 16))(%rsp), W
	xor	eval(4 * ((($1) + 8) % 16))(%rsp), W
	xor	eval(4 * ((($1) + 2) % 16))(%rsp), W
	xor	eval(4 * (($1) % 16))(%rsp), W
	rol	<$>1, W>)<>ifelse(eval(($1) / 77), 0, <
	mov	W, eval(4 * (($1) % 16))(%rsp)>)
	add	<$>SHA1_K(eval(($1) / 20)), W
	SHA1_ROUND_F(eval(($1) / 20), SHA1_REG(0 - ($1)),
	SHA1_REG(1 - ($1)), SHA1_REG(2 - ($1)), SHA1_REG(3 - ($1)),
	SHA1_REG(4 - ($1)), W)>)dnl
dnl SHA1_K(t): the round constant of rounds 20t to 20t + 19 (FIPS 180-4,
dnl section 4.2.1).
define(<SHA1_K>, <ifelse($1, 0, 0x5a827999, $1, 1, 0x6ed9eba1,
	$1, 2, 0x8f1bbcdc, 0xca62c1d6)>)dnl
dnl SHA1_BODY: the function from its first instruction to its ret (the
dnl ssse3 and x86_64 files; the bmi2 file has SHA1_PAIR_BODY).
define(<SHA1_BODY>, <
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbx)
	PUSH(%rbp)
	sub	<$>SHA1_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset SHA1_FRAME>)
	ifdef(<SHA1_SCALAR>, , <movdqa	.Lbswap(%rip), BSWAP>)
forloop(<j>, 0, 4, <
	mov	eval(4 * j)(STATE), indir(<R>j)>)

	ALIGN_FUNCTION
.Loop:
ifdef(<SHA1_SCALAR>, <forloop(<i>, 0, 79, <
	SHA1_SCALAR_ROUND(i)>)>, <dnl
forloop(<n>, 0, 3, <
	movdqu	eval(16 * n)(DATA), X(n)
	pshufb	BSWAP, X(n)
	SHA1_WK(n)>)
	C The rounds of step n, and the schedule of step n + 4
forloop(<n>, 0, 15, <forloop(<j>, 0, 3, <
	SHA1_SCHED(eval(n + 4), j)
	SHA1_ROUND(eval(4 * n + j))>)>)
forloop(<i>, 64, 79, <
	SHA1_ROUND(i)>)>)

	C The 80 rounds leave a..e back in R0..R4.
forloop(<j>, 0, 4, <
	add	eval(4 * j)(STATE), indir(<R>j)
	mov	indir(<R>j), eval(4 * j)(STATE)>)
	add	<$>64, DATA
	sub	<$>1, BLOCKS
	jnz	.Loop

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
	POP(%rbx)
.Ldone:
	ret>)dnl
