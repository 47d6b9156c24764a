dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
dnl Users (in x86_64/): chacha-2core.asm, chacha-core.asm, chacha-crypt1.asm, hchacha20-words.asm, hsalsa20-words.asm, salsa20-2core.asm, salsa20-crypt1.asm, avx2/chacha-2core.asm, avx2/chacha-4core.asm, avx2/chacha-core.asm, avx2/chacha-crypt1.asm, avx2/hchacha20-words.asm, avx2/hsalsa20-words.asm, avx2/salsa20-2core.asm, avx2/salsa20-4core.asm, avx2/salsa20-core.asm, avx2/salsa20-crypt1.asm, avx512/chacha-2core.asm, avx512/chacha-4core.asm, avx512/chacha-8core.asm, avx512/chacha-core.asm, avx512/chacha-crypt1.asm, avx512/hchacha20-words.asm, avx512/hsalsa20-words.asm, avx512/salsa20-2core.asm, avx512/salsa20-4core.asm, avx512/salsa20-8core.asm, avx512/salsa20-core.asm, avx512/salsa20-crypt1.asm, ssse3/chacha-crypt1.asm, ssse3/hchacha20-words.asm.
dnl x86_64/m4/stream-rows.m4 -- stream cores with one block per vector, rows of the state in registers.
dnl
dnl The row-wise ChaCha cores (chacha-core.asm, chacha-2core.asm and
dnl wider in x86_64/avx2 and x86_64/avx512) keep row r (words 4r ..
dnl 4r + 3) of a block in a 128-bit lane of register ROW(4g + r), one
dnl block per lane, for G groups of blocks g = 0..G - 1 whose rounds
dnl are interleaved: each instruction does one register width of blocks
dnl (1, 2 or 4), and a diagonal round is a column round on rows 1, 2, 3
dnl turned by one, two and three words.  The file defines ROW(i) (the
dnl register), T (a temporary for the rotates, but for ROWS_VPROLD) and
dnl one of three encodings: ROWS_SSE, the legacy SSE one (two operands,
dnl x86_64/chacha-core.asm, x86_64/chacha-2core.asm); ROWS_VPROLD,
dnl AVX-512 (vprold, vpxord; x86_64/avx512); or neither, AVX2 (VEX,
dnl x86_64/avx2), where the file also names M16 and M8, the registers
dnl of the vpshufb patterns (ROWS_ROT_MASKS).
dnl ROWS_ADD(s, d): d += s word by word; ROWS_SHUF(i, d): vpshufd of
dnl D by I.
define(<ROWS_ADD>, <ifdef(<ROWS_SSE>, <paddd	$1, $2>, <vpaddd	$1, $2, $2>)>)dnl
define(<ROWS_SHUF>, <ifdef(<ROWS_SSE>, <pshufd	$<>$1, $2, $2>, <vpshufd	$<>$1, $2, $2>)>)dnl
dnl ROWS_MOVU: the unaligned 128-bit move of the encoding.
define(<ROWS_MOVU>, <ifdef(<ROWS_SSE>, <movdqu>, <vmovdqu>)>)dnl
dnl ROWS_SIGMA_RODATA: .Lsigma, "expand 32-byte k" as the four constant
dnl words of ChaCha20 and Salsa20 (RFC 8439, section 2.3; Salsa20's
dnl x0, x5, x10, x15), for HChaCha20 and HSalsa20 to load as a row.
define(<ROWS_SIGMA_RODATA>, <RODATA
	.p2align 4
.Lsigma:
	.long 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574>)dnl
dnl ROWS_STORE4(a, b, c, d, t0, t1, t2, t3, offset): rows A, B, C,
dnl D (ChaCha or Salsa20) of four blocks in zmm registers (block k in lane k) to DST +
dnl OFFSET, 64 bytes per block.  Clobbers all eight.
define(<ROWS_STORE4>, <
	vshufi32x4 $<>0x44, $2, $1, $5		C (a0 a1 b0 b1)
	vshufi32x4 $<>0xee, $2, $1, $6		C (a2 a3 b2 b3)
	vshufi32x4 $<>0x44, $4, $3, $7		C (c0 c1 d0 d1)
	vshufi32x4 $<>0xee, $4, $3, $8		C (c2 c3 d2 d3)
	vshufi32x4 $<>0x88, $7, $5, $1		C block 0
	vshufi32x4 $<>0xdd, $7, $5, $2		C block 1
	vshufi32x4 $<>0x88, $8, $6, $3		C block 2
	vshufi32x4 $<>0xdd, $8, $6, $4		C block 3
	vmovdqu64 $1, eval($9)(DST)
	vmovdqu64 $2, eval($9 + 64)(DST)
	vmovdqu64 $3, eval($9 + 128)(DST)
	vmovdqu64 $4, eval($9 + 192)(DST)>)dnl
