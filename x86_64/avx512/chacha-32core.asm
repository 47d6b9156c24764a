dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx512/chacha-32core.asm -- thirty-two ChaCha blocks, two
C groups of sixteen side by side, AVX-512.
C
C Why: long messages.  chacha-16core is bound by latency: its four
C quarter rounds per round are chains of twelve operations of 2 cycles
C each, 24 cycles a round, while the core could issue twice as many.
C Here two groups of sixteen blocks (words in Z(0)..Z(15) and
C Z(16)..Z(31), all thirty-two registers) give eight independent
C chains; the limit becomes throughput, three of these operations a
C cycle (vprold issues on two pipes).  The counter words for the
C feed-forward live on the stack; the second group is spilled there
C while the first is transposed and stored as in chacha-16core.
C
C Measured (Zen 5, rdtsc ticks, p25 of 301): 536 per call four in a
C row, 0.26 per byte, against 0.39 for chacha-16core.  Through
C symcrypt_chacha_crypt at 16 KiB (memxor3 adds ~0.05 per byte):
C 8716 MB/s, OpenSSL 3.0 with its AVX-512 code 6530 (1.33x; medians of
C 3 runs of symcrypt-benchmark).

dnl void _symcrypt_chacha_32core(uint32_t *dst, const uint32_t *src,
dnl                              unsigned rounds)

INCLUDE_SRC(<x86_64/m4/chacha-avx512.m4>)dnl
define(<DST>, <%rdi>)
define(<SRC>, <%rsi>)
define(<ROUNDS>, <%edx>)

PROLOGUE(_symcrypt_chacha_32core)
CHACHA32_BODY
EPILOGUE(_symcrypt_chacha_32core)

COUNTERS16_RODATA(2)
