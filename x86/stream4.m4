dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86/): sse2/blake2s-compress.asm, sse2/blake3-compress.asm, sse2/blake3-hash-many.asm, sse2/chacha-4core.asm, sse2/chacha-8core.asm, sse2/salsa20-4core.asm, sse2/salsa20-8core.asm.
dnl x86/stream4.m4 -- four blocks by columns in xmm registers (SSE2).
dnl
dnl The SSE2 stream cores (x86/sse2/chacha-4core.asm, chacha-8core.asm,
dnl salsa20-4core.asm, salsa20-8core.asm), void f(uint32_t *dst, const
dnl uint32_t *src, unsigned rounds), in quads of four blocks, one block
dnl per 32-bit lane: word i of quad q lives in the 16-byte slot
dnl SLOT(16 * q + i) of an aligned frame when it is not in a register;
dnl CTR_LO(q) and CTR_HI(q), below the slots, keep the quad's counter
dnl words for the feed-forward (room for two quads).  BLAKE3's hash_many
dnl (x86/sse2/blake3-hash-many.asm) keeps four compressions the same
dnl way, with the slots, the counters and ROTL.
define(<SLOT>, <eval(64 + 16 * ($1))(%esp)>)dnl
define(<CTR_LO>, <eval(32 * $1)(%esp)>)dnl
define(<CTR_HI>, <eval(32 * $1 + 16)(%esp)>)dnl
dnl STREAM_ENTER(src, rounds, scratch, ctr, quads): set up the frame
dnl for QUADS (1 or 2) quads, load the arguments SRC and ROUNDS, and
dnl store the 64-bit counters of the blocks (words CTR, CTR + 1 of src
dnl plus 0, 1, ..., carrying) in CTR_LO and CTR_HI, using ROUNDS and
dnl SCRATCH.
define(<STREAM_ENTER>, <PUSH(%ebp)
	mov	%esp, %ebp
	CFI(<.cfi_def_cfa_register %ebp>)
	sub	$<>eval(64 + 256 * $5), %esp
	and	$<>-16, %esp
	mov	12(%ebp), $1
	mov	eval(4 * $4)($1), $2
	mov	eval(4 * $4 + 4)($1), $3
	forloop(<k>, 0, eval(4 * $5 - 1), <ifelse(k, 0, , <
	add	$<>1, $2
	adc	$<>0, $3>)
	mov	$2, eval(32 * (k / 4) + 4 * (k % 4))(%esp)
	mov	$3, eval(32 * (k / 4) + 16 + 4 * (k % 4))(%esp)>)
	mov	16(%ebp), $2>)dnl
dnl STREAM_LEAVE: drop the frame and return.
define(<STREAM_LEAVE>, <mov	%ebp, %esp
	CFI(<.cfi_def_cfa_register %esp>)
	POP(%ebp)
	ret>)dnl
dnl BROADCAST(src, i, x): word I of SRC in every lane of X.
define(<BROADCAST>, <movd	eval(4 * $2)($1), $3
	pshufd	$<>0, $3, $3>)dnl
dnl STREAM4_OUTPUT(dst, src, ctr, quad, group, x0, x1, x2, x3, t0, t1):
dnl add the input to words 4 * GROUP .. 4 * GROUP + 3 of QUAD (CTR_LO
dnl and CTR_HI for the counter words CTR, CTR + 1), turn lanes into
dnl blocks (a 4x4 transpose) and store each block's four words at
dnl DST + 256 * QUAD + 64 * block + 16 * GROUP.  The input words are
dnl read before the stores, which reach only the same four words of
dnl the input when DST is SRC.
define(<STREAM4_OUTPUT>, <forloop(<j>, 0, 3, <
	_STREAM4_INPUT($2, eval(4 * $5 + j), $3, $4, _stream4_arg(j, $6, $7, $8, $9))
	paddd	SLOT(eval(16 * $4 + 4 * $5 + j)), _stream4_arg(j, $6, $7, $8, $9)>)
	movdqa	$6, $10
	punpckldq $7, $10		C t0 = (a0 b0 a1 b1)
	punpckhdq $7, $6		C x0 = (a2 b2 a3 b3)
	movdqa	$8, $11
	punpckldq $9, $11		C t1 = (c0 d0 c1 d1)
	punpckhdq $9, $8		C x2 = (c2 d2 c3 d3)
	movdqa	$10, $7
	punpcklqdq $11, $10		C t0 = (a0 b0 c0 d0), block 0
	punpckhqdq $11, $7		C x1 = (a1 b1 c1 d1), block 1
	movdqa	$6, $9
	punpcklqdq $8, $6		C x0 = (a2 b2 c2 d2), block 2
	punpckhqdq $8, $9		C x3 = (a3 b3 c3 d3), block 3
	movdqu	$10, eval(256 * $4 + 16 * $5)($1)
	movdqu	$7, eval(256 * $4 + 64 + 16 * $5)($1)
	movdqu	$6, eval(256 * $4 + 128 + 16 * $5)($1)
	movdqu	$9, eval(256 * $4 + 192 + 16 * $5)($1)>)dnl
define(<_stream4_arg>, <ifelse($1, 0, <$2>, <_stream4_arg(decr($1), shift(shift($@)))>)>)dnl
define(<_STREAM4_INPUT>, <ifelse($2, $3, <movdqa	CTR_LO($4), $5>,
	$2, incr($3), <movdqa	CTR_HI($4), $5>, <BROADCAST($1, $2, $5)>)>)dnl
dnl ROTL(x, n, t): rotate each 32-bit word of X left by N, using T.
define(<ROTL>, <movdqa	$1, $3
	pslld	$<>$2, $1
	psrld	$<>eval(32 - $2), $3
	por	$3, $1>)dnl
