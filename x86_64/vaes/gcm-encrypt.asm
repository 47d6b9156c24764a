dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes/gcm-encrypt.asm -- GCM encryption and its hash in one
C loop, eight blocks a turn, with 256-bit VAES and VPCLMULQDQ.
C
C Why: seal ran aes_ctr32_blocks and then ghash_blocks over each 4 KiB
C chunk: the ciphertext went to memory and back, and each call set up
C its table of powers again.  Here a turn encrypts eight counter blocks
C (the rounds of x86_64/aes-vaes.m4), stores the ciphertext and hashes
C it from the registers (the turn of x86_64/ghash-vpclmul256.m4); the
C hash of one turn and the rounds of the next are independent, and the
C out-of-order core runs them side by side.  The last 1 to 127 bytes
C are encrypted in BUF; the ciphertext is copied out, and back into a
C zeroed BUF to be hashed with zeros after it.
C
C Needs AVX2, VAES and VPCLMULQDQ.

dnl void _symcrypt_gcm_encrypt(const uint8_t *key, unsigned nr,
dnl                            uint8_t *counter_state, size_t length,
dnl                            uint8_t *dst, const uint8_t *src)
dnl KEY: the round keys, then H^1 .. H^8; COUNTER_STATE: the counter
dnl block, then the hash value.

INCLUDE_SRC(<x86_64/aes-vaes.m4>)dnl
INCLUDE_SRC(<x86_64/ghash-vpclmul256.m4>)dnl

define(<CTR>, <%rdx>)		C the counter, then the hash value
define(<LENGTH>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<OUT>, <%rbx>)		C DST while the last bytes are in BUF
define(<COUNTER>, <%ymm5>)	C byte-reversed counters c, c + 1

dnl The stack: the table of powers, then at 256 BUF, 128 bytes.  When
dnl the hash is done BUF holds the last ciphertext bytes and zeros.
define(<FRAME>, <384>)
define(<BUF>, <256>)

dnl BUF_ZERO: BUF zeroed (and GX(0)).
define(<BUF_ZERO>, <
	vpxor	GX(0), GX(0), GX(0)
	forloop(<j>, 0, 3, <
	vmovdqu	GX(0), BUF+32*j<>(%rsp)>)>)

dnl COPY(dst, src, length, index, next, byte, byte8): the LENGTH < 128
dnl bytes at SRC to DST, by 16 bytes and then by one.  INDEX and NEXT
dnl are scratch registers, BYTE a 32-bit one and BYTE8 its low byte;
dnl uses GX(0).
define(<COPY>, <
	xor	$4, $4
1:	lea	16($4), $5
	cmp	$3, $5
	ja	2f
	vmovdqu	($2, $4), XMM(GX(0))
	vmovdqu	XMM(GX(0)), ($1, $4)
	mov	$5, $4
	jmp	1b
2:	cmp	$3, $4
	jae	3f
	movzbl	($2, $4), $6
	mov	$7, ($1, $4)
	inc	$4
	jmp	2b
3:>)

dnl LOAD_BUF: GX(0) .. GX(3) = the blocks of BUF, byte-reversed.
define(<LOAD_BUF>, <forloop(<j>, 0, 3, <
	vmovdqu	BUF+32*j<>(%rsp), GX(j)
	vpshufb	GBSWAP, GX(j), GX(j)>)>)

dnl ENCRYPT_TURN: the next eight counter blocks encrypted, XORed with
dnl the 128 bytes at SRC and stored at DST, left in X(0) .. X(3).
define(<ENCRYPT_TURN>, <
	vmovdqa	COUNTER, X(0)
	forloop(<j>, 1, 3, <
	vpaddd	.Lpairs+32*j<>(%rip), COUNTER, X(j)>)
	forloop(<j>, 0, 3, <
	vpshufb	GBSWAP, X(j), X(j)>)
	ROUNDS(enc)
	forloop(<j>, 0, 3, <
	vpxor	32*j<>(SRC), X(j), X(j)
	vmovdqu	X(j), 32*j<>(DST)>)>)

dnl SET_LASTKEY: LASTKEY = 16 NR.
define(<SET_LASTKEY>, <
	mov	NR, %eax
	shl	<$>4, %eax
	mov	%rax, LASTKEY>)

	.file "gcm-encrypt.asm"

PROLOGUE(_symcrypt_gcm_encrypt)
	test	LENGTH, LENGTH
	jz	.Lreturn
	PUSH(OUT)
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	vbroadcasti128	.Lbswap(%rip), GBSWAP
	SET_LASTKEY
	lea	16(KEYS, LASTKEY), %rax		C H^1 .. H^8
	GHASH_TABLE(%rax)
	vmovdqu	16(CTR), XMM(Y)
	vpshufb	XMM(GBSWAP), XMM(Y), XMM(Y)
	vbroadcasti128	(CTR), COUNTER
	vpshufb	GBSWAP, COUNTER, COUNTER
	vpaddd	.Lfirst(%rip), COUNTER, COUNTER

.Lturn:
	cmp	<$>128, LENGTH
	jb	.Ltail
	ENCRYPT_TURN
	vpaddd	.Leight(%rip), COUNTER, COUNTER
	forloop(<j>, 0, 3, <
	vpshufb	GBSWAP, X(j), X(j)>)
	GHASH_TURN()
	add	<$>128, SRC
	add	<$>128, DST
	sub	<$>128, LENGTH
	jmp	.Lturn

	C The last 1 to 127 bytes: SRC copied into BUF, encrypted there, the
	C ciphertext copied to OUT and from there into BUF again, zeros
	C after it; its n blocks hashed with the powers from 16 (8 - n) on.
.Ltail:
	test	LENGTH, LENGTH
	jz	.Ldone
	mov	DST, OUT
	lea	BUF<>(%rsp), DST
	BUF_ZERO
	COPY(DST, SRC, LENGTH, %rax, %r11, %r10d, %r10b)
	mov	DST, SRC
	SET_LASTKEY
	ENCRYPT_TURN
	COPY(OUT, SRC, LENGTH, %rax, %r11, %r10d, %r10b)
	BUF_ZERO
	COPY(DST, OUT, LENGTH, %rax, %r11, %r10d, %r10b)
	LOAD_BUF
	lea	15(LENGTH), %rax
	shr	<$>4, %rax
	vmovd	%eax, XMM(GT)
	vpermq	<$>0x44, GT, GT
	vpaddd	GT, COUNTER, COUNTER
	shl	<$>4, %rax
	neg	%rax
	add	<$>128, %rax
	GHASH_TURN(%rax)

.Ldone:
	vpshufb	XMM(GBSWAP), XMM(Y), XMM(Y)
	vmovdqu	XMM(Y), 16(CTR)
	vpshufb	XMM(GBSWAP), XMM(COUNTER), XMM(COUNTER)
	vmovdqu	XMM(COUNTER), (CTR)
	GHASH_WIPE
	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POP(OUT)
	vzeroupper
.Lreturn:
	ret
EPILOGUE(_symcrypt_gcm_encrypt)

GHASH_RODATA
	.p2align 5
C The counters of the lanes of the first register, and the steps
C from them to those of register j and to the next turn.
.Lfirst:
	.long 0, 0, 0, 0, 1, 0, 0, 0
.Lpairs:
	forloop(<j>, 0, 3, <
	.long eval(2 * j), 0, 0, 0, eval(2 * j), 0, 0, 0>)
.Leight:
	.long 8, 0, 0, 0, 8, 0, 0, 0
