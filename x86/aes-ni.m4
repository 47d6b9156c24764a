dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): aesni/aes-encrypt-blocks.asm, aesni/aes-decrypt-blocks.asm, aesni/aes-ctr-blocks.asm, aesni/aes-ctr32-blocks.asm, aesni/aes-ctr32le-blocks.asm, aesni/xts-encrypt-blocks.asm, aesni/xts-decrypt-blocks.asm, aesni/ocb-encrypt-blocks.asm, aesni/ocb-decrypt-blocks.asm, aesni/ccm-encrypt-blocks.asm, aesni/ccm-decrypt-blocks.asm.
dnl x86/aes-ni.m4 -- AES with AES-NI in 32-bit code, six blocks a turn
dnl (the last ones by four, two and one): the bodies of
dnl aes_encrypt_blocks and aes_decrypt_blocks (AES_BLOCKS), and of
dnl aes_ctr_blocks, aes_ctr32_blocks and aes_ctr32le_blocks (AES_CTR).
dnl
dnl Eight xmm registers: six blocks, the round key and the counter.
dnl The constants live in a 16-byte aligned frame, built there with
dnl immediate stores (the code never needs its own address).  The
dnl counter block lives byte-reversed in CTRX (RFC 8452's as stored,
dnl which is one already), a 128-bit little-endian
dnl number whose low 32 bits PADDD increments; a 128-bit counter runs
dnl in stretches up to the next wrap of those 32 bits, after each of
dnl which the upper 96 bits are carried into in the frame.

define(<KEYS>, <%edx>)
define(<LAST>, <%ecx>)		C the last round key
define(<BLOCKS>, <%eax>)	C the blocks of this stretch
define(<DST>, <%edi>)
define(<SRC>, <%esi>)
define(<KP>, <%ebx>)
define(<K>, <%xmm6>)
define(<CTRX>, <%xmm7>)

dnl The frame: BSWAP_MEM, the PSHUFB pattern reversing 16 bytes; ONE_MEM,
dnl 1 in the low 32 bits; at 32(%esp), room for the counter while its
dnl upper 96 bits are carried into.  ARG(i) is
dnl argument I (from 0) after AES_ENTER's four pushes.
define(<BSWAP_MEM>, <(%esp)>)
define(<ONE_MEM>, <16(%esp)>)
define(<ARG>, <eval(20 + 4 * $1)(%ebp)>)

dnl AES_ENTER / AES_LEAVE: save the callee-saved registers, make the
dnl aligned frame (%ebp keeps the old %esp) with the constants; drop it.
define(<AES_ENTER>, <
	PUSH(%ebp)
	PUSH(%ebx)
	PUSH(%esi)
	PUSH(%edi)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	<$>48, %esp
	and	<$>-16, %esp
	movl	<$>0x0c0d0e0f, (%esp)
	movl	<$>0x08090a0b, 4(%esp)
	movl	<$>0x04050607, 8(%esp)
	movl	<$>0x00010203, 12(%esp)
	movl	<$>1, 16(%esp)
	movl	<$>0, 20(%esp)
	movl	<$>0, 24(%esp)
	movl	<$>0, 28(%esp)>)
define(<AES_LEAVE>, <
	mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%edi)
	POP(%esi)
	POP(%ebx)
	POP(%ebp)
	ret>)

dnl KEYS_LOAD(keys, nr): KEYS and LAST = KEYS + 16 NR from the arguments.
define(<KEYS_LOAD>, <
	mov	$1, KEYS
	mov	$2, LAST
	shl	<$>4, LAST
	add	KEYS, LAST>)

dnl ROUNDS(n, op): the rounds of AES (op enc) or of its equivalent
dnl inverse cipher (dec) on %xmm0 .. %xmm<n - 1>, from the round key at
dnl KEYS to the one at LAST.
define(<ROUNDS>, <
	movdqu	(KEYS), K
	forloop(<i>, 0, eval($1 - 1), <
	pxor	K, %xmm<>i>)
	lea	16(KEYS), KP
1:	movdqu	(KP), K
	forloop(<i>, 0, eval($1 - 1), <
	aes$2	K, %xmm<>i>)
	add	<$>16, KP
	cmp	KP, LAST
	jne	1b
	movdqu	(LAST), K
	forloop(<i>, 0, eval($1 - 1), <
	aes$2<>last K, %xmm<>i>)>)

dnl CTR_ORDER(x): the counter block in X between its stored form and
dnl CTRX's, either way: byte-reversed, but for RFC 8452's counter
dnl (CTR_WIDTH 32le).
define(<CTR_ORDER>, <ifelse(CTR_WIDTH, 32le, , <
	pshufb	BSWAP_MEM, $1>)>)

