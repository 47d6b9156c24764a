dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86/sse2/scrypt-romix.asm -- scrypt's ROMix with BlockMix over
C Salsa20/8, SSE2, 32-bit.
C
C Why: the -m32 C twin has seven general registers for a 16-word
C Salsa20 state and spills on every step.  Here a block stays in four
C xmm rows in diagonal order, the table too, as in
C x86_64/scrypt-romix.asm: each step x ^= (y + z) <<< n an add, two
C shifts and two XORs.  Eight xmm registers hold the four rows and two
C temporaries, not the rows before the rounds: those wait for the
C feed-forward in the output block.  The general registers hold the
C pointers BlockMix walks; the rest lives in the frame.
C
C V is read at the index Integerify gives: scrypt's definition
C (scripts/ct-scan.allow).  The frame holds pointers and a count, no
C secret; the xmm registers are zeroed before the return.
C
C Measured (symcrypt_scrypt N = 2^14, r = 8, p = 1, work area given,
C gcc -m32, thread CPU time, medians of three interleaved runs; AMD EPYC
C Zen 4 family 25 model 17, load average 13, 2026-11-29): 25.3 ms
C against the C twin's 45.6 ms.  doc/scrypt.md, "32-bit x86".

dnl void _symcrypt_scrypt_romix(uint32_t *b, uint32_t *v, uint32_t *t,
dnl                             size_t n, size_t r)

dnl The frame: three words of our own, then the pushed registers, the
dnl return address and the arguments.
define(<FRAME>, 12)
define(<COUNT>, <0(%esp)>)	dnl the blocks left to fill or mix
define(<XP>, <4(%esp)>)		dnl ROMix's X, in T
define(<YP>, <8(%esp)>)		dnl the other block of T
define(<B_ARG>, <eval(FRAME + 20)(%esp)>)
define(<V_ARG>, <eval(FRAME + 24)(%esp)>)
define(<T_ARG>, <eval(FRAME + 28)(%esp)>)
define(<N_ARG>, <eval(FRAME + 32)(%esp)>)
define(<R_ARG>, <eval(FRAME + 36)(%esp)>)

define(<IN>, <%esi>)		dnl BlockMix's input, 64 bytes at a time
define(<OUT>, <%edi>)		dnl where its even outputs go
define(<MASK>, <%edx>)		dnl the block XORed into it (V_j)
define(<HALF>, <%ebp>)		dnl 64 R: half a block, in bytes
define(<K>, <%ecx>)		dnl a count of bytes
define(<J>, <%ebx>)		dnl Integerify(X) mod N, an end
define(<W>, <%eax>)		dnl a word moved, a pointer

define(<A0>, <%xmm0>)		dnl the rows of the block, diagonal order
define(<A1>, <%xmm1>)
define(<A2>, <%xmm2>)
define(<A3>, <%xmm3>)
define(<TA>, <%xmm4>)		dnl temporaries
define(<TB>, <%xmm5>)

dnl ARX(x, y, z, n): x ^= (y + z) rol n.
define(<ARX>, <
	movdqa	$2, TA
	paddd	$3, TA
	movdqa	TA, TB
	pslld	$<>$4, TA
	psrld	$<>eval(32 - $4), TB
	pxor	TA, $1
	pxor	TB, $1>)

dnl DOUBLE_ROUND: a column round, the rows turned so that the row
dnl round's quarter rounds run lane by lane (row 3 in the role of b,
dnl row 1 in that of d), the row round, the rows turned back.
define(<DOUBLE_ROUND>, <
	ARX(A1, A0, A3, 7)
	ARX(A2, A1, A0, 9)
	ARX(A3, A2, A1, 13)
	ARX(A0, A3, A2, 18)
	C Rows 1, 2, 3 to (x3 x4 x9 x14), (x2 x7 x8 x13), (x1 x6 x11 x12)
	pshufd	$<>0x93, A1, A1
	pshufd	$<>0x4e, A2, A2
	pshufd	$<>0x39, A3, A3
	ARX(A3, A0, A1, 7)
	ARX(A2, A3, A0, 9)
	ARX(A1, A2, A3, 13)
	ARX(A0, A1, A2, 18)
	pshufd	$<>0x39, A1, A1
	pshufd	$<>0x4e, A2, A2
	pshufd	$<>0x93, A3, A3>)

