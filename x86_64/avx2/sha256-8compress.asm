dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/sha256-8compress.asm -- SHA-256 compression of eight
C independent messages at once, one per 32-bit lane of the ymm
C registers.

C Why: on a CPU without the SHA extensions one message runs its rounds
C on the general registers (x86_64/bmi2/sha256-compress.asm).  Eight
C lanes need 36 vector instructions a round (a rotate is two shifts and
C an XOR, no three-way XOR) and 21 a schedule step, for eight messages.
C Used by symcrypt_sha256_many, symcrypt_sha224_many and their HMAC
C (src/sha2/md-many.c) for 8 messages or more, where no 16-lane assembly is
C in use.  Not on Zen 5, whose SHA extensions are faster
C (src/models.tab, row zen5).
C
C Measured 2026-11-23, AMD EPYC Zen 5 (family 26 model 2), rdtsc ticks
C (2.6 GHz nominal) per 64-byte block of one message, min of 2000
C calls of 32 blocks, machine shared (load average 2.5-3.5):
C   this file (8 lanes)                  94.0-95.5
C   x86_64/bmi2/sha256-compress.asm      244.6-247.8
C   x86_64/sha_ni/sha256-compress.asm    80.4-81.2
C 2.6x the one-message code: Zen 5 runs that on six integer ALUs with
C rorx, against four vector pipes here, where the instruction count,
C not the latency, is the limit.  Whole _many calls: doc/x86_64-hash.md,
C "Many messages at once".

dnl void _symcrypt_sha256_8compress(uint32_t *const *states,
dnl                                  size_t blocks,
dnl                                  const uint8_t *const *data)
dnl STATES[i] holds a..h of lane i in host order; DATA[i] is BLOCKS
dnl whole 64-byte blocks of lane i, any alignment.  The states go into
dnl registers once a call (transposed: word j of all lanes in one
dnl register), the blocks one at a time.  The registers: a..h in
dnl %ymm0-7 (rotating, LANE_VAR), the temporaries in %ymm8-15.  The
dnl sixteen message words w[i-16..i-1] and the chaining words at the
dnl start of the block are in the frame.

INCLUDE_SRC(<x86_64/m4/sha256-k.m4>)dnl
INCLUDE_SRC(<x86_64/m4/sha-lanes.m4>)dnl
define(<STATES>, <%rdi>)
define(<BLOCKS>, <%rsi>)
define(<DATA>, <%rdx>)
define(<OFFSET>, <%rcx>)	dnl bytes of each lane done
define(<PTR>, <%rax>)		dnl one lane's pointer
define(<K>, <%r8>)		dnl the round constants
define(<T>, <%ymm<>eval(8 + ($1))>)	dnl T(0..3)
define(<T0>, <T(0)>)
define(<T1>, <T(1)>)
define(<T2>, <T(2)>)
define(<T3>, <T(3)>)
define(<S0>, <%ymm12>)
define(<S1>, <%ymm13>)
define(<S2>, <%ymm14>)
define(<S3>, <%ymm15>)
dnl AB(i): b ^ c of round i (a ^ b of round i - 1), over T3 and S3,
dnl which the rounds and the schedule leave to it.
define(<AB>, <ifelse(eval(($1) % 2), 0, <T3>, <S3>)>)
dnl V(v, i): variable v (a = 0 .. h = 7) in round i.
define(<V>, <LANE_VAR(%ymm, 8, $1, $2)>)
dnl W(i): w[i] in the frame, over w[i-16].
define(<W>, <eval(32 * (($1) % 16))(%rsp)>)
dnl SAVED(v): variable v at the start of the block.
define(<SAVED>, <eval(512 + 32 * ($1))(%rsp)>)
define(<FRAME_SIZE>, <768>)

dnl ROTATE(x, n, out, t): out = x rotated right by n.
define(<ROTATE>, <
	vpsrld	<$>$2, $1, $3
	vpslld	<$>eval(32 - ($2)), $1, $4
	vpxor	$4, $3, $3>)

