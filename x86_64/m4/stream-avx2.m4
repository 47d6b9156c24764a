dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): avx2/chacha-8core.asm, avx2/chacha-9core.asm, avx2/chacha-crypt-8core.asm, avx2/chacha-crypt-9core.asm, avx2/salsa20-8core.asm, avx2/salsa20-9core.asm, avx2/salsa20-crypt-8core.asm, avx2/salsa20-crypt-9core.asm.
dnl x86_64/m4/stream-avx2.m4 -- eight blocks by columns in ymm registers (AVX2).
dnl
dnl TRANSPOSE8_STORE(x0, x1, x2, x3, t0, t1, offset), for the 8-block
dnl stream cores (AVX2): X0..X3 hold words offset/4 .. offset/4 + 3 of
dnl blocks 0..7 (block k in lane k); store each block's four words at
dnl DST + 64 * block + offset.  Clobbers all six registers.
define(<TRANSPOSE8_STORE>, <
	vpunpckldq $2, $1, $5		C t0 = (a0 b0 a1 b1 | a4 b4 a5 b5)
	vpunpckhdq $2, $1, $1		C x0 = (a2 b2 a3 b3 | a6 b6 a7 b7)
	vpunpckldq $4, $3, $6		C t1 = (c0 d0 c1 d1 | c4 d4 c5 d5)
	vpunpckhdq $4, $3, $3		C x2 = (c2 d2 c3 d3 | c6 d6 c7 d7)
	vpunpcklqdq $6, $5, $2		C x1 = blocks 0 | 4
	vpunpckhqdq $6, $5, $5		C t0 = blocks 1 | 5
	vpunpcklqdq $3, $1, $4		C x3 = blocks 2 | 6
	vpunpckhqdq $3, $1, $1		C x0 = blocks 3 | 7
	vmovdqu	XMM($2), $7(DST)
	vmovdqu	XMM($5), eval(64 + $7)(DST)
	vmovdqu	XMM($4), eval(128 + $7)(DST)
	vmovdqu	XMM($1), eval(192 + $7)(DST)
	vextracti128 $<>1, $2, eval(256 + $7)(DST)
	vextracti128 $<>1, $5, eval(320 + $7)(DST)
	vextracti128 $<>1, $4, eval(384 + $7)(DST)
	vextracti128 $<>1, $1, eval(448 + $7)(DST)>)dnl
dnl TRANSPOSE8(x0, x1, x2, x3, t0, t1), for the fused 8-block crypts:
dnl X0..X3 hold four words of blocks 0..7 (block k in lane k); leaves
dnl blocks 0 | 4 of the four words in X1, 1 | 5 in T0, 2 | 6 in X3,
dnl 3 | 7 in X0 (block k in the low half, k + 4 in the high one).  X2
dnl and T1 are free after it.
define(<TRANSPOSE8>, <
	vpunpckldq $2, $1, $5		C t0 = (a0 b0 a1 b1 | a4 b4 a5 b5)
	vpunpckhdq $2, $1, $1		C x0 = (a2 b2 a3 b3 | a6 b6 a7 b7)
	vpunpckldq $4, $3, $6		C t1 = (c0 d0 c1 d1 | c4 d4 c5 d5)
	vpunpckhdq $4, $3, $3		C x2 = (c2 d2 c3 d3 | c6 d6 c7 d7)
	vpunpcklqdq $6, $5, $2		C x1 = blocks 0 | 4
	vpunpckhqdq $6, $5, $5		C t0 = blocks 1 | 5
	vpunpcklqdq $3, $1, $4		C x3 = blocks 2 | 6
	vpunpckhqdq $3, $1, $1		C x0 = blocks 3 | 7>)dnl
dnl MERGE8_XOR_STORE(a, b, k, offset, t): A holds words offset/4 ..
dnl offset/4 + 3 of blocks K | K + 4, B the next four words of the same
dnl blocks (from TRANSPOSE8); joins each block's eight words, XORs them
dnl with the 32 bytes of DATA at DST's place (DATA may be DST) and
dnl stores them at DST + 64 * block + offset.  Clobbers A and T.
define(<MERGE8_XOR_STORE>, <
	vperm2i128 $<>0x20, $2, $1, $5	C block K: low halves of A, B
	vperm2i128 $<>0x31, $2, $1, $1	C block K + 4: high halves
	vpxor	eval(64 * $3 + $4)(DATA), $5, $5
	vpxor	eval(64 * ($3 + 4) + $4)(DATA), $1, $1
	vmovdqu	$5, eval(64 * $3 + $4)(DST)
	vmovdqu	$1, eval(64 * ($3 + 4) + $4)(DST)>)dnl
dnl
dnl The 8-block stream cores (AVX2: chacha-8core.asm and salsa20-8core.asm
dnl of x86_64/avx2) keep word i of eight blocks in a ymm register, block
dnl k in lane k, and use a 32-byte aligned frame of FRAME_SIZE bytes
dnl below %rbp: the slots SLOT(i) of the words the registers cannot
dnl hold, and the counter words as they start, CTR_LO and CTR_HI (all
dnl defined by the file).  The file's constants include STREAM8_BLOCKS.
dnl STREAM8_ENTER: makes the frame; STREAM8_LEAVE: drops it, returns.
define(<STREAM8_ENTER>, <
	PUSH(%rbp)
	mov	%rsp, %rbp
	CFI(<.cfi_def_cfa_register %rbp>)
	and	$<>-32, %rsp
	sub	$<>FRAME_SIZE, %rsp>)dnl
define(<STREAM8_LEAVE>, <
	vzeroupper
	mov	%rbp, %rsp
	CFI(<.cfi_def_cfa_register %rsp>)
	POP(%rbp)
	ret>)dnl
dnl STREAM8_COUNTERS(i, lo, hi, t): the 64-bit block counter of words I
dnl and I + 1 of SRC plus the block numbers lane by lane, carrying from
dnl LO (word I) into HI (word I + 1), also kept in CTR_LO and CTR_HI.
dnl Clobbers T.
define(<STREAM8_COUNTERS>, <
	vpbroadcastd eval(4 * $1)(SRC), $2
	vpaddd	.Lblock(%rip), $2, $2
	vpmaxud	.Lblock(%rip), $2, $4
	vpcmpeqd $2, $4, $4		C -1 where no carry
	vpbroadcastd eval(4 * $1 + 4)(SRC), $3
	vpaddd	$4, $3, $3
	vpcmpeqd $4, $4, $4
	vpsubd	$4, $3, $3		C + 1
	vmovdqa	$2, CTR_LO
	vmovdqa	$3, CTR_HI>)dnl
dnl STREAM8_TO_SLOT(i, t): word I of SRC in every lane to its slot,
dnl through T.
define(<STREAM8_TO_SLOT>, <
	vpbroadcastd eval(4 * $1)(SRC), $2
	vmovdqa	$2, SLOT($1)>)dnl
dnl STREAM8_FEED(x, i, t): x += word I of SRC in every lane, through T.
dnl STREAM8_FEED_SLOT(i, t): the same for word I in its slot.
define(<STREAM8_FEED>, <
	vpbroadcastd eval(4 * $2)(SRC), $3
	vpaddd	$3, $1, $1>)dnl
dnl STREAM8_BLOCKS: the block numbers, at .Lblock (32-byte aligned).
define(<STREAM8_BLOCKS>, <C Block numbers, added to the counter.
.Lblock:
	.long 0, 1, 2, 3, 4, 5, 6, 7>)dnl
