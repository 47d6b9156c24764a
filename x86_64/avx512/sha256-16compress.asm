dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/sha256-16compress.asm -- SHA-256 compression of
C sixteen independent messages at once, one per 32-bit lane of the zmm
C registers.

C Why: one message is one chain, which the SHA extensions run at their
C latency; two interleaved chains (x86_64/sha_ni/sha256-2compress.asm)
C already fill the SHA unit.  Sixteen lanes on the four vector pipes do
C more: vprord makes each rotate one instruction and vpternlogd each
C three-way XOR, Ch and Maj one, so a round is 21 instructions for
C sixteen messages and a schedule step 11.  Used by symcrypt_sha256_many,
C symcrypt_sha224_many and their HMAC (src/sha2/md-many.c) for 16 messages
C or more.
C
C Measured 2026-11-23, AMD EPYC Zen 5 (family 26 model 2), rdtsc ticks
C (2.6 GHz nominal) per 64-byte block of one message, min of 2000
C calls of 32 blocks, machine shared (load average 2.5-3.5):
C   this file (16 lanes)                 29.2-29.7
C   x86_64/sha_ni/sha256-2compress.asm   52.8-53.2
C   x86_64/sha_ni/sha256-compress.asm    80.4-81.2
C The adds of a round are ordered so that the new e is three vector
C latencies after e and the new a three after a; 21 instructions on
C four pipes take about as long.  Whole _many calls: doc/x86_64-hash.md,
C "Many messages at once".

dnl void _symcrypt_sha256_16compress(uint32_t *const *states,
dnl                                   size_t blocks,
dnl                                   const uint8_t *const *data)
dnl STATES[i] holds a..h of lane i in host order; DATA[i] is BLOCKS
dnl whole 64-byte blocks of lane i, any alignment.  The states go into
dnl registers once a call (transposed: word j of all lanes in one
dnl register), the blocks one at a time.  The registers: a..h in
dnl %zmm0-7 (rotating, LANE_VAR), the sixteen message words of the
dnl block in %zmm8-23 (w[i] in W(i), overwritten by w[i+16]), the
dnl temporaries in %zmm24-31.  The chaining words at the start of the
dnl block are in the frame for the final additions.

INCLUDE_SRC(<x86_64/m4/sha256-k.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha-lanes.m4>)dnl
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<OFFSET>, <%rcx>)	dnl bytes of each lane done
define(<PTR>, <%rax>)		dnl one lane's pointer
define(<K>, <%r8>)		dnl the round constants
define(<T0>, <%zmm24>)
define(<T1>, <%zmm25>)
define(<T2>, <%zmm26>)
define(<T3>, <%zmm27>)
define(<S0>, <%zmm28>)
define(<S1>, <%zmm29>)
define(<S2>, <%zmm30>)
define(<BSWAP>, <%zmm31>)	dnl vpshufb mask: big-endian words
define(<W>, <%zmm<>eval(8 + ($1) % 16)>)
dnl V(v, i): variable v (a = 0 .. h = 7) in round i.
define(<V>, <LANE_VAR(%zmm, 8, $1, $2)>)
dnl SAVED(v): variable v at the start of the block, in the frame.
define(<SAVED>, <eval(64 * ($1))(%rsp)>)
define(<FRAME_SIZE>, <512>)

dnl ROUND(i): round i; writes the new a over h and the new e over d.
dnl T1 = h + Sigma1(e) + Ch(e, f, g) + k[i] + w[i], T2 = Sigma0(a) +
dnl Maj(a, b, c) (FIPS 180-4).  The additions are ordered for the two
dnl chains from round to round: h + w + k and d + h + w + k need
dnl nothing of this round's e, so the new e is two additions after
dnl Sigma1(e) and the new a, T1 + Maj + Sigma0, is no longer than its
dnl Sigma0 (3 vector latencies each, where d + T1 after T1 would be 4).
define(<ROUND>, <
	vpaddd	eval(4 * ($1))(K){1to16}, W($1), T0	C w + k
	vpaddd	T0, V(7, $1), V(7, $1)		C h + w + k
	vpaddd	V(7, $1), V(3, $1), V(3, $1)	C d + h + w + k
	vprord	<$>6, V(4, $1), T1		C Sigma1(e)
	vprord	<$>11, V(4, $1), T2
	vprord	<$>25, V(4, $1), T3
	vpternlogd	<$>0x96, T3, T2, T1
	vmovdqa64	V(4, $1), T0		C Ch(e, f, g) = e ? f : g
	vpternlogd	<$>0xca, V(6, $1), V(5, $1), T0
	vpaddd	T0, V(7, $1), V(7, $1)
	vpaddd	T0, V(3, $1), V(3, $1)
	vpaddd	T1, V(7, $1), V(7, $1)		C h = T1
	vpaddd	T1, V(3, $1), V(3, $1)		C e = d + T1
	vmovdqa64	V(0, $1), T0		C Maj(a, b, c)
	vpternlogd	<$>0xe8, V(2, $1), V(1, $1), T0
	vprord	<$>2, V(0, $1), T1		C Sigma0(a)
	vprord	<$>13, V(0, $1), T2
	vprord	<$>22, V(0, $1), T3
	vpternlogd	<$>0x96, T3, T2, T1
	vpaddd	T0, V(7, $1), V(7, $1)
	vpaddd	T1, V(7, $1), V(7, $1)		C a = T1 + T2
>)