dnl BIG_SIGMA(x, n1, n2, n3, out, t, u): out = x rotated right by n1,
dnl n2 and n3, XORed (Sigma0 and Sigma1 of FIPS 180-4); the XORs as a
dnl tree, four vector latencies from x.
define(<BIG_SIGMA>, <ROTATE($1, $2, $5, $6)
	ROTATE($1, $3, $6, $7)
	vpxor	$6, $5, $5
	ROTATE($1, $4, $6, $7)
	vpxor	$6, $5, $5>)

dnl SMALL_SIGMA(x, n1, n2, s, out, t, u): x rotated right by n1 and n2
dnl and shifted right by s, XORed (sigma0 and sigma1).
define(<SMALL_SIGMA>, <ROTATE($1, $2, $5, $6)
	ROTATE($1, $3, $6, $7)
	vpxor	$6, $5, $5
	vpsrld	<$>$4, $1, $6
	vpxor	$6, $5, $5>)

dnl ROUND(i): round i; writes the new a over h and the new e over d.
dnl T1 = h + Sigma1(e) + Ch(e, f, g) + k[i] + w[i], T2 = Sigma0(a) +
dnl Maj(a, b, c) (FIPS 180-4).  Maj is ((a ^ b) & (b ^ c)) ^ b, and
dnl this round's a ^ b is the next round's b ^ c: it stays in AB(i + 1)
dnl (AB(i) holds b ^ c on entry; the loop sets AB(0)).
dnl The vector units, not the chains of dependent operations, are the
dnl limit here (36 vector instructions a round and 21 a schedule step
dnl on four pipes, for six latencies from e to the new e), so T1 is
dnl made once and added to d.
define(<ROUND>, <
	vpbroadcastd	eval(4 * ($1))(K), T0	C w + k
	vpaddd	W($1), T0, T0
	vpaddd	T0, V(7, $1), V(7, $1)		C h + w + k
	vpand	V(5, $1), V(4, $1), T0		C Ch(e, f, g) = (e & f) ^ (~e & g)
	vpandn	V(6, $1), V(4, $1), T1
	vpxor	T1, T0, T0
	vpaddd	T0, V(7, $1), V(7, $1)
	BIG_SIGMA(V(4, $1), 6, 11, 25, T1, T2, T0)	C Sigma1(e)
	vpaddd	T1, V(7, $1), V(7, $1)		C h = T1
	vpaddd	V(7, $1), V(3, $1), V(3, $1)	C e = d + T1
	vpxor	V(1, $1), V(0, $1), AB(eval($1 + 1))	C Maj(a, b, c)
	vpand	AB(eval($1 + 1)), AB($1), T0
	vpxor	V(1, $1), T0, T0
	vpaddd	T0, V(7, $1), V(7, $1)
	BIG_SIGMA(V(0, $1), 2, 13, 22, T1, T2, T0)	C Sigma0(a)
	vpaddd	T1, V(7, $1), V(7, $1)		C a = T1 + T2
>)

dnl SCHED(i): w[i] = w[i-16] + sigma0(w[i-15]) + w[i-7] + sigma1(w[i-2]),
dnl over w[i-16].
define(<SCHED>, <
	vmovdqa	W(eval($1 - 15)), S0
	SMALL_SIGMA(S0, 7, 18, 3, S1, S2, T0)	C T0, T1 are free between rounds
	vpaddd	W($1), S1, S1
	vpaddd	W(eval($1 - 7)), S1, S1
	vmovdqa	W(eval($1 - 2)), S0
	SMALL_SIGMA(S0, 17, 19, 10, S2, T0, T1)
	vpaddd	S2, S1, S1
	vmovdqa	S1, W($1)>)

