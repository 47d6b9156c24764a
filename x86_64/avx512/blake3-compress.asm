dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/blake3-compress.asm -- BLAKE3's compression function
C on one state, a row of four words per xmm register, AVX-512VL
C (vprord, vpermi2d).

C Why: a lone chain of blocks (an input of one chunk, the chunk kept
C back for the root, the parents up the stack, the root's extendable
C output) cannot use lanes; four G functions side by side in the rows
C of an xmm register are what is left to it.  Every rotation is one
C vprord, and the message words of each round are put in place by two
C vpermi2d of the round before's, off the chain of the rounds.  EVEX
C on xmm and ymm only: no 512-bit frequency licence.
C
C Measured 2026-11-25, AMD EPYC family 25 model 17 (Zen 4, 2 vCPUs of
C a shared machine), symcrypt-benchmark medians of 15, rdtsc ticks per
C byte (symcrypt_blake3, one message):
C                      this file    C twin    blake3 crate 1.8.7
C   64 B                  2.23        4.02       2.41
C   1 KiB                 2.64        4.09       2.72
C A compression's chain is 24 dependent one-cycle operations a round,
C 168 a block: 169.5 ticks chained, 143 back to back.

dnl void _symcrypt_blake3_compress(uint32_t *out, const uint32_t *cv,
dnl     const uint8_t *block, const uint32_t *tail)
dnl src/functions.def has the contract.  The rows, the message
dnl registers and ROUND: x86_64/m4/blake3-avx512.m4.

define(<OUT>, <%rdi>)
define(<CV>, <%rsi>)
define(<BLOCK>, <%rdx>)
define(<TAIL>, <%rcx>)

INCLUDE_SRC(<x86_64/m4/blake3-avx512.m4>)dnl

define(<CV_LO>, <%xmm24>)	dnl the input chaining value, kept
define(<CV_HI>, <%xmm25>)

dnl G_STEP(x, y): the four G functions of the rows as they stand, with
dnl the message words X and Y.
define(<G_STEP>, <
	vpaddd	$1, ROW(0), ROW(0)
	vpaddd	ROW(1), ROW(0), ROW(0)
	vpxord	ROW(0), ROW(3), ROW(3)
	vprord	<$>16, ROW(3), ROW(3)
	vpaddd	ROW(3), ROW(2), ROW(2)
	vpxord	ROW(2), ROW(1), ROW(1)
	vprord	<$>12, ROW(1), ROW(1)
	vpaddd	$2, ROW(0), ROW(0)
	vpaddd	ROW(1), ROW(0), ROW(0)
	vpxord	ROW(0), ROW(3), ROW(3)
	vprord	<$>8, ROW(3), ROW(3)
	vpaddd	ROW(3), ROW(2), ROW(2)
	vpxord	ROW(2), ROW(1), ROW(1)
	vprord	<$>7, ROW(1), ROW(1)>)

PROLOGUE(_symcrypt_blake3_compress)
	vmovdqu32	(CV), CV_LO
	vmovdqu32	16(CV), CV_HI
	vmovdqa32	CV_LO, ROW(0)
	vmovdqa32	CV_HI, ROW(1)
	C TAIL a word at a time: its words are stored one by one just
	C before the call, and a 16-byte load of them would wait for the
	C stores to retire rather than take them forwarded.
	vmovd	(TAIL), ROW(3)
	vmovd	4(TAIL), SECOND
	vmovd	8(TAIL), DSECOND
	vmovd	12(TAIL), ROW(2)
	vpunpckldq	SECOND, ROW(3), ROW(3)
	vpunpckldq	ROW(2), DSECOND, DSECOND
	vpunpcklqdq	DSECOND, ROW(3), ROW(3)
	vmovdqa	.Liv(%rip), ROW(2)
	C The block's words in round 0's order.
	vmovdqa32	.Lfirst(%rip), MSG_LO(0)
	vmovdqa32	.Lfirst+32(%rip), MSG_HI(0)
	vmovdqu32	(BLOCK), NEXT_LO
	vpermi2d	32(BLOCK), NEXT_LO, MSG_LO(0)
	vpermi2d	32(BLOCK), NEXT_LO, MSG_HI(0)
	vmovdqa32	.Lnext(%rip), NEXT_LO
	vmovdqa32	.Lnext+32(%rip), NEXT_HI
forloop(<r>, 0, 6, <ROUND(r)>)
	C OUT may be CV, which CV_LO and CV_HI hold.
	vpxord	ROW(2), ROW(0), ROW(0)
	vpxord	ROW(3), ROW(1), ROW(1)
	vpxord	CV_LO, ROW(2), ROW(2)
	vpxord	CV_HI, ROW(3), ROW(3)
	vmovdqu	ROW(0), (OUT)
	vmovdqu	ROW(1), 16(OUT)
	vmovdqu	ROW(2), 32(OUT)
	vmovdqu	ROW(3), 48(OUT)
	C CV, the key in the keyed modes, leaves the registers; the others
	C above %xmm15 hold the message words only.
	CLEAR_HIGH(24, 25)
	ret
EPILOGUE(_symcrypt_blake3_compress)

RODATA
ROW_TABLES
