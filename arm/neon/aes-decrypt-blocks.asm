dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm/neon/aes-decrypt-blocks.asm -- AES decryption of blocks (ECB, and
C CBC decryption's blocks), eight at once bitsliced in NEON.

C void _symcrypt_aes_decrypt_blocks(const uint8_t *keys, unsigned nr,
C                                   size_t blocks, uint8_t *dst,
C                                   const uint8_t *src)
C KEYS are the decryption keys (the equivalent inverse cipher's, FIPS
C 197, 5.3.5).  The C twin is in src/aes/aes-bitslice.c.
C
C Why: 32-bit ARM cores before ARMv8 have no AES instructions, and the
C constant-time C runs four blocks in pairs of 32-bit registers.  The
C layout, the transposition, the S-box's circuit, MixColumns and the
C key slicing are those of encryption (arm/aes-bitslice.m4).  Here:
C - the inverse S-box is the forward circuit between two inverse
C   affine maps, as in the C twin: with S(x) = L(x^-1) + 0x63 and L
C   linear, x^-1 = L^-1(S(x) + 0x63), so InvS(y) = L^-1(C(L^-1(y +
C   0x63))) with C the circuit without its complements.  The 0x63 is
C   put into the keys 0 to NR - 1; each L^-1 is 12 XORs;
C - InvShiftRows is two VTBL a plane, with the first and last rounds'
C   indices also turning the columns into rows and back;
C - InvMixColumns is MixColumns after s(R) -> 5 s(R) + 4 s(R + 2)
C   (Daemen and Rijmen, "The Design of Rijndael", 4.1.3), 29
C   instructions for the eight planes.
C A last turn of fewer than eight blocks goes in and out through a copy
C on the stack.  No address or branch depends on the key or the data;
C the sliced keys, the spill slots and the copy are wiped before the
C return.
C
C Counted (qemu-arm -cpu cortex-a9, guest instructions a byte, AES-128
C of 16 KiB, gcc 12 -O2, November 2026; CBC with arm/neon/memxor.asm;
C doc/aes-arm.md):
C                                  ECB decrypt   CBC decrypt
C   with this file                    20.67         21.78
C   with the C twin                  180.72        188.73
C   OpenSSL 3.0.20                    36.88         19.69 (bsaes-armv7)

	ARCH_NEON
INCLUDE_SRC(<arm/aes-bitslice-decrypt.m4>)

	AES_DECRYPT_TABLES
AES_BLOCKS_FUNCTION(_symcrypt_aes_decrypt_blocks,
	<AES_DECRYPT_ENTER>,
	<AES_DECRYPT8>)
