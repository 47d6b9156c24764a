dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/blake3-compress.asm -- BLAKE3's compression function
C on one state, a row of four words per xmm register, AVX2 (vpblendd,
C vpshufb).

C Why: as x86_64/avx512/blake3-compress.asm, for the CPUs without
C AVX-512 and for the avx2 tier.  A rotation by 16 or 8 is one vpshufb,
C by 12 or 7 two shifts and an OR; the next round's message words are
C eleven in-lane shuffles and blends of the round's four registers
C (x86_64/m4/blake3-avx2.m4), off the chain of the rounds.  They were two
C vpermd and a vpblendd a half, and two vextracti128: on Zen 3 a vpermd
C or vextracti128 takes a whole cycle of the shuffle pipes the
C rotations and turns also need (doc/blake3.md).
C
C Measured 2026-11-25, AMD EPYC family 25 model 17 (Zen 4, 2 vCPUs of
C a shared machine), symcrypt-benchmark --tier avx2 medians of 15,
C rdtsc ticks per byte (symcrypt_blake3, one message):
C                      this file    C twin    blake3 crate (AVX-512)
C   64 B                  2.50        4.02       2.41
C   1 KiB                 2.81        4.09       2.72
C The chain is 28 dependent operations a round (the two-shift
C rotations), against 24 with AVX-512's vprord.

dnl void _symcrypt_blake3_compress(uint32_t *out, const uint32_t *cv,
dnl     const uint8_t *block, const uint32_t *tail)
dnl src/functions.def has the contract.  The layout of the rows and of
dnl the message words is x86_64/avx512/blake3-compress.asm's.

INCLUDE_SRC(<x86_64/m4/blake3-avx2.m4>)dnl
define(<OUT>, <%rdi>)
define(<CV>, <%rsi>)
define(<BLOCK>, <%rdx>)
define(<TAIL>, <%rcx>)

define(<ROW>, <%xmm<>eval($1)>)
dnl The message words of round R (0..6), two sets in turns
dnl (x86_64/m4/blake3-avx2.m4 has their order).
define(<MA>, <%xmm<>eval(4 + 4 * (($1) % 2))>)
define(<MB>, <%xmm<>eval(5 + 4 * (($1) % 2))>)
define(<MC>, <%xmm<>eval(6 + 4 * (($1) % 2))>)
define(<MD>, <%xmm<>eval(7 + 4 * (($1) % 2))>)
define(<SECOND>, <%xmm12>)	dnl ROWS_TAIL's temporaries
define(<DSECOND>, <%xmm13>)
define(<TR>, <%xmm13>)		dnl the rotations' temporary
define(<CV_LO>, <%xmm14>)	dnl the input chaining value, kept
define(<CV_HI>, <%xmm15>)

PROLOGUE(_symcrypt_blake3_compress)
	vmovdqu	(CV), CV_LO
	vmovdqu	16(CV), CV_HI
	vmovdqa	CV_LO, ROW(0)
	vmovdqa	CV_HI, ROW(1)
	C TAIL a word at a time, as in the AVX-512 file: its words are
	C stored one by one just before the call.
	ROWS_TAIL(ROW(3))
	vmovdqa	.Liv(%rip), ROW(2)
	ROWS_FIRST_MESSAGE
forloop(<r>, 0, 6, <ROWS_ROUND(r)>)
	C OUT may be CV, which CV_LO and CV_HI hold.
	vpxor	ROW(2), ROW(0), ROW(0)
	vpxor	ROW(3), ROW(1), ROW(1)
	vpxor	CV_LO, ROW(2), ROW(2)
	vpxor	CV_HI, ROW(3), ROW(3)
	vmovdqu	ROW(0), (OUT)
	vmovdqu	ROW(1), 16(OUT)
	vmovdqu	ROW(2), 32(OUT)
	vmovdqu	ROW(3), 48(OUT)
	vzeroupper
	ret
EPILOGUE(_symcrypt_blake3_compress)

RODATA
	.balign	32
.Lrot16:
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte	1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12
C The first four words of the IV (the specification, table 1).
.Liv:
	.long	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
