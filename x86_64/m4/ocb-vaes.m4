dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): vaes/ocb-encrypt-blocks.asm, vaes/ocb-decrypt-blocks.asm.
dnl x86_64/m4/ocb-vaes.m4 -- OCB3 blocks with 256-bit VAES and AVX2,
dnl sixteen blocks (eight ymm registers) a turn: the body of
dnl ocb_encrypt_blocks and ocb_decrypt_blocks (OCB_BLOCKS), on the
dnl rounds of aes-vaes.m4.
dnl
dnl From a block number that is a multiple of 16, blocks 1 .. 15 of a
dnl group take the offset before the group XOR STEP[t], the XOR of
dnl L_ntz(1) .. L_ntz(t), the same for every group; block 16 takes
dnl STEP[15] XOR L_ntz(i), i its number.  So the call makes STEP once,
dnl as pairs in the frame (STEP[1], STEP[2]) .. (STEP[15], STEP[15]),
dnl and beside it the same pairs XOR the last round key (STEPL); a turn
dnl then masks each pair of blocks with B, the offset before the group
dnl in both lanes, and one load-XOR of STEP, and removes it again in
dnl the key of the last round, B XOR STEPL, with one more XOR of (0,
dnl L_ntz(i)) for the last pair.  A last turn of fewer than sixteen
dnl blocks takes the pairs it has (an odd last block as xmm) through
dnl four or eight registers.  Blocks before a multiple of 16, which the
dnl library's OCB never has (it starts a message at block 0), go one at
dnl a time.  The frame is wiped and the registers cleared (VZEROALL)
dnl before the return.

INCLUDE_SRC(<x86_64/m4/aes-vaes.m4>)dnl

define(<W>, <8>)
define(<STATE>, <%rdx>)		C on entry; then in the frame
define(<T>, <%rdx>)		C 16 ntz(IDX), 16 N
define(<LTAB>, <%rax>)		C L_0
define(<IDX>, <%r11>)		C the number of the last block begun
define(<B>, <%ymm9>)		C the offset before the group, twice
define(<CHK>, <%ymm10>)		C the checksum, as two halves to XOR
define(<FIX>, <%ymm11>)		C (0, L_ntz(i)) for block 16
define(<T1>, <%ymm12>)

define(<STEP>, <0>)		C the frame: STEP pairs, 8 x 32 bytes
define(<STEPL>, <256>)		C STEP XOR the last round key
define(<SAVED>, <512>)		C STATE
define(<FRAME>, <520>)

dnl NTZ(t): the trailing zero bits of 1 <= T <= 15.
define(<NTZ>, <ifelse(eval($1 % 2), 1, 0, eval($1 % 4), 2, 1,
	eval($1 % 8), 4, 2, 3)>)

dnl OCB_IN(op, j): pair J (in X(j)) summed if OP is enc, masked with
dnl its offsets.
define(<OCB_IN>, <ifelse($1, enc, <
	vpxor	X($2), CHK, CHK>)
	vpxor	B, X($2), X($2)
	vpxor	STEP+32*$2<>(%rsp), X($2), X($2)>)

dnl OCB_LAST(op, j, fix): the last round of pair J, its offsets
dnl removed (with FIX for block 16 when FIX is given).
define(<OCB_LAST>, <
	vpxor	STEPL+32*$2<>(%rsp), B, T1<>ifelse($3, , , <
	vpxor	FIX, T1, T1>)
	vaes$1<>last T1, X($2), X($2)>)

dnl OCB_TAIL(op, last, tag): the 1 <= BLOCKS <= 2 LAST + 2 blocks of a
dnl last turn through X(0) .. X(LAST); TAG makes the labels unique.
define(<OCB_TAIL>, <forloop(<j>, 0, $2, <
	cmp	<$>eval(2 * j + 1), BLOCKS
	jb	.Lin$3
	je	.Lin_one$3<>j
	vmovdqu	32*j<>(SRC), X(j)
	OCB_IN($1, j)>)
	jmp	.Lin$3
forloop(<j>, 0, $2, <
.Lin_one$3<>j:
	vmovdqu	32*j<>(SRC), XMM(X(j))
	OCB_IN($1, j)
	jmp	.Lin$3>)
.Lin$3:
	ROUNDS_BUT_LAST($1, <X>, $2)
	forloop(<j>, 0, $2, <
	cmp	<$>eval(2 * j + 1), BLOCKS
	jb	.Lout$3
	je	.Lout_one$3<>j
	OCB_LAST($1, j)<>ifelse($1, dec, <
	vpxor	X(j), CHK, CHK>)
	vmovdqu	X(j), 32*j<>(DST)>)
	jmp	.Lout$3
forloop(<j>, 0, $2, <
.Lout_one$3<>j:
	OCB_LAST($1, j)<>ifelse($1, dec, <
	C the odd block alone into the checksum
	vmovdqa	XMM(X(j)), XMM(X(j))
	vpxor	X(j), CHK, CHK>)
	vmovdqu	XMM(X(j)), 32*j<>(DST)
	jmp	.Lout$3>)
.Lout$3:>)

