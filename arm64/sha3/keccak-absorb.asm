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
C two lanes), 2 for iota, 2 for the loop.
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

INCLUDE_SRC(<arm64/keccak.m4>)dnl
	ARCH_SHA3

define(<STATE>, <x0>)
define(<BLOCKS>, <x1>)
define(<DATA>, <x2>)
define(<RATE>, <x3>)
define(<RC>, <x4>)
define(<COUNT>, <x5>)
define(<PTR>, <x6>)	C the state, for the loads

C LANE(x, y): the register of lane (x, y).
define(<LANE>, <v<>eval($1 + 5 * $2)>)
C The column parities C[x] and the values D[x] of theta; T0 and T1
C hold a chi row's first two lanes and pi's first lane.
define(<C_0>, <v25>)define(<C_1>, <v26>)define(<C_2>, <v27>)
define(<C_3>, <v28>)define(<C_4>, <v29>)
define(<D_0>, <v28>)define(<D_1>, <v30>)define(<D_2>, <v25>)
define(<D_3>, <v26>)define(<D_4>, <v31>)
define(<T0>, <v27>)define(<T1>, <v29>)

C COLUMN(x): C[x], the parity of column x.
define(<COLUMN>, <
	eor3	C_$1.16b, LANE($1, 0).16b, LANE($1, 1).16b, LANE($1, 2).16b
	eor3	C_$1.16b, C_$1.16b, LANE($1, 3).16b, LANE($1, 4).16b>)

C PI_STEP(X, Y): lane (X, Y) after rho and pi, from lane (x, y) =
C (X + 3Y mod 5, X) of theta's output: rotl(lane ^ D[x], rho) =
C ror(lane ^ D[x], 64 - rho).
define(<PI_FROM_X>, <eval(($1 + 3 * $2) % 5)>)
define(<PI_STEP>, <
	xar	LANE($1, $2).2d, LANE(PI_FROM_X($1, $2), $1).2d, defn(<D_>PI_FROM_X($1, $2)).2d, dnl
#eval(64 - defn(<rho_>PI_FROM_X($1, $2)<>$1))>)
C PI_CHAIN(X, Y): pi's cycle through the 24 lanes but (0, 0), from
C (1, 0) (whose lane waits in T0) back to it.
define(<PI_CHAIN>, <ifelse(PI_FROM_X($1, $2)$1, 10, <
	mov	LANE($1, $2).16b, T0.16b>, <PI_STEP($1, $2)PI_CHAIN(PI_FROM_X($1, $2), $1)>)>)

C CHI_ROW(y): out_x = b_x ^ (b_{x+2} & ~b_{x+1}) in place.
define(<CHI_ROW>, <
	mov	T0.16b, LANE(0, $1).16b
	mov	T1.16b, LANE(1, $1).16b
	bcax	LANE(0, $1).16b, LANE(0, $1).16b, LANE(2, $1).16b, T1.16b
	bcax	LANE(1, $1).16b, LANE(1, $1).16b, LANE(3, $1).16b, LANE(2, $1).16b
	bcax	LANE(2, $1).16b, LANE(2, $1).16b, LANE(4, $1).16b, LANE(3, $1).16b
	bcax	LANE(3, $1).16b, LANE(3, $1).16b, T0.16b, LANE(4, $1).16b
	bcax	LANE(4, $1).16b, LANE(4, $1).16b, T1.16b, T0.16b>)

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
	adrp	RC, .Lrc
	add	RC, RC, :lo12:.Lrc
	mov	COUNT, #24

.Lround:
	C theta: the parities, then D[1], D[4], D[2], D[0], D[3], each
	C written over a parity no longer needed.
	COLUMN(0)
	COLUMN(1)
	COLUMN(2)
	COLUMN(3)
	COLUMN(4)
	rax1	D_1.2d, C_0.2d, C_2.2d
	rax1	D_4.2d, C_3.2d, C_0.2d
	rax1	D_2.2d, C_1.2d, C_3.2d
	rax1	D_0.2d, C_4.2d, C_1.2d
	rax1	D_3.2d, C_2.2d, C_4.2d

	C theta's addition, rho and pi.
	xar	LANE(0, 0).2d, LANE(0, 0).2d, D_0.2d, #eval((64 - rho_00) % 64)
	xar	T0.2d, LANE(1, 0).2d, D_1.2d, #eval(64 - rho_10)
	PI_CHAIN(1, 0)

	C chi, row by row, and iota.
	CHI_ROW(0)
	CHI_ROW(1)
	CHI_ROW(2)
	CHI_ROW(3)
	CHI_ROW(4)
	ld1r	{T0.2d}, [RC], #8
	eor	LANE(0, 0).16b, LANE(0, 0).16b, T0.16b
	subs	COUNT, COUNT, #1
	b.ne	.Lround
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

	RODATA
	.p2align 3
.Lrc:
	forloop(<i>, 0, 23, <
	.quad	defn(<rc_>i)>)
