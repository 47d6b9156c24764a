dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/salsa20-crypt1.asm -- one Salsa20 block XORed with up to 64
C bytes of data, SSE2.
C
C Why: messages of one block on x86_64 CPUs without AVX2, where the
C Salsa20 cores are otherwise C.  The rounds of
C x86_64/avx2/salsa20-core.asm in the legacy encoding (x86_64/m4/salsa20-rows.m4,
C SALSA_ROWS_*): the state loaded in diagonal order a word at a time,
C each rotate two shifts and two XORs, and the blends of the return to
C block order made of XORs and an AND with a lane mask.  The data is
C XORed in registers and the keystream block stored for the next call
C (functions.def, salsa20_crypt1).
C
C Measured (rdtsc ticks per call, 20 rounds, p25 of 401, eight calls in
C a row, 64 bytes; AMD EPYC Zen 4, family 25 model 17, 2026-11-22):
C 230 (the C core alone 247-250; x86_64/avx2 221-237).  With set_nonce
C before it, symcrypt_salsa20_crypt of 16 or 64 bytes in the sse2 tier
C takes 230 ticks, against 266 through the C core, memxor3 and the loop.

dnl void _symcrypt_salsa20_crypt1(uint8_t *keystream,
dnl                             const uint32_t *state, unsigned rounds,
dnl                             size_t length, uint8_t *dst,
dnl                             const uint8_t *src)

INCLUDE_SRC(<x86_64/m4/salsa20-crypt1.m4>)dnl
SALSA_CRYPT1_REGS
define(<X>, <%xmm13>)	dnl for BLEND

define(<ROWS_SSE>)
define(<VMOV>, <movdqa>)
dnl BLEND(mask, s2, s1, d): d = s1 with the lanes of MASK from s2, as
dnl s1 ^ ((s1 ^ s2) & M), M the lane mask .Lmask<>MASK.
define(<BLEND>, <
	movdqa	$2, X
	pxor	$3, X
	pand	.Lmask<>$1(%rip), X
	pxor	$3, X
	movdqa	X, $4>)

PROLOGUE(_symcrypt_salsa20_crypt1)
	SALSA_ROWS_CRYPT1
EPILOGUE(_symcrypt_salsa20_crypt1)

RODATA
	.p2align 4
C The lane masks of BLEND (SALSA_GATHER uses 0x2, 0x8 and 0xc).
.Lmask0x2:
	.long 0, -1, 0, 0
.Lmask0x8:
	.long 0, 0, 0, -1
.Lmask0xc:
	.long 0, 0, -1, -1
