dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): aes-encrypt-blocks.asm, aes-decrypt-blocks.asm, aes-ctr-blocks.asm, aes-ctr32-blocks.asm, aes-ctr32le-blocks.asm.
dnl x86_64/m4/aes-x86_64.m4 -- AES bitsliced in SSE2 registers, eight
dnl blocks at once (doc/aes-sse2.md): the frame, the round keys in
dnl the bitsliced form (AES_SSE2_START), the transposition between
dnl blocks and bit planes (AES_SSE2_TRANSPOSE), the rounds
dnl (AES_SSE2_ROUNDS), the wipe (AES_SSE2_END),
dnl and AES_SSE2_CTR, the bodies of aes_ctr_blocks, aes_ctr32_blocks
dnl and aes_ctr32le_blocks.
dnl
dnl The layout: register %xmm<i> holds bit i of every byte of the
dnl eight blocks, bit B of its byte P the bit of byte P of block B.  A
dnl block's byte P is row P mod 4 of column P / 4 (FIPS 197), so a
dnl 32-bit lane of a plane is a column and byte R of the lane its row
dnl R.  Then:
dnl - SubBytes is the circuit of 113 gates of J. Boyar and R. Peralta
dnl   ("A new combinational logic minimization technique with
dnl   applications to cryptology", SEA 2010; IACR ePrint 2009/191) on
dnl   the eight planes, without its four NOTs: those add 0x63 to every
dnl   byte, which ShiftRows and MixColumns keep as it is (the sum of a
dnl   column of MixColumns' matrix is 1), so the keys of rounds 1 to NR
dnl   carry it instead;
dnl - MixColumns takes a column's next rows from the same lane
dnl   rotated by 8 and 16 bits (shifts, PSHUFLW and PSHUFHW);
dnl - ShiftRows is not made: a round leaves each row where it was, so
dnl   that after j rounds row R of column C sits in column C + j R
dnl   (mod 4), the state's drift j mod 4.  At drift k, MixColumns finds
dnl   the next row of a column k + 1 lanes on, in the lane PSHUFD
dnl   brings (none at drift 3, one PSHUFD at the others for the next
dnl   row and at drifts 0 and 2 for the row after), and its result is
dnl   at drift k + 1; the round keys 1 to NR - 1 are sliced at the
dnl   drift of their round, and the last round puts the rows in place
dnl   (at drift 1 rows 1 and 3 two columns on, at drift 3 nothing).
dnl The code of the round is two-operand SSE2 on the sixteen xmm
dnl registers with the values the circuit keeps longest in the frame
dnl (SPILL): the register of each value is written out, with the
dnl circuit's name of what each gate makes.

define(<KP>, <%r10>)		C the sliced key of the round
define(<RND>, <%r11>)		C rounds left

dnl The frame, 16-byte aligned at %rsp: what AES_SSE2_END zeroes, the
dnl spilled values of the round (13 slots), the counter block
dnl (AES_SSE2_CTR), round keys 0 and NR as they are (FIRST_KEY and
dnl LAST_KEY, added to the blocks before and after the transposition)
dnl and the sliced round keys 1 to NR - 1 (eight planes of 16 bytes
dnl each, zeroed by the last turn); then the counter's address
dnl (AES_SSE2_CTR) and the buffer of eight blocks (AES_SSE2_BLOCKS).
define(<SPILL>, <eval(16 * $1)(%rsp)>)
define(<TEMPLATE>, <208>)
define(<FIRST_KEY>, <224>)
define(<LAST_KEY>, <240>)
define(<SLICED>, <256>)
define(<SAVED>, <eval(SLICED + 13 * 128)>)
define(<BUF>, <eval(SAVED + 16)>)
define(<FRAME_SIZE>, <eval(BUF + 128)>)
define(<KEY>, <eval(16 * $1)(KP)>)

dnl AES_SSE2_START(keys, nr, direction): the frame made, the NR + 1
dnl round keys at KEYS (advanced to the last) put into it: keys 0 and
dnl NR as they are, keys 1 to NR - 1 sliced: plane i of a key is 0xff
dnl in each byte whose bit i is set (PAND, PCMPEQB with the masks of
dnl .Lbits in %xmm8 .. %xmm15), the same for the eight blocks.
dnl DIRECTION enc: keys 1 to NR with 0x63 added (the S-box's constant),
dnl keys 1 to NR - 1 at the drift of their round (their rows moved as
dnl the state's are).  DIRECTION dec (the decryption keys): keys 0 to
dnl NR - 1 with 0x63 added (the constant at the inverse S-box's input),
dnl key J of 1 to NR - 1 at the drift -J of its round.  NR is a 64-bit
dnl register.
define(<AES_SSE2_START>, <
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	<$>-16, %rsp
	sub	<$>FRAME_SIZE, %rsp
	C the constants: the bit masks, the S-box's constant, the rows
	forloop(<i>, 0, 7, <
	movdqa	.Lbits+16*i<>(%rip), %xmm<>eval(8 + i)>)
	movdqa	.Lsbox_constant(%rip), %xmm5
	movdqa	.Lrows23(%rip), %xmm3
	movdqa	.Lrows13(%rip), %xmm4
	C key 0
	movdqu	($1), %xmm0<>ifelse($3, dec, <
	pxor	%xmm5, %xmm0>)
	movdqa	%xmm0, FIRST_KEY<>(%rsp)
	C keys 1 to NR - 1, four at a time (the drifts); lea, not mov:
	C scripts/ct-scan follows public pointers through lea
	lea	SLICED<>(%rsp), KP
	lea	-1($2), RND
.Lslice:
	SLICE_AT($1, ifelse($3, enc, 1, 3))
	jz	.Lsliced
	SLICE_AT($1, 2)
	jz	.Lsliced
	SLICE_AT($1, ifelse($3, enc, 3, 1))
	jz	.Lsliced
	SLICE_AT($1, 0)
	jnz	.Lslice
.Lsliced:
	C key NR
	movdqu	16($1), %xmm0<>ifelse($3, enc, <
	pxor	%xmm5, %xmm0>)
	movdqa	%xmm0, LAST_KEY<>(%rsp)
	add	<$>16, $1>)

dnl SLICE_AT(keys, drift): the next key, at KEYS + 16 (KEYS advanced),
dnl with 0x63 added, its rows at DRIFT, sliced at KP (advanced); RND
dnl counted down, its flags left.
define(<SLICE_AT>, <
	add	<$>16, $1
	movdqu	($1), %xmm0
	pxor	%xmm5, %xmm0
	ifelse($2, 1, <
	C drift 1: ShiftRows inverted
	ROWS_ON(0x4e, %xmm3)
	ROWS_ON(0x93, %xmm4)>, $2, 2, <
	C drift 2
	ROWS_ON(0x4e, %xmm4)>, $2, 3, <
	C drift 3: ShiftRows
	ROWS_ON(0x4e, %xmm3)
	ROWS_ON(0x39, %xmm4)>)
	SLICE_KEY
	add	<$>128, KP
	dec	RND>)

dnl ROWS_ON(order, rows): the rows ROWS (the mask %xmm3 of rows 2 and
dnl 3 or %xmm4 of rows 1 and 3) of the key in %xmm0 moved between
dnl columns: column d takes column ORDER's PSHUFD source of d.
define(<ROWS_ON>, <
	pshufd	<$>$1, %xmm0, %xmm1
	pxor	%xmm0, %xmm1
	pand	$2, %xmm1
	pxor	%xmm1, %xmm0>)

dnl SLICE_KEY: the round key in %xmm0 to its eight planes at KP.
define(<SLICE_KEY>, <forloop(<i>, 0, 7, <
	movdqa	%xmm0, %xmm1
	pand	%xmm<>eval(8 + i), %xmm1
	pcmpeqb	%xmm<>eval(8 + i), %xmm1
	movdqa	%xmm1, KEY(i)>)>)

dnl SWAP_BITS(x, y, mask, s): the bits of X at the positions of MASK
dnl shifted left by S and the bits of Y at MASK change places.
define(<SWAP_BITS>, <
	movdqa	%xmm$1, %xmm8
	psrlq	<$>$4, %xmm8
	pxor	%xmm$2, %xmm8
	pand	$3(%rip), %xmm8
	pxor	%xmm8, %xmm$2
	psllq	<$>$4, %xmm8
	pxor	%xmm8, %xmm$1>)

dnl AES_SSE2_TRANSPOSE: eight blocks in %xmm0 .. %xmm7 to their bit
dnl planes, or back: in each byte position an 8 x 8 bit matrix
dnl transposed (bit i of register j and bit j of register i change
dnl places), %xmm8 a temporary.
define(<AES_SSE2_TRANSPOSE>, <
	SWAP_BITS(0, 1, .Lodd, 1)
	SWAP_BITS(2, 3, .Lodd, 1)
	SWAP_BITS(4, 5, .Lodd, 1)
	SWAP_BITS(6, 7, .Lodd, 1)
	SWAP_BITS(0, 2, .Lpairs, 2)
	SWAP_BITS(1, 3, .Lpairs, 2)
	SWAP_BITS(4, 6, .Lpairs, 2)
	SWAP_BITS(5, 7, .Lpairs, 2)
	SWAP_BITS(0, 4, .Lnibbles, 4)
	SWAP_BITS(1, 5, .Lnibbles, 4)
	SWAP_BITS(2, 6, .Lnibbles, 4)
	SWAP_BITS(3, 7, .Lnibbles, 4)>)

dnl AES_SSE2_ROUNDS(nr, direction): the NR rounds on the planes in
dnl %xmm0 .. %xmm7 with the sliced keys of the frame, but for keys 0
dnl and NR (the caller's, on the blocks); NR a 64-bit register.
dnl DIRECTION enc: AES_SSE2_ROUND(0) to (3), each leaving ShiftRows to
dnl the next round (the drift, above).  DIRECTION dec: the includer's
dnl AES_SSE2_INV_ROUND(0), (3), (2) and (1) of the equivalent inverse
dnl cipher (FIPS 197, 5.3.5), whose InvShiftRows is left likewise:
dnl after j rounds row R of column C sits in column C - j R.  The
dnl rounds go by four; the last round follows the first of a four
dnl (AES-128, AES-256) or the third (AES-192), at the drift that
dnl round left.
define(<AES_SSE2_ROUNDS>, <define(<STEP>, ifelse($2, enc, 1, 3))dnl
define(<PREFIX>, ifelse($2, enc, , inv_))dnl
	lea	eval(SLICED - 128)<>(%rsp), KP
	mov	$1, RND
	dec	RND
.L<>PREFIX<>four:
	forloop(<k>, 0, 3, <
	add	<$>128, KP
	ifelse($2, enc, <AES_SSE2_ROUND>, <AES_SSE2_INV_ROUND>)(eval(STEP * k % 4))
	SPENT_KEY
	dec	RND
	ifelse(k, 0, <
	jz	.L<>PREFIX<>final_drift<>eval(STEP % 4)>, k, 2, <
	jz	.L<>PREFIX<>final_drift<>eval(3 * STEP % 4)>)>)
	jmp	.L<>PREFIX<>four
.L<>PREFIX<>final_drift<>eval(STEP % 4):
	ifelse($2, enc, <AES_SSE2_FINAL_ROUND>, <AES_SSE2_INV_FINAL_ROUND>)(eval(STEP % 4))
	jmp	.L<>ifelse($2, enc, encrypted, decrypted)
.L<>PREFIX<>final_drift<>eval(3 * STEP % 4):
	ifelse($2, enc, <AES_SSE2_FINAL_ROUND>, <AES_SSE2_INV_FINAL_ROUND>)(eval(3 * STEP % 4))
.L<>ifelse($2, enc, encrypted, decrypted):>)

dnl ROWS13_BACK(x, y): Y = plane X with rows 1 and 3 two columns on,
dnl rows 0 and 2 as they are: the last round's rows put back at drift
dnl 1 (encryption) or 3 (decryption).
define(<ROWS13_BACK>, <
	pshufd <$>0x4e,	$1, $2
	pxor	$1, $2
	pand	.Lrows13(%rip), $2
	pxor	$1, $2>)

dnl COLUMNS_ON(c): the PSHUFD order that takes each lane from the lane
dnl C on (mod 4): the column C columns on.
define(<COLUMNS_ON>, <0x<>eval(($1 % 4) + (($1 + 1) % 4) * 4 + (($1 + 2) % 4) * 16
	+ (($1 + 3) % 4) * 64, 16)>)

dnl NEXT_ROW(c, x, n, t): N = the next row of each column of plane X
dnl found C columns on (mod 4, 0 to 3): PSHUFD's lane (none when C is
dnl 0) rotated by 8 bits; T is clobbered.
define(<NEXT_ROW>, <ifelse($1, 0, <
	movdqa	$2, $3
	psrld <$>8,	$3
	movdqa	$2, $4
	pslld <$>24,	$4>, <
	pshufd <$>COLUMNS_ON($1),	$2, $4
	movdqa	$4, $3
	psrld <$>8,	$3
	pslld <$>24,	$4>)
	por	$4, $3>)

dnl TWO_ROWS_ON(c, x, y): Y = the row two on of each column of plane X
dnl on a state whose next row is C columns on: the row after that is
dnl 2 C columns on (a PSHUFD when C is odd), rotated by 16 bits.
define(<TWO_ROWS_ON>, <ifelse(eval($1 % 2), 1, <
	pshufd <$>COLUMNS_ON(2),	$2, $3
	pshuflw <$>0xb1,	$3, $3>, <
	pshuflw <$>0xb1,	$2, $3>)
	pshufhw <$>0xb1,	$3, $3>)
dnl SPENT_KEY: in the call's last turn (BLOCKS at most 8), the sliced
dnl key at KP zeroed once its round has used it (%xmm8 a temporary).
define(<SPENT_KEY>, <
	cmp	<$>8, BLOCKS
	ja	1f
	pxor	%xmm8, %xmm8
	forloop(<i>, 0, 7, <
	movdqa	%xmm8, KEY(i)>)
1:>)

dnl AES_SSE2_ROUND(k): a round but the last on a state at drift K,
dnl leaving it at drift K + 1 (mod 4), the key at KP.  MixColumns
dnl finds a column's next row K + 1 columns on.
define(<AES_SSE2_ROUND>, <AES_SSE2_SUB_BYTES
	AES_SSE2_MIX_COLUMNS(eval(($1 + 1) % 4))>)

dnl AES_SSE2_FINAL_ROUND(k): the last round (no MixColumns) on a state
dnl at drift K (1 or 3), the result in place but for the key
dnl (the caller's, LAST_KEY).
define(<AES_SSE2_FINAL_ROUND>, <AES_SSE2_SUB_BYTES
	ifelse($1, 1, <
	C planes 0 .. 7: rows 1 and 3 two columns on (ShiftRows and the rows left behind)
	ROWS13_BACK(%xmm4, %xmm3)
	ROWS13_BACK(%xmm13, %xmm4)
	ROWS13_BACK(%xmm15, %xmm6)
	ROWS13_BACK(%xmm0, %xmm7)
	ROWS13_BACK(%xmm2, %xmm0)
	ROWS13_BACK(%xmm11, %xmm2)
	ROWS13_BACK(%xmm1, %xmm8)
	ROWS13_BACK(%xmm5, %xmm1)
	movdqa	%xmm2, %xmm5
	movdqa	%xmm6, %xmm2
	movdqa	%xmm8, %xmm6
	movdqa	%xmm3, %xmm8
	movdqa	%xmm7, %xmm3
	movdqa	%xmm1, %xmm7
	movdqa	%xmm4, %xmm1
	movdqa	%xmm0, %xmm4
	movdqa	%xmm8, %xmm0>, <
	C the planes back to %xmm0 .. %xmm7
	movdqa	%xmm0, %xmm3
	movdqa	%xmm4, %xmm0
	movdqa	%xmm2, %xmm4
	movdqa	%xmm15, %xmm2
	movdqa	%xmm1, %xmm6
	movdqa	%xmm13, %xmm1
	movdqa	%xmm5, %xmm7
	movdqa	%xmm11, %xmm5>)>)

dnl AES_SSE2_SUB_BYTES: SubBytes (without its NOTs) on the planes in
dnl %xmm0 .. %xmm7, the circuit's U0 .. U7 in planes 7 .. 0.  The
dnl result's planes 0 .. 7 (its S7 .. S0) in %xmm4, %xmm13, %xmm15,
dnl %xmm0, %xmm2, %xmm11, %xmm1, %xmm5.
define(<AES_SSE2_SUB_BYTES>, <
	C SubBytes: top linear layer (U0 = plane 7 .. U7 = plane 0)
	movdqa	%xmm4, %xmm8
	pxor	%xmm2, %xmm8	C y14 = U3 + U5
	movdqa	%xmm7, %xmm9
	pxor	%xmm1, %xmm9	C y13 = U0 + U6
	movdqa	%xmm7, %xmm10
	pxor	%xmm4, %xmm10	C y9 = U0 + U3
	movdqa	%xmm7, %xmm11
	pxor	%xmm2, %xmm11	C y8 = U0 + U5
	pxor	%xmm6, %xmm5	C t0 = U1 + U2
	movdqa	%xmm5, %xmm12
	pxor	%xmm0, %xmm12	C y1 = t0 + U7
	pxor	%xmm12, %xmm4	C y4 = y1 + U3
	movdqa	%xmm9, %xmm13
	pxor	%xmm8, %xmm13	C y12 = y13 + y14
	movdqa	%xmm12, %xmm14
	pxor	%xmm7, %xmm14	C y2 = y1 + U0
	pxor	%xmm12, %xmm1	C y5 = y1 + U6
	movdqa	%xmm1, %xmm15
	pxor	%xmm11, %xmm15	C y3 = y5 + y8
	pxor	%xmm13, %xmm3	C t1 = U4 + y12
	pxor	%xmm3, %xmm2	C y15 = t1 + U5
	pxor	%xmm6, %xmm3	C y20 = t1 + U1
	movdqa	%xmm2, %xmm6
	pxor	%xmm0, %xmm6	C y6 = y15 + U7
	movdqa	%xmm8, SPILL(0)
	movdqa	%xmm2, %xmm8
	pxor	%xmm5, %xmm8	C y10 = y15 + t0
	movdqa	%xmm14, SPILL(1)
	movdqa	%xmm3, %xmm14
	pxor	%xmm10, %xmm14	C y11 = y20 + y9
	movdqa	%xmm3, SPILL(2)
	movdqa	%xmm0, %xmm3
	pxor	%xmm14, %xmm3	C y7 = U7 + y11
	movdqa	%xmm10, SPILL(3)
	movdqa	%xmm8, %xmm10
	pxor	%xmm14, %xmm10	C y17 = y10 + y11
	movdqa	%xmm10, SPILL(4)
	movdqa	%xmm8, %xmm10
	pxor	%xmm11, %xmm10	C y19 = y10 + y8
	pxor	%xmm14, %xmm5	C y16 = t0 + y11
	movdqa	%xmm10, SPILL(5)
	movdqa	%xmm9, %xmm10
	pxor	%xmm5, %xmm10	C y21 = y13 + y16
	pxor	%xmm5, %xmm7	C y18 = U0 + y16
	C SubBytes: the middle layer, the inversion in GF(2^8)
	movdqa	%xmm7, SPILL(6)
	movdqa	%xmm13, %xmm7
	pand	%xmm2, %xmm7	C t2 = y12 x y15
	movdqa	%xmm13, SPILL(7)
	movdqa	%xmm15, %xmm13
	pand	%xmm6, %xmm13	C t3 = y3 x y6
	pxor	%xmm7, %xmm13	C t4 = t3 + t2
	movdqa	%xmm15, SPILL(8)
	movdqa	%xmm4, %xmm15
	pand	%xmm0, %xmm15	C t5 = y4 x U7
	pxor	%xmm7, %xmm15	C t6 = t5 + t2
	movdqa	%xmm9, %xmm7
	pand	%xmm5, %xmm7	C t7 = y13 x y16
	movdqa	%xmm9, SPILL(9)
	movdqa	%xmm1, %xmm9
	pand	%xmm12, %xmm9	C t8 = y5 x y1
	pxor	%xmm7, %xmm9	C t9 = t8 + t7
	movdqa	%xmm1, SPILL(10)
	movdqa	%xmm3, %xmm1
	pand	SPILL(1), %xmm1	C t10 = y2 x y7
	pxor	%xmm7, %xmm1	C t11 = t10 + t7
	movdqa	%xmm14, %xmm7
	pand	SPILL(3), %xmm7	C t12 = y9 x y11
	movdqa	%xmm4, SPILL(11)
	movdqa	SPILL(0), %xmm4
	pand	SPILL(4), %xmm4	C t13 = y14 x y17
	pxor	%xmm7, %xmm4	C t14 = t13 + t12
	movdqa	%xmm14, SPILL(12)
	movdqa	%xmm11, %xmm14
	pand	%xmm8, %xmm14	C t15 = y8 x y10
	pxor	%xmm7, %xmm14	C t16 = t15 + t12
	pxor	%xmm4, %xmm13	C t17 = t4 + t14
	pxor	%xmm14, %xmm15	C t18 = t6 + t16
	pxor	%xmm4, %xmm9	C t19 = t9 + t14
	pxor	%xmm14, %xmm1	C t20 = t11 + t16
	pxor	SPILL(2), %xmm13	C t21 = t17 + y20
	pxor	SPILL(5), %xmm15	C t22 = t18 + y19
	pxor	%xmm10, %xmm9	C t23 = t19 + y21
	pxor	SPILL(6), %xmm1	C t24 = t20 + y18
	movdqa	%xmm13, %xmm4
	pxor	%xmm15, %xmm4	C t25 = t21 + t22
	pand	%xmm9, %xmm13	C t26 = t21 x t23
	movdqa	%xmm1, %xmm7
	pxor	%xmm13, %xmm7	C t27 = t24 + t26
	movdqa	%xmm4, %xmm10
	pand	%xmm7, %xmm10	C t28 = t25 x t27
	pxor	%xmm15, %xmm10	C t29 = t28 + t22
	movdqa	%xmm9, %xmm14
	pxor	%xmm1, %xmm14	C t30 = t23 + t24
	pxor	%xmm13, %xmm15	C t31 = t22 + t26
	pand	%xmm14, %xmm15	C t32 = t31 x t30
	pxor	%xmm1, %xmm15	C t33 = t32 + t24
	pxor	%xmm15, %xmm9	C t34 = t23 + t33
	movdqa	%xmm7, %xmm13
	pxor	%xmm15, %xmm13	C t35 = t27 + t33
	pand	%xmm13, %xmm1	C t36 = t24 x t35
	pxor	%xmm1, %xmm9	C t37 = t36 + t34
	pxor	%xmm1, %xmm7	C t38 = t27 + t36
	pand	%xmm10, %xmm7	C t39 = t29 x t38
	pxor	%xmm7, %xmm4	C t40 = t25 + t39
	movdqa	%xmm4, %xmm1
	pxor	%xmm9, %xmm1	C t41 = t40 + t37
	movdqa	%xmm10, %xmm7
	pxor	%xmm15, %xmm7	C t42 = t29 + t33
	movdqa	%xmm10, %xmm13
	pxor	%xmm4, %xmm13	C t43 = t29 + t40
	movdqa	%xmm15, %xmm14
	pxor	%xmm9, %xmm14	C t44 = t33 + t37
	movdqa	%xmm11, SPILL(2)
	movdqa	%xmm7, %xmm11
	pxor	%xmm1, %xmm11	C t45 = t42 + t41
	pand	%xmm14, %xmm2	C z0 = t44 x y15
	pand	%xmm9, %xmm6	C z1 = t37 x y6
	pand	%xmm15, %xmm0	C z2 = t33 x U7
	pand	%xmm13, %xmm5	C z3 = t43 x y16
	pand	%xmm4, %xmm12	C z4 = t40 x y1
	pand	%xmm10, %xmm3	C z5 = t29 x y7
	movdqa	%xmm6, SPILL(5)
	movdqa	%xmm7, %xmm6
	pand	SPILL(12), %xmm6	C z6 = t42 x y11
	movdqa	%xmm12, SPILL(6)
	movdqa	%xmm11, %xmm12
	pand	SPILL(4), %xmm12	C z7 = t45 x y17
	pand	%xmm1, %xmm8	C z8 = t41 x y10
	pand	SPILL(7), %xmm14	C z9 = t44 x y12
	pand	SPILL(8), %xmm9	C z10 = t37 x y3
	pand	SPILL(11), %xmm15	C z11 = t33 x y4
	pand	SPILL(9), %xmm13	C z12 = t43 x y13
	pand	SPILL(10), %xmm4	C z13 = t40 x y5
	pand	SPILL(1), %xmm10	C z14 = t29 x y2
	pand	SPILL(3), %xmm7	C z15 = t42 x y9
	pand	SPILL(0), %xmm11	C z16 = t45 x y14
	pand	SPILL(2), %xmm1	C z17 = t41 x y8
	C SubBytes: the bottom linear layer (S0 = plane 7 .. S7 = plane 0)
	pxor	%xmm11, %xmm7	C b46 = z15 + z16
	pxor	%xmm9, %xmm15	C b47 = z10 + z11
	pxor	%xmm3, %xmm4	C b48 = z5 + z13
	pxor	%xmm9, %xmm14	C b49 = z9 + z10
	movdqa	%xmm0, %xmm9
	pxor	%xmm13, %xmm9	C b50 = z2 + z12
	pxor	%xmm3, %xmm0	C b51 = z2 + z5
	pxor	%xmm12, %xmm8	C b52 = z7 + z8
	pxor	%xmm5, %xmm2	C b53 = z0 + z3
	pxor	%xmm12, %xmm6	C b54 = z6 + z7
	pxor	%xmm1, %xmm11	C b55 = z16 + z17
	pxor	%xmm4, %xmm13	C b56 = z12 + b48
	pxor	%xmm2, %xmm9	C b57 = b50 + b53
	movdqa	%xmm7, %xmm1
	pxor	SPILL(6), %xmm1	C b58 = z4 + b46
	pxor	%xmm6, %xmm5	C b59 = z3 + b54
	pxor	%xmm9, %xmm7	C b60 = b46 + b57
	pxor	%xmm9, %xmm10	C b61 = z14 + b57
	pxor	%xmm1, %xmm8	C b62 = b52 + b58
	pxor	%xmm1, %xmm14	C b63 = b49 + b58
	movdqa	%xmm5, %xmm1
	pxor	SPILL(6), %xmm1	C b64 = z4 + b59
	pxor	%xmm8, %xmm10	C b65 = b61 + b62
	movdqa	%xmm14, %xmm3
	pxor	SPILL(5), %xmm3	C b66 = z1 + b63
	movdqa	%xmm1, %xmm6
	pxor	%xmm10, %xmm6	C b67 = b64 + b65
	pxor	%xmm14, %xmm5	C S0 = b59 + b63
	pxor	%xmm3, %xmm2	C S3 = b53 + b66
	pxor	%xmm2, %xmm1	C S1 = b64 + S3
	pxor	%xmm6, %xmm11	C S2 = b55 + b67
	pxor	%xmm3, %xmm0	C S4 = b51 + b66
	pxor	%xmm10, %xmm15	C S5 = b47 + b65
	pxor	%xmm8, %xmm13	C S6 = b56 + b62
	pxor	%xmm7, %xmm4	C S7 = b48 + b60
>)

dnl AES_SSE2_MIX_COLUMNS(c): MixColumns and the round key at KP on the
dnl planes AES_SSE2_SUB_BYTES leaves, on a state whose next row of a
dnl column is C columns on (mod 4): NEXT_ROW and TWO_ROWS_ON; the
dnl result in %xmm0 .. %xmm7.
define(<AES_SSE2_MIX_COLUMNS>, <
	C plane 7: N, the next row, and T = X + N
	NEXT_ROW($1, %xmm5, %xmm6, %xmm3)
	pxor	%xmm6, %xmm5
	C plane 0: N, the next row, and T = X + N
	NEXT_ROW($1, %xmm4, %xmm7, %xmm3)
	pxor	%xmm7, %xmm4
	C plane 0: MixColumns, N + (T two rows on) + T of plane 7, and the round key
	TWO_ROWS_ON($1, %xmm4, %xmm3)
	pxor	%xmm3, %xmm7
	pxor	%xmm5, %xmm7
	pxor	KEY(0), %xmm7
	C plane 1: N, the next row, and T = X + N
	NEXT_ROW($1, %xmm13, %xmm8, %xmm3)
	pxor	%xmm8, %xmm13
	C plane 1: MixColumns, N + (T two rows on) + T of plane 0 and 7, and the round key
	TWO_ROWS_ON($1, %xmm13, %xmm3)
	pxor	%xmm3, %xmm8
	pxor	%xmm4, %xmm8
	pxor	%xmm5, %xmm8
	pxor	KEY(1), %xmm8
	C plane 2: N, the next row, and T = X + N
	NEXT_ROW($1, %xmm15, %xmm4, %xmm3)
	pxor	%xmm4, %xmm15
	C plane 2: MixColumns, N + (T two rows on) + T of plane 1, and the round key
	TWO_ROWS_ON($1, %xmm15, %xmm3)
	pxor	%xmm3, %xmm4
	pxor	%xmm13, %xmm4
	pxor	KEY(2), %xmm4
	C plane 3: N, the next row, and T = X + N
	NEXT_ROW($1, %xmm0, %xmm9, %xmm3)
	pxor	%xmm9, %xmm0
	C plane 3: MixColumns, N + (T two rows on) + T of plane 2 and 7, and the round key
	TWO_ROWS_ON($1, %xmm0, %xmm3)
	pxor	%xmm3, %xmm9
	pxor	%xmm15, %xmm9
	pxor	%xmm5, %xmm9
	pxor	KEY(3), %xmm9
	C plane 4: N, the next row, and T = X + N
	NEXT_ROW($1, %xmm2, %xmm10, %xmm3)
	pxor	%xmm10, %xmm2
	C plane 4: MixColumns, N + (T two rows on) + T of plane 3 and 7, and the round key
	TWO_ROWS_ON($1, %xmm2, %xmm3)
	pxor	%xmm3, %xmm10
	pxor	%xmm0, %xmm10
	pxor	%xmm5, %xmm10
	pxor	KEY(4), %xmm10
	C plane 5: N, the next row, and T = X + N
	NEXT_ROW($1, %xmm11, %xmm3, %xmm0)
	pxor	%xmm3, %xmm11
	C plane 5: MixColumns, N + (T two rows on) + T of plane 4, and the round key
	TWO_ROWS_ON($1, %xmm11, %xmm0)
	pxor	%xmm0, %xmm3
	pxor	%xmm2, %xmm3
	pxor	KEY(5), %xmm3
	C plane 6: N, the next row, and T = X + N
	NEXT_ROW($1, %xmm1, %xmm2, %xmm0)
	pxor	%xmm2, %xmm1
	C plane 6: MixColumns, N + (T two rows on) + T of plane 5, and the round key
	TWO_ROWS_ON($1, %xmm1, %xmm0)
	pxor	%xmm0, %xmm2
	pxor	%xmm11, %xmm2
	pxor	KEY(6), %xmm2
	C plane 7: MixColumns, N + (T two rows on) + T of plane 6, and the round key
	TWO_ROWS_ON($1, %xmm5, %xmm5)
	pxor	%xmm5, %xmm6
	pxor	%xmm1, %xmm6
	pxor	KEY(7), %xmm6
	C the planes back to %xmm0 .. %xmm7
	movdqa	%xmm7, %xmm0
	movdqa	%xmm8, %xmm1
	movdqa	%xmm3, %xmm5
	movdqa	%xmm9, %xmm3
	movdqa	%xmm6, %xmm7
	movdqa	%xmm2, %xmm6
	movdqa	%xmm4, %xmm2
	movdqa	%xmm10, %xmm4>)

dnl AES_SSE2_END: every xmm register cleared, the spills, the counter
dnl block and keys 0 and NR zeroed (the last turn has zeroed the sliced
dnl keys, SPENT_KEY), the frame left.
define(<AES_SSE2_END>, <
	forloop(<i>, 0, 15, <
	pxor	%xmm<>i, %xmm<>i>)
	forloop(<i>, 0, eval(SLICED / 16 - 1), <
	movdqa	%xmm0, 16*i<>(%rsp)>)
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)>)

dnl AES_SSE2_CTR(name, width): the function NAME with the counter
dnl WIDTH: 128 (the block a big-endian number), 32 (its last 32 bits
dnl one) or 32le (its first 32 bits a little-endian one, RFC 8452).
dnl The counter is in general registers: HI and LO, the block's two
dnl halves as big-endian numbers (128), or LO the 32-bit number, the
dnl rest of the block at TEMPLATE with those bits zero; each turn makes
dnl eight counter blocks in %xmm0 .. %xmm7 and counts past them, and
dnl the last turn, of fewer than eight blocks, counts back the blocks
dnl it does not use.
define(<AES_SSE2_CTR>, <define(<CTR_WIDTH>, <$2>)dnl
define(<HI>, <%rdi>)dnl		128: the first 8 bytes of the counter
define(<LO>, <%rdx>)dnl		128: the last 8
PROLOGUE($1)
	C no turn, no key sliced: a call on no blocks returns here
	test	BLOCKS, BLOCKS
	jz	.Lnone
	mov	%esi, %esi
	AES_SSE2_START(%rdi, %rsi, enc)
	mov	%rdx, SAVED<>(%rsp)	C the counter's address
	ifelse($2, 128, <
	mov	(%rdx), HI
	mov	8(%rdx), LO
	bswap	HI
	bswap	LO>, $2, 32, <
	movdqu	(%rdx), %xmm0
	pslldq	<$>4, %xmm0
	psrldq	<$>4, %xmm0
	movdqa	%xmm0, TEMPLATE<>(%rsp)
	mov	12(%rdx), LOD
	bswap	LOD>, <
	movdqu	(%rdx), %xmm0
	psrldq	<$>4, %xmm0
	pslldq	<$>4, %xmm0
	movdqa	%xmm0, TEMPLATE<>(%rsp)
	mov	(%rdx), LOD>)
.Lturn:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	forloop(<b>, 0, 7, <CTR_BLOCK(b)>)
	forloop(<b>, 0, 7, <
	pxor	FIRST_KEY<>(%rsp), %xmm<>b>)
	AES_SSE2_TRANSPOSE
	AES_SSE2_ROUNDS(%rsi, enc)
	AES_SSE2_TRANSPOSE
	forloop(<b>, 0, 7, <
	pxor	LAST_KEY<>(%rsp), %xmm<>b>)
	cmp	<$>8, BLOCKS
	jb	.Ltail
	C the message XOR the keystream; each block read before it is
	C stored (DST may be SRC)
	forloop(<b>, 0, 7, <
	movdqu	16*b<>(SRC), %xmm8
	pxor	%xmm8, %xmm<>b
	movdqu	%xmm<>b, 16*b<>(DST)>)
	add	<$>128, SRC
	add	<$>128, DST
	sub	<$>8, BLOCKS
	jmp	.Lturn
.Ltail:
	C the first BLOCKS (1 to 7) blocks of the message XOR the keystream
	forloop(<b>, 0, 6, <
	movdqu	16*b<>(SRC), %xmm8
	pxor	%xmm8, %xmm<>b
	movdqu	%xmm<>b, 16*b<>(DST)<>ifelse(b, 6, , <
	cmp	<$>eval(b + 1), BLOCKS
	je	.Lcounted>)>)
.Lcounted:
	C the counter back by the 8 - BLOCKS blocks not used
	mov	<$>8, %eax
	sub	BLOCKS, %rax
	ifelse($2, 128, <
	sub	%rax, LO
	sbb	<$>0, HI>, <
	sub	%eax, LOD>)
.Ldone:
	mov	SAVED<>(%rsp), %rax
	ifelse($2, 128, <
	bswap	HI
	bswap	LO
	mov	HI, (%rax)
	mov	LO, 8(%rax)>, $2, 32, <
	bswap	LOD
	mov	LOD, 12(%rax)>, <
	mov	LOD, (%rax)>)
	AES_SSE2_END
.Lnone:
	ret
EPILOGUE($1)
AES_SSE2_RODATA>)

dnl The registers of the functions beside KP and RND: their arguments
dnl (keys %rdi, nr %rsi) but for the counter (%rdx) and blocks, dst and
dnl src, which aes_encrypt_blocks moves here.
define(<BLOCKS>, <%rcx>)
define(<DST>, <%r8>)
define(<SRC>, <%r9>)
define(<LOD>, <%edx>)		C 32, 32le: the 32-bit number

dnl CTR_BLOCK(b): the counter block in %xmm<b>, the counter past it.
define(<CTR_BLOCK>, <ifelse(CTR_WIDTH, 128, <
	mov	LO, %rax
	bswap	%rax
	movq	%rax, %xmm14
	mov	HI, %rax
	bswap	%rax
	movq	%rax, %xmm$1
	punpcklqdq	%xmm14, %xmm$1
	add	<$>1, LO
	adc	<$>0, HI>, <
	mov	LOD, %eax
	ifelse(CTR_WIDTH, 32, <
	bswap	%eax>)
	movd	%eax, %xmm$1
	ifelse(CTR_WIDTH, 32, <
	pslldq	<$>12, %xmm$1>)
	por	TEMPLATE<>(%rsp), %xmm$1
	add	<$>1, LOD>)>)

dnl AES_SSE2_BLOCKS(name, direction): the function NAME with
dnl aes_encrypt_blocks's interface, eight blocks a turn through
dnl AES_SSE2_ROUNDS in DIRECTION (dec: with the decryption keys); a
dnl last turn of fewer blocks through the frame's buffer, zero after
dnl them.
define(<AES_SSE2_BLOCKS>, <PROLOGUE($1)
	mov	%r8, SRC
	mov	%rcx, DST
	mov	%rdx, BLOCKS
	C no turn, no key sliced: a call on no blocks returns here
	test	BLOCKS, BLOCKS
	jz	.Lnone
	mov	%esi, %esi
	AES_SSE2_START(%rdi, %rsi, $2)
.Lturn:
	cmp	<$>8, BLOCKS
	jb	.Lshort
	forloop(<b>, 0, 7, <
	movdqu	16*b<>(SRC), %xmm<>b>)
.Lblocks:
	forloop(<b>, 0, 7, <
	pxor	FIRST_KEY<>(%rsp), %xmm<>b>)
	AES_SSE2_TRANSPOSE
	AES_SSE2_ROUNDS(%rsi, $2)
	AES_SSE2_TRANSPOSE
	forloop(<b>, 0, 7, <
	pxor	LAST_KEY<>(%rsp), %xmm<>b>)
	cmp	<$>8, BLOCKS
	jb	.Ltail
	forloop(<b>, 0, 7, <
	movdqu	%xmm<>b, 16*b<>(DST)>)
	add	<$>128, SRC
	add	<$>128, DST
	sub	<$>8, BLOCKS
	jmp	.Lturn

.Lshort:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C the last blocks into the buffer, zero after them (no value
	C left undefined for valgrind), the turn on all of it
	pxor	%xmm8, %xmm8
	forloop(<b>, 1, 7, <
	movdqa	%xmm8, BUF+16*b<>(%rsp)>)
	lea	BUF<>(%rsp), %rax
	mov	BLOCKS, RND
1:	movdqu	(SRC), %xmm8
	movdqa	%xmm8, (%rax)
	add	<$>16, SRC
	add	<$>16, %rax
	dec	RND
	jnz	1b
	forloop(<b>, 0, 7, <
	movdqa	BUF+16*b<>(%rsp), %xmm<>b>)
	jmp	.Lblocks
.Ltail:
	forloop(<b>, 0, 7, <
	movdqa	%xmm<>b, BUF+16*b<>(%rsp)>)
	lea	BUF<>(%rsp), %rax
1:	movdqa	(%rax), %xmm8
	movdqu	%xmm8, (DST)
	add	<$>16, DST
	add	<$>16, %rax
	dec	BLOCKS
	jnz	1b
	C the buffer zeroed (AES_SSE2_END does not)
	pxor	%xmm8, %xmm8
	forloop(<b>, 0, 7, <
	movdqa	%xmm8, BUF+16*b<>(%rsp)>)
.Ldone:
	AES_SSE2_END
.Lnone:
	ret
EPILOGUE($1)>)

dnl AES_SSE2_RODATA: the constants.
define(<AES_SSE2_RODATA>, <
RODATA
	.p2align 4
.Lbits:				C 2^i in every byte, i = 0 .. 7
	forloop(<i>, 0, 7, <
	.fill	16, 1, eval(2 ** i)>)
.Lsbox_constant:
	.fill	16, 1, 0x63
.Lrows23:			C rows 2 and 3 of each column
	.fill	4, 4, 0xffff0000
.Lrows13:			C rows 1 and 3
	.fill	4, 4, 0xff00ff00
.Lodd:
	.fill	16, 1, 0x55
.Lpairs:
	.fill	16, 1, 0x33
.Lnibbles:
	.fill	16, 1, 0x0f>)
