dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha2/sha256-2compress.asm -- SHA-256 compression of two
C independent messages at once with the ARMv8 SHA-256 instructions
C (HWCAP_SHA2).

C void _symcrypt_sha256_2compress(uint32_t *state0, uint32_t *state1,
C                                 size_t blocks, const uint8_t *data0,
C                                 const uint8_t *data1)
C
C Why: a block of one message is one chain of 16 sha256h/sha256h2
C pairs, each waiting for the last, so the one-message code runs at
C their latency and leaves the SHA unit idle in between.  Here the
C rounds of stream A (STATE0, DATA0) and stream B (STATE1, DATA1)
C alternate instruction by instruction, so that each fills the other's
C gaps, also on in-order cores.  Used by symcrypt_sha224_many and
C symcrypt_sha256_many, their HMAC versions and PBKDF2 (src/sha2/md-many.c,
C src/kdf/pbkdf2.c).
C
C Registers: each stream needs eight (a-d, e-h, a copy of a-d, W + K,
C 16 schedule words) and the 64 round constants take v16-v31, which
C leaves no room for the chaining words at the start of a block.
C Those are read back from STATE0 and STATE1, which the end of each
C block stores to (off the chains: the load issues two quad-rounds
C before the additions need it), so a block takes no more instructions
C than in the one-message file (98 against 99); v8-v15 are saved once
C a call.
C Counts and cycles: doc/arm64-cost-model.md, "Two messages at once".

INCLUDE_SRC(<arm64/sha256-k.m4>)dnl
INCLUDE_SRC(<arm64/sha-2msg.m4>)dnl
	ARCH_SHA2

define(<STATE_A>, <x0>)
define(<STATE_B>, <x1>)
define(<BLOCKS>, <x2>)
define(<DATA_A>, <x3>)
define(<DATA_B>, <x4>)
define(<KPTR>, <x5>)

C Stream A in v0-v7, stream B in v8-v15 (d8-d15 saved).
define(<ABCD_A>, <v0>)	C state words a-d, then e-h
define(<EFGH_A>, <v1>)
define(<ABCDT_A>, <v2>)	C a-d before sha256h changes them
define(<WK_A>, <v3>)	C schedule words plus constants
define(<ABCD_B>, <v8>)
define(<EFGH_B>, <v9>)
define(<ABCDT_B>, <v10>)
define(<WK_B>, <v11>)
C M(i, s): M(0, s)-M(3, s), 16 words of the schedule of stream s;
C M(0, s) and M(1, s) take the chaining words once the schedule is done.
define(<M>, <v<>eval(ifelse($2, A, 4, 12) + ($1))>)

C QUADS(i): rounds 4i-4i+3 of both streams, and for i below 12 the
C schedule words of rounds 4i+16-4i+19 into M(i mod 4).
define(<QUADS>, <
	add	WK_A.4s, M(eval($1 % 4), A).4s, K($1).4s
	add	WK_B.4s, M(eval($1 % 4), B).4s, K($1).4s
	mov	ABCDT_A.16b, ABCD_A.16b
	mov	ABCDT_B.16b, ABCD_B.16b
	ifelse(eval($1 / 12), 0, <sha256su0	M(eval($1 % 4), A).4s, M(eval(($1 + 1) % 4), A).4s
	sha256su0	M(eval($1 % 4), B).4s, M(eval(($1 + 1) % 4), B).4s>)
	sha256h	QREG(ABCD_A), QREG(EFGH_A), WK_A.4s
	sha256h	QREG(ABCD_B), QREG(EFGH_B), WK_B.4s
	sha256h2	QREG(EFGH_A), QREG(ABCDT_A), WK_A.4s
	sha256h2	QREG(EFGH_B), QREG(ABCDT_B), WK_B.4s
	ifelse(eval($1 / 12), 0, <sha256su1	M(eval($1 % 4), A).4s, M(eval(($1 + 2) % 4), A).4s, M(eval(($1 + 3) % 4), A).4s
	sha256su1	M(eval($1 % 4), B).4s, M(eval(($1 + 2) % 4), B).4s, M(eval(($1 + 3) % 4), B).4s>)>)

PROLOGUE(_symcrypt_sha256_2compress)
	cbz	BLOCKS, .Lnone
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	SHA256_K_LOAD
	ld1	{ABCD_A.4s, EFGH_A.4s}, [STATE_A]
	ld1	{ABCD_B.4s, EFGH_B.4s}, [STATE_B]

.Lblock:
	SHA_2MSG_LOAD
	forloop(<i>, 0, 13, <QUADS(i)>)
	C M(0) and M(1) are free: the chaining words of the block's start.
	ld1	{M(0, A).4s, M(1, A).4s}, [STATE_A]
	ld1	{M(0, B).4s, M(1, B).4s}, [STATE_B]
	forloop(<i>, 14, 15, <QUADS(i)>)
	add	ABCD_A.4s, ABCD_A.4s, M(0, A).4s
	add	ABCD_B.4s, ABCD_B.4s, M(0, B).4s
	add	EFGH_A.4s, EFGH_A.4s, M(1, A).4s
	add	EFGH_B.4s, EFGH_B.4s, M(1, B).4s
	st1	{ABCD_A.4s, EFGH_A.4s}, [STATE_A]
	st1	{ABCD_B.4s, EFGH_B.4s}, [STATE_B]
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lnone:
	ret
EPILOGUE(_symcrypt_sha256_2compress)

	RODATA
	.p2align 4
.Lk:
	SHA256_K