dnl SALSA8(off, dst): the rows ^= the 64 bytes at OFF(IN) (and at
dnl OFF(MASK) where MASKED is defined), Salsa20/8 with its
dnl feed-forward, the result stored at (DST), a base and index.
define(<SALSA8>, <
	pxor	$1(IN), A0
	pxor	$1+16(IN), A1
	pxor	$1+32(IN), A2
	pxor	$1+48(IN), A3<>ifdef(<MASKED>, <
	pxor	$1(MASK), A0
	pxor	$1+16(MASK), A1
	pxor	$1+32(MASK), A2
	pxor	$1+48(MASK), A3>)
	C The rows before the rounds wait in the output
	movdqa	A0, ($2)
	movdqa	A1, 16($2)
	movdqa	A2, 32($2)
	movdqa	A3, 48($2)
	DOUBLE_ROUND
	DOUBLE_ROUND
	DOUBLE_ROUND
	DOUBLE_ROUND
	C Feed-forward, and out
	paddd	($2), A0
	paddd	16($2), A1
	paddd	32($2), A2
	paddd	48($2), A3
	movdqa	A0, ($2)
	movdqa	A1, 16($2)
	movdqa	A2, 32($2)
	movdqa	A3, 48($2)>)

dnl BLOCKMIX: the block at IN (XOR the one at MASK where MASKED is
dnl defined) through BlockMix to OUT: output 2k to OUT + 64k, 2k + 1
dnl to OUT + HALF + 64k.  Leaves IN (and MASK) at the end of their
dnl blocks.  Clobbers K and OUT.
define(<BLOCKMIX>, <
	C X = the last 64 bytes
	movdqa	-64(IN,HALF,2), A0
	movdqa	-48(IN,HALF,2), A1
	movdqa	-32(IN,HALF,2), A2
	movdqa	-16(IN,HALF,2), A3<>ifdef(<MASKED>, <
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

dnl PERMUTE(from, to): the 2 R 64-byte blocks at IN to OUT with word
dnl FROM(i) of each to place TO(i), i = 0..15: into diagonal order with
dnl FROM = DIAG and TO = SAME, back with the two swapped.  Clobbers K,
dnl J and W.
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
	mov	eval(4 * $1(word))(IN,K), W
	mov	W, eval(4 * $2(word))(OUT,K)>)
	add	$<>64, K
	cmp	K, J
	jne	2b>)

PROLOGUE(_symcrypt_scrypt_romix)
	PUSH(%ebp)
	PUSH(%ebx)
	PUSH(%esi)
	PUSH(%edi)
	sub	$<>FRAME, %esp
	CFI(<.cfi_adjust_cfa_offset FRAME>)
	mov	R_ARG, HALF
	shl	$<>6, HALF

	C V_0 = B in diagonal order
	mov	B_ARG, IN
	mov	V_ARG, OUT
	PERMUTE(<DIAG>, <SAME>)

	C V_i+1 = BlockMix(V_i) for i up to N - 2: each call leaves IN at the
	C start of its output
	mov	V_ARG, IN
	mov	N_ARG, W
	dec	W
	mov	W, COUNT
	jz	.Lfilled
	ALIGN_FUNCTION
.Lfill:
	lea	(IN,HALF,2), OUT
	BLOCKMIX
	decl	COUNT
	jnz	.Lfill
.Lfilled:
	C X = BlockMix(V_N-1)
	mov	T_ARG, OUT
	mov	OUT, XP
	lea	(OUT,HALF,2), W
	mov	W, YP
	BLOCKMIX

	C N times X = BlockMix(X ^ V_j), j = Integerify(X) mod N
	mov	N_ARG, W
	mov	W, COUNT
	ALIGN_FUNCTION
.Lmix:
	C j: word 0 of X's last 64 bytes (byte 0 in diagonal order); N
	C fits 32 bits, so word 1 takes no part
	mov	XP, IN
	mov	-64(IN,HALF,2), J
	mov	N_ARG, W
	dec	W
	and	W, J
	C MASK = V + 128 R j, each of its lines fetched now
	imul	HALF, J
	mov	V_ARG, MASK
	lea	(MASK,J,2), MASK
	lea	(HALF,HALF), W
	xor	K, K
2:
	prefetcht0 (MASK,K)
	add	$<>64, K
	cmp	W, K
	jb	2b
	mov	YP, OUT
	define(<MASKED>)BLOCKMIX<>undefine(<MASKED>)
	C X and Y swap
	mov	XP, W
	mov	YP, J
	mov	J, XP
	mov	W, YP
	decl	COUNT
	jnz	.Lmix

	C B = X in block order
	mov	XP, IN
	mov	B_ARG, OUT
	PERMUTE(<SAME>, <DIAG>)

	C No secrets left in the registers
	pxor	A0, A0
	pxor	A1, A1
	pxor	A2, A2
	pxor	A3, A3
	pxor	TA, TA
	pxor	TB, TB
	xor	J, J
	xor	W, W
	xor	MASK, MASK
	add	$<>FRAME, %esp
	CFI(<.cfi_adjust_cfa_offset -FRAME>)
	POP(%edi)
	POP(%esi)
	POP(%ebx)
	POP(%ebp)
	ret
EPILOGUE(_symcrypt_scrypt_romix)