dnl SCHED(i): w[i] = w[i-16] + sigma0(w[i-15]) + w[i-7] + sigma1(w[i-2]),
dnl into the register of w[i-16].
define(<SCHED>, <
	vprord	<$>7, W(eval($1 - 15)), S0	C sigma0(w[i-15])
	vprord	<$>18, W(eval($1 - 15)), S1
	vpsrld	<$>3, W(eval($1 - 15)), S2
	vpternlogd	<$>0x96, S2, S1, S0
	vpaddd	W(eval($1 - 7)), W($1), W($1)
	vpaddd	S0, W($1), W($1)
	vprord	<$>17, W(eval($1 - 2)), S0	C sigma1(w[i-2])
	vprord	<$>19, W(eval($1 - 2)), S1
	vpsrld	<$>10, W(eval($1 - 2)), S2
	vpternlogd	<$>0x96, S2, S1, S0
	vpaddd	S0, W($1), W($1)>)

PROLOGUE(_symcrypt_sha256_16compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-64, %rsp
	sub	$<>FRAME_SIZE, %rsp

	C The states: %zmm(g) gets words 4g..4g+3 of lane 4c + m in
	C chunk c of register 4g + m, TRANSPOSE4 makes them words.
forloop(<lane>, 0, 15, <
	mov	eval(8 * lane)(STATES), PTR
	vinserti32x4	<$>eval(lane / 4), (PTR), %zmm<>eval(lane % 4), %zmm<>eval(lane % 4)
	vinserti32x4	<$>eval(lane / 4), 16(PTR), %zmm<>eval(4 + lane % 4), %zmm<>eval(4 + lane % 4)>)
	TRANSPOSE4(%zmm0, %zmm1, %zmm2, %zmm3, T0, T1, T2, T3)
	TRANSPOSE4(%zmm4, %zmm5, %zmm6, %zmm7, T0, T1, T2, T3)

	lea	.LK(%rip), K
	vbroadcasti32x4	.Lbswap(%rip), BSWAP
	xor	OFFSET, OFFSET

	C The loop, 13 KB run once or twice a call, is as fast as its
	C instructions arrive, and on AMD Zen 5 that depends on where it
	C sits: 1000 messages of 64 bytes ran at 2230, 2230, 2770 and 2100
	C MB/s with the loop 0, 16, 32 and 48 bytes into a 64-byte line
	C after one-byte NOPs, and at 2230 with 32 bytes of long NOPs
	C (Zen 5, 2026-11-25; the cause is not visible without a PMU).
	C So the fast one is pinned: the library's other code no longer
	C moves it.
	.p2align 6
	.skip	32, 0x90
.Loop:
	C keep the chaining words for the final additions
forloop(<v>, 0, 7, <
	vmovdqa64	%zmm<>v, SAVED(v)>)
	LANES16_LOAD_BLOCK
forloop(<i>, 0, 15, <ROUND(i)>)
forloop(<i>, 16, 63, <SCHED(i)
ROUND(i)>)
forloop(<v>, 0, 7, <
	vpaddd	SAVED(v), %zmm<>v, %zmm<>v>)
	add	<$>64, OFFSET
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Back to one state per lane: TRANSPOSE4 again, then chunk c of
	C register 4g + m is words 4g..4g+3 of lane 4c + m.
	TRANSPOSE4(%zmm0, %zmm1, %zmm2, %zmm3, T0, T1, T2, T3)
	TRANSPOSE4(%zmm4, %zmm5, %zmm6, %zmm7, T0, T1, T2, T3)
forloop(<lane>, 0, 15, <
	mov	eval(8 * lane)(STATES), PTR
	vextracti32x4	<$>eval(lane / 4), %zmm<>eval(lane % 4), (PTR)
	vextracti32x4	<$>eval(lane / 4), %zmm<>eval(4 + lane % 4), 16(PTR)>)

	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	CLEAR_HIGH(16, 31)		C the states and message words
	vzeroupper
.Ldone:
	ret
EPILOGUE(_symcrypt_sha256_16compress)

RODATA
	.p2align 6
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.LK:
	SHA256_K
