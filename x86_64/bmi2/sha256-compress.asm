dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/bmi2/sha256-compress.asm -- SHA-256 compression: scalar rounds
C with BMI rotates, the message schedule four words at a time in AVX2.

C Why: for CPUs with AVX2 but no SHA extensions (Intel before Ice Lake,
C AMD Excavator).  The rounds are a serial chain on the general
C registers; rorx (BMI2) saves the moves of the plain rotates, and the
C vector unit computes the schedule (and adds the round constants) in
C the shadow of the rounds, for two blocks at once, one in each 128-bit
C lane, spread over both blocks' rounds: the second block's compute the
C next pair's first six steps (SHA2_BLOCKS).  The same structure as
C sha512-compress.asm, shared through x86_64/m4/sha2-pipe.m4.
C Ch is andn(e, g) + (e & f) (SHA2_ANDN: BMI1, which the folder's bmi2
C implies).
C
C Measured 2026-11-23, AMD EPYC family 25 model 17 (Zen 4), --tier
C haswell, medians of five runs, rdtsc ticks per byte at 16 KiB (1 KiB):
C   this file                        4.44 (4.78)
C   OpenSSL 3.0.19 (AVX2, BMI1/2)    4.74 (5.15)
C AMD Zen 5 (cpu family 26 model 2), 16 KiB: 4.13,
C the C 5.94, OpenSSL with its SHA-NI path masked 4.09.  The variants
C measured on the way: doc/x86_64-hash.md.

dnl void _symcrypt_sha256_compress(uint32_t *state, size_t blocks,
dnl                                 const uint8_t *data)
dnl STATE holds a..h in host order; DATA is BLOCKS whole 64-byte blocks,
dnl any alignment.

INCLUDE_SRC(<x86_64/m4/sha256-pair.m4>)dnl
define(<SHA2_ANDN>, <1>)
C The function starts on a 256-byte boundary: placed 64 bytes past one
C (as other files' code moved it), the same code ran 10 % slower on
C Zen 4 (AMD EPYC, family 25 model 17, 2026-11-29, --tier haswell,
C SHA-256 of 16 KiB: 0.95 to 0.97 times OpenSSL there, 1.07 to 1.10
C here; doc/x86_64-hash.md, "SHA-256 with BMI2 on a 256-byte boundary").
	.text
	.p2align 8
SHA256_AVX2_COMPRESS(<SHA2_BLOCKS(6)>)
