dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/vaes512/xts-encrypt-blocks.asm -- XTS encryption of whole blocks with
C 512-bit VAES, sixteen blocks a turn, the tweaks made in zmm registers
C by shifts and VPCLMULQDQ, the last turn under masks.
C
C Why: as x86_64/aesni/xts-encrypt-blocks.asm, with four blocks a VAES
C instruction and the round keys in registers (doc/x86_64-aes.md,
C "XTS").
C
C Measured (symcrypt-benchmark medians of three runs; Intel Xeon
C family 6 model 167, 2026-11-28): AES-128 XTS of a 4 KiB unit
C 17.6 GB/s, 1.06 times our AES-CTR (x86_64/vaes by the icelake
C row of src/models.tab), 2.04 times OpenSSL 3.0.
C
C Needs AVX-512 F/BW/VL, VAES and VPCLMULQDQ.  The body is in
C x86_64/m4/xts-vaes512.m4.

dnl void _symcrypt_xts_encrypt_blocks(const uint8_t *keys, unsigned nr,
dnl                               uint8_t *tweak, size_t blocks,
dnl                               uint8_t *dst, const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/xts-vaes512.m4>)dnl

	.file "xts-encrypt-blocks.asm"

XTS_BLOCKS(_symcrypt_xts_encrypt_blocks, enc)
