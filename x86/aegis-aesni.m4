dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): aesni/aegis128l-absorb.asm, aesni/aegis128l-encrypt.asm, aesni/aegis128l-decrypt.asm, aesni/aegis128x2-absorb.asm, aesni/aegis128x2-encrypt.asm, aesni/aegis128x2-decrypt.asm, aesni/aegis128x2-init.asm, aesni/aegis128x4-absorb.asm, aesni/aegis128x4-encrypt.asm, aesni/aegis128x4-decrypt.asm, aesni/aegis128x4-init.asm, aesni/aegis256-absorb.asm, aesni/aegis256-encrypt.asm, aesni/aegis256-decrypt.asm, aesni/aegis256x2-absorb.asm, aesni/aegis256x2-encrypt.asm, aesni/aegis256x2-decrypt.asm, aesni/aegis256x2-init.asm, aesni/aegis256x4-absorb.asm, aesni/aegis256x4-encrypt.asm, aesni/aegis256x4-decrypt.asm, aesni/aegis256x4-init.asm.
dnl x86/aegis-aesni.m4 -- AEGIS with AES-NI in 32-bit code: the body
dnl of the block functions (src/functions.def, aegis128l_absorb and the
dnl others) of every variant, AEGIS_BLOCKS.  The X forms run their
dnl instances one after the other, each over the whole call as
dnl AEGIS-128L (AEGIS-256) would, its blocks of the state and of each
dnl message block 16 DEGREE bytes apart (src/aead/aegis-internal.h):
dnl the instances are independent, and eight xmm registers do not hold
dnl even one instance of AEGIS-128L.  Each instance's state blocks and
dnl message bytes start 16 bytes after the previous instance's; the
dnl block loop is the same for every degree, with the stride in its
dnl offsets.  init, of the X forms, XORs the instance's context block
dnl into blocks 3 and LANES - 1 before each update.
dnl
dnl Eight xmm registers: blocks 0 .. 5 of the state stay in %xmm0 ..
dnl %xmm5 for the whole call (instance), and X and Y are the
dnl temporaries (the message, the keystream, the copies an update
dnl needs).  AEGIS-256's six blocks fit; AEGIS-128L's blocks 6 and 7
dnl live in a 16-byte aligned frame (so that AESENC, PAND and PXOR take
dnl them as memory operands; the caller's state need not be aligned),
dnl with a slot, KEY0, for the key of the new block 0.
dnl
dnl An update keeps blocks 1 .. 6 in their places: AESENC K, X makes X
dnl the round of X XOR K, so the new block J is made in a copy of
dnl block J - 1 with block J as K, from the last block down (block
dnl J - 1 is still needed as the input of the new block J).  The
dnl message blocks are XORed into the keys of the new blocks 0 and 4
dnl (AEGIS-128L) or 0 (AEGIS-256) before the update; block 0 itself is
dnl then only the input of the new block 1, which is made in its
dnl register.  AEGIS-256 makes its new block 0 first, from a copy of
dnl block 5, and sets it aside in Y.  AEGIS-128L writes its new block
dnl 7 to a second slot (S7A, S7B in turn) and makes the new block 0
dnl last, from the old block 7 still in its slot, straight into
dnl %xmm0.  A block costs three stores to the frame (KEY0, read at the
dnl end of the update, and the new blocks 6 and 7, read in the next),
dnl and the new block 0 never goes through memory.

define(<STATE>, <%ecx>)
define(<BLOCKS>, <%eax>)
define(<DST>, <%edi>)
define(<SRC>, <%esi>)
define(<X>, <%xmm6>)
define(<Y>, <%xmm7>)
define(<CTXP>, <%edi>)		C init: the instance's context block
				C (DST's register: init writes no output)
define(<OFF>, <%edx>)		C the X forms: 16 times the instance

dnl The frame of AEGIS-128L: block 6, KEY0, and the two slots that hold
dnl block 7 in turn.
define(<S6>, <(%esp)>)
define(<KEY0>, <16(%esp)>)
define(<S7A>, <32(%esp)>)
define(<S7B>, <48(%esp)>)

dnl ARG(i): argument I (from 0) after the three pushes.
define(<ARG>, <eval(16 + 4 * $1)(%ebp)>)

dnl AEGIS_Z0(reg), AEGIS_Z1(reg): REG = the keystream's first block
dnl (S1 ^ S6 ^ (S2 & S3) for eight lanes, S1 ^ S4 ^ S5 ^ (S2 & S3) for
dnl six) or, for eight lanes, its second (S2 ^ S5 ^ (S6 & S7)), block 7
dnl in slot S7.
define(<AEGIS_Z0>, <
	movdqa	%xmm2, $1
	pand	%xmm3, $1
	pxor	%xmm1, $1
	ifelse(LANES, 8, <
	pxor	S6, $1>, <
	pxor	%xmm4, $1
	pxor	%xmm5, $1>)>)
define(<AEGIS_Z1>, <
	movdqa	S6, $1
	pand	S7, $1
	pxor	%xmm2, $1
	pxor	%xmm5, $1>)

dnl AEGIS_IN(half, reg): the instance's message block of HALF (0, or 1
dnl for eight lanes: 16 DEGREE bytes on) of the rate at SRC (OP absorb
dnl or init), or the ciphertext made from it (encrypt) or the plaintext
dnl (decrypt) to DST, with the plaintext left in Y; REG, 0 or 4, the
dnl block whose register is XORed into Y, which makes the key of the
dnl new block REG.  The block is read before its output is stored: DST
dnl may be SRC.
define(<AEGIS_IN>, <
	movdqu	eval($1 * ROW)(SRC), Y
	ifelse(OP, encrypt, <ifelse($1, 0, <AEGIS_Z0(X)>, <AEGIS_Z1(X)>)
	pxor	Y, X				C ciphertext
	movdqu	X, eval($1 * ROW)(DST)>)
	ifelse(OP, decrypt, <ifelse($1, 0, <AEGIS_Z0(X)>, <AEGIS_Z1(X)>)
	pxor	X, Y				C plaintext
	movdqu	Y, eval($1 * ROW)(DST)>)
	pxor	%xmm<>$2, Y			C the key of the new block $2>)

dnl AEGIS_CTX: init's context block into blocks 3 and LANES - 1 (for
dnl eight lanes block 7 in slot S7), before the update.
define(<AEGIS_CTX>, <
	movdqu	(CTXP), X
	pxor	X, %xmm3
	ifelse(LANES, 8, <
	pxor	S7, X
	movdqa	X, S7>, <
	pxor	X, %xmm5>)>)

