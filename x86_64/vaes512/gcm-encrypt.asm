dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/gcm-encrypt.asm -- GCM encryption and its hash in one
C loop, sixteen blocks a turn, with 512-bit VAES and VPCLMULQDQ.
C
C Why: seal ran aes_ctr32_blocks and then ghash_blocks over each 4 KiB
C chunk: the ciphertext went to memory and back, and each call set up
C its round keys or its powers again.  Here a turn encrypts sixteen
C counter blocks (the rounds of x86_64/m4/aes-vaes512.m4), stores the
C ciphertext and hashes it from the registers (the turn of
C x86_64/m4/ghash-vaes512.m4); the hash of one turn and the rounds of
C the next are independent, and the out-of-order core runs them side
C by side.  The round keys and the table of 16 powers are set up once
C a call.  A whole turn takes no masks, and its counter blocks are
C made as stored: the steps are added to their last byte while no
C carry leaves it (the counter is not secret), which saves the turn a
C VPSHUFB a register; a turn where one would is made from the numbers.
C The last turn, of 1 to 255 bytes, runs under byte masks: the bytes
C past the end are neither loaded nor stored, and are zero in the
C blocks hashed.
C
C Needs AVX-512 (F, BW, DQ, VL), VAES, VPCLMULQDQ and BMI2 (BZHI).

dnl void _symcrypt_gcm_encrypt(const uint8_t *key, unsigned nr,
dnl                            uint8_t *counter_state, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)
dnl KEY: the round keys, then H^1 .. H^8; COUNTER_STATE: the counter
dnl block, then the hash value.

INCLUDE_SRC(<x86_64/m4/aes-vaes512.m4>)dnl
INCLUDE_SRC(<x86_64/m4/ghash-vaes512.m4>)dnl

define(<CTR>, <%rdx>)		C the counter, then the hash value
define(<LENGTH>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<POWERS>, <%r10>)
define(<COUNTER>, <%zmm14>)	C counters c, c+1, c+2, c+3: byte-reversed,
				C as blocks in whole turns
define(<LOW32>, <%r11d>)	C in whole turns, the low byte of c
define(<LOW>, <%r11b>)

dnl The powers live in a table on the stack (the registers are taken
dnl by the round keys), H^16 first and H^1 at 240(%rsp), followed by
dnl 256 bytes of zeros: the last n < 16 blocks of a message are
dnl multiplied by the 16 powers from 256 - 16 n on, those past the end
dnl by zeros.  The table is wiped on return (TABLE_WIPE).

define(<TABLE_FRAME>, <512>)

dnl TABLE_LOW(powers): the table's H^8 .. H^1 from the key's H^1 .. H^8
dnl at POWERS, and its 256 bytes of zeros.
define(<TABLE_LOW>, <
	vmovdqu64 ($1), GX(3)
	vmovdqu64 64($1), GX(2)
	TIMES_INV_X(GX(3))
	TIMES_INV_X(GX(2))
	vshufi64x2 <$>0x1b, GX(3), GX(3), GX(3)	C lanes H^4, H^3, H^2, H^1
	vshufi64x2 <$>0x1b, GX(2), GX(2), GX(2)
	vmovdqu64 GX(2), 128(%rsp)
	vmovdqu64 GX(3), 192(%rsp)
	vpxorq	T, T, T
	forloop(<j>, 4, 7, <
	vmovdqu64 T, 64*j<>(%rsp)>)>)

dnl TABLE_HIGH: its H^16 .. H^9, H^8 times H^8 .. H^1 (after
dnl TABLE_LOW).
define(<TABLE_HIGH>, <
	vshufi64x2 <$>0, GX(2), GX(2), GX(1)	C H^8 in every lane
	MUL_FIRST(GX(3), GX(1))
	REDUCE
	vmovdqu64 HI, 64(%rsp)
	MUL_FIRST(GX(2), GX(1))
	REDUCE
	vmovdqu64 HI, 0(%rsp)>)