dnl ROWS_STORE2(g, offset): the two blocks of group G in ymm rows (the
dnl even block in the low lanes, the odd one in the high lanes) to DST +
dnl OFFSET, 64 bytes per block, through T and T2; clobbers rows 0 and
dnl 2 of the group.
define(<ROWS_STORE2>, <
	vperm2i128 $<>0x20, ROW(4 * $1 + 1), ROW(4 * $1), T	C rows 0, 1 of the even block
	vperm2i128 $<>0x20, ROW(4 * $1 + 3), ROW(4 * $1 + 2), T2	C rows 2, 3
	vperm2i128 $<>0x31, ROW(4 * $1 + 1), ROW(4 * $1), ROW(4 * $1)	C rows 0, 1 of the odd block
	vperm2i128 $<>0x31, ROW(4 * $1 + 3), ROW(4 * $1 + 2), ROW(4 * $1 + 2)	C rows 2, 3
	vmovdqu	T, eval($2)(DST)
	vmovdqu	T2, eval($2 + 32)(DST)
	vmovdqu	ROW(4 * $1), eval($2 + 64)(DST)
	vmovdqu	ROW(4 * $1 + 2), eval($2 + 96)(DST)>)dnl
dnl ROWS_LOAD1_WORDS(t0, t1, t2, stride): the state at SRC into the xmm
dnl rows 0..3 (any encoding), a word at a time, lane j of row r from word
dnl (4r + STRIDE j) mod 16 (ROWS_WORD_OFFSET(r, j, stride): its offset):
dnl STRIDE 1 for rows, 5 for the diagonal order of Salsa20.  Each row
dnl is put together by unpacks through T0..T2.  ROWS_XMM(r): the xmm
dnl register of row r (every file numbers its first group's rows from
dnl register 0).  Callers often have just written the state
dnl with scalar stores (set_nonce, the counter, a key set-up); a 16-byte
dnl load over several stores cannot take its data from them and waits
dnl for them to reach the cache, about 35 ticks per call on Zen 4
dnl (family 25 model 17: set_nonce and a 16-byte crypt 243 ticks, 208
dnl with word loads), while each word load is served by its store.
define(<ROWS_WORD_OFFSET>, <eval(4 * ((4 * $1 + $3 * $2) % 16))>)dnl
define(<ROWS_XMM>, <%xmm<>eval($1)>)dnl
define(<ROWS_LOAD1_WORDS>, <forloop(<rw>, 0, 3, <
	ifdef(<ROWS_SSE>, <movd	ROWS_WORD_OFFSET(rw, 0, $4)(SRC), ROWS_XMM(rw)
	movd	ROWS_WORD_OFFSET(rw, 1, $4)(SRC), $1
	movd	ROWS_WORD_OFFSET(rw, 2, $4)(SRC), $2
	movd	ROWS_WORD_OFFSET(rw, 3, $4)(SRC), $3
	punpckldq $1, ROWS_XMM(rw)
	punpckldq $3, $2
	punpcklqdq $2, ROWS_XMM(rw)>, <vmovd	ROWS_WORD_OFFSET(rw, 0, $4)(SRC), ROWS_XMM(rw)
	vmovd	ROWS_WORD_OFFSET(rw, 1, $4)(SRC), $1
	vmovd	ROWS_WORD_OFFSET(rw, 2, $4)(SRC), $2
	vmovd	ROWS_WORD_OFFSET(rw, 3, $4)(SRC), $3
	vpunpckldq $1, ROWS_XMM(rw), ROWS_XMM(rw)
	vpunpckldq $3, $2, $2
	vpunpcklqdq $2, ROWS_XMM(rw), ROWS_XMM(rw)>)>)>)dnl
dnl ROWS_LOAD_WORDS_BCAST(width): ROWS_LOAD1_WORDS of rows 0..3 through
dnl %xmm4..%xmm6 (free before the groups after the first are made),
dnl each row then copied to every 128-bit lane of its WIDTH (ymm, zmm)
dnl register: the multi-block row-wise cores.
define(<ROWS_LOAD_WORDS_BCAST>, <ROWS_LOAD1_WORDS(%xmm4, %xmm5, %xmm6, 1)forloop(<rw>, 0, 3, <ifelse($1, ymm, <
	vinserti128 $<>1, %xmm<>rw, %ymm<>rw, %ymm<>rw>, <
	vshufi32x4 $<>0, %zmm<>rw, %zmm<>rw, %zmm<>rw>)>)>)dnl
