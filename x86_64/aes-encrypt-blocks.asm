dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/aes-encrypt-blocks.asm -- AES encryption bitsliced in SSE2
C registers, eight blocks a turn.
C
C Why: x86_64 without AES-NI and SSSE3 (AMD K10 and older, a fat
C build whose features are hidden) runs the C twin, bitsliced on
C 64-bit words four blocks at a time.  Here the bit planes of eight
C blocks fill the sixteen xmm registers' 128 bits, every instruction
C doing the work of eight blocks; still no table indexed by the data.
C The last turn of fewer than eight blocks goes through a buffer in
C the frame.  The layout and the circuit: x86_64/m4/aes-x86_64.m4.
C
C Measured (AES-128 ECB of 16 KiB, libraries in one process, medians;
C AMD EPYC Zen 4, family 25 model 17, sse2 tier, shared and noisy,
C 2026-11-29): 1.83 times Nettle 3.8's table code, the C twin 0.43
C times (doc/aes-sse2.md).

dnl void _symcrypt_aes_encrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                                   size_t blocks, uint8_t *dst,
dnl                                   const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/aes-x86_64.m4>)dnl

	.file "aes-encrypt-blocks.asm"

AES_SSE2_BLOCKS(_symcrypt_aes_encrypt_blocks, enc)
AES_SSE2_RODATA