dnl TABLE_WIPE: the table zeroed.
define(<TABLE_WIPE>, <
	vpxorq	T, T, T
	forloop(<j>, 0, 3, <
	vmovdqu64 T, 64*j<>(%rsp)>)>)

dnl GHASH_TURN(offset[, last]): Y = the hash after the blocks GX(0) ..
dnl GX(LAST) (GX(3) when LAST is left out), byte-reversed, times the
dnl powers at OFFSET(%rsp) on (OFFSET a register, or empty for the
dnl whole table).
define(<GHASH_TURN>, <
	vpxorq	Y, GX(0), GX(0)
	MUL_FIRST(GX(0), ifelse($1, , <(%rsp)>, <(%rsp, $1)>))
	ifelse($2, 0, , <forloop(<j>, 1, ifelse($2, , 3, $2), <MUL_ADD(GX(j), ifelse($1, , <64*j<>(%rsp)>, <64*j<>(%rsp, $1)>))>)>)
	REDUCE
	vextracti64x4 <$>1, HI, %ymm12
	vpxor	%ymm12, %ymm11, %ymm11
	vextracti128 <$>1, %ymm11, %xmm12
	vpxor	%xmm12, %xmm11, %xmm8>)

dnl COUNTERS(last): X(0) .. X(LAST) = the next 4 LAST + 4 counter
dnl blocks, from COUNTER byte-reversed.
define(<COUNTERS>, <
	vmovdqa64 COUNTER, X(0)
	ifelse($1, 0, , <forloop(<j>, 1, $1, <
	vpaddd	.Lfour(%rip), X(eval(j - 1)), X(j)>)>)
	forloop(<j>, 0, $1, <
	vpshufb	BSWAP, X(j), X(j)>)>)

dnl ENCRYPT_TURN(last): the next 4 LAST + 4 counter blocks encrypted,
dnl XORed with SRC and stored at DST under the byte masks %k1 .. %k4;
dnl GX(0) .. GX(LAST) the ciphertext byte-reversed, zero past the end.
define(<ENCRYPT_TURN>, <
	COUNTERS($1)
	ROUNDS(enc, $1)
	forloop(<j>, 0, $1, <
	vmovdqu8 64*j<>(SRC), GX(j){%k<>eval(j + 1)}{z}
	vpxorq	GX(j), X(j), X(j)
	vmovdqu8 X(j), 64*j<>(DST){%k<>eval(j + 1)}
	vmovdqu8 X(j), GX(j){%k<>eval(j + 1)}{z}
	vpshufb	BSWAP, GX(j), GX(j)>)>)

dnl TAIL(last): the last turn on the registers 0 .. LAST: its n blocks,
dnl the last one begun, take the powers from 256 - 16 n on.
define(<TAIL>, <
	ENCRYPT_TURN($1)
	lea	15(LENGTH), %rax
	shr	<$>4, %rax
	vmovq	%rax, %xmm12
	vpaddd	%zmm12, COUNTER, COUNTER
	shl	<$>4, %rax
	neg	%rax
	add	<$>256, %rax
	GHASH_TURN(%rax, $1)>)

	.file "gcm-encrypt.asm"

PROLOGUE(_symcrypt_gcm_encrypt)
	test	LENGTH, LENGTH
	jz	.Lreturn
	sub	<$>TABLE_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset TABLE_FRAME>)
	vbroadcasti32x4	.Lbswap(%rip), BSWAP
	LOAD_KEYS
	vmovdqu	16(CTR), %xmm8
	vpshufb	%xmm15, %xmm8, %xmm8
	vbroadcasti32x4	(CTR), COUNTER
	vpshufb	BSWAP, COUNTER, COUNTER
	vpaddd	.Lfirst(%rip), COUNTER, COUNTER
	lea	16(KEYS, %rax), POWERS	C %rax = 16 NR from LOAD_KEYS
	TABLE_LOW(POWERS)
	cmp	<$>128, LENGTH
	jbe	.Ltail
	TABLE_HIGH
	vmovd	%xmm14, LOW32
	vpshufb	BSWAP, COUNTER, COUNTER	C as blocks, until .Lrest

	C Whole turns.  While c's low byte is below 237, so that the next
	C turn's c + 19 does not carry out of it, the steps are added to
	C that byte of the blocks as they are; else .Lcarry makes the
	C counters from the numbers.
