dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C x86_64/avx2/salsa20-crypt-4core.asm -- four Salsa20 blocks XORed
C with the data, AVX2.
C
C Why: 193 to 256 bytes, where XSalsa20 after its HSalsa20 is one
C chain from the key to the output.  The core of salsa20-4core.asm (two
C blocks per group of ymm rows, two groups interleaved) with its stores
C replaced by XOR with the data: the rows of each block, joined by
C vperm2i128 as for the store, are XORed with the data at the same
C place and stored to DST 32 bytes at a time, instead of going to a
C stack buffer that memxor3 reads back.  The state is not written; the
C loop advances the counter.  DST may be SRC (each 32 bytes are read
C before they are written).
C
C Needs AVX2.  Measured (rdtsc ticks per set_nonce and 256-byte crypt,
C p25 of 2001 runs of eight calls; AMD EPYC Zen 5, family 26 model 2,
C 2026-11-23): 438-442, as with the 4-block core and memxor3: the
C path is at its chain there (doc/x86_64-stream.md, "XSalsa20 and
C XChaCha20 at 16-256 B, second pass").  Not measured on a CPU with
C one-cycle vector operations.

dnl void _symcrypt_salsa20_crypt_4core(uint8_t *dst, const uint8_t *src,
dnl                                    const uint32_t *state,
dnl                                    unsigned rounds)

INCLUDE_SRC(<x86_64/salsa20-rows.m4>)dnl
define(<DST>, <%rdi>)
define(<DATA>, <%rsi>)		dnl the data XORed
define(<SRC>, <%rdx>)		dnl the state, as the rows macros name it
define(<ROUNDS>, <%ecx>)
define(<ROW>, <%ymm<>eval($1)>)	dnl row r of group g: ROW(4g + r)
define(<TA0>, <%ymm8>)
define(<TB0>, <%ymm9>)
define(<TA1>, <%ymm10>)
define(<TB1>, <%ymm11>)
define(<TA>, <TA$1>)
define(<TB>, <TB$1>)
define(<P0>, <TA0>)	dnl the temporaries of the diagonal order
define(<P1>, <TB0>)
define(<P2>, <TA1>)
define(<P3>, <TB1>)
define(<T>, <%ymm12>)
define(<T2>, <%ymm13>)

define(<VMOV>, <vmovdqa>)
define(<BLEND>, <vpblendd $<>eval($1 * 0x11), $2, $3, $4>)

PROLOGUE(_symcrypt_salsa20_crypt_4core)
	SALSA_ROWS_YMM(2, xor)
EPILOGUE(_symcrypt_salsa20_crypt_4core)

SALSA_ROWS_YMM_RODATA(2)
