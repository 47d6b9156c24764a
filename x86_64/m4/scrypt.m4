dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): scrypt-romix.asm, scrypt-romix-x2.asm, avx512/scrypt-romix.asm, avx512/scrypt-romix-x2.asm.
dnl x86_64/m4/scrypt.m4 -- scrypt's ROMix, a block in four xmm rows, and
dnl two lanes of it side by side.
dnl
dnl The file names the arguments (functions.def, scrypt_romix and
dnl scrypt_romix_x2), the registers and the macros of the functions,
dnl whose bodies are SCRYPT_ROMIX and SCRYPT_ROMIX_X2; SCRYPT_TERNLOG
dnl chooses the AVX-512 encoding.  A 64-byte
dnl block lives in four xmm rows in diagonal order (row k holds words
dnl 4k, 4k + 5, 4k + 10, 4k + 15 mod 16), so that a column round is the
dnl four quarter rounds lane by lane and a row round the same after three
dnl pshufd, with no transposition per block.  The table V and the
dnl scratch blocks are kept in that order too: B is put in it once on the
dnl way in and back once on the way out, and Integerify reads word 0
dnl (lane 0 of row 0) and word 1 (lane 1 of row 3, byte 52) of the last
dnl 64 bytes.
define(<B>, <%rdi>)		dnl the block, in and out
define(<V>, <%rsi>)		dnl the table, N blocks of 128 R bytes
define(<T>, <%rdx>)		dnl two blocks of scratch
define(<N>, <%rcx>)		dnl N, then N - 1 (the index mask)
define(<HALF>, <%r8>)		dnl 64 R: half a block, in bytes
define(<IN>, <%r9>)		dnl BlockMix's input, 64 bytes at a time
define(<MASK>, <%r10>)		dnl the block XORed into it (V_j)
define(<OUT>, <%r11>)		dnl where its even outputs go
define(<K>, <%rax>)		dnl a count of bytes
define(<I>, <%rbx>)		dnl the count of blocks
define(<X>, <%r12>)		dnl ROMix's X, in T
define(<Y>, <%r13>)		dnl the other block of T
define(<J>, <%r14>)		dnl Integerify(X) mod N, its high word
define(<W>, <%r15>)		dnl and a word moved

define(<A0>, <%xmm0>)		dnl the rows of the block, diagonal order
define(<A1>, <%xmm1>)
define(<A2>, <%xmm2>)
define(<A3>, <%xmm3>)
define(<S0>, <%xmm4>)		dnl the rows before the rounds
define(<S1>, <%xmm5>)
define(<S2>, <%xmm6>)
define(<S3>, <%xmm7>)
define(<TA>, <%xmm8>)		dnl temporaries
define(<TB>, <%xmm9>)

dnl scrypt_romix_x2 keeps the second lane's rows where S0-S3 are (the
dnl rows before the rounds go to the output block instead) and has two
dnl more temporaries and the second lane's V_j.
define(<U0>, <%xmm4>)		dnl the rows of the second lane's block
define(<U1>, <%xmm5>)
define(<U2>, <%xmm6>)
define(<U3>, <%xmm7>)
define(<TC>, <%xmm10>)		dnl the second lane's temporaries
define(<TD>, <%xmm11>)
define(<MASK2>, <%rbp>)		dnl the second lane's V_j

dnl ARX(x, y, z, n): x ^= (y + z) rol n: with SCRYPT_TERNLOG (AVX-512)
dnl an add, two shifts and a vpternlogd that XORs both into X, a chain
dnl of three one-cycle operations; otherwise (SSE2) the XORs one after
dnl the other, four.
define(<ARX>, <ifdef(<SCRYPT_TERNLOG>, <
	vpaddd	$2, $3, TA
	vpslld	$<>$4, TA, TB
	vpsrld	$<>eval(32 - $4), TA, TA
	vpternlogd $<>0x96, TA, TB, $1>, <
	movdqa	$2, TA
	paddd	$3, TA
	movdqa	TA, TB
	pslld	$<>$4, TA
	psrld	$<>eval(32 - $4), TB
	pxor	TA, $1
	pxor	TB, $1>)>)

dnl OP(op, src, dst): DST op= SRC, in the legacy SSE encoding or, with
dnl SCRYPT_TERNLOG, the VEX one (no transition between the two in one
dnl function).  SHUF(imm, src, dst): pshufd.
define(<OP>, <ifdef(<SCRYPT_TERNLOG>, <v$1	$2, $3, $3>, <$1	$2, $3>)>)
define(<MOVA>, <ifdef(<SCRYPT_TERNLOG>, <vmovdqa>, <movdqa>)>)
define(<SHUF>, <ifdef(<SCRYPT_TERNLOG>, <vpshufd>, <pshufd>)	$<>$1, $2, $3>)