.Lturn:
	cmp	<$>256, LENGTH
	jb	.Lrest
	cmp	<$>237, LOW
	jae	.Lcarry
	vmovdqa64 COUNTER, X(0)
	forloop(<j>, 1, 3, <
	vpaddd	.Lfour_be(%rip), X(eval(j - 1)), X(j)>)
	vpaddd	.Lsixteen_be(%rip), COUNTER, COUNTER
.Lcounted:
	add	<$>16, LOW
	ROUNDS(enc)
	C The ciphertext: stored, and byte-reversed for the hash
	forloop(<j>, 0, 3, <
	vpxorq	64*j<>(SRC), X(j), X(j)
	vmovdqu64 X(j), 64*j<>(DST)
	vpshufb	BSWAP, X(j), GX(j)>)
	GHASH_TURN()
	add	<$>256, SRC
	add	<$>256, DST
	sub	<$>256, LENGTH
	jmp	.Lturn

	C A carry leaves c's low byte in this turn or at the next c + 3:
	C the counters byte-reversed, added to and reversed again.
.Lcarry:
	vpshufb	BSWAP, COUNTER, COUNTER
	COUNTERS(3)
	vpaddd	.Lsixteen(%rip), COUNTER, COUNTER
	vpshufb	BSWAP, COUNTER, COUNTER
	jmp	.Lcounted

.Lrest:
	vpshufb	BSWAP, COUNTER, COUNTER

	C The last 1 to 255 bytes: the mask of block group j is the first
	C max(0, LENGTH - 64 j) bits (BZHI keeps them all from 64 on);
	C the rounds and products run on the groups that hold a byte of
	C the message only (AMD Zen 4, AES-256-GCM seal of 1420 bytes,
	C whose last turn has nine blocks: doc/x86_64-aes.md).
.Ltail:
	test	LENGTH, LENGTH
	jz	.Ldone
	forloop(<j>, 0, 3, <
	xor	%eax, %eax
	mov	LENGTH, %r11
	sub	<$>eval(64 * j), %r11
	cmovns	%r11, %rax
	mov	<$>-1, %r11
	bzhi	%rax, %r11, %r11
	kmovq	%r11, %k<>eval(j + 1)>)
	cmp	<$>64, LENGTH
	jbe	.Ltail1
	cmp	<$>128, LENGTH
	jbe	.Ltail2
	cmp	<$>192, LENGTH
	jbe	.Ltail3
	TAIL(3)
	jmp	.Ldone
.Ltail1:
	TAIL(0)
	jmp	.Ldone
.Ltail2:
	TAIL(1)
	jmp	.Ldone
.Ltail3:
	TAIL(2)

.Ldone:
	vpshufb	%xmm15, %xmm8, %xmm8
	vmovdqu	%xmm8, 16(CTR)
	vpshufb	%xmm15, %xmm14, %xmm14
	vmovdqu	%xmm14, (CTR)
	TABLE_WIPE
	add	<$>TABLE_FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -TABLE_FRAME>)
	CLEAR_HIGH(16, 30)		C the round keys
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_gcm_encrypt)

GHASH_RODATA
	.p2align 6
C The counters of the lanes of the first register, and the steps.
.Lfirst:
	forloop(<j>, 0, 3, <
	.long j, 0, 0, 0>)
.Lfour:
	forloop(<j>, 0, 3, <
	.long 4, 0, 0, 0>)
.Lsixteen:
	forloop(<j>, 0, 3, <
	.long 16, 0, 0, 0>)
C The same steps added to the blocks' last byte.
.Lfour_be:
	forloop(<j>, 0, 3, <
	.long 0, 0, 0, 0x04000000>)
.Lsixteen_be:
	forloop(<j>, 0, 3, <
	.long 0, 0, 0, 0x10000000>)