dnl LOAD_WORDS(g): words 4g..4g+3 of the next block of every lane into
dnl W(4g..4g+3), in big-endian order.  T0..T3 first get the four words
dnl of lane 4c + m in chunk c of T(m); TRANSPOSE4 turns them into words.
define(<LOAD_WORDS>, <forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)(DATA), PTR
	ifelse(eval(lane / 4), 0,
	<vmovdqu	eval(16 * ($1))(PTR, OFFSET), XMM(T(eval(lane % 4)))>,
	<vinserti128	<$>1, eval(16 * ($1))(PTR, OFFSET), T(eval(lane % 4)), T(eval(lane % 4))>)>)
	TRANSPOSE4(T0, T1, T2, T3, S0, S1, S2, S3)
forloop(<m>, 0, 3, <
	vpshufb	.Lbswap(%rip), T(m), T(m)
	vmovdqa	T(m), W(eval(4 * ($1) + m))>)>)

PROLOGUE(_symcrypt_sha256_8compress)
	test	BLOCKS, BLOCKS
	jz	.Ldone
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-32, %rsp
	sub	$<>FRAME_SIZE, %rsp

	C The states: words 4g..4g+3 of lane 4c + m go to chunk c of
	C %ymm(4g + m), TRANSPOSE4 makes them words.
forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)(STATES), PTR
	ifelse(eval(lane / 4), 0, <
	vmovdqu	(PTR), %xmm<>eval(lane % 4)
	vmovdqu	16(PTR), %xmm<>eval(4 + lane % 4)>, <
	vinserti128	<$>1, (PTR), %ymm<>eval(lane % 4), %ymm<>eval(lane % 4)
	vinserti128	<$>1, 16(PTR), %ymm<>eval(4 + lane % 4), %ymm<>eval(4 + lane % 4)>)>)
	TRANSPOSE4(%ymm0, %ymm1, %ymm2, %ymm3, T0, T1, T2, T3)
	TRANSPOSE4(%ymm4, %ymm5, %ymm6, %ymm7, T0, T1, T2, T3)

	lea	.LK(%rip), K
	xor	OFFSET, OFFSET

	ALIGN_FUNCTION
.Loop:
	C keep the chaining words for the final additions
forloop(<v>, 0, 7, <
	vmovdqa	%ymm<>v, SAVED(v)>)
forloop(<g>, 0, 3, <LOAD_WORDS(g)
>)dnl
	vpxor	%ymm2, %ymm1, AB(0)		C b ^ c
forloop(<i>, 0, 15, <ROUND(i)>)
forloop(<i>, 16, 63, <SCHED(i)
ROUND(i)>)
forloop(<v>, 0, 7, <
	vpaddd	SAVED(v), %ymm<>v, %ymm<>v>)
	add	<$>64, OFFSET
	sub	<$>1, BLOCKS
	jnz	.Loop

	C Back to one state per lane: TRANSPOSE4 again, then chunk c of
	C %ymm(4g + m) is words 4g..4g+3 of lane 4c + m.
	TRANSPOSE4(%ymm0, %ymm1, %ymm2, %ymm3, T0, T1, T2, T3)
	TRANSPOSE4(%ymm4, %ymm5, %ymm6, %ymm7, T0, T1, T2, T3)
forloop(<lane>, 0, 7, <
	mov	eval(8 * lane)(STATES), PTR
	ifelse(eval(lane / 4), 0, <
	vmovdqu	%xmm<>eval(lane % 4), (PTR)
	vmovdqu	%xmm<>eval(4 + lane % 4), 16(PTR)>, <
	vextracti128	<$>1, %ymm<>eval(lane % 4), (PTR)
	vextracti128	<$>1, %ymm<>eval(4 + lane % 4), 16(PTR)>)>)

	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	vzeroupper
.Ldone:
	ret
EPILOGUE(_symcrypt_sha256_8compress)

RODATA
	.p2align 5
.Lbswap:
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
	.byte	3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.LK:
	SHA256_K