dnl DOUBLE_ROUND: a column round, the rows turned so that the row
dnl round's quarter rounds run lane by lane (row 3 in the role of b,
dnl row 1 in that of d), the row round, the rows turned back.
define(<DOUBLE_ROUND>, <
	ARX(A1, A0, A3, 7)
	ARX(A2, A1, A0, 9)
	ARX(A3, A2, A1, 13)
	ARX(A0, A3, A2, 18)
	C Rows 1, 2, 3 to (x3 x4 x9 x14), (x2 x7 x8 x13), (x1 x6 x11 x12)
	SHUF(0x93, A1, A1)
	SHUF(0x4e, A2, A2)
	SHUF(0x39, A3, A3)
	ARX(A3, A0, A1, 7)
	ARX(A2, A3, A0, 9)
	ARX(A1, A2, A3, 13)
	ARX(A0, A1, A2, 18)
	SHUF(0x39, A1, A1)
	SHUF(0x4e, A2, A2)
	SHUF(0x93, A3, A3)>)

dnl SALSA8(off, dst): the rows ^= the 64 bytes at OFF(IN) (and at
dnl OFF(MASK) where MASKED is defined), Salsa20/8 with its
dnl feed-forward, the result stored at (DST), a base and index.
define(<SALSA8>, <
	OP(pxor, $1(IN), A0)
	OP(pxor, $1+16(IN), A1)
	OP(pxor, $1+32(IN), A2)
	OP(pxor, $1+48(IN), A3)<>ifdef(<MASKED>, <
	OP(pxor, $1(MASK), A0)
	OP(pxor, $1+16(MASK), A1)
	OP(pxor, $1+32(MASK), A2)
	OP(pxor, $1+48(MASK), A3)>)
	MOVA	A0, S0
	MOVA	A1, S1
	MOVA	A2, S2
	MOVA	A3, S3
	DOUBLE_ROUND
	DOUBLE_ROUND
	DOUBLE_ROUND
	DOUBLE_ROUND
	C Feed-forward, and out
	OP(paddd, S0, A0)
	OP(paddd, S1, A1)
	OP(paddd, S2, A2)
	OP(paddd, S3, A3)
	MOVA	A0, ($2)
	MOVA	A1, 16($2)
	MOVA	A2, 32($2)
	MOVA	A3, 48($2)>)

dnl BLOCKMIX: the block at IN (XOR the one at MASK where MASKED is
dnl defined) through BlockMix to OUT: output 2k to OUT + 64k, 2k + 1
dnl to OUT + HALF + 64k.  Leaves IN (and MASK) at the end of their
dnl blocks.  Clobbers K and OUT.
define(<BLOCKMIX>, <
	C X = the last 64 bytes
	MOVA	-64(IN,HALF,2), A0
	MOVA	-48(IN,HALF,2), A1
	MOVA	-32(IN,HALF,2), A2
	MOVA	-16(IN,HALF,2), A3<>ifdef(<MASKED>, <
	pxor	-64(MASK,HALF,2), A0
	pxor	-48(MASK,HALF,2), A1
	pxor	-32(MASK,HALF,2), A2
	pxor	-16(MASK,HALF,2), A3>)
	mov	HALF, K
	ALIGN_FUNCTION
1:
	SALSA8(0, <OUT>)
	SALSA8(64, <OUT,HALF>)
	add	$<>128, IN<>ifdef(<MASKED>, <
	add	$<>128, MASK>)
	add	$<>64, OUT
	sub	$<>64, K
	jnz	1b>)

dnl PERMUTE(from, to, src, dst): the 2 R 64-byte blocks at SRC to DST
dnl with word FROM(i) of each to place TO(i), i = 0..15: into diagonal
dnl order with FROM = DIAG and TO = SAME, back with the two swapped.
dnl SRC and DST are a base, K and a scale (block k at base + 64 k scale).
dnl Clobbers K, J and W.
define(<DIAG>, <ifelse($1, 0, 0, $1, 1, 5, $1, 2, 10, $1, 3, 15,
	$1, 4, 4, $1, 5, 9, $1, 6, 14, $1, 7, 3,
	$1, 8, 8, $1, 9, 13, $1, 10, 2, $1, 11, 7,
	$1, 12, 12, $1, 13, 1, $1, 14, 6, 11)>)