dnl AEGIS_NEXT(j, key): the new block J (2 .. 5) from a copy of block
dnl J - 1 with KEY, back into block J's register.
define(<AEGIS_NEXT>, <
	movdqa	%xmm<>eval($1 - 1), X
	aesenc	$2, X
	movdqa	X, %xmm<>$1>)

dnl AEGIS_BLOCK(s7, next): one block of the rate from SRC, one update;
dnl for eight lanes, block 7 in slot S7 and the new block 7 to slot
dnl NEXT.
define(<AEGIS_BLOCK>, <ifelse(LANES, 8, <pushdef(<S7>, <$1>)ifelse(OP, init, <AEGIS_CTX>)
	AEGIS_IN(0, 0)
	movdqa	Y, KEY0
	AEGIS_IN(1, 4)
	C the new block 7 to the other slot, 6 into the frame
	movdqa	S6, X
	aesenc	S7, X
	movdqa	X, $2
	movdqa	%xmm5, X
	aesenc	S6, X
	movdqa	X, S6
	AEGIS_NEXT(5, %xmm5)
	AEGIS_NEXT(4, Y)
	forloop(<j>, 2, 3, <AEGIS_NEXT(eval(5 - j), %xmm<>eval(5 - j))>)
	C block 0 is only the input of the new block 1 now
	aesenc	%xmm1, %xmm0
	movdqa	%xmm0, %xmm1
	C the new block 0 from the old block 7
	movdqa	S7, %xmm0
	aesenc	KEY0, %xmm0<>popdef(<S7>)>, <ifelse(OP, init, <AEGIS_CTX>)
	AEGIS_IN(0, 0)
	C the new block 0, set aside in Y
	movdqa	%xmm5, X
	aesenc	Y, X
	movdqa	X, Y
	forloop(<j>, 0, 3, <AEGIS_NEXT(eval(5 - j), %xmm<>eval(5 - j))>)
	aesenc	%xmm1, %xmm0
	movdqa	%xmm0, %xmm1
	movdqa	Y, %xmm0>)>)

