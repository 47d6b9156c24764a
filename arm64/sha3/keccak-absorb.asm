dnl Copyright (C) 2026 libsymcrypt maintainers
dnl SPDX-License-Identifier: LGPL-3.0-or-later OR GPL-2.0-or-later
dnl This file is free software: you can redistribute it and/or modify it
dnl under the terms of the GNU Lesser General Public License as published
dnl by the Free Software Foundation, either version 3 of the License, or
dnl (at your option) any later version, or under the terms of the GNU
dnl General Public License as published by the Free Software Foundation,
dnl either version 2 of the License, or (at your option) any later version.
dnl The texts: COPYING.LESSERv3 and COPYINGv3, COPYINGv2.
C arm64/sha3/keccak-absorb.asm -- the sponge's absorbing loop around
C Keccak-p[1600, 24] (FIPS 202) with the Armv8.2 SHA3 instructions.

C void _symcrypt_keccak_absorb(uint64_t *state, size_t blocks,
C                              const uint8_t *data, unsigned rate)
C
C RATE is 72, 104, 136, 144 or 168, or 0 for
C arm64/sha3/keccak-permute.asm, which permutes once through here adding
C nothing.  The lanes stay in registers from block to block.
C
C Why: EOR3, RAX1, XAR and BCAX are made for Keccak: a column parity is
C two eor3, a D value one rax1 (C[x-1] ^ rotl(C[x+1], 1)), theta's
C addition with rho's rotation one xar per lane, and a chi output one
C bcax.  Lane (x, y) lives in the low half of vector register x + 5y
C (v0-v24; the high halves carry garbage that is never stored).  A
C round is 80 instructions: 10 eor3, 5 rax1, 25 xar (lane (0, 0) by 0), one
C mov to close pi's cycle, 35 for chi (a row keeps copies of its first
C two lanes), 2 for iota, 2 for the loop (arm64/keccak-sha3.m4, the
C rounds shared with keccak-absorb-x2.asm, which permutes two states in
C the two halves).
C
C Needs: HWCAP_SHA3 (Apple M1 on, Neoverse V1, N2, V2, Cortex-A710 on).
C src/models.tab keeps the scalar code on Neoverse, where AWS-LC
C measured these instructions slower than scalar code.
C
C Counted (qemu-aarch64 -cpu max, guest instructions per byte of
C sha3_256_update, gcc 12 -O2, 2026-11-25; doc/sha3.md):
C                       64 B   1 KiB  16 KiB
C   this file          15.68  14.60  14.46
C   OpenSSL 3.0.20     26.38  24.24  24.04 (scalar)
C   Nettle 3.8.1       39.48  37.53  37.34 (C)

INCLUDE_SRC(<arm64/keccak-sha3.m4>)dnl
	ARCH_SHA3

define(<STATE>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<RATE>, <x3>)
define(<RC>, <x4>)
define(<COUNT>, <x5>)
define(<PTR>, <x6>)	C the state, for the loads

C XOR_DATA(first, last): lanes first to last ^= the next data words.
define(<XOR_DATA>, <forloop(<i>, $1, $2, <
	ldr	DREG(T0), [DATA], #8
	eor	LANE(eval(i % 5), eval(i / 5)).16b, LANE(eval(i % 5), eval(i / 5)).16b, T0.16b>)>)

PROLOGUE(_symcrypt_keccak_absorb)
	cbz	BLOCKS, .Lnone
	PUSHP(d8, d9)
	PUSHP(d10, d11)
	PUSHP(d12, d13)
	PUSHP(d14, d15)
	mov	PTR, STATE
	ld1	{v0.1d, v1.1d, v2.1d, v3.1d}, [PTR], #32
	ld1	{v4.1d, v5.1d, v6.1d, v7.1d}, [PTR], #32
	ld1	{v8.1d, v9.1d, v10.1d, v11.1d}, [PTR], #32
	ld1	{v12.1d, v13.1d, v14.1d, v15.1d}, [PTR], #32
	ld1	{v16.1d, v17.1d, v18.1d, v19.1d}, [PTR], #32
	ld1	{v20.1d, v21.1d, v22.1d, v23.1d}, [PTR], #32
	ld1	{v24.1d}, [PTR]

.Lblock:
	cbz	RATE, .Ladded
	XOR_DATA(0, 8)
	cmp	RATE, #72
	b.eq	.Ladded
	XOR_DATA(9, 12)
	cmp	RATE, #104
	b.eq	.Ladded
	XOR_DATA(13, 16)
	cmp	RATE, #136
	b.eq	.Ladded
	XOR_DATA(17, 17)
	cmp	RATE, #144
	b.eq	.Ladded
	XOR_DATA(18, 20)
.Ladded:
	SHA3_ROUNDS(RC, COUNT, 0)
	subs	BLOCKS, BLOCKS, #1
	b.ne	.Lblock

	st1	{v0.1d, v1.1d, v2.1d, v3.1d}, [STATE], #32
	st1	{v4.1d, v5.1d, v6.1d, v7.1d}, [STATE], #32
	st1	{v8.1d, v9.1d, v10.1d, v11.1d}, [STATE], #32
	st1	{v12.1d, v13.1d, v14.1d, v15.1d}, [STATE], #32
	st1	{v16.1d, v17.1d, v18.1d, v19.1d}, [STATE], #32
	st1	{v20.1d, v21.1d, v22.1d, v23.1d}, [STATE], #32
	st1	{v24.1d}, [STATE]
	POPP(d14, d15)
	POPP(d12, d13)
	POPP(d10, d11)
	POPP(d8, d9)
.Lnone:
	ret
EPILOGUE(_symcrypt_keccak_absorb)

RC_TABLE