define(<SAME>, <$1>)
define(<PERMUTE>, <
	xor	K, K
	lea	(HALF,HALF), J
	ALIGN_FUNCTION
2:forloop(<word>, 0, 15, <
	mov	eval(4 * $1(word))($3), W<>d
	mov	W<>d, eval(4 * $2(word))($4)>)
	add	$<>64, K
	cmp	K, J
	jne	2b>)

define(<SCRYPT_ROMIX>, <	PUSH(%rbx)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	shl	$<>6, HALF

	C V_0 = B in diagonal order
	PERMUTE(<DIAG>, <SAME>, <B,K>, <V,K>)

	C V_i+1 = BlockMix(V_i) for i up to N - 2: each call leaves IN at the
	C start of its output
	mov	V, IN
	lea	-1(N), I
	test	I, I
	jz	.Lfilled
	ALIGN_FUNCTION
.Lfill:
	lea	(IN,HALF,2), OUT
	BLOCKMIX
	dec	I
	jnz	.Lfill
.Lfilled:
	C X = BlockMix(V_N-1)
	mov	T, X
	lea	(T,HALF,2), Y
	mov	X, OUT
	BLOCKMIX

	C N times X = BlockMix(X ^ V_j), j = Integerify(X) mod N
	mov	N, I
	dec	N
	ALIGN_FUNCTION
.Lmix:
	C j: words 0 and 1 of X's last 64 bytes, at bytes 0 and 52 in
	C diagonal order
	mov	-64(X,HALF,2), J<>d
	mov	-12(X,HALF,2), W<>d
	shl	$<>32, W
	or	W, J
	and	N, J
	C MASK = V + 128 R j, each of its lines fetched now
	imul	HALF, J
	lea	(V,J,2), MASK
	lea	(HALF,HALF), W
	xor	K, K
2:
	prefetcht0 (MASK,K)
	add	$<>64, K
	cmp	W, K
	jb	2b
	mov	X, IN
	mov	Y, OUT
	define(<MASKED>)BLOCKMIX<>undefine(<MASKED>)
	xchg	X, Y
	dec	I
	jnz	.Lmix

	C B = X in block order
	PERMUTE(<SAME>, <DIAG>, <X,K>, <B,K>)

	C No secrets left in the registers
	OP(pxor, A0, A0)
	OP(pxor, A1, A1)
	OP(pxor, A2, A2)
	OP(pxor, A3, A3)
	OP(pxor, S0, S0)
	OP(pxor, S1, S1)
	OP(pxor, S2, S2)
	OP(pxor, S3, S3)
	OP(pxor, TA, TA)
	OP(pxor, TB, TB)
	xor	J, J
	xor	W, W
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbx)
	ret>)dnl

dnl Two lanes (scrypt_romix_x2).  The tables and scratch blocks of the
dnl two lanes are interleaved by 64 bytes: block i of the pair is 256 R
dnl bytes at V + 256 R i, whose 64-byte part k is the first lane's at
dnl 128 k and the second's at 128 k + 64, both in diagonal order.  So
dnl one pointer serves both lanes, the second lane 64 bytes on, except
dnl for V_j, whose j differs.  The two Salsa20/8 chains are independent:
dnl their instructions alternate, the second lane's one step further in.