dnl AEGIS_STEP(s7, next): AEGIS_BLOCK and the pointers past the block.
define(<AEGIS_STEP>, <AEGIS_BLOCK($1, $2)
	add	<$>RATE, SRC
	ifelse(NODST, 1, , <
	add	<$>RATE, DST>)>)

dnl AEGIS_ARG(reg, i): REG = argument I, for the X forms moved on to
dnl the instance (OFF bytes).
define(<AEGIS_ARG>, <
	mov	ARG($2), $1<>ifelse(DEG, 1, , <
	add	OFF, $1>)>)

dnl AEGIS_BLOCKS(name, lanes, degree, op): the function NAME for the
dnl variant of LANES blocks (8: AEGIS-128L, 6: AEGIS-256) and DEGREE
dnl instances (1, 2 or 4), OP absorb, encrypt, decrypt or init (the X
dnl forms' initialisation: absorb with the context row): (state,
dnl blocks, src), (state, blocks, dst, src) or (state, blocks, src,
dnl ctx).
define(<AEGIS_BLOCKS>, <define(<LANES>, <$2>)define(<DEG>, <$3>)dnl
define(<OP>, <$4>)define(<NODST>, ifelse($4, absorb, 1, $4, init, 1, 0))dnl
define(<ROW>, eval(16 * $3))define(<RATE>, eval(ifelse($2, 8, 2, 1) * ROW))dnl
PROLOGUE($1)
	PUSH(%ebp)
	PUSH(%esi)
	PUSH(%edi)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	ifelse(LANES, 8, <
	sub	<$>64, %esp
	and	<$>-16, %esp>)
	ifelse(DEG, 1, , <
	xor	OFF, OFF
	C each instance over every block of the call
.Linstance:>)
	AEGIS_ARG(STATE, 0)
	mov	ARG(1), BLOCKS
	ifelse(NODST, 1, <
	AEGIS_ARG(SRC, 2)>, <
	AEGIS_ARG(DST, 2)
	AEGIS_ARG(SRC, 3)>)
	ifelse(OP, init, <
	AEGIS_ARG(CTXP, 3)>)
	forloop(<i>, 0, 5, <
	movdqu	eval(ROW * i)(STATE), %xmm<>i>)
	ifelse(LANES, 8, <
	movdqu	eval(6 * ROW)(STATE), X
	movdqa	X, S6
	movdqu	eval(7 * ROW)(STATE), X
	movdqa	X, S7A
	test	BLOCKS, BLOCKS
	jz	.Leven
	C two blocks a turn, block 7 from S7A to S7B and back
.Lloop:
	AEGIS_STEP(S7A, S7B)
	dec	BLOCKS
	jz	.Lodd
	AEGIS_STEP(S7B, S7A)
	dec	BLOCKS
	jnz	.Lloop
.Leven:
	movdqa	S7A, Y
	jmp	.Ldone
.Lodd:
	movdqa	S7B, Y>, <
	test	BLOCKS, BLOCKS
	jz	.Ldone
.Lloop:
	AEGIS_STEP
	dec	BLOCKS
	jnz	.Lloop>)
.Ldone:
	forloop(<i>, 0, 5, <
	movdqu	%xmm<>i, eval(ROW * i)(STATE)>)
	ifelse(LANES, 8, <
	movdqu	Y, eval(7 * ROW)(STATE)
	movdqa	S6, X
	movdqu	X, eval(6 * ROW)(STATE)>)
	ifelse(DEG, 1, , <
	C the next instance, 16 bytes on
	add	<$>16, OFF
	cmp	<$>ROW, OFF
	jne	.Linstance>)
	C no state, key or keystream left in the registers or the frame
	forloop(<i>, 0, 7, <
	pxor	%xmm<>i, %xmm<>i>)
	ifelse(LANES, 8, <
	forloop(<i>, 0, 3, <
	movdqa	%xmm0, eval(16 * i)(%esp)>)
	mov	%ebp, %esp>)
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%edi)
	POP(%esi)
	POP(%ebp)
	ret
EPILOGUE($1)>)