dnl OCB_BLOCKS(name, op): the function NAME (op enc: the encryption round
dnl keys at KEY; dec: the decryption keys after them).
define(<OCB_BLOCKS>, <
PROLOGUE($1)
	sub	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	mov	STATE, SAVED<>(%rsp)
	C LASTKEY = 16 NR; L_0 after the two key schedules, L_* and L_$
	mov	NR, %eax
	shl	<$>4, %eax
	mov	%rax, LASTKEY
	lea	64(KEYS, LASTKEY, 2), LTAB
	ifelse($2, dec, <
	lea	16(KEYS, LASTKEY), KEYS>)
	vmovdqu	(STATE), XMM(B)
	vmovdqu	16(STATE), XMM(CHK)
	mov	32(STATE), IDX

.Llead:
	C blocks one at a time up to a block number that is a multiple of 16
	test	<$>15, IDX
	jz	.Laligned
	test	BLOCKS, BLOCKS
	jz	.Ldone
	add	<$>1, IDX
	bsf	IDX, T
	shl	<$>4, T
	vpxor	(LTAB, T), XMM(B), XMM(B)
	vmovdqu	(SRC), XMM(X(0))<>ifelse($2, enc, <
	vpxor	XMM(X(0)), XMM(CHK), XMM(CHK)>)
	vpxor	XMM(B), XMM(X(0)), XMM(X(0))
	ROUNDS_BUT_LAST($2, <X>, 0)
	vbroadcasti128	(KEYS, LASTKEY), T1
	vpxor	XMM(B), XMM(T1), XMM(T1)
	vaes$2<>last XMM(T1), XMM(X(0)), XMM(X(0))<>ifelse($2, dec, <
	vpxor	XMM(X(0)), XMM(CHK), XMM(CHK)>)
	vmovdqu	XMM(X(0)), (DST)
	add	<$>16, SRC
	add	<$>16, DST
	dec	BLOCKS
	jmp	.Llead

.Laligned:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	vinserti128	<$>1, XMM(B), B, B
	C STEP and STEPL into the frame
	vpxor	XMM(T1), XMM(T1), XMM(T1)
	forloop(<t>, 1, 15, <
	vpxor	16*NTZ(t)<>(LTAB), XMM(T1), XMM(T1)
	vmovdqu	XMM(T1), STEP+16*eval(t - 1)<>(%rsp)>)
	vmovdqu	XMM(T1), STEP+16*15<>(%rsp)
	vbroadcasti128	(KEYS, LASTKEY), K
	forloop(<j>, 0, 7, <
	vpxor	STEP+32*j<>(%rsp), K, T1
	vmovdqu	T1, STEPL+32*j<>(%rsp)>)

	cmp	<$>16, BLOCKS
	jb	.Ltail
.Lturn:
	C FIX = (0, L_ntz(i)) for the turn's last block i
	add	<$>16, IDX
	bsf	IDX, T
	shl	<$>4, T
	vpxor	FIX, FIX, FIX
	vinserti128	<$>1, (LTAB, T), FIX, FIX
	forloop(<j>, 0, 7, <
	vmovdqu	32*j<>(SRC), X(j)
	OCB_IN($2, j)>)
	vpxor	FIX, X(7), X(7)
	ROUNDS_BUT_LAST($2, <X>)
	forloop(<j>, 0, 7, <
	OCB_LAST($2, j, ifelse(j, 7, fix))<>ifelse($2, dec, <
	vpxor	X(j), CHK, CHK>)
	vmovdqu	X(j), 32*j<>(DST)>)
	C B = the offset of block i, in both lanes
	vpxor	STEP+32*7<>(%rsp), B, B
	vbroadcasti128	(LTAB, T), T1
	vpxor	T1, B, B
	add	<$>256, SRC
	add	<$>256, DST
	sub	<$>16, BLOCKS
	cmp	<$>16, BLOCKS
	jae	.Lturn

.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	cmp	<$>8, BLOCKS
	ja	.Ltail8
	OCB_TAIL($2, 3, 4)
	jmp	.Ltail_done
.Ltail8:
	OCB_TAIL($2, 7, 8)
.Ltail_done:
	C B past the BLOCKS blocks: B XOR STEP[BLOCKS]
	mov	BLOCKS, T
	shl	<$>4, T
	vbroadcasti128	STEP-16<>(%rsp, T), T1
	vpxor	T1, B, B
	add	BLOCKS, IDX

.Ldone:
	C the state back: the checksum's halves XORed together
	mov	SAVED<>(%rsp), STATE
	vmovdqu	XMM(B), (STATE)
	vextracti128	<$>1, CHK, XMM(T1)
	vpxor	XMM(T1), XMM(CHK), XMM(CHK)
	vmovdqu	XMM(CHK), 16(STATE)
	mov	IDX, 32(STATE)
	C the frame wiped, the registers cleared
	vpxor	T1, T1, T1
	forloop(<j>, 0, 15, <
	vmovdqu	T1, 32*j<>(%rsp)>)
	vzeroall
	add	<$>FRAME, %rsp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	ret
EPILOGUE($1)>)