dnl ARX2(x, y, z, x', y', z', n): ARX of each lane; with SCRYPT_TERNLOG
dnl (AVX-512) an add, a vprold and a XOR, fewer operations than ARX's
dnl for the same three cycles, which two lanes' throughput needs.
define(<ARX2>, <ifdef(<SCRYPT_TERNLOG>, <
	vpaddd	$2, $3, TA
	 vpaddd	$5, $6, TC
	vprold	$<>$7, TA, TA
	 vprold	$<>$7, TC, TC
	vpxor	TA, $1, $1
	 vpxor	TC, $4, $4>, <
	movdqa	$2, TA
	 movdqa	$5, TC
	paddd	$3, TA
	 paddd	$6, TC
	movdqa	TA, TB
	 movdqa	TC, TD
	pslld	$<>$7, TA
	 pslld	$<>$7, TC
	psrld	$<>eval(32 - $7), TB
	 psrld	$<>eval(32 - $7), TD
	pxor	TA, $1
	 pxor	TC, $4
	pxor	TB, $1
	 pxor	TD, $4>)>)

dnl DOUBLE_ROUND2: DOUBLE_ROUND of each lane.
define(<DOUBLE_ROUND2>, <
	ARX2(A1, A0, A3, U1, U0, U3, 7)
	ARX2(A2, A1, A0, U2, U1, U0, 9)
	ARX2(A3, A2, A1, U3, U2, U1, 13)
	ARX2(A0, A3, A2, U0, U3, U2, 18)
	C Rows 1, 2, 3 to (x3 x4 x9 x14), (x2 x7 x8 x13), (x1 x6 x11 x12)
	SHUF(0x93, A1, A1)
	 SHUF(0x93, U1, U1)
	SHUF(0x4e, A2, A2)
	 SHUF(0x4e, U2, U2)
	SHUF(0x39, A3, A3)
	 SHUF(0x39, U3, U3)
	ARX2(A3, A0, A1, U3, U0, U1, 7)
	ARX2(A2, A3, A0, U2, U3, U0, 9)
	ARX2(A1, A2, A3, U1, U2, U3, 13)
	ARX2(A0, A1, A2, U0, U1, U2, 18)
	SHUF(0x39, A1, A1)
	 SHUF(0x39, U1, U1)
	SHUF(0x4e, A2, A2)
	 SHUF(0x4e, U2, U2)
	SHUF(0x93, A3, A3)
	 SHUF(0x93, U3, U3)>)

dnl SALSA8_X2(off, dst): the rows of each lane ^= its 64 bytes at OFF(IN)
dnl (and at OFF(MASK), OFF(MASK2) where MASKED is defined), Salsa20/8
dnl with its feed-forward, stored at (DST), a base and index, and 64
dnl bytes on.  The rows before the rounds wait for the feed-forward in
dnl the output, the registers being all in use.
define(<SALSA8_X2>, <
	OP(pxor, $1(IN), A0)
	OP(pxor, $1+16(IN), A1)
	OP(pxor, $1+32(IN), A2)
	OP(pxor, $1+48(IN), A3)
	 OP(pxor, $1+64(IN), U0)
	 OP(pxor, $1+80(IN), U1)
	 OP(pxor, $1+96(IN), U2)
	 OP(pxor, $1+112(IN), U3)<>ifdef(<MASKED>, <
	OP(pxor, $1(MASK), A0)
	OP(pxor, $1+16(MASK), A1)
	OP(pxor, $1+32(MASK), A2)
	OP(pxor, $1+48(MASK), A3)
	 OP(pxor, $1(MASK2), U0)
	 OP(pxor, $1+16(MASK2), U1)
	 OP(pxor, $1+32(MASK2), U2)
	 OP(pxor, $1+48(MASK2), U3)>)
	MOVA	A0, ($2)
	MOVA	A1, 16($2)
	MOVA	A2, 32($2)
	MOVA	A3, 48($2)
	 MOVA	U0, 64($2)
	 MOVA	U1, 80($2)
	 MOVA	U2, 96($2)
	 MOVA	U3, 112($2)
	DOUBLE_ROUND2
	DOUBLE_ROUND2
	DOUBLE_ROUND2
	DOUBLE_ROUND2
	C Feed-forward, and out
	OP(paddd, ($2), A0)
	OP(paddd, 16($2), A1)
	OP(paddd, 32($2), A2)
	OP(paddd, 48($2), A3)
	 OP(paddd, 64($2), U0)
	 OP(paddd, 80($2), U1)
	 OP(paddd, 96($2), U2)
	 OP(paddd, 112($2), U3)
	MOVA	A0, ($2)
	MOVA	A1, 16($2)
	MOVA	A2, 32($2)
	MOVA	A3, 48($2)
	 MOVA	U0, 64($2)
	 MOVA	U1, 80($2)
	 MOVA	U2, 96($2)
	 MOVA	U3, 112($2)>)

dnl BLOCKMIX2: the pair of blocks at IN (XOR the first lane's at MASK
dnl and the second's at MASK2 where MASKED is defined) through
dnl BlockMix to the pair at OUT: output 2k of each lane to OUT + 128k,
dnl 2k + 1 to OUT + 128 R + 128k.  Leaves IN (and MASK, MASK2) at the
dnl end of their pairs.  Clobbers K and OUT.
define(<BLOCKMIX2>, <
	C X = the last 64 bytes of each lane's block
	MOVA	-128(IN,HALF,4), A0
	MOVA	-112(IN,HALF,4), A1
	MOVA	-96(IN,HALF,4), A2
	MOVA	-80(IN,HALF,4), A3
	 MOVA	-64(IN,HALF,4), U0
	 MOVA	-48(IN,HALF,4), U1
	 MOVA	-32(IN,HALF,4), U2
	 MOVA	-16(IN,HALF,4), U3<>ifdef(<MASKED>, <
	OP(pxor, -128(MASK,HALF,4), A0)
	OP(pxor, -112(MASK,HALF,4), A1)
	OP(pxor, -96(MASK,HALF,4), A2)
	OP(pxor, -80(MASK,HALF,4), A3)
	 OP(pxor, -128(MASK2,HALF,4), U0)
	 OP(pxor, -112(MASK2,HALF,4), U1)
	 OP(pxor, -96(MASK2,HALF,4), U2)
	 OP(pxor, -80(MASK2,HALF,4), U3)>)
	mov	HALF, K
	ALIGN_FUNCTION
1:
	SALSA8_X2(0, <OUT>)
	SALSA8_X2(128, <OUT,HALF,2>)
	add	$<>256, IN<>ifdef(<MASKED>, <
	add	$<>256, MASK
	add	$<>256, MASK2>)
	add	$<>128, OUT
	sub	$<>64, K
	jnz	1b>)

dnl INTEGERIFY2(off, dst, base): DST = BASE + 256 R j + OFF, j =
dnl Integerify mod N of the lane whose last 64 bytes are at OFF - 128
dnl from X's end: words 0 and 1, at bytes 0 and 52 in diagonal order.
dnl Clobbers J and W.
define(<INTEGERIFY2>, <
	mov	eval($1 - 128)(X,HALF,4), J<>d
	mov	eval($1 - 76)(X,HALF,4), W<>d
	shl	$<>32, W
	or	W, J
	and	N, J
	imul	HALF, J
	lea	$1($3,J,4), $2>)

define(<SCRYPT_ROMIX_X2>, <	PUSH(%rbx)
	PUSH(%rbp)
	PUSH(%r12)
	PUSH(%r13)
	PUSH(%r14)
	PUSH(%r15)
	shl	$<>6, HALF

	C V_0 = the two blocks of B in diagonal order, interleaved
	PERMUTE(<DIAG>, <SAME>, <B,K>, <V,K,2>)
	lea	(B,HALF,2), IN
	lea	64(V), OUT
	PERMUTE(<DIAG>, <SAME>, <IN,K>, <OUT,K,2>)

	C V_i+1 = BlockMix(V_i) for i up to N - 2, both lanes: each call
	C leaves IN at the start of its output
	mov	V, IN
	lea	-1(N), I
	test	I, I
	jz	.Lfilled
	ALIGN_FUNCTION
.Lfill:
	lea	(IN,HALF,4), OUT
	BLOCKMIX2
	dec	I
	jnz	.Lfill
.Lfilled:
	C X = BlockMix(V_N-1)
	mov	T, X
	lea	(T,HALF,4), Y
	mov	X, OUT
	BLOCKMIX2

	C N times X = BlockMix(X ^ V_j), j = Integerify(X) mod N, each
	C lane's own j
	mov	N, I
	dec	N
	ALIGN_FUNCTION
.Lmix:
	INTEGERIFY2(0, MASK, V)
	INTEGERIFY2(64, MASK2, V)
	C Each lane's lines of its V_j fetched now
	lea	(,HALF,4), W
	xor	K, K
2:
	prefetcht0 (MASK,K)
	prefetcht0 (MASK2,K)
	add	$<>128, K
	cmp	W, K
	jb	2b
	mov	X, IN
	mov	Y, OUT
	define(<MASKED>)BLOCKMIX2<>undefine(<MASKED>)
	xchg	X, Y
	dec	I
	jnz	.Lmix

	C B = each lane's X in block order
	PERMUTE(<SAME>, <DIAG>, <X,K,2>, <B,K>)
	lea	64(X), IN
	lea	(B,HALF,2), OUT
	PERMUTE(<SAME>, <DIAG>, <IN,K,2>, <OUT,K>)

	C No secrets left in the registers
	OP(pxor, A0, A0)
	OP(pxor, A1, A1)
	OP(pxor, A2, A2)
	OP(pxor, A3, A3)
	OP(pxor, U0, U0)
	OP(pxor, U1, U1)
	OP(pxor, U2, U2)
	OP(pxor, U3, U3)
	OP(pxor, TA, TA)
	OP(pxor, TB, TB)
	OP(pxor, TC, TC)
	OP(pxor, TD, TD)
	xor	J, J
	xor	W, W
	POP(%r15)
	POP(%r14)
	POP(%r13)
	POP(%r12)
	POP(%rbp)
	POP(%rbx)
	ret>)dnl