dnl COUNTER_BLOCKS(n): %xmm0 .. %xmm<n - 1> = the next N counter blocks.
define(<COUNTER_BLOCKS>, <forloop(<i>, 0, eval($1 - 1), <
	movdqa	CTRX, %xmm<>i<>CTR_ORDER(%xmm<>i)
	paddd	ONE_MEM, CTRX>)>)

dnl XOR_OUT(n): DST = SRC XOR %xmm0 .. %xmm<n - 1>, then past them
dnl (K is free after the rounds).
define(<XOR_OUT>, <
	forloop(<i>, 0, eval($1 - 1), <
	movdqu	16*i<>(SRC), K
	pxor	K, %xmm<>i
	movdqu	%xmm<>i, 16*i<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)

dnl LOAD_IN(n), STORE_OUT(n): the blocks from SRC, to DST and past them.
define(<LOAD_IN>, <forloop(<i>, 0, eval($1 - 1), <
	movdqu	16*i<>(SRC), %xmm<>i>)>)
define(<STORE_OUT>, <forloop(<i>, 0, eval($1 - 1), <
	movdqu	%xmm<>i, 16*i<>(DST)>)
	lea	16*$1<>(SRC), SRC
	lea	16*$1<>(DST), DST>)

dnl TURNS(prefix, setup, finish): BLOCKS blocks by six, then four, two
dnl and one: SETUP(n) fills %xmm0 .. %xmm<n - 1> before the rounds (op
dnl OP) and FINISH(n) puts them out.  Labels start with PREFIX.
define(<TURNS>, <
	cmp	<$>6, BLOCKS
	jb	$1four
$1six:
	$2(6)
	ROUNDS(6, OP)
	$3(6)
	sub	<$>6, BLOCKS
	cmp	<$>6, BLOCKS
	jae	$1six
$1four:
	cmp	<$>4, BLOCKS
	jb	$1two
	$2(4)
	ROUNDS(4, OP)
	$3(4)
	sub	<$>4, BLOCKS
$1two:
	cmp	<$>2, BLOCKS
	jb	$1one
	$2(2)
	ROUNDS(2, OP)
	$3(2)
	sub	<$>2, BLOCKS
$1one:
	test	BLOCKS, BLOCKS
	jz	$1end
	$2(1)
	ROUNDS(1, OP)
	$3(1)
$1end:>)

dnl AES_BLOCKS(name, op): the function NAME(keys, nr, blocks, dst, src),
dnl blocks one after another (op enc or dec).
define(<AES_BLOCKS>, <define(<OP>, <$2>)
PROLOGUE($1)
	AES_ENTER
	KEYS_LOAD(ARG(0), ARG(1))
	mov	ARG(2), BLOCKS
	mov	ARG(3), DST
	mov	ARG(4), SRC
	TURNS(.Lb, <LOAD_IN>, <STORE_OUT>)
	AES_LEAVE
EPILOGUE($1)>)

dnl AES_CTR(name, width): the function NAME(keys, nr, counter, blocks,
dnl dst, src) with the counter WIDTH (128 or 32 bits, or 32le: RFC
dnl 8452's, the first 32 bits little-endian).  ARG(3) keeps the blocks
dnl after the current stretch.
define(<AES_CTR>, <define(<OP>, <enc>)define(<CTR_WIDTH>, <$2>)
PROLOGUE($1)
	AES_ENTER
	KEYS_LOAD(ARG(0), ARG(1))
	mov	ARG(2), KP
	movdqu	(KP), CTRX<>CTR_ORDER(CTRX)
	mov	ARG(4), DST
	mov	ARG(5), SRC
.Lstretch:
	mov	ARG(3), BLOCKS
	ifelse($2, 128, <
	C At most the blocks up to the wrap of the low 32 bits (none
	C before it if they are 0).
	movd	CTRX, KP
	neg	KP
	jz	1f
	cmp	KP, BLOCKS
	jbe	1f
	mov	KP, BLOCKS
1:>)
	sub	BLOCKS, ARG(3)
	test	BLOCKS, BLOCKS
	jz	.Lsaved
	TURNS(.Lc, <COUNTER_BLOCKS>, <XOR_OUT>)
	ifelse($2, 128, <
	C After a wrap, 1 into the upper 96 bits.
	movd	CTRX, KP
	test	KP, KP
	jnz	.Lnext
	movdqa	CTRX, 32(%esp)
	addl	<$>1, 36(%esp)
	adcl	<$>0, 40(%esp)
	adcl	<$>0, 44(%esp)
	movdqa	32(%esp), CTRX
.Lnext:
	cmpl	<$>0, ARG(3)
	jne	.Lstretch>)
.Lsaved:
	mov	ARG(2), KP<>CTR_ORDER(CTRX)
	movdqu	CTRX, (KP)
	AES_LEAVE
EPILOGUE($1)>)
