dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha1/sha1-2compress.asm -- SHA-1 compression of two independent
C messages at once with the ARMv8 SHA-1 instructions (HWCAP_SHA1).

C void _symcrypt_sha1_2compress(uint32_t *state0, uint32_t *state1,
C                               size_t blocks, const uint8_t *data0,
C                               const uint8_t *data1)
C
C Why: a block of one message is one chain of 20 sha1c/sha1p/sha1m,
C each waiting for the last, so the one-message code runs at their
C latency.  Here the rounds of stream A (STATE0, DATA0) and stream B
C (STATE1, DATA1) alternate instruction by instruction, so that each
C fills the other's gaps, also on in-order cores.  Used by
C symcrypt_sha1_many, symcrypt_hmac_sha1_many and PBKDF2-HMAC-SHA1
C (src/sha2/md-many.c, src/kdf/pbkdf2.c).  Ten registers a stream and the four
C constants fill exactly the 24 that need no saving.
C Counts and cycles: doc/arm64-cost-model.md, "Two messages at once".

INCLUDE_SRC(<arm64/sha-2msg.m4>)dnl
	ARCH_SHA1

define(<STATE_A>, <x0>)
define(<STATE_B>, <x1>)
define(<BLOCKS>, <x2>)
define(<DATA_A>, <x3>)
define(<DATA_B>, <x4>)
define(<KPTR>, <x5>)

define(<ABCD_A>, <v0>)	C state words a-d
define(<WK_A>, <v3>)	C schedule words plus constant
define(<ABCD_B>, <v4>)
define(<WK_B>, <v7>)
C E(i, s): e of rounds 4i-4i+3 of stream s (v1, v2 and v5, v6).
define(<E>, <v<>eval(ifelse($2, A, 1, 5) + ($1) % 2)>)
C M(i, s): M(0, s)-M(3, s), 16 words of the schedule of stream s.
define(<M>, <v<>eval(ifelse($2, A, 16, 20) + ($1))>)
define(<K>, <v<>eval(24 + $1)>)	C K(0)-K(3): a round constant in each lane
define(<ABCD0_A>, <v28>)	C the state at the start of the block
define(<E0_A>, <v29>)
define(<ABCD0_B>, <v30>)
define(<E0_B>, <v31>)

C QUADS(i, op): rounds 4i-4i+3 of both streams with sha1c, sha1p or
C sha1m, and for i below 16 the schedule words of rounds 4i+16-4i+19
C into M(i mod 4).  sha1su0 goes before sha1h, which waits for the last
C quad's a-d: on an in-order core that takes two blocks from 258 to
C 226 cycles (llvm-mca's Cortex-A53).
define(<QUADS>, <
	add	WK_A.4s, M(eval($1 % 4), A).4s, K(eval($1 / 5)).4s
	add	WK_B.4s, M(eval($1 % 4), B).4s, K(eval($1 / 5)).4s
	ifelse(eval($1 / 16), 0, <sha1su0	M(eval($1 % 4), A).4s, M(eval(($1 + 1) % 4), A).4s, M(eval(($1 + 2) % 4), A).4s
	sha1su0	M(eval($1 % 4), B).4s, M(eval(($1 + 1) % 4), B).4s, M(eval(($1 + 2) % 4), B).4s>)
	sha1h	SREG(E($1 + 1, A)), SREG(ABCD_A)
	sha1h	SREG(E($1 + 1, B)), SREG(ABCD_B)
	$2	QREG(ABCD_A), SREG(E($1, A)), WK_A.4s
	$2	QREG(ABCD_B), SREG(E($1, B)), WK_B.4s
	ifelse(eval($1 / 16), 0, <sha1su1	M(eval($1 % 4), A).4s, M(eval(($1 + 3) % 4), A).4s
	sha1su1	M(eval($1 % 4), B).4s, M(eval(($1 + 3) % 4), B).4s>)>)

PROLOGUE(_symcrypt_sha1_2compress)
	cbz	BLOCKS, .Lnone
	adrp	KPTR, .Lk
	add	KPTR, KPTR, :lo12:.Lk
	ld4r	{K(0).4s, K(1).4s, K(2).4s, K(3).4s}, [KPTR]
	ld1	{ABCD_A.4s}, [STATE_A]
	ldr	SREG(E(0, A)), [STATE_A, #16]
	ld1	{ABCD_B.4s}, [STATE_B]
	ldr	SREG(E(0, B)), [STATE_B, #16]

.Lblock:
	SHA_2MSG_LOAD
	mov	ABCD0_A.16b, ABCD_A.16b
	mov	ABCD0_B.16b, ABCD_B.16b
	mov	E0_A.16b, E(0, A).16b
	mov	E0_B.16b, E(0, B).16b
	forloop(<i>, 0, 4, <QUADS(i, sha1c)>)
	forloop(<i>, 5, 9, <QUADS(i, sha1p)>)
	forloop(<i>, 10, 14, <QUADS(i, sha1m)>)
	forloop(<i>, 15, 19, <QUADS(i, sha1p)>)
	C After 20 quads the final e is back in E(0).
	add	ABCD_A.4s, ABCD_A.4s, ABCD0_A.4s
	add	ABCD_B.4s, ABCD_B.4s, ABCD0_B.4s
	add	E(0, A).2s, E(0, A).2s, E0_A.2s
	add	E(0, B).2s, E(0, B).2s, E0_B.2s
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	st1	{ABCD_A.4s}, [STATE_A]
	str	SREG(E(0, A)), [STATE_A, #16]
	st1	{ABCD_B.4s}, [STATE_B]
	str	SREG(E(0, B)), [STATE_B, #16]
.Lnone:
	ret
EPILOGUE(_symcrypt_sha1_2compress)

	RODATA
	.p2align 4
C The round constants (FIPS 180-4, 4.2.1).
.Lk:
	.word	0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6
