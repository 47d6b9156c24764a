dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aes-ctr32le-blocks.asm -- AES in CTR mode bitsliced in SSE2
C registers, eight blocks a turn, the counter its first 32 bits a
C little-endian number (RFC 8452, AES-GCM-SIV).
C
C Why: as x86_64/aes-encrypt-blocks.asm (x86_64 without AES-NI and
C SSSE3); the counter blocks are made in registers from general ones,
C and the last turn's unused blocks are not counted.
C
C Measured (TSC ticks per byte, AES-128-CTR of 16 KiB, symcrypt-benchmark
C -t sse2 medians; AMD EPYC Zen 4, family 25 model 17, shared and noisy,
C 2026-11-29): 4.56, 1.60 times Nettle 3.8's table code; the C twin
C 17.7 (doc/aes-sse2.md).

dnl void _symcrypt_aes_ctr32le_blocks(const uint8_t *keys, unsigned nr,
dnl                              uint8_t *counter, size_t blocks,
dnl                              uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-x86_64.m4>)dnl

	.file "aes-ctr32le-blocks.asm"

AES_SSE2_CTR(_symcrypt_aes_ctr32le_blocks, 32le)
