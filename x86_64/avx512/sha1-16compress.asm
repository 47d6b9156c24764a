dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/sha1-16compress.asm -- SHA-1 compression of sixteen
C independent messages at once, one per 32-bit lane of the zmm
C registers.

C Why: as for x86_64/avx512/sha256-16compress.asm, sixteen lanes do
C more than two interleaved SHA-NI chains.  With vprold and vpternlogd
C (which makes each of SHA-1's three round functions one instruction)
C a round is 8 instructions for sixteen messages and a schedule step 3.
C Used by symcrypt_sha1_many and symcrypt_hmac_sha1_many (src/sha2/md-many.c)
C for 16 messages or more.  Measured: doc/x86_64-hash.md, "Many
C messages at once".

dnl void _symcrypt_sha1_16compress(uint32_t *const *states, size_t blocks,
dnl                                 const uint8_t *const *data)
dnl STATES[i] holds a..e of lane i in host order; DATA[i] is BLOCKS
dnl whole 64-byte blocks of lane i, any alignment.  The states go into
dnl registers once a call (transposed: word j of all lanes in one
dnl register), the blocks one at a time.  The registers: a..e in
dnl %zmm0-4 (rotating, LANE_VAR), %zmm5-7 for the states' way in and
dnl out, the sixteen message words of the block in %zmm8-23 (w[i] in
dnl W(i), overwritten by w[i+16]), the temporaries in %zmm24-31.  The
dnl chaining words at the start of the block are in the frame.

INCLUDE_SRC(<x86_64/m4/sha-lanes.m4>)dnl
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<OFFSET>, <%rcx>)	dnl bytes of each lane done
define(<PTR>, <%rax>)		dnl one lane's pointer
define(<T0>, <%zmm24>)
define(<T1>, <%zmm25>)
define(<T2>, <%zmm26>)
define(<T3>, <%zmm27>)
define(<BSWAP>, <%zmm31>)	dnl vpshufb mask: big-endian words
define(<W>, <%zmm<>eval(8 + ($1) % 16)>)
dnl V(v, i): variable v (a = 0 .. e = 4) in round i.
define(<V>, <LANE_VAR(%zmm, 5, $1, $2)>)
dnl SAVED(v): variable v at the start of the block, in the frame.
define(<SAVED>, <eval(64 * ($1))(%rsp)>)
define(<FRAME_SIZE>, <320>)

dnl F(i): the vpternlogd truth table of round i's function of b, c, d
dnl (FIPS 180-4, 4.1.1): b ? c : d, then b ^ c ^ d, then the majority,
dnl then b ^ c ^ d again.
define(<F>, <ifelse(eval(($1) / 20), 0, 0xca, eval(($1) / 20), 2, 0xe8, 0x96)>)

dnl ROUND(i): round i; writes the new a over e and rotates b in place
dnl (it is the new c).  a + 5 is added last: the new a is two vector
dnl latencies after a.
define(<ROUND>, <
	vpaddd	eval(4 * (($1) / 20))+.LK(%rip){1to16}, W($1), T0	C w + k
	vpaddd	T0, V(4, $1), V(4, $1)		C e + w + k
	vmovdqa64	V(1, $1), T0		C f(b, c, d)
	vpternlogd	<$>F($1), V(3, $1), V(2, $1), T0
	vprold	<$>5, V(0, $1), T1
	vpaddd	T0, V(4, $1), V(4, $1)
	vprold	<$>30, V(1, $1), V(1, $1)
	vpaddd	T1, V(4, $1), V(4, $1)		C a = rotl(a, 5) + f + e + k + w
>)

dnl SCHED(i): w[i] = rotl(w[i-3] ^ w[i-8] ^ w[i-14] ^ w[i-16], 1), into
dnl the register of w[i-16].
define(<SCHED>, <
	vpternlogd	<$>0x96, W(eval($1 - 14)), W(eval($1 - 8)), W($1)
	vpxord	W(eval($1 - 3)), W($1), W($1)
	vprold	<$>1, W($1), W($1)>)

PROLOGUE(_symcrypt_sha1_16compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-64, %rsp
	sub	$<>FRAME_SIZE, %rsp

	C The states: words 0..3 of lane 4c + m go to chunk c of the m-th
	C of %zmm0, 5, 6, 7, words 1..4 to that of %zmm1..4; TRANSPOSE4
	C makes a in %zmm0 and b..e in %zmm1..4.
forloop(<lane>, 0, 15, <
	mov	eval(8 * lane)(STATES), PTR
	vinserti32x4	<$>eval(lane / 4), (PTR), ifelse(eval(lane % 4), 0, %zmm0, %zmm<>eval(4 + lane % 4)), ifelse(eval(lane % 4), 0, %zmm0, %zmm<>eval(4 + lane % 4))
	vinserti32x4	<$>eval(lane / 4), 4(PTR), %zmm<>eval(1 + lane % 4), %zmm<>eval(1 + lane % 4)>)
	TRANSPOSE4(%zmm0, %zmm5, %zmm6, %zmm7, T0, T1, T2, T3)
	TRANSPOSE4(%zmm1, %zmm2, %zmm3, %zmm4, T0, T1, T2, T3)

	vbroadcasti32x4	.Lbswap(%rip), BSWAP
	xor	OFFSET, OFFSET

	ALIGN_FUNCTION
.Loop:
	C keep the chaining words for the final additions
forloop(<v>, 0, 4, <
	vmovdqa64	%zmm<>v, SAVED(v)>)
	LANES16_LOAD_BLOCK
forloop(<i>, 0, 15, <ROUND(i)>)
forloop(<i>, 16, 79, <SCHED(i)
ROUND(i)>)
forloop(<v>, 0, 4, <
	vpaddd	SAVED(v), %zmm<>v, %zmm<>v>)
	add	<$>64, OFFSET
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Back to one state per lane: a..d and b..e transposed again, then
	C chunk c of their m-th register is four words of lane 4c + m,
	C stored at word 0 and word 1 (words 1..3 twice, the same values).
	vmovdqa64	%zmm1, %zmm5
	vmovdqa64	%zmm2, %zmm6
	vmovdqa64	%zmm3, %zmm7
	TRANSPOSE4(%zmm0, %zmm5, %zmm6, %zmm7, T0, T1, T2, T3)
	TRANSPOSE4(%zmm1, %zmm2, %zmm3, %zmm4, T0, T1, T2, T3)
forloop(<lane>, 0, 15, <
	mov	eval(8 * lane)(STATES), PTR
	vextracti32x4	<$>eval(lane / 4), %zmm<>eval(1 + lane % 4), 4(PTR)
	vextracti32x4	<$>eval(lane / 4), ifelse(eval(lane % 4), 0, %zmm0, %zmm<>eval(4 + lane % 4)), (PTR)>)

	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	CLEAR_HIGH(16, 31)		C the states and message words
	vzeroupper
.Ldone:
	ret
EPILOGUE(_symcrypt_sha1_16compress)

RODATA
	.p2align 4
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
C The round constants of SHA-1 (FIPS 180-4, 4.2.1), one per 20 rounds.
.LK:
	.long	0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6
